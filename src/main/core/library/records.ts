// The library's records are shared with the window (src/shared/library.ts); core code imports them from here.

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
