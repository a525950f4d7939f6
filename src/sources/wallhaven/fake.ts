// A loopback Wallhaven API v1 with the shapes and quirks of docs/apis.md, "Wallhaven": a deterministic
// catalogue of wallpapers whose files and thumbnails live on the image host (real bytes), search
// with every filter, operator and sorting, the key rules, the 45-a-minute window, Cloudflare's
// challenge for a query string starting with `q=like`, and the error answers of §1.7.
import { generateSeed, seededShuffle } from '../../shared/shuffle'
import { Color } from './enums'
import type { WallhavenTag, WallhavenWallpaper, WallhavenWallpaperDetail } from './records'
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'

/** The key the fake accepts unless told otherwise (32 letters and digits, like a real one). */
export const WALLHAVEN_FAKE_KEY = 'FakeWallhavenKey0123456789abcdef'
export const WALLHAVEN_PER_PAGE = 24
/** The catalogue's "now": creation dates and toplist ranges count back from it, whatever the clock says. */
export const CATALOGUE_NOW = Date.UTC(2026, 8, 15, 0, 0, 0)

export interface WallhavenFakeOptions {
  /** Where `path`, `thumbs` and avatars point: a `createImageHost()` server. */
  imageHostUrl: string
  /** Keys accepted in X-API-Key (or `apikey=`); any other key gets 401. */
  validKeys?: readonly string[]
  /** How many wallpapers the catalogue holds (500 by default). */
  size?: number
  /** The server's own window: `limit` calls per fixed `windowMs`, then 429 (45 per 60 s by default). */
  rateLimit?: { limit?: number; windowMs?: number }
}

/** A record as the fake serves it: Wallhaven always sends these fields, though Tapestry reads them leniently. */
export type FakeWallpaperRecord = WallhavenWallpaperDetail & { views: number; favorites: number; category: 'general' | 'anime' | 'people' }

