import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CredentialsError, NotFoundError, RateLimitedError, UpstreamError, ValidationError } from '../../../src/main/core/errors/errors'
import { USER_AGENT } from '../../../src/main/core/app/app-info'
import { createPexelsClient, pexelsConnector, PEXELS_BASE_URL, type PexelsClientOptions } from '../../../src/sources/pexels/client'
import { pexelsLimitReached } from '../../../src/sources/pexels/classify-response'
import { PEXELS_FAKE_KEY, PexelsFake } from '../../../src/sources/pexels/fake'
import { createPexelsSearchParams, type PexelsSearchParamsInput } from '../../../src/sources/pexels/params'
import { createPexelsRateBudget, recordAttempt, type PexelsRateBudget } from '../../../src/sources/pexels/rate-budget'
import { createImageHost } from '../../fakes/image-host'
import { parsePexelsCard } from './card'
import { plainFailure } from '../../support/plain-failure'
import { pexelsDefinition } from '../../../src/sources/pexels/definition'

const imageHost = createImageHost()
let fake: PexelsFake
let budget: PexelsRateBudget

beforeAll(async () => {
  await imageHost.start()
  fake = new PexelsFake({ imageHostUrl: imageHost.url })
  await fake.start()
})
afterAll(async () => {
  await fake.stop()
  await imageHost.stop()
})
beforeEach(() => {
  fake.reset()
  imageHost.reset()
  budget = createPexelsRateBudget()
})

function client(overrides: Partial<PexelsClientOptions> = {}) {
  return createPexelsClient({
    baseUrl: fake.url,
    apiKey: PEXELS_FAKE_KEY,
    timeoutMs: 1_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    budget,
    ...overrides,
  })
}

const params = (input: PexelsSearchParamsInput = {}) => createPexelsSearchParams(input)

const failure = (promise: Promise<unknown>) => plainFailure(promise, { secrets: [PEXELS_FAKE_KEY], linksAllowed: true })

function onlyRequest() {
  expect(fake.requests).toHaveLength(1)
  return fake.requests[0] as (typeof fake.requests)[number]
}

describe('Pexels client: what goes on the wire', () => {
  it('sends a search to /search (under the API root) with its wire values in order, the key alone in Authorization', async () => {
    await client().search(params({ query: 'sea', orientation: 'LANDSCAPE', size: 'SMALL', color: '#2846A0', locale: 'DE_DE', page: 1, per_page: 5 }))
    const request = onlyRequest()
    expect(request.path).toBe('/search')
    expect(request.rawUrl).toBe('/search?query=sea&orientation=landscape&size=small&color=%232846a0&locale=de-DE&page=1&per_page=5')
    expect(request.headers['authorization']).toBe(PEXELS_FAKE_KEY)
    expect(request.headers['user-agent']).toBe(USER_AGENT)
    expect(request.rawUrl).not.toContain(PEXELS_FAKE_KEY)
  })

  it('sends the curated list to /curated with the page alone', async () => {
    await client().search(params({ page: 3, per_page: 20 }))
    expect(onlyRequest().rawUrl).toBe('/curated?page=3&per_page=20')
  })

  it('plans exactly that request, the key redacted, and sends nothing', () => {
    const plan = client().planSearch(params({ query: 'sea', per_page: 5 }))
    expect(plan).toEqual({
      method: 'GET',
      url: `${fake.url}/search`,
      query: { query: 'sea', page: '1', per_page: '5' },
      headers: { 'user-agent': USER_AGENT, Authorization: '[redacted]' },
    })
    expect(JSON.stringify(plan)).not.toContain(PEXELS_FAKE_KEY)
    expect(fake.requests).toHaveLength(0)
  })

  it('is the connector of the real API root', () => {
    expect(pexelsConnector.id).toBe('pexels')
    expect(pexelsDefinition.apiRoots['pexels']?.url).toBe(PEXELS_BASE_URL)
    expect(PEXELS_BASE_URL).toBe('https://api.pexels.com/v1')
  })
})

