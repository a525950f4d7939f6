// Wallhaven's own record of each wallpaper the preview opened (`GET /w/{id}`: tags, uploader,
// category, views, favourites), kept so a wallpaper is asked of Wallhaven once, not at every look:
// its 45 calls a minute are shared with searching. The record is kept as Wallhaven sent it and read
// back through the same schema, so a row that no longer reads is asked for again, never trusted.
import { WallhavenWallpaperDetailSchema, type WallhavenWallpaperDetail } from '../../../sources/wallhaven/records'
import { FilesystemError } from '../errors/errors'
import type { LibraryDatabase } from './database'
import type { DoingKey } from '../errors/filesystem-error'

export interface WallhavenRecordStore {
  /** The kept record of wallpaper `id`; null when there is none (or it no longer reads). */
  get(id: string): WallhavenWallpaperDetail | null
  put(record: WallhavenWallpaperDetail): void
}

export interface WallhavenRecordStoreContext {
  db: LibraryDatabase
  write<T>(doing: DoingKey, change: () => T): T
  read<T>(doing: DoingKey, query: () => T): T
  stamp(): string
}

export function createWallhavenRecordStore({ db, write, read, stamp }: WallhavenRecordStoreContext): WallhavenRecordStore {
  const statements = {
    get: db.prepare<[string], { record: string }>('SELECT record FROM wallhaven_records WHERE id = ?'),
    put: db.prepare<[string, string, string]>('INSERT OR REPLACE INTO wallhaven_records (id, record, fetched_at) VALUES (?, ?, ?)'),
  }
  return {
    get(id) {
      const row = read('core.file.doing.readLibrary', () => statements.get.get(id))
      if (row === undefined) return null
      try {
        const parsed = WallhavenWallpaperDetailSchema.safeParse(JSON.parse(row.record))
        return parsed.success && parsed.data.id === id ? parsed.data : null
      } catch {
        return null
      }
    },
    put(record) {
      write('core.file.doing.keepDetails', () => statements.put.run(record.id, JSON.stringify(record), stamp()))
    },
  }
}

/**
 * Keeps `record` where the library can be written. Keeping it only saves asking again later: a
 * library that cannot be written now (a read-only file, a full disk) must not stop what the record
 * was fetched for, which says its own sentence if it writes too.
 */
export function keepWallhavenRecord(store: WallhavenRecordStore, record: WallhavenWallpaperDetail): void {
  try {
    store.put(record)
  } catch (error) {
    if (!(error instanceof FilesystemError)) throw error
  }
}
