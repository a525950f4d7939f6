import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { USER_AGENT } from '../../../src/main/core/app/app-info'
import { CredentialsError, NotFoundError, RateLimitedError, UpstreamError, ValidationError } from '../../../src/main/core/errors/errors'
import { MediaItemSchema } from '../../../src/shared/media'
import { apodConnector, createApodClient, type ApodClientOptions } from '../../../src/sources/apod/client'
import { APOD_FAKE_KEY, createApodFake, type ApodFake } from '../../../src/sources/apod/fake'
import { createApodSearchParams, type ApodSearchParams } from '../../../src/sources/apod/params'
import { DEMO_KEY, createApodRateBudget, recordApodAttempt } from '../../../src/sources/apod/rate-budget'
import { createImageHost } from '../../fakes/image-host'
import { plainFailure } from '../../support/plain-failure'
import { apodDefinition } from '../../../src/sources/apod/definition'

const TODAY = '2026-09-15'
const imageHost = createImageHost()
let fake: ApodFake

beforeAll(async () => {
  await imageHost.start()
  fake = createApodFake({ imageHostUrl: imageHost.url, today: TODAY })
  await fake.start()
})
afterAll(async () => {
  await fake.stop()
  await imageHost.stop()
})
beforeEach(() => {
  fake.reset()
  fake.today = TODAY
  imageHost.reset()
  // The person's calendar agrees with NASA's unless a test says otherwise.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 8, 15, 12, 0, 0))
})
afterEach(() => vi.useRealTimers())

function client(overrides: Partial<ApodClientOptions> = {}) {
  return createApodClient({
    baseUrl: fake.url,
    timeoutMs: 2_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    budget: createApodRateBudget(overrides.apiKey ?? DEMO_KEY),
    today: () => TODAY,
    ...overrides,
  })
}

const params = (input: Parameters<typeof createApodSearchParams>[0] = {}): ApodSearchParams => createApodSearchParams(input)

const failure = (promise: Promise<unknown>) => plainFailure(promise, { secrets: [APOD_FAKE_KEY] })

function onlyRequest() {
  expect(fake.requests).toHaveLength(1)
  return fake.requests[0] as (typeof fake.requests)[number]
}

describe('APOD client: what goes on the wire', () => {
  it('asks for one day at /planetary/apod with thumbs, DEMO_KEY last in the query, the User-Agent, nothing else', async () => {
    const apod = client()
    const set = params({ date: '2024-06-05' })
    const plan = apod.planSearch(set)
    await apod.search(set)
    const request = onlyRequest()
    expect(request.path).toBe('/planetary/apod')
    expect(request.rawUrl).toBe('/planetary/apod?date=2024-06-05&thumbs=true&api_key=DEMO_KEY')
    expect(request.headers['user-agent']).toBe(USER_AGENT)
    expect(request.headers['x-api-key']).toBeUndefined()
    expect(plan).toEqual({
      method: 'GET',
      url: `${fake.url}/planetary/apod`,
      query: { date: '2024-06-05', thumbs: 'true', api_key: '[redacted]' },
      headers: { 'user-agent': USER_AGENT },
    })
    expect([...request.query.keys()]).toEqual(Object.keys(plan.query))
  })

  it('sends the person’s own key where NASA requires it, and never shows it in a plan', async () => {
    const apod = client({ apiKey: ` ${APOD_FAKE_KEY} ` })
    const plan = apod.planSearch(params({ count: 3 }))
    expect(JSON.stringify(plan)).not.toContain(APOD_FAKE_KEY)
    expect(plan.query).toEqual({ count: '3', thumbs: 'true', api_key: '[redacted]' })
    await apod.search(params({ count: 3 }))
    expect(onlyRequest().query.get('api_key')).toBe(APOD_FAKE_KEY)
  })

  it('sends nothing for a bad parameter set', async () => {
    expect(() => client().planSearch(params({ count: 0 }))).toThrow(ValidationError)
    expect(fake.requests).toHaveLength(0)
  })

  it('is the connector the registry lists, rooted at api.nasa.gov', () => {
    expect(apodConnector.id).toBe('apod')
    expect(apodDefinition.apiRoots['apod']?.url).toBe('https://api.nasa.gov')
    expect(apodConnector.create({ baseUrl: fake.url }).planSearch(params()).url).toBe(`${fake.url}/planetary/apod`)
  })
})

