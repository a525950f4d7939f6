import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TapestryError } from '../../src/main/core/errors/errors'
import { createRedditClient, type RedditClientOptions } from '../../src/sources/reddit/client'
import { REDDIT_NEEDS_CREDENTIALS } from '../../src/sources/reddit/client/needs-credentials'
import { USER_AGENT } from '../../src/main/core/app/app-info'
import { MediaItemSchema, type OnlineMediaItem } from '../../src/shared/media'
import { createRedditListingParams, withAfter, type RedditListingParamsInput } from '../../src/sources/reddit/params'
import { createImageHost } from '../fakes/image-host'
import {
  INSTALLED_CLIENT_GRANT,
  REDDIT_COMMUNITIES,
  REDDIT_INSTALLED_APP,
  REDDIT_SCRIPT_APP,
  createRedditFake,
  type FakeRedditPost,
  type RedditFake,
  type RedditPostKind,
} from '../../src/sources/reddit/fake'

const imageHost = createImageHost()
let reddit: RedditFake

beforeAll(async () => {
  await imageHost.start()
  reddit = createRedditFake({ imageHostUrl: imageHost.url })
  await reddit.start()
})
afterAll(async () => {
  await reddit.stop()
  await imageHost.stop()
})
beforeEach(() => reddit.reset())

/** The script app's secret and every token issued: none of them may ever show up in a URL or a message. */
function secrets(): string[] {
  return [REDDIT_SCRIPT_APP.clientSecret, 'wrong-secret-value-123', ...reddit.grants.map((grant) => grant.token)]
}

afterEach(() => {
  for (const request of [...reddit.auth.requests, ...reddit.api.requests]) {
    for (const secret of secrets()) expect(request.rawUrl).not.toContain(secret)
  }
})

function client(overrides: Partial<RedditClientOptions> = {}) {
  return createRedditClient({
    baseUrl: reddit.api.url,
    authUrl: reddit.auth.url,
    clientId: REDDIT_INSTALLED_APP.clientId,
    timeoutMs: 1_000,
    retry: { limit: 2, backoffLimitMs: 20, maxRetryAfterMs: 2_000 },
    ...overrides,
  })
}

function scriptClient(overrides: Partial<RedditClientOptions> = {}) {
  return client({ clientId: REDDIT_SCRIPT_APP.clientId, clientSecret: REDDIT_SCRIPT_APP.clientSecret, ...overrides })
}

async function failure(promise: Promise<unknown>): Promise<TapestryError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TapestryError)
  const typed = error as TapestryError
  for (const secret of secrets()) expect(typed.message).not.toContain(secret)
  expect(typed.message).not.toMatch(/\n\s+at |https?:\/\//)
  return typed
}

function failureSync(action: () => unknown): TapestryError {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(TapestryError)
    return error as TapestryError
  }
  throw new Error('expected a failure')
}

function apiListings() {
  return reddit.api.requests.filter((request) => request.path.startsWith('/r/'))
}

function queryOf(rawUrl: string): string {
  return rawUrl.slice(rawUrl.indexOf('?') + 1)
}

