// Searches and a source's own records: what the window's search bar, the Unsplash photo page and
// the preview's Wallhaven record ask for. Inputs arrive parsed by invokeOperation (the boundary),
// so a search goes from here straight to its source's client.
import type { SearchRequest, SearchResult } from '../../../shared/source-requests'
import type { Library } from '../library/library'
import type { CallOptions, LocalSearch, SourceClients, TapestryService } from '../sources/service'
import type { SearchPage } from '../sources/search-page'
import type { WallhavenDetailsService } from '../sources/wallhaven-details'
import type { HandlerGroup } from './handler-group'

export interface SearchSources {
  clients: SourceClients
  local: LocalSearch
}

/**
 * A client's page as the contract has it. How many records the client skipped stays here in core:
 * the contract's result has no place for it, and the cards that could be read are the answer.
 */
function searchResult<P>(page: SearchPage<P>, next: SearchRequest | null): SearchResult {
  return { items: page.items, next, total: page.total, seed: page.seed }
}

/** A search already parsed with the contract's schema, sent to its source as it is. */
export async function sendSearch({ clients, local }: SearchSources, request: SearchRequest, options: CallOptions = {}): Promise<SearchResult> {
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
    default: {
      const source = request.source
      const page = await clients.folders[source].search(request.params, options)
      return searchResult(page, page.next === null ? null : ({ source, params: page.next } as SearchRequest))
    }
  }
}

export interface SearchOperationParts {
  /** The clients as the settings configure them now (rebuilt when they change), and the person's folders. */
  sources: () => SearchSources
  /** Unsplash's photo operations, as the command line runs them too. */
  service: () => Pick<TapestryService, 'randomPhoto' | 'getPhoto'>
  library: () => Pick<Library, 'filterBlocked'>
  wallhavenDetails: Pick<WallhavenDetailsService, 'details'>
}

export function searchOperations(parts: SearchOperationParts): HandlerGroup<'search' | 'randomPhoto' | 'getPhoto' | 'wallhaven.details'> {
  return {
    // A blocked picture never shows in a search.
    search: (input, { signal }) => sendSearch(parts.sources(), input, { signal }).then((result) => ({ ...result, items: parts.library().filterBlocked(result.items) })),
    randomPhoto: (input, { signal }) => parts.service().randomPhoto(input, { signal }),
    getPhoto: (input, { signal }) => parts.service().getPhoto(input, { signal }),
    'wallhaven.details': ({ id }, { signal }) => parts.wallhavenDetails.details(id, { signal }),
  }
}
