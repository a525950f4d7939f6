// How Wikimedia's answers read. The Action API reports its own
// errors as HTTP 200 with `{"error": {"code", "info"}}` and a `MediaWiki-API-Error` header
// (Manual:Maxlag parameter; API:Errors and warnings); the servers in front of it answer 429 with
// Retry-After when a client asks too fast, and 403 to a client that breaks the User-Agent policy.
import type { Response } from 'got'
import { BlockedError, NotFoundError, UpstreamError, type TapestryError } from '../../main/core/errors/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'

export const WIKIMEDIA = 'Wikimedia Commons'

/** Wikimedia's own words (messages/en.json), shared with the client. */
export const WIKIMEDIA_WORDS = { id: 'wikimedia', english }

/** Codes that mean "not now": the servers are lagging or this client asked too often. */
const BUSY_CODES = new Set(['maxlag', 'ratelimited', 'readonly'])

function apiError(response: Response<string>): { code: string; info: string } | undefined {
  const header = response.headers['mediawiki-api-error']
  if (header === undefined && !/^\s*\{\s*"error"\s*:\s*\{/.test(response.body)) return undefined
  let error: { code?: unknown; info?: unknown } | undefined
  try {
    const parsed = JSON.parse(response.body) as { error?: unknown }
    if (typeof parsed.error === 'object' && parsed.error !== null) error = parsed.error as { code?: unknown; info?: unknown }
  } catch {
    // Not JSON: only the header says what went wrong.
  }
  if (error === undefined && header === undefined) return undefined
  const code = typeof error?.code === 'string' ? error.code : String(header)
  return { code, info: typeof error?.info === 'string' ? error.info : '' }
}

export function classifyWikimediaResponse(response: Response<string>): TapestryError | undefined {
  const error = apiError(response)
  if (error !== undefined) {
    if (BUSY_CODES.has(error.code)) return rateLimited(WIKIMEDIA, retryAfterSeconds(response.headers) ?? 5)
    const detail = error.info.replace(/\s+/g, ' ').trim().slice(0, 200)
    return detail === ''
      ? new UpstreamError(...sourceSentence(WIKIMEDIA_WORDS, 'error.requestRefused', { code: error.code }))
      : new UpstreamError(...sourceSentence(WIKIMEDIA_WORDS, 'error.requestRefusedDetail', { code: error.code, detail }))
  }
  const status = response.statusCode
  if (status < 400) return undefined
  if (status === 429) return rateLimited(WIKIMEDIA, retryAfterSeconds(response.headers))
  if (status === 403) return new BlockedError(...sourceSentence(WIKIMEDIA_WORDS, 'error.blocked'))
  if (status === 404) return new NotFoundError(...sourceSentence(WIKIMEDIA_WORDS, 'error.noApiAtAddress'))
  return undefined
}
