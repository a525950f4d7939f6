// Reddit as Tapestry meets it since 2026 (docs/apis.md, "Reddit"), on two loopback servers:
//   auth  stands for www.reddit.com: the OAuth token endpoint, the anonymous JSON that answers with
//         a 403 block page, and old.reddit's pages (under /old) that answer with a 200 login page;
//   api   stands for oauth.reddit.com: community listings for a valid bearer token, with rate-limit
//         headers, Reddit's refusals (private, quarantined, gated, banned, missing) and a 429 switch.
// Listings are built from a catalogue whose posts copy the media cases of listing-wallpapers.json
// (plus an image post without a preview, a gallery with null gallery_data and a spoiler), their
// preview and media URLs pointing at the image host (`/img/<picture>/<W>x<H>.<ext>`, a drawn picture per post).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'

export interface FakeRedditApp {
  clientId: string
  /** A script app's secret; null for an installed app. */
  clientSecret: string | null
}

export const REDDIT_INSTALLED_APP = Object.freeze({ clientId: 'tapestryInstalled01', clientSecret: null }) satisfies FakeRedditApp
export const REDDIT_SCRIPT_APP = Object.freeze({ clientId: 'tapestryScript02', clientSecret: 'scr1pt-Secret_9f8e7d6c5b' }) satisfies FakeRedditApp

export const INSTALLED_CLIENT_GRANT = 'https://oauth.reddit.com/grants/installed_client'

/** The media cases of listing-wallpapers.json, each by the post that shows it. */
export const REDDIT_POST_KINDS = {
  stickied: '1rx0a2b',
  image: '1ss7q8o',
  gallery: '1ss6k2m',
  crosspost: '1ss5j7d',
  'imgur-gifv': '1ss4h3x',
  'imgur-bare': '1ss3g8w',
  'imgur-album': '1ss3c1v',
  video: '1ss2z5u',
  'video-gif': '1ss2t4r',
  self: '1ss2p0q',
  removed: '1ss2m6n',
  'nsfw-image': '1ss2h1k',
  'link-preview': '1ss2c9j',
  youtube: '1ss1x3h',
} as const

/**
 * Shapes real listings hold that listing-wallpapers.json does not, each made from one of its posts:
 * an image post Reddit made no preview for, a gallery whose `gallery_data` is null (its pictures
 * only in `media_metadata`), and a post marked as a spoiler.
 */
const DERIVED_KINDS = {
  'image-no-preview': {
    from: 'image',
    change: (data: Record<string, unknown>) => {
      delete data.preview
      data.thumbnail = 'default'
    },
  },
  'gallery-no-data': {
    from: 'gallery',
    change: (data: Record<string, unknown>) => {
      data.gallery_data = null
    },
  },
  spoiler: {
    from: 'image',
    change: (data: Record<string, unknown>) => {
      data.spoiler = true
      data.thumbnail = 'spoiler'
    },
  },
} as const satisfies Record<string, { from: keyof typeof REDDIT_POST_KINDS; change: (data: Record<string, unknown>) => void }>

export type RedditPostKind = keyof typeof REDDIT_POST_KINDS | keyof typeof DERIVED_KINDS

/** Every kind but the stickied post, which only ever stands at the top of a community. */
const CYCLED_KINDS = ([...Object.keys(REDDIT_POST_KINDS), ...Object.keys(DERIVED_KINDS)] as RedditPostKind[]).filter((kind) => kind !== 'stickied')

export interface FakeRedditPost {
  kind: RedditPostKind
  id: string
  /** The fullname, `t3_<id>`: what `after` points at. */
  name: string
  community: string
  createdUtc: number
  score: number
  /** Position in the community's hot order. */
  hotRank: number
  /** The post's `data`, as the API sends it with raw_json=1. */
  data: Record<string, unknown>
}

export interface TokenGrant {
  clientId: string
  grantType: string
  deviceId: string | null
  token: string
}

