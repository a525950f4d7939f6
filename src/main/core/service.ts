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
} from '../../shared/ipc'
import { createRedditListingParams } from '../../shared/sources/reddit/listing-params'
import { createUnsplashPhotoRequest } from '../../shared/sources/unsplash/photo-id'
import { createUnsplashRandomParams } from '../../shared/sources/unsplash/random-params'
import type { UnsplashFullPhoto } from '../../shared/sources/unsplash/records'
import { createUnsplashSearchParams } from '../../shared/sources/unsplash/search-params'
import { createWallhavenSearchParams } from '../../shared/sources/wallhaven/search-params'
import { parseOrThrow } from '../../shared/validation'
import type { RequestPlan } from './http'
import type { RedditClient } from './sources/reddit-client'
import type { UnsplashClient } from './sources/unsplash-client'
import type { WallhavenClient } from './sources/wallhaven-client'

export interface SourceClients {
  wallhaven: WallhavenClient
  unsplash: UnsplashClient
  reddit: RedditClient
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
  }
}

export function createService(clients: SourceClients) {
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
      }
    },

    async search(input: z.input<typeof SearchRequestSchema>, options: CallOptions = {}): Promise<SearchResult> {
      const request = searchRequest(input)
      switch (request.source) {
        case 'wallhaven': {
          const page = await clients.wallhaven.search(request.params, options)
          return { ...page, next: page.next && { source: 'wallhaven', params: page.next } }
        }
        case 'unsplash': {
          const page = await clients.unsplash.search(request.params, options)
          return { ...page, next: page.next && { source: 'unsplash', params: page.next } }
        }
        case 'reddit': {
          const page = await clients.reddit.listing(request.params, options)
          return { ...page, next: page.next && { source: 'reddit', params: page.next } }
        }
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
