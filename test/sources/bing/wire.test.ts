import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { USER_AGENT } from '../../../src/main/core/app/app-info'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { bingConnector, createBingClient } from '../../../src/sources/bing/client'
import { createBingFake } from '../../../src/sources/bing/fake'
import { createBingSearchParams } from '../../../src/sources/bing/params'
import { bingDefinition } from '../../../src/sources/bing/definition'

const fake = createBingFake()
beforeAll(() => fake.start())
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const client = () => createBingClient({ baseUrl: fake.url, retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))

describe('a Bing search on the wire', () => {
  it('is one GET of HPImageArchive.aspx with format, idx, n and mkt in that order', async () => {
    await client().search(createBingSearchParams({ market: 'FR_FR', days_ago: 2, count: 4 }))
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request?.method).toBe('GET')
    expect(request?.rawUrl).toBe('/HPImageArchive.aspx?format=js&idx=2&n=4&mkt=fr-FR')
  })

  it("carries Tapestry's User-Agent and no credentials of any kind", async () => {
    await client().search(createBingSearchParams())
    const headers = fake.requests[0]?.headers ?? {}
    expect(headers['user-agent']).toBe(USER_AGENT)
    expect(headers['authorization']).toBeUndefined()
    expect(headers['cookie']).toBeUndefined()
    expect(Object.keys(headers).some((name) => /key|token/i.test(name))).toBe(false)
  })

  it('never sends a key it is handed: Bing takes none', async () => {
    const bing = createBingClient({ baseUrl: fake.url, apiKey: 'NOT-FOR-BING-7f3a', retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))
    await bing.search(createBingSearchParams())
    expect(JSON.stringify(fake.requests.map((request) => [request.rawUrl, request.headers]))).not.toContain('NOT-FOR-BING-7f3a')
    expect(JSON.stringify(bing.planSearch(createBingSearchParams()))).not.toContain('NOT-FOR-BING-7f3a')
  })

  it('is planned exactly as it is sent (what --dry-run prints)', async () => {
    const bing = client()
    const params = createBingSearchParams({ market: 'ZH_CN', count: 1 })
    const plan = bing.planSearch(params)
    expect(plan).toEqual({
      method: 'GET',
      url: `${fake.url}/HPImageArchive.aspx`,
      query: { format: 'js', idx: '0', n: '1', mkt: 'zh-CN' },
      headers: { 'user-agent': USER_AGENT },
    })
    expect(fake.count()).toBe(0)
    await bing.search(params)
    expect(fake.requests[0]?.rawUrl).toBe(`/HPImageArchive.aspx?${new URLSearchParams(plan.query).toString()}`)
  })

  it("is addressed to www.bing.com unless told otherwise", () => {
    expect(bingDefinition.apiRoots['bing']?.url).toBe('https://www.bing.com')
    expect(bingConnector.create({ baseUrl: bingDefinition.apiRoots['bing']?.url as string }).planSearch(createBingSearchParams()).url).toBe('https://www.bing.com/HPImageArchive.aspx')
  })
})
