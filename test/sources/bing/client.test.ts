import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NotFoundError, RateLimitedError, UpstreamError } from '../../../src/main/core/errors/errors'
import { createRateLimiter, type RateLimiter } from '../../../src/main/core/http/rate-limiter'
import { MediaItemSchema } from '../../../src/shared/media'
import { createBingClient } from '../../../src/sources/bing/client'
import { BING_FAKE_NOT_WALLPAPER_DAYS_AGO, createBingFake } from '../../../src/sources/bing/fake'
import { createBingSearchParams, type BingSearchParamsInput } from '../../../src/sources/bing/params'
import { readImageSize } from '../../../src/main/core/downloads/image-size'
import { plainFailure } from '../../support/plain-failure'

const fake = createBingFake()
beforeAll(() => fake.start())
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const roomy = () => createRateLimiter({ limit: 1_000, intervalMs: 60_000 })

function client(limiter: RateLimiter = roomy()) {
  return createBingClient({ baseUrl: fake.url, timeoutMs: 2_000, retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 } }, limiter)
}

const params = (input: BingSearchParamsInput = {}) => createBingSearchParams(input)

const failure = (promise: Promise<unknown>) => plainFailure(promise)

describe('the Bing client against the fake', () => {
  it("lists a market's last eight days newest first, leaving out the day Bing offers no wallpaper of", async () => {
    const page = await client().search(params({ market: 'EN_GB' }))
    const archive = fake.archiveOf('en-GB').slice(0, 8)
    expect(page.items.map((item) => item.id)).toEqual(
      archive.filter((_, daysAgo) => daysAgo !== BING_FAKE_NOT_WALLPAPER_DAYS_AGO).map((image) => image.urlbase.replace('/th?id=OHR.', '')),
    )
    expect(page).toMatchObject({ next: null, total: null, seed: null, skipped: 0 })
    for (const item of page.items) {
      expect(MediaItemSchema.parse(item)).toEqual(item)
      expect(item.credit).toMatch(/\(© .+\)$/)
      expect(item.fullUrl.startsWith(`${fake.url}/th?id=OHR.`)).toBe(true)
    }
  })

  it('pages through the eight days a few at a time', async () => {
    const bing = client()
    const first = await bing.search(params({ count: 3 }))
    expect(first.next).toEqual({ market: 'EN_US', days_ago: 3, count: 3 })
    const second = await bing.search(first.next as never)
    const third = await bing.search(second.next as never)
    expect(third.next).toBeNull()
    const seen = [first, second, third].flatMap((page) => page.items.map((item) => item.id))
    expect(new Set(seen).size).toBe(seen.length)
    expect(fake.requests.map((request) => request.query.get('idx'))).toEqual(['0', '3', '6'])
  })

  it('names the picture by its caption in a market whose titles are empty (zh-CN), and links its page on Bing', async () => {
    const page = await client().search(params({ market: 'ZH_CN', count: 1 }))
    const [item] = page.items
    expect(item?.title).toBe('Eurasian otters, Loch Spelve, Isle of Mull, Scotland')
    expect(item?.pageUrl?.startsWith(`${fake.url}/search?q=`)).toBe(true)
  })

  it('links pictures the image host of the answer really serves: the UHD file is a 3840×2160 JPEG', async () => {
    const [item] = (await client().search(params({ count: 1 }))).items
    const response = await fetch(item?.fullUrl as string)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(readImageSize('jpeg', bytes)).toMatchObject({ width: 3840, height: 2160 })
    expect((await fetch(item?.thumbUrl as string)).status).toBe(200)
  })

  it('skips and counts a picture that cannot be read, and keeps the rest of the page', async () => {
    fake.quirks.brokenRecordAt = 1
    const page = await client().search(params({ count: 4 }))
    expect(page.skipped).toBe(1)
    expect(page.items).toHaveLength(3)
    // The broken picture still took its day: the next page starts after it.
    expect(page.next).toMatchObject({ days_ago: 4 })
  })

  it('waits out a 429 with Retry-After and then succeeds', async () => {
    fake.fault({ kind: 'status', status: 429, body: 'Too Many Requests', headers: { 'retry-after': '1' } })
    const page = await client().search(params({ count: 1 }))
    expect(page.items).toHaveLength(1)
    expect(fake.count('/HPImageArchive.aspx')).toBe(2)
  })

  it('says when to try again when Bing keeps limiting', async () => {
    fake.fault({ kind: 'status', status: 429, body: '', headers: { 'retry-after': '120' } }, { times: 5 })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toBe('Bing is limiting requests. Try again in 2 minutes.')
  })

  it('retries a 5xx a bounded number of times, then says so in a sentence', async () => {
    fake.fault({ kind: 'status', status: 503, body: '<html>Service Unavailable</html>', contentType: 'text/html' }, { times: 10 })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Bing is having trouble (HTTP 503). Try again later.')
    expect(fake.count()).toBe(3)
  })

  it('recovers when a 5xx clears on retry', async () => {
    fake.fault({ kind: 'status', status: 502 }, { times: 1 })
    expect((await client().search(params({ count: 2 }))).items).toHaveLength(2)
  })

  it('says a broken answer is broken', async () => {
    fake.fault({ kind: 'truncated-json' })
    const error = await failure(client().search(params()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Bing sent a broken or incomplete response.')
  })

  it('says a web page where data belongs is one', async () => {
    fake.fault({ kind: 'html-for-json' })
    expect((await failure(client().search(params()))).message).toBe('Bing answered with a web page instead of data.')
  })

  it('says an answer without its list of pictures is not understood', async () => {
    fake.fault({ kind: 'status', status: 200, body: 'null', contentType: 'application/json; charset=utf-8' })
    expect((await failure(client().search(params()))).message).toMatch(/^Bing sent data Tapestry does not understand/)
  })

  it('says an address without the archive has none', async () => {
    const wrong = createBingClient({ baseUrl: `${fake.url}/nothing-here`, retry: { limit: 0 } }, roomy())
    const error = await failure(wrong.search(params()))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toMatch(/^Bing has no picture archive at that address/)
  })

  it('keeps to its pace: calls over the limit wait for the window', async () => {
    const limited = client(createRateLimiter({ limit: 2, intervalMs: 400 }))
    const started = Date.now()
    await Promise.all([1, 2, 3].map(() => limited.search(params({ count: 1 }))))
    expect(Date.now() - started).toBeGreaterThanOrEqual(350)
    expect(fake.count()).toBe(3)
  })
})
