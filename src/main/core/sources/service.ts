// The sources as the command line reaches them: its searches and the sources' own operations
// (Unsplash's random photo), parsed here with the contract's schemas (the one check where they
// enter main), then sent as the window's are (operations/search-operations.ts). The library is not
// opened for them, so a search starts quickly.
import type { z } from 'zod'
import { SearchRequestSchema, type SearchRequest, type SearchResult } from '../../../shared/source-requests'
import type { LocalSearchParams } from '../../../shared/local-folders'
import { deepFreeze, parseOrThrow } from '../../../shared/validation'
import { ValidationError } from '../errors/errors'
import type { RequestPlan } from '../http/http'
import { runSourceOperation, sendSearch } from '../operations/search-operations'
import type { SourceClients } from '../../../sources/clients'
import { SOURCE_OPERATIONS, SOURCE_OPERATION_OWNERS } from '../../../sources/operations'
import type { SourceOperationName } from '../../../sources/operation-names'

export type { SourceClients }

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

type OperationInput<Name extends SourceOperationName> = z.input<(typeof SOURCE_OPERATIONS)[Name]['input']>
type OperationOutput<Name extends SourceOperationName> = z.output<(typeof SOURCE_OPERATIONS)[Name]['output']>

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
      if (request.source === 'local') {
        throw new ValidationError([{ field: 'source', message: 'is local: your folders are searched on this computer, and nothing is sent' }])
      }
      return clients[request.source].planSearch(request.params)
    },

    searchChecked(request: SearchRequest, options: CallOptions = {}): Promise<SearchResult> {
      return sendSearch({ clients, local }, request, options)
    },

    /** The request a source's own operation would send (`tapestry unsplash random --dry-run`). */
    planOperation<Name extends SourceOperationName>(name: Name, input: OperationInput<Name>): RequestPlan {
      const parsed = parseOrThrow(SOURCE_OPERATIONS[name].input as z.ZodType, input)
      const plan = clients[SOURCE_OPERATION_OWNERS[name]].operations?.[name]?.plan
      if (plan === undefined) throw new ValidationError([{ field: 'dryRun', message: `is not taken by ${name}` }])
      return plan(parsed as never)
    },

    /** A source's own operation, parsed here with the contract's schema. */
    async operation<Name extends SourceOperationName>(name: Name, input: OperationInput<Name>, options: CallOptions = {}): Promise<OperationOutput<Name>> {
      const parsed = parseOrThrow(SOURCE_OPERATIONS[name].input as z.ZodType, input)
      return (await runSourceOperation(clients, name, parsed, options)) as OperationOutput<Name>
    },
  }
  return service
}

export type TapestryService = ReturnType<typeof createService>
