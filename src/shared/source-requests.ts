// What the sources are asked: a search, a random photo, one photo, and what each answers. Part of
// the contract (ipc.ts re-exports it), kept in a module of its own so the command line can search
// without building every other operation's schemas.
import { z } from 'zod'
import { LocalSearchParamsSchema } from './local-folders'
import { MediaItemSchema } from './media'
import { RedditListingParamsSchema } from './sources/reddit/listing-params'
import { UnsplashPhotoRequestSchema } from './sources/unsplash/photo-id'
import { UnsplashRandomParamsSchema } from './sources/unsplash/random-params'
import { UnsplashFullPhotoSchema } from './sources/unsplash/records'
import { UnsplashSearchParamsSchema } from './sources/unsplash/search-params'
import { WallhavenSearchParamsSchema } from './sources/wallhaven/search-params'
import { FOLDER_SOURCE_IDS } from '../sources/ids'
import { FOLDER_SOURCES } from '../sources/registry'

/** One search, on one source, with that source's parameter set. */
export const SearchRequestSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('wallhaven'), params: WallhavenSearchParamsSchema }),
  z.strictObject({ source: z.literal('unsplash'), params: UnsplashSearchParamsSchema }),
  z.strictObject({ source: z.literal('reddit'), params: RedditListingParamsSchema }),
  /** The person's own folders, searched in the folder index on this computer. */
  z.strictObject({ source: z.literal('local'), params: LocalSearchParamsSchema }),
  // Each source that lives in a folder, with its own parameter set (src/sources/registry.ts).
  ...FOLDER_SOURCE_IDS.map((id) => z.strictObject({ source: z.literal(id), params: FOLDER_SOURCES[id].params })),
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

export const RandomPhotoRequestSchema = UnsplashRandomParamsSchema
export const RandomPhotoResultSchema = z.object({ item: MediaItemSchema, photo: UnsplashFullPhotoSchema })
export type RandomPhotoResult = z.output<typeof RandomPhotoResultSchema>

export const GetPhotoRequestSchema = UnsplashPhotoRequestSchema
export const GetPhotoResultSchema = UnsplashFullPhotoSchema
