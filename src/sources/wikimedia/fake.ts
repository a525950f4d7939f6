// A loopback Wikimedia Commons Action API (`/w/api.php`) with the quirks of the API's documentation
// and of the real bodies (../shared/realdata/wikimedia): `formatversion=2` answers, a missing page
// for a day not yet published, a day showing several files, SVG drawings rendered as PNG
// thumbnails at the width asked, a video day and a sound day, metadata as HTML, errors as HTTP 200
// with a `MediaWiki-API-Error` header, at most 50 titles a request. Every day has a picture, made up from
// its date, so any range works; the files and thumbnails are served at `/wikipedia/commons/…`.
import { createHash } from 'node:crypto'
import { drawnImage } from '../../../test/fakes/drawn-images'
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'

export const WIKIMEDIA_FAKE_API_PATH = '/w/api.php'
const MAX_TITLES = 50

export interface FakeCommonsFile {
  title: string
  mime: string
  width: number
  height: number
  metadata: Record<string, string>
}

const SUBJECTS = ['Martial eagle (Polemaetus bellicosus)', 'Aerial view of Edinburgh, about 1920', 'Birchwood near Slavne, Ukraine', 'Roussanou Monastery, Meteora', 'Sea stacks at dawn', 'Night sky over the Atacama']
const SIZES: readonly (readonly [number, number])[] = [
  [4000, 2667],
  [3840, 2160],
  [2560, 1707],
  [1200, 800],
  [5184, 3456],
]

