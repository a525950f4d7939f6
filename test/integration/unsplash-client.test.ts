import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CredentialsError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  TapestryError,
  UpstreamError,
  ValidationError,
} from '../../src/main/core/errors/errors'
import type { RequestPlan } from '../../src/main/core/http/http'
import {
  UNSPLASH_MISSING_KEY_MESSAGE,
  createUnsplashClient,
  type UnsplashClientOptions,
} from '../../src/sources/unsplash/client'
import { createUnsplashRandomParams, type UnsplashRandomParams } from '../../src/sources/unsplash/random-params'
import {
  UnsplashFullPhotoSchema,
  UnsplashPhotoSchema,
  type UnsplashFullPhoto,
} from '../../src/sources/unsplash/records'
import { createUnsplashSearchParams, type UnsplashSearchParams } from '../../src/sources/unsplash/params'
import { unsplashSizedUrl } from '../../src/sources/unsplash/sized-url'
import { unsplashToMediaItem } from '../../src/sources/unsplash/to-media-item'
import { toWireJson, type FakeServer, type RecordedRequest } from '../fakes/fake-server'
import { createImageHost } from '../fakes/image-host'
import {
  UNSPLASH_ERRORS,
  UNSPLASH_FAKE_COLLECTIONS,
  UNSPLASH_FAKE_TOPICS,
  createUnsplashFake,
  type UnsplashFake,
} from '../../src/sources/unsplash/fake'

const KEY = 'TEST-unsplash-access-key-7f3a9c'
// 10:35:00 UTC: the hourly budget renews in 25 minutes.
const CLOCK = Date.UTC(2026, 0, 15, 10, 35, 0)

const imageHost = createImageHost()
let fake: UnsplashFake
let clock = CLOCK

/** A user's proxy at a path prefix: it adds the key and rewrites the fake's own links to itself. */
const proxyRequests: { url: string; headers: IncomingHttpHeaders }[] = []
let proxy: Server
let proxyUrl = ''

function startProxy(): Promise<void> {
  proxy = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/'
      proxyRequests.push({ url, headers: req.headers })
      const upstream = await fetch(`${fake.url}${url.replace(/^\/unsplash/, '')}`, {
        headers: { authorization: `Client-ID ${KEY}`, 'accept-version': String(req.headers['accept-version'] ?? 'v1') },
      })
      const escaped = (text: string) => toWireJson(text).slice(1, -1)
      const body = (await upstream.text()).replaceAll(escaped(fake.url), escaped(`${proxyUrl}/unsplash`))
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' })
      res.end(body)
    })()
  })
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
      resolve()
    }),
  )
}

beforeAll(async () => {
  await imageHost.start()
  fake = createUnsplashFake({ imageHostUrl: imageHost.url, validKeys: [KEY] })
  await fake.start()
  await startProxy()
})

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve))
  await fake.stop()
  await imageHost.stop()
})

beforeEach(() => {
  fake.reset()
  proxyRequests.length = 0
  clock = CLOCK
})

function client(overrides: Partial<UnsplashClientOptions> = {}) {
  return createUnsplashClient({
    baseUrl: fake.url,
    accessKey: KEY,
    timeoutMs: 1_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    now: () => clock,
    ...overrides,
  })
}

function only(server: FakeServer): RecordedRequest {
  expect(server.requests).toHaveLength(1)
  return server.requests[0] as RecordedRequest
}

/** The request on the wire is exactly the plan: path, query (keys in order), headers. */
function expectSentAsPlanned(plan: RequestPlan, sent: RecordedRequest): void {
  const url = new URL(plan.url)
  const query = new URLSearchParams(plan.query).toString()
  expect(sent.method).toBe(plan.method)
  expect(sent.rawUrl).toBe(query === '' ? url.pathname : `${url.pathname}?${query}`)
  expect([...sent.query.keys()]).toEqual(Object.keys(plan.query))
  for (const [name, value] of Object.entries(plan.headers)) {
    if (value === '[redacted]') expect(sent.headers[name]).toBeDefined()
    else expect(sent.headers[name]).toBe(value)
  }
}

