// The operations of the IPC contract, implemented once. The CLI, the Electron IPC handlers and the
// browser bridge all call this; none of them talks to a source client directly.
import type { z } from 'zod'
import {
  GetPhotoRequestSchema,
  RandomPhotoRequestSchema,
  SearchRequestSchema,
  type RandomPhotoResult,
  type SearchRequest,
  type SearchResult,
} from '../../shared/source-requests'
import { createLocalSearchParams, type LocalSearchParams } from '../../shared/local-folders'
import { createRedditListingParams } from '../../shared/sources/reddit/listing-params'
import { createUnsplashPhotoRequest } from '../../shared/sources/unsplash/photo-id'
import { createUnsplashRandomParams } from '../../shared/sources/unsplash/random-params'
import type { UnsplashFullPhoto } from '../../shared/sources/unsplash/records'
import { createUnsplashSearchParams } from '../../shared/sources/unsplash/search-params'
import { createWallhavenSearchParams } from '../../shared/sources/wallhaven/search-params'
import { parseOrThrow } from '../../shared/validation'
import { ValidationError } from './errors'
import type { RequestPlan } from './http'
import type { RedditClient } from './sources/reddit-client'
import type { SearchPage } from './sources/search-page'
import type { UnsplashClient } from './sources/unsplash-client'
import type { WallhavenClient } from './sources/wallhaven-client'

export interface SourceClients {
  wallhaven: WallhavenClient
  unsplash: UnsplashClient
  reddit: RedditClient
}

/** The person's own folders, searched in the folder index (local-folders/). */
export interface LocalSearch {
  search(params: LocalSearchParams): Promise<SearchResult>
}

export interface CallOptions {
  signal?: AbortSignal
}

/** Parses an operation's input with the contract's schema, then builds the frozen parameter set. */
function searchRequest(input: z.input<typeof SearchRequestSchema>): SearchRequest {
  const request = parseOrThrow(SearchRequestSchema, input)
  switch (request.source) {
    case 'wallhaven':
      return { source: 'wallhaven', params: createWallhavenSearchParams(request.params) }
    case 'unsplash':
      return { source: 'unsplash', params: createUnsplashSearchParams(request.params) }
    case 'reddit':
      return { source: 'reddit', params: createRedditListingParams(request.params) }
    case 'local':
      return { source: 'local', params: createLocalSearchParams(request.params) }
  }
}

/**
 * A client's page as the contract has it. How many records the client skipped stays here in core:
 * the contract's result has no place for it, and the cards that could be read are the answer.
 */
function searchResult<P>(page: SearchPage<P>, next: SearchRequest | null): SearchResult {
  return { items: page.items, next, total: page.total, seed: page.seed }
}

export function createService(clients: SourceClients, local: LocalSearch) {
  return {
    planSearch(input: z.input<typeof SearchRequestSchema>): RequestPlan {
      const request = searchRequest(input)
      switch (request.source) {
        case 'wallhaven':
          return clients.wallhaven.planSearch(request.params)
        case 'unsplash':
          return clients.unsplash.planSearch(request.params)
        case 'reddit':
          return clients.reddit.planListing(request.params)
        case 'local':
          throw new ValidationError([{ field: 'source', message: 'is local: your folders are searched on this computer, and nothing is sent' }])
      }
    },

    async search(input: z.input<typeof SearchRequestSchema>, options: CallOptions = {}): Promise<SearchResult> {
      const request = searchRequest(input)
      switch (request.source) {
        case 'wallhaven': {
          const page = await clients.wallhaven.search(request.params, options)
          return searchResult(page, page.next && { source: 'wallhaven', params: page.next })
        }
        case 'unsplash': {
          const page = await clients.unsplash.search(request.params, options)
          return searchResult(page, page.next && { source: 'unsplash', params: page.next })
        }
        case 'reddit': {
          const page = await clients.reddit.listing(request.params, options)
          return searchResult(page, page.next && { source: 'reddit', params: page.next })
        }
        case 'local':
          return local.search(request.params)
      }
    },

    planRandomPhoto(input: z.input<typeof RandomPhotoRequestSchema>): RequestPlan {
      return clients.unsplash.planRandom(createUnsplashRandomParams(parseOrThrow(RandomPhotoRequestSchema, input)))
    },

    randomPhoto(input: z.input<typeof RandomPhotoRequestSchema>, options: CallOptions = {}): Promise<RandomPhotoResult> {
      return clients.unsplash.random(createUnsplashRandomParams(parseOrThrow(RandomPhotoRequestSchema, input)), options)
    },

    planGetPhoto(input: z.input<typeof GetPhotoRequestSchema>): RequestPlan {
      return clients.unsplash.planPhoto(createUnsplashPhotoRequest(parseOrThrow(GetPhotoRequestSchema, input)).id)
    },

    async getPhoto(input: z.input<typeof GetPhotoRequestSchema>, options: CallOptions = {}): Promise<UnsplashFullPhoto> {
      const { id } = createUnsplashPhotoRequest(parseOrThrow(GetPhotoRequestSchema, input))
      return (await clients.unsplash.photo(id, options)).photo
    },
  }
}

export type TapestryService = ReturnType<typeof createService>
