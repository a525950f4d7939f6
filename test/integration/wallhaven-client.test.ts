import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TapestryError, ValidationError } from '../../src/main/core/errors/errors'
import { createRateLimiter } from '../../src/main/core/http/rate-limiter'
import {
  createWallhavenClient,
  createWallhavenLimiter,
  type WallhavenClientOptions,
} from '../../src/sources/wallhaven/client'
import {
  createWallhavenSearchParams,
  type WallhavenSearchParams,
  type WallhavenSearchParamsInput,
} from '../../src/sources/wallhaven/params'
import { WallhavenSearchResponseSchema } from '../../src/sources/wallhaven/records'
import { createImageHost } from '../fakes/image-host'
import { WALLHAVEN_FAKE_KEY, createWallhavenFake, type WallhavenFake } from '../../src/sources/wallhaven/fake'

const KEY = WALLHAVEN_FAKE_KEY
const imageHost = createImageHost()
let fake: WallhavenFake

beforeAll(async () => {
  await imageHost.start()
  fake = createWallhavenFake({ imageHostUrl: imageHost.url })
  await fake.start()
})
afterAll(async () => {
  await fake.stop()
  await imageHost.stop()
})
beforeEach(() => {
  fake.reset()
  imageHost.reset()
})

function client(overrides: Partial<WallhavenClientOptions> = {}) {
  return createWallhavenClient({
    baseUrl: fake.url,
    timeoutMs: 1_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    ...overrides,
  })
}

const params = (input: WallhavenSearchParamsInput = {}) => createWallhavenSearchParams(input)

async function failure(promise: Promise<unknown>): Promise<TapestryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TapestryError)
  const typed = error as TapestryError
  expect(typed.message).not.toContain(KEY)
  expect(typed.message).not.toContain('http')
  expect(typed.message).not.toMatch(/\n\s+at /)
  return typed
}

/** The only request the fake received. */
function onlyRequest() {
  expect(fake.requests).toHaveLength(1)
  return fake.requests[0] as (typeof fake.requests)[number]
}

