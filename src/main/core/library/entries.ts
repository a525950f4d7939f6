// The library's entries (table entries): every downloaded image with its card and credit, one row
// per file, the most recently used first. The statements run inside the caller's transaction: an
// entry is written together with the set that shows it (see library.ts and record-set.ts).
import { OnlineMediaItemSchema, type MediaSource } from '../../../shared/media'
import { LibraryFileFormatSchema } from '../../../shared/library'
import type { LibraryDatabase } from './database'
import type { EvictionCandidate } from './quota'
import { CreditSchema, type LibraryEntry } from './records'

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
    format: LibraryFileFormatSchema.parse(row.format),
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

export interface EntriesTable {
  byId(libraryId: string): EntryRow | undefined
  byFile(fileName: string): EntryRow | undefined
  /** The most recently used entry of an item, at whatever size. */
  byItem(source: string, id: string): EntryRow | undefined
  /** Most recently used first. */
  byUse(): EntryRow[]
  /** Writes the entry of a file, or refreshes it (a file is never recorded twice); answers the row as stored. */
  put(row: EntryRow): EntryRow
  touch(libraryId: string, at: string): void
  delete(libraryId: string): void
  /** Every entry, as the quota weighs it. */
  evictionCandidates(): EvictionCandidate[]
}

type CandidateRow = Pick<EntryRow, 'library_id' | 'source' | 'item_id' | 'bytes' | 'last_used_at' | 'downloaded_at'>

export function createEntriesTable(db: LibraryDatabase): EntriesTable {
  const statements = {
    byId: db.prepare<[string], EntryRow>('SELECT * FROM entries WHERE library_id = ?'),
    byFile: db.prepare<[string], EntryRow>('SELECT * FROM entries WHERE file_name = ?'),
    byItem: db.prepare<[string, string], EntryRow>('SELECT * FROM entries WHERE source = ? AND item_id = ? ORDER BY last_used_at DESC LIMIT 1'),
    byUse: db.prepare<[], EntryRow>('SELECT * FROM entries ORDER BY last_used_at DESC'),
    upsert: db.prepare<[EntryRow]>(
      `INSERT INTO entries (library_id, source, item_id, file_name, bytes, format, width, height, downloaded_at, last_used_at, item, credit)
       VALUES (@library_id, @source, @item_id, @file_name, @bytes, @format, @width, @height, @downloaded_at, @last_used_at, @item, @credit)
       ON CONFLICT (file_name) DO UPDATE SET source = excluded.source, item_id = excluded.item_id, bytes = excluded.bytes,
         format = excluded.format, width = excluded.width, height = excluded.height, last_used_at = excluded.last_used_at,
         item = excluded.item, credit = excluded.credit`,
    ),
    touch: db.prepare<[string, string]>('UPDATE entries SET last_used_at = ? WHERE library_id = ?'),
    delete: db.prepare<[string]>('DELETE FROM entries WHERE library_id = ?'),
    candidates: db.prepare<[], CandidateRow>('SELECT library_id, source, item_id, bytes, last_used_at, downloaded_at FROM entries'),
  }

  return {
    byId: (libraryId) => statements.byId.get(libraryId),
    byFile: (fileName) => statements.byFile.get(fileName),
    byItem: (source, id) => statements.byItem.get(source, id),
    byUse: () => statements.byUse.all(),
    put(row) {
      statements.upsert.run(row)
      return statements.byFile.get(row.file_name) as EntryRow
    },
    touch(libraryId, at) {
      statements.touch.run(at, libraryId)
    },
    delete(libraryId) {
      statements.delete.run(libraryId)
    },
    evictionCandidates: () =>
      statements.candidates.all().map((row) => ({
        libraryId: row.library_id,
        source: row.source as MediaSource,
        id: row.item_id,
        bytes: row.bytes,
        lastUsedAt: row.last_used_at,
        downloadedAt: row.downloaded_at,
      })),
  }
}
