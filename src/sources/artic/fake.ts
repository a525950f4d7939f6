// A loopback Art Institute of Chicago API (api.artic.edu/api/v1) and its IIIF image server, with
// the real quirks (https://api.artic.edu/docs/ and art-institute-of-chicago/data-aggregator):
// a search answers only id, title and thumbnail unless `fields=` asks for more, so never
// `image_id` by default; `params` carries the whole query as JSON (DecodeParams.php: merged into
// the request, ignored when it is not JSON); `limit` over 100 and `page × limit` past 1,000 are
// refused with the museum's own 403 bodies; 60 requests a minute per address, then Laravel's 429
// with Retry-After; `config.iiif_url` names where pictures are served (a test may leave the block
// out, as answers before 2021 did). The IIIF server answers `/{id}/full/{width},/0/default.jpg`
// with real JPEG bytes at the width asked, never wider than the picture nor than the museum
// allows (1686 for public-domain works, 843 for others).
import { drawnImage } from '../../../test/fakes/drawn-images'
import { FakeServer, type FakeRequest, type Responder } from '../../../test/fakes/fake-server'

export interface ArticFakeOptions {
  /** Works in the catalogue (240 by default). */
  size?: number
  /** The server's window: `limit` calls per fixed `windowMs` (60 per 60 s by default). */
  rateLimit?: { limit?: number; windowMs?: number }
}

export interface FakeArtwork {
  id: number
  title: string
  image_id: string | null
  artist_id: number | null
  artist_title: string | null
  artist_display: string | null
  date_display: string
  thumbnail: { lqip: string; width: number; height: number; alt_text: string } | null
  is_public_domain: boolean
  copyright_notice: string | null
  color: { h: number; l: number; s: number; percentage: number; population: number } | null
  classification_title: string
  style_title: string | null
}

const ARTISTS: readonly (readonly [number, string, string])[] = [
  [35809, 'Claude Monet', 'French, 1840–1926'],
  [34946, 'Vincent van Gogh', 'Dutch, 1853–1890'],
  [37541, 'Katsushika Hokusai', 'Japanese, 1760–1849'],
  [40610, "Georgia O'Keeffe", 'American, 1887–1986'],
  [36198, 'Winslow Homer', 'American, 1836–1910'],
]
const SUBJECTS = ['Landscape', 'Water Lilies', 'The Great Wave', 'Mountains at Dusk', 'Harbor', 'Stacks of Wheat', 'Sky above Clouds', 'Garden']
const CLASSIFICATIONS = ['painting', 'woodblock print', 'drawing', 'photograph']
const STYLES = ['Impressionism', 'Ukiyo-e', 'Modernism', null]
const SIZES: readonly (readonly [number, number])[] = [
  [3000, 2013],
  [8808, 8460],
  [1200, 1800],
  [6786, 5092],
  [700, 500],
]
const SEARCH_DEFAULT_FIELDS = ['_score', 'id', 'api_model', 'api_link', 'is_boosted', 'title', 'thumbnail', 'timestamp']
const LICENSE_TEXT =
  'The `description` field in this response is licensed under a Creative Commons Attribution 4.0 Generic License (CC-By) and the Terms and Conditions of artic.edu. All other data in this response is licensed under a Creative Commons Zero (CC0) 1.0 designation and the Terms and Conditions of artic.edu.'

