// The Pexels API client (https://www.pexels.com/api/documentation/): search and curated photos,
// and one photo by id. The person's key goes only into the Authorization header, as Pexels asks;
// Tapestry keeps within 200 requests an hour itself and stops asking once an answer said the
// month's 20,000 are spent, saying when they renew.
import { z } from 'zod'
import type { OnlineMediaItem } from '../../shared/media'
import { parseOrThrow } from '../../shared/validation'
import { CredentialsError } from '../../main/core/errors/errors'
import { createHttpClient, planRequest, type RequestPlan } from '../../main/core/http/http'
import type { SearchPage } from '../../main/core/sources/search-page'
import type { SearchCallOptions, SourceClient, SourceClientOptions, SourceConnector } from '../source-client'
import { sourceSentence } from '../../main/core/i18n/sentence'
import { PEXELS, WORDS, classifyPexelsResponse, pexelsLimitReached } from './classify-response'
import { pexelsPath, toPexelsQuery, withPexelsPage, type PexelsSearchParams } from './params'
import {
  hourlyWaitSeconds,
  monthSpent,
  noteRateHeaders,
  recordAttempt,
  secondsToReset,
  sharedPexelsRateBudget,
  type PexelsRateBudget,
} from './rate-budget'
import { PexelsPageResponseSchema, PexelsPhotoResponseSchema, type PexelsPhoto } from './records'
import { pexelsToMediaItem } from './to-media-item'

export const PEXELS_BASE_URL = 'https://api.pexels.com/v1'

export interface PexelsClientOptions extends SourceClientOptions {
  /** The hour's and the month's budget; by default the one every client of this key shares. */
  budget?: PexelsRateBudget
}

export interface PexelsPhotoResult {
  record: PexelsPhoto
  item: OnlineMediaItem
}

export interface PexelsClient extends SourceClient<PexelsSearchParams> {
  planPhoto(id: string): RequestPlan
  /** One photo by its id, as `GET /photos/:id` returns it. */
  photo(id: string, options?: SearchCallOptions): Promise<PexelsPhotoResult>
}

/** A photo's id: the number at the end of its address (pexels.com/photo/…-2014422/). */
const PhotoRequestSchema = z.object({
  id: z.string().trim().regex(/^[1-9]\d{0,19}$/, 'must be a Pexels photo id: the number at the end of its address, e.g. 2014422'),
})

function uniqueById(items: OnlineMediaItem[]): OnlineMediaItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id))
}

export function createPexelsClient(options: PexelsClientOptions): PexelsClient {
  const apiKey = options.apiKey?.trim() || undefined
  const keyHeaders: Record<string, string> = apiKey === undefined ? {} : { Authorization: apiKey }
  const budget = options.budget ?? sharedPexelsRateBudget(apiKey ?? '')
  const attemptsPerCall = (options.retry?.limit ?? 2) + 1
  const http = createHttpClient({
    sourceName: PEXELS,
    baseUrl: options.baseUrl,
    headers: keyHeaders,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    classify: (response) => classifyPexelsResponse(response, { apiKey, budget }),
    beforeAttempt: async () => recordAttempt(budget),
  })

  /** Every Pexels request needs the person's key: said before anything is sent, with where to get one. */
  function requireKey(): void {
    if (apiKey !== undefined) return
    throw new CredentialsError(...sourceSentence(WORDS, 'error.needsKey'))
  }

  /** Refuses a call the hour or the month has no room for, before it is sent. */
  function checkBudget(): void {
    if (monthSpent(budget)) throw pexelsLimitReached(secondsToReset(budget))
    const wait = hourlyWaitSeconds(budget, attemptsPerCall)
    if (wait > 0) throw pexelsLimitReached(wait)
  }

  function checkedId(id: string): string {
    return parseOrThrow(PhotoRequestSchema, { id }).id
  }

  function planSearch(params: PexelsSearchParams): RequestPlan {
    requireKey()
    return planRequest(options.baseUrl, pexelsPath(params), toPexelsQuery(params), keyHeaders)
  }

  function planPhoto(id: string): RequestPlan {
    requireKey()
    return planRequest(options.baseUrl, `photos/${checkedId(id)}`, {}, keyHeaders)
  }

  async function search(params: PexelsSearchParams, call: SearchCallOptions = {}): Promise<SearchPage<PexelsSearchParams>> {
    requireKey()
    checkBudget()
    const { data, headers } = await http.getJson(pexelsPath(params), {
      schema: PexelsPageResponseSchema,
      searchParams: toPexelsQuery(params),
      signal: call.signal,
    })
    noteRateHeaders(budget, headers)
    return {
      // Curated pages shift as photos are added: a grid must not show one twice.
      items: uniqueById(data.photos.map(pexelsToMediaItem)),
      // A page without next_page is the last (docs: "next_page" is only there when there is one).
      next: data.hasNext ? withPexelsPage(params, data.page + 1) : null,
      total: data.total,
      seed: null,
      skipped: data.skipped,
    }
  }

  async function photo(id: string, call: SearchCallOptions = {}): Promise<PexelsPhotoResult> {
    const checked = checkedId(id)
    requireKey()
    checkBudget()
    const { data, headers } = await http.getJson(`photos/${checked}`, { schema: PexelsPhotoResponseSchema, signal: call.signal })
    noteRateHeaders(budget, headers)
    return { record: data, item: pexelsToMediaItem(data) }
  }

  return { planSearch, search, planPhoto, photo }
}

export const pexelsConnector: SourceConnector<PexelsSearchParams> = {
  id: 'pexels',
  create: (options) => createPexelsClient(options),
}
