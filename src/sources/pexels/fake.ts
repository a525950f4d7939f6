// A loopback Pexels API (https://www.pexels.com/api/documentation/) over a deterministic catalogue
// (its url stands for https://api.pexels.com/v1, as TAPESTRY_PEXELS_URL takes it)
// of photos whose files live on the fake image host (real bytes). Its quirks are the real one's:
// the key alone in `Authorization` (no scheme), 401 without it; `per_page` 15 by default and never
// more than 80; `next_page` only when there is a next page and `prev_page` only after the first,
// both as absolute URLs with their parameters in alphabetical order; X-Ratelimit-Limit/-Remaining/
// -Reset (the month's budget, reset as a UNIX time) on successful answers only, and a 429 that
// carries none of them once the hour's 200 or the month's budget is spent. Every seventh photo has
// the shape of answers before 2021 (no `avg_color`, no `alt`).
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'

/** The key the fake accepts unless told otherwise (56 letters and digits, like a real one). */
export const PEXELS_FAKE_KEY = 'FakePexelsKey0123456789abcdefghijklmnopqrstuvwxyzABCDEFG'
export const PEXELS_FAKE_DEFAULT_PER_PAGE = 15
export const PEXELS_FAKE_MAX_PER_PAGE = 80

export interface PexelsFakeOptions {
  /** Where `src.*` point: a `createImageHost()` server. */
  imageHostUrl: string
  validKeys?: readonly string[]
  /** Photos in the catalogue (240 by default). */
  size?: number
  /** Requests an hour before 429 (200 by default). */
  hourlyLimit?: number
  /** Requests a month; `monthUsed` of them already spent (20,000 and 0 by default). */
  monthlyLimit?: number
  monthUsed?: number
  now?: () => number
}

export interface FakePexelsPhoto {
  id: number
  width: number
  height: number
  url: string
  photographer: string
  photographer_url: string
  photographer_id: number
  avg_color?: string
  src: Record<'original' | 'large2x' | 'large' | 'medium' | 'small' | 'portrait' | 'landscape' | 'tiny', string>
  liked: boolean
  alt?: string
}

interface CataloguePhoto {
  record: FakePexelsPhoto
  words: string[]
  colorName: string
}

const SUBJECTS = ['mountain', 'sea', 'forest', 'city', 'desert', 'snow', 'flower', 'night', 'beach', 'lake', 'sky', 'road']
const MOODS = ['misty', 'quiet', 'golden', 'cold', 'bright', 'hidden', 'soft', 'wild']
const PEOPLE = ['Ana Costa', 'Ben Dahl', 'Chloé Ito', 'Dmitri Holm', 'Elif Garcia', 'JÉSHOOTS', 'Kemi Berger', 'Pixabay']
// [width, height]: each side at most 4096, the image host's cap, so files have the size announced.
const SIZES: readonly (readonly [number, number])[] = [
  [4096, 2731],
  [3840, 2160],
  [2160, 3840],
  [4000, 3000],
  [3000, 3000],
  [1920, 1080],
  [2731, 4096],
  [2400, 1600],
]
const PALETTE: Readonly<Record<string, readonly [number, number, number]>> = {
  red: [170, 40, 40],
  orange: [220, 120, 40],
  yellow: [220, 200, 50],
  green: [50, 120, 60],
  turquoise: [50, 180, 170],
  blue: [40, 70, 160],
  violet: [110, 60, 160],
  pink: [220, 120, 170],
  brown: [110, 75, 45],
  black: [15, 15, 15],
  gray: [128, 128, 128],
  white: [240, 240, 240],
}
const COLOR_NAMES = Object.keys(PALETTE)
const HOUR_MS = 3_600_000

function hex([r, g, b]: readonly [number, number, number]): string {
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

/** The named colour nearest to `#rrggbb`, as a colour search by hex is answered. */
function nearestColorName(text: string): string | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text)
  if (!match) return null
  const rgb = [match[1], match[2], match[3]].map((part) => parseInt(part as string, 16))
  let best: string | null = null
  let bestDistance = Infinity
  for (const [name, value] of Object.entries(PALETTE)) {
    const distance = value.reduce((sum, channel, index) => sum + (channel - (rgb[index] as number)) ** 2, 0)
    if (distance < bestDistance) [best, bestDistance] = [name, distance]
  }
  return best
}

/** `width`×`height` scaled to fit `boxWidth`×`boxHeight` (0: unbounded), never enlarged. */
function fit(width: number, height: number, boxWidth: number, boxHeight: number): [number, number] {
  const scale = Math.min(1, boxWidth > 0 ? boxWidth / width : Infinity, boxHeight > 0 ? boxHeight / height : Infinity)
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))]
}

