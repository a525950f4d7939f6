// The sources as the command line reaches them: its searches and Unsplash photos, parsed here with
// the contract's schemas (the one check where they enter main), then sent as the window's are
// (operations/search-operations.ts). The library is not opened for them, so a search starts quickly.
import type { z } from 'zod'
import {
  GetPhotoRequestSchema,
  RandomPhotoRequestSchema,
  SearchRequestSchema,
  type RandomPhotoResult,
  type SearchRequest,
  type SearchResult,
} from '../../../shared/source-requests'
import type { LocalSearchParams } from '../../../shared/local-folders'
import { createUnsplashPhotoRequest } from '../../../shared/sources/unsplash/photo-id'
import { createUnsplashRandomParams } from '../../../shared/sources/unsplash/random-params'
import type { UnsplashFullPhoto } from '../../../shared/sources/unsplash/records'
import { deepFreeze, parseOrThrow } from '../../../shared/validation'
import { ValidationError } from '../errors/errors'
import type { RequestPlan } from '../http/http'
import type { RedditClient } from './reddit-client'
import { sendSearch } from '../operations/search-operations'
import type { UnsplashClient } from './unsplash-client'
import type { WallhavenClient } from './wallhaven-client'
import type { FolderClients } from '../../../sources/clients'

export interface SourceClients {
  wallhaven: WallhavenClient
  unsplash: UnsplashClient
  reddit: RedditClient
  /** The sources that live each in a folder (src/sources/registry.ts), by id. */
  folders: FolderClients
}

/** The person's own folders, searched in the folder index (local-folders/). */
export interface LocalSearch {
  search(params: LocalSearchParams): Promise<SearchResult>
}

export interface CallOptions {
  signal?: AbortSignal
}

/**
 * The command line's search, parsed with the contract's schema: the one check of its parameters in
 * main (the window's are checked by invokeOperation, which hands searchChecked the parsed request).
 */
function searchRequest(input: z.input<typeof SearchRequestSchema>): SearchRequest {
  return deepFreeze(parseOrThrow(SearchRequestSchema, input))
}

export function createService(clients: SourceClients, local: LocalSearch) {
  const service = {
    /** A search from outside main (the command line): parsed here, once. */
    planSearch(input: z.input<typeof SearchRequestSchema>): RequestPlan {
      return service.planSearchChecked(searchRequest(input))
    },

    async search(input: z.input<typeof SearchRequestSchema>, options: CallOptions = {}): Promise<SearchResult> {
      return service.searchChecked(searchRequest(input), options)
    },

    /** A search already parsed with the contract's schema (the search operation's input): sent as it is. */
    planSearchChecked(request: SearchRequest): RequestPlan {
      switch (request.source) {
        case 'wallhaven':
          return clients.wallhaven.planSearch(request.params)
        case 'unsplash':
          return clients.unsplash.planSearch(request.params)
        case 'reddit':
          return clients.reddit.planListing(request.params)
        case 'local':
          throw new ValidationError([{ field: 'source', message: 'is local: your folders are searched on this computer, and nothing is sent' }])
        default:
          return clients.folders[request.source].planSearch(request.params)
      }
    },

    searchChecked(request: SearchRequest, options: CallOptions = {}): Promise<SearchResult> {
      return sendSearch({ clients, local }, request, options)
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
  return service
}

export type TapestryService = ReturnType<typeof createService>
