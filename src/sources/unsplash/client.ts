// The Unsplash API client (docs/apis.md, "Unsplash"): photo search, one random photo, one photo by id, and the
// download trigger that attribution requires. The access key only ever travels in the
// Authorization header, and only to the configured base URL.
import { z } from 'zod'
import type { MediaItem } from '../../shared/media'
import { createUnsplashPhotoRequest, unsplashPhotoPath } from './photo-id'
import {
  UnsplashRandomParamsSchema,
  createUnsplashRandomParams,
  toUnsplashRandomQuery,
  type UnsplashRandomParams,
  type UnsplashRandomParamsInput,
} from './random-params'
import {
  UnsplashFullPhotoSchema,
  UnsplashRandomPhotosSchema,
  UnsplashSearchResultSchema,
  type UnsplashFullPhoto,
} from './records'
import {
  UnsplashSearchParamsSchema,
  toUnsplashSearchQuery,
  withPage,
  type UnsplashSearchParams,
} from './params'
import { unsplashToMediaItem } from './to-media-item'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { CredentialsError } from '../../main/core/errors/errors'
import { sourceSentence } from '../../main/core/i18n/sentence'
import { createHttpClient, planRequest, type HttpClientOptions, type RequestPlan } from '../../main/core/http/http'
import type { SearchPage } from '../../main/core/sources/search-page'
import { UNSPLASH, WORDS, classifyUnsplashResponse } from './classify-response'
import { downloadPathBelowBase } from './client/download-location'
import { readUnsplashRateLimit, type UnsplashRateLimit } from './client/rate-limit'
import { unsplashRotation } from './client/rotation'
import type { SourceConnector, SourceOperation } from '../source-client'

export type { UnsplashRateLimit }

const UNSPLASH_API = 'https://api.unsplash.com'

/** The English of the missing-key sentence (messages/en.json, error.needsKey), as the command line says it. */
export const UNSPLASH_MISSING_KEY_MESSAGE = sourceSentence(WORDS, 'error.needsKey')[0]