function buildCatalogue(size: number, imageHost: string): CataloguePhoto[] {
  const catalogue: CataloguePhoto[] = []
  for (let index = 0; index < size; index++) {
    const id = 1_000_003 + index * 7919
    const [width, height] = SIZES[index % SIZES.length] as readonly [number, number]
    const subject = SUBJECTS[index % SUBJECTS.length] as string
    const mood = MOODS[Math.floor(index / SUBJECTS.length) % MOODS.length] as string
    const colorName = COLOR_NAMES[(index * 5) % COLOR_NAMES.length] as string
    const person = PEOPLE[index % PEOPLE.length] as string
    const handle = person.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '-')
    const slug = `${mood}-${subject}-${index % 3 === 0 ? 'at-dawn' : 'landscape'}`
    const file = (w: number, h: number, extra: string) => `${imageHost}/img/pexels-${id}/${w}x${h}.jpeg?auto=compress&cs=tinysrgb${extra}`
    const sized = (boxWidth: number, boxHeight: number, extra = '') => {
      const [w, h] = fit(width, height, boxWidth, boxHeight)
      return file(w, h, extra)
    }
    const old = index % 7 === 6
    const record: FakePexelsPhoto = {
      id,
      width,
      height,
      url: `https://www.pexels.com/photo/${slug}-${id}/`,
      photographer: person,
      photographer_url: `https://www.pexels.com/@${handle}`,
      photographer_id: 10_000 + (index % PEOPLE.length),
      ...(old ? {} : { avg_color: hex(PALETTE[colorName] as readonly [number, number, number]) }),
      src: {
        original: `${imageHost}/img/pexels-${id}/${width}x${height}.jpeg`,
        large2x: sized(1880, 1300, '&dpr=2'),
        large: sized(940, 650),
        medium: sized(0, 350),
        small: sized(0, 130),
        portrait: file(800, 1200, '&fit=crop'),
        landscape: file(1200, 627, '&fit=crop'),
        tiny: file(280, 200, '&dpr=1&fit=crop'),
      },
      liked: false,
      ...(old ? {} : { alt: `${mood.charAt(0).toUpperCase()}${mood.slice(1)} ${subject} in ${colorName}` }),
    }
    catalogue.push({ record, words: [mood, subject, colorName, ...slug.split('-')], colorName })
  }
  return catalogue
}

/** The month's budget renews at the start of the next calendar month (UTC), as a UNIX time. */
function nextMonthSeconds(nowMs: number): number {
  const now = new Date(nowMs)
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000)
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text)
  return text !== null && Number.isInteger(value) && value > 0 ? value : fallback
}

export class PexelsFake extends FakeServer {
  readonly catalogue: readonly CataloguePhoto[]
  readonly validKeys: ReadonlySet<string>
  readonly hourlyLimit: number
  readonly monthlyLimit: number
  /** Quirks a test turns on; `reset()` turns them off. */
  readonly quirks = {
    /** Each page leads with a record that has no `src.original` (a card cannot be made of it). */
    brokenRecord: false,
  }
  private readonly now: () => number
  private readonly monthUsedAtStart: number
  private monthUsed: number
  private hour: number[] = []

  constructor(options: PexelsFakeOptions) {
    super('pexels')
    this.catalogue = buildCatalogue(options.size ?? 240, options.imageHostUrl.replace(/\/+$/, ''))
    this.validKeys = new Set(options.validKeys ?? [PEXELS_FAKE_KEY])
    this.hourlyLimit = options.hourlyLimit ?? 200
    this.monthlyLimit = options.monthlyLimit ?? 20_000
    this.monthUsedAtStart = options.monthUsed ?? 0
    this.monthUsed = this.monthUsedAtStart
    this.now = options.now ?? Date.now
    this.route('GET', '/search', (request, respond) => this.admitted(request, respond, (headers) => this.search(request, respond, headers)))
    this.route('GET', '/curated', (request, respond) => this.admitted(request, respond, (headers) => this.curated(request, respond, headers)))
    this.route('GET', '/photos/:id', (request, respond) => this.admitted(request, respond, (headers) => this.photo(request, respond, headers)))
  }

  /** A catalogue photo's record as served (throws when none matches). */
  pick(predicate: (photo: FakePexelsPhoto) => boolean = () => true): FakePexelsPhoto {
    const found = this.catalogue.find((photo) => predicate(photo.record))
    if (!found) throw new Error('no photo in the fake Pexels catalogue matches')
    return found.record
  }

