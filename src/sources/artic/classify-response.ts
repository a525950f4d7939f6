// How the Art Institute of Chicago's error answers read ({status, error, detail}; the messages are
// in art-institute-of-chicago/data-hub-foundation's exceptions), so each becomes the right typed
// error with a sentence a person understands. Anything not listed falls through to the HTTP
// layer's mapping (5xx is upstream trouble, retried).
import type { Response } from 'got'
import { NotFoundError, UpstreamError, type TapestryError } from '../../main/core/errors/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'
import { ARTIC_MAX_RESULTS } from './params'
import { ArticErrorSchema } from './records'

/** As every sentence names it, the HTTP layer's included ("Art Institute of Chicago is having trouble…"). */
export const ARTIC = 'Art Institute of Chicago'

const WORDS = { id: 'artic', english }

function errorOf(body: string): { error: string; detail: string } | undefined {
  try {
    const parsed = ArticErrorSchema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data : undefined
  } catch {
    // An HTML page, Elasticsearch's plain text or an empty body.
  }
  return undefined
}

export function classifyArticResponse(response: Response<string>): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  // Laravel's throttle (60 a minute per address) sends Retry-After with its 429.
  if (status === 429) return rateLimited(ARTIC, retryAfterSeconds(response.headers))
  const error = errorOf(response.body)
  if (status === 403 && error?.error === 'Invalid number of results') {
    return new NotFoundError(...sourceSentence(WORDS, 'error.tooFarIntoResults', { count: ARTIC_MAX_RESULTS }))
  }
  if (status === 404) {
    const id = /\/artworks\/(\d+)$/.exec(response.requestUrl.pathname)?.[1]
    if (id !== undefined) return new NotFoundError(...sourceSentence(WORDS, 'error.noSuchArtwork', { id }))
    return new NotFoundError(...sourceSentence(WORDS, 'error.nothingAtAddress'))
  }
  if (status === 400 || status === 403) {
    if (!error) return new UpstreamError(...sourceSentence(WORDS, 'error.requestRefusedStatus', { status: String(status) }))
    // The service's own words, addresses left out; a full stop only where they have none.
    const reason = (error.detail || error.error).replace(/https?:\/\/\S+/g, '').trimEnd()
    if (reason === '') return new UpstreamError(...sourceSentence(WORDS, 'error.requestRefusedBlank'))
    return new UpstreamError(...sourceSentence(WORDS, /[.!?]$/.test(reason) ? 'error.requestRefusedReasonEnded' : 'error.requestRefusedReason', { reason }))
  }
  return undefined
}
