// How the Art Institute of Chicago's error answers read ({status, error, detail}; the messages are
// in art-institute-of-chicago/data-hub-foundation's exceptions), so each becomes the right typed
// error with a sentence a person understands. Anything not listed falls through to the HTTP
// layer's mapping (5xx is upstream trouble, retried).
import type { Response } from 'got'
import { NotFoundError, UpstreamError, type TapestryError } from '../../main/core/errors/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { ARTIC_MAX_RESULTS } from './params'
import { ArticErrorSchema } from './records'

/** As every sentence names it, the HTTP layer's included ("Art Institute of Chicago is having trouble…"). */
export const ARTIC = 'Art Institute of Chicago'

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
    return new NotFoundError(`${ARTIC} shows only the first ${ARTIC_MAX_RESULTS.toLocaleString('en-US')} results of a search: add words to narrow it.`)
  }
  if (status === 404) {
    const id = /\/artworks\/(\d+)$/.exec(response.requestUrl.pathname)?.[1]
    if (id !== undefined) return new NotFoundError(`${ARTIC} has no artwork ${id}.`)
    return new NotFoundError(`${ARTIC} has nothing at that address. Check its address in Settings.`)
  }
  if (status === 400 || status === 403) {
    const reason = (error ? `: ${error.detail || error.error}` : ` (HTTP ${status})`).replace(/https?:\/\/\S+/g, '').trimEnd()
    return new UpstreamError(`${ARTIC} refused the request${reason}${/[.!?]$/.test(reason) ? '' : '.'}`)
  }
  return undefined
}
