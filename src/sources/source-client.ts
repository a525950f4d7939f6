// What a source's client does for the rest of main, whatever the source: show the request a search
// would send, and send it; and, where the source has them, the calls beyond searching (one picture
// by id, a card completed before it is set, rotation's own draw, the source's own operations).
// Each source's folder exports a connector as `client.ts`; clients.ts lists them.
import type { MediaItem } from '../shared/media'
import type { RequestPlan, HttpClientOptions } from '../main/core/http/http'
import type { SearchPage } from '../main/core/sources/search-page'
import type { SourceId } from './ids'

export interface SearchCallOptions {
  signal?: AbortSignal
}

/** One picture asked of its source by id, and the source's own record of it where it keeps one. */
export interface ItemLookup {
  item: MediaItem
}

/** A card just before its file is downloaded to be set, and what to call once it shows. */
export interface ReadyToSet {
  /** The card as the source has it now (Unsplash's links change; Wallhaven names a picture by its tags). */
  item: MediaItem
  /** Called once the picture shows, where the source's rules ask it (Unsplash's download tracking); never fails the set. */
  shown?: () => Promise<void>
}

/** What rotation knows when it draws from a source for a pool member. */
export interface RotationContext {
  /** The person's "include NSFW" switch. */
  includeNsfw: boolean
  /** The display the picture is for, when rotation knows it. */
  screen: { width: number; height: number } | undefined
}

/**
 * Rotation's draw from a source, where it is not "search with the member's filters over the
 * definition's pool filters, a page or three, one acceptable picture at random".
 */
export interface RotationDraw {
  /** The request rotation sends for the member's filters (shaped for the display and the NSFW switch). */
  params(filters: Readonly<Record<string, unknown>>, context: RotationContext): unknown
  /** A source with a random-picture call draws one at a time, up to `tries` (Unsplash); else its search is paged. */
  draw?: { tries: number; plan(params: unknown): RequestPlan; one(params: unknown, options?: SearchCallOptions): Promise<MediaItem> }
  /** The first acceptable picture of a page, where the source's order is already random (Wallhaven's seed). */
  firstAcceptable?: boolean
}

/** A source's own operation (the contract names it in src/sources/operations.ts), as the client answers it: its input arrives parsed by the contract's schema. */
export interface SourceOperation {
  run(input: never, options: SearchCallOptions): Promise<unknown>
  /** The request it would send (`--dry-run`). */
  plan?(input: never): RequestPlan
}

export interface SourceClient<Params> {
  /** The exact request `search` would send; the checks only the client can make run first. */
  planSearch(params: Params): RequestPlan
  search(params: Params, options?: SearchCallOptions): Promise<SearchPage<Params>>
  /** The request `item` would send (`--dry-run`). */
  planItem?(id: string): RequestPlan
  /** One picture by its id (`tapestry set wallhaven 94x38z`), where the source answers such a call. */
  item?(id: string, options?: SearchCallOptions): Promise<ItemLookup>
  /** The card named as the command line's `set` names it (Wallhaven titles a wallpaper by its tags), where the source does. */
  named?(item: MediaItem, options?: SearchCallOptions): Promise<MediaItem>
  /** The card completed just before it is set, where the source asks for it again (absent: as it is). */
  readyToSet?(item: MediaItem, options?: SearchCallOptions): Promise<ReadyToSet>
  rotation?: RotationDraw
  /** The source's own operations, by the contract's name. */
  operations?: Readonly<Record<string, SourceOperation>>
  /** An id this installation keeps for the source (Reddit's device id), to be saved once made. */
  readonly installationId?: string
}

export interface SourceClientOptions {
  /** The API's root, a loopback fake's in tests (TAPESTRY_<ID>_URL). */
  baseUrl: string
  /** Every root by settings name, where the source has more than one (Reddit signs in at `redditAuth`). */
  baseUrls?: Readonly<Record<string, string>>
  /** The person's key, where the source takes one; never sent anywhere but where the API asks. */
  apiKey?: string | undefined
  /** The source's other secrets by setting name (Reddit's client secret). */
  secrets?: Readonly<Record<string, string | undefined>>
  /** The id this installation keeps for the source, when one was made before. */
  installationId?: string | undefined
  /** The library's tables a source keeps its own records in (Wallhaven's wallpaper records). */
  records?: () => SourceRecords
  timeoutMs?: number
  retry?: HttpClientOptions['retry']
}

/** The library's per-source record tables, as src/main/core/library gives them. */
export type SourceRecords = Readonly<Record<string, unknown>>

export interface SourceConnector<Params> {
  id: SourceId
  create(options: SourceClientOptions): SourceClient<Params>
}
