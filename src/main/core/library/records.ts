// The library file's layout (library.json in the data folder); the records it holds are shared.
import { z } from 'zod'
import { BlockedSchema, DisplaySchema, FavouriteSchema, HistoryRecordSchema, LibraryEntrySchema } from '../../../shared/library'

export {
  BlockedSchema,
  CreditSchema,
  DisplaySchema,
  FavouriteSchema,
  HistoryRecordSchema,
  LibraryEntrySchema,
  type Blocked,
  type Credit,
  type Favourite,
  type HistoryRecord,
  type LibraryEntry,
} from '../../../shared/library'

export const LibraryFileSchema = z.object({
  version: z.literal(1).default(1),
  entries: z.array(LibraryEntrySchema).default([]),
  favourites: z.array(FavouriteSchema).default([]),
  /** Newest first, capped. */
  history: z.array(HistoryRecordSchema).default([]),
  blocklist: z.array(BlockedSchema).default([]),
  /** What each display shows now: display ('all' or a display id) → libraryId. */
  current: z.record(DisplaySchema, z.string().min(1)).default({}),
})
export type LibraryFile = z.output<typeof LibraryFileSchema>
