// The library's records as the database stores them, and back. The cards (MediaItem) and credits
// are kept as JSON and read back through their schemas: what comes off the disk is checked like
// anything else that crosses a boundary.
import { ItemSourceSchema, MediaItemSchema, OnlineMediaItemSchema, type MediaItem } from '../../../shared/media'
import { ImageFormatSchema } from '../../../shared/library'
import { CreditSchema, type Blocked, type Favourite, type HistoryRecord, type LibraryEntry } from './records'

export interface EntryRow {
  library_id: string
  source: string
  item_id: string
  file_name: string
  bytes: number
  format: string
  width: number
  height: number
  downloaded_at: string
  last_used_at: string
  item: string
  credit: string
}

export interface FavouriteRow {
  source: string
  item_id: string
  added_at: string
  item: string
}

export interface HistoryRow {
  seq: number
  library_id: string
  source: string
  item_id: string
  title: string
  set_at: string
  display: string
  item: string | null
}

export interface BlockedRow {
  source: string
  item_id: string
  title: string
  blocked_at: string
}

function card(json: string): MediaItem {
  return MediaItemSchema.parse(JSON.parse(json))
}

export function entryFromRow(row: EntryRow): LibraryEntry {
  // Entries are downloads, so always of an online source.
  const item = OnlineMediaItemSchema.parse(JSON.parse(row.item))
  return {
    libraryId: row.library_id,
    source: item.source,
    id: row.item_id,
    title: item.title,
    author: item.author,
    credit: CreditSchema.parse(JSON.parse(row.credit)),
    width: row.width,
    height: row.height,
    fileName: row.file_name,
    bytes: row.bytes,
    format: ImageFormatSchema.parse(row.format),
    downloadedAt: row.downloaded_at,
    lastUsedAt: row.last_used_at,
    item,
  }
}

export function entryToRow(entry: LibraryEntry): EntryRow {
  return {
    library_id: entry.libraryId,
    source: entry.source,
    item_id: entry.id,
    file_name: entry.fileName,
    bytes: entry.bytes,
    format: entry.format,
    width: entry.width,
    height: entry.height,
    downloaded_at: entry.downloadedAt,
    last_used_at: entry.lastUsedAt,
    item: JSON.stringify(entry.item),
    credit: JSON.stringify(entry.credit),
  }
}

export function favouriteFromRow(row: FavouriteRow): Favourite {
  const item = card(row.item)
  return { source: item.source, id: row.item_id, addedAt: row.added_at, item }
}

/** A history record, with the card it set when it is known. */
export function historyFromRow(row: HistoryRow): HistoryRecord & { item: MediaItem | null } {
  const item = row.item === null ? null : card(row.item)
  return {
    libraryId: row.library_id,
    source: ItemSourceSchema.parse(row.source),
    id: row.item_id,
    title: row.title,
    setAt: row.set_at,
    display: row.display,
    item,
  }
}

export function blockedFromRow(row: BlockedRow): Blocked {
  return { source: ItemSourceSchema.parse(row.source), id: row.item_id, title: row.title, blockedAt: row.blocked_at }
}
