// The Reddit source: community listings through oauth.reddit.com with an application-only token
// (anonymous JSON has been blocked since 2026), media extracted and filtered on the client, and
// more pages fetched when the filtering leaves a page short.
import type { MediaItem } from '../../shared/media'
import { redditListingToMediaItems, type RedditListingMedia } from './extract-media'
import {
  createRedditListingParams,
  toRedditListingRequest,
  withAfter,
  type RedditListingParams,
  type RedditListingParamsInput,
  type RedditListingRequest,
} from './params'
import { RedditListingSchema, type RedditListing } from './records'
import { CredentialsError, NotFoundError, ValidationError } from '../../main/core/errors/errors'
import { createHttpClient, planRequest, rateLimited, type HttpClientOptions, type RequestPlan } from '../../main/core/http/http'
import { createRedditTokenSource, type RedditTokenSource } from './client/app-token'
import { BearerRejectedError, WORDS, classifyListingResponse, noSuchCommunity } from './classify-response'
import { sourceSentence } from '../../main/core/i18n/sentence'
import { generateRedditDeviceId } from './client/device-id'
import { redditNeedsCredentials } from './client/needs-credentials'
import { readRedditRateLimit, secondsUntilAllowed, type RedditRateLimit } from './client/rate-limit'
import type { SearchPage } from '../../main/core/sources/search-page'
import type { SourceConnector } from '../source-client'
import { redditRotation } from './client/rotation'

export type { RedditRateLimit } from './client/rate-limit'

/** Listing requests one call may send while filtering leaves its page short. */
const DEFAULT_MAX_PAGES = 5

/** Where Reddit signs an app in, when the settings name no other root. */
const REDDIT_SIGN_IN = 'https://www.reddit.com'

export interface RedditClientOptions {
  /** The API host, `https://oauth.reddit.com`. */
  baseUrl: string
  /** The token host, `https://www.reddit.com`. */
  authUrl: string
  clientId?: string
  /** Only a script app has one; an installed app uses the installed-client grant instead. */
  clientSecret?: string
  /** The per-installation id for the installed-client grant; a new one is made when missing. */
  deviceId?: string
  /** Per attempt, for the token and the listing requests. */
  timeoutMs?: number
  retry?: HttpClientOptions['retry']
  /** At most this many listing requests per call (default 5). */
  maxPages?: number
  /** Epoch milliseconds; injectable so token expiry can be tested without waiting an hour. */
  now?: () => number
}

export interface RedditCallOptions {
  signal?: AbortSignal
}

export interface RedditClient {
  /** The installed-client grant's device id: the one given, or a new one the caller should keep. */
  readonly deviceId: string
  /** The listing request `listing` would send first, secrets redacted; sends nothing. */
  planListing(params: RedditListingParamsInput): RequestPlan
  /**
   * A page of cards. When filtering (NSFW, media type, posts that are not media) leaves fewer than
   * `limit` cards and Reddit has more, following pages are fetched (at most `maxPages` requests) and
   * merged; `next` continues after the last page fetched.
   */
  listing(params: RedditListingParamsInput, options?: RedditCallOptions): Promise<SearchPage<RedditListingParams>>
  /** One card by its id (a post id, or `<postId>_<mediaId>` for a gallery item), NSFW included. */
  item(id: string, options?: RedditCallOptions): Promise<MediaItem>
  /** The request `item` would send, secrets redacted; sends nothing. */
  planItem(id: string): RequestPlan
  /** Reddit's rate-limit headers as last seen, or null before any answer carried them. */
  rateLimit(): RedditRateLimit | null
}

/** A card id as extract-media makes them: a base-36 post id, optionally `_<mediaId>`. */
const REDDIT_CARD_ID = /^[a-z0-9]{1,13}(?:_[A-Za-z0-9]{1,40})?$/

/**
 * The page after `after`, or null at the end. A cursor that is not a post fullname (a listing that
 * ends on a comment, `t1_…`) cannot be sent back: paging ends there, and the page's cards stand.
 */
function nextParams(params: RedditListingParams, after: string | null): RedditListingParams | null {
  if (after === null) return null
  try {
    return withAfter(params, after)
  } catch (error) {
    if (error instanceof ValidationError) return null
    throw error
  }
}

