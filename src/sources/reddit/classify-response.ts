// How Reddit's listing answers map to Tapestry's errors (docs/apis.md, "Rules for every source" and §3.7). Reddit says what
// is wrong partly in the status, partly in a JSON `reason`, and partly by answering with a web page.
import type { Response } from 'got'
import { AccessRefusedError, CredentialsError, NotFoundError, type TapestryError } from '../../main/core/errors/errors'
import { rateLimited, retryAfterSeconds } from '../../main/core/http/http'
import { redditNeedsCredentials } from './client/needs-credentials'

/** The API refused the bearer token (expired or revoked); the client renews it and tries once more. */
export class BearerRejectedError extends CredentialsError {
  constructor(options?: { cause?: unknown }) {
    super("Reddit refused Tapestry's access token.", options)
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
function aboutCommunities(names: readonly string[], predicate: string): string {
  if (names.length === 0) return `The community ${predicate}.`
  if (names.length === 1) return `r/${names[0]} ${predicate}.`
  return `One of ${names.map((name) => `r/${name}`).join(', ')} ${predicate}.`
}

export function noSuchCommunity(name: string, options?: { cause?: unknown }): NotFoundError {
  return new NotFoundError(`There is no community called r/${name}.`, options)
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
  return name === undefined ? new NotFoundError('Reddit has no such community.') : noSuchCommunity(name)
}

function forbidden(response: Response<string>, names: readonly string[]): TapestryError {
  if (isHtml(response)) {
    if (THROTTLE_PAGE.test(response.body)) return rateLimited('Reddit', retryAfterSeconds(response.headers))
    return redditNeedsCredentials()
  }
  switch (jsonReason(response)) {
    case 'private':
      return new AccessRefusedError(aboutCommunities(names, 'is private'))
    case 'quarantined':
      return new AccessRefusedError(aboutCommunities(names, 'is quarantined: Reddit shows it only to signed-in accounts that have opted in'))
    case 'gated':
      return new AccessRefusedError(aboutCommunities(names, 'is gated: Reddit shows it only to signed-in accounts that have confirmed they want to see it'))
    default:
      return new AccessRefusedError(`Reddit refused to list ${names.length > 0 ? names.map((name) => `r/${name}`).join(', ') : 'that community'}.`)
  }
}

function notFound(response: Response<string>, names: readonly string[]): NotFoundError {
  if (jsonReason(response) === 'banned') return new NotFoundError(aboutCommunities(names, 'has been banned'))
  // The missing-community redirect is only documented for www; oauth.reddit.com may answer 404.
  if (names.length === 1) return noSuchCommunity(names[0] as string)
  return new NotFoundError(aboutCommunities(names, 'does not exist'))
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
