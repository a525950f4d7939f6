// How Reddit's listing answers map to Tapestry's errors (docs/apis.md, "Rules for every source" and §3.7). Reddit says what
// is wrong partly in the status, partly in a JSON `reason`, and partly by answering with a web page.
import type { Response } from 'got'
import { AccessRefusedError, CredentialsError, NotFoundError, type TapestryError } from '../../main/core/errors/errors'
import type { TapestryErrorOptions } from '../../shared/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { sourceSentence } from '../../main/core/i18n/sentence'
import english from './messages/en.json'

/** Reddit's own sentences (messages/en.json), said in the person's language in the window. */
export const WORDS = { id: 'reddit', english }

/**
 * What a person reads whenever Reddit cannot be used without an app of their own: no client id
 * configured, or Reddit answering as it answers anonymous requests (its 403 block page, or the
 * 200 login page of old.reddit), which since 2026 is every request without OAuth.
 */
export function redditNeedsCredentials(cause?: unknown): CredentialsError {
  return new CredentialsError(...sourceSentence(WORDS, 'error.needsCredentials', {}, { cause }))
}

/** The token endpoint refused the app's client id or secret. */
export function clientRefused(): CredentialsError {
  return new CredentialsError(...sourceSentence(WORDS, 'error.clientRefused'))
}

/** Reddit's error codes are short snake_case words; anything else is not repeated to the user. */
const READABLE_ERROR_CODE = /^[a-z][a-z_]{0,49}$/

/** The token endpoint answered without a token; its error code is repeated when it reads as one. */
export function noAccessToken(code: unknown): CredentialsError {
  if (typeof code === 'string' && READABLE_ERROR_CODE.test(code)) return new CredentialsError(...sourceSentence(WORDS, 'error.noAccessTokenSaid', { code }))
  return new CredentialsError(...sourceSentence(WORDS, 'error.noAccessToken'))
}

/** The API refused the bearer token (expired or revoked); the client renews it and tries once more. */
export class BearerRejectedError extends CredentialsError {
  constructor(options?: { cause?: unknown }) {
    super(...sourceSentence(WORDS, 'error.tokenRefused', {}, options))
    this.name = 'BearerRejectedError'
  }
}

/** A name from Reddit's redirect is only repeated when it looks like a community name. */
const COMMUNITY_NAME = /^[A-Za-z0-9_]{2,21}$/
/** Reddit's older throttling answered with this page instead of a 429. */
const THROTTLE_PAGE = /whoa there/i
/** old.reddit's pages have answered anonymous requests with a login form since about 2026-08. */
const LOGIN_PAGE = /log\s?in|sign\s?in/i

function isHtml(response: Response<string>): boolean {
  return /html/i.test(response.headers['content-type'] ?? '')
}

/** The communities of the request, from its path (`/r/a+b/top`). */
function requestedCommunities(response: Response<string>): string[] {
  const segment = /\/r\/([^/]+)/.exec(response.requestUrl.pathname)?.[1] ?? ''
  let joined: string
  try {
    joined = decodeURIComponent(segment)
  } catch {
    joined = segment
  }
  return joined
    .replace(/\.json$/i, '')
    .split('+')
    .filter((name) => COMMUNITY_NAME.test(name))
}

/**
 * "r/wallpapers is private." for one community; Reddit does not say which member of a multi
 * (`a+b`) it refused, so for several the sentence says "one of".
 */
function aboutCommunities(names: readonly string[], key: string): [message: string, options: TapestryErrorOptions] {
  const scope = names.length === 0 ? 'none' : names.length === 1 ? 'one' : 'other'
  return sourceSentence(WORDS, key, { scope, name: names[0] ?? '', names: communityList(names) })
}

function communityList(names: readonly string[]): string {
  return names.map((name) => `r/${name}`).join(', ')
}

export function noSuchCommunity(name: string, options?: { cause?: unknown }): NotFoundError {
  return new NotFoundError(...sourceSentence(WORDS, 'error.noSuchCommunity', { name }, options))
}

function jsonReason(response: Response<string>): string | undefined {
  try {
    const body: unknown = JSON.parse(response.body)
    if (body !== null && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string') return body.reason
  } catch {
    return undefined
  }
  return undefined
}

function searchedName(response: Response<string>): string | null {
  try {
    return new URL(response.headers.location ?? '', response.requestUrl).searchParams.get('q')
  } catch {
    return null
  }
}

/**
 * A missing community redirects to subreddit search; the redirect fires for the first name of a
 * multi that does not exist, and its `q` says which.
 */
function redirected(response: Response<string>, names: readonly string[]): NotFoundError {
  const searched = searchedName(response)
  const name = searched !== null && COMMUNITY_NAME.test(searched) ? searched : names[0]
  return name === undefined ? new NotFoundError(...sourceSentence(WORDS, 'error.noSuchCommunityUnnamed')) : noSuchCommunity(name)
}

function forbidden(response: Response<string>, names: readonly string[]): TapestryError {
  if (isHtml(response)) {
    if (THROTTLE_PAGE.test(response.body)) return rateLimited('Reddit', retryAfterSeconds(response.headers))
    return redditNeedsCredentials()
  }
  switch (jsonReason(response)) {
    case 'private':
      return new AccessRefusedError(...aboutCommunities(names, 'error.communityPrivate'))
    case 'quarantined':
      return new AccessRefusedError(...aboutCommunities(names, 'error.communityQuarantined'))
    case 'gated':
      return new AccessRefusedError(...aboutCommunities(names, 'error.communityGated'))
    default:
      if (names.length === 0) return new AccessRefusedError(...sourceSentence(WORDS, 'error.refusedToListCommunity'))
      return new AccessRefusedError(...sourceSentence(WORDS, 'error.refusedToList', { communities: communityList(names) }))
  }
}

function notFound(response: Response<string>, names: readonly string[]): NotFoundError {
  if (jsonReason(response) === 'banned') return new NotFoundError(...aboutCommunities(names, 'error.communityBanned'))
  // The missing-community redirect is only documented for www; oauth.reddit.com may answer 404.
  if (names.length === 1) return noSuchCommunity(names[0] as string)
  return new NotFoundError(...aboutCommunities(names, 'error.communityMissing'))
}

/** Reads a listing response (error or success) before the generic mapping; undefined falls through. */
export function classifyListingResponse(response: Response<string>): TapestryError | undefined {
  const status = response.statusCode
  const names = requestedCommunities(response)
  if (status === 401) return new BearerRejectedError()
  if (status === 403) return forbidden(response, names)
  if (status === 404) return notFound(response, names)
  if (status === 429) return rateLimited('Reddit', retryAfterSeconds(response.headers))
  if (status >= 300 && status < 400) return redirected(response, names)
  if (status < 300 && isHtml(response) && LOGIN_PAGE.test(response.body)) return redditNeedsCredentials()
  return undefined
}