export interface FakeWallpaper {
  record: FakeWallpaperRecord
  /** Hidden by `ai_art_filter=1`; not a field Wallhaven returns. */
  aiArt: boolean
  createdMs: number
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

const TOP_RANGES: Readonly<Record<string, number>> = {
  '1d': DAY,
  '3d': 3 * DAY,
  '1w': 7 * DAY,
  '1M': 30 * DAY,
  '3M': 91 * DAY,
  '6M': 182 * DAY,
  '1y': 365 * DAY,
}

const SORTINGS = ['date_added', 'relevance', 'random', 'views', 'favorites', 'toplist', 'hot'] as const
type Sorting = (typeof SORTINGS)[number]

const HTML = 'text/html; charset=UTF-8'
const TOO_MANY_REQUESTS_PAGE =
  '<!DOCTYPE html><html><head><title>Too many requests - wallhaven.cc</title></head><body><h1>Too many requests</h1><p>Slow down.</p></body></html>'
const IT_BROKE_PAGE = '<!DOCTYPE html><html><head><title>Whoops - wallhaven.cc</title></head><body><h1>It broke</h1></body></html>'
const CHALLENGE_PAGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><noscript>Enable JavaScript and cookies to continue</noscript></body></html>'

// [id, name, alias, category_id, category, purity, created_at]
const TAG_ROWS: readonly (readonly [number, string, string, number, string, 'sfw' | 'sketchy', string])[] = [
  [37, 'nature', 'natural, outdoors', 13, 'Nature', 'sfw', '2014-02-02 23:16:56'],
  [711, 'landscape', 'landscapes', 13, 'Nature', 'sfw', '2014-06-18 20:44:17'],
  [1028, 'mountains', 'mountain', 13, 'Nature', 'sfw', '2014-06-26 16:29:53'],
  [2729, 'lake', '', 13, 'Nature', 'sfw', '2014-07-11 10:31:02'],
  [57, 'sunrise', 'dawn', 13, 'Nature', 'sfw', '2014-02-05 11:02:19'],
  [2, 'forest', 'woods', 13, 'Nature', 'sfw', '2014-01-20 08:12:40'],
  [319, 'sea', 'ocean', 13, 'Nature', 'sfw', '2014-03-01 17:45:03'],
  [3245, 'night', '', 13, 'Nature', 'sfw', '2014-08-14 22:10:11'],
  [175, 'city', 'cities, cityscape', 19, 'Places', 'sfw', '2014-02-11 14:20:30'],
  [853, 'space', 'outer space', 17, 'Science', 'sfw', '2014-04-04 09:09:09'],
  [348, 'car', 'cars', 21, 'Vehicles', 'sfw', '2014-03-22 12:00:00'],
  [2278, 'minimalism', 'minimal', 2, 'Art & Design', 'sfw', '2014-05-30 19:30:45'],
  [60, 'abstract', '', 2, 'Art & Design', 'sfw', '2014-02-14 10:10:10'],
  [65348, 'digital art', 'digital painting', 2, 'Art & Design', 'sfw', '2015-09-01 16:16:16'],
  [434, 'cyberpunk', '', 2, 'Art & Design', 'sfw', '2014-12-24 23:59:01'],
  [88, 'pixel art', 'pixels', 2, 'Art & Design', 'sfw', '2014-10-10 10:10:10'],
  [1, 'anime', '', 1, 'Anime & Manga', 'sfw', '2014-01-01 00:00:01'],
  [5, 'anime girls', '', 1, 'Anime & Manga', 'sfw', '2014-01-03 05:05:05'],
  [220, 'women', 'woman, girl', 30, 'People', 'sfw', '2014-02-20 20:20:20'],
  [449, 'portrait', '', 30, 'People', 'sfw', '2014-06-06 06:06:06'],
  [3016, 'swimwear', 'swimsuit', 30, 'People', 'sketchy', '2014-07-07 07:07:07'],
]

const TAGS: readonly WallhavenTag[] = TAG_ROWS.map(([id, name, alias, category_id, category, purity, created_at]) => ({
  id,
  name,
  alias,
  category_id,
  category,
  purity,
  created_at,
}))

const TAG_POOLS: Readonly<Record<'general' | 'anime' | 'people', readonly string[]>> = {
  general: ['nature', 'landscape', 'mountains', 'lake', 'sunrise', 'forest', 'sea', 'night', 'city', 'space', 'car', 'minimalism', 'abstract', 'digital art', 'cyberpunk'],
  anime: ['anime', 'anime girls', 'pixel art', 'digital art', 'night', 'city', 'cyberpunk'],
  people: ['women', 'portrait', 'swimwear', 'city', 'night', 'sea'],
}

// [width, height, weight]: common screens, ultrawides, 5:4, 1:1, 3:2 and portrait phones; no side
// over 4096 so the image host serves the advertised size.
const SIZES: readonly (readonly [number, number, number])[] = [
  [1920, 1080, 30],
  [2560, 1440, 16],
  [3840, 2160, 10],
  [1920, 1200, 8],
  [1366, 768, 4],
  [1600, 900, 4],
  [2560, 1080, 4],
  [3440, 1440, 4],
  [1280, 1024, 3],
  [1024, 768, 3],
  [3000, 2000, 3],
  [2048, 2048, 3],
  [1080, 1920, 4],
  [1440, 2560, 3],
  [1170, 2532, 3],
]

const UPLOADERS = ['alpine_light', 'neon_fox', 'kuroneko', 'm4tt', 'wanderer', 'pixelsmith', 'orbit_7', 'Nyx']

/** mulberry32: a small seeded generator, so every run builds the same catalogue. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function wallhavenDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
}

/** "1.78", "1.6", "1", "0.56": two decimals with trailing zeros trimmed, as Wallhaven writes it. */
export function ratioText(width: number, height: number): string {
  return String(Number((width / height).toFixed(2)))
}

function buildCatalogue(size: number, imageHostUrl: string): FakeWallpaper[] {
  const random = seededRandom(0x5eed)
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pick = <T>(list: ArrayLike<T>): T => list[Math.floor(random() * list.length)] as T
  const weighted = <T>(rows: readonly (readonly [T, number])[]): T => {
    let roll = random() * rows.reduce((sum, [, weight]) => sum + weight, 0)
    for (const [value, weight] of rows) {
      roll -= weight
      if (roll < 0) return value
    }
    return (rows.at(-1) as readonly [T, number])[0]
  }
  // A wallpaper's files are drawn pictures of its id (the image host), at each file's size.
  const img = (picture: string, width: number, height: number, ext: 'jpg' | 'png') => `${imageHostUrl}/img/${picture}/${width}x${height}.${ext}`
  const palette = Object.values(Color.wire)
  const ids = new Set<string>()
  const catalogue: FakeWallpaper[] = []
  let createdMs = CATALOGUE_NOW - HOUR

  while (catalogue.length < size) {
    let id = ''
    while (id === '' || ids.has(id)) id = Array.from({ length: 6 }, () => pick('abcdefghijklmnopqrstuvwxyz0123456789')).join('')
    ids.add(id)
    const category = weighted([
      ['general', 60],
      ['anime', 25],
      ['people', 15],
    ] as const)
    const purity = weighted([
      ['sfw', 70],
      ['sketchy', 20],
      ['nsfw', 10],
    ] as const)
    const [width, height] = weighted(SIZES.map(([w, h, weight]) => [[w, h] as const, weight] as const))
    const png = random() < 0.25
    const pool = [...TAG_POOLS[category]]
    const tags: WallhavenTag[] = []
    for (let count = int(2, 5); tags.length < count && pool.length > 0; ) {
      const name = pool.splice(Math.floor(random() * pool.length), 1)[0] as string
      tags.push(TAGS.find((tag) => tag.name === name) as WallhavenTag)
    }
    const views = int(50, 60_000)
    const longSide = 300
    const thumbWidth = width >= height ? longSide : Math.round((longSide * width) / height)
    const thumbHeight = width >= height ? Math.round((longSide * height) / width) : longSide
    const colors = [`#${pick(palette)}`, `#${pick(palette)}`, ...Array.from({ length: 3 }, () => `#${int(0, 0xffffff).toString(16).padStart(6, '0')}`)]
    const uploader = pick(UPLOADERS)
    const picture = `wallhaven-${id}`
    const avatar = `avatar-${uploader}`
    catalogue.push({
      aiArt: random() < 0.12,
      createdMs,
      record: {
        id,
        url: `https://wallhaven.cc/w/${id}`,
        short_url: `https://whvn.cc/${id}`,
        views,
        favorites: Math.floor(views * (0.002 + random() * 0.05)),
        source: random() < 0.25 ? `https://www.artstation.com/artwork/${id.slice(0, 5)}` : '',
        purity,
        category,
        dimension_x: width,
        dimension_y: height,
        resolution: `${width}x${height}`,
        ratio: ratioText(width, height),
        file_size: Math.round(width * height * (png ? 2.4 : 0.45) * (0.6 + random() * 0.8)),
        file_type: png ? 'image/png' : 'image/jpeg',
        created_at: wallhavenDate(createdMs),
        colors: [...new Set(colors)],
        path: img(picture, width, height, png ? 'png' : 'jpg'),
        // Thumbnails are always JPEG: small 300×200 and large 432×243 cropped, original long side 300.
        thumbs: { large: img(picture, 432, 243, 'jpg'), original: img(picture, thumbWidth, thumbHeight, 'jpg'), small: img(picture, 300, 200, 'jpg') },
        uploader: {
          username: uploader,
          group: 'User',
          avatar: { '200px': img(avatar, 200, 200, 'png'), '128px': img(avatar, 128, 128, 'png'), '32px': img(avatar, 32, 32, 'png'), '20px': img(avatar, 20, 20, 'png') },
        },
        tags,
      },
    })
    // Newest first, about 17 hours apart on average: a year of uploads for 500 wallpapers.
    createdMs -= int(1, 35 * 60) * 60_000
  }
  return catalogue
}

/** A search item: the detail record without uploader and tags. */
function toSearchItem(record: WallhavenWallpaperDetail): WallhavenWallpaper {
  const { uploader: _uploader, tags: _tags, ...item } = record
  return item
}

interface ParsedQ {
  /** Plain words (fuzzy) and `+word` (must have): every one must match a tag. */
  terms: string[]
  excluded: string[]
  user: string | null
  tagId: number | null
  fileType: 'png' | 'jpg' | null
  like: string | null
  /** What `meta.query` says. */
  meta: string | { id: number; tag: string } | null
}

function parseQ(q: string | null): ParsedQ {
  const parsed: ParsedQ = { terms: [], excluded: [], user: null, tagId: null, fileType: null, like: null, meta: null }
  if (q === null || q.trim() === '') return parsed
  const text: string[] = []
  for (const term of q.trim().split(/\s+/)) {
    const lower = term.toLowerCase()
    if (lower.startsWith('like:')) parsed.like = lower.slice(5)
    else if (lower.startsWith('id:')) parsed.tagId = Number(lower.slice(3))
    else if (lower.startsWith('type:')) parsed.fileType = lower.slice(5) === 'png' ? 'png' : 'jpg'
    else if (term.startsWith('@')) parsed.user = term.slice(1)
    else if (term.startsWith('-')) {
      parsed.excluded.push(lower.slice(1))
      text.push(term)
    } else {
      parsed.terms.push(lower.replace(/^\+/, ''))
      text.push(term)
    }
  }
  if (parsed.tagId !== null) {
    parsed.meta = { id: parsed.tagId, tag: TAGS.find((tag) => tag.id === parsed.tagId)?.name ?? '' }
  } else if (parsed.like !== null) {
    parsed.meta = q.trim()
  } else {
    // `type:` and `@user` terms leave `""` behind, as on the real API.
    parsed.meta = text.join(' ')
  }
  return parsed
}

function tagWords(record: WallhavenWallpaperDetail): string[] {
  return record.tags.flatMap((tag) => [tag.name, ...tag.alias.split(',')]).map((word) => word.trim().toLowerCase()).filter(Boolean)
}

/** A three-character bit string, or `fallback` when malformed (Wallhaven ignores a malformed one). */
function bitString(value: string | null, fallback: string): string {
  return value !== null && /^[01]{3}$/.test(value) ? value : fallback
}

interface RatioFilter {
  landscape: boolean
  portrait: boolean
  values: number[]
}

/** Malformed entries (`16:9`, `1.78`) are ignored; with none left the search is unfiltered. */
function parseRatios(value: string | null): RatioFilter | null {
  if (value === null) return null
  const filter: RatioFilter = { landscape: false, portrait: false, values: [] }
  for (const entry of value.split(',')) {
    if (entry === 'landscape') filter.landscape = true
    else if (entry === 'portrait') filter.portrait = true
    else {
      const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(entry)
      if (match && Number(match[1]) > 0 && Number(match[2]) > 0) filter.values.push(Number(match[1]) / Number(match[2]))
    }
  }
  return filter.landscape || filter.portrait || filter.values.length > 0 ? filter : null
}

function matchesRatio(filter: RatioFilter, width: number, height: number): boolean {
  const ratio = width / height
  if (filter.landscape && width > height) return true
  if (filter.portrait && height > width) return true
  // Wallhaven's ratios are buckets (21x9 takes 2.33 to 2.39); 3 % either side approximates that.
  return filter.values.some((value) => Math.abs(ratio - value) / value <= 0.03)
}

function parseSize(value: string): [number, number] | null {
  const match = /^(\d+)x(\d+)$/.exec(value)
  return match ? [Number(match[1]), Number(match[2])] : null
}

export class WallhavenFake extends FakeServer {
  readonly catalogue: readonly FakeWallpaper[]
  readonly validKeys: ReadonlySet<string>
  readonly rateLimit: { readonly limit: number; readonly windowMs: number }
  /** Quirks a test turns on; `reset()` turns them off. */
  readonly quirks = {
    /** page → how many items that page shows, while meta stays the same (a short page is not the end). */
    shortPages: new Map<number, number>(),
    /** Random pages show one wallpaper twice, as unstable random pages have been seen to. */
    repeatInRandomPages: false,
  }
  private window = { start: Number.NEGATIVE_INFINITY, count: 0 }

