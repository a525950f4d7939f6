// What a source's client does for the rest of main, whatever the source: show the request a search
// would send, and send it. Each source's folder exports a connector as `client.ts`; clients.ts lists them.
import type { RequestPlan, HttpClientOptions } from '../main/core/http/http'
import type { SearchPage } from '../main/core/sources/search-page'
import type { SourceId } from './ids'

export interface SearchCallOptions {
  signal?: AbortSignal
}

export interface SourceClient<Params> {
  /** The exact request `search` would send; the checks only the client can make run first. */
  planSearch(params: Params): RequestPlan
  search(params: Params, options?: SearchCallOptions): Promise<SearchPage<Params>>
}

export interface SourceClientOptions {
  /** The API's root, a loopback fake's in tests (TAPESTRY_<ID>_URL). */
  baseUrl: string
  /** The person's key, where the source takes one; never sent anywhere but where the API asks. */
  apiKey?: string | undefined
  timeoutMs?: number
  retry?: HttpClientOptions['retry']
}

export interface SourceConnector<Params> {
  id: SourceId
  /** The API's root on the internet. */
  defaultBaseUrl: string
  create(options: SourceClientOptions): SourceClient<Params>
}