async function failure(promise: Promise<unknown>): Promise<TapestryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TapestryError)
  const typed = error as TapestryError
  expect(typed.message).not.toContain(KEY)
  expect(typed.message).not.toMatch(/\n\s+at /)
  return typed
}

const search = (input: Parameters<typeof createUnsplashSearchParams>[0]) => createUnsplashSearchParams(input)

describe('Unsplash fake', () => {
  async function get(path: string, headers: Record<string, string> = { authorization: `Client-ID ${KEY}` }) {
    const response = await fetch(`${fake.url}${path}`, { headers })
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  it('answers random with an array only when count is sent', async () => {
    const single = await get('/photos/random')
    expect(single.status).toBe(200)
    expect(Array.isArray(JSON.parse(single.text))).toBe(false)
    expect(UnsplashFullPhotoSchema.safeParse(JSON.parse(single.text)).success).toBe(true)
    const array = JSON.parse((await get('/photos/random?count=1')).text) as unknown[]
    expect(array).toHaveLength(1)
    expect(JSON.parse((await get('/photos/random?count=3')).text)).toHaveLength(3)
  })

  it('silently ignores query beside collections, and finds nothing in an empty collection', async () => {
    const ignored = await get(`/photos/random?count=30&collections=${UNSPLASH_FAKE_COLLECTIONS.cities}&query=zzzznothing`)
    expect(ignored.status).toBe(200)
    expect(JSON.parse(ignored.text)).toHaveLength(30)
    const empty = await get(`/photos/random?collections=${UNSPLASH_FAKE_COLLECTIONS.empty}`)
    expect(empty.status).toBe(404)
    expect(JSON.parse(empty.text)).toEqual({ errors: [UNSPLASH_ERRORS.noPhotosFound] })
  })

  it('serves cached random answers for a repeated URL; a new cache-buster draws again', async () => {
    const first = JSON.parse((await get('/photos/random?count=1&c=1')).text) as { id: string }[]
    const again = JSON.parse((await get('/photos/random?count=1&c=1')).text) as { id: string }[]
    const busted = JSON.parse((await get('/photos/random?count=1&c=2')).text) as { id: string }[]
    expect(again[0]?.id).toBe(first[0]?.id)
    expect(busted[0]?.id).not.toBe(first[0]?.id)
  })

  it('requires the Client-ID on every route and states the budget on every answer', async () => {
    for (const path of ['/search/photos?query=sky', '/photos/random', `/photos/${fake.catalogue[0]?.id}`, `/photos/${fake.catalogue[0]?.id}/download`]) {
      const answer = await get(path, {})
      expect(answer.status).toBe(401)
      expect(JSON.parse(answer.text)).toEqual({ errors: [UNSPLASH_ERRORS.invalidToken] })
      expect(answer.headers.get('x-ratelimit-limit')).toBe('1000')
    }
    const searched = await get('/search/photos?query=nature&page=2&per_page=30')
    expect(searched.headers.get('x-ratelimit-remaining')).toBe('999')
    expect(searched.headers.get('x-per-page')).toBe('30')
    expect(searched.headers.get('x-total')).toBe('200')
    expect(searched.headers.get('link')).toContain('rel="next"')
    expect(searched.headers.get('link')).toContain('rel="prev"')
    const body = JSON.parse(searched.text) as { results: unknown[]; total_pages: number }
    expect(body.total_pages).toBe(7)
    for (const record of body.results) expect(UnsplashPhotoSchema.safeParse(record).success).toBe(true)
    expect(body.results[0]).not.toHaveProperty('exif')
    expect((await get('/search/photos?query=%20')).status).toBe(400)
  })

  it('answers plain-text "Rate Limit Exceeded" once the hourly budget is spent', async () => {
    fake.setBudget({ limit: 50, remaining: 1 })
    expect((await get('/photos/random')).status).toBe(200)
    const limited = await get('/photos/random')
    expect(limited.status).toBe(403)
    expect(limited.text).toBe('Rate Limit Exceeded')
    expect(limited.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
  })
})

describe('Unsplash client: search', () => {
  it('sends every parameter on the wire, exactly as planned', async () => {
    const params = search({
      query: 'nature',
      page: 2,
      per_page: 5,
      order_by: 'LATEST',
      collections: [UNSPLASH_FAKE_COLLECTIONS.nature, UNSPLASH_FAKE_COLLECTIONS.wallpapers],
      content_filter: 'HIGH',
      color: 'BLUE',
      orientation: 'LANDSCAPE',
    })
    const unsplash = client()
    const plan = unsplash.planSearch(params)
    expect(plan).toEqual({
      method: 'GET',
      url: `${fake.url}/search/photos`,
      query: {
        query: 'nature',
        page: '2',
        per_page: '5',
        order_by: 'latest',
        content_filter: 'high',
        collections: '3330445,1065976',
        color: 'blue',
        orientation: 'landscape',
      },
      headers: { 'user-agent': expect.stringMatching(/^desktop:tapestry:/), 'accept-version': 'v1', authorization: '[redacted]' },
    })
    const page = await unsplash.search(params)
    const sent = only(fake)
    expectSentAsPlanned(plan, sent)
    expect(sent.headers.authorization).toBe(`Client-ID ${KEY}`)
    expect(sent.headers['accept-version']).toBe('v1')
    expect(page.seed).toBeNull()
    expect(page.items.length).toBeGreaterThan(0)
    const found = page.items.map((item) => fake.find(item.id))
    for (const [index, item] of page.items.entries()) {
      expect(item.width / item.height).toBeGreaterThan(1.1)
      expect(item.color).toBe('#26408c')
      expect(found[index]?.tags).toContain('nature')
      expect(found[index]?.sensitive).toBe(false)
      expect(found[index]?.collections.some((id) => id === '3330445' || id === '1065976')).toBe(true)
    }
    const created = found.map((photo) => photo?.createdAt ?? '')
    expect(created).toEqual([...created].sort().reverse())
  })

  it('sends the defaults too, and odd characters in the query survive', async () => {
    const unsplash = client()
    await unsplash.search(search({ query: 'ocean' }))
    expect(only(fake).rawUrl).toBe('/search/photos?query=ocean&page=1&per_page=10&order_by=relevant&content_filter=low')
    fake.reset()
    const odd = search({ query: 'snowy peaks & lakes/ü+1' })
    await unsplash.search(odd)
    expect(only(fake).query.get('query')).toBe('snowy peaks & lakes/ü+1')
    expectSentAsPlanned(unsplash.planSearch(odd), only(fake))
  })

  it('maps results to items and pages through next until the end', async () => {
    const unsplash = client()
    let params: UnsplashSearchParams | null = search({ query: 'mountain', per_page: 7, color: null })
    const ids: string[] = []
    let total: number | null = null
    while (params !== null) {
      const page = await unsplash.search(params)
      ids.push(...page.items.map((item) => item.id))
      total = page.total
      if (page.next !== null) {
        expect(page.next).toEqual({ ...params, page: params.page + 1 })
        expect(Object.isFrozen(page.next)).toBe(true)
      }
      params = page.next
    }
    expect(total).toBe(20)
    expect(ids).toHaveLength(20)
    expect(new Set(ids).size).toBe(20)
    expect(fake.count('/search/photos')).toBe(3)
    const first = fake.find(ids[0] as string)
    expect(first?.tags).toContain('mountain')
  })

  it('gives items that credit the photographer with referral links', async () => {
    const page = await client().search(search({ query: 'city' }))
    const item = page.items[0]
    expect(item?.source).toBe('unsplash')
    expect(item?.author?.url).toMatch(/^https:\/\/unsplash\.com\/@.+utm_source=tapestry&utm_medium=referral$/)
    expect(item?.fullUrl.startsWith(`${imageHost.url}/img/`)).toBe(true)
    expect(item?.fullUrl).toContain('ixid=')
    // The imgix-style sizing the download uses works against the fake image host.
    const sized = await fetch(unsplashSizedUrl(item?.fullUrl as string, { fit: 'cover', width: 320, height: 200 }))
    expect(sized.headers.get('content-type')).toBe('image/jpeg')
    expect([...new Uint8Array(await sized.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })

  it('refuses a bad parameter set before sending anything', async () => {
    expect(() => search({ query: 'sky', per_page: 31 })).toThrow(ValidationError)
    const unchecked = { ...search({ query: 'sky' }), per_page: 31 } as UnsplashSearchParams
    const unsplash = client()
    expect(() => unsplash.planSearch(unchecked)).toThrow(ValidationError)
    const error = await failure(unsplash.search(unchecked))
    expect(error.kind).toBe('validation')
    expect(error.message).toContain('per_page')
    await expect(unsplash.search({ ...search({ query: 'sky' }), query: '  ' } as UnsplashSearchParams)).rejects.toThrow(ValidationError)
    expect(fake.requests).toHaveLength(0)
  })
})

describe('Unsplash client: real-world records', () => {
  async function answer(path: string): Promise<unknown> {
    return (await fetch(`${fake.url}${path}`, { headers: { authorization: `Client-ID ${KEY}`, 'accept-version': 'v1' } })).json()
  }

  function serve(body: unknown): void {
    fake.reset()
    fake.fault({ kind: 'status', status: 200, body: JSON.stringify(body), contentType: 'application/json' })
  }

  it('shows the good photos of a page with one it cannot read, and counts that one as skipped', async () => {
    const body = (await answer('/search/photos?query=mountain&per_page=10')) as { results: Record<string, unknown>[] }
    const broken = body.results[2] as { urls: Record<string, unknown> }
    delete broken.urls.raw
    // Fields no card needs never fail a photo.
    Object.assign(body.results[4] ?? {}, { created_at: 'yesterday', tags: [{ type: 'search' }], user: { ...(body.results[4]?.user as object), profile_image: { small: null }, total_collections: null } })
    serve(body)
    const page = await client().search(search({ query: 'mountain', per_page: 10 }))
    expect(page.skipped).toBe(1)
    expect(page.items.map((item) => item.id)).toEqual(body.results.filter((_, index) => index !== 2).map((photo) => photo['id']))
    expect(page.items.every((item) => item.purity === null && item.sizeKnown && !item.spoiler)).toBe(true)
  })

  it('reads the single object a random answer without count carries', async () => {
    const [photo] = (await answer('/photos/random?count=1')) as Record<string, unknown>[]
    serve(photo)
    const { item } = await client().random(createUnsplashRandomParams({}))
    expect(item.id).toBe(photo?.['id'])
  })

  it('gives a photo whose exif and location cannot be read, with those as null', async () => {
    const id = fake.catalogue[0]?.id as string
    const record = (await answer(`/photos/${id}`)) as Record<string, unknown>
    serve({ ...record, exif: 'n/a', location: { city: 7, position: 'somewhere' } })
    const { photo } = await client().photo(id)
    expect(photo).toMatchObject({ id, exif: null, location: { city: null, position: null } })
  })
})

describe('Unsplash client: random photo', () => {
  it('sends every filter plus count=1 and the cache-buster, exactly as planned', async () => {
    const member = fake.catalogue.find(
      (photo) => photo.collections.includes(UNSPLASH_FAKE_COLLECTIONS.wallpapers) && photo.topics.includes(UNSPLASH_FAKE_TOPICS.nature.id) && !photo.sensitive,
    )
    expect(member).toBeDefined()
    const params = createUnsplashRandomParams({
      collections: [UNSPLASH_FAKE_COLLECTIONS.wallpapers, UNSPLASH_FAKE_COLLECTIONS.nature],
      topics: [UNSPLASH_FAKE_TOPICS.nature.slug, UNSPLASH_FAKE_TOPICS.wallpapers.id],
      username: `@${member?.username}`,
      orientation: member?.orientation === 'landscape' ? 'LANDSCAPE' : member?.orientation === 'portrait' ? 'PORTRAIT' : 'SQUARISH',
      content_filter: 'HIGH',
    })
    const unsplash = client()
    const plan = unsplash.planRandom(params)
    expect(plan.url).toBe(`${fake.url}/photos/random`)
    expect(plan.query).toEqual({
      collections: '1065976,3330445',
      topics: 'nature,bo8jQKTaE0Y',
      username: member?.username,
      orientation: member?.orientation,
      content_filter: 'high',
      count: '1',
      c: String(CLOCK),
    })
    const result = await unsplash.random(params)
    expectSentAsPlanned(plan, only(fake))
    expect(result.photo.user.username).toBe(member?.username)
  })

  it('sends query, username and orientation alone', async () => {
    const params = createUnsplashRandomParams({ query: 'forest', orientation: 'PORTRAIT' })
    const unsplash = client()
    await unsplash.random(params)
    expect(only(fake).rawUrl).toBe(`/photos/random?query=forest&orientation=portrait&content_filter=low&count=1&c=${CLOCK}`)
    expectSentAsPlanned(unsplash.planRandom(params), only(fake))
  })

  it('returns the full record (exif, location, downloads) and its item', async () => {
    const { photo, item } = await client().random(createUnsplashRandomParams())
    expect(photo.exif).not.toBeNull()
    expect(photo.location).not.toBeNull()
    expect(photo.downloads).toEqual(expect.any(Number))
    expect(fake.find(photo.id)).toBeDefined()
    expect(item).toEqual(unsplashToMediaItem(photo))
  })

  it('sends a new cache-buster on each call, so repeated calls draw new photos', async () => {
    const unsplash = client()
    const first = await unsplash.random(createUnsplashRandomParams())
    clock += 1
    const second = await unsplash.random(createUnsplashRandomParams())
    expect(fake.requests.map((request) => request.query.get('c'))).toEqual([String(CLOCK), String(CLOCK + 1)])
    expect(second.photo.id).not.toBe(first.photo.id)
  })

  it('refuses query with collections or topics before sending anything', async () => {
    expect(() => createUnsplashRandomParams({ query: 'sky', collections: ['1065976'] })).toThrow(ValidationError)
    const unchecked = { ...createUnsplashRandomParams({ topics: ['nature'] }), query: 'sky' } as UnsplashRandomParams
    const unsplash = client()
    expect(() => unsplash.planRandom(unchecked)).toThrow(ValidationError)
    const error = await failure(unsplash.random(unchecked))
    expect(error.message).toContain('query')
    expect(fake.requests).toHaveLength(0)
  })

  it('says no photo matches when a collection is empty', async () => {
    const error = await failure(client().random(createUnsplashRandomParams({ collections: [UNSPLASH_FAKE_COLLECTIONS.empty] })))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('No Unsplash photo matches these filters.')
  })
})

describe('Unsplash client: one photo', () => {
  it('fetches the full record by id, exactly as planned', async () => {
    const known = fake.catalogue[42]
    const unsplash = client()
    const plan = unsplash.planPhoto(known?.id as string)
    expect(plan.query).toEqual({})
    const { photo, item } = await unsplash.photo(known?.id as string)
    expectSentAsPlanned(plan, only(fake))
    expect(only(fake).rawUrl).toBe(`/photos/${known?.id}`)
    expect(photo.id).toBe(known?.id)
    expect(photo.width).toBe(known?.width)
    expect(item.resolution).toBe(`${known?.width}x${known?.height}`)
  })

  it('reports an unknown id as not found, and a malformed one as invalid without sending', async () => {
    const unsplash = client()
    const error = await failure(unsplash.photo('NoSuchPhoto1'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.message).toBe('Unsplash has no photo with the id NoSuchPhoto1.')
    fake.reset()
    await expect(unsplash.photo('../search/photos')).rejects.toThrow(ValidationError)
    expect(() => unsplash.planPhoto('a b')).toThrow(ValidationError)
    expect(fake.requests).toHaveLength(0)
  })
})

describe('Unsplash client: download tracking', () => {
  async function someFullPhoto(): Promise<UnsplashFullPhoto> {
    const { photo } = await client().photo(fake.catalogue[7]?.id as string)
    fake.reset()
    return photo
  }

  it('GETs the exact download_location once, with the key in the header', async () => {
    const photo = await someFullPhoto()
    const known = fake.find(photo.id)
    await client().trackDownload(photo)
    const sent = only(fake)
    expect(sent.rawUrl).toBe(`/photos/${photo.id}/download?ixid=${known?.ixid}`)
    expect(sent.headers.authorization).toBe(`Client-ID ${KEY}`)
    expect(fake.downloadCount(photo.id)).toBe(1)
  })

  it('takes just the links of a record', async () => {
    const known = fake.catalogue[3]
    const location = `${fake.url}/photos/${known?.id}/download?ixid=${known?.ixid}`
    await client().trackDownload({ links: { download_location: location } })
    expect(fake.downloadCount(known?.id as string)).toBe(1)
    expect(`${fake.url}${only(fake).rawUrl}`).toBe(location)
  })

  it('never sends the key to another address', async () => {
    const known = fake.catalogue[3]
    const port = Number(new URL(fake.url).port)
    const unsplash = client()
    for (const location of [
      `https://evil.example/photos/${known?.id}/download?ixid=x`,
      `http://127.0.0.1:${port + 1}/photos/${known?.id}/download?ixid=x`,
      `http://localhost:${port}/photos/${known?.id}/download?ixid=x`,
      `http://someone@127.0.0.1:${port}/photos/${known?.id}/download?ixid=x`,
      'not a url',
    ]) {
      const error = await failure(unsplash.trackDownload({ links: { download_location: location } }))
      expect(error).toBeInstanceOf(ValidationError)
    }
    expect(fake.requests).toHaveLength(0)
  })

  it('fails in a way the caller can catch and ignore', async () => {
    const photo = await someFullPhoto()
    fake.fault({ kind: 'status', status: 500 }, { times: 10 })
    const ignored = client()
      .trackDownload(photo)
      .then(
        () => 'tracked',
        (error: unknown) => error,
      )
    const error = await ignored
    expect(error).toBeInstanceOf(UpstreamError)
    expect(fake.downloadCount(photo.id)).toBe(0)
    fake.clearFaults()
    const gone = await failure(client().trackDownload({ links: { download_location: `${fake.url}/photos/Gone1234567/download?ixid=x` } }))
    expect(gone).toBeInstanceOf(NotFoundError)
  })
})

describe('Unsplash client: credentials', () => {
  const official = () => createUnsplashClient({ baseUrl: 'https://api.unsplash.com', now: () => clock })

  it('without a key, every call and plan against api.unsplash.com says a key is needed', async () => {
    for (const unsplash of [official(), createUnsplashClient({ baseUrl: 'https://API.unsplash.com/', accessKey: '  ' })]) {
      expect(() => unsplash.planSearch(search({ query: 'sky' }))).toThrow(UNSPLASH_MISSING_KEY_MESSAGE)
      expect(() => unsplash.planRandom(createUnsplashRandomParams())).toThrow(CredentialsError)
      expect(() => unsplash.planPhoto('TAxlQ07_I9A')).toThrow(CredentialsError)
      for (const pending of [
        unsplash.search(search({ query: 'sky' })),
        unsplash.random(createUnsplashRandomParams()),
        unsplash.photo('TAxlQ07_I9A'),
        unsplash.trackDownload({ links: { download_location: 'https://api.unsplash.com/photos/TAxlQ07_I9A/download?ixid=x' } }),
      ]) {
        const error = await failure(pending)
        expect(error).toBeInstanceOf(CredentialsError)
        expect(error.message).toBe(UNSPLASH_MISSING_KEY_MESSAGE)
      }
      expect(unsplash.rateLimit()).toBeNull()
    }
  })

  it('works through a proxy that adds the key, sending no Authorization itself', async () => {
    const unsplash = client({ baseUrl: `${proxyUrl}/unsplash`, accessKey: undefined })
    const plan = unsplash.planSearch(search({ query: 'lake' }))
    expect(plan.headers).not.toHaveProperty('authorization')
    expect(plan.url).toBe(`${proxyUrl}/unsplash/search/photos`)
    const page = await unsplash.search(search({ query: 'lake' }))
    expect(page.items.length).toBeGreaterThan(0)
    const { photo } = await unsplash.photo(page.items[0]?.id as string)
    await unsplash.trackDownload(photo)
    expect(fake.downloadCount(photo.id)).toBe(1)
    expect(proxyRequests).toHaveLength(3)
    for (const request of proxyRequests) {
      expect(request.headers.authorization).toBeUndefined()
      expect(request.headers['accept-version']).toBe('v1')
    }
    expect(proxyRequests[2]?.url).toBe(`/unsplash/photos/${photo.id}/download?ixid=${fake.find(photo.id)?.ixid}`)
  })

  it('reports a refused key, and a proxy that adds none', async () => {
    const refused = await failure(client({ accessKey: 'WRONG-KEY-123' }).search(search({ query: 'sky' })))
    expect(refused).toBeInstanceOf(CredentialsError)
    expect(refused.message).toBe('Unsplash refused the access key. Check it in Settings or in TAPESTRY_UNSPLASH_ACCESS_KEY.')
    expect(refused.message).not.toContain('WRONG-KEY-123')
    fake.reset()
    const bareProxy = await failure(client({ accessKey: undefined }).photo('TAxlQ07_I9A'))
    expect(bareProxy).toBeInstanceOf(CredentialsError)
    expect(bareProxy.message).toContain('proxy')
    expect(only(fake).headers.authorization).toBeUndefined()
  })

  it('keeps the key in the Authorization header only: never in a URL, a plan or a message', async () => {
    const unsplash = client()
    const page = await unsplash.search(search({ query: 'night', collections: [UNSPLASH_FAKE_COLLECTIONS.cities] }))
    const { photo } = await unsplash.random(createUnsplashRandomParams({ query: 'night' }))
    await unsplash.photo(page.items[0]?.id as string)
    await unsplash.trackDownload(photo)
    await unsplash.photo('Missing0001').catch(() => undefined)
    fake.fault({ kind: 'status', status: 400, body: JSON.stringify({ errors: [`bad key ${KEY}`] }), contentType: 'application/json' })
    const echoed = await failure(unsplash.search(search({ query: 'sky' })))
    expect(echoed.message).toBe('Unsplash rejected the request: bad key [redacted].')
    expect(fake.requests).toHaveLength(6)
    for (const request of fake.requests) {
      expect(request.rawUrl).not.toContain(KEY)
      expect(request.query.has('client_id')).toBe(false)
      expect(request.headers.authorization).toBe(`Client-ID ${KEY}`)
      expect(request.headers['accept-version']).toBe('v1')
    }
    const plans = [unsplash.planSearch(search({ query: 'x' })), unsplash.planRandom(createUnsplashRandomParams()), unsplash.planPhoto('abc')]
    for (const plan of plans) expect(JSON.stringify(plan)).not.toContain(KEY)
  })
})

describe('Unsplash client: rate limits', () => {
  it('remembers the last X-Ratelimit-* headers', async () => {
    const unsplash = client()
    expect(unsplash.rateLimit()).toBeNull()
    await unsplash.search(search({ query: 'sky' }))
    expect(unsplash.rateLimit()).toEqual({ limit: 1000, remaining: 999 })
    fake.setBudget({ limit: 50, remaining: 7 })
    await unsplash.photo(fake.catalogue[0]?.id as string)
    expect(unsplash.rateLimit()).toEqual({ limit: 50, remaining: 6 })
    // A fault without the headers leaves the last reading in place.
    fake.fault({ kind: 'status', status: 500 }, { times: 3 })
    await unsplash.photo(fake.catalogue[0]?.id as string).catch(() => undefined)
    expect(unsplash.rateLimit()).toEqual({ limit: 50, remaining: 6 })
  })

  it.each([403, 429] as const)('reads %i "Rate Limit Exceeded" as the hourly limit, without retrying', async (status) => {
    fake.setBudget({ limit: 50, remaining: 0 })
    fake.answerRateLimitWith(status)
    const unsplash = client()
    const error = await failure(unsplash.search(search({ query: 'sky' })))
    expect(error).toBeInstanceOf(RateLimitedError)
    expect(error.message).toBe("Unsplash's hourly request limit is used up. Try again in 25 minutes.")
    expect(error.toData().retryAfter).toBe(25 * 60)
    expect(fake.requests).toHaveLength(1)
    expect(unsplash.rateLimit()).toEqual({ limit: 50, remaining: 0 })
  })

  it('reads a plain-text 403 without headers as rate limited, and honours a stated Retry-After', async () => {
    fake.fault({ kind: 'status', status: 403, body: 'Rate Limit Exceeded' })
    expect(await failure(client().photo('TAxlQ07_I9A'))).toBeInstanceOf(RateLimitedError)
    fake.fault({ kind: 'status', status: 429, body: 'Rate Limit Exceeded', headers: { 'retry-after': '120' } })
    const stated = await failure(client().photo('TAxlQ07_I9A'))
    expect(stated.toData().retryAfter).toBe(120)
    expect(stated.message).toBe("Unsplash's hourly request limit is used up. Try again in 2 minutes.")
  })

  it('reads a JSON 403 with budget left as a refused permission', async () => {
    fake.fault({
      kind: 'status',
      status: 403,
      body: '{"errors":["You do not have access to this action."]}',
      contentType: 'application/json',
      headers: { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '20' },
    })
    const error = await failure(client().photo('TAxlQ07_I9A'))
    expect(error).toBeInstanceOf(CredentialsError)
    expect(error.message).toBe('Unsplash does not allow this request with the access key (You do not have access to this action).')
  })
})

describe('Unsplash client: faults', () => {
  const query = () => search({ query: 'sky' })

  it('retries a 503 and succeeds', async () => {
    fake.fault({ kind: 'status', status: 503 }, { path: '/search/photos' })
    const page = await client().search(query())
    expect(page.items.length).toBeGreaterThan(0)
    expect(fake.count('/search/photos')).toBe(2)
  })

  it('gives up on a lasting 503 as upstream trouble', async () => {
    fake.fault({ kind: 'status', status: 503, body: '<html>down</html>', contentType: 'text/html' }, { times: 10 })
    const error = await failure(client().search(query()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Unsplash is having trouble (HTTP 503). Try again later.')
    expect(fake.count('/search/photos')).toBe(3)
  })

  it('recovers from one reset mid-body, and reports a lasting one as a network error', async () => {
    fake.fault({ kind: 'reset-mid-body' })
    expect((await client().random(createUnsplashRandomParams())).photo.id).toBeTruthy()
    fake.reset()
    fake.fault({ kind: 'reset-mid-body' }, { times: 10 })
    expect(await failure(client().random(createUnsplashRandomParams()))).toBeInstanceOf(NetworkError)
    expect(fake.count('/photos/random')).toBe(3)
  })

  it.each([
    [{ kind: 'truncated-json' } as const, 'Unsplash sent a broken or incomplete response.'],
    [{ kind: 'html-for-json' } as const, 'Unsplash answered with a web page instead of data.'],
    [{ kind: 'wrong-content-type', contentType: 'text/plain' } as const, 'Unsplash answered with something other than data (text/plain).'],
  ])('reports %j as upstream trouble', async (fault, message) => {
    fake.fault(fault)
    const error = await failure(client().photo(fake.catalogue[1]?.id as string))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe(message)
  })

  it('retries one slow answer past the timeout, and reports a lasting one', async () => {
    fake.fault({ kind: 'slow', delayMs: 600 })
    const page = await client({ timeoutMs: 300 }).search(query())
    expect(page.items.length).toBeGreaterThan(0)
    expect(fake.count('/search/photos')).toBe(2)
    fake.fault({ kind: 'slow', delayMs: 600 }, { times: 10 })
    const error = await failure(client({ timeoutMs: 300, retry: { limit: 0 } }).search(query()))
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.message).toBe('Unsplash did not answer in time.')
  })

  it('reports an upstream 400 in its own words', async () => {
    fake.fault({ kind: 'status', status: 400, body: '{"errors":["query is missing"]}', contentType: 'application/json' })
    const error = await failure(client().search(query()))
    expect(error).toBeInstanceOf(UpstreamError)
    expect(error.message).toBe('Unsplash rejected the request: query is missing.')
  })

  it('cancels through an AbortSignal', async () => {
    fake.fault({ kind: 'slow', delayMs: 800 })
    const controller = new AbortController()
    const pending = client().search(query(), { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('cancelled by test')), 50)
    await expect(pending).rejects.toThrow('cancelled by test')
  })
})