describe('Wallhaven client: what goes on the wire', () => {
  it('sends every search parameter with its wire value, in the order of the plan, q never first', async () => {
    const set = params({
      query: 'nature',
      categories: ['PEOPLE', 'GENERAL'],
      purity: ['SKETCHY', 'SFW'],
      sorting: 'TOPLIST',
      order: 'ASC',
      top_range: 'ONE_MONTH',
      atleast: '1920x1080',
      resolutions: ['1920x1080', '2560x1440'],
      ratios: ['16:9', '21x9'],
      colors: ['BLUE', 'WHITE'],
      file_type: 'PNG',
      ai_art_filter: true,
    })
    const wallhaven = client()
    const plan = wallhaven.planSearch(set)
    await wallhaven.search(set)
    const request = onlyRequest()
    expect(plan.query).toEqual({
      categories: '101',
      purity: '110',
      sorting: 'toplist',
      order: 'asc',
      q: 'nature type:png',
      topRange: '1M',
      atleast: '1920x1080',
      resolutions: '1920x1080,2560x1440',
      ratios: '16x9,21x9',
      colors: '0066cc,ffffff',
      page: '1',
      ai_art_filter: '1',
    })
    expect([...request.query.entries()]).toEqual(Object.entries(plan.query))
    expect(request.rawUrl).toBe(
      '/search?categories=101&purity=110&sorting=toplist&order=asc&q=nature+type%3Apng&topRange=1M&atleast=1920x1080' +
        '&resolutions=1920x1080%2C2560x1440&ratios=16x9%2C21x9&colors=0066cc%2Cffffff&page=1&ai_art_filter=1',
    )
  })

  it('sends like:ID as the whole q behind the four leading keys, so Cloudflare lets it through', async () => {
    const liked = fake.pick((entry) => entry.record.purity === 'sfw').id
    const set = params({ like: liked, sorting: 'RANDOM', seed: 'AbC123', page: 2, ai_art_filter: false })
    const wallhaven = client()
    const plan = wallhaven.planSearch(set)
    const page = await wallhaven.search(set)
    expect(plan.query).toEqual({
      categories: '111',
      purity: '100',
      sorting: 'random',
      order: 'desc',
      q: `like:${liked}`,
      page: '2',
      seed: 'AbC123',
      ai_art_filter: '0',
    })
    const request = onlyRequest()
    expect(request.rawUrl).toMatch(/^\/search\?categories=111&purity=100&sorting=random&order=desc&q=like%3A/)
    expect(request.rawUrl).not.toMatch(/\?q=/)
    expect(page.items).toHaveLength(24)
    // The results of like:ID include that wallpaper itself, first by relevance.
    const similar = await wallhaven.search(params({ like: liked, sorting: 'RELEVANCE' }))
    expect(similar.items[0]?.id).toBe(liked)
  })

  it('sends topRange only with toplist sorting', async () => {
    const wallhaven = client()
    await wallhaven.search(params({ sorting: 'TOPLIST' }))
    await wallhaven.search(params({ sorting: 'VIEWS' }))
    await wallhaven.search(params({ sorting: 'TOPLIST', top_range: 'ONE_YEAR' }))
    expect(fake.requests.map((request) => request.query.get('topRange'))).toEqual([null, null, '1y'])
  })

  it('sends exactly its plan: method, address, query order and headers (the key redacted in the plan only)', async () => {
    const wallhaven = client({ apiKey: KEY })
    const set = params({ query: 'mountains', purity: ['SFW', 'SKETCHY', 'NSFW'], sorting: 'VIEWS', page: 2 })
    const plan = wallhaven.planSearch(set)
    await wallhaven.search(set)
    const request = onlyRequest()
    expect(plan.method).toBe(request.method)
    expect(plan.url).toBe(`${fake.url}${request.path}`)
    expect([...request.query.entries()]).toEqual(Object.entries(plan.query))
    expect(plan.headers).toEqual({ 'user-agent': request.headers['user-agent'], 'X-API-Key': '[redacted]' })
    expect(request.headers['x-api-key']).toBe(KEY)

    fake.reset()
    const id = fake.pick().id
    const wallpaperPlan = wallhaven.planWallpaper(id)
    await wallhaven.wallpaper(id)
    expect(wallpaperPlan).toEqual({
      method: 'GET',
      url: `${fake.url}/w/${id}`,
      query: {},
      headers: { 'user-agent': onlyRequest().headers['user-agent'], 'X-API-Key': '[redacted]' },
    })
    expect(onlyRequest().rawUrl).toBe(`/w/${id}`)
  })

  it('plans under the base URL as configured, with no key header when there is no key', () => {
    const plan = createWallhavenClient({ baseUrl: 'https://wallhaven.cc/api/v1/' }).planSearch(params())
    expect(plan.url).toBe('https://wallhaven.cc/api/v1/search')
    expect(Object.keys(plan.headers)).toEqual(['user-agent'])
  })

  it('sends nothing when validation fails', async () => {
    const wallhaven = client({ apiKey: KEY })
    // A search's set is checked once, where it is made (createWallhavenSearchParams), not again by the client.
    const made = (input: WallhavenSearchParamsInput) => Promise.resolve().then(() => wallhaven.search(params(input)))
    const invalid = [
      made({ ...params(), page: 0 }),
      made({ ...params(), seed: 'short' } as WallhavenSearchParams),
      made({ ...params(), ratios: ['1.78'] }),
      wallhaven.wallpaper('../settings'),
      wallhaven.wallpaper('ABC DEF'),
    ]
    const errors = await Promise.all(invalid.map(failure))
    expect(errors.every((error) => error instanceof ValidationError)).toBe(true)
    expect(errors.map((error) => (error as ValidationError).issues[0]?.field)).toEqual(['page', 'seed', 'ratios.0', 'id', 'id'])
    expect(() => wallhaven.planWallpaper('../settings')).toThrow(ValidationError)
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses NSFW without a key before sending anything, naming purity and the key', async () => {
    const wallhaven = client()
    const set = params({ purity: ['SFW', 'NSFW'] })
    const error = await failure(wallhaven.search(set))
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).issues).toEqual([{ field: 'purity', message: expect.stringMatching(/NSFW needs a Wallhaven API key/) }])
    expect(() => wallhaven.planSearch(set)).toThrow(/API key/)
    expect(fake.requests).toHaveLength(0)
  })

  it('finds NSFW wallpapers with a key', async () => {
    const page = await client({ apiKey: KEY }).search(params({ purity: ['NSFW'] }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((item) => item.nsfw)).toBe(true)
  })

  it('sends the key only in the X-API-Key header: never in a URL, a plan or an error', async () => {
    const wallhaven = client({ apiKey: KEY })
    const nsfw = fake.pick((entry) => entry.record.purity === 'nsfw').id
    await wallhaven.search(params({ purity: ['NSFW'], sorting: 'RANDOM' }))
    await wallhaven.wallpaper(nsfw)
    await failure(wallhaven.wallpaper('zzzzzz'))
    await failure(wallhaven.search(params({ page: 9_999 })))
    expect(fake.requests.length).toBe(4)
    for (const request of fake.requests) {
      expect(request.rawUrl).not.toContain(KEY)
      expect(request.rawUrl).not.toMatch(/apikey/i)
      expect(request.headers['x-api-key']).toBe(KEY)
    }
    expect(JSON.stringify([wallhaven.planSearch(params()), wallhaven.planWallpaper(nsfw)])).not.toContain(KEY)
  })
})

