// A loopback NASA APOD (api.nasa.gov/planetary/apod) with the real service's answers and quirks:
// api.data.gov's key checks and rolling limits in front ({error: {code, message}}, X-RateLimit-*
// headers on every answer, OVER_RATE_LIMIT as 429 without Retry-After), and behind it the APOD
// service's own rules and messages (nasa/apod-api, application.py: the allowed fields, the field
// combinations, "Date must be between…", "No data available for date: …", ranges that skip days
// without a picture, `count` as random distinct days, `thumbs` adding a video's still). Every day
// of a deterministic archive is an image, a video or an `other` day; pictures live on the image host.
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'
import { DEMO_KEY } from './rate-budget'

/** The key the fake accepts besides DEMO_KEY, like a real one (40 letters and digits). */
export const APOD_FAKE_KEY = 'FakeNasaKey0123456789abcdefghijklmnopqrs'
const FIRST_DAY = '1995-06-16'
const ALLOWED_FIELDS = ['concept_tags', 'date', 'hd', 'count', 'start_date', 'end_date', 'thumbs']
const USAGE = `Allowed request fields for apod method are '${ALLOWED_FIELDS.join("', '")}'`
const HOUR_MS = 3_600_000

export interface ApodFakeOptions {
  /** Where pictures and video stills point: a `createImageHost()` server. */
  imageHostUrl: string
  /** NASA's today (its calendar runs on US time); 2026-09-15 by default. */
  today?: string
  /** Keys accepted besides DEMO_KEY. */
  validKeys?: readonly string[]
}

export interface FakeApodDay {
  date: string
  title: string
  media_type: 'image' | 'video' | 'other'
  url?: string
  hdurl?: string
  thumbnail_url?: string
  copyright?: string
  explanation: string
}

function dayMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** "Jun 16, 1995", as the service writes a day in its messages (strftime '%b %d, %Y'). */
function spoken(day: string): string {
  const date = new Date(dayMs(day))
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })
  return `${month} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`
}

/** A small stable hash of a day, so every run builds the same archive. */
function hash(text: string): number {
  let value = 2166136261
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0
  return value
}

const TITLES = ['The Cat\u2019s Eye Nebula', 'Messier 106', 'Shadow of a Martian Robot', 'NGC 2403 in Camelopardalis', 'A Filament Leaps from the Sun', 'Ring Galaxy AM 0644-741']
const CREDITS = ['\nRolando Ligustri &\n Lukas Demetz \n', 'R Jay Gabany', '(Team F.A.C.T.)', 'St\u00e9phane Poirier']

/** The archive's day, or undefined on a day without a picture (one in 97, as the real archive has gaps). */
export function archiveDay(day: string, imageHostUrl: string, thumbs: boolean): FakeApodDay | undefined {
  const seed = hash(day)
  if (day !== FIRST_DAY && seed % 97 === 0) return undefined
  const compact = day.slice(2).replaceAll('-', '')
  const picture = `apod-${compact}`
  const roll = seed % 20
  const kind: FakeApodDay['media_type'] = roll < 15 ? 'image' : roll < 19 ? 'video' : 'other'
  const record: FakeApodDay = { date: day, title: TITLES[seed % TITLES.length] as string, media_type: kind, explanation: `What is pictured on ${day}?` }
  if (seed % 3 === 0) record.copyright = CREDITS[seed % CREDITS.length] as string
  if (kind === 'image') {
    record.url = `${imageHostUrl}/img/${picture}/960x640.jpg`
    if (seed % 5 !== 0) record.hdurl = `${imageHostUrl}/img/${picture}/2400x1600.jpg`
  } else if (kind === 'video') {
    const id = `vid${compact}x`
    record.url = `https://www.youtube.com/embed/${id}?rel=0`
    if (thumbs) record.thumbnail_url = `${imageHostUrl}/img/${picture}-still/480x360.jpg`
  }
  return record
}

export class ApodFake extends FakeServer {
  readonly imageHostUrl: string
  readonly validKeys: ReadonlySet<string>
  /** NASA's today; a test may move it. */
  today: string
  /** Quirks a test turns on; `reset()` turns them off. */
  readonly quirks = {
    /** Today's day is not yet in the archive: NASA's date turned before the picture was published. */
    todayUnpublished: false,
  }
  /** Attempts per key in the rolling day, for the limits (Date.now, so fake timers move them). */
  private readonly starts = new Map<string, number[]>()
  private randomCalls = 0

  constructor(options: ApodFakeOptions) {
    super('apod')
    this.imageHostUrl = options.imageHostUrl.replace(/\/+$/, '')
    this.today = options.today ?? '2026-09-15'
    this.validKeys = new Set([DEMO_KEY, ...(options.validKeys ?? [APOD_FAKE_KEY])])
    this.route('GET', '/planetary/apod', (request, respond) => this.apod(request, respond))
  }

