// A loopback Unsplash API (docs/apis.md, "Unsplash") over a deterministic catalogue of photos: search, random,
// single photo and the download trigger, with the real service's quirks — Client-ID auth on every
// route, X-Ratelimit-* headers and an hourly budget that runs out as plain-text "Rate Limit
// Exceeded" (403, or 429 when switched), random answering an array only when `count` is sent and
// silently ignoring `query` beside collections or topics, and cacheable random answers (the same
// URL gives the same photo, which is why clients send a cache-buster).
// Image URLs point at the fake image host, which understands the imgix-style w/h/fm parameters.
import { FakeServer, type FakeRequest, type Handler } from '../../../test/fakes/fake-server'

/** Collection ids the catalogue knows; `empty` exists but holds no photos (like a private one). */
export const UNSPLASH_FAKE_COLLECTIONS = Object.freeze({
  wallpapers: '1065976',
  nature: '3330445',
  cities: '827743',
  empty: '1459961',
})

/** Topics by id and slug (the API accepts either). */
export const UNSPLASH_FAKE_TOPICS = Object.freeze({
  wallpapers: Object.freeze({ id: 'bo8jQKTaE0Y', slug: 'wallpapers' }),
  nature: Object.freeze({ id: '6sMVjTLSkeQ', slug: 'nature' }),
  architecture: Object.freeze({ id: 'M8jVbLbTRws', slug: 'architecture-interior' }),
})

export const UNSPLASH_ERRORS = Object.freeze({
  invalidToken: 'OAuth error: The access token is invalid',
  queryMissing: 'query is missing',
  noPhotosFound: 'No photos found.',
  photoNotFound: "Couldn't find Photo",
  rateLimited: 'Rate Limit Exceeded',
})

type ColorName = 'black_and_white' | 'black' | 'white' | 'yellow' | 'orange' | 'red' | 'purple' | 'magenta' | 'green' | 'teal' | 'blue'

/** One photo of the catalogue, with the facts the filters read. */
export interface UnsplashFakePhoto {
  id: string
  slug: string
  ixid: string
  width: number
  height: number
  orientation: 'landscape' | 'portrait' | 'squarish'
  createdAt: string
  /** The `color` filter value the photo answers to. */
  colorName: ColorName
  /** The record's `color`, `#rrggbb`. */
  hex: string
  blurHash: string | null
  description: string | null
  altDescription: string | null
  tags: string[]
  username: string
  collections: string[]
  /** Topic ids. */
  topics: string[]
  /** Left out when content_filter=high. */
  sensitive: boolean
  likes: number
  downloads: number
  views: number
}

interface FakeUser {
  id: string
  username: string
  name: string
  firstName: string | null
  lastName: string | null
  bio: string | null
  location: string | null
}

export interface UnsplashFakeOptions {
  /** Base URL of the fake image host (createImageHost) that urls.* point at. */
  imageHostUrl: string
  /** Access keys accepted in `Authorization: Client-ID <key>`. */
  validKeys: readonly string[]
  /** Requests an hour (shared by all keys: the fake plays one application). Default 1000. */
  hourlyLimit?: number
  /** Size of the catalogue. Default 300. */
  photoCount?: number
  /** The clock that decides when the hourly budget renews. */
  now?: () => number
}

