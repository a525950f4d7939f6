import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NotFoundError, RateLimitedError, UpstreamError, BlockedError } from '../../../src/main/core/errors/errors'
import { readImageSize } from '../../../src/main/core/downloads/image-size'
import { createRateLimiter, type RateLimiter } from '../../../src/main/core/http/rate-limiter'
import { MediaItemSchema } from '../../../src/shared/media'
import { createWikimediaClient } from '../../../src/sources/wikimedia/client'
import { createWikimediaFake, fakeFilesOfDay } from '../../../src/sources/wikimedia/fake'
import { createWikimediaSearchParams, type WikimediaSearchParamsInput } from '../../../src/sources/wikimedia/params'
import { wikimediaFileId } from '../../../src/sources/wikimedia/to-media-item'
import { plainFailure } from '../../support/plain-failure'

const fake = createWikimediaFake({ publishedThrough: '2024-08-20' })
beforeAll(() => fake.start())
afterAll(() => fake.stop())
beforeEach(() => {
  fake.reset()
  fake.publishedThrough = '2024-08-20'
  fake.latencyMs = 0
})

const roomy = () => createRateLimiter({ limit: 1_000, intervalMs: 60_000 })

function client(limiter: RateLimiter = roomy()) {
  return createWikimediaClient({ baseUrl: fake.apiUrl, timeoutMs: 2_000, retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 } }, limiter)
}

const params = (input: WikimediaSearchParamsInput) => createWikimediaSearchParams(input)

const failure = (promise: Promise<unknown>) => plainFailure(promise)

const idOfDay = (day: string) => wikimediaFileId((fakeFilesOfDay(day)[0] as { title: string }).title)

