// Tapestry 0.1 kept the library as one JSON document, library.json. The first start with the
// database imports it, inside the transaction that creates the schema (all or nothing), and then
// keeps the file as library.json.imported. Each record is checked on its own: one damaged record
// is left out, not the whole library.
import { existsSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { LibraryDatabase } from './database'
import { entryToRow } from './entries'
import { BlockedSchema, DisplaySchema, FavouriteSchema, HistoryRecordSchema, LibraryEntrySchema } from './records'

export const LEGACY_FILE = 'library.json'
export const IMPORTED_SUFFIX = '.imported'

/** Tapestry 0.1's library.json, each list read record by record. */
const LegacyLibrarySchema = z.object({
  entries: z.array(z.unknown()).default([]),
  favourites: z.array(z.unknown()).default([]),
  /** Newest first. */
  history: z.array(z.unknown()).default([]),
  blocklist: z.array(z.unknown()).default([]),
  current: z.record(DisplaySchema, z.string().min(1)).catch({}).default({}),
})

function valid<T>(schema: z.ZodType<T>, records: readonly unknown[]): T[] {
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}

export interface LegacyImport {
  entries: number
  favourites: number
  history: number
  blocked: number
  skipped: number
}

/**
 * Copies library.json into the (new, empty) database. Run inside the schema's transaction;
 * returns null when there is no such file or it is not readable JSON (then it is left untouched).
 */
export function importLegacyLibrary(db: LibraryDatabase, dataDir: string): LegacyImport | null {
  const file = path.join(dataDir, LEGACY_FILE)
  if (!existsSync(file)) return null
  let document: z.output<typeof LegacyLibrarySchema>
  try {
    document = LegacyLibrarySchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    return null
  }
  const entries = valid(LibraryEntrySchema, document.entries)
  const favourites = valid(FavouriteSchema, document.favourites)
  const history = valid(HistoryRecordSchema, document.history)
  const blocked = valid(BlockedSchema, document.blocklist)

  const insertEntry = db.prepare(
    `INSERT OR IGNORE INTO entries (library_id, source, item_id, file_name, bytes, format, width, height, downloaded_at, last_used_at, item, credit)
     VALUES (@library_id, @source, @item_id, @file_name, @bytes, @format, @width, @height, @downloaded_at, @last_used_at, @item, @credit)`,
  )
  for (const entry of entries) insertEntry.run(entryToRow(entry))
  const insertFavourite = db.prepare('INSERT OR IGNORE INTO favourites (source, item_id, added_at, item) VALUES (?, ?, ?, ?)')
  for (const favourite of favourites) insertFavourite.run(favourite.source, favourite.id, favourite.addedAt, JSON.stringify(favourite.item))
  // History was newest first: the oldest goes in first, so the sequence keeps the order.
  const cards = new Map(entries.map((entry) => [entry.libraryId, JSON.stringify(entry.item)]))
  const insertHistory = db.prepare('INSERT INTO history (library_id, source, item_id, title, set_at, display, item) VALUES (?, ?, ?, ?, ?, ?, ?)')
  for (const record of [...history].reverse()) {
    insertHistory.run(record.libraryId, record.source, record.id, record.title, record.setAt, record.display, cards.get(record.libraryId) ?? null)
  }
  const insertBlocked = db.prepare('INSERT OR IGNORE INTO blocklist (source, item_id, title, blocked_at) VALUES (?, ?, ?, ?)')
  for (const item of blocked) insertBlocked.run(item.source, item.id, item.title, item.blockedAt)
  const known = new Set(entries.map((entry) => entry.libraryId))
  const insertCurrent = db.prepare('INSERT OR REPLACE INTO current_wallpaper (display, library_id) VALUES (?, ?)')
  for (const [display, libraryId] of Object.entries(document.current)) if (known.has(libraryId)) insertCurrent.run(display, libraryId)

  const total = document.entries.length + document.favourites.length + document.history.length + document.blocklist.length
  const imported = entries.length + favourites.length + history.length + blocked.length
  return { entries: entries.length, favourites: favourites.length, history: history.length, blocked: blocked.length, skipped: total - imported }
}

/** After the import committed: library.json becomes library.json.imported (kept, never deleted). */
export function keepImportedLegacyFile(dataDir: string): void {
  const file = path.join(dataDir, LEGACY_FILE)
  if (!existsSync(file)) return
  let target = file + IMPORTED_SUFFIX
  for (let attempt = 1; existsSync(target); attempt += 1) target = `${file}${IMPORTED_SUFFIX}-${attempt}`
  try {
    renameSync(file, target)
  } catch {
    // Another Tapestry starting at the same moment renamed it first.
  }
}