describe('Pexels client: pages', () => {
  it('reads a page into cards credited as Pexels asks, whose files are real images', async () => {
    const page = await client().search(params({ query: 'sea', per_page: 5 }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.skipped).toBe(0)
    for (const item of page.items) {
      parsePexelsCard(item)
      expect(item.credit).toBe(`Photo by ${item.author?.name} on Pexels`)
      expect(item.pageUrl).toMatch(/^https:\/\/www\.pexels\.com\/photo\//)
    }
    const first = page.items[0]
    const response = await fetch(first?.thumbUrl as string)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
  })

  it('pages on while next_page is there, and stops on the page without it', async () => {
    const matching = fake.catalogue.filter((photo) => photo.words.includes('sea')).length
    expect(matching).toBeGreaterThan(10)
    let set = params({ query: 'sea', per_page: 8 })
    const seen: string[] = []
    let calls = 0
    for (;;) {
      const page = await client().search(set)
      calls += 1
      seen.push(...page.items.map((item) => item.id))
      expect(page.total).toBe(matching)
      if (page.next === null) break
      expect(page.next.page).toBe(set.page + 1)
      set = page.next
    }
    expect(calls).toBe(Math.ceil(matching / 8))
    expect(new Set(seen).size).toBe(matching)
  })

  it('ends a search nothing matches at once', async () => {
    const page = await client().search(params({ query: 'sea', size: 'LARGE' }))
    expect(page).toMatchObject({ items: [], next: null, total: 0 })
  })

  it('skips a record a card cannot be made of, counts it, and keeps the page', async () => {
    fake.quirks.brokenRecord = true
    const page = await client().search(params({ per_page: 5 }))
    expect(page.skipped).toBe(1)
    expect(page.items).toHaveLength(5)
  })

  it('reads one photo by id, and says when there is none', async () => {
    const record = fake.pick()
    const { item } = await client().photo(String(record.id))
    expect(item).toMatchObject({ id: String(record.id), fullUrl: record.src.original, width: record.width })
    const error = await failure(client().photo('999'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('Pexels has no photo with the id 999.')
  })

  it('refuses an id that is no Pexels id before sending', async () => {
    await expect(client().photo('../curated')).rejects.toThrow(ValidationError)
    expect(() => client().planPhoto('abc')).toThrow(ValidationError)
    expect(fake.requests).toHaveLength(0)
  })
})

describe('Pexels client: keys', () => {
  it('says where to get a key when there is none, and sends nothing', async () => {
    const error = await failure(client({ apiKey: '  ' }).search(params()))
    expect(error).toBeInstanceOf(CredentialsError)
    expect(error.message).toContain('https://www.pexels.com/api/')
    expect(error.message).toContain('TAPESTRY_PEXELS_API_KEY')
    expect(() => client({ apiKey: undefined }).planSearch(params())).toThrow(CredentialsError)
    expect(fake.requests).toHaveLength(0)
  })

  it('says a refused key is to be checked in Settings, without retrying', async () => {
    const error = await failure(client({ apiKey: 'wrong-key' }).search(params()))
    expect(error).toBeInstanceOf(CredentialsError)
    expect(error.message).toBe('Pexels refused the API key. Check it in Settings or in TAPESTRY_PEXELS_API_KEY.')
    expect(fake.requests).toHaveLength(1)
  })
})

describe('Pexels client: limits', () => {
  it('waits out a 429 with Retry-After and then succeeds', async () => {
    fake.fault({ kind: 'status', status: 429, body: 'Too Many Requests', headers: { 'retry-after': '1' } })
    const page = await client().search(params({ per_page: 3 }))
    expect(page.items).toHaveLength(3)
    expect(fake.requests).toHaveLength(2)
  })

  it('says the wait on a 429 without headers from the reset the last answer gave, without retrying', async () => {
    await client().search(params({ per_page: 3 }))
    const reset = budget.resetAtMs as number
    expect(reset).toBeGreaterThan(Date.now())
    fake.fault({ kind: 'status', status: 429, body: 'Too Many Requests' })
    const error = await failure(client().search(params({ per_page: 3 })))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toMatch(/^Pexels's request limit for this API key is used up \(200 an hour, 20,000 a month\)\. Try again in /)
    const expected = Math.ceil((reset - Date.now()) / 1000)
    expect((error as RateLimitedError).retryAfter).toBeGreaterThanOrEqual(expected - 2)
    expect((error as RateLimitedError).retryAfter).toBeLessThanOrEqual(expected + 2)
    expect(fake.requests).toHaveLength(2)
  })

  it('says a wait of days in days', () => {
    expect(pexelsLimitReached(10 * 86_400 - 5).message).toMatch(/Try again in 10 days\.$/)
    expect(pexelsLimitReached(3_000).message).toMatch(/Try again in 50 minutes\.$/)
  })

  it('says "later" on a 429 when no answer has said when the budget renews', async () => {
    fake.fault({ kind: 'status', status: 429, body: 'Too Many Requests' })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toMatch(/Try again later\.$/)
  })

  it('stops asking once the month is spent, until it renews', async () => {
    const spent = new PexelsFake({ imageHostUrl: imageHost.url, monthlyLimit: 2 })
    await spent.start()
    try {
      const pexels = createPexelsClient({ baseUrl: spent.url, apiKey: PEXELS_FAKE_KEY, retry: { limit: 0 }, budget })
      await pexels.search(params({ per_page: 1 }))
      await pexels.search(params({ per_page: 1, page: 2 }))
      expect(budget.remaining).toBe(0)
      const error = await failure(pexels.search(params({ per_page: 1, page: 3 })))
      expect(error).toBeInstanceOf(RateLimitedError)
      expect((error as RateLimitedError).retryAfter).toBeGreaterThan(0)
      expect(spent.requests).toHaveLength(2)
    } finally {
      await spent.stop()
    }
  })

  it('keeps within 200 requests an hour, retries counted, and says how long until there is room', async () => {
    const start = performance.now()
    for (let index = 0; index < 198; index++) recordAttempt(budget, start - 60_000 + index)
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBeGreaterThan(3_500)
    expect((error as RateLimitedError).retryAfter).toBeLessThanOrEqual(3_541)
    expect(fake.requests).toHaveLength(0)
    // With no retries a call takes one attempt, and one is left.
    await client({ retry: { limit: 0 } }).search(params({ per_page: 1 }))
    expect(fake.requests).toHaveLength(1)
  })

  it('counts every attempt on the wire', async () => {
    fake.fault({ kind: 'status', status: 503, body: 'busy' }, { times: 2 })
    await client().search(params({ per_page: 1 }))
    expect(budget.starts).toHaveLength(3)
  })
})

describe('Pexels client: faults', () => {
  it('retries a 5xx and then says Pexels is having trouble', async () => {
    fake.fault({ kind: 'status', status: 502, body: '<html>bad gateway</html>', contentType: 'text/html' }, { times: 5 })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Pexels is having trouble (HTTP 502). Try again later.')
    expect(fake.requests).toHaveLength(3)
  })

  it('recovers from one 5xx', async () => {
    fake.fault({ kind: 'status', status: 500, body: '' })
    const page = await client().search(params({ per_page: 2 }))
    expect(page.items).toHaveLength(2)
  })

  it('says a broken body is broken', async () => {
    fake.fault({ kind: 'truncated-json' })
    const error = await failure(client({ retry: { limit: 0 } }).search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Pexels sent a broken or incomplete response.')
  })

  it('says a web page is not data', async () => {
    fake.fault({ kind: 'html-for-json' })
    const error = await failure(client({ retry: { limit: 0 } }).search(params()))
    expect(error.message).toBe('Pexels answered with a web page instead of data.')
  })

  it('quotes a 400 error body in a sentence', async () => {
    fake.fault({ kind: 'status', status: 400, body: '{"error":"per_page is invalid"}', contentType: 'application/json' })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Pexels rejected the request: per_page is invalid.')
  })

  it('never repeats the key a 403 body quotes', async () => {
    fake.fault({ kind: 'status', status: 403, body: JSON.stringify({ error: `key ${PEXELS_FAKE_KEY} is suspended` }), contentType: 'application/json' })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(CredentialsError)
    expect(error.message).toBe('Pexels does not allow this request with the API key (key [redacted] is suspended).')
  })

  it('says an address with nothing there is to be checked in Settings', async () => {
    const error = await failure(client({ baseUrl: `${fake.url}/v2` }).search(params()))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('Pexels has nothing at that address. Check the Pexels address in Settings.')
  })
})
