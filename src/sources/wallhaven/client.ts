// The Wallhaven API v1 client (docs/apis.md, "Wallhaven"): searches and single wallpapers, every call through
// one shared limiter (45 a minute), the key only ever in the X-API-Key header.
import { z } from 'zod'
import { ValidationError } from '../../shared/errors'
import type { MediaItem } from '../../shared/media'
import {
  WallhavenSearchResponseSchema,
  WallhavenWallpaperResponseSchema,
  type WallhavenWallpaperDetail,
} from './records'
import {
  toWallhavenQuery,
  withPage,
  withSeed,
  type WallhavenSearchParams,
} from './params'
import { wallhavenToMediaItem } from './to-media-item'
import { SeedSchema, WallpaperIdSchema } from './validators'
import { parseOrThrow } from '../../shared/validation'
import { createHttpClient, planRequest, type HttpClientOptions, type RequestPlan } from '../../main/core/http/http'
import { createRateLimiter, type RateLimiter } from '../../main/core/http/rate-limiter'
import type { SearchPage } from '../../main/core/sources/search-page'
import { WALLHAVEN, classifyWallhavenResponse } from './classify-response'
import type { SourceClientOptions, SourceConnector, SourceOperation } from '../source-client'
import { keepWallhavenRecord, type WallhavenRecordStore } from '../../main/core/library/wallhaven-records'
import { createWallhavenDetails } from './client/details'
import { wallhavenRotation } from './client/rotation'

/** Wallhaven's documented limit: 45 API calls a minute. Image hosts are not limited. */
export const WALLHAVEN_CALLS_PER_MINUTE = 45

export function createWallhavenLimiter(): RateLimiter {
  return createRateLimiter({ limit: WALLHAVEN_CALLS_PER_MINUTE, intervalMs: 60_000 })
}

export interface WallhavenClientOptions {
  baseUrl: string
  /** The user's own key; unlocks NSFW. Never sent anywhere but the X-API-Key header. */
  apiKey?: string | undefined
  timeoutMs?: number
  retry?: HttpClientOptions['retry']
  /** Shared by every call of this client; a new 45-a-minute limiter when not given. */
  limiter?: RateLimiter
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface WallhavenWallpaperResult {
  /** The full record of `GET /w/{id}`, with uploader and tags. */
  record: WallhavenWallpaperDetail
  item: MediaItem
}

export interface WallhavenClient {
  /** The exact request `search` would send; validation (NSFW needs a key) runs first. */
  planSearch(params: WallhavenSearchParams): RequestPlan
  search(params: WallhavenSearchParams, options?: CallOptions): Promise<SearchPage<WallhavenSearchParams>>
  planWallpaper(id: string): RequestPlan
  wallpaper(id: string, options?: CallOptions): Promise<WallhavenWallpaperResult>
}

const WallpaperRequestSchema = z.object({ id: WallpaperIdSchema })

function uniqueById(items: MediaItem[]): MediaItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id))
}