describe('Wallhaven client: pages and records', () => {
  it('maps search items to cards whose images the image host serves as real bytes', async () => {
    const page = await client().search(params({ resolutions: ['1024x768'] }))
    const item = page.items[0]
    expect(item).toMatchObject({ source: 'wallhaven', width: 1024, height: 768, resolution: '1024x768', aspectRatio: 1.33, nsfw: false })
    expect(item?.fullUrl).toBe(`${imageHost.url}/img/wallhaven-${item?.id}/1024x768.${item?.fullUrl.endsWith('.png') ? 'png' : 'jpg'}`)
    const thumb = Buffer.from(await (await fetch(item?.thumbUrl as string)).arrayBuffer())
    expect([...thumb.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    const full = Buffer.from(await (await fetch(item?.fullUrl as string)).arrayBuffer())
    expect(full.length).toBeGreaterThan(1_000)
    // Image hosts are not Wallhaven API calls: the API saw one request.
    expect(fake.count()).toBe(1)
    expect(imageHost.count('/img')).toBe(2)
  })

  it('returns a wallpaper record with uploader and tags, and its card', async () => {
    const id = fake.pick((entry) => entry.record.purity === 'sfw').id
    const { record, item } = await client().wallpaper(id)
    expect(record.id).toBe(id)
    expect(record.uploader?.username).toEqual(expect.any(String))
    expect(record.tags.length).toBeGreaterThanOrEqual(2)
    expect(item.author?.name).toBe(record.uploader?.username)
    expect(item.tags).toEqual(record.tags.map((tag) => tag.name))
  })

  it('pages through next until the last page, and the pages add up to the total', async () => {
    const wallhaven = client()
    const ids: string[] = []
    let set: WallhavenSearchParams | null = params({ categories: ['GENERAL', 'ANIME'] })
    let total: number | null = null
    let pages = 0
    while (set !== null) {
      const page: Awaited<ReturnType<typeof wallhaven.search>> = await wallhaven.search(set)
      ids.push(...page.items.map((item) => item.id))
      total = page.total
      set = page.next
      pages += 1
    }
    expect(total).toBeGreaterThan(48)
    expect(ids).toHaveLength(total as number)
    expect(new Set(ids).size).toBe(total)
    expect(pages).toBe(Math.ceil((total as number) / 24))
    expect(fake.requests.map((request) => request.query.get('page'))).toEqual(Array.from({ length: pages }, (_, i) => String(i + 1)))
  })

  it('keeps paging after a short page: only the page count ends a search', async () => {
    fake.quirks.shortPages.set(1, 2)
    const page = await client().search(params())
    expect(page.items).toHaveLength(2)
    expect(page.total).toBeGreaterThan(24)
    expect(page.next?.page).toBe(2)
  })

  it('carries the server seed of a random search into the next page, so pages neither repeat nor reshuffle', async () => {
    const wallhaven = client()
    const first = await wallhaven.search(params({ sorting: 'RANDOM' }))
    expect(first.seed).toMatch(/^[A-Za-z0-9]{6}$/)
    expect(first.next).toMatchObject({ page: 2, seed: first.seed, sorting: 'RANDOM' })
    const second = await wallhaven.search(first.next as WallhavenSearchParams)
    expect(fake.requests[0]?.query.has('seed')).toBe(false)
    expect(fake.requests[1]?.query.get('seed')).toBe(first.seed)
    expect(second.seed).toBe(first.seed)
    const firstIds = new Set(first.items.map((item) => item.id))
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false)
    // The same seed gives the same order again.
    const again = await wallhaven.search(params({ sorting: 'RANDOM', seed: first.seed as string }))
    expect(again.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id))
    expect(again.next?.seed).toBe(first.seed)
  })

  it('reports no seed for other sortings', async () => {
    const page = await client().search(params({ sorting: 'FAVORITES' }))
    expect(page.seed).toBeNull()
    expect(page.next?.seed).toBeNull()
  })

  it('shows a wallpaper a random page repeats only once', async () => {
    fake.quirks.repeatInRandomPages = true
    const page = await client().search(params({ sorting: 'RANDOM', seed: 'Repeat' }))
    expect(page.items).toHaveLength(23)
    expect(new Set(page.items.map((item) => item.id)).size).toBe(23)
  })
})

