// The Art Institute of Chicago's API client (https://api.artic.edu/docs/): searches of public-domain
// works with pictures, and single works. No key. Every call goes through one limiter of 60 a
// minute for the whole process, the limit the museum sets per address ("Authentication"), and
// carries the AIC-User-Agent header it asks for: the project's name and a contact address.
import { z } from 'zod'
import packageJson from '../../../package.json' with { type: 'json' }
import { APP_NAME, APP_VERSION, HOMEPAGE } from '../../main/core/app/app-info'
import { createHttpClient, planRequest, type RequestPlan } from '../../main/core/http/http'
import { createRateLimiter, type RateLimiter } from '../../main/core/http/rate-limiter'
import type { SearchPage } from '../../main/core/sources/search-page'
import type { MediaItem } from '../../shared/media'
import { parseOrThrow } from '../../shared/validation'
import type { SearchCallOptions, SourceClient, SourceClientOptions, SourceConnector } from '../source-client'
import { ARTIC, classifyArticResponse } from './classify-response'
import { ARTIC_FIELDS, nextArticParams, toArticQuery, type ArticSearchParams } from './params'
import { ArticArtworkResponseSchema, ArticSearchResponseSchema, type ArticArtwork } from './records'
import { articToMediaItem } from './to-media-item'

/** The museum's limit for anyone without an account: 60 requests a minute per address. */
export const ARTIC_CALLS_PER_MINUTE = 60

/** "Tapestry 0.1.0 (https://github.com/…; tapestry@…)": the project's name and how to reach it. */
export const AIC_USER_AGENT = `${APP_NAME} ${APP_VERSION} (${HOMEPAGE}; ${packageJson.author.email})`

const SEARCH_PATH = 'artworks/search'

// One limiter for the process: the window, the command line and rotation share the address.
let sharedLimiter: RateLimiter | undefined

export function sharedArticLimiter(): RateLimiter {
  sharedLimiter ??= createRateLimiter({ limit: ARTIC_CALLS_PER_MINUTE, intervalMs: 60_000 })
  return sharedLimiter
}

export interface ArticClientOptions extends SourceClientOptions {
  /** Shared by every call; the process's one 60-a-minute limiter when not given. */
  limiter?: RateLimiter
}

export interface ArticArtworkResult {
  record: ArticArtwork
  /** Null for a work with no picture. */
  item: MediaItem | null
}

export interface ArticClient extends SourceClient<ArticSearchParams> {
  planArtwork(id: string): RequestPlan
  /** One work by its number, public domain or not (a work in copyright is served at most 843 wide). */
  artwork(id: string, options?: SearchCallOptions): Promise<ArticArtworkResult>
}

const ArtworkRequestSchema = z.object({ id: z.string().trim().regex(/^[1-9]\d{0,9}$/, 'must be an artwork number, e.g. 27992') })

export function createArticClient(options: ArticClientOptions): ArticClient {
  const limiter = options.limiter ?? sharedArticLimiter()
  const headers = { 'AIC-User-Agent': AIC_USER_AGENT }
  const http = createHttpClient({
    sourceName: ARTIC,
    baseUrl: options.baseUrl,
    headers,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: classifyArticResponse,
    beforeAttempt: (signal) => limiter.acquire({ signal }),
  })

  function checkedId(id: string): string {
    return parseOrThrow(ArtworkRequestSchema, { id }).id
  }

  function planSearch(params: ArticSearchParams): RequestPlan {
    return planRequest(options.baseUrl, SEARCH_PATH, toArticQuery(params), headers)
  }

  async function search(params: ArticSearchParams, call: SearchCallOptions = {}): Promise<SearchPage<ArticSearchParams>> {
    const { data } = await http.getJson(SEARCH_PATH, { schema: ArticSearchResponseSchema, searchParams: toArticQuery(params), signal: call.signal })
    // The search asked for public-domain works only: a record that does not say is one.
    const items = data.artworks.map((artwork) => articToMediaItem(artwork, data.iiifUrl, true)).filter((item): item is MediaItem => item !== null)
    return {
      items,
      next: nextArticParams(params, data.pagination?.total_pages ?? null),
      total: data.pagination?.total ?? null,
      seed: null,
      skipped: data.skipped,
    }
  }

  function artworkQuery(): Record<string, string> {
    return { fields: ARTIC_FIELDS.join(',') }
  }

  function planArtwork(id: string): RequestPlan {
    return planRequest(options.baseUrl, `artworks/${checkedId(id)}`, artworkQuery(), headers)
  }

  async function artwork(id: string, call: SearchCallOptions = {}): Promise<ArticArtworkResult> {
    const checked = checkedId(id)
    const { data } = await http.getJson(`artworks/${checked}`, { schema: ArticArtworkResponseSchema, searchParams: artworkQuery(), signal: call.signal })
    return { record: data.artwork, item: articToMediaItem(data.artwork, data.iiifUrl, false) }
  }

  return { planSearch, search, planArtwork, artwork }
}

export const articConnector: SourceConnector<ArticSearchParams> = {
  id: 'artic',
  create: (options) => createArticClient(options),
}
