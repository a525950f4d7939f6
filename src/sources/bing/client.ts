// Bing's picture of the day: one GET of `HPImageArchive.aspx` (undocumented by Bing) lists up to the
// last eight days of a market. No key. Bing publishes no limit; the client keeps to a few calls a
// minute, far more than a day's pictures need.
import type { OnlineMediaItem } from '../../shared/media'
import { createHttpClient, planRequest, type RequestPlan } from '../../main/core/http/http'
import { createRateLimiter, type RateLimiter } from '../../main/core/http/rate-limiter'
import type { SearchPage } from '../../main/core/sources/search-page'
import type { SearchCallOptions, SourceClient, SourceClientOptions, SourceConnector } from '../source-client'
import { BING, classifyBingResponse } from './classify-response'
import { nextBingParams, toBingQuery, type BingSearchParams } from './params'
import { BingArchiveResponseSchema } from './records'
import { bingToMediaItem } from './to-media-item'

export const BING_ARCHIVE_PATH = 'HPImageArchive.aspx'
export const BING_CALLS_PER_MINUTE = 20

export function createBingLimiter(): RateLimiter {
  return createRateLimiter({ limit: BING_CALLS_PER_MINUTE, intervalMs: 60_000 })
}

/** Every client in the process shares one pace, however many the service makes. */
const sharedLimiter = createBingLimiter()

function uniqueById(items: OnlineMediaItem[]): OnlineMediaItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id))
}

export function createBingClient(options: SourceClientOptions, limiter: RateLimiter = sharedLimiter): SourceClient<BingSearchParams> {
  // The answer's picture paths are relative to the archive's own origin.
  const origin = new URL(options.baseUrl).origin
  const http = createHttpClient({
    sourceName: BING,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: classifyBingResponse,
    beforeAttempt: (signal) => limiter.acquire({ signal }),
  })

  function planSearch(params: BingSearchParams): RequestPlan {
    return planRequest(options.baseUrl, BING_ARCHIVE_PATH, toBingQuery(params), {})
  }

  async function search(params: BingSearchParams, call: SearchCallOptions = {}): Promise<SearchPage<BingSearchParams>> {
    const { data } = await http.getJson(BING_ARCHIVE_PATH, { schema: BingArchiveResponseSchema, searchParams: toBingQuery(params), signal: call.signal })
    // Pictures Bing does not offer as wallpapers (`wp: false`) are read, then left out.
    const wallpapers = data.images.filter((image) => image.wp)
    return {
      items: uniqueById(wallpapers.map((image) => bingToMediaItem(image, origin))),
      next: nextBingParams(params, data.images.length + data.skipped),
      total: null,
      seed: null,
      skipped: data.skipped,
    }
  }

  return { planSearch, search }
}

export const bingConnector: SourceConnector<BingSearchParams> = {
  id: 'bing',
  create: (options) => createBingClient(options),
}
