// How Bing's error answers read. The archive is undocumented and has no key and no error body of
// its own: a wrong address is a 404 page, too many requests a 429, and anything else falls through
// to the HTTP layer's mapping (5xx is upstream trouble, a web page where JSON belongs says so).
import type { Response } from 'got'
import { NotFoundError, type TapestryError } from '../../main/core/errors/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'

export const BING = 'Bing'

const WORDS = { id: 'bing', english }

export function classifyBingResponse(response: Response<string>): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  if (status === 429) return rateLimited(BING, retryAfterSeconds(response.headers))
  if (status === 404) return new NotFoundError(...sourceSentence(WORDS, 'error.noArchiveAtAddress'))
  return undefined
}