describe('the APOD fake keeps the real quirks', () => {
  it('refuses a combination as the service does, and a missing key as the gateway does', async () => {
    const combination = await fetch(`${fake.url}/planetary/apod?count=2&date=2024-06-05&api_key=DEMO_KEY`)
    expect(combination.status).toBe(400)
    expect(((await combination.json()) as { msg: string }).msg).toMatch(/^Bad Request: invalid field combination passed\./)
    const keyless = await fetch(`${fake.url}/planetary/apod`)
    expect(keyless.status).toBe(403)
    expect(await keyless.json()).toMatchObject({ error: { code: 'API_KEY_MISSING' } })
    expect(combination.headers.get('x-ratelimit-remaining')).toBe('29')
  })
})

describe('APOD client: pages', () => {
  it('shows a range newest first, a month a page, until its first day; video days are cards to open', async () => {
    const apod = client()
    let set: ApodSearchParams | null = params({ start_date: '2026-06-01' })
    const ids: string[] = []
    let pages = 0
    while (set !== null) {
      const page = await apod.search(set)
      for (const item of page.items) expect(MediaItemSchema.parse(item)).toEqual(item)
      ids.push(...page.items.map((item) => item.id))
      expect(page.skipped).toBe(0)
      set = page.next
      pages += 1
    }
    expect(pages).toBe(4)
    expect(fake.requests[0]?.rawUrl).toBe('/planetary/apod?start_date=2026-08-17&thumbs=true&api_key=DEMO_KEY')
    expect(fake.requests[1]?.rawUrl).toBe('/planetary/apod?start_date=2026-07-18&end_date=2026-08-16&thumbs=true&api_key=DEMO_KEY')
    expect(ids).toEqual([...ids].sort().reverse())
    expect(new Set(ids).size).toBe(ids.length)
    // Every day with a picture or a video still, and no other.
    const expected: string[] = []
    for (let ms = Date.parse(`${TODAY}T00:00:00Z`); ms >= Date.parse('2026-06-01T00:00:00Z'); ms -= 86_400_000) {
      const day = fake.day(new Date(ms).toISOString().slice(0, 10))
      if (day && (day.media_type === 'image' || day.thumbnail_url)) expected.push(day.date)
    }
    expect(ids).toEqual(expected)
  })

  it('makes cards whose pictures the image host serves, hdurl for the full file', async () => {
    const page = await client().search(params({ start_date: '2026-09-01', end_date: '2026-09-15' }))
    const image = page.items.find((item) => item.mediaType === 'image' && item.fullUrl.includes('2400x1600'))
    const video = page.items.find((item) => item.mediaType === 'video')
    expect(image).toBeDefined()
    expect(video).toBeDefined()
    expect(video?.fullUrl).toMatch(/^https:\/\/www\.youtube\.com\/embed\//)
    const response = await fetch(image?.fullUrl as string)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const still = await fetch(video?.thumbUrl as string)
    expect(still.status).toBe(200)
  })

  it('gives N random days, leaving out days with no picture, on one page', async () => {
    const page = await client().search(params({ count: 40 }))
    expect(page.items.length).toBeGreaterThan(25)
    expect(page.items.length).toBeLessThanOrEqual(40)
    expect(page.next).toBeNull()
    expect(onlyRequest().query.get('count')).toBe('40')
  })

  it('leaves out a day that cannot be read, counts it, and keeps the rest of the page', async () => {
    const good = fake.day('2024-06-03') ?? { date: '2024-06-03', title: 'x', media_type: 'image', url: `${imageHost.url}/img/a/960x640.jpg` }
    const body = JSON.stringify([good, { title: 'no date', media_type: 'image', url: 'https://apod.nasa.gov/a.jpg' }, { date: '2024-06-05', title: 'no picture', media_type: 'image' }])
    fake.fault({ kind: 'status', status: 200, body, contentType: 'application/json' })
    const page = await client().search(params({ start_date: '2024-06-03', end_date: '2024-06-05' }))
    expect(page.items.map((item) => item.id)).toEqual(['2024-06-03'])
    expect(page.skipped).toBe(2)
  })
})

describe('APOD client: NASA’s refusals in plain sentences', () => {
  it('says today’s picture is not published yet', async () => {
    fake.quirks.todayUnpublished = true
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe("NASA APOD has not published today's picture yet: each day's picture appears around midnight US Eastern time.")
    const day = await failure(client().search(params({ date: TODAY })))
    expect(day.message).toContain(`the picture of ${TODAY} yet`)
  })

  it('says a day NASA’s calendar has not reached is not there yet', async () => {
    fake.today = '2026-09-14'
    const error = await failure(client().search(params({ date: TODAY })))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('NASA APOD has no picture for that day yet (NASA says: Date must be between Jun 16, 1995 and Sep 14, 2026.).')
  })

  it('names Settings for a refused key', async () => {
    const error = await failure(client({ apiKey: 'NotARealKey' }).search(params()))
    expect(error).toBeInstanceOf(CredentialsError)
    expect(error.message).toContain('refused the API key')
    expect(error.message).toContain('Settings')
    expect(error.message).not.toContain('NotARealKey')
  })

  it('says DEMO_KEY’s limits when NASA’s limit is hit, and does not retry a 429 without a wait', async () => {
    fake.fault({
      kind: 'status',
      status: 429,
      contentType: 'application/json',
      headers: { 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0' },
      body: JSON.stringify({ error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit. Try again later or contact us at https://api.nasa.gov:443/contact/ for assistance' } }),
    })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toContain('30 requests an hour and 50 a day')
    expect(error.message).toContain('api.nasa.gov → Generate API Key')
    expect(fake.requests).toHaveLength(1)
  })

  it('waits out a 429 with Retry-After, then answers', async () => {
    vi.useRealTimers()
    fake.fault({ kind: 'status', status: 429, headers: { 'retry-after': '1' }, contentType: 'application/json', body: '{"error":{"code":"OVER_RATE_LIMIT","message":""}}' })
    const page = await client().search(params({ date: '2024-06-05' }))
    expect(fake.requests).toHaveLength(2)
    const day = fake.day('2024-06-05')
    const shown = day !== undefined && (day.media_type === 'image' || day.thumbnail_url !== undefined)
    expect(page.items.map((item) => item.id)).toEqual(shown ? ['2024-06-05'] : [])
  })

  it('stops before sending once DEMO_KEY’s 30 an hour are spent, saying the wait', async () => {
    const budget = createApodRateBudget(DEMO_KEY)
    const now = Date.now()
    for (let index = 0; index < 30; index++) recordApodAttempt(budget, now - 60 * 60_000 + 10 * 60_000 + index)
    const error = await failure(client({ budget }).search(params()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).retryAfter).toBe(600)
    expect(error.message).toContain('in 10 minutes')
    expect(fake.requests).toHaveLength(0)
  })

  it('counts retries against the budget, and the fake’s own limit agrees at the 31st request', async () => {
    const budget = createApodRateBudget(DEMO_KEY)
    const apod = client({ budget })
    for (let index = 0; index < 30; index++) await apod.search(params({ date: '2024-06-05' }))
    expect(budget.starts).toHaveLength(30)
    const error = await failure(apod.search(params({ date: '2024-06-05' })))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(fake.requests).toHaveLength(30)
  })

  it('retries a 5xx, then says so in a sentence', async () => {
    fake.fault({ kind: 'status', status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' }, { times: 3 })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('NASA APOD is having trouble (HTTP 503). Try again later.')
    expect(fake.requests).toHaveLength(3)
  })

  it('says a broken answer is broken', async () => {
    fake.fault({ kind: 'truncated-json' })
    expect((await failure(client().search(params()))).message).toBe('NASA APOD sent a broken or incomplete response.')
    fake.fault({ kind: 'html-for-json' })
    expect((await failure(client().search(params()))).message).toBe('NASA APOD answered with a web page instead of data.')
  })

  it('says what NASA refused when it refuses a request Tapestry did not foresee', async () => {
    fake.fault({
      kind: 'status',
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 400, msg: "Bad Request: invalid field combination passed. Allowed request fields for apod method are 'concept_tags', 'date'", service_version: 'v1' }),
    })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('NASA APOD refused the request: Bad Request: invalid field combination passed.')
  })
})
