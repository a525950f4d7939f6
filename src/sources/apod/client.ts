// The NASA APOD client (https://api.nasa.gov, "APOD"): one day, a date range page by page, or N
// random days. NASA requires the key in the query (`api_key`), so it is the one source whose key
// rides in a URL: DEMO_KEY when the person has none, their own from Settings otherwise, and
// redacted in every plan (planRequest). Every call is checked against api.nasa.gov's published
// limits first (rate-budget.ts), since a 429 there says no wait.
import type { MediaItem } from '../../shared/media'
import { createHttpClient, planRequest, type RequestPlan } from '../../main/core/http/http'
import type { SearchPage } from '../../main/core/sources/search-page'
import type { SearchCallOptions, SourceClient, SourceClientOptions, SourceConnector } from '../source-client'
import { APOD, apodRateLimited, classifyApodResponse } from './classify-response'
import { localToday } from './days'
import { nextApodParams, toApodQuery, type ApodSearchParams } from './params'
import {
  DEMO_KEY,
  apodWaitSeconds,
  recordApodAttempt,
  sharedApodRateBudget,
  type ApodRateBudget,
} from './rate-budget'
import { ApodResponseSchema } from './records'
import { apodToMediaItem } from './to-media-item'

export const APOD_PATH = 'planetary/apod'

export interface ApodClientOptions extends SourceClientOptions {
  /** The limits' record; the one shared by every client of the same key when not given. */
  budget?: ApodRateBudget
  /** The person's today, for a range without an end (tests pin it). */
  today?: () => string
}

export function createApodClient(options: ApodClientOptions): SourceClient<ApodSearchParams> {
  const apiKey = options.apiKey?.trim() || DEMO_KEY
  const demo = apiKey === DEMO_KEY
  const budget = options.budget ?? sharedApodRateBudget(apiKey)
  const today = options.today ?? (() => localToday())
  const http = createHttpClient({
    sourceName: APOD,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: (response) => classifyApodResponse(response, demo),
    beforeAttempt: async () => recordApodAttempt(budget),
  })

  /** api_key goes last, after the parameters a person reads. */
  function wireQuery(params: ApodSearchParams, day: string): Record<string, string> {
    return { ...toApodQuery(params, day), api_key: apiKey }
  }

  function planSearch(params: ApodSearchParams): RequestPlan {
    return planRequest(options.baseUrl, APOD_PATH, wireQuery(params, today()), {})
  }

  async function search(params: ApodSearchParams, call: SearchCallOptions = {}): Promise<SearchPage<ApodSearchParams>> {
    const wait = apodWaitSeconds(budget)
    if (wait > 0) throw apodRateLimited(demo, wait)
    // One today for the page and its next, even across midnight.
    const day = today()
    const { data } = await http.getJson(APOD_PATH, { schema: ApodResponseSchema, searchParams: wireQuery(params, day), signal: call.signal })
    // A range comes oldest first; its pages go back in time, so each is shown newest first.
    const days = params.start_date !== null ? [...data.days].reverse() : data.days
    const items = days.map(apodToMediaItem).filter((item): item is MediaItem => item !== null)
    return { items, next: nextApodParams(params, day), total: null, seed: null, skipped: data.skipped }
  }

  return { planSearch, search }
}

export const apodConnector: SourceConnector<ApodSearchParams> = {
  id: 'apod',
  create: (options) => createApodClient(options),
}