const SUBJECTS = ['mountain', 'ocean', 'forest', 'city', 'desert', 'snow', 'flower', 'night', 'beach', 'architecture', 'lake', 'sky', 'autumn', 'road', 'abstract']
const NATURE_SUBJECTS = new Set(['mountain', 'ocean', 'forest', 'desert', 'snow', 'flower', 'beach', 'lake', 'sky', 'autumn'])
const CITY_SUBJECTS = new Set(['city', 'night', 'architecture', 'road'])
const EXTRA_TAGS = ['wallpaper', 'landscape', 'travel', 'sunset', 'fog', 'minimal', 'texture', 'light', 'green', 'water']
const ADJECTIVES = ['Misty', 'Quiet', 'Golden', 'Cold', 'Bright', 'Hidden', 'Endless', 'Soft', 'Wild', 'Still']
const PLACES = ['in Iceland', 'near Lisbon', 'at dawn', 'after the rain', 'in the Alps', 'by the coast', 'in Kyoto', 'under the stars']
// Every side at most 4096 px, the image host's cap, so an unsized `raw` keeps its real ratio.
const SIZES: readonly (readonly [number, number])[] = [
  [4096, 2731],
  [3840, 2160],
  [2160, 3840],
  [2731, 4096],
  [3000, 3000],
  [4000, 3000],
  [3000, 4000],
  [3456, 2304],
  [2400, 2400],
  [4096, 2304],
]
const PALETTE: Record<ColorName, string> = {
  black_and_white: '#8c8c8c',
  black: '#0c0c0c',
  white: '#f3f3f3',
  yellow: '#d9c026',
  orange: '#d97326',
  red: '#a62626',
  purple: '#5a2673',
  magenta: '#a6267a',
  green: '#26592a',
  teal: '#267373',
  blue: '#26408c',
}
const COLOR_NAMES = Object.keys(PALETTE) as ColorName[]
const FIRST_NAMES = ['Anna', 'Ben', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Gustav', 'Hana', 'Ivo', 'Jonas', 'Kemi', 'Lena']
const LAST_NAMES = ['Berger', 'Costa', 'Dahl', 'Ekström', 'Fujita', 'Garcia', 'Holm', 'Ito', 'Jensen', 'Kowalski']
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
const BLUR_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~'
const EPOCH_2016 = Date.UTC(2016, 0, 4, 8, 0, 0)

/** mulberry32: small, fast and the same sequence on every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function randomText(random: () => number, alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
}

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function orientationOf(width: number, height: number): UnsplashFakePhoto['orientation'] {
  const ratio = width / height
  if (ratio > 1.1) return 'landscape'
  if (ratio < 0.9) return 'portrait'
  return 'squarish'
}

function buildUsers(random: () => number): FakeUser[] {
  return Array.from({ length: 24 }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] as string
    const last = index % 5 === 4 ? null : (LAST_NAMES[(index * 7) % LAST_NAMES.length] as string)
    const username = `${first}${last ?? ''}${index}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '')
    return {
      id: randomText(random, ID_ALPHABET, 11),
      username,
      // One photographer with an emoji in the name, as real profiles have.
      name: index === 3 ? `${first} 📷 ${last ?? ''}`.trim() : [first, last].filter(Boolean).join(' '),
      firstName: first,
      lastName: last,
      bio: index % 3 === 0 ? null : `Photographs ${SUBJECTS[index % SUBJECTS.length]}s and light.`,
      location: index % 4 === 0 ? null : pick(random, ['Oslo, Norway', 'Lisbon', 'Kyoto, Japan', 'Reykjavík']),
    }
  })
}

function buildCatalogue(count: number, users: FakeUser[]): UnsplashFakePhoto[] {
  const random = prng(0x5eed)
  const ids = new Set<string>()
  const photos: UnsplashFakePhoto[] = []
  for (let index = 0; index < count; index++) {
    let id = randomText(random, ID_ALPHABET, 11)
    while (ids.has(id)) id = randomText(random, ID_ALPHABET, 11)
    ids.add(id)
    const subject = SUBJECTS[index % SUBJECTS.length] as string
    const tags = [subject, ...new Set([pick(random, EXTRA_TAGS), pick(random, EXTRA_TAGS)])]
    if (NATURE_SUBJECTS.has(subject)) tags.push('nature')
    const [width, height] = pick(random, SIZES)
    const blackAndWhite = random() < 0.1
    const colorName = blackAndWhite ? 'black_and_white' : pick(random, COLOR_NAMES.slice(1))
    const adjective = pick(random, ADJECTIVES)
    const place = pick(random, PLACES)
    const user = users[Math.floor(random() * users.length)] as FakeUser
    const collections: string[] = []
    if (index % 3 === 0) collections.push(UNSPLASH_FAKE_COLLECTIONS.wallpapers)
    if (NATURE_SUBJECTS.has(subject)) collections.push(UNSPLASH_FAKE_COLLECTIONS.nature)
    if (CITY_SUBJECTS.has(subject)) collections.push(UNSPLASH_FAKE_COLLECTIONS.cities)
    const topics: string[] = []
    if (index % 4 === 0) topics.push(UNSPLASH_FAKE_TOPICS.wallpapers.id)
    if (NATURE_SUBJECTS.has(subject)) topics.push(UNSPLASH_FAKE_TOPICS.nature.id)
    if (subject === 'architecture' || subject === 'city') topics.push(UNSPLASH_FAKE_TOPICS.architecture.id)
    const description = index % 7 === 3 ? null : `${adjective} ${subject} ${place}`
    const altDescription = index % 11 === 5 ? null : `a ${adjective.toLowerCase()} ${subject} ${place}`
    photos.push({
      id,
      slug: `${(altDescription ?? 'photo').replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${id}`,
      ixid: `M3w${randomText(random, ID_ALPHABET.replace(/[-_]/g, ''), 40)}`,
      width,
      height,
      orientation: orientationOf(width, height),
      // Distinct times, so "latest" has one true order.
      createdAt: isoSeconds(EPOCH_2016 + index * 86_400_000 * 3 + Math.floor(random() * 86_400_000)),
      colorName,
      hex: PALETTE[colorName],
      blurHash: index % 9 === 8 ? null : `L${randomText(random, BLUR_ALPHABET, 27)}`,
      description,
      altDescription,
      tags,
      username: user.username,
      collections,
      topics,
      sensitive: index % 13 === 6,
      likes: Math.floor(random() * 5000),
      downloads: Math.floor(random() * 100_000),
      views: Math.floor(random() * 10_000_000),
    })
  }
  return photos
}

function searchableWords(photo: UnsplashFakePhoto): { tags: Set<string>; text: Set<string> } {
  const words = `${photo.description ?? ''} ${photo.altDescription ?? ''}`.toLowerCase().split(/[^a-z0-9]+/)
  return { tags: new Set(photo.tags), text: new Set(words.filter(Boolean)) }
}

/** Relevance of a photo to every term (0 when a term matches nowhere): tags weigh more than text. */
function relevance(photo: UnsplashFakePhoto, terms: string[]): number {
  const { tags, text } = searchableWords(photo)
  let score = 0
  for (const term of terms) {
    const weight = (tags.has(term) ? 2 : 0) + (text.has(term) ? 1 : 0)
    if (weight === 0) return 0
    score += weight
  }
  return score
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

function clampInt(value: string | null, fallback: number, min: number, max: number): number {
  const number = Number(value)
  if (value === null || value.trim() === '' || !Number.isInteger(number)) return fallback
  return Math.min(max, Math.max(min, number))
}

type Send = (status: number, body: unknown, headers?: Record<string, string>) => void

export class UnsplashFake extends FakeServer {
  readonly catalogue: readonly UnsplashFakePhoto[]
  private readonly users: ReadonlyMap<string, FakeUser>
  private readonly byId: ReadonlyMap<string, UnsplashFakePhoto>
  private readonly options: Required<Pick<UnsplashFakeOptions, 'imageHostUrl' | 'hourlyLimit' | 'now'>> & { validKeys: Set<string> }
  private budget = { limit: 0, remaining: 0, hour: 0 }
  private rateLimitStatus: 403 | 429 = 403
  private readonly downloadHits = new Map<string, number>()
  private readonly randomCache = new Map<string, string[]>()
  private randomDraws = 0

  constructor(options: UnsplashFakeOptions) {
    super('Unsplash')
    this.options = {
      imageHostUrl: options.imageHostUrl.replace(/\/+$/, ''),
      validKeys: new Set(options.validKeys),
      hourlyLimit: options.hourlyLimit ?? 1000,
      now: options.now ?? Date.now,
    }
    const users = buildUsers(prng(0xc0ffee))
    this.users = new Map(users.map((user) => [user.username, user]))
    this.catalogue = Object.freeze(buildCatalogue(options.photoCount ?? 300, users))
    this.byId = new Map(this.catalogue.map((photo) => [photo.id, photo]))
    this.restoreBudget()

    this.route('GET', '/search/photos', this.api((request, send) => this.search(request, send)))
    // Before /photos/:id, which would otherwise take "random" for an id.
    this.route('GET', '/photos/random', this.api((request, send) => this.random(request, send)))
    this.route('GET', '/photos/:id', this.api((request, send) => this.photo(request, send)))
    this.route('GET', '/photos/:id/download', this.api((request, send) => this.download(request, send)))
  }

  /** How many times the download trigger of this photo was called (authenticated). */
  downloadCount(id: string): number {
    return this.downloadHits.get(id) ?? 0
  }

  /** A photo of the catalogue by id. */
  find(id: string): UnsplashFakePhoto | undefined {
    return this.byId.get(id)
  }

  /** Sets the hourly budget; `remaining: 0` makes the next API call rate limited. */
  setBudget(budget: { limit?: number; remaining: number }): void {
    this.rollHour()
    this.budget.limit = budget.limit ?? this.budget.limit
    this.budget.remaining = budget.remaining
  }

  /** The budget as the next response's headers will state it (before that request is counted). */
  currentBudget(): { limit: number; remaining: number } {
    this.rollHour()
    return { limit: this.budget.limit, remaining: this.budget.remaining }
  }

  /** Reports say 403, one maintainer says 429 (docs/apis.md, Unsplash "Errors and rate limits"): tests cover both. */
  answerRateLimitWith(status: 403 | 429): void {
    this.rateLimitStatus = status
  }

  override reset(): void {
    super.reset()
    this.restoreBudget()
    this.rateLimitStatus = 403
    this.downloadHits.clear()
    this.randomCache.clear()
    this.randomDraws = 0
  }

  private restoreBudget(): void {
    this.budget = { limit: this.options.hourlyLimit, remaining: this.options.hourlyLimit, hour: this.hourNow() }
  }

  private hourNow(): number {
    return Math.floor(this.options.now() / 3_600_000)
  }

  private rollHour(): void {
    const hour = this.hourNow()
    if (hour !== this.budget.hour) this.budget = { limit: this.budget.limit, remaining: this.budget.limit, hour }
  }

  private rateHeaders(): Record<string, string> {
    return { 'x-ratelimit-limit': String(this.budget.limit), 'x-ratelimit-remaining': String(this.budget.remaining) }
  }

  private authorized(request: FakeRequest): boolean {
    const header = request.headers.authorization
    const fromHeader = typeof header === 'string' ? /^Client-ID (\S+)$/.exec(header)?.[1] : undefined
    // The real API also takes ?client_id= (docs/apis.md, Unsplash "Key and headers"); clients should not use it.
    const key = fromHeader ?? request.query.get('client_id') ?? undefined
    return key !== undefined && this.options.validKeys.has(key)
  }

  /** Auth, then the hourly budget, then the endpoint; every answer carries the rate-limit headers. */
  private api(endpoint: (request: FakeRequest, send: Send) => void): Handler {
    return (request, respond) => {
      this.rollHour()
      if (!this.authorized(request)) {
        respond.json(401, { errors: [UNSPLASH_ERRORS.invalidToken] }, this.rateHeaders())
        return
      }
      if (this.budget.remaining <= 0) {
        respond.text(this.rateLimitStatus, UNSPLASH_ERRORS.rateLimited, 'text/plain', this.rateHeaders())
        return
      }
      this.budget.remaining -= 1
      endpoint(request, (status, body, headers) => respond.json(status, body, { ...this.rateHeaders(), ...headers }))
    }
  }

  private search(request: FakeRequest, send: Send): void {
    const query = request.query.get('query')?.trim() ?? ''
    if (query === '') {
      send(400, { errors: [UNSPLASH_ERRORS.queryMissing] })
      return
    }
    const page = clampInt(request.query.get('page'), 1, 1, Number.MAX_SAFE_INTEGER)
    const perPage = clampInt(request.query.get('per_page'), 10, 1, 30)
    const terms = query.toLowerCase().split(/\s+/)
    const scored = this.filtered(request.query, { collections: list(request.query.get('collections')) })
      .map((photo) => ({ photo, score: relevance(photo, terms) }))
      .filter((entry) => entry.score > 0)
    if (request.query.get('order_by') === 'latest') {
      scored.sort((a, b) => b.photo.createdAt.localeCompare(a.photo.createdAt))
    } else {
      scored.sort((a, b) => b.score - a.score || b.photo.likes - a.photo.likes)
    }
    const total = scored.length
    const totalPages = Math.ceil(total / perPage)
    const results = scored.slice((page - 1) * perPage, page * perPage).map((entry) => this.record(entry.photo, request.origin, false))
    send(200, { total, total_pages: totalPages, results }, {
      'x-per-page': String(perPage),
      'x-total': String(total),
      ...(totalPages > 0 ? { link: this.linkHeader(request, page, totalPages) } : {}),
    })
  }

  private linkHeader(request: FakeRequest, page: number, lastPage: number): string {
    const at = (target: number) => {
      const query = new URLSearchParams(request.query)
      query.delete('client_id')
      query.set('page', String(target))
      return `<${request.origin}${request.path}?${query.toString()}>`
    }
    const links: string[] = []
    if (page > 1) links.push(`${at(1)}; rel="first"`, `${at(Math.min(page - 1, lastPage))}; rel="prev"`)
    if (page < lastPage) links.push(`${at(lastPage)}; rel="last"`, `${at(page + 1)}; rel="next"`)
    return links.join(', ')
  }

  /** Photos passing the filters common to search and random. */
  private filtered(query: URLSearchParams, scope: { collections: string[]; topics?: string[]; username?: string | null }): UnsplashFakePhoto[] {
    const high = query.get('content_filter') === 'high'
    const color = query.get('color')
    const orientation = query.get('orientation')
    const topicIds = (scope.topics ?? []).map((topic) => Object.values(UNSPLASH_FAKE_TOPICS).find((known) => known.slug === topic)?.id ?? topic)
    return this.catalogue.filter(
      (photo) =>
        !(high && photo.sensitive) &&
        (color === null || photo.colorName === color) &&
        (orientation === null || photo.orientation === orientation) &&
        (scope.collections.length === 0 || scope.collections.some((id) => photo.collections.includes(id))) &&
        (topicIds.length === 0 || topicIds.some((id) => photo.topics.includes(id))) &&
        (!scope.username || photo.username === scope.username),
    )
  }

  private random(request: FakeRequest, send: Send): void {
    const collections = list(request.query.get('collections'))
    const topics = list(request.query.get('topics'))
    // The real API answers 200 and ignores `query` beside collections or topics (docs/apis.md, Unsplash "Search and random").
    const query = collections.length > 0 || topics.length > 0 ? '' : (request.query.get('query')?.trim() ?? '')
    const terms = query === '' ? [] : query.toLowerCase().split(/\s+/)
    const pool = this.filtered(request.query, { collections, topics, username: request.query.get('username') }).filter(
      (photo) => terms.length === 0 || relevance(photo, terms) > 0,
    )
    if (pool.length === 0) {
      send(404, { errors: [UNSPLASH_ERRORS.noPhotosFound] })
      return
    }
    const countParam = request.query.get('count')
    const count = countParam === null ? 1 : clampInt(countParam, 1, 1, 30)
    // Answers are cacheable: the same URL gives the same photos until something (the `c`
    // cache-buster) makes it a new URL.
    const cacheKey = request.rawUrl
    let ids = this.randomCache.get(cacheKey)
    if (ids === undefined) {
      const draw = prng(0xd1ce + this.randomDraws++)
      const shuffled = pool.map((photo) => ({ photo, key: draw() })).sort((a, b) => a.key - b.key)
      ids = shuffled.slice(0, count).map((entry) => entry.photo.id)
      this.randomCache.set(cacheKey, ids)
    }
    const records = ids.map((id) => this.record(this.byId.get(id) as UnsplashFakePhoto, request.origin, true))
    // Only an explicit `count`, even count=1, makes the answer an array.
    send(200, countParam === null ? records[0] : records)
  }

  private photo(request: FakeRequest, send: Send): void {
    const photo = this.byId.get(request.params['id'] ?? '')
    if (photo === undefined) {
      send(404, { errors: [UNSPLASH_ERRORS.photoNotFound] })
      return
    }
    send(200, this.record(photo, request.origin, true))
  }

  private download(request: FakeRequest, send: Send): void {
    const photo = this.byId.get(request.params['id'] ?? '')
    if (photo === undefined) {
      send(404, { errors: [UNSPLASH_ERRORS.photoNotFound] })
      return
    }
    this.downloadHits.set(photo.id, this.downloadCount(photo.id) + 1)
    // An event endpoint: the URL it names is not meant as the download source (docs/apis.md, Unsplash "Download tracking").
    send(200, { url: `${this.imageUrl(photo)}&fm=jpg` })
  }

  /** The photo's original on the image host, a drawn picture of its id; the query sizes and encodes it. */
  private picture(photo: UnsplashFakePhoto): string {
    return `${this.options.imageHostUrl}/img/unsplash-${photo.id}/${photo.width}x${photo.height}.jpg`
  }

  private imageUrl(photo: UnsplashFakePhoto): string {
    return `${this.picture(photo)}?ixid=${photo.ixid}&ixlib=rb-4.0.3`
  }

  /** A record shaped like the real one: abbreviated for search, full for random and /photos/:id. */
  private record(photo: UnsplashFakePhoto, origin: string, full: boolean): Record<string, unknown> {
    const user = this.users.get(photo.username) as FakeUser
    const raw = this.imageUrl(photo)
    const picture = this.picture(photo)
    const sized = (width: number) => `${picture}?crop=entropy&cs=tinysrgb&fit=max&fm=jpg&ixid=${photo.ixid}&ixlib=rb-4.0.3&q=80&w=${width}`
    const index = this.catalogue.indexOf(photo)
    const abbreviated: Record<string, unknown> = {
      id: photo.id,
      slug: photo.slug,
      alternative_slugs: { en: photo.slug, de: photo.slug },
      created_at: photo.createdAt,
      updated_at: photo.createdAt,
      promoted_at: null,
      width: photo.width,
      height: photo.height,
      color: photo.hex,
      blur_hash: photo.blurHash,
      description: photo.description,
      alt_description: photo.altDescription,
      breadcrumbs: [],
      urls: {
        raw,
        full: `${picture}?crop=entropy&cs=srgb&fm=jpg&ixid=${photo.ixid}&ixlib=rb-4.0.3&q=85`,
        regular: sized(1080),
        small: sized(400),
        thumb: sized(200),
        small_s3: `${picture}?s3=small`,
      },
      links: {
        self: `${origin}/photos/${photo.slug}`,
        html: `https://unsplash.com/photos/${photo.slug}`,
        download: `https://unsplash.com/photos/${photo.id}/download?ixid=${photo.ixid}`,
        download_location: `${origin}/photos/${photo.id}/download?ixid=${photo.ixid}`,
      },
      likes: photo.likes,
      liked_by_user: false,
      current_user_collections: [],
      sponsorship: null,
      topic_submissions: {},
      asset_type: 'photo',
      user: this.userRecord(user, origin),
      tags: photo.tags.map((title) => ({ type: 'search', title })),
    }
    if (!full) return abbreviated
    const knownPlace = index % 3 !== 0
    return {
      ...abbreviated,
      exif:
        index % 5 === 0
          ? { make: null, model: null, name: null, exposure_time: null, aperture: null, focal_length: null, iso: null }
          : { make: 'SONY', model: 'ILCE-7RM3', name: 'SONY, ILCE-7RM3', exposure_time: '1/200', aperture: '8.0', focal_length: '24.0', iso: 100 + (index % 4) * 100 },
      // An unknown place is 0,0 with null names, not null (docs/apis.md, Unsplash "The photo record").
      location: knownPlace
        ? { name: 'Vík, Iceland', city: 'Vík', country: 'Iceland', position: { latitude: 63.4186, longitude: -19.006 } }
        : { name: null, city: null, country: null, position: { latitude: 0.0, longitude: 0.0 } },
      meta: { index: true },
      public_domain: false,
      tags: photo.tags.map((title, position) =>
        position === 0 ? { type: 'landing_page', title, source: { title: `${title} images` } } : { type: 'search', title },
      ),
      views: photo.views,
      downloads: photo.downloads + this.downloadCount(photo.id),
      topics: [],
      related_collections: { total: 0, type: 'related', results: [] },
    }
  }

  private userRecord(user: FakeUser, origin: string): Record<string, unknown> {
    const host = this.options.imageHostUrl
    const api = `${origin}/users/${user.username}`
    return {
      id: user.id,
      updated_at: '2024-06-28T08:38:13Z',
      username: user.username,
      name: user.name,
      first_name: user.firstName,
      last_name: user.lastName,
      twitter_username: null,
      portfolio_url: null,
      bio: user.bio,
      location: user.location,
      links: {
        self: api,
        html: `https://unsplash.com/@${user.username}`,
        photos: `${api}/photos`,
        likes: `${api}/likes`,
        portfolio: `${api}/portfolio`,
        following: `${api}/following`,
        followers: `${api}/followers`,
      },
      profile_image: {
        small: `${host}/img/32x32.jpg?ixlib=rb-4.0.3&crop=faces&fit=crop&w=32&h=32`,
        medium: `${host}/img/64x64.jpg?ixlib=rb-4.0.3&crop=faces&fit=crop&w=64&h=64`,
        large: `${host}/img/128x128.jpg?ixlib=rb-4.0.3&crop=faces&fit=crop&w=128&h=128`,
      },
      instagram_username: null,
      total_collections: 3,
      total_likes: 100,
      total_photos: 40,
      accepted_tos: true,
      for_hire: false,
    }
  }
}

export function createUnsplashFake(options: UnsplashFakeOptions): UnsplashFake {
  return new UnsplashFake(options)
}