function basic(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`
}

const wallpapers = (input: Partial<RedditListingParamsInput> = {}) => ({ communities: REDDIT_COMMUNITIES.wallpapers, ...input })

describe('the wire', () => {
  it('lists /r/a+b/top with t, limit, after and raw_json=1, a bearer token and the User-Agent', async () => {
    const reddit_ = client({ maxPages: 1 })
    const first = await reddit_.listing({ communities: ['wallpapers', 'wallpaper'], sort: 'TOP', time_filter: 'WEEK', limit: 10 })
    if (first.next === null) throw new Error('expected a second page')
    await reddit_.listing(first.next)
    const [one, two] = apiListings()
    expect(one?.path).toBe('/r/wallpapers+wallpaper/top')
    expect(queryOf(one?.rawUrl ?? '')).toBe('t=week&limit=10&raw_json=1')
    expect(queryOf(two?.rawUrl ?? '')).toBe(`t=week&limit=10&after=${first.next?.after}&raw_json=1`)
    const token = reddit.grants[0]?.token
    for (const request of [one, two]) {
      expect(request?.headers.authorization).toBe(`bearer ${token}`)
      expect(request?.headers['user-agent']).toBe(USER_AGENT)
    }
    expect(reddit.auth.requests[0]?.headers['user-agent']).toBe(USER_AGENT)
  })

  it.each([
    ['HOT', 'hot', false],
    ['NEW', 'new', false],
    ['RISING', 'rising', false],
    ['TOP', 'top', true],
    ['CONTROVERSIAL', 'controversial', true],
  ] as const)('sort %s is the path segment %s; t is sent: %s', async (sort, segment, sendsTime) => {
    await client().listing(wallpapers({ sort, time_filter: 'YEAR', limit: 100 }))
    for (const request of apiListings()) {
      expect(request.path).toBe(`/r/wallpapers/${segment}`)
      expect(request.query.get('t')).toBe(sendsTime ? 'year' : null)
      expect(request.query.get('raw_json')).toBe('1')
      expect(request.query.get('limit')).toBe('100')
    }
  })

  it('asks for an installed-app token: Basic client id and empty password, form with the device id', async () => {
    const deviceId = 'a1b2c3d4e5f6g7h8i9j0k1l2m'
    const installed = client({ deviceId })
    expect(installed.deviceId).toBe(deviceId)
    await installed.listing(wallpapers())
    const grant = reddit.auth.requests[0]
    expect(grant?.method).toBe('POST')
    expect(grant?.path).toBe('/api/v1/access_token')
    expect(grant?.headers.authorization).toBe(basic(REDDIT_INSTALLED_APP.clientId, ''))
    expect(grant?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(new URLSearchParams(grant?.body))).toEqual({ grant_type: INSTALLED_CLIENT_GRANT, device_id: deviceId })
    expect(reddit.grants).toEqual([expect.objectContaining({ clientId: REDDIT_INSTALLED_APP.clientId, grantType: INSTALLED_CLIENT_GRANT, deviceId })])
  })

  it('makes a 25-character device id when none is given, exposes it, and sends the same one with every grant', async () => {
    const installed = client()
    expect(installed.deviceId).toMatch(/^[a-z0-9]{25}$/)
    expect(client().deviceId).not.toBe(installed.deviceId)
    await installed.listing(wallpapers())
    reddit.expireTokens()
    await installed.listing(wallpapers())
    expect(reddit.grants.map((grant) => grant.deviceId)).toEqual([installed.deviceId, installed.deviceId])
  })

  it('asks for a script-app token with client_credentials and Basic id:secret, no device id', async () => {
    await scriptClient().listing(wallpapers())
    const grant = reddit.auth.requests[0]
    expect(grant?.headers.authorization).toBe(basic(REDDIT_SCRIPT_APP.clientId, REDDIT_SCRIPT_APP.clientSecret))
    expect(grant?.body).toBe('grant_type=client_credentials')
    expect(grant?.headers['user-agent']).toBe(USER_AGENT)
    expect(reddit.grants).toHaveLength(1)
  })

  it('plans exactly the request it sends, secrets redacted, and planning sends nothing', async () => {
    const reddit_ = scriptClient()
    const after = reddit.posts('wallpapers')[5]?.name ?? ''
    const params = createRedditListingParams({ communities: 'wallpapers+wallpaper', sort: 'CONTROVERSIAL', time_filter: 'MONTH', limit: 100, after })
    const plan = reddit_.planListing(params)
    expect(reddit.auth.requests).toHaveLength(0)
    expect(reddit.api.requests).toHaveLength(0)
    expect(plan).toEqual({
      method: 'GET',
      url: `${reddit.api.url}/r/wallpapers+wallpaper/controversial`,
      query: { t: 'month', limit: '100', after, raw_json: '1' },
      headers: { 'user-agent': USER_AGENT, authorization: '[redacted]' },
    })
    expect(Object.keys(plan.query)).toEqual(['t', 'limit', 'after', 'raw_json'])
    await reddit_.listing(params)
    const sent = apiListings()[0]
    expect(`${reddit.api.url}${sent?.rawUrl}`).toBe(`${plan.url}?${new URLSearchParams(plan.query).toString()}`)
    expect(sent?.method).toBe(plan.method)
    expect(sent?.headers['user-agent']).toBe(plan.headers['user-agent'])
    expect(sent?.headers.authorization).toMatch(/^bearer \S+$/)
  })

  it.each([
    ['a bad community name', { communities: 'not a name!' }, 'communities'],
    ['a limit over 100', { communities: 'wallpapers', limit: 101 }, 'limit'],
    ['a cursor that is not a post', { communities: 'wallpapers', after: 't5_abc' }, 'after'],
    ['an unknown field', { communities: 'wallpapers', nsfw: true }, 'nsfw'],
  ])('%s is a validation failure with zero requests at either host', async (_, input, field) => {
    const reddit_ = client()
    const error = await failure(reddit_.listing(input as RedditListingParamsInput))
    expect(error.kind).toBe('validation')
    expect(error.message).toContain(field)
    expect(failureSync(() => reddit_.planListing(input as RedditListingParamsInput)).kind).toBe('validation')
    expect(reddit.auth.requests).toHaveLength(0)
    expect(reddit.api.requests).toHaveLength(0)
  })

  it.each([
    ['no client id', undefined],
    ['a blank client id', '   '],
  ])('%s: every call and plan says Reddit needs API credentials, with zero requests', async (_, clientId) => {
    const reddit_ = client({ clientId })
    const error = await failure(reddit_.listing(wallpapers()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe(REDDIT_NEEDS_CREDENTIALS)
    expect(error.message).toBe(
      "Reddit needs API credentials: add a Reddit app's client id (and secret for a script app) in Settings, or set TAPESTRY_REDDIT_CLIENT_ID.",
    )
    const planned = failureSync(() => reddit_.planListing(wallpapers()))
    expect(planned.kind).toBe('credentials')
    expect(planned.message).toBe(REDDIT_NEEDS_CREDENTIALS)
    expect(reddit.auth.requests).toHaveLength(0)
    expect(reddit.api.requests).toHaveLength(0)
  })

  it('can be cancelled through an AbortSignal', async () => {
    reddit.api.fault({ kind: 'slow', delayMs: 800 })
    const controller = new AbortController()
    const pending = client().listing(wallpapers(), { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('cancelled by test')), 100)
    await expect(pending).rejects.toThrow('cancelled by test')
  })
})

describe('the token', () => {
  it('is granted once for many listings', async () => {
    const reddit_ = client()
    for (let index = 0; index < 4; index += 1) await reddit_.listing(wallpapers({ limit: 100 }))
    expect(reddit.grants).toHaveLength(1)
    expect(reddit.auth.count('/api/v1/access_token')).toBe(1)
    expect(new Set(apiListings().map((request) => request.headers.authorization)).size).toBe(1)
  })

  it('is shared by calls made at the same moment', async () => {
    const reddit_ = client()
    await Promise.all([1, 2, 3].map(() => reddit_.listing(wallpapers({ limit: 100 }))))
    expect(reddit.grants).toHaveLength(1)
  })

  it('is renewed a minute before it expires (injected clock)', async () => {
    let now = 1_800_000_000_000
    const reddit_ = client({ now: () => now })
    await reddit_.listing(wallpapers({ limit: 100 }))
    now += 3_600_000 - 61_000
    await reddit_.listing(wallpapers({ limit: 100 }))
    expect(reddit.grants).toHaveLength(1)
    now += 2_000
    await reddit_.listing(wallpapers({ limit: 100 }))
    expect(reddit.grants).toHaveLength(2)
    expect(apiListings().at(-1)?.headers.authorization).toBe(`bearer ${reddit.grants[1]?.token}`)
  })

  it('is renewed once when the API refuses it, and the listing is tried again', async () => {
    const reddit_ = client()
    await reddit_.listing(wallpapers({ limit: 100 }))
    reddit.api.reset()
    reddit.expireTokens()
    const page = await reddit_.listing(wallpapers({ limit: 100 }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(reddit.grants).toHaveLength(2)
    const [refused, retried] = apiListings()
    expect(refused?.headers.authorization).toBe(`bearer ${reddit.grants[0]?.token}`)
    expect(retried?.headers.authorization).toBe(`bearer ${reddit.grants[1]?.token}`)
  })

  it('a second refusal is a credentials error, not a loop', async () => {
    reddit.api.fault(
      { kind: 'status', status: 401, body: '{"message": "Unauthorized", "error": 401}', contentType: 'application/json; charset=UTF-8' },
      { times: 10 },
    )
    const error = await failure(client().listing(wallpapers()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe("Reddit refused a newly issued access token. Check the Reddit app's client id and secret in Settings.")
    expect(apiListings()).toHaveLength(2)
    expect(reddit.grants).toHaveLength(2)
  })

  it.each([
    ['a wrong secret', () => scriptClient({ clientSecret: 'wrong-secret-value-123' })],
    ['an unknown client id', () => client({ clientId: 'nobodysApp' })],
    ['a script app without its secret', () => client({ clientId: REDDIT_SCRIPT_APP.clientId })],
  ])('%s is refused (401) as a credentials error that repeats no secret', async (_, make) => {
    const error = await failure(make().listing(wallpapers()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe("Reddit refused the app's client id or secret. Check them in Settings.")
    expect(reddit.api.requests).toHaveLength(0)
  })

  it.each([
    [200, 'unsupported_grant_type'],
    [400, 'unauthorized_client'],
  ])('a %i reply without access_token is a credentials error naming what Reddit said (%s)', async (status, code) => {
    reddit.auth.fault({ kind: 'status', status, body: `{"error": "${code}"}`, contentType: 'application/json; charset=UTF-8' })
    const error = await failure(scriptClient().listing(wallpapers()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe(
      `Reddit did not issue an access token (it said "${code}"). An installed app needs only its client id; a script app also needs its secret.`,
    )
    expect(reddit.api.requests).toHaveLength(0)
  })

  it('a token endpoint that is down is an upstream error; an unreachable one a network error', async () => {
    reddit.auth.fault({ kind: 'status', status: 503, body: 'upstream connect error', contentType: 'text/plain' })
    expect((await failure(client().listing(wallpapers()))).kind).toBe('upstream')
    const unreachable = await failure(client({ authUrl: 'http://127.0.0.1:9' }).listing(wallpapers()))
    expect(unreachable.kind).toBe('network')
  })
})

/** The cards a post of each kind must give, through the whole client (docs/apis.md, Reddit "Posts and their media"). */
function expectedCards(post: FakeRedditPost, image: string): Partial<OnlineMediaItem>[] {
  const pageUrl = `https://www.reddit.com${post.data.permalink as string}`
  const card = (fields: Partial<OnlineMediaItem>): Partial<OnlineMediaItem> => ({
    id: post.id,
    pageUrl,
    source: 'reddit',
    nsfw: false,
    spoiler: false,
    sizeKnown: true,
    purity: null,
    community: post.community,
    ...fields,
  })
  /** A file of the post's media `media` (its name on Reddit) on the image host, a picture drawn for the post. */
  const hosted = (media: string, file: string) => `${image}/img/reddit-${post.id}-${media}/${file}`
  const cards: Record<RedditPostKind, Partial<OnlineMediaItem>[]> = {
    image: [card({ fullUrl: hosted('8k2j3h4g5f6d1', '3840x2160.jpeg'), mediaType: 'image', width: 3840, height: 2160, author: { name: 'u/alpine_lens', url: 'https://www.reddit.com/user/alpine_lens' } })],
    gallery: [
      card({ id: `${post.id}_k3v9x2m1q8sf1`, fullUrl: 'https://i.redd.it/k3v9x2m1q8sf1.png', mediaType: 'image', width: 2560, height: 1440 }),
      card({ id: `${post.id}_z8c5b1y3h9gf1`, mediaType: 'gif', width: 1280, height: 720 }),
    ],
    // gallery_data null: the same pictures, from media_metadata.
    'gallery-no-data': [
      card({ id: `${post.id}_k3v9x2m1q8sf1`, fullUrl: 'https://i.redd.it/k3v9x2m1q8sf1.png', mediaType: 'image', width: 2560, height: 1440 }),
      card({ id: `${post.id}_z8c5b1y3h9gf1`, mediaType: 'gif', width: 1280, height: 720 }),
    ],
    // No preview: the original is the card's every picture, its size unknown until fetched.
    'image-no-preview': [
      card({ fullUrl: hosted('8k2j3h4g5f6d1', '1920x1080.jpeg'), thumbUrl: hosted('8k2j3h4g5f6d1', '1920x1080.jpeg'), mediaType: 'image', sizeKnown: false, width: 1, height: 1, resolution: '1x1' }),
    ],
    spoiler: [card({ fullUrl: hosted('8k2j3h4g5f6d1', '3840x2160.jpeg'), mediaType: 'image', width: 3840, height: 2160, spoiler: true })],
    crosspost: [card({ fullUrl: hosted('q4r7t2w9e1xd1', '5464x3640.jpeg'), mediaType: 'image', width: 5464, height: 3640, author: { name: 'u/fjord_walker', url: 'https://www.reddit.com/user/fjord_walker' } })],
    'imgur-gifv': [card({ fullUrl: 'https://i.imgur.com/Xk3bQ9r.mp4', mediaType: 'gif', width: 1920, height: 1080 })],
    'imgur-bare': [card({ fullUrl: 'https://i.imgur.com/Lm7pQ2s.jpg', mediaType: 'image', width: 2560, height: 1440, author: null })],
    video: [card({ fullUrl: hosted('h7n2c9x4k1ud1', '1920x1080.mp4?source=fallback'), mediaType: 'video', width: 1920, height: 1080 })],
    'video-gif': [card({ fullUrl: hosted('m2b8v5z1q3td1', '1080x1920.mp4?source=fallback'), mediaType: 'gif', width: 1080, height: 1920 })],
    'nsfw-image': [card({ fullUrl: hosted('w5e2r8t4y7od1', '2560x1600.png'), mediaType: 'image', width: 2560, height: 1600, nsfw: true })],
    'link-preview': [card({ mediaType: 'image', width: 2048, height: 1365 })],
    'imgur-album': [],
    stickied: [],
    self: [],
    removed: [],
    youtube: [],
  }
  return cards[post.kind]
}