describe('Wallhaven client: real-world records', () => {
  /** A body the fake served, changed by `change`, served once more in its place. */
  async function serveChanged(path: string, change: (body: { data: unknown }) => void): Promise<Record<string, unknown>> {
    const body = (await (await fetch(`${fake.url}${path}`, { headers: { 'x-api-key': KEY } })).json()) as { data: unknown }
    change(body)
    fake.reset()
    fake.fault({ kind: 'status', status: 200, body: JSON.stringify(body), contentType: 'application/json' })
    return body as Record<string, unknown>
  }

  it('shows the good wallpapers of a page with one it cannot read, and counts that one as skipped', async () => {
    const body = await serveChanged('/search', (page) => {
      const data = page.data as Record<string, unknown>[]
      delete data[3]?.path
      // Fields no card needs never fail a wallpaper.
      Object.assign(data[5] ?? {}, { views: 'many', created_at: null, ratio: 1.78, thumbs: { ...(data[5]?.thumbs as object), small: null } })
    })
    const wallpapers = body.data as { id: string }[]
    const page = await client().search(params())
    expect(page.skipped).toBe(1)
    expect(page.items.map((item) => item.id)).toEqual(wallpapers.filter((_, index) => index !== 3).map((wallpaper) => wallpaper.id))
  })

  it('counts nothing skipped on a page it reads whole', async () => {
    expect((await client().search(params())).skipped).toBe(0)
  })

  it('sets `tapestry set wallhaven ID` going when the uploader avatar lacks a size or is null', async () => {
    const id = fake.pick((entry) => entry.record.purity === 'sfw').id
    for (const avatar of [(sizes: Record<string, unknown>) => ({ ...sizes, '20px': undefined }), () => null, (sizes: Record<string, unknown>) => ({ ...sizes, '32px': null })]) {
      await serveChanged(`/w/${id}`, (answer) => {
        const uploader = (answer.data as { uploader: { avatar: Record<string, unknown> } }).uploader
        uploader.avatar = avatar(uploader.avatar) as Record<string, unknown>
      })
      const { record, item } = await client().wallpaper(id)
      expect(record.uploader?.avatar).toBeNull()
      expect(item.author?.name).toBe(record.uploader?.username)
    }
  })

  it('keeps sketchy apart from safe and NSFW: purity says which, nsfw stays false', async () => {
    const page = await client({ apiKey: KEY }).search(params({ purity: ['SFW', 'SKETCHY', 'NSFW'] }))
    const byPurity = (purity: string) => page.items.filter((item) => item.purity === purity)
    expect(byPurity('sketchy').length).toBeGreaterThan(0)
    expect(byPurity('sketchy').every((item) => !item.nsfw)).toBe(true)
    expect(byPurity('nsfw').every((item) => item.nsfw)).toBe(true)
    expect(page.items.every((item) => item.purity !== null && item.sizeKnown && !item.spoiler)).toBe(true)
  })
})