export interface UnsplashClientOptions {
  /** https://api.unsplash.com, or the user's own proxy (same paths) that adds the key itself. */
  baseUrl: string
  /** The user's access key. Required for the official API; a proxy may do without. */
  accessKey?: string | undefined
  timeoutMs?: number
  retry?: HttpClientOptions['retry']
  /** The clock (epoch ms): the random photo's cache-buster and the wait for the hourly budget. */
  now?: () => number
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface UnsplashPhotoResult {
  /** The full record, as `GET /photos/:id` and `GET /photos/random` return it. */
  photo: UnsplashFullPhoto
  item: MediaItem
}

/** What trackDownload needs: a record (abbreviated or full) or just its download_location. */
export interface UnsplashDownloadTarget {
  links: { download_location: string }
}

export interface UnsplashClient {
  planSearch(params: UnsplashSearchParams): RequestPlan
  search(params: UnsplashSearchParams, options?: CallOptions): Promise<SearchPage<UnsplashSearchParams>>
  /** The plan carries the `count=1` and the cache-buster `c` that the call sends at the same clock reading. */
  planRandom(params: UnsplashRandomParams): RequestPlan
  random(params: UnsplashRandomParams, options?: CallOptions): Promise<UnsplashPhotoResult>
  planPhoto(id: string): RequestPlan
  photo(id: string, options?: CallOptions): Promise<UnsplashPhotoResult>
  /**
   * Tells Unsplash a photo was set or downloaded (required for attribution, docs/apis.md, Unsplash "Download tracking"): GETs
   * the exact `links.download_location`. Callers fire it without awaiting the set, and catch.
   */
  trackDownload(target: UnsplashDownloadTarget, options?: CallOptions): Promise<void>
  /** The X-Ratelimit-* headers of the last API response that had them, or null before any. */
  rateLimit(): UnsplashRateLimit | null
}

/** A request as both the plan and the call see it, so the two cannot drift apart. */
interface PreparedRequest {
  path: string
  query: Record<string, string>
}

const DownloadTargetSchema = z.object({ links: z.object({ download_location: z.string() }) })
// The answer names an image URL that must not be used as the download source (use urls.*), so only its shape is checked.
const DownloadAnswerSchema = z.object({ url: z.string() })

/** The real API, whatever the scheme or path: only a proxy elsewhere can add the key for us. */
function isOfficialApi(baseUrl: string): boolean {
  return new URL(baseUrl).hostname === new URL(UNSPLASH_API).hostname
}

export function createUnsplashClient(options: UnsplashClientOptions): UnsplashClient {
  const now = options.now ?? Date.now
  const accessKey = options.accessKey?.trim() || undefined
  // Without a key the official API can only answer 401; a proxy adds the key on its side.
  const missingKey = accessKey === undefined && isOfficialApi(options.baseUrl)
  const headers: Record<string, string> = { 'accept-version': 'v1' }
  if (accessKey !== undefined) headers.authorization = `Client-ID ${accessKey}`
  const basePath = new URL(options.baseUrl).pathname.replace(/\/+$/, '')
  let lastRateLimit: UnsplashRateLimit | null = null

  const http = createHttpClient({
    sourceName: UNSPLASH,
    baseUrl: options.baseUrl,
    headers,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: (response) => {
      lastRateLimit = readUnsplashRateLimit(response.headers) ?? lastRateLimit
      return classifyUnsplashResponse(response, {
        hasKey: accessKey !== undefined,
        basePath,
        now,
        redact: (text) => (accessKey === undefined ? text : text.replaceAll(accessKey, '[redacted]')),
      })
    },
  })

  function requireAccess(): void {
    if (missingKey) throw new CredentialsError(...sourceSentence(WORDS, 'error.needsKey'))
  }

  /** Validation first (it names the user's mistake), then credentials; neither sends anything. */
  function prepareSearch(params: UnsplashSearchParams): PreparedRequest & { params: UnsplashSearchParams } {
    // Re-validated: a set may arrive from anywhere, and a bad one must not reach the wire.
    const checked = deepFreeze(parseOrThrow(UnsplashSearchParamsSchema, params))
    requireAccess()
    return { path: 'search/photos', query: toUnsplashSearchQuery(checked), params: checked }
  }

  function prepareRandom(params: UnsplashRandomParams): PreparedRequest {
    const checked = parseOrThrow(UnsplashRandomParamsSchema, params)
    requireAccess()
    // count=1 makes the answer an array every time (without it, a single object), and the
    // cache-buster keeps a cached answer from repeating the same photo (docs/apis.md, Unsplash "Key and headers", §2.3).
    return { path: 'photos/random', query: { ...toUnsplashRandomQuery(checked), count: '1', c: String(now()) } }
  }

  function preparePhoto(id: string): PreparedRequest {
    const request = createUnsplashPhotoRequest({ id })
    requireAccess()
    return { path: unsplashPhotoPath(request.id).replace(/^\/+/, ''), query: {} }
  }

  function toPlan(request: PreparedRequest): RequestPlan {
    return planRequest(options.baseUrl, request.path, request.query, headers)
  }

  function send<S extends z.ZodType>(request: PreparedRequest, schema: S, call: CallOptions) {
    const hasQuery = Object.keys(request.query).length > 0
    return http.getJson(request.path, { schema, searchParams: hasQuery ? request.query : undefined, signal: call.signal })
  }

  async function search(params: UnsplashSearchParams, call: CallOptions = {}): Promise<SearchPage<UnsplashSearchParams>> {
    const request = prepareSearch(params)
    const { data } = await send(request, UnsplashSearchResultSchema, call)
    const page = request.params.page
    return {
      items: data.results.map(unsplashToMediaItem),
      next: page < data.total_pages ? withPage(request.params, page + 1) : null,
      total: data.total,
      seed: null,
      skipped: data.skipped,
    }
  }

  async function random(params: UnsplashRandomParams, call: CallOptions = {}): Promise<UnsplashPhotoResult> {
    const { data } = await send(prepareRandom(params), UnsplashRandomPhotosSchema, call)
    // The schema demands at least one element.
    const first = data[0] as UnsplashFullPhoto
    return { photo: first, item: unsplashToMediaItem(first) }
  }

  async function photo(id: string, call: CallOptions = {}): Promise<UnsplashPhotoResult> {
    const { data } = await send(preparePhoto(id), UnsplashFullPhotoSchema, call)
    return { photo: data, item: unsplashToMediaItem(data) }
  }

  async function trackDownload(target: UnsplashDownloadTarget, call: CallOptions = {}): Promise<void> {
    const location = parseOrThrow(DownloadTargetSchema, target).links.download_location
    const path = downloadPathBelowBase(options.baseUrl, location)
    requireAccess()
    // The path keeps its own query string (ixid); nothing is added to it.
    await http.getJson(path, { schema: DownloadAnswerSchema, signal: call.signal })
  }

  return {
    planSearch: (params) => toPlan(prepareSearch(params)),
    search,
    planRandom: (params) => toPlan(prepareRandom(params)),
    random,
    planPhoto: (id) => toPlan(preparePhoto(id)),
    photo,
    trackDownload,
    rateLimit: () => (lastRateLimit === null ? null : { ...lastRateLimit }),
  }
}

export const unsplashConnector: SourceConnector<UnsplashSearchParams> = {
  id: 'unsplash',
  create(options) {
    const client = createUnsplashClient({ baseUrl: options.baseUrl, accessKey: options.apiKey, timeoutMs: options.timeoutMs, retry: options.retry })
    return {
      planSearch: client.planSearch,
      search: client.search,
      planItem: client.planPhoto,
      item: async (id, call) => ({ item: (await client.photo(id, call)).item }),
      // Asked again just before it is set, and its download credited once it shows (docs/apis.md, Unsplash "Download tracking").
      async readyToSet(item, call) {
        const { photo, item: fresh } = await client.photo(item.id, call)
        // The credit must never fail the set: its error is dropped on purpose.
        return { item: fresh, shown: () => client.trackDownload(photo).catch(() => undefined) }
      },
      rotation: unsplashRotation(client),
      operations: {
        randomPhoto: {
          run: (input: UnsplashRandomParamsInput, call: CallOptions) => client.random(createUnsplashRandomParams(input), call),
          plan: (input: UnsplashRandomParamsInput) => client.planRandom(createUnsplashRandomParams(input)),
        } as SourceOperation,
        getPhoto: {
          run: async (input: { id: string }, call: CallOptions) => (await client.photo(createUnsplashPhotoRequest(input).id, call)).photo,
          plan: (input: { id: string }) => client.planPhoto(createUnsplashPhotoRequest(input).id),
        } as SourceOperation,
      },
    }
  },
}
