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
  retryWait,
  type TapestryError,
} from '../../main/core/errors/errors'
import { retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence, waitSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'
import { secondsToReset, type PexelsRateBudget } from './rate-budget'

export const PEXELS = 'Pexels'

/** Pexels' own sentences (messages/en.json), said in the person's language in the window. */
export const WORDS = { id: 'pexels', english }

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
function waitOf(seconds: number | undefined): { unit: ReturnType<typeof retryWait>['unit'] | 'days'; count: number } {
  return seconds !== undefined && seconds >= 2 * DAY_SECONDS ? { unit: 'days', count: Math.ceil(seconds / DAY_SECONDS) } : retryWait(seconds)
}

/** The sentence for a spent limit, with the wait where it is known. */
export function pexelsLimitReached(seconds: number | undefined): RateLimitedError {
  const [message, options] = waitSentence(WORDS, 'error.limitReached', waitOf(seconds))
  return new RateLimitedError(message, seconds, options)
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
    return new CredentialsError(...sourceSentence(WORDS, 'error.keyRefused'))
  }
  if (status === 403) {
    const reason = errorText(response.body, context.apiKey)
    return reason === undefined
      ? new CredentialsError(...sourceSentence(WORDS, 'error.keyNotAllowed'))
      : new CredentialsError(...sourceSentence(WORDS, 'error.keyNotAllowedSaid', { reason }))
  }
  if (status === 404) {
    const photoId = /\/photos\/(\d{1,20})\/?$/.exec(path)?.[1]
    if (photoId !== undefined) return new NotFoundError(...sourceSentence(WORDS, 'error.noSuchPhotoId', { id: photoId }))
    return new NotFoundError(...sourceSentence(WORDS, 'error.nothingAtAddress'))
  }
  if (status === 400) {
    // Every parameter was checked before sending, so this is Pexels disagreeing with the rules.
    const reason = errorText(response.body, context.apiKey)
    return reason === undefined
      ? new UpstreamError(...sourceSentence(WORDS, 'error.requestRejected'))
      : new UpstreamError(...sourceSentence(WORDS, 'error.requestRejectedSaid', { reason }))
  }
  return undefined
}
