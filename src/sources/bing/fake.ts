// A loopback Bing picture archive with the quirks of the real bodies (../shared/realdata/bing):
// `HPImageArchive.aspx` lists a market's last days newest first (`idx` back from today, at most 8
// a request), a market without pictures of its own gets the rest-of-world set titled "Info", zh-CN
// writes an empty title and a relative `copyrightlink`, one day is not offered as a wallpaper
// (`wp: false`), and without `format=js` the answer is XML. The pictures themselves are served at
// `/th?id=OHR.<name>_<rendition>.jpg` (UHD at 3840×2160, or the size the name says) with drawn bytes.
import { drawnImage } from '../../../test/fakes/drawn-images'
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'

/** The markets with their own pictures; any other `mkt` (or none) gets ROW. */
const OWN_MARKETS = ['de-DE', 'en-CA', 'en-GB', 'en-IN', 'en-US', 'es-ES', 'fr-CA', 'fr-FR', 'it-IT', 'ja-JP', 'pt-BR', 'zh-CN'] as const
/** How many days each market keeps (more than the eight a request may reach, as Bing keeps). */
export const BING_FAKE_DAYS = 16
/** The archive's "today", whatever the clock says. */
export const BING_FAKE_TODAY = Date.UTC(2026, 8, 15)
/** The day that Bing does not offer as a wallpaper (`wp: false`), counted back from today. */
export const BING_FAKE_NOT_WALLPAPER_DAYS_AGO = 5

const PLACES: readonly (readonly [name: string, caption: string, credit: string])[] = [
  ['MullOtter', 'Eurasian otters, Loch Spelve, Isle of Mull, Scotland', 'Neil Henderson/Alamy'],
  ['MeteoraMonastery', 'Roussanou Monastery, Meteora, Thessaly, Greece', 'Marius Roman/Getty Images'],
  ['SandhillApache', 'Sandhill cranes, Bosque del Apache National Wildlife Refuge, New Mexico', 'Cathy & Gordon Illg/Jaynes Gallery/DanitaDelimont.com'],
  ['SestriLevante', 'Baia del Silenzio in Sestri Levante, Liguria, Italy', 'StevanZZ/Getty Images'],
  ['Everglades90th', 'Slash pines and sawgrass prairie, Everglades National Park, Florida', 'Jonathan Gewirtz/Tandem Stills + Motion'],
  ['AlaskaLynx', 'Canada lynx in Denali National Park, Alaska', 'Design Pics Inc./Alamy'],
  ['Aracari', 'Chestnut-eared aracari in the Pantanal, Brazil', 'Ana Gram/Shutterstock'],
  ['HudsonBayPolars', 'Polar bears on the frozen Hudson Bay, Canada', 'Kike Calvo/Corbis'],
]

const TOOLTIPS = {
  loading: 'Loading...',
  previous: 'Previous image',
  next: 'Next image',
  walle: 'This image is not available to download as wallpaper.',
  walls: 'Download this image. Use of this image is restricted to wallpaper only.',
}

export interface FakeBingImage {
  startdate: string
  fullstartdate: string
  enddate: string
  url: string
  urlbase: string
  copyright: string
  copyrightlink: string
  title: string
  quiz: string
  wp: boolean
  hsh: string
  drk: number
  top: number
  bot: number
  hs: never[]
}

function compactDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')
}

/** A market's archive, newest first. */
function buildMarket(market: string): FakeBingImage[] {
  const tag = market === 'ROW' ? 'ROW' : market.toUpperCase()
  return Array.from({ length: BING_FAKE_DAYS }, (_, daysAgo) => {
    const [name, caption, credit] = PLACES[daysAgo % PLACES.length] as (typeof PLACES)[number]
    const day = BING_FAKE_TODAY - daysAgo * 86_400_000
    const start = compactDay(day)
    const id = `${name}${daysAgo >= PLACES.length ? 'Again' : ''}_${tag}${String(1_000_000_000 + daysAgo * 7_919 + tag.length * 104_729)}`
    const urlbase = `/th?id=OHR.${id}`
    return {
      startdate: start,
      fullstartdate: `${start}0700`,
      enddate: compactDay(day + 86_400_000),
      url: `${urlbase}_1920x1080.jpg&rf=LaDigue_1920x1080.jpg&pid=hp`,
      urlbase,
      copyright: `${caption} (© ${credit})`,
      copyrightlink:
        market === 'zh-CN'
          ? `/search?q=${encodeURIComponent(caption)}&form=hpcapt&mkt=zh-cn`
          : `https://www.bing.com/search?q=${encodeURIComponent(caption).replaceAll('%20', '+')}&form=hpcapt&filters=HpDate%3a%22${start}_0700%22`,
      title: market === 'ROW' ? 'Info' : market === 'zh-CN' ? '' : `A day at ${caption.split(',')[0] as string}`,
      quiz: `/search?q=Bing+homepage+quiz&filters=WQOskey:%22HPQuiz_${start}_${name}%22&FORM=HPQUIZ`,
      wp: daysAgo !== BING_FAKE_NOT_WALLPAPER_DAYS_AGO,
      hsh: (id.length * 2_654_435_761 + daysAgo).toString(16).padStart(32, '0').slice(-32),
      drk: 1,
      top: 1,
      bot: 1,
      hs: [],
    }
  })
}