/** The four licence situations of real files: CC BY-SA with attribution, public domain, CC0, and an author's own wording. */
function licenceOf(dayNumber: number, artistHtml: string): Record<string, string> {
  switch (dayNumber % 4) {
    case 0:
      return { LicenseShortName: 'CC BY-SA 4.0', LicenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0', AttributionRequired: 'true', UsageTerms: 'Creative Commons Attribution-Share Alike 4.0' }
    case 1:
      // Public domain in the US: no URL of a licence, no attribution asked (the Edinburgh body).
      return { LicenseShortName: 'PD-US', UsageTerms: '<a href="//en.wikipedia.org/wiki/Public_domain" title="Public domain">Public domain</a> in the United States', LicenseUrl: '//en.wikipedia.org/wiki/Public_domain' }
    case 2:
      return { LicenseShortName: 'CC0', LicenseUrl: 'http://creativecommons.org/publicdomain/zero/1.0/deed.en', AttributionRequired: 'false', UsageTerms: 'Creative Commons Zero, Public Domain Dedication' }
    default:
      return {
        LicenseShortName: 'CC BY 2.0',
        LicenseUrl: 'https://creativecommons.org/licenses/by/2.0',
        AttributionRequired: 'true',
        Attribution: `Photo: ${artistHtml.replace(/<[^>]*>/g, '')} &amp; friends, Wikimedia Commons, CC BY 2.0`,
      }
  }
}

/** The day's files, made up from the date: the 13th shows a set of three, the 7th a drawing, the 21st a video, the 28th a sound. */
export function fakeFilesOfDay(day: string): FakeCommonsFile[] {
  const dayNumber = Number(day.replaceAll('-', ''))
  const date = Number(day.slice(8, 10))
  const subject = SUBJECTS[dayNumber % SUBJECTS.length] as string
  const [width, height] = SIZES[dayNumber % SIZES.length] as readonly [number, number]
  const artistHtml = `<bdi><a href="//commons.wikimedia.org/wiki/User:Photographer_${dayNumber % 7}" title="User:Photographer ${dayNumber % 7}"><span>Photographer&nbsp;${dayNumber % 7}</span></a>\n</bdi>`
  const metadata = {
    ObjectName: `${subject} (${day})`,
    Artist: artistHtml,
    Credit: '<span class="int-own-work" lang="en">Own work</span>',
    ...licenceOf(dayNumber, artistHtml),
  }
  const file = (title: string, mime: string, w = width, h = height): FakeCommonsFile => ({ title, mime, width: w, height: h, metadata })
  if (date === 13) return [1, 2, 3].map((n) => file(`File:Coin set ${day} (${n}).jpg`, 'image/jpeg', 2400, 1200))
  if (date === 7) return [file(`File:Map of the day ${day}.svg`, 'image/svg+xml', 512, 288)]
  if (date === 21) return [file(`File:Film of the day ${day}.webm`, 'video/webm', 1920, 1080)]
  if (date === 28) return [file(`File:Song of the day ${day}.ogg`, 'application/ogg', 0, 0)]
  return [file(`File:${subject} ${day}.jpg`, 'image/jpeg')]
}

/** Where Commons keeps a file: `/a/ab/` from the MD5 of its name. */
function hashPath(name: string): string {
  const md5 = createHash('md5').update(name).digest('hex')
  return `${md5[0] as string}/${md5.slice(0, 2)}`
}

function underscored(title: string): string {
  return title.replace(/^File:/, '').replaceAll(' ', '_')
}

export interface WikimediaFakeOptions {
  /** The newest day with a picture (later days are missing pages): ten days ahead of today by default, as Commons schedules. */
  publishedThrough?: string
  /** Each answer waits this long, so a test can see whether requests overlap. */
  latencyMs?: number
}

export class WikimediaFake extends FakeServer {
  publishedThrough: string
  latencyMs: number
  /** Files whose imageinfo leaves out its URL and size (as a body asking only for extmetadata does). */
  readonly withoutUrl = new Set<string>()
  /** The most API requests that were ever being answered at once. */
  maxInFlight = 0
  private inFlight = 0

  constructor(options: WikimediaFakeOptions = {}) {
    super('wikimedia')
    this.publishedThrough = options.publishedThrough ?? new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    this.latencyMs = options.latencyMs ?? 0
    this.route('GET', WIKIMEDIA_FAKE_API_PATH, (request, respond) => this.api(request, respond))
    this.route('GET', '/wikipedia/commons/thumb/:h1/:h2/:name/:thumb', (request, respond) => this.thumbnail(request, respond))
    this.route('GET', '/wikipedia/commons/:h1/:h2/:name', (request, respond) => this.original(request, respond))
  }

  /** The API's address, as TAPESTRY_WIKIMEDIA_URL takes it. */
  get apiUrl(): string {
    return `${this.url}${WIKIMEDIA_FAKE_API_PATH}`
  }

  override reset(): void {
    super.reset()
    this.withoutUrl.clear()
    this.maxInFlight = 0
  }

  /** The file named `title` (spaces or underscores), on whichever day shows it. */
  findFile(title: string): FakeCommonsFile | undefined {
    const day = /(\d{4}-\d{2}-\d{2})/.exec(title)?.[1]
    return day === undefined ? undefined : fakeFilesOfDay(day).find((file) => underscored(file.title) === underscored(title))
  }

  private async api(request: FakeRequest, respond: Responder): Promise<void> {
    this.inFlight += 1
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    try {
      if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs))
      this.answer(request, respond)
    } finally {
      this.inFlight -= 1
    }
  }

  private fail(respond: Responder, code: string, info: string): void {
    respond.json(200, { error: { code, info, docref: 'See https://commons.wikimedia.org/w/api.php for API usage.' }, servedby: 'mw-api-ext.fake' }, { 'mediawiki-api-error': code })
  }

  private answer(request: FakeRequest, respond: Responder): void {
    const query = request.query
    if (query.get('action') !== 'query') return this.fail(respond, 'badvalue', 'Unrecognized value for parameter "action".')
    if (query.get('format') !== 'json' || query.get('formatversion') !== '2') return this.fail(respond, 'badvalue', 'Tapestry asks for format=json&formatversion=2.')
    const titles = (query.get('titles') ?? '').split('|').filter((title) => title !== '')
    if (titles.length > MAX_TITLES) return this.fail(respond, 'toomanyvalues', `Too many values supplied for parameter "titles". The limit is ${MAX_TITLES}.`)
    if (query.get('prop') === 'images') return respond.json(200, { batchcomplete: true, query: { pages: titles.map((title) => this.templatePage(title)) } })
    if (query.get('prop') === 'imageinfo') {
      const width = Number(query.get('iiurlwidth') ?? '0')
      const fields = new Set((query.get('iiextmetadatafilter') ?? '').split('|').filter(Boolean))
      return respond.json(200, { batchcomplete: true, query: { pages: titles.map((title) => this.filePage(request.origin, title, width, fields)) } })
    }
    this.fail(respond, 'badvalue', 'Unrecognized value for parameter "prop".')
  }

  private templatePage(title: string): Record<string, unknown> {
    // Commons' own pages are `Template:Potd/…`; `Template:POTD/…` is another page, which does not exist here.
    const day = /^Template:Potd\/(\d{4}-\d{2}-\d{2})$/.exec(title)?.[1]
    if (day === undefined || day > this.publishedThrough) return { ns: 10, title, missing: true }
    const images = fakeFilesOfDay(day)
      .map((file) => ({ ns: 6, title: file.title }))
      .sort((a, b) => (a.title < b.title ? -1 : 1))
    return { pageid: 90_000_000 + Number(day.replaceAll('-', '')) % 1_000_000, ns: 10, title, images }
  }

  private filePage(origin: string, title: string, width: number, fields: ReadonlySet<string>): Record<string, unknown> {
    const file = this.findFile(title)
    if (file === undefined) return { ns: 6, title, missing: true }
    const name = underscored(file.title)
    const metadata = Object.fromEntries(
      Object.entries(file.metadata)
        .filter(([field]) => fields.size === 0 || fields.has(field))
        .map(([field, value]) => [field, { value, source: 'commons-desc-page', hidden: '' }]),
    )
    const descriptionurl = `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(name)}`
    if (this.withoutUrl.has(file.title)) return { pageid: 1, ns: 6, title: file.title, imagerepository: 'local', imageinfo: [{ extmetadata: metadata }] }
    const url = `${origin}/wikipedia/commons/${hashPath(name)}/${encodeURIComponent(name)}`
    const info: Record<string, unknown> = { size: file.width * file.height, width: file.width, height: file.height, url, descriptionurl, descriptionshorturl: `https://commons.wikimedia.org/w/index.php?curid=${name.length}`, mime: file.mime, extmetadata: metadata }
    if (file.mime === 'application/ogg') {
      // A sound has no picture to render: no size, no thumbnail.
      Object.assign(info, { width: 0, height: 0 })
    } else if (width > 0) {
      const vector = file.mime === 'image/svg+xml'
      const video = file.mime.startsWith('video/')
      // Raster pictures are never scaled up: a narrower original is its own "thumbnail".
      if (!vector && !video && width >= file.width) Object.assign(info, { thumburl: url, thumbwidth: file.width, thumbheight: file.height })
      else {
        const suffix = vector ? '.png' : video ? '.jpg' : ''
        const thumbName = `${width}px-${video ? '-' : ''}${encodeURIComponent(name)}${suffix}`
        Object.assign(info, {
          thumburl: `${origin}/wikipedia/commons/thumb/${hashPath(name)}/${encodeURIComponent(name)}/${thumbName}`,
          thumbwidth: width,
          thumbheight: Math.round((width * file.height) / file.width),
        })
      }
    }
    return { pageid: 100 + name.length, ns: 6, title: file.title, imagerepository: 'local', imageinfo: [info] }
  }

  private async original(request: FakeRequest, respond: Responder): Promise<void> {
    const name = request.params['name'] ?? ''
    const file = this.findFile(name)
    if (file === undefined || hashPath(underscored(file.title)) !== `${request.params['h1']}/${request.params['h2']}`) return respond.text(404, 'Not Found', 'text/plain')
    if (file.mime === 'video/webm' || file.mime === 'application/ogg') return respond.bytes(200, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]), file.mime)
    if (file.mime === 'image/svg+xml') return respond.text(200, `<svg xmlns="http://www.w3.org/2000/svg" width="${file.width}" height="${file.height}"/>`, 'image/svg+xml')
    respond.bytes(200, await drawnImage(`wikimedia-${name}`, 'jpg', Math.min(file.width, 4096), Math.min(file.height, 4096)), 'image/jpeg')
  }

  private async thumbnail(request: FakeRequest, respond: Responder): Promise<void> {
    const name = request.params['name'] ?? ''
    const file = this.findFile(name)
    const width = Number(/^(\d+)px-/.exec(request.params['thumb'] ?? '')?.[1] ?? Number.NaN)
    if (file === undefined || !(width > 0)) return respond.text(404, 'Not Found', 'text/plain')
    const height = Math.max(1, Math.round((width * file.height) / file.width))
    const png = file.mime === 'image/svg+xml'
    respond.bytes(200, await drawnImage(`wikimedia-${name}`, png ? 'png' : 'jpg', Math.min(width, 4096), Math.min(height, 4096)), png ? 'image/png' : 'image/jpeg')
  }
}

export function createWikimediaFake(options: WikimediaFakeOptions = {}): WikimediaFake {
  return new WikimediaFake(options)
}