export interface RedditFakeOptions {
  /** Where preview and media URLs point (the image host's URL); a placeholder when omitted. */
  imageHostUrl?: string
  apps?: FakeRedditApp[]
  tokenLifetimeSeconds?: number
  /** Requests allowed per rate-limit window before a 429 (generous, so test suites never hit it by accident). */
  rateLimitPerWindow?: number
  rateLimitWindowSeconds?: number
}

/** What the communities hold. */
export const REDDIT_COMMUNITIES = Object.freeze({
  /** ~120 posts: the stickied rules post, then every media case in turn. */
  wallpapers: 'wallpapers',
  /** 30 more posts, for multi-community listings (`wallpapers+wallpaper`). */
  wallpaper: 'wallpaper',
  /** 150 posts, nearly all self or NSFW: one SFW image in every 30, so filtering leaves pages short. */
  sparse: 'wallpaperdiscussion',
  /** A community with no posts at all. */
  empty: 'quietwallpapers',
  private: 'private',
  quarantined: 'quarantined',
  gated: 'gated',
  banned: 'banned',
})

export interface RedditFake {
  /** www.reddit.com: token endpoint, anonymous block page, old.reddit login page under /old. */
  readonly auth: FakeServer
  /** oauth.reddit.com: the listings. */
  readonly api: FakeServer
  /** Every token issued, in order. */
  readonly grants: readonly TokenGrant[]
  /** A community's posts in hot order. */
  posts(community: string): readonly FakeRedditPost[]
  /** Every token issued so far stops working, as after an hour. */
  expireTokens(): void
  /** Until switched off, the API answers every request with 429 and a reset in `resetSeconds`. */
  throttle(on: boolean, resetSeconds?: number): void
  /** Moves a post to another place in its community's hot order, as votes do between two requests. */
  moveInHot(community: string, postId: string, toIndex: number): void
  /** Called after each listing the API serves, with how many it has served since the last reset. */
  onListing(hook: ((served: number) => void) | null): void
  start(): Promise<void>
  stop(): Promise<void>
  /** Clears both request logs and faults, the grants and tokens, the throttle, the rate window and any reordering. */
  reset(): void
}

const SPECIAL_REFUSALS: Readonly<Record<string, { status: number; body: Record<string, unknown> }>> = {
  private: { status: 403, body: { reason: 'private', message: 'Forbidden', error: 403 } },
  quarantined: {
    status: 403,
    body: {
      reason: 'quarantined',
      quarantine_message: 'This community is quarantined: it is dedicated to shocking or highly offensive content.',
      message: 'Forbidden',
      error: 403,
    },
  },
  gated: { status: 403, body: { reason: 'gated', message: 'Forbidden', error: 403 } },
  banned: { status: 404, body: { reason: 'banned', message: 'Not Found', error: 404 } },
}

const UNAUTHORIZED = { message: 'Unauthorized', error: 401 }
const TOO_MANY_REQUESTS = { message: 'Too Many Requests', error: 429 }
const SORTS = new Set(['hot', 'new', 'top', 'rising', 'controversial'])
const TIME_WINDOWS_S: Readonly<Record<string, number>> = {
  hour: 3600,
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
  all: Number.POSITIVE_INFINITY,
}

/** The newest post's time; the catalogue's posts are 7 hours apart going back from here. */
const NEWEST_UTC = 1_781_040_312
const POST_SPACING_S = 7 * 3600
/** "Now" for the time filter of top and controversial. */
const FAKE_NOW_UTC = NEWEST_UTC + 1800

export const REDDIT_BLOCK_PAGE =
  '<!DOCTYPE html><html><head><title>Blocked</title></head><body><h1>You\'ve been blocked by network security.</h1>' +
  '<p>To continue, log in to your Reddit account or use your developer token.</p>' +
  '<p>If you think you\'ve been blocked by mistake, file a ticket below and we\'ll look into it.</p></body></html>'

export const REDDIT_LOGIN_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>reddit.com: Log in</title></head><body class="login-page">' +
  '<form id="login-form" method="post" action="https://old.reddit.com/post/login"><input name="user"><input name="passwd" type="password">' +
  '<button type="submit">log in</button></form></body></html>'

