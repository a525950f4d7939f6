// What the sources are asked: a search, a random photo, one photo, and what each answers. Part of
// the contract (ipc.ts re-exports it), kept in a module of its own so the command line can search
// without building every other operation's schemas.
import { z } from 'zod'
import { LocalSearchParamsSchema } from './local-folders'
import { MediaItemSchema } from './media'
import { SOURCE_IDS } from '../sources/ids'
import { SOURCE_DEFINITIONS } from '../sources/registry'

/** One search, on one source, with that source's parameter set. */
export const SearchRequestSchema = z.discriminatedUnion('source', [
  /** The person's own folders, searched in the folder index on this computer. */
  z.strictObject({ source: z.literal('local'), params: LocalSearchParamsSchema }),
  // Each online source, with its own parameter set (src/sources/registry.ts).
  ...SOURCE_IDS.map((id) => z.strictObject({ source: z.literal(id), params: SOURCE_DEFINITIONS[id].params })),
])
export type SearchRequest = z.output<typeof SearchRequestSchema>
export type SearchRequestInput = z.input<typeof SearchRequestSchema>

export const SearchResultSchema = z.object({
  items: z.array(MediaItemSchema),
  /** The request for the next page (same filters), or null at the end. */
  next: SearchRequestSchema.nullable(),
  /** How many results the source says match, where it says. */
  total: z.number().int().nonnegative().nullable(),
  /** The seed that fixed this order (Wallhaven random sorting), or null. */
  seed: z.string().nullable(),
})
export type SearchResult = z.output<typeof SearchResultSchema>