  constructor(options: WallhavenFakeOptions) {
    super('wallhaven')
    this.catalogue = buildCatalogue(options.size ?? 500, options.imageHostUrl.replace(/\/+$/, ''))
    this.validKeys = new Set(options.validKeys ?? [WALLHAVEN_FAKE_KEY])
    this.rateLimit = { limit: options.rateLimit?.limit ?? 45, windowMs: options.rateLimit?.windowMs ?? 60_000 }
    this.route('GET', '/search', (request, respond) => this.search(request, respond))
    this.route('GET', '/w/:id', (request, respond) => this.wallpaper(request, respond))
    this.route('GET', '/tag/:id', (request, respond) => this.tag(request, respond))
    // Every other path, up to four segments deep (`/w/:id/similar`, `/user/:name`), is an unknown route.
    for (const path of ['/', '/:a', '/:a/:b', '/:a/:b/:c', '/:a/:b/:c/:d']) {
      this.route('GET', path, (request, respond) => {
        const access = this.admit(request, respond)
        if (access) respond.json(404, { error: 'Not Found' }, access.headers)
      })
    }
  }

  /** The first catalogue wallpaper that satisfies `predicate` (throws when none does). */
  pick(predicate: (wallpaper: FakeWallpaper) => boolean = () => true): WallhavenWallpaperDetail {
    const found = this.catalogue.find(predicate)
    if (!found) throw new Error('no wallpaper in the fake catalogue matches')
    return found.record
  }