function fixture(name: string): { data: { children: { kind: string; data: Record<string, unknown> }[] } } {
  return JSON.parse(readFileSync(new URL(`../../../test/fixtures/reddit/${name}`, import.meta.url), 'utf8')) as never
}

const TEMPLATES: ReadonlyMap<RedditPostKind, Record<string, unknown>> = (() => {
  const children = fixture('listing-wallpapers.json').data.children
  const templates = new Map<RedditPostKind, Record<string, unknown>>(
    (Object.entries(REDDIT_POST_KINDS) as [RedditPostKind, string][]).map(([kind, id]) => {
      const child = children.find((candidate) => candidate.data['id'] === id)
      if (child === undefined) throw new Error(`listing-wallpapers.json has no post ${id} (${kind})`)
      return [kind, child.data]
    }),
  )
  for (const [kind, { from, change }] of Object.entries(DERIVED_KINDS) as [RedditPostKind, (typeof DERIVED_KINDS)[keyof typeof DERIVED_KINDS]][]) {
    const data = structuredClone(templates.get(from) as Record<string, unknown>)
    change(data)
    templates.set(kind, data)
  }
  return templates
})()

const SUBREDDIT_SEARCH = fixture('listing-subreddit-search.json')

// ---------------------------------------------------------------------------------------------
// The catalogue

const MEDIA_HOSTS = new Set([
  'i.redd.it',
  'preview.redd.it',
  'external-preview.redd.it',
  'v.redd.it',
  'b.thumbs.redditmedia.com',
  'a.thumbs.redditmedia.com',
])

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Where a post's media goes on the image host, and whose picture it is. */
interface ImageHostTarget {
  url: string
  postId: string
}

/**
 * A Reddit media URL moved to the image host, keeping its extension and query (`s=` signature and
 * all). Its picture is drawn for the post and the media's name on Reddit (the first part of its
 * path): a picture, its previews and its original look alike, and each post, and each picture of a
 * gallery, differs from the others.
 */
function toImageHost(url: string, width: number, height: number, target: ImageHostTarget): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url
  }
  if (!MEDIA_HOSTS.has(parsed.hostname)) return url
  const extension = /\.(jpe?g|png|gif|mp4)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? 'jpg'
  const media = (parsed.pathname.split('/')[1] ?? '').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]/g, '')
  return `${target.url}/img/reddit-${target.postId}-${media}/${Math.round(width)}x${Math.round(height)}.${extension}${parsed.search}`
}

/** Walks a post and moves every sized media URL (previews, gallery renditions, video files) to the image host. */
function moveMediaUrls(node: unknown, target: ImageHostTarget): void {
  if (Array.isArray(node)) {
    for (const inner of node) moveMediaUrls(inner, target)
    return
  }
  if (!isRecord(node)) return
  const { width, height, x, y } = node
  if (typeof node.url === 'string' && typeof width === 'number' && typeof height === 'number') {
    node.url = toImageHost(node.url, width, height, target)
  }
  if (typeof x === 'number' && typeof y === 'number') {
    for (const key of ['u', 'gif', 'mp4']) {
      const value = node[key]
      if (typeof value === 'string') node[key] = toImageHost(value, x, y, target)
    }
  }
  if (typeof node.fallback_url === 'string' && typeof width === 'number' && typeof height === 'number') {
    for (const key of ['fallback_url', 'scrubber_media_url', 'hls_url', 'dash_url']) {
      const value = node[key]
      if (typeof value === 'string') node[key] = toImageHost(value, width, height, target)
    }
  }
  for (const inner of Object.values(node)) moveMediaUrls(inner, target)
}

