import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { USER_AGENT } from '../../../src/main/core/app/app-info'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { createWikimediaClient, wikimediaConnector } from '../../../src/sources/wikimedia/client'
import { createWikimediaFake, fakeFilesOfDay } from '../../../src/sources/wikimedia/fake'
import { createWikimediaSearchParams } from '../../../src/sources/wikimedia/params'
import { wikimediaDefinition } from '../../../src/sources/wikimedia/definition'

const fake = createWikimediaFake({ publishedThrough: '2024-08-20' })
beforeAll(() => fake.start())
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const client = () => createWikimediaClient({ baseUrl: fake.apiUrl, retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))

describe('a Wikimedia Commons search on the wire', () => {
  it("is two GETs of api.php: the days' template pages, then the files they show", async () => {
    await client().search(createWikimediaSearchParams({ start_date: '2024-06-05', end_date: '2024-06-06' }))
    expect(fake.requests.map((request) => [request.method, request.path])).toEqual([
      ['GET', '/w/api.php'],
      ['GET', '/w/api.php'],
    ])
    const [templates, files] = fake.requests
    expect(templates?.rawUrl).toBe(
      `/w/api.php?${new URLSearchParams({ action: 'query', format: 'json', formatversion: '2', prop: 'images', imlimit: 'max', titles: 'Template:Potd/2024-06-06|Template:Potd/2024-06-05' })}`,
    )
    const titles = ['2024-06-06', '2024-06-05'].map((day) => (fakeFilesOfDay(day)[0] as { title: string }).title).join('|')
    expect([...(files?.query.entries() ?? [])]).toEqual([
      ['action', 'query'],
      ['format', 'json'],
      ['formatversion', '2'],
      ['prop', 'imageinfo'],
      ['iiprop', 'url|size|mime|extmetadata'],
      ['iiurlwidth', '1280'],
      ['iiextmetadatafilter', 'ObjectName|Artist|Credit|Attribution|AttributionRequired|LicenseShortName|LicenseUrl|UsageTerms'],
      ['iiextmetadatalanguage', 'en'],
      ['titles', titles],
    ])
  })

  it("carries Tapestry's User-Agent and no credentials of any kind", async () => {
    await client().search(createWikimediaSearchParams({ date: '2024-06-06' }))
    for (const request of fake.requests) {
      expect(request.headers['user-agent']).toBe(USER_AGENT)
      expect(request.headers['authorization']).toBeUndefined()
      expect(request.headers['cookie']).toBeUndefined()
      expect(request.query.has('maxlag')).toBe(false)
    }
  })

  it('never sends a key it is handed: Commons takes none', async () => {
    const commons = createWikimediaClient({ baseUrl: fake.apiUrl, apiKey: 'NOT-FOR-COMMONS-7f3a', retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))
    await commons.search(createWikimediaSearchParams({ date: '2024-06-06' }))
    expect(JSON.stringify(fake.requests.map((request) => [request.rawUrl, request.headers]))).not.toContain('NOT-FOR-COMMONS-7f3a')
  })

  it('is planned as its first request is sent (what --dry-run prints)', async () => {
    const commons = client()
    const params = createWikimediaSearchParams({ date: '2024-06-06' })
    const plan = commons.planSearch(params)
    expect(plan).toEqual({
      method: 'GET',
      url: fake.apiUrl,
      query: { action: 'query', format: 'json', formatversion: '2', prop: 'images', imlimit: 'max', titles: 'Template:Potd/2024-06-06' },
      headers: { 'user-agent': USER_AGENT },
    })
    expect(fake.count()).toBe(0)
    await commons.search(params)
    expect(fake.requests[0]?.rawUrl).toBe(`/w/api.php?${new URLSearchParams(plan.query).toString()}`)
  })

  it("takes a bare site for MediaWiki's usual /w/api.php on it", async () => {
    const commons = createWikimediaClient({ baseUrl: `${fake.url}/`, retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))
    expect(commons.planSearch(createWikimediaSearchParams({ date: '2024-06-06' })).url).toBe(fake.apiUrl)
    expect((await commons.search(createWikimediaSearchParams({ date: '2024-06-06' }))).items).toHaveLength(1)
  })

  it("is addressed to Commons' own API unless told otherwise", () => {
    expect(wikimediaDefinition.apiRoots['wikimedia']?.url).toBe('https://commons.wikimedia.org/w/api.php')
    expect(wikimediaConnector.create({ baseUrl: wikimediaDefinition.apiRoots['wikimedia']?.url as string }).planSearch(createWikimediaSearchParams({ date: '2024-06-06' })).url).toBe(
      'https://commons.wikimedia.org/w/api.php',
    )
  })
})