  /** Also forgets the rate window and turns quirks off. */
  override reset(): void {
    super.reset()
    this.window = { start: Number.NEGATIVE_INFINITY, count: 0 }
    this.quirks.shortPages.clear()
    this.quirks.repeatInRandomPages = false
  }

  /**
   * What every API call meets before its route: Cloudflare's challenge, then the fixed 60 s window
   * (Date.now, so fake timers move it), then the key. Answers and returns undefined when the call
   * stops here; otherwise returns whether a valid key came and the rate headers to send.
   */
  private admit(request: FakeRequest, respond: Responder): { authed: boolean; headers: Record<string, string> } | undefined {
    const rawQuery = request.rawUrl.includes('?') ? request.rawUrl.slice(request.rawUrl.indexOf('?') + 1) : ''
    if (rawQuery.startsWith('q=like')) {
      respond.text(403, CHALLENGE_PAGE, HTML, { 'cf-mitigated': 'challenge', 'cache-control': 'private, max-age=0, no-store' })
      return undefined
    }
    const now = Date.now()
    const { limit, windowMs } = this.rateLimit
    if (now - this.window.start >= windowMs) this.window = { start: now, count: 0 }
    this.window.count += 1
    if (this.window.count > limit) {
      const resetMs = this.window.start + windowMs
      respond.text(429, TOO_MANY_REQUESTS_PAGE, HTML, {
        'retry-after': String(Math.max(1, Math.ceil((resetMs - now) / 1000))),
        'x-ratelimit-reset': String(Math.ceil(resetMs / 1000)),
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': '0',
      })
      return undefined
    }
    const headers = { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(limit - this.window.count) }
    const header = request.headers['x-api-key']
    const key = (Array.isArray(header) ? header[0] : header) ?? request.query.get('apikey') ?? undefined
    if (key !== undefined && !this.validKeys.has(key)) {
      respond.json(401, { error: 'Unauthorized' }, headers)
      return undefined
    }
    return { authed: key !== undefined, headers }
  }