/** The post's own link and thumbnail: an i.redd.it original takes the preview source's size. */
function movePostUrls(post: Record<string, unknown>, target: ImageHostTarget): void {
  const preview = post.preview
  const source = isRecord(preview) && Array.isArray(preview.images) && isRecord(preview.images[0]) ? preview.images[0].source : undefined
  const width = isRecord(source) && typeof source.width === 'number' ? source.width : 1920
  const height = isRecord(source) && typeof source.height === 'number' ? source.height : 1080
  for (const key of ['url', 'url_overridden_by_dest']) {
    const value = post[key]
    if (typeof value === 'string' && value.startsWith('https://i.redd.it/')) post[key] = toImageHost(value, width, height, target)
  }
  if (typeof post.thumbnail === 'string' && post.thumbnail.startsWith('https://')) {
    post.thumbnail = toImageHost(post.thumbnail, 140, (140 * height) / width, target)
  }
  const parents = post.crosspost_parent_list
  if (Array.isArray(parents)) for (const parent of parents) if (isRecord(parent)) movePostUrls(parent, target)
}

function slugOf(permalink: unknown): string {
  return typeof permalink === 'string' ? (/\/comments\/[^/]+\/([^/]+)/.exec(permalink)?.[1] ?? 'post') : 'post'
}

interface PostPlan {
  kind: RedditPostKind
  community: string
  id: string
  createdUtc: number
  score: number
  hotRank: number
}

function makePost(plan: PostPlan, imageHost: string): FakeRedditPost {
  const template = TEMPLATES.get(plan.kind)
  if (template === undefined) throw new Error(`no template for ${plan.kind}`)
  const data = structuredClone(template)
  const permalink = `/r/${plan.community}/comments/${plan.id}/${slugOf(template.permalink)}/`
  Object.assign(data, {
    id: plan.id,
    name: `t3_${plan.id}`,
    subreddit: plan.community,
    subreddit_name_prefixed: `r/${plan.community}`,
    permalink,
    created: plan.createdUtc,
    created_utc: plan.createdUtc,
    score: plan.score,
    ups: plan.score,
    stickied: plan.kind === 'stickied',
    pinned: false,
  })
  if (data.is_self === true) data.url = `https://www.reddit.com${permalink}`
  if (data.is_gallery === true) {
    data.url = `https://www.reddit.com/gallery/${plan.id}`
    data.url_overridden_by_dest = data.url
  }
  const target = { url: imageHost, postId: plan.id }
  moveMediaUrls(data, target)
  movePostUrls(data, target)
  return { ...plan, name: `t3_${plan.id}`, data }
}

/** Base-36 ids counting down from `first`, as Reddit's do (newer posts have larger ids). */
function idAt(first: string, index: number): string {
  return (parseInt(first, 36) - index).toString(36)
}

function pseudoScore(index: number, salt: number): number {
  return ((index + 1) * 7919 + salt * 104_729) % 9000 + 100
}

function community(name: string, kinds: RedditPostKind[], firstId: string, salt: number, imageHost: string): FakeRedditPost[] {
  return kinds.map((kind, index) =>
    makePost(
      {
        kind,
        community: name,
        id: idAt(firstId, index),
        createdUtc: NEWEST_UTC - index * POST_SPACING_S - salt * 60,
        score: pseudoScore(index, salt),
        hotRank: index,
      },
      imageHost,
    ),
  )
}

function buildCatalogue(imageHost: string): Map<string, FakeRedditPost[]> {
  const wallpapers: RedditPostKind[] = ['stickied', ...Array.from({ length: 119 }, (_, index) => CYCLED_KINDS[index % CYCLED_KINDS.length] as RedditPostKind)]
  const wallpaper = Array.from({ length: 30 }, (_, index) => CYCLED_KINDS[(index + 5) % CYCLED_KINDS.length] as RedditPostKind)
  const sparse = Array.from({ length: 150 }, (_, index): RedditPostKind => (index % 30 === 29 ? 'image' : index % 2 === 0 ? 'self' : 'nsfw-image'))
  return new Map([
    [REDDIT_COMMUNITIES.wallpapers, community(REDDIT_COMMUNITIES.wallpapers, wallpapers, '1t00000', 1, imageHost)],
    [REDDIT_COMMUNITIES.wallpaper, community(REDDIT_COMMUNITIES.wallpaper, wallpaper, '1u00000', 2, imageHost)],
    [REDDIT_COMMUNITIES.sparse, community(REDDIT_COMMUNITIES.sparse, sparse, '1v00000', 3, imageHost)],
    [REDDIT_COMMUNITIES.empty, []],
  ])
}

