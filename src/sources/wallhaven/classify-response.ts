// How Wallhaven's error answers read (docs/apis.md, Wallhaven "Errors and the rate limit"), so each becomes the right typed error with a
// sentence a person understands. Anything not listed falls through to the HTTP layer's mapping
// (5xx, including page=0's "It broke" page, is upstream trouble).
import type { Response } from 'got'
import { BlockedError, CredentialsError, NotFoundError, type TapestryError } from '../../main/core/errors/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'

export const WALLHAVEN = 'Wallhaven'

const WORDS = { id: 'wallhaven', english }

function errorField(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') return parsed.error
  } catch {
    // An HTML or empty body: no error field.
  }
  return undefined
}

/** `hasKey`: whether requests carry an API key, which decides what a 401 means. */
export function classifyWallhavenResponse(response: Response<string>, hasKey: boolean): TapestryError | undefined {
  const status = response.statusCode
  if (status < 400) return undefined
  const path = response.requestUrl.pathname
  // The 429 page is HTML; the wait is in Retry-After, or failing that X-RateLimit-Reset (an epoch).
  if (status === 429) return rateLimited(WALLHAVEN, retryAfterSeconds(response.headers))
  if (status === 403 && response.headers['cf-mitigated'] === 'challenge') {
    return new BlockedError(...sourceSentence(WORDS, 'error.cloudflareBlocked'))
  }
  if (status === 401) {
    // Without a key, only an NSFW wallpaper answers 401 (an NSFW search is refused before sending).
    return hasKey
      ? new CredentialsError(...sourceSentence(WORDS, 'error.keyRefused'))
      : new CredentialsError(...sourceSentence(WORDS, 'error.nsfwNeedsKey'))
  }
  if (status === 404) {
    const wallpaperId = /\/w\/([a-z0-9]+)$/.exec(path)?.[1]
    if (wallpaperId !== undefined && errorField(response.body) === 'Nothing here') {
      return new NotFoundError(...sourceSentence(WORDS, 'error.noSuchWallpaper', { id: wallpaperId }))
    }
    return new NotFoundError(...sourceSentence(WORDS, 'error.nothingAtAddress'))
  }
  // A page far past the end is a 400 {"error":"Bad Request"}; every parameter was validated first.
  if (status === 400 && path.endsWith('/search')) {
    const page = response.requestUrl.searchParams.get('page') ?? '?'
    return new NotFoundError(...sourceSentence(WORDS, 'error.noMoreResults', { page }))
  }
  return undefined
}
