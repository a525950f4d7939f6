// The library's records are shared with the window (src/shared/library.ts); core code imports them from here.
import { MediaItemSchema, type ItemSource, type MediaItem } from '../../../shared/media'

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

/** A picture by its source and id, as favourites, the blocklist and the history name it. */
export interface ItemRef {
  source: ItemSource
  id: string
}

/** A card kept as JSON, read back through its schema: what comes off the disk is checked like anything else. */
export function cardFromJson(json: string): MediaItem {
  return MediaItemSchema.parse(JSON.parse(json))
}