// ---------------------------------------------------------------------------------------------
// Listings

function controversy(post: FakeRedditPost): number {
  return (post.score * 31) % 997
}

function ordered(posts: FakeRedditPost[], sort: string, time: string | null): FakeRedditPost[] {
  const byAge = (a: FakeRedditPost, b: FakeRedditPost) => b.createdUtc - a.createdUtc
  // Reddit's top and controversial default to the last day when `t` is missing or unknown.
  const window = TIME_WINDOWS_S[time ?? 'day'] ?? TIME_WINDOWS_S.day ?? 86_400
  const inWindow = (post: FakeRedditPost) => post.createdUtc >= FAKE_NOW_UTC - window
  switch (sort) {
    case 'new':
      return [...posts].sort(byAge)
    case 'rising':
      return [...posts].sort((a, b) => b.score / (FAKE_NOW_UTC - b.createdUtc) - a.score / (FAKE_NOW_UTC - a.createdUtc) || byAge(a, b))
    case 'top':
      return posts.filter(inWindow).sort((a, b) => b.score - a.score || byAge(a, b))
    case 'controversial':
      return posts.filter(inWindow).sort((a, b) => controversy(b) - controversy(a) || byAge(a, b))
    default:
      // Hot: the stickied post first, then each community's own hot order, interleaved.
      return [...posts].sort((a, b) => Number(b.data.stickied === true) - Number(a.data.stickied === true) || a.hotRank - b.hotRank)
  }
}

/** What Reddit does to every string without raw_json=1 ("for legacy reasons"). */
function legacyEscape(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
  if (Array.isArray(value)) return value.map(legacyEscape)
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, legacyEscape(inner)]))
  return value
}

function clampLimit(raw: string | null): number {
  const limit = raw === null ? 25 : Number(raw)
  if (!Number.isFinite(limit)) return 25
  return Math.min(100, Math.max(1, Math.trunc(limit)))
}

// ---------------------------------------------------------------------------------------------
// The two servers

function parseBasic(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')
  if (!match?.[1]) return null
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
}

function isValidDeviceId(deviceId: string | null): boolean {
  return deviceId === 'DO_NOT_TRACK_THIS_DEVICE' || (deviceId !== null && deviceId.length >= 20 && deviceId.length <= 30)
}