  private search(request: FakeRequest, respond: Responder): void {
    const access = this.admit(request, respond)
    if (!access) return
    const query = request.query
    const pageText = query.get('page')
    // `page=abc` is page 1; `page=0` breaks the server.
    const page = pageText !== null && /^\d+$/.test(pageText) ? Number(pageText) : 1
    if (page === 0) {
      respond.text(500, IT_BROKE_PAGE, HTML, access.headers)
      return
    }

    const categories = bitString(query.get('categories'), '111')
    let purity = bitString(query.get('purity'), '100')
    // Without a valid key the NSFW bit is dropped silently: 001 finds nothing, 111 is 110.
    if (!access.authed) purity = `${purity.slice(0, 2)}0`
    const q = parseQ(query.get('q'))
    const likeTags = q.like === null ? null : new Set(this.catalogue.find((entry) => entry.record.id === q.like)?.record.tags.map((tag) => tag.id) ?? [])
    const atleast = parseSize(query.get('atleast') ?? '')
    const resolutions = (query.get('resolutions') ?? '').split(',').filter((entry) => parseSize(entry) !== null)
    const ratios = parseRatios(query.get('ratios'))
    const colors = (query.get('colors') ?? '').split(',').filter((hex) => /^[0-9a-f]{6}$/i.test(hex)).map((hex) => `#${hex.toLowerCase()}`)
    const hideAiArt = query.get('ai_art_filter') === '1'

    const score = new Map<FakeWallpaper, number>()
    const matched = this.catalogue.filter((entry) => {
      const record = entry.record
      if (categories[['general', 'anime', 'people'].indexOf(record.category)] !== '1') return false
      if (purity[['sfw', 'sketchy', 'nsfw'].indexOf(record.purity)] !== '1') return false
      const words = tagWords(record)
      const has = (term: string) => words.some((word) => word.includes(term))
      if (!q.terms.every(has) || q.excluded.some(has)) return false
      if (q.user !== null && record.uploader?.username.toLowerCase() !== q.user.toLowerCase()) return false
      if (q.tagId !== null && !record.tags.some((tag) => tag.id === q.tagId)) return false
      if (q.fileType !== null && record.file_type !== (q.fileType === 'png' ? 'image/png' : 'image/jpeg')) return false
      if (likeTags !== null && !record.tags.some((tag) => likeTags.has(tag.id))) return false
      if (atleast && (record.dimension_x < atleast[0] || record.dimension_y < atleast[1])) return false
      if (resolutions.length > 0 && !resolutions.includes(record.resolution)) return false
      if (ratios && !matchesRatio(ratios, record.dimension_x, record.dimension_y)) return false
      if (colors.length > 0 && !record.colors.some((color) => colors.includes(color.toLowerCase()))) return false
      if (hideAiArt && entry.aiArt) return false
      // like:ID ranks that wallpaper itself first, then by tags shared; words rank by tags matched.
      const shared = likeTags ? record.tags.filter((tag) => likeTags.has(tag.id)).length + (record.id === q.like ? 100 : 0) : 0
      score.set(entry, likeTags ? shared : q.terms.filter(has).length)
      return true
    })

    const sortingText = query.get('sorting') ?? 'date_added'
    const sorting = (SORTINGS as readonly string[]).includes(sortingText) ? (sortingText as Sorting) : null
    const seedText = query.get('seed')
    const seed = sorting === 'random' ? (seedText !== null && /^[A-Za-z0-9]{6}$/.test(seedText) ? seedText : generateSeed()) : null
    const ranked = sorting === null ? matched : this.sort(matched, sorting, query, score, seed)
    if (sorting !== 'random' && query.get('order') === 'asc') ranked.reverse()

    const total = ranked.length
    const lastPage = Math.max(1, Math.ceil(total / WALLHAVEN_PER_PAGE))
    if (page > lastPage) {
      respond.json(400, { error: 'Bad Request' }, access.headers)
      return
    }
    // An unknown sorting answers 200 with no data but a non-zero total.
    let data = sorting === null ? [] : ranked.slice((page - 1) * WALLHAVEN_PER_PAGE, page * WALLHAVEN_PER_PAGE).map((entry) => entry.record)
    const shortPage = this.quirks.shortPages.get(page)
    if (shortPage !== undefined) data = data.slice(0, shortPage)
    if (sorting === 'random' && this.quirks.repeatInRandomPages && data.length > 1) data = [...data.slice(0, -1), data[0] as FakeWallpaperRecord]

    respond.json(
      200,
      {
        data: data.map(toSearchItem),
        meta: { current_page: page, last_page: lastPage, per_page: WALLHAVEN_PER_PAGE, total, query: q.meta, seed },
      },
      access.headers,
    )
  }