describe('the Wikimedia Commons client against the fake', () => {
  it("makes a card of one day's picture, with its author, licence and credit as plain text", async () => {
    const page = await client().search(params({ date: '2024-06-06' }))
    expect(page).toMatchObject({ next: null, total: null, seed: null, skipped: 0 })
    expect(page.items).toHaveLength(1)
    const [card] = page.items
    expect(MediaItemSchema.parse(card)).toEqual(card)
    expect(card?.id).toBe(idOfDay('2024-06-06'))
    expect(card?.author?.name).toMatch(/^Photographer \d$/)
    expect(card?.author?.url).toMatch(/^https:\/\/commons\.wikimedia\.org\/wiki\/User:Photographer_\d$/)
    expect(card?.licence?.name).toBeTruthy()
    for (const text of [card?.title, card?.author?.name, card?.credit ?? '']) expect(text).not.toMatch(/[<>]|&nbsp;|&amp;/)
    expect(fake.requests.map((request) => request.query.get('prop'))).toEqual(['images', 'imageinfo'])
  })

  it('pages a range a week at a time, newest first, with the cards each day can make', async () => {
    const commons = client()
    const first = await commons.search(params({ start_date: '2024-06-01', end_date: '2024-06-14' }))
    // The 13th shows a set of three coins (the first is taken), the 7th a drawing, the rest photographs.
    expect(first.items.map((item) => item.id)).toEqual(['2024-06-14', '2024-06-13', '2024-06-12', '2024-06-11', '2024-06-10', '2024-06-09', '2024-06-08'].map(idOfDay))
    expect(first.items[1]?.id).toBe('Coin_set_2024-06-13_(1).jpg')
    expect(first.next).toEqual({ date: null, start_date: '2024-06-01', end_date: '2024-06-07' })
    const second = await commons.search(first.next as never)
    expect(second.items.map((item) => item.id)).toEqual(['2024-06-07', '2024-06-06', '2024-06-05', '2024-06-04', '2024-06-03', '2024-06-02', '2024-06-01'].map(idOfDay))
    expect(second.next).toBeNull()
    for (const item of [...first.items, ...second.items]) expect(MediaItemSchema.parse(item)).toEqual(item)
  })

  it('renders a drawing as a real PNG 3840 wide, and links a real JPEG for a photograph', async () => {
    const [drawing] = (await client().search(params({ date: '2024-06-07' }))).items
    expect(drawing).toMatchObject({ width: 3840, height: 2160, mediaType: 'image' })
    const png = Buffer.from(await (await fetch(drawing?.fullUrl as string)).arrayBuffer())
    expect(readImageSize('png', png)).toEqual({ width: 3840, height: 2160 })
    const [photo] = (await client().search(params({ date: '2024-06-06' }))).items
    const jpeg = await fetch(photo?.fullUrl as string)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(readImageSize('jpeg', Buffer.from(await jpeg.arrayBuffer()))).toEqual({ width: photo?.width, height: photo?.height })
    expect((await fetch(photo?.thumbUrl as string)).status).toBe(200)
  })

  it("makes a video day a video card, and leaves a sound day out without counting it", async () => {
    const range = await client().search(params({ start_date: '2024-06-21', end_date: '2024-06-21' }))
    expect(range.items.map((item) => item.mediaType)).toEqual(['video'])
    const sound = await client().search(params({ start_date: '2024-06-27', end_date: '2024-06-28' }))
    expect(sound.items.map((item) => item.id)).toEqual([idOfDay('2024-06-27')])
    expect(sound.skipped).toBe(0)
  })

  it('says a day without a picture has none yet', async () => {
    const error = await failure(client().search(params({ date: '2024-08-24' })))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('Wikimedia Commons has no picture of the day for 2024-08-24 yet.')
    // The files are never asked for.
    expect(fake.count()).toBe(1)
  })

  it('says so for a page of a range without any picture, and leaves out the missing days of a page that has some', async () => {
    const error = await failure(client().search(params({ start_date: '2024-08-22', end_date: '2024-08-25' })))
    expect(error.message).toBe('Wikimedia Commons has no pictures of the day from 2024-08-22 to 2024-08-25 yet.')
    const page = await client().search(params({ start_date: '2024-08-19', end_date: '2024-08-25' }))
    expect(page.items.map((item) => item.id)).toEqual([idOfDay('2024-08-20'), idOfDay('2024-08-19')])
  })

  it('skips and counts a file the answer says too little of, and keeps the rest of the page', async () => {
    fake.withoutUrl.add((fakeFilesOfDay('2024-06-05')[0] as { title: string }).title)
    const page = await client().search(params({ start_date: '2024-06-03', end_date: '2024-06-05' }))
    expect(page.skipped).toBe(1)
    expect(page.items.map((item) => item.id)).toEqual([idOfDay('2024-06-04'), idOfDay('2024-06-03')])
  })

  it('asks one question at a time, however many searches run at once', async () => {
    fake.latencyMs = 40
    const commons = client()
    await Promise.all([commons.search(params({ date: '2024-06-06' })), client().search(params({ date: '2024-06-05' })), commons.search(params({ date: '2024-06-04' }))])
    expect(fake.count('/w/api.php')).toBe(6)
    expect(fake.maxInFlight).toBe(1)
  })

  it('waits out a 429 with Retry-After and then succeeds', async () => {
    fake.fault({ kind: 'status', status: 429, body: 'Too many requests', headers: { 'retry-after': '1' } })
    expect((await client().search(params({ date: '2024-06-06' }))).items).toHaveLength(1)
    expect(fake.count()).toBe(3)
  })

  it('says when to try again when the servers keep limiting', async () => {
    fake.fault({ kind: 'status', status: 429, headers: { 'retry-after': '600' } }, { times: 5 })
    const error = await failure(client().search(params({ date: '2024-06-06' })))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toBe('Wikimedia Commons is limiting requests. Try again in 10 minutes.')
  })

  it("reads the API's own lag error (HTTP 200) as a wait", async () => {
    fake.fault({
      kind: 'status',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      headers: { 'mediawiki-api-error': 'maxlag', 'retry-after': '5' },
      body: '{"error":{"code":"maxlag","info":"Waiting for 10.64.16.8: 7 seconds lagged.","host":"10.64.16.8","lag":7}}',
    })
    const error = await failure(client().search(params({ date: '2024-06-06' })))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toBe('Wikimedia Commons is limiting requests. Try again in 5 seconds.')
  })

  it("says what the API refused, in its own words, for any other error of its own", async () => {
    fake.fault({
      kind: 'status',
      status: 200,
      contentType: 'application/json; charset=utf-8',
      headers: { 'mediawiki-api-error': 'internal_api_error_DBConnectionError' },
      body: '{"error":{"code":"internal_api_error_DBConnectionError","info":"[abc123] Caught exception of type Wikimedia\\\\Rdbms\\\\DBConnectionError"}}',
    })
    const error = await failure(client().search(params({ date: '2024-06-06' })))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Wikimedia Commons refused the request (internal_api_error_DBConnectionError: [abc123] Caught exception of type Wikimedia\\Rdbms\\DBConnectionError).')
  })

  it('retries a 5xx a bounded number of times, then says so in a sentence', async () => {
    fake.fault({ kind: 'status', status: 503, body: '<html>Our servers are currently under maintenance</html>', contentType: 'text/html' }, { times: 10 })
    const error = await failure(client().search(params({ date: '2024-06-06' })))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Wikimedia Commons is having trouble (HTTP 503). Try again later.')
    expect(fake.count()).toBe(3)
  })

  it('says a robot-policy refusal is one', async () => {
    fake.fault({ kind: 'status', status: 403, body: 'Please set a user-agent and respect our robot policy https://w.wiki/4wJS.', contentType: 'text/plain' })
    const error = await failure(client().search(params({ date: '2024-06-06' })))
    expect(error).toBeInstanceOf(BlockedError)
  })

  it('says a broken answer is broken, and a web page where data belongs is one', async () => {
    fake.fault({ kind: 'truncated-json' })
    expect((await failure(client().search(params({ date: '2024-06-06' })))).message).toBe('Wikimedia Commons sent a broken or incomplete response.')
    fake.fault({ kind: 'html-for-json' }, { path: '/w/api.php' })
    expect((await failure(client().search(params({ date: '2024-06-06' })))).message).toBe('Wikimedia Commons answered with a web page instead of data.')
  })

  it('says an address without the API has none', async () => {
    const wrong = createWikimediaClient({ baseUrl: `${fake.url}/nothing/api.php`, retry: { limit: 0 } }, roomy())
    const error = await failure(wrong.search(params({ date: '2024-06-06' })))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toMatch(/^Wikimedia Commons has no API at that address/)
  })

  it('keeps to its pace: requests over the limit wait for the window', async () => {
    const limited = client(createRateLimiter({ limit: 2, intervalMs: 400 }))
    const started = Date.now()
    await limited.search(params({ date: '2024-06-06' }))
    await limited.search(params({ date: '2024-06-05' }))
    expect(Date.now() - started).toBeGreaterThanOrEqual(350)
  })
})