export function createRedditClient(options: RedditClientOptions): RedditClient {
  const now = options.now ?? Date.now
  const maxPages = Math.max(1, Math.floor(options.maxPages ?? DEFAULT_MAX_PAGES))
  const deviceId = options.deviceId ?? generateRedditDeviceId()
  const clientId = options.clientId?.trim() || undefined
  let lastRateLimit: RedditRateLimit | null = null

  const tokens: RedditTokenSource | undefined =
    clientId === undefined
      ? undefined
      : createRedditTokenSource({
          authUrl: options.authUrl,
          clientId,
          clientSecret: options.clientSecret?.trim() || undefined,
          deviceId,
          timeoutMs: options.timeoutMs,
          retry: options.retry,
          now,
        })

  const api = createHttpClient({
    sourceName: 'Reddit',
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    // Runs for every answer, success or not, so it is also where the rate-limit headers are read.
    classify: (response) => {
      lastRateLimit = readRedditRateLimit(response.headers, now()) ?? lastRateLimit
      return classifyListingResponse(response)
    },
  })

  /** Validation first (a ValidationError means nothing was sent), then credentials. */
  function prepare(input: RedditListingParamsInput): { params: RedditListingParams; tokens: RedditTokenSource } {
    const params = createRedditListingParams(input)
    return { params, tokens: tokensOrThrow() }
  }

  function itemRequest(id: string): RedditListingRequest {
    if (!REDDIT_CARD_ID.test(id)) throw new ValidationError([{ field: 'id', message: 'must be a Reddit post id, or <postId>_<mediaId> for a gallery item' }])
    return { path: `/by_id/t3_${id.split('_')[0]}`, query: { raw_json: '1' } }
  }

  function tokensOrThrow(): RedditTokenSource {
    if (tokens === undefined) throw redditNeedsCredentials()
    return tokens
  }

  async function send(request: RedditListingRequest, token: string, signal: AbortSignal | undefined): Promise<RedditListing> {
    // Reddit said the window is used up: asking again before it resets only earns another 429.
    const wait = secondsUntilAllowed(lastRateLimit, now())
    if (wait !== undefined) throw rateLimited('Reddit', wait)
    const response = await api.getJson(request.path.replace(/^\/+/, ''), {
      schema: RedditListingSchema,
      searchParams: request.query,
      headers: { authorization: `bearer ${token}` },
      signal,
    })
    return response.data
  }

  /** One listing request; a refused token is renewed and the request tried once more, never in a loop. */
  async function fetchListing(source: RedditTokenSource, request: RedditListingRequest, signal: AbortSignal | undefined): Promise<RedditListing> {
    const token = await source.get(signal)
    try {
      return await send(request, token, signal)
    } catch (error) {
      if (!(error instanceof BearerRejectedError)) throw error
      source.invalidate(token)
    }
    const renewed = await source.get(signal)
    try {
      return await send(request, renewed, signal)
    } catch (error) {
      if (error instanceof BearerRejectedError) throw new CredentialsError(...sourceSentence(WORDS, 'error.newTokenRefused', {}, { cause: error }))
      throw error
    }
  }

  async function fetchPage(source: RedditTokenSource, params: RedditListingParams, signal: AbortSignal | undefined): Promise<RedditListingMedia> {
    const listing = await fetchListing(source, toRedditListingRequest(params), signal)
    const media = redditListingToMediaItems(listing, params)
    // A followed redirect to subreddit search lists communities (t5), not posts.
    const onlyNonPosts = media.nonPostChildren > 0 && listing.data.children.every((child) => child.kind !== 't3')
    if (onlyNonPosts) throw noSuchCommunity(params.communities[0] ?? '')
    return media
  }

  return {
    deviceId,

    planListing(input) {
      const { params } = prepare(input)
      const request = toRedditListingRequest(params)
      return planRequest(options.baseUrl, request.path, request.query, { authorization: 'bearer [redacted]' })
    },

    async listing(input, { signal } = {}) {
      const { params, tokens: source } = prepare(input)
      const items: MediaItem[] = []
      const seen = new Set<string>()
      let cursor = params
      let next: RedditListingParams | null = null
      let skipped = 0
      for (let page = 1; ; page += 1) {
        let media: RedditListingMedia
        try {
          media = await fetchPage(source, cursor, signal)
        } catch (error) {
          // Cards already found are worth more than the error; `next` still points after them.
          if (page === 1 || items.length === 0 || signal?.aborted) throw error
          break
        }
        skipped += media.unreadablePosts
        // Hot listings shift between requests, so a post can come back on the following page.
        for (const item of media.items) {
          if (seen.has(item.id)) continue
          seen.add(item.id)
          items.push(item)
        }
        next = nextParams(params, media.after)
        if (next === null || items.length >= params.limit || page >= maxPages) break
        cursor = next
      }
      return { items, next, total: null, seed: null, skipped }
    },

    planItem(id) {
      const request = itemRequest(id)
      tokensOrThrow()
      return planRequest(options.baseUrl, request.path, request.query, { authorization: 'bearer [redacted]' })
    },

    async item(id, { signal } = {}) {
      const request = itemRequest(id)
      const listing = await fetchListing(tokensOrThrow(), request, signal)
      // Asked for by id, so the person chose it: NSFW and every media type are included here.
      const { items } = redditListingToMediaItems(listing, createRedditListingParams({ communities: 'all', include_nsfw: true }))
      const found = items.find((candidate) => candidate.id === id)
      if (!found) throw new NotFoundError(...sourceSentence(WORDS, 'error.noSuchPost', { id }))
      return found
    },

    rateLimit() {
      return lastRateLimit === null ? null : { ...lastRateLimit }
    },
  }
}

export const redditConnector: SourceConnector<RedditListingParams> = {
  id: 'reddit',
  create(options) {
    const client = createRedditClient({
      baseUrl: options.baseUrl,
      authUrl: options.baseUrls?.['redditAuth'] ?? REDDIT_SIGN_IN,
      clientId: options.apiKey,
      clientSecret: options.secrets?.['redditClientSecret'],
      deviceId: options.installationId,
      timeoutMs: options.timeoutMs,
      retry: options.retry,
    })
    return {
      planSearch: client.planListing,
      search: client.listing,
      planItem: client.planItem,
      item: async (id, call) => ({ item: await client.item(id, call) }),
      rotation: redditRotation,
      // Reddit asks for one device id per installation: the one made at first use is kept.
      installationId: client.deviceId,
    }
  },
}