  override reset(): void {
    super.reset()
    this.hour = []
    this.monthUsed = this.monthUsedAtStart
    this.quirks.brokenRecord = false
  }

  /** The key, then the hour's and the month's budget; the route answers only when all allow it. */
  private admitted(request: FakeRequest, respond: Responder, answer: (headers: Record<string, string>) => void): void {
    const header = request.headers['authorization']
    const key = Array.isArray(header) ? header[0] : header
    if (key === undefined || !this.validKeys.has(key)) {
      respond.json(401, { error: 'Unauthorized' })
      return
    }
    const now = this.now()
    this.hour = this.hour.filter((at) => now - at < HOUR_MS)
    if (this.hour.length >= this.hourlyLimit || this.monthUsed >= this.monthlyLimit) {
      // No rate headers on a 429: clients must remember the last ones.
      respond.text(429, 'Too Many Requests', 'text/plain; charset=utf-8')
      return
    }
    this.hour.push(now)
    this.monthUsed += 1
    answer({
      'x-ratelimit-limit': String(this.monthlyLimit),
      'x-ratelimit-remaining': String(this.monthlyLimit - this.monthUsed),
      'x-ratelimit-reset': String(nextMonthSeconds(now)),
    })
  }

  private page(request: FakeRequest, respond: Responder, headers: Record<string, string>, path: string, photos: CataloguePhoto[], keep: Record<string, string>): void {
    const page = positiveInt(request.query.get('page'), 1)
    const perPage = Math.min(PEXELS_FAKE_MAX_PER_PAGE, positiveInt(request.query.get('per_page'), PEXELS_FAKE_DEFAULT_PER_PAGE))
    const start = (page - 1) * perPage
    const shown = photos.slice(start, start + perPage).map((photo) => photo.record)
    const link = (to: number) => {
      const params = new URLSearchParams(Object.entries({ ...keep, page: String(to), per_page: String(perPage) }).sort(([a], [b]) => a.localeCompare(b)))
      return `${request.origin}/${path}/?${params.toString()}`
    }
    const records: unknown[] = this.quirks.brokenRecord ? [{ id: 1, width: 10, height: 10, url: 'https://www.pexels.com/photo/1/', src: {} }, ...shown] : shown
    respond.json(
      200,
      {
        page,
        per_page: perPage,
        photos: records,
        total_results: photos.length,
        ...(start + perPage < photos.length ? { next_page: link(page + 1) } : {}),
        ...(page > 1 ? { prev_page: link(page - 1) } : {}),
      },
      headers,
    )
  }

  private curated(request: FakeRequest, respond: Responder, headers: Record<string, string>): void {
    this.page(request, respond, headers, 'curated', [...this.catalogue], {})
  }

  private search(request: FakeRequest, respond: Responder, headers: Record<string, string>): void {
    const query = request.query.get('query')?.trim().toLowerCase() ?? ''
    if (query === '') {
      respond.json(400, { error: 'query is missing' }, headers)
      return
    }
    const keep: Record<string, string> = { query: request.query.get('query') as string }
    let photos = this.catalogue.filter((photo) => query.split(/\s+/).every((word) => photo.words.includes(word)))
    const orientation = request.query.get('orientation')
    if (orientation !== null) {
      keep.orientation = orientation
      photos = photos.filter(({ record: { width, height } }) =>
        orientation === 'landscape' ? width > height : orientation === 'portrait' ? height > width : orientation === 'square' ? width === height : true,
      )
    }
    const size = request.query.get('size')
    if (size !== null) {
      keep.size = size
      const minimum = { large: 24e6, medium: 12e6, small: 4e6 }[size] ?? 0
      photos = photos.filter(({ record: { width, height } }) => width * height >= minimum)
    }
    const color = request.query.get('color')
    if (color !== null) {
      keep.color = color
      const name = COLOR_NAMES.includes(color) ? color : nearestColorName(color)
      photos = photos.filter((photo) => photo.colorName === name)
    }
    const locale = request.query.get('locale')
    if (locale !== null) keep.locale = locale
    this.page(request, respond, headers, 'search', photos, keep)
  }

  private photo(request: FakeRequest, respond: Responder, headers: Record<string, string>): void {
    const found = this.catalogue.find((photo) => String(photo.record.id) === request.params['id'])
    if (!found) {
      respond.json(404, { error: 'Not Found' }, headers)
      return
    }
    respond.json(200, found.record, headers)
  }
}