export function createWallhavenClient(options: WallhavenClientOptions): WallhavenClient {
  const apiKey = options.apiKey?.trim() || undefined
  const keyHeaders: Record<string, string> = apiKey === undefined ? {} : { 'X-API-Key': apiKey }
  const limiter = options.limiter ?? createWallhavenLimiter()
  const http = createHttpClient({
    sourceName: WALLHAVEN,
    baseUrl: options.baseUrl,
    headers: keyHeaders,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: (response) => classifyWallhavenResponse(response, apiKey !== undefined),
    beforeAttempt: (signal) => limiter.acquire({ signal }),
  })

  /**
   * Refuses NSFW without a key: the one rule only the client can apply (it knows whether a key is
   * set). The set itself was checked once where it entered main (invokeOperation for the window, the
   * service for the command line, createWallhavenSearchParams for rotation): its type says so.
   */
  function checkedSearch(checked: WallhavenSearchParams): WallhavenSearchParams {
    // Without a key Wallhaven silently drops the NSFW bit (purity=001 gives nothing), so say why here.
    if (apiKey === undefined && checked.purity.includes('NSFW')) {
      throw new ValidationError([
        { field: 'purity', message: 'NSFW needs a Wallhaven API key: add yours in Settings (or TAPESTRY_WALLHAVEN_API_KEY)' },
      ])
    }
    return checked
  }

  function checkedId(id: string): string {
    return parseOrThrow(WallpaperRequestSchema, { id }).id
  }

  function planSearch(params: WallhavenSearchParams): RequestPlan {
    return planRequest(options.baseUrl, 'search', toWallhavenQuery(checkedSearch(params)), keyHeaders)
  }

  function planWallpaper(id: string): RequestPlan {
    return planRequest(options.baseUrl, `w/${checkedId(id)}`, {}, keyHeaders)
  }

  async function search(params: WallhavenSearchParams, call: CallOptions = {}): Promise<SearchPage<WallhavenSearchParams>> {
    const checked = checkedSearch(params)
    const query = toWallhavenQuery(checked)
    // got keeps the map's order on the wire: categories, purity, sorting and order lead, never q.
    const { data } = await http.getJson('search', { schema: WallhavenSearchResponseSchema, searchParams: query, signal: call.signal })
    const { meta } = data
    const seed = meta.seed ?? checked.seed
    let next: WallhavenSearchParams | null = null
    // A short page is not the end (docs/apis.md, Wallhaven "Search results and the wallpaper record"): only the page count says so.
    if (meta.current_page < meta.last_page) {
      next = withPage(checked, meta.current_page + 1)
      // Without the server's seed the next random page would be a new shuffle that repeats items.
      if (checked.sorting === 'RANDOM' && checked.seed === null && SeedSchema.safeParse(meta.seed).success) {
        next = withSeed(next, meta.seed as string)
      }
    }
    return {
      // Random pages have been seen to repeat wallpapers; a grid must not show one twice.
      items: uniqueById(data.data.map(wallhavenToMediaItem)),
      next,
      total: meta.total,
      seed,
      skipped: data.skipped,
    }
  }

  async function wallpaper(id: string, call: CallOptions = {}): Promise<WallhavenWallpaperResult> {
    const checked = checkedId(id)
    const { data } = await http.getJson(`w/${checked}`, { schema: WallhavenWallpaperResponseSchema, signal: call.signal })
    return { record: data.data, item: wallhavenToMediaItem(data.data) }
  }

  return { planSearch, search, planWallpaper, wallpaper }
}

/** The library's table of Wallhaven's records, where the app has a library; a memory of this run's where it has none. */
function recordStore(options: SourceClientOptions): WallhavenRecordStore {
  const kept = options.records?.()['wallhaven'] as WallhavenRecordStore | undefined
  if (kept) return kept
  const memory = new Map<string, WallhavenWallpaperDetail>()
  return { get: (id) => memory.get(id) ?? null, put: (record) => void memory.set(record.id, record) }
}

export const wallhavenConnector: SourceConnector<WallhavenSearchParams> = {
  id: 'wallhaven',
  create(options) {
    const client = createWallhavenClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, timeoutMs: options.timeoutMs, retry: options.retry })
    // Each wallpaper's record is asked of Wallhaven once and kept in the library (client/details.ts).
    const details = createWallhavenDetails({ client: () => client, records: () => recordStore(options) })
    return {
      planSearch: client.planSearch,
      search: client.search,
      planItem: client.planWallpaper,
      async item(id, call) {
        const { record, item } = await client.wallpaper(id, call)
        keepWallhavenRecord(recordStore(options), record)
        return { item }
      },
      named: (item, call) => details.named(item, call),
      rotation: wallhavenRotation,
      operations: {
        'wallhaven.details': { run: ({ id }: { id: string }, call: CallOptions) => details.details(id, call), plan: ({ id }: { id: string }) => client.planWallpaper(id) } as SourceOperation,
      },
    }
  },
}