  override reset(): void {
    super.reset()
    this.starts.clear()
    this.randomCalls = 0
    this.quirks.todayUnpublished = false
  }

  /** The archive's record for `day` as the service would send it (undefined: no picture that day). */
  day(day: string, thumbs = true): FakeApodDay | undefined {
    if (day === this.today && this.quirks.todayUnpublished) return undefined
    return archiveDay(day, this.imageHostUrl, thumbs)
  }

  /** api.data.gov: the key, then its rolling limits. Answers and returns undefined when the call stops here. */
  private admit(request: FakeRequest, respond: Responder): Record<string, string> | undefined {
    const key = request.query.get('api_key')
    if (key === null || key === '') {
      respond.json(403, { error: { code: 'API_KEY_MISSING', message: 'No api_key was supplied. Get one at https://api.nasa.gov:443' } })
      return undefined
    }
    if (!this.validKeys.has(key)) {
      respond.json(403, { error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied. Get one at https://api.nasa.gov:443' } })
      return undefined
    }
    const now = Date.now()
    const starts = (this.starts.get(key) ?? []).filter((start) => now - start < 24 * HOUR_MS)
    const hourly = key === DEMO_KEY ? 30 : 1000
    const inHour = starts.filter((start) => now - start < HOUR_MS).length
    const overDay = key === DEMO_KEY && starts.length >= 50
    if (inHour >= hourly || overDay) {
      this.starts.set(key, starts)
      respond.json(
        429,
        { error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit. Try again later or contact us at https://api.nasa.gov:443/contact/ for assistance' } },
        { 'x-ratelimit-limit': String(hourly), 'x-ratelimit-remaining': '0' },
      )
      return undefined
    }
    starts.push(now)
    this.starts.set(key, starts)
    return { 'x-ratelimit-limit': String(hourly), 'x-ratelimit-remaining': String(hourly - inHour - 1) }
  }

  private apod(request: FakeRequest, respond: Responder): void {
    const headers = this.admit(request, respond)
    if (headers === undefined) return
    const abort = (code: number, msg: string) => respond.json(code, { code, msg, service_version: 'v1' }, headers)
    const args = new URLSearchParams(request.query)
    args.delete('api_key')
    if ([...args.keys()].some((name) => !ALLOWED_FIELDS.includes(name))) return abort(400, `Bad Request: incorrect field passed. ${USAGE}'`)
    const date = args.get('date')
    const count = args.get('count')
    const start = args.get('start_date')
    const end = args.get('end_date')
    const thumbs = args.get('thumbs') === 'true' || args.get('thumbs') === 'True'
    const serve = (body: unknown) => respond.json(200, body, headers)
    const checkDay = (day: string): string | undefined => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(dayMs(day))) return `time data '${day}' does not match format '%Y-%m-%d'`
      if (day > this.today || day < FIRST_DAY) return `Date must be between ${spoken(FIRST_DAY)} and ${spoken(this.today)}.`
      return undefined
    }
    const withVersion = (record: FakeApodDay) => ({ ...record, service_version: 'v1' })

    if (!count && !start && !end) {
      if (date) {
        const problem = checkDay(date)
        if (problem) return abort(400, problem)
      }
      const record = this.day(date ?? this.today, thumbs)
      if (!record) return abort(404, `No data available for date: ${date ?? 'None'}`)
      return serve(withVersion(record))
    }
    if (!date && !start && !end && count) {
      const n = Number(count)
      if (!Number.isInteger(n) || n > 100 || n <= 0) return abort(400, 'Count must be positive and cannot exceed 100')
      const span = (dayMs(this.today) - dayMs(FIRST_DAY)) / 86_400_000 + 1
      const picked: FakeApodDay[] = []
      const seen = new Set<number>()
      let cursor = hash(`random-${(this.randomCalls += 1)}`)
      while (picked.length < n && seen.size < span) {
        cursor = Math.imul(cursor ^ (cursor >>> 13), 2654435761) >>> 0
        const offset = cursor % span
        if (seen.has(offset)) continue
        seen.add(offset)
        const record = this.day(dayOf(dayMs(FIRST_DAY) + offset * 86_400_000), thumbs)
        if (record) picked.push(record)
      }
      return serve(picked.map(withVersion))
    }
    if (!count && !date && start) {
      const last = end ?? this.today
      const problem = checkDay(start) ?? checkDay(last)
      if (problem) return abort(400, problem)
      if (start > last) return abort(400, 'start_date cannot be after end_date')
      const days: FakeApodDay[] = []
      for (let ms = dayMs(start); ms <= dayMs(last); ms += 86_400_000) {
        const record = this.day(dayOf(ms), thumbs)
        if (record) days.push(record)
      }
      return serve(days.map(withVersion))
    }
    return abort(400, `Bad Request: invalid field combination passed. ${USAGE}'`)
  }
}

export function createApodFake(options: ApodFakeOptions): ApodFake {
  return new ApodFake(options)
}