describe('media through the real client', () => {
  it('every media case of the catalogue reaches the right card', async () => {
    const page = await client().listing(wallpapers({ limit: 100, include_nsfw: true }))
    // ~76 cards from the first 100 posts: one more page brings the last 20 posts and the end.
    expect(apiListings()).toHaveLength(2)
    expect(page.next).toBeNull()
    const seenKinds = new Set<RedditPostKind>()
    for (const post of reddit.posts('wallpapers')) {
      seenKinds.add(post.kind)
      const cards = page.items.filter((item) => item.id === post.id || item.id.startsWith(`${post.id}_`))
      const expected = expectedCards(post, imageHost.url)
      expect(cards, `${post.kind} ${post.id}`).toHaveLength(expected.length)
      expected.forEach((fields, index) => expect(cards[index], `${post.kind} ${post.id}`).toMatchObject(fields))
    }
    expect(seenKinds.size).toBe(17)
    for (const item of page.items) expect(MediaItemSchema.safeParse(item).success).toBe(true)
    const gallery = page.items.find((item) => item.id.endsWith('_z8c5b1y3h9gf1'))
    expect(gallery?.fullUrl).toMatch(new RegExp(`^${imageHost.url}/img/reddit-[0-9a-z]+-z8c5b1y3h9gf1/1280x720\\.gif\\?format=mp4&s=[0-9a-f]{40}$`))
    const preview = page.items.find((item) => item.width === 2048)
    expect(preview?.fullUrl).toMatch(new RegExp(`^${imageHost.url}/img/reddit-[0-9a-z]+-[\\w-]+/2048x1365\\.jpg\\?auto=webp&s=[0-9a-f]{40}$`))
  })

  it('card images are served by the image host', async () => {
    const [first] = (await client().listing(wallpapers({ limit: 5 }))).items
    expect(first?.fullUrl).toBe(`${imageHost.url}/img/reddit-${first?.id}-8k2j3h4g5f6d1/3840x2160.jpeg`)
    for (const url of [first?.thumbUrl, first?.previewUrl]) {
      expect(url?.startsWith(imageHost.url)).toBe(true)
      const response = await fetch(url as string)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    }
  })

  it('hides NSFW posts by default and shows them, flagged, with include_nsfw', async () => {
    const nsfwIds = reddit.posts('wallpapers').filter((post) => post.kind === 'nsfw-image').map((post) => post.id)
    const safe = await client().listing(wallpapers({ limit: 100 }))
    expect(safe.items.some((item) => item.nsfw || nsfwIds.includes(item.id))).toBe(false)
    const all = await client().listing(wallpapers({ limit: 100, include_nsfw: true }))
    const shown = all.items.filter((item) => nsfwIds.includes(item.id))
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((item) => item.nsfw)).toBe(true)
  })

  it.each([
    ['IMAGE', 'image'],
    ['GIF', 'gif'],
    ['VIDEO', 'video'],
  ] as const)('media_type %s keeps only %s cards', async (media_type, mediaType) => {
    const page = await client().listing(wallpapers({ limit: 10, media_type }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(apiListings().length).toBeLessThanOrEqual(5)
    expect(page.items.every((item) => item.mediaType === mediaType)).toBe(true)
  })

  it('counts the posts it cannot read as skipped and shows the rest of the page', async () => {
    const posts = reddit.posts('wallpapers').slice(0, 10)
    const children = posts.map((post, index) => ({ kind: 't3', data: index === 1 ? { ...post.data, over_18: undefined } : post.data }))
    const body = { kind: 'Listing', data: { after: null, before: null, dist: 10, modhash: '', geo_filter: null, children } }
    reddit.api.fault({ kind: 'status', status: 200, body: JSON.stringify(body), contentType: 'application/json; charset=UTF-8' })
    const page = await client().listing(wallpapers({ limit: 10, include_nsfw: true }))
    expect(page.skipped).toBe(1)
    const expected = posts.filter((_, index) => index !== 1).flatMap((post) => expectedCards(post, imageHost.url))
    expect(page.items.map((item) => item.id)).toEqual(expected.map((card) => card.id))
  })

  it('ends paging at a cursor it cannot send back (a comment, t1_…), keeping the page’s cards', async () => {
    const posts = reddit.posts('wallpapers').slice(1, 4)
    const children = [...posts.map((post) => ({ kind: 't3', data: post.data })), { kind: 't1', data: { id: 'mzqqmaw', body: 'a comment' } }]
    const body = { kind: 'Listing', data: { after: 't1_mzqqmaw', before: null, dist: 4, children } }
    reddit.api.fault({ kind: 'status', status: 200, body: JSON.stringify(body), contentType: 'application/json; charset=UTF-8' })
    const page = await client().listing(wallpapers({ limit: 3 }))
    expect(page.items.map((item) => item.id)).toEqual(posts.flatMap((post) => expectedCards(post, imageHost.url)).map((card) => card.id))
    expect(page.next).toBeNull()
    expect(page.skipped).toBe(0)
  })

  it('counts nothing skipped when every post can be read', async () => {
    expect((await client().listing(wallpapers({ limit: 30 }))).skipped).toBe(0)
  })
})

describe('paging', () => {
  const sparse = (input: Partial<RedditListingParamsInput> = {}) => ({ communities: REDDIT_COMMUNITIES.sparse, ...input })

  it('keeps fetching when filtering leaves the page short, at most maxPages requests, next after the last', async () => {
    const posts = reddit.posts(REDDIT_COMMUNITIES.sparse)
    const page = await client().listing(sparse())
    expect(apiListings()).toHaveLength(5)
    expect(page.items.map((item) => item.id)).toEqual([29, 59, 89, 119].map((index) => posts[index]?.id))
    expect(page.next).toEqual(createRedditListingParams(sparse({ after: posts[124]?.name })))
    expect(apiListings().map((request) => request.query.get('after'))).toEqual([null, ...[24, 49, 74, 99].map((index) => posts[index]?.name)])
  })

  it('honours a smaller maxPages', async () => {
    const posts = reddit.posts(REDDIT_COMMUNITIES.sparse)
    const page = await client({ maxPages: 2 }).listing(sparse())
    expect(apiListings()).toHaveLength(2)
    expect(page.items.map((item) => item.id)).toEqual([posts[29]?.id])
    expect(page.next?.after).toBe(posts[49]?.name)
  })

  it('stops as soon as the page is full', async () => {
    const page = await client().listing(sparse({ include_nsfw: true }))
    expect(apiListings()).toHaveLength(2)
    expect(page.items.length).toBeGreaterThanOrEqual(25)
  })

  it('stops at the end of the listing with next null', async () => {
    const posts = reddit.posts(REDDIT_COMMUNITIES.sparse)
    const page = await client().listing(sparse({ limit: 100 }))
    expect(apiListings()).toHaveLength(2)
    expect(page.items.map((item) => item.id)).toEqual([29, 59, 89, 119, 149].map((index) => posts[index]?.id))
    expect(page.next).toBeNull()
  })

  it('follows the after cursor to the end: every card once, then next null', async () => {
    const reddit_ = client()
    const ids: string[] = []
    let params: RedditListingParamsInput | null = wallpapers({ limit: 30, include_nsfw: true })
    let calls = 0
    while (params !== null) {
      const page = await reddit_.listing(params)
      ids.push(...page.items.map((item) => item.id))
      params = page.next
      calls += 1
      expect(calls).toBeLessThan(10)
    }
    expect(new Set(ids).size).toBe(ids.length)
    const everyCard = (await client().listing(wallpapers({ limit: 100, include_nsfw: true }))).items.map((item) => item.id)
    expect(ids).toEqual(everyCard)
  })

  it('merges pages without repeating a post that moved past the cursor in between', async () => {
    const posts = reddit.posts('wallpapers')
    const firstVideo = posts.find((post) => post.kind === 'video')
    expect(posts.indexOf(firstVideo as FakeRedditPost)).toBeLessThan(25)
    reddit.onListing((served) => {
      if (served === 1) reddit.moveInHot('wallpapers', firstVideo?.id ?? '', 30)
    })
    const page = await client().listing(wallpapers({ media_type: 'VIDEO' }))
    const ids = page.items.map((item) => item.id)
    expect(apiListings().length).toBeGreaterThan(1)
    expect(ids.filter((id) => id === firstVideo?.id)).toHaveLength(1)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('keeps the cards already found when a following page fails, next pointing after them', async () => {
    const posts = reddit.posts('wallpapers')
    reddit.onListing((served) => {
      if (served === 1) reddit.api.fault({ kind: 'status', status: 500, body: 'oops', contentType: 'text/plain' }, { times: 10 })
    })
    const page = await client().listing(wallpapers({ media_type: 'VIDEO' }))
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((item) => item.mediaType === 'video')).toBe(true)
    expect(page.next?.after).toBe(posts[24]?.name)
    expect(apiListings()).toHaveLength(4)
  })

  it('an empty community gives an empty page and next null, not an error', async () => {
    const page = await client().listing({ communities: REDDIT_COMMUNITIES.empty })
    expect(page).toEqual({ items: [], next: null, total: null, seed: null, skipped: 0 })
    expect(apiListings()).toHaveLength(1)
  })

  it('withAfter on a returned next keeps every other field', async () => {
    const page = await client().listing(wallpapers({ sort: 'TOP', time_filter: 'ALL', limit: 7, media_type: 'IMAGE' }))
    expect(page.next).toEqual(withAfter(createRedditListingParams(wallpapers({ sort: 'TOP', time_filter: 'ALL', limit: 7, media_type: 'IMAGE' })), page.next?.after ?? null))
    expect(Object.isFrozen(page.next)).toBe(true)
  })
})

describe('refusals, each in its own words', () => {
  it.each([
    ['private', 'blocked', 'r/private is private.'],
    ['quarantined', 'blocked', 'r/quarantined is quarantined: Reddit shows it only to signed-in accounts that have opted in.'],
    ['gated', 'blocked', 'r/gated is gated: Reddit shows it only to signed-in accounts that have confirmed they want to see it.'],
    ['banned', 'not_found', 'r/banned has been banned.'],
    ['nosuchcommunity', 'not_found', 'There is no community called r/nosuchcommunity.'],
    ['missingone+wallpapers', 'not_found', 'There is no community called r/missingone.'],
    ['wallpapers+private', 'blocked', 'One of r/wallpapers, r/private is private.'],
  ])('r/%s: %s, "%s"', async (communities, kind, message) => {
    const error = await failure(client().listing({ communities }))
    expect(error.kind).toBe(kind)
    expect(error.message).toBe(message)
    // The redirect to subreddit search is not followed.
    expect(reddit.api.requests).toHaveLength(1)
  })

  it('a listing of communities (t5) instead of posts means the community does not exist', async () => {
    const search = readFileSync(new URL('../fixtures/reddit/listing-subreddit-search.json', import.meta.url), 'utf8')
    reddit.api.fault({ kind: 'status', status: 200, body: search, contentType: 'application/json; charset=UTF-8' })
    const error = await failure(client().listing({ communities: 'wallpaperz' }))
    expect(error.kind).toBe('not_found')
    expect(error.message).toBe('There is no community called r/wallpaperz.')
  })

  it('a plain 404 from the oauth host (where the redirect is unconfirmed) is not found too', async () => {
    reddit.api.fault({ kind: 'status', status: 404, body: '{"message": "Not Found", "error": 404}', contentType: 'application/json; charset=UTF-8' })
    const error = await failure(client().listing({ communities: 'wallpaperz' }))
    expect(error.kind).toBe('not_found')
    expect(error.message).toBe('There is no community called r/wallpaperz.')
  })
})

describe('anonymous Reddit (blocked since 2026)', () => {
  it('pointed at www, the 403 block page is a credentials error, never an HTML parse', async () => {
    const error = await failure(client({ baseUrl: reddit.auth.url }).listing(wallpapers()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe(REDDIT_NEEDS_CREDENTIALS)
    const blocked = reddit.auth.requests.find((request) => request.method === 'GET')
    expect(blocked?.path).toBe('/r/wallpapers/hot')
  })

  it('pointed at old.reddit, the 200 login page is a credentials error', async () => {
    const error = await failure(client({ baseUrl: `${reddit.auth.url}/old` }).listing(wallpapers()))
    expect(error.kind).toBe('credentials')
    expect(error.message).toBe(REDDIT_NEEDS_CREDENTIALS)
  })

  it('the older "whoa there, pardner!" 403 page means rate limited', async () => {
    reddit.api.fault({ kind: 'status', status: 403, body: '<html><h1>whoa there, pardner!</h1></html>', contentType: 'text/html' })
    expect((await failure(client().listing(wallpapers()))).kind).toBe('rate_limited')
  })
})

describe('rate limits', () => {
  it('reads the headers as numbers (Reddit sends decimal strings) and exposes them', async () => {
    const reddit_ = client({ maxPages: 1 })
    expect(reddit_.rateLimit()).toBeNull()
    const before = Date.now()
    await reddit_.listing(wallpapers({ limit: 100 }))
    const limit = reddit_.rateLimit()
    expect(limit).toEqual({ used: 1, remaining: 999, resetSeconds: expect.any(Number), observedAt: expect.any(Number) })
    expect(limit?.resetSeconds).toBeGreaterThan(590)
    expect(limit?.observedAt).toBeGreaterThanOrEqual(before)
  })

  it('a 429 is rate limited with X-Ratelimit-Reset, and no request is sent again before the reset', async () => {
    let now = Date.now()
    const reddit_ = client({ now: () => now, maxPages: 1 })
    reddit.throttle(true, 42)
    const error = await failure(reddit_.listing(wallpapers()))
    expect(error.kind).toBe('rate_limited')
    expect(error.toData().retryAfter).toBe(42)
    expect(error.message).toBe('Reddit is limiting requests. Try again in 42 seconds.')
    expect(apiListings()).toHaveLength(1)
    expect(reddit_.rateLimit()).toMatchObject({ remaining: 0, resetSeconds: 42 })
    reddit.throttle(false)
    now += 30_000
    const early = await failure(reddit_.listing(wallpapers()))
    expect(early.kind).toBe('rate_limited')
    expect(early.toData().retryAfter).toBe(12)
    expect(apiListings()).toHaveLength(1)
    now += 13_000
    expect((await reddit_.listing(wallpapers())).items.length).toBeGreaterThan(0)
    expect(apiListings()).toHaveLength(2)
  })
})

describe('faults', () => {
  it('retries a 503 and then succeeds', async () => {
    reddit.api.fault({ kind: 'status', status: 503, body: 'upstream connect error', contentType: 'text/plain' })
    const page = await client({ maxPages: 1 }).listing(wallpapers())
    expect(page.items.length).toBeGreaterThan(0)
    expect(apiListings()).toHaveLength(2)
  })

  it('recovers from a connection reset mid-body', async () => {
    reddit.api.fault({ kind: 'reset-mid-body' })
    expect((await client().listing(wallpapers())).items.length).toBeGreaterThan(0)
  })

  it.each([
    [{ kind: 'truncated-json' } as const, 'upstream', 'Reddit sent a broken or incomplete response.'],
    [{ kind: 'html-for-json' } as const, 'upstream', 'Reddit answered with a web page instead of data.'],
    [{ kind: 'status', status: 500, body: '<html>oops</html>', contentType: 'text/html' } as const, 'upstream', 'Reddit is having trouble (HTTP 500). Try again later.'],
    [{ kind: 'reset-mid-body' } as const, 'network', 'The connection to Reddit broke off.'],
  ])('maps %j to %s', async (fault, kind, message) => {
    reddit.api.fault(fault, { times: 10 })
    const error = await failure(client().listing(wallpapers()))
    expect(error.kind).toBe(kind)
    expect(error.message).toBe(message)
  })

  it('times out a slow answer as a network error', async () => {
    reddit.api.fault({ kind: 'slow', delayMs: 600 }, { times: 5 })
    const error = await failure(client({ timeoutMs: 200, retry: { limit: 0 } }).listing(wallpapers()))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Reddit did not answer in time.')
  })
})

describe('the fake itself', () => {
  async function token(authorization: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${reddit.auth.url}/api/v1/access_token`, {
      method: 'POST',
      headers: { authorization, 'user-agent': USER_AGENT, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const installed = basic(REDDIT_INSTALLED_APP.clientId, '')
  const script = basic(REDDIT_SCRIPT_APP.clientId, REDDIT_SCRIPT_APP.clientSecret)

  it('grants tokens only for the grant that fits the app, with a well-formed device id', async () => {
    const granted = await token(installed, { grant_type: INSTALLED_CLIENT_GRANT, device_id: 'DO_NOT_TRACK_THIS_DEVICE' })
    expect(granted).toEqual({ status: 200, body: { access_token: expect.any(String), token_type: 'bearer', expires_in: 3600, scope: '*' } })
    expect(await token(installed, { grant_type: 'client_credentials' })).toEqual({ status: 400, body: { error: 'unauthorized_client' } })
    expect(await token(script, { grant_type: INSTALLED_CLIENT_GRANT, device_id: 'x'.repeat(25) })).toEqual({ status: 400, body: { error: 'unauthorized_client' } })
    expect(await token(script, { grant_type: 'password' })).toEqual({ status: 200, body: { error: 'unsupported_grant_type' } })
    expect((await token(installed, { grant_type: INSTALLED_CLIENT_GRANT, device_id: 'short' })).status).toBe(400)
    expect((await token(basic('nobody', ''), { grant_type: 'client_credentials' })).status).toBe(401)
    const second = await token(installed, { grant_type: INSTALLED_CLIENT_GRANT, device_id: 'DO_NOT_TRACK_THIS_DEVICE' })
    expect(second.body.access_token).not.toBe(granted.body.access_token)
    expect(reddit.grants).toHaveLength(2)
  })

  it('sends escaped strings without raw_json=1, answers /r/x as hot and takes a .json suffix', async () => {
    const { body } = await token(installed, { grant_type: INSTALLED_CLIENT_GRANT, device_id: 'DO_NOT_TRACK_THIS_DEVICE' })
    const headers = { authorization: `bearer ${body.access_token as string}`, 'user-agent': USER_AGENT }
    const escaped = await (await fetch(`${reddit.api.url}/r/wallpapers/hot?limit=100`, { headers })).text()
    const raw = await (await fetch(`${reddit.api.url}/r/wallpapers.json?limit=100&raw_json=1`, { headers })).text()
    expect(raw).toContain('?width=108&crop=smart&auto=webp&s=8bdf5445')
    expect(escaped).toContain('?width=108&amp;crop=smart&amp;auto=webp&amp;s=8bdf5445')
    expect(raw).toContain('"selftext_html":"<!-- SC_OFF -->')
    expect(escaped).toContain('"selftext_html":"&lt;!-- SC_OFF --&gt;')
    const ids = (text: string) => (JSON.parse(text) as { data: { children: { data: { id: string } }[] } }).data.children.map((child) => child.data.id)
    expect(ids(raw)).toEqual(ids(escaped))
    const missing = await fetch(`${reddit.api.url}/r/nosuchcommunity/top.json`, { headers, redirect: 'manual' })
    expect(missing.status).toBe(302)
    expect(missing.headers.get('location')).toBe('/subreddits/search.json?q=nosuchcommunity')
    expect(missing.headers.get('x-ratelimit-remaining')).toMatch(/^\d+\.0$/)
  })
})

describe('Reddit client: one card by id', () => {
  it('finds a gallery item and a plain post by their card ids, NSFW included', async () => {
    const page = await client().listing({ communities: 'wallpapers', limit: 100, include_nsfw: true })
    const galleryItem = page.items.find((item) => item.id.includes('_'))
    const nsfw = page.items.find((item) => item.nsfw)
    for (const wanted of [galleryItem, nsfw]) {
      expect(wanted).toBeDefined()
      expect(await client().item(wanted?.id as string)).toEqual(wanted)
    }
    expect(reddit.api.requests.at(-1)?.path).toMatch(/^\/by_id\/t3_[a-z0-9]+$/)
    expect(reddit.api.requests.at(-1)?.query.get('raw_json')).toBe('1')
  })

  it('says plainly when there is no such post, and validates the id before sending', async () => {
    await expect(client().item('zzzzzz9')).rejects.toMatchObject({ kind: 'not_found' })
    const before = reddit.api.count()
    await expect(client().item('../etc')).rejects.toMatchObject({ kind: 'validation' })
    expect(reddit.api.count()).toBe(before)
  })
})