describe('Wallhaven client: faults end in success by retry or the right typed error', () => {
  const rateLimitPage = { kind: 'status', status: 429, body: '<html><title>Too many requests - wallhaven.cc</title></html>', contentType: 'text/html' } as const

  it('waits out a 429 with Retry-After: 1 and succeeds', async () => {
    fake.fault({ ...rateLimitPage, headers: { 'retry-after': '1' } })
    const started = Date.now()
    const page = await client().search(params())
    expect(page.items).toHaveLength(24)
    expect(fake.count('/search')).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('does not wait out a long Retry-After: rate limited, saying when', async () => {
    fake.fault({ ...rateLimitPage, headers: { 'retry-after': '120' } })
    const error = await failure(client().search(params()))
    expect(error.kind).toBe('rate_limited')
    expect(error.toData().retryAfter).toBe(120)
    expect(error.message).toBe('Wallhaven is limiting requests. Try again in 2 minutes.')
    expect(fake.count('/search')).toBe(1)
  })

  it('reads X-RateLimit-Reset (an epoch) when a 429 has no Retry-After', async () => {
    fake.fault({ ...rateLimitPage, headers: { 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 90) } })
    const error = await failure(client().search(params()))
    expect(error.kind).toBe('rate_limited')
    expect(error.toData().retryAfter).toBeGreaterThanOrEqual(88)
    expect(error.toData().retryAfter).toBeLessThanOrEqual(91)
  })

  it("meets the fake's own 45-a-minute window when its limiter is bypassed", async () => {
    const wallhaven = client({ limiter: createRateLimiter({ limit: 1_000, intervalMs: 60_000 }) })
    for (let i = 0; i < 45; i++) await wallhaven.search(params())
    const error = await failure(wallhaven.search(params()))
    expect(error.kind).toBe('rate_limited')
    expect(error.toData().retryAfter).toBeGreaterThan(50)
    expect(error.toData().retryAfter).toBeLessThanOrEqual(60)
  })

  it('retries 503s and succeeds', async () => {
    fake.fault({ kind: 'status', status: 503 }, { times: 2 })
    expect((await client().search(params())).items).toHaveLength(24)
    expect(fake.count('/search')).toBe(3)
  })

  it('gives up on a lasting 500 "It broke" page as upstream trouble', async () => {
    fake.fault({ kind: 'status', status: 500, body: '<h1>It broke</h1>', contentType: 'text/html' }, { times: 5 })
    const error = await failure(client().search(params()))
    expect(error.kind).toBe('upstream')
    expect(error.message).toBe('Wallhaven is having trouble (HTTP 500). Try again later.')
    expect(fake.count('/search')).toBe(3)
  })

  it('recovers from one connection reset mid-body, and reports a lasting one as a network error', async () => {
    fake.fault({ kind: 'reset-mid-body' })
    expect((await client().search(params())).items).toHaveLength(24)
    fake.reset()
    fake.fault({ kind: 'reset-mid-body' }, { times: 5 })
    expect((await failure(client().search(params()))).kind).toBe('network')
  })

  it.each([
    [{ kind: 'truncated-json' } as const, 'Wallhaven sent a broken or incomplete response.'],
    [{ kind: 'html-for-json' } as const, 'Wallhaven answered with a web page instead of data.'],
  ])('reports %j as upstream trouble', async (fault, message) => {
    fake.fault(fault)
    const error = await failure(client().search(params()))
    expect(error.kind).toBe('upstream')
    expect(error.message).toBe(message)
  })

  it('times out a slow answer as a network error', async () => {
    fake.fault({ kind: 'slow', delayMs: 1_000 })
    const error = await failure(client({ timeoutMs: 200, retry: { limit: 0 } }).search(params()))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Wallhaven did not answer in time.')
  })

  it('reports a refused key as a credentials problem, without the key', async () => {
    const error = await failure(client({ apiKey: 'NotTheRightKey000000000000000000' }).search(params()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe('Wallhaven refused the API key. Check it in Settings.')
    expect(error.message).not.toContain('NotTheRightKey')
  })

  it('says an NSFW wallpaper needs a key when asked for one without a key', async () => {
    const nsfw = fake.pick((entry) => entry.record.purity === 'nsfw').id
    const error = await failure(client().wallpaper(nsfw))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe('Wallhaven needs an API key to show NSFW wallpapers. Add yours in Settings.')
  })

  it('reports an unknown wallpaper as not found, naming it', async () => {
    const error = await failure(client().wallpaper('zzzzzz'))
    expect(error.kind).toBe('not_found')
    expect(error.message).toBe('Wallhaven has no wallpaper zzzzzz.')
  })

  it('reports a wrong base address (unknown route) as not found', async () => {
    const error = await failure(client({ baseUrl: `${fake.url}/api/v2` }).search(params()))
    expect(error.kind).toBe('not_found')
    expect(error.message).toBe('Wallhaven has nothing at that address. Check the Wallhaven address in Settings.')
  })

  it('reports a page past the end as no more results', async () => {
    const error = await failure(client().search(params({ page: 1_000_000 })))
    expect(error.kind).toBe('not_found')
    expect(error.message).toBe('Wallhaven has no more results: the search ends before page 1000000.')
    expect(fake.count('/search')).toBe(1)
  })

  it("reports Cloudflare's challenge as blocked", async () => {
    fake.fault({ kind: 'status', status: 403, body: '<title>Just a moment...</title>', contentType: 'text/html', headers: { 'cf-mitigated': 'challenge' } })
    const error = await failure(client().search(params()))
    expect(error.kind).toBe('blocked')
    expect(error.message).toBe("Wallhaven's Cloudflare protection asked for a browser check and blocked the request. Try again later.")
  })
})

/**
 * Spins on setImmediate (left real) until `condition` holds, so sockets make progress while the
 * faked clock stands still; vi.waitFor would move the faked clock on every check.
 */
async function untilRealIo(condition: () => boolean): Promise<void> {
  for (let spins = 0; !condition(); spins++) {
    if (spins > 200_000) throw new Error('real I/O did not settle')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

describe('Wallhaven client: the 45-a-minute limiter', () => {
  it('holds a burst of 200 searches to 45 in any 60 s window at the fake, and all 200 complete', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
    try {
      const limiter = createWallhavenLimiter()
      const wallhaven = client({ limiter })
      const started = Date.now()
      let done = 0
      const searches = Array.from({ length: 200 }, (_, i) =>
        wallhaven.search(params({ page: (i % 10) + 1 })).finally(() => {
          done += 1
        }),
      )
      // Real sockets, fake clock: let every call the limiter has released finish over real I/O,
      // then move the clock to the limiter's next release. The clock never moves mid-request.
      for (let round = 0; done < 200 && round < 20; round++) {
        await untilRealIo(() => done === 200 - limiter.waiting)
        if (done < 200) vi.advanceTimersToNextTimer()
      }
      const pages = await Promise.all(searches)
      expect(pages.every((page) => page.items.length === 24)).toBe(true)

      const arrivals = fake.requests.map((request) => request.at - started).sort((a, b) => a - b)
      expect(arrivals).toHaveLength(200)
      const busiest = Math.max(...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 60_000).length))
      expect(busiest).toBe(45)
      expect(arrivals.at(-1)).toBe(4 * 60_000)
    } finally {
      vi.useRealTimers()
    }
  })

  it('cancels a queued call by its AbortSignal: it rejects with the reason and never reaches the fake', async () => {
    const limiter = createRateLimiter({ limit: 1, intervalMs: 60_000 })
    const wallhaven = client({ limiter })
    await wallhaven.search(params())
    const controller = new AbortController()
    const queued = wallhaven.search(params({ page: 2 }), { signal: controller.signal })
    await vi.waitFor(() => expect(limiter.waiting).toBe(1))
    controller.abort(new Error('the search box changed'))
    await expect(queued).rejects.toThrow('the search box changed')
    expect(limiter.waiting).toBe(0)
    expect(fake.count()).toBe(1)
  })

  it('counts each retry as a request against the limit', async () => {
    const limiter = createRateLimiter({ limit: 2, intervalMs: 60_000 })
    const wallhaven = client({ limiter })
    fake.fault({ kind: 'status', status: 503 }, { path: '/search' })
    await wallhaven.search(params())
    expect(fake.count('/search')).toBe(2)
    const controller = new AbortController()
    const next = wallhaven.search(params({ page: 2 }), { signal: controller.signal })
    await vi.waitFor(() => expect(limiter.waiting).toBe(1))
    controller.abort(new Error('stop'))
    await expect(next).rejects.toThrow('stop')
    expect(fake.count('/search')).toBe(2)
  })

  it('shares one limiter between searches and wallpaper lookups', async () => {
    const limiter = createRateLimiter({ limit: 2, intervalMs: 60_000 })
    const wallhaven = client({ limiter })
    const id = fake.pick((entry) => entry.record.purity === 'sfw').id
    await wallhaven.search(params())
    await wallhaven.wallpaper(id)
    const controller = new AbortController()
    const third = wallhaven.wallpaper(id, { signal: controller.signal })
    await vi.waitFor(() => expect(limiter.waiting).toBe(1))
    controller.abort(new Error('done'))
    await expect(third).rejects.toThrow('done')
    expect(fake.count()).toBe(2)
  })
})

describe('Wallhaven fake answers like the real API', () => {
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${fake.url}${path}`, { headers })
    return { status: response.status, headers: response.headers, body: await response.text() }
  }
  async function searchBody(path: string, headers: Record<string, string> = {}) {
    const response = await get(path, headers)
    expect(response.status).toBe(200)
    return WallhavenSearchResponseSchema.parse(JSON.parse(response.body))
  }

  it('sends X-RateLimit headers on every API answer and counts down', async () => {
    const answers = []
    // What the fake had counted when each answer came: on a loaded machine fetch may resend a
    // request whose keep-alive connection closed, and the fake rightly counts both.
    const counted: number[] = []
    for (const [path, headers] of [['/search', {}], ['/w/zzzzzz', {}], ['/w/abc/similar', {}], ['/search', { 'X-API-Key': 'wrong' }]] as const) {
      answers.push(await get(path, headers))
      counted.push(fake.count())
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 404, 401])
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-limit'))).toEqual(['45', '45', '45', '45'])
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(counted.map((count) => String(45 - count)))
    expect(counted[0]).toBe(1)
    expect(answers.slice(1).map((answer) => answer.body)).toEqual(['{"error":"Nothing here"}', '{"error":"Not Found"}', '{"error":"Unauthorized"}'])
  })

  it('escapes slashes, writes ratio as trimmed text and pages 24 at a time', async () => {
    const raw = await get('/search?resolutions=1920x1200')
    expect(raw.body).toContain('https:\\/\\/')
    const body = WallhavenSearchResponseSchema.parse(JSON.parse(raw.body))
    expect(body.data.every((item) => item.ratio === '1.6')).toBe(true)
    const all = await searchBody('/search')
    expect(all.data).toHaveLength(24)
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 24, query: null, seed: null })
    expect(all.meta.last_page).toBe(Math.ceil((all.meta.total ?? 0) / 24))
  })

  it('treats page=abc as 1, breaks on page=0 and refuses a page past the end', async () => {
    expect((await searchBody('/search?page=abc')).meta.current_page).toBe(1)
    const broke = await get('/search?page=0')
    expect([broke.status, broke.headers.get('content-type')]).toEqual([500, 'text/html; charset=UTF-8'])
    expect(broke.body).toContain('It broke')
    const past = await get('/search?page=1000000')
    expect([past.status, past.body]).toEqual([400, '{"error":"Bad Request"}'])
  })

  it('drops the NSFW bit without a key: purity=001 finds nothing, 111 is 110', async () => {
    expect((await searchBody('/search?purity=001')).meta.total).toBe(0)
    expect((await searchBody('/search?purity=111')).meta.total).toBe((await searchBody('/search?purity=110')).meta.total)
    const withKey = await searchBody('/search?purity=001', { 'X-API-Key': KEY })
    expect(withKey.meta.total).toBeGreaterThan(0)
    expect(withKey.data.every((item) => item.purity === 'nsfw')).toBe(true)
  })

  it('answers the q operators: id:N with an object, type: and @user with ""', async () => {
    const byTag = await searchBody('/search?q=id%3A37')
    expect(byTag.meta.query).toEqual({ id: 37, tag: 'nature' })
    expect(byTag.meta.total).toBeGreaterThan(0)
    const png = await searchBody('/search?q=type%3Apng')
    expect(png.meta.query).toBe('')
    expect(png.data.every((item) => item.file_type === 'image/png')).toBe(true)
    const uploader = fake.pick().uploader?.username as string
    const byUser = await searchBody(`/search?q=%40${uploader}`)
    expect(byUser.meta.query).toBe('')
    expect(byUser.meta.total).toBeGreaterThan(0)
    expect((await searchBody('/search?q=nature+type%3Apng')).meta.query).toBe('nature')
  })

  it('gives an unknown sorting no data but a total, and a random sorting a seed', async () => {
    const unknown = await searchBody('/search?sorting=popular')
    expect(unknown.data).toEqual([])
    expect(unknown.meta.total).toBeGreaterThan(0)
    expect((await searchBody('/search?sorting=random')).meta.seed).toMatch(/^[A-Za-z0-9]{6}$/)
    expect((await searchBody('/search?sorting=random&seed=AbC123')).meta.seed).toBe('AbC123')
  })

  it('challenges a query string that starts with q=like, not one that leads with categories', async () => {
    const blocked = await get('/search?q=like:abc123')
    expect(blocked.status).toBe(403)
    expect(blocked.headers.get('cf-mitigated')).toBe('challenge')
    expect((await get('/search?categories=111&q=like:abc123')).status).toBe(200)
  })

  it('gives an NSFW wallpaper only with a key, with uploader and tags', async () => {
    const nsfw = fake.pick((entry) => entry.record.purity === 'nsfw').id
    expect((await get(`/w/${nsfw}`)).status).toBe(401)
    const detail = JSON.parse((await get(`/w/${nsfw}`, { 'X-API-Key': KEY })).body) as { data: { uploader: unknown; tags: unknown[] } }
    expect(detail.data.uploader).toBeTruthy()
    expect(detail.data.tags.length).toBeGreaterThan(0)
  })

  it('answers 429 as an HTML page with Retry-After and X-RateLimit-Reset after 45 calls in its window', async () => {
    // Its own server: no request from another test can share this window.
    const own = createWallhavenFake({ imageHostUrl: imageHost.url })
    await own.start()
    const ownGet = async (path: string) => {
      const response = await fetch(`${own.url}${path}`)
      return { status: response.status, headers: response.headers, body: await response.text() }
    }
    for (let i = 0; i < 45; i++) expect((await ownGet('/search')).status).toBe(200)
    const limited = await ownGet('/search')
    await own.stop()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toContain('text/html')
    expect(limited.body).toContain('Too many requests - wallhaven.cc')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000)
  })
})