export function createRedditFake(options: RedditFakeOptions = {}): RedditFake {
  const imageHost = (options.imageHostUrl ?? 'http://reddit-media.invalid').replace(/\/+$/, '')
  const apps: FakeRedditApp[] = options.apps ?? [REDDIT_INSTALLED_APP, REDDIT_SCRIPT_APP]
  const tokenLifetimeS = options.tokenLifetimeSeconds ?? 3600
  const perWindow = options.rateLimitPerWindow ?? 1000
  const windowS = options.rateLimitWindowSeconds ?? 600
  let catalogue = buildCatalogue(imageHost)

  const auth = new FakeServer('reddit www')
  const api = new FakeServer('reddit oauth')
  const grants: TokenGrant[] = []
  const tokens = new Map<string, { expiresAt: number }>()
  let throttledFor: number | null = null
  let windowStart = Date.now()
  let used = 0
  let served = 0
  let listingHook: ((served: number) => void) | null = null

  // --- www: token endpoint ---------------------------------------------------------------------

  auth.route('POST', '/api/v1/access_token', (request, respond) => {
    if (!request.headers['user-agent']) return respond.json(429, TOO_MANY_REQUESTS)
    const credentials = parseBasic(request.headers.authorization)
    const app = apps.find((candidate) => candidate.clientId === credentials?.username)
    if (credentials === null || app === undefined || credentials.password !== (app.clientSecret ?? '')) {
      return respond.json(401, UNAUTHORIZED)
    }
    const isForm = /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')
    const form = new URLSearchParams(isForm ? request.body : '')
    const grantType = form.get('grant_type') ?? ''
    const deviceId = form.get('device_id')
    if (grantType === INSTALLED_CLIENT_GRANT) {
      if (app.clientSecret !== null) return respond.json(400, { error: 'unauthorized_client' })
      if (!isValidDeviceId(deviceId)) return respond.json(400, { error: 'invalid_request' })
    } else if (grantType === 'client_credentials') {
      if (app.clientSecret === null) return respond.json(400, { error: 'unauthorized_client' })
    } else {
      return respond.json(200, { error: 'unsupported_grant_type' })
    }
    const token = `${randomBytes(4).toString('hex')}-${randomBytes(18).toString('base64url')}`
    tokens.set(token, { expiresAt: Date.now() + tokenLifetimeS * 1000 })
    grants.push({ clientId: app.clientId, grantType, deviceId, token })
    return respond.json(200, { access_token: token, token_type: 'bearer', expires_in: tokenLifetimeS, scope: '*' })
  })

  // --- www: anonymous JSON (blocked since 2026-05) and old.reddit (a login page since ~2026-08) ---

  const blockPage = (_request: FakeRequest, respond: Responder) => respond.text(403, REDDIT_BLOCK_PAGE, 'text/html; charset=utf-8')
  const loginPage = (_request: FakeRequest, respond: Responder) => respond.text(200, REDDIT_LOGIN_PAGE, 'text/html; charset=utf-8')
  auth.route('GET', '/r/:community/:sort', blockPage)
  auth.route('GET', '/r/:community', blockPage)
  auth.route('GET', '/subreddits/search.json', blockPage)
  auth.route('GET', '/old/r/:community/:sort', loginPage)
  auth.route('GET', '/old/r/:community', loginPage)

  // --- oauth: listings ----------------------------------------------------------------------

  function rateHeaders(): Record<string, string> {
    const now = Date.now()
    if (now - windowStart >= windowS * 1000) {
      windowStart = now
      used = 0
    }
    if (throttledFor !== null) return { 'x-ratelimit-used': String(perWindow), 'x-ratelimit-remaining': '0.0', 'x-ratelimit-reset': String(throttledFor) }
    return {
      'x-ratelimit-used': String(used),
      'x-ratelimit-remaining': `${Math.max(0, perWindow - used)}.0`,
      'x-ratelimit-reset': String(Math.max(1, Math.ceil((windowStart + windowS * 1000 - now) / 1000))),
    }
  }

  function isAuthorised(request: FakeRequest): boolean {
    const token = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const known = token === undefined ? undefined : tokens.get(token)
    return known !== undefined && Date.now() < known.expiresAt
  }

  /** Every API request: counted, throttled, authorised; then `answer` with the rate-limit headers. */
  function guarded(answer: (request: FakeRequest, respond: Responder, headers: Record<string, string>) => void) {
    return (request: FakeRequest, respond: Responder) => {
      used += 1
      const headers = rateHeaders()
      if (throttledFor !== null || used > perWindow || !request.headers['user-agent']) return respond.json(429, TOO_MANY_REQUESTS, headers)
      if (!isAuthorised(request)) return respond.json(401, UNAUTHORIZED, { ...headers, 'www-authenticate': 'Bearer realm="reddit", error="invalid_token"' })
      return answer(request, respond, headers)
    }
  }

  function redirect(res: ServerResponse, location: string, headers: Record<string, string>): void {
    res.writeHead(302, { location, 'content-length': '0', ...headers })
    res.end()
  }

  function listing(request: FakeRequest, respond: Responder, headers: Record<string, string>, communities: string, sort: string): void {
    if (!SORTS.has(sort)) return respond.json(404, { message: 'Not Found', error: 404 }, headers)
    const names = communities.split('+').filter(Boolean)
    const posts: FakeRedditPost[] = []
    for (const [index, name] of names.entries()) {
      const refusal = SPECIAL_REFUSALS[name.toLowerCase()]
      if (refusal !== undefined) return respond.json(refusal.status, refusal.body, headers)
      const found = catalogue.get(name.toLowerCase())
      // Reddit redirects to subreddit search when the first name does not exist; later ones are dropped.
      if (found === undefined && index === 0) return redirect(respond.raw, `/subreddits/search.json?q=${encodeURIComponent(name)}`, headers)
      posts.push(...(found ?? []))
    }
    const sorted = ordered(posts, sort, sort === 'top' || sort === 'controversial' ? request.query.get('t') : null)
    const limit = clampLimit(request.query.get('limit'))
    const after = request.query.get('after')
    const start = after === null ? 0 : sorted.findIndex((post) => post.name === after) + 1
    // An unknown cursor gives an empty page, as Reddit does.
    const page = after !== null && start === 0 ? [] : sorted.slice(start, start + limit)
    const last = page.at(-1)
    const hasMore = last !== undefined && start + page.length < sorted.length
    const body = {
      kind: 'Listing',
      data: {
        after: hasMore ? last.name : null,
        dist: page.length,
        modhash: '',
        geo_filter: '',
        children: page.map((post) => ({ kind: 't3', data: post.data })),
        before: after !== null && page[0] !== undefined ? page[0].name : null,
      },
    }
    respond.json(200, request.query.get('raw_json') === '1' ? body : legacyEscape(body), headers)
    served += 1
    listingHook?.(served)
  }

  const stripJson = (segment: string | undefined) => (segment ?? '').replace(/\.json$/i, '')
  api.route(
    'GET',
    '/r/:communities/:sort',
    guarded((request, respond, headers) => listing(request, respond, headers, stripJson(request.params.communities), stripJson(request.params.sort))),
  )
  api.route(
    'GET',
    '/r/:communities',
    guarded((request, respond, headers) => listing(request, respond, headers, stripJson(request.params.communities), 'hot')),
  )
  // GET /by_id/t3_a,t3_b: the posts by fullname, as a listing (unknown names are left out).
  api.route(
    'GET',
    '/by_id/:names',
    guarded((request, respond, headers) => {
      const wanted = new Set(stripJson(request.params.names).split(','))
      const posts = [...catalogue.values()].flat().filter((post) => wanted.has(post.name))
      const body = { kind: 'Listing', data: { after: null, before: null, dist: posts.length, modhash: '', geo_filter: '', children: posts.map((post) => ({ kind: 't3', data: post.data })) } }
      respond.json(200, request.query.get('raw_json') === '1' ? body : legacyEscape(body), headers)
    }),
  )
  const subredditSearch = guarded((_request, respond, headers) => respond.json(200, SUBREDDIT_SEARCH, headers))
  api.route('GET', '/subreddits/search', subredditSearch)
  api.route('GET', '/subreddits/search.json', subredditSearch)

  return {
    auth,
    api,
    grants,
    posts: (name) => catalogue.get(name.toLowerCase()) ?? [],
    expireTokens() {
      for (const entry of tokens.values()) entry.expiresAt = 0
    },
    throttle(on, resetSeconds = 30) {
      throttledFor = on ? resetSeconds : null
    },
    moveInHot(name, postId, toIndex) {
      const posts = catalogue.get(name.toLowerCase())
      const from = posts?.findIndex((post) => post.id === postId) ?? -1
      if (posts === undefined || from < 0) throw new Error(`r/${name} has no post ${postId}`)
      const [post] = posts.splice(from, 1)
      if (post !== undefined) posts.splice(toIndex, 0, post)
      posts.forEach((entry, index) => (entry.hotRank = index))
    },
    onListing(hook) {
      listingHook = hook
    },
    async start() {
      await Promise.all([auth.start(), api.start()])
    },
    async stop() {
      await Promise.all([auth.stop(), api.stop()])
    },
    reset() {
      auth.reset()
      api.reset()
      grants.length = 0
      tokens.clear()
      throttledFor = null
      windowStart = Date.now()
      used = 0
      served = 0
      listingHook = null
      catalogue = buildCatalogue(imageHost)
    },
  }
}

