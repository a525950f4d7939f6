// How Unsplash's error answers read (docs/apis.md, Unsplash "Errors and rate limits"), so each becomes the right typed error with a
// sentence a person understands. Anything not listed falls through to the HTTP layer's mapping
// (5xx is upstream trouble, a 429 that is not the hourly limit waits out its Retry-After).
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
import { readUnsplashRateLimit, secondsToNextHour } from './client/rate-limit'
import english from './messages/en.json'

export const UNSPLASH = 'Unsplash'

/** Unsplash's own sentences (messages/en.json), said in the person's language in the window. */
export const WORDS = { id: 'unsplash', english }

export interface UnsplashClassifyContext {
  /** Whether requests carry an access key; without one a proxy is expected to add it. */
  hasKey: boolean
  /** The path of the configured base URL without a trailing slash ('' for api.unsplash.com). */
  basePath: string
  /** The clock, for the wait until the hourly budget renews. */
  now: () => number
  /** Takes the access key out of upstream text before it can reach a message. */
  redact: (text: string) => string
}

/** The `errors` texts of a JSON body, or undefined when the body is not JSON at all. */
function errorTexts(body: string): string[] | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  if (!('errors' in parsed) || !Array.isArray(parsed.errors)) return []
  return parsed.errors.filter((text): text is string => typeof text === 'string')
}

/** Upstream's own words as one short clause: never the key, never a wall of text. */
function upstreamClause(texts: string[] | undefined, context: UnsplashClassifyContext): string | undefined {
  const joined = context.redact((texts ?? []).join('; ')).replace(/\s+/g, ' ').trim().replace(/\.+$/, '')
  if (joined === '') return undefined
  return joined.length > 200 ? `${joined.slice(0, 199)}…` : joined
}

type Endpoint = { kind: 'random' } | { kind: 'photo'; id: string } | { kind: 'other' }

function endpointOf(response: Response<string>, basePath: string): Endpoint {
  let path = response.requestUrl.pathname
  if (basePath !== '' && path.startsWith(`${basePath}/`)) path = path.slice(basePath.length)
  if (path === '/photos/random') return { kind: 'random' }
  const segment = /^\/photos\/([^/]+)(?:\/download)?$/.exec(path)?.[1]
  if (segment === undefined) return { kind: 'other' }
  let id = segment
  try {
    id = decodeURIComponent(segment)
  } catch {
    // Not percent-encoded text: shown as it came.
  }
  return { kind: 'photo', id }
}

function noSuchPhoto(id: string): NotFoundError {
  // Only an id of the usual form is echoed: the path came from a record, not from Tapestry.
  return /^[A-Za-z0-9_-]{1,64}$/.test(id)
    ? new NotFoundError(...sourceSentence(WORDS, 'error.noSuchPhotoId', { id }))
    : new NotFoundError(...sourceSentence(WORDS, 'error.noSuchPhoto'))
}

export function classifyUnsplashResponse(response: Response<string>, context: UnsplashClassifyContext): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  const texts = errorTexts(response.body)
  const clause = upstreamClause(texts, context)

  if (status === 403 || status === 429) {
    // The hourly limit answers in plain text ("Rate Limit Exceeded"), reported as 403 and as 429.
    const exhausted = readUnsplashRateLimit(response.headers)?.remaining === 0 || texts === undefined
    if (exhausted) {
      const seconds = Math.ceil(retryAfterSeconds(response.headers) ?? secondsToNextHour(context.now()))
      const [message, options] = waitSentence(WORDS, 'error.hourlyLimit', retryWait(seconds))
      return new RateLimitedError(message, seconds, options)
    }
    if (status === 403) {
      return new CredentialsError(
        ...(clause === undefined
          ? sourceSentence(WORDS, 'error.keyNotAllowed')
          : sourceSentence(WORDS, 'error.keyNotAllowedSaid', { reason: clause })),
      )
    }
    return undefined
  }
  if (status === 401) {
    return context.hasKey
      ? new CredentialsError(...sourceSentence(WORDS, 'error.keyRefused'))
      : new CredentialsError(...sourceSentence(WORDS, 'error.proxyAddedNoKey'))
  }
  if (status === 404) {
    const endpoint = endpointOf(response, context.basePath)
    // An empty or private collection, or filters nothing satisfies: {"errors":["No photos found."]}.
    if (endpoint.kind === 'random') return new NotFoundError(...sourceSentence(WORDS, 'error.noPhotoMatches'))
    if (endpoint.kind === 'photo') return noSuchPhoto(endpoint.id)
    return new NotFoundError(...sourceSentence(WORDS, 'error.nothingAtAddress'))
  }
  if (status === 400) {
    // Every parameter was validated before sending, so this is Unsplash disagreeing with the rules.
    return new UpstreamError(
      ...(clause === undefined ? sourceSentence(WORDS, 'error.requestRejected') : sourceSentence(WORDS, 'error.requestRejectedSaid', { reason: clause })),
    )
  }
  return undefined
}
