// How Pexels' error answers read, so each becomes the right typed error with a sentence a person
// understands. Pexels documents no error bodies; its official JavaScript client reads them as
// `{"error": "..."}` (pexels-javascript, types.ts), so that text is quoted where it helps and
// nothing depends on it. Anything not listed falls through to the HTTP layer's mapping (5xx is
// upstream trouble, retried first).
import type { Response } from 'got'
import {
  CredentialsError,
  NotFoundError,
  RateLimitedError,
  UpstreamError,
  describeRetryAfter,
  type TapestryError,
} from '../../main/core/errors/errors'
import { retryAfterSeconds } from '../../main/core/http/http'
import { secondsToReset, type PexelsRateBudget } from './rate-budget'

export const PEXELS = 'Pexels'
export const PEXELS_KEY_ENV = 'TAPESTRY_PEXELS_API_KEY'

/** The `error` text of a JSON body, cut short and stripped of anything that looks like the key. */
function errorText(body: string, apiKey: string | undefined): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed) || typeof parsed.error !== 'string') return undefined
  let text = parsed.error.replace(/\s+/g, ' ').trim().replace(/\.+$/, '')
  if (apiKey !== undefined && apiKey !== '') text = text.replaceAll(apiKey, '[redacted]')
  if (text === '') return undefined
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

const DAY_SECONDS = 86_400

/** The wait as people read it; the month's budget can be days away, which hours say badly. */
function waitText(seconds: number | undefined): string {
  return seconds !== undefined && seconds >= 2 * DAY_SECONDS ? `in ${Math.ceil(seconds / DAY_SECONDS)} days` : describeRetryAfter(seconds)
}

/** The sentence for a spent limit, with the wait where it is known. */
export function pexelsLimitReached(seconds: number | undefined): RateLimitedError {
  return new RateLimitedError(
    `${PEXELS}'s request limit for this API key is used up (200 an hour, 20,000 a month). Try again ${waitText(seconds)}.`,
    seconds,
  )
}

export interface PexelsClassifyContext {
  apiKey: string | undefined
  /** What the last successful answers said of the month's budget (a 429 does not say it). */
  budget: PexelsRateBudget
  now?: () => number
}

export function classifyPexelsResponse(response: Response<string>, context: PexelsClassifyContext): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  const path = response.requestUrl.pathname
  if (status === 429) {
    const told = retryAfterSeconds(response.headers)
    const seconds = told === undefined ? secondsToReset(context.budget, context.now?.() ?? Date.now()) : Math.ceil(told)
    return pexelsLimitReached(seconds)
  }
  if (status === 401) {
    return new CredentialsError(`${PEXELS} refused the API key. Check it in Settings or in ${PEXELS_KEY_ENV}.`)
  }
  if (status === 403) {
    const reason = errorText(response.body, context.apiKey)
    return new CredentialsError(`${PEXELS} does not allow this request with the API key${reason === undefined ? '' : ` (${reason})`}.`)
  }
  if (status === 404) {
    const photoId = /\/photos\/(\d{1,20})\/?$/.exec(path)?.[1]
    if (photoId !== undefined) return new NotFoundError(`${PEXELS} has no photo with the id ${photoId}.`)
    return new NotFoundError(`${PEXELS} has nothing at that address. Check the Pexels address in Settings.`)
  }
  if (status === 400) {
    // Every parameter was checked before sending, so this is Pexels disagreeing with the rules.
    const reason = errorText(response.body, context.apiKey)
    return new UpstreamError(reason === undefined ? `${PEXELS} rejected the request (HTTP 400).` : `${PEXELS} rejected the request: ${reason}.`)
  }
  return undefined
}
