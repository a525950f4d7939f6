// Searches and the sources' own operations: what the window's search bar asks, and what a source
// adds (the preview's Wallhaven record, Unsplash's random photo). Inputs arrive parsed by
// invokeOperation (the boundary), so a search goes from here straight to its source's client.
import type { SearchRequest, SearchResult } from '../../../shared/source-requests'
import type { Library } from '../library/library'
import type { CallOptions, LocalSearch, SourceClients } from '../sources/service'
import type { SearchPage } from '../sources/search-page'
import { SOURCE_OPERATION_NAMES, type SourceOperationName } from '../../../sources/operation-names'
import { SOURCE_OPERATION_OWNERS } from '../../../sources/operations'
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
  if (request.source === 'local') return local.search(request.params)
  const { source } = request
  const page = await clients[source].search(request.params, options)
  return searchResult(page, page.next === null ? null : ({ source, params: page.next } as SearchRequest))
}

/** A source's own operation, its input parsed with the contract's schema, answered by the source that owns it. */
export function runSourceOperation(clients: SourceClients, name: SourceOperationName, input: unknown, options: CallOptions): Promise<unknown> {
  const operation = clients[SOURCE_OPERATION_OWNERS[name]].operations?.[name]
  if (operation === undefined) throw new Error(`${SOURCE_OPERATION_OWNERS[name]} has no ${name}`)
  return operation.run(input as never, options)
}

export interface SearchOperationParts {
  /** The clients as the settings configure them now (rebuilt when they change), and the person's folders. */
  sources: () => SearchSources
  library: () => Pick<Library, 'filterBlocked'>
}

export function searchOperations(parts: SearchOperationParts): HandlerGroup<'search' | SourceOperationName> {
  const own = Object.fromEntries(
    SOURCE_OPERATION_NAMES.map((name) => [name, (input: unknown, { signal }: CallOptions) => runSourceOperation(parts.sources().clients, name, input, { signal })]),
  ) as unknown as HandlerGroup<SourceOperationName>
  return {
    // A blocked picture never shows in a search.
    search: (input, { signal }) => sendSearch(parts.sources(), input, { signal }).then((result) => ({ ...result, items: parts.library().filterBlocked(result.items) })),
    ...own,
  }
}