  private sort(entries: FakeWallpaper[], sorting: Sorting, query: URLSearchParams, score: Map<FakeWallpaper, number>, seed: string | null): FakeWallpaper[] {
    const by = (key: (entry: FakeWallpaper) => number) => [...entries].sort((a, b) => key(b) - key(a))
    switch (sorting) {
      case 'date_added':
        return by((entry) => entry.createdMs)
      case 'relevance':
        return by((entry) => score.get(entry) ?? 0)
      case 'views':
        return by((entry) => entry.record.views)
      case 'favorites':
        return by((entry) => entry.record.favorites)
      case 'toplist': {
        const range = TOP_RANGES[query.get('topRange') ?? ''] ?? (TOP_RANGES['1M'] as number)
        return by((entry) => entry.record.favorites).filter((entry) => entry.createdMs >= CATALOGUE_NOW - range)
      }
      case 'hot':
        return by((entry) => entry.record.views / ((CATALOGUE_NOW - entry.createdMs) / DAY + 2))
      case 'random':
        return seededShuffle(entries, seed as string)
    }
  }

  private wallpaper(request: FakeRequest, respond: Responder): void {
    const access = this.admit(request, respond)
    if (!access) return
    const entry = this.catalogue.find((candidate) => candidate.record.id === request.params['id'])
    if (!entry) respond.json(404, { error: 'Nothing here' }, access.headers)
    else if (entry.record.purity === 'nsfw' && !access.authed) respond.json(401, { error: 'Unauthorized' }, access.headers)
    else respond.json(200, { data: entry.record }, access.headers)
  }

  private tag(request: FakeRequest, respond: Responder): void {
    const access = this.admit(request, respond)
    if (!access) return
    const tag = TAGS.find((candidate) => String(candidate.id) === request.params['id'])
    if (tag) respond.json(200, { data: tag }, access.headers)
    else respond.json(404, { error: 'Nothing here' }, access.headers)
  }
}

export function createWallhavenFake(options: WallhavenFakeOptions): WallhavenFake {
  return new WallhavenFake(options)
}