function buildCatalogue(size: number): FakeArtwork[] {
  return Array.from({ length: size }, (_, index) => {
    const id = 1000 + index * 7
    const [artistId, artist, life] = ARTISTS[index % ARTISTS.length] as readonly [number, string, string]
    const [width, height] = SIZES[index % SIZES.length] as readonly [number, number]
    const anonymous = index % 11 === 0
    return {
      id,
      title: `${SUBJECTS[index % SUBJECTS.length]} ${index}`,
      // One work in ten has no picture.
      image_id: index % 10 === 9 ? null : `${String(id).padStart(8, '0')}-aaaa-bbbb-cccc-${String(index).padStart(12, '0')}`,
      artist_id: anonymous ? null : artistId,
      artist_title: anonymous ? null : artist,
      artist_display: anonymous ? 'Unknown maker\nJapan' : `${artist}\n${life}`,
      date_display: String(1800 + (index % 120)),
      thumbnail: index % 13 === 12 ? null : { lqip: 'data:image/gif;base64,R0lGODlhBQAFAPQAAA==', width, height, alt_text: 'A work of art.' },
      // One work in four is still in copyright.
      is_public_domain: index % 4 !== 3,
      copyright_notice: index % 4 === 3 ? '© Estate of the artist' : null,
      color: { h: (index * 37) % 360, l: 40 + (index % 30), s: 20 + (index % 60), percentage: 0.2, population: 100 },
      classification_title: CLASSIFICATIONS[index % CLASSIFICATIONS.length] as string,
      style_title: STYLES[index % STYLES.length] ?? null,
    }
  })
}

function pick(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]))
}

/** What a `bool` filter of the `params` JSON asks: public domain only, a picture only. */
interface Filter {
  publicDomain: boolean
  hasImage: boolean
}

function filterOf(query: unknown): Filter {
  const text = JSON.stringify(query ?? {})
  return { publicDomain: /"is_public_domain":true/.test(text), hasImage: /"exists":\{"field":"image_id"\}/.test(text) }
}

export class ArticFake extends FakeServer {
  readonly catalogue: readonly FakeArtwork[]
  readonly rateLimit: { readonly limit: number; readonly windowMs: number }
  /** Quirks a test turns on; `reset()` turns them off. */
  readonly quirks = {
    /** Answers without a `config` block, as before 2021. */
    noConfig: false,
  }
  private window = { start: Number.NEGATIVE_INFINITY, count: 0 }

  constructor(options: ArticFakeOptions = {}) {
    super('artic')
    this.catalogue = buildCatalogue(options.size ?? 240)
    this.rateLimit = { limit: options.rateLimit?.limit ?? 60, windowMs: options.rateLimit?.windowMs ?? 60_000 }
    this.route('GET', '/artworks/search', (request, respond) => this.search(request, respond))
    this.route('GET', '/artworks/:id', (request, respond) => this.artwork(request, respond))
    this.route('GET', '/iiif/2/:imageId/full/:size/0/default.jpg', (request, respond) => this.iiif(request, respond))
  }

  override reset(): void {
    super.reset()
    this.window = { start: Number.NEGATIVE_INFINITY, count: 0 }
    this.quirks.noConfig = false
  }

  /** The first catalogue work that satisfies `predicate` (throws when none does). */
  pick(predicate: (artwork: FakeArtwork) => boolean = () => true): FakeArtwork {
    const found = this.catalogue.find(predicate)
    if (!found) throw new Error('no artwork in the fake catalogue matches')
    return found
  }

  /** Laravel's throttle: a fixed window, then 429 with Retry-After. Returns the rate headers, or undefined when refused. */
  private admit(respond: Responder): Record<string, string> | undefined {
    const now = Date.now()
    const { limit, windowMs } = this.rateLimit
    if (now - this.window.start >= windowMs) this.window = { start: now, count: 0 }
    this.window.count += 1
    if (this.window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((this.window.start + windowMs - now) / 1000))
      respond.json(429, { message: 'Too Many Attempts.' }, { 'retry-after': String(retryAfter), 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0' })
      return undefined
    }
    return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(limit - this.window.count) }
  }

  private envelope(request: FakeRequest): Record<string, unknown> {
    return {
      info: { license_text: LICENSE_TEXT, license_links: ['https://creativecommons.org/publicdomain/zero/1.0/', 'https://www.artic.edu/terms'], version: '1.13' },
      ...(this.quirks.noConfig ? {} : { config: { iiif_url: `${request.origin}/iiif/2`, website_url: 'http://www.artic.edu' } }),
    }
  }