/** A whole number from the query, or `fallback` when it is missing or not one (Bing ignores what it cannot read). */
function queryNumber(request: FakeRequest, name: string, fallback: number): number {
  const text = request.query.get(name)
  return text !== null && /^\d+$/.test(text) ? Number(text) : fallback
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

export class BingFake extends FakeServer {
  readonly markets: ReadonlyMap<string, readonly FakeBingImage[]>
  /** Quirks a test turns on; `reset()` turns them off. */
  readonly quirks = {
    /** The picture at this place of a page loses its `urlbase` and `url`, as a damaged answer would. */
    brokenRecordAt: null as number | null,
  }

  constructor() {
    super('bing')
    this.markets = new Map([...OWN_MARKETS, 'ROW'].map((market) => [market, buildMarket(market)]))
    this.route('GET', '/HPImageArchive.aspx', (request, respond) => this.archive(request, respond))
    this.route('GET', '/th', (request, respond) => this.picture(request, respond))
  }

  override reset(): void {
    super.reset()
    this.quirks.brokenRecordAt = null
  }

  /** The archive a market answers with: its own, or the rest of the world's. */
  archiveOf(market: string | null): readonly FakeBingImage[] {
    const own = OWN_MARKETS.find((candidate) => candidate.toLowerCase() === market?.toLowerCase())
    return this.markets.get(own ?? 'ROW') as readonly FakeBingImage[]
  }

  private archive(request: FakeRequest, respond: Responder): void {
    const archive = this.archiveOf(request.query.get('mkt'))
    // idx beyond the eighth day is read as the eighth; n beyond 8 as 8.
    const idx = clamp(queryNumber(request, 'idx', 0), 0, 7)
    const n = clamp(queryNumber(request, 'n', 1), 1, 8)
    const page = archive.slice(idx, idx + n)
    if (request.query.get('format') !== 'js') {
      const xml = page.map((image) => `<image><startdate>${image.startdate}</startdate><urlBase>${image.urlbase}</urlBase></image>`).join('')
      respond.text(200, `<?xml version="1.0" encoding="utf-8" ?><images>${xml}</images>`, 'text/xml; charset=utf-8')
      return
    }
    const broken = this.quirks.brokenRecordAt
    const images = page.map((image, index) => {
      if (index !== broken) return image
      const { urlbase: _urlbase, url: _url, ...rest } = image
      return rest
    })
    respond.json(200, { images, tooltips: TOOLTIPS })
  }

  private async picture(request: FakeRequest, respond: Responder): Promise<void> {
    const match = /^OHR\.([A-Za-z0-9_-]+?)_(UHD|(\d{2,4})x(\d{2,4}))\.jpg$/.exec(request.query.get('id') ?? '')
    const known = match !== null && [...this.markets.values()].some((images) => images.some((image) => image.urlbase === `/th?id=OHR.${match[1] as string}`))
    if (!match || !known) {
      respond.text(404, 'Not Found', 'text/plain')
      return
    }
    const width = match[2] === 'UHD' ? 3840 : Number(match[3])
    const height = match[2] === 'UHD' ? 2160 : Number(match[4])
    respond.bytes(200, await drawnImage(`bing-${match[1] as string}`, 'jpg', width, height), 'image/jpeg', { 'cache-control': 'public, max-age=15552000' })
  }
}

export function createBingFake(): BingFake {
  return new BingFake()
}
