import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { USER_AGENT } from '../../../src/main/core/app/app-info'
import { NotFoundError, RateLimitedError, UpstreamError, ValidationError } from '../../../src/main/core/errors/errors'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { MediaItemSchema } from '../../../src/shared/media'
import { AIC_USER_AGENT, articConnector, createArticClient, type ArticClientOptions } from '../../../src/sources/artic/client'
import { createArticFake, type ArticFake } from '../../../src/sources/artic/fake'
import { ARTIC_FILTER, createArticSearchParams, type ArticSearchParams } from '../../../src/sources/artic/params'
import { plainFailure } from '../../support/plain-failure'
import { articDefinition } from '../../../src/sources/artic/definition'

let fake: ArticFake

beforeAll(async () => {
  fake = createArticFake()
  await fake.start()
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

function client(overrides: Partial<ArticClientOptions> = {}) {
  return createArticClient({
    baseUrl: fake.url,
    timeoutMs: 2_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    limiter: createRateLimiter({ limit: 1000, intervalMs: 60_000 }),
    ...overrides,
  })
}

const params = (input: Parameters<typeof createArticSearchParams>[0] = {}): ArticSearchParams => createArticSearchParams(input)

const failure = (promise: Promise<unknown>) => plainFailure(promise)

function onlyRequest() {
  expect(fake.requests).toHaveLength(1)
  return fake.requests[0] as (typeof fake.requests)[number]
}

describe('Art Institute client: what goes on the wire', () => {
  it('searches /artworks/search with q, the public-domain filter as params JSON, fields, page and limit, and both agents', async () => {
    const artic = client()
    const set = params({ query: 'monet', page: 2, limit: 5 })
    const plan = artic.planSearch(set)
    await artic.search(set)
    const request = onlyRequest()
    expect(request.path).toBe('/artworks/search')
    expect([...request.query.keys()]).toEqual(['q', 'params', 'fields', 'page', 'limit'])
    expect(request.query.get('params')).toBe(ARTIC_FILTER)
    expect(request.query.get('fields')).toContain('image_id')
    expect(request.headers['user-agent']).toBe(USER_AGENT)
    expect(request.headers['aic-user-agent']).toBe(AIC_USER_AGENT)
    expect(AIC_USER_AGENT).toMatch(/^Tapestry \S+ \(https:\/\/\S+; \S+@\S+\)$/)
    expect(plan).toEqual({
      method: 'GET',
      url: `${fake.url}/artworks/search`,
      query: { q: 'monet', params: ARTIC_FILTER, fields: request.query.get('fields'), page: '2', limit: '5' },
      headers: { 'user-agent': USER_AGENT, 'AIC-User-Agent': AIC_USER_AGENT },
    })
  })

  it('sends nothing for a bad parameter set', () => {
    expect(() => params({ page: 50, limit: 30 })).toThrow(ValidationError)
    expect(fake.requests).toHaveLength(0)
  })

  it('is the connector the registry lists, rooted at api.artic.edu/api/v1', () => {
    expect(articConnector).toMatchObject({ id: 'artic' })
    expect(articDefinition.apiRoots['artic']?.url).toBe('https://api.artic.edu/api/v1')
    expect(articConnector.create({ baseUrl: fake.url }).planSearch(params()).url).toBe(`${fake.url}/artworks/search`)
  })
})

describe('the Art Institute fake keeps the real quirks', () => {
  it('answers a search without fields= with no image_id, and ignores a params that is not JSON', async () => {
    const body = (await (await fetch(`${fake.url}/artworks/search?q=landscape&params=%7Bnot-json`)).json()) as { data: Record<string, unknown>[] }
    expect(body.data.length).toBeGreaterThan(0)
    for (const record of body.data) expect(record).not.toHaveProperty('image_id')
  })
})

describe('Art Institute client: pages', () => {
  it('pages through public-domain works with pictures only, every card valid, until the last page', async () => {
    const artic = client()
    let set: ArticSearchParams | null = params({ query: 'landscape', limit: 7 })
    const ids: string[] = []
    let total: number | null = null
    while (set !== null) {
      const page = await artic.search(set)
      for (const item of page.items) expect(MediaItemSchema.parse(item)).toEqual(item)
      expect(page.skipped).toBe(0)
      ids.push(...page.items.map((item) => item.id))
      total = page.total
      set = page.next
    }
    const expected = fake.catalogue.filter((artwork) => artwork.is_public_domain && artwork.image_id !== null && artwork.title.toLowerCase().includes('landscape'))
    expect(ids).toEqual(expected.map((artwork) => String(artwork.id)))
    expect(total).toBe(expected.length)
  })

  it('makes picture links the IIIF server answers, at the width the card says', async () => {
    const page = await client().search(params({ limit: 10 }))
    const item = page.items.find((entry) => entry.sizeKnown) as (typeof page.items)[number]
    const response = await fetch(item.fullUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const thumb = await fetch(item.thumbUrl)
    expect(thumb.status).toBe(200)
  })

  it('falls back to the documented IIIF root when the answer has no config block', async () => {
    fake.quirks.noConfig = true
    const page = await client().search(params({ limit: 3 }))
    expect(page.items[0]?.fullUrl).toMatch(/^https:\/\/www\.artic\.edu\/iiif\/2\//)
  })

  it('fetches one work by number, a work in copyright at 843 wide', async () => {
    const inCopyright = fake.pick((artwork) => !artwork.is_public_domain && artwork.image_id !== null && artwork.thumbnail !== null)
    const { item } = await client().artwork(String(inCopyright.id))
    expect(item).toMatchObject({ id: String(inCopyright.id), licence: null, fullUrl: expect.stringContaining('/full/843,/') })
    expect((await fetch(item?.fullUrl as string)).status).toBe(200)
    expect(() => client().planArtwork('12; DROP')).toThrow(ValidationError)
  })

  it('leaves out a work that cannot be read, counts it, and keeps the page', async () => {
    const good = fake.pick((artwork) => artwork.image_id !== null && artwork.is_public_domain)
    const body = JSON.stringify({ pagination: { total: 3, limit: 3, offset: 0, total_pages: 1, current_page: 1 }, data: [good, { id: 9, title: 'no image_id asked' }, { title: 'no id' }] })
    fake.fault({ kind: 'status', status: 200, body, contentType: 'application/json' })
    const page = await client().search(params({ limit: 3 }))
    expect(page.items.map((item) => item.id)).toEqual([String(good.id)])
    expect(page.skipped).toBe(2)
    expect(page.next).toBeNull()
  })
})

describe('Art Institute client: refusals and faults in plain sentences', () => {
  it('keeps within 60 a minute on its own side: the 61st call waits for the window', async () => {
    const limiter = createRateLimiter({ limit: 2, intervalMs: 300 })
    const artic = client({ limiter })
    const started = Date.now()
    await Promise.all([0, 1, 2].map(() => artic.search(params({ limit: 1 }))))
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(fake.requests).toHaveLength(3)
  })

  it('waits out the museum’s 429 with its Retry-After, then answers', async () => {
    fake.fault({ kind: 'status', status: 429, headers: { 'retry-after': '1' }, contentType: 'application/json', body: '{"message":"Too Many Attempts."}' })
    const page = await client().search(params({ limit: 2 }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(fake.requests).toHaveLength(2)
  })

  it('says the wait when the 429 outlasts what a call waits', async () => {
    fake.fault({ kind: 'status', status: 429, headers: { 'retry-after': '45' }, contentType: 'application/json', body: '{"message":"Too Many Attempts."}' })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toBe('Art Institute of Chicago is limiting requests. Try again in 45 seconds.')
  })

  it('says the museum shows only the first 1,000 results', async () => {
    fake.fault({ kind: 'status', status: 403, contentType: 'application/json', body: JSON.stringify({ status: 403, error: 'Invalid number of results', detail: 'You have requested too many results. Please refine your parameters.' }) })
    const error = await failure(client().search(params({ page: 33 })))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('Art Institute of Chicago shows only the first 1,000 results of a search: add words to narrow it.')
  })

  it('says what the museum refused, in its words or by status', async () => {
    fake.fault({ kind: 'status', status: 403, contentType: 'application/json', body: JSON.stringify({ status: 403, error: 'Invalid limit', detail: 'You have requested too many resources per page. Please set a smaller limit.' }) })
    expect((await failure(client().search(params()))).message).toBe(
      'Art Institute of Chicago refused the request: You have requested too many resources per page. Please set a smaller limit.',
    )
    // The search backend's own 400 is plain text under a JSON content type.
    fake.fault({ kind: 'status', status: 400, contentType: 'application/json', body: '400 Bad Request: {"error":{"type":"search_phase_execution_exception"}}' })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Art Institute of Chicago refused the request (HTTP 400).')
  })

  it('says there is no such work', async () => {
    const error = await failure(client().artwork('999999'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('Art Institute of Chicago has no artwork 999999.')
  })

  it('retries a 5xx, then says so in a sentence', async () => {
    fake.fault({ kind: 'status', status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }, { times: 3 })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Art Institute of Chicago is having trouble (HTTP 502). Try again later.')
    expect(fake.requests).toHaveLength(3)
  })

  it('says a broken answer is broken', async () => {
    fake.fault({ kind: 'truncated-json' })
    expect((await failure(client().search(params()))).message).toBe('Art Institute of Chicago sent a broken or incomplete response.')
    fake.fault({ kind: 'html-for-json' })
    expect((await failure(client().search(params()))).message).toBe('Art Institute of Chicago answered with a web page instead of data.')
  })
})