  /** `params` JSON merged over the plain query, as DecodeParams.php does; not JSON: ignored. */
  private input(request: FakeRequest): Record<string, unknown> {
    const input: Record<string, unknown> = Object.fromEntries(request.query.entries())
    const params = request.query.get('params')
    delete input['params']
    if (params !== null) {
      try {
        const decoded: unknown = JSON.parse(params)
        if (typeof decoded === 'object' && decoded !== null) Object.assign(input, decoded)
      } catch {
        // Ignored, as the server ignores it.
      }
    }
    if (request.query.get('query[term][is_public_domain]') === 'true') input['query'] = { term: { is_public_domain: true } }
    return input
  }

  private search(request: FakeRequest, respond: Responder): void {
    const headers = this.admit(respond)
    if (headers === undefined) return
    const input = this.input(request)
    const limit = input['limit'] === undefined ? 10 : Number(input['limit'])
    const page = input['page'] === undefined ? 1 : Number(input['page'])
    if (!Number.isInteger(limit) || limit > 100) {
      respond.json(403, { status: 403, error: 'Invalid limit', detail: 'You have requested too many resources per page. Please set a smaller limit.' }, headers)
      return
    }
    if (page * limit > 1000) {
      respond.json(403, { status: 403, error: 'Invalid number of results', detail: 'You have requested too many results. Please refine your parameters.' }, headers)
      return
    }
    const filter = filterOf(input['query'])
    const words = typeof input['q'] === 'string' ? input['q'].toLowerCase().split(/\s+/).filter(Boolean) : []
    const hits = this.catalogue.filter((artwork) => {
      if (filter.publicDomain && !artwork.is_public_domain) return false
      if (filter.hasImage && artwork.image_id === null) return false
      const text = `${artwork.title} ${artwork.artist_display ?? ''} ${artwork.classification_title}`.toLowerCase()
      return words.every((word) => text.includes(word))
    })
    const fields = typeof input['fields'] === 'string' ? input['fields'].split(',') : SEARCH_DEFAULT_FIELDS
    const data = hits.slice((page - 1) * limit, page * limit).map((artwork, index) =>
      pick({ ...artwork, _score: 100 - index, api_model: 'artworks', api_link: `https://api.artic.edu/api/v1/artworks/${artwork.id}`, is_boosted: false, timestamp: '2026-09-15T00:00:00-05:00' }, fields),
    )
    respond.json(
      200,
      {
        preference: null,
        pagination: { total: hits.length, limit, offset: (page - 1) * limit, total_pages: Math.ceil(hits.length / Math.max(1, limit)), current_page: page },
        data,
        ...this.envelope(request),
      },
      headers,
    )
  }

  private artwork(request: FakeRequest, respond: Responder): void {
    const headers = this.admit(respond)
    if (headers === undefined) return
    const found = this.catalogue.find((artwork) => String(artwork.id) === request.params['id'])
    if (!found) {
      respond.json(404, { status: 404, error: 'Not found', detail: 'The item you requested cannot be found.' }, headers)
      return
    }
    const fields = request.query.get('fields')?.split(',')
    respond.json(200, { data: fields ? pick({ ...found }, fields) : found, ...this.envelope(request) }, headers)
  }

  private async iiif(request: FakeRequest, respond: Responder): Promise<void> {
    const artwork = this.catalogue.find((entry) => entry.image_id === request.params['imageId'])
    const width = Number(/^(\d+),$/.exec(request.params['size'] ?? '')?.[1])
    if (!artwork) {
      respond.text(404, 'Not found', 'text/plain')
      return
    }
    const [originalWidth, originalHeight] = artwork.thumbnail ? [artwork.thumbnail.width, artwork.thumbnail.height] : [2000, 1500]
    const allowed = Math.min(originalWidth, artwork.is_public_domain ? 1686 : 843)
    if (!Number.isInteger(width) || width < 1 || width > allowed) {
      respond.text(403, 'Forbidden', 'text/plain')
      return
    }
    const height = Math.max(1, Math.round((originalHeight * width) / originalWidth))
    respond.bytes(200, await drawnImage(`artic-${artwork.id}`, 'jpg', width, height), 'image/jpeg', { 'access-control-allow-origin': '*' })
  }
}

export function createArticFake(options: ArticFakeOptions = {}): ArticFake {
  return new ArticFake(options)
}
