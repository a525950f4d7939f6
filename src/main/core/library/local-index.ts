// The index of the person's own folders, in the library database (tables local_files and
// local_folders, see database.ts): every file a scan has seen, with the size and modified time it
// had when it was read, so a folder of 50,000 pictures is read once and then only what changed.
// Searches and random picks run here, in SQL, with blocked pictures left out.
import path from 'node:path'
import type { ImageFormat } from '../../../shared/library'
import type { LocalSort } from '../../../shared/local-folders'
import type { LibraryDatabase } from './database'
import type { DoingKey } from '../errors/filesystem-error'

/** A file as the index keeps it; `format` null means it is not a picture Tapestry can set. */
export interface LocalFileRecord {
  /** Absolute, as found under its folder. */
  path: string
  /** The added folder it was found under. */
  folder: string
  /** Inside that folder, with '/' between names: the card's title and what a search matches. */
  relativePath: string
  id: string
  bytes: number
  modifiedMs: number
  format: ImageFormat | null
  width: number | null
  height: number | null
}

/** A picture in the index. */
export type LocalImage = LocalFileRecord & { format: ImageFormat; width: number; height: number }

/** What a file looked like when it was read: it is read again only when one of these changes. */
export interface SeenAs {
  bytes: number
  modifiedMs: number
}

export interface LocalSearchQuery {
  /** The folders to look in (those that can be reached now). */
  folders: readonly string[]
  /** Each must appear in the path inside the folder, in any case. */
  words: readonly string[]
  sort: LocalSort
  offset: number
  limit: number
}

/** What a random pick may return (rotation's rules, applied in SQL). */
export interface LocalPickFilter {
  folders: readonly string[]
  /** Ids not to pick (the recent ones). */
  excludeIds?: readonly string[]
  minWidth?: number
  minHeight?: number
  orientation?: 'landscape' | 'portrait'
  /** GIFs are left out unless asked for (rotation sets still pictures). */
  includeGifs?: boolean
}

export interface LocalIndex {
  /** path → how each file under `folder` (or only under its subfolder `under`) looked when read. */
  seenUnder(folder: string, under?: string): Map<string, SeenAs>
  /** Records files as read now, in one transaction. */
  put(records: readonly LocalFileRecord[]): void
  /** Forgets these files. */
  forget(paths: readonly string[]): void
  /** Forgets `dir` (a file, or a folder and everything under it); answers how many rows went. */
  forgetUnder(dir: string): number
  /** Forgets a folder's files and its scan record. */
  forgetFolder(folder: string): void
  /** Forgets every folder not in `folders` (settings.json edited by hand, say). */
  keepOnly(folders: readonly string[]): number
  image(id: string): LocalImage | undefined
  search(query: LocalSearchQuery): { images: LocalImage[]; total: number }
  /** A random picture that passes `filter`, or undefined when none does. */
  pick(filter: LocalPickFilter, random: () => number): LocalImage | undefined
  /** Pictures per folder. */
  counts(): Map<string, number>
  /** Files per folder that are not pictures Tapestry can set (another format, too large, no size). */
  otherCounts(): Map<string, number>
  /** The device a folder was on when it was last scanned whole. */
  scannedDevice(folder: string): string | undefined
  markScanned(folder: string, device: string, at: string): void
}

interface FileRow {
  path: string
  folder: string
  relative_path: string
  id: string
  bytes: number
  modified_ms: number
  format: ImageFormat | null
  width: number | null
  height: number | null
}

function fromRow(row: FileRow): LocalFileRecord {
  return {
    path: row.path,
    folder: row.folder,
    relativePath: row.relative_path,
    id: row.id,
    bytes: row.bytes,
    modifiedMs: row.modified_ms,
    format: row.format,
    width: row.width,
    height: row.height,
  }
}

/** The rows of paths strictly under `dir`: a range on the primary key, never LIKE (a path may hold % or _). */
function underRange(dir: string): [string, string] {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(path.sep.charCodeAt(0) + 1)]
}

export interface LocalIndexContext {
  db: LibraryDatabase
  write<T>(doing: DoingKey, change: () => T): T
  read<T>(doing: DoingKey, query: () => T): T
}

/** Lower case the way JavaScript does it (SQLite's lower() knows only ASCII: "Été" would not match "été"). */
const FOLD = 'tapestry_fold'

export function createLocalIndex({ db, write, read }: LocalIndexContext): LocalIndex {
  db.function(FOLD, { deterministic: true }, (text: unknown) => (typeof text === 'string' ? text.toLowerCase() : text))

  // The search and the pick share their filter: pictures in the given folders, not blocked, with
  // every word in the path. Lists travel as JSON (json_each), so one statement serves any length.
  const picture = `format IS NOT NULL AND folder IN (SELECT value FROM json_each(@folders))
    AND NOT EXISTS (SELECT 1 FROM blocklist WHERE blocklist.source = 'local' AND blocklist.item_id = local_files.id)`
  const matching = `${picture} AND NOT EXISTS (SELECT 1 FROM json_each(@words) WHERE instr(${FOLD}(relative_path), value) = 0)`
  const pickable = `${picture}
    AND id NOT IN (SELECT value FROM json_each(@exclude))
    AND width >= @minWidth AND height >= @minHeight
    AND (@orientation IS NULL OR (@orientation = 'landscape') = (width >= height))
    AND (@gifs = 1 OR format != 'gif')`
  type SearchParams = { folders: string; words: string }
  type PickParams = { folders: string; exclude: string; minWidth: number; minHeight: number; orientation: string | null; gifs: number }

  const statements = {
    seenIn: db.prepare<[string], { path: string; bytes: number; modified_ms: number }>('SELECT path, bytes, modified_ms FROM local_files WHERE folder = ?'),
    seenBetween: db.prepare<[string, string, string, string], { path: string; bytes: number; modified_ms: number }>(
      'SELECT path, bytes, modified_ms FROM local_files WHERE folder = ? AND (path = ? OR (path > ? AND path < ?))',
    ),
    upsert: db.prepare<[FileRow]>(
      `INSERT INTO local_files (path, folder, relative_path, id, bytes, modified_ms, format, width, height)
       VALUES (@path, @folder, @relative_path, @id, @bytes, @modified_ms, @format, @width, @height)
       ON CONFLICT (path) DO UPDATE SET folder = excluded.folder, relative_path = excluded.relative_path, bytes = excluded.bytes,
         modified_ms = excluded.modified_ms, format = excluded.format, width = excluded.width, height = excluded.height`,
    ),
    delete: db.prepare<[string]>('DELETE FROM local_files WHERE path = ?'),
    deleteUnder: db.prepare<[string, string, string]>('DELETE FROM local_files WHERE path = ? OR (path > ? AND path < ?)'),
    deleteFolder: db.prepare<[string]>('DELETE FROM local_files WHERE folder = ?'),
    deleteFolderState: db.prepare<[string]>('DELETE FROM local_folders WHERE folder = ?'),
    deleteOthers: db.prepare<[string]>('DELETE FROM local_files WHERE folder NOT IN (SELECT value FROM json_each(?))'),
    deleteOtherStates: db.prepare<[string]>('DELETE FROM local_folders WHERE folder NOT IN (SELECT value FROM json_each(?))'),
    byId: db.prepare<[string], FileRow>('SELECT * FROM local_files WHERE id = ? AND format IS NOT NULL'),
    count: db.prepare<[SearchParams], { total: number }>(`SELECT COUNT(*) AS total FROM local_files WHERE ${matching}`),
    byName: db.prepare<[SearchParams & { limit: number; offset: number }], FileRow>(
      `SELECT * FROM local_files WHERE ${matching} ORDER BY folder, relative_path LIMIT @limit OFFSET @offset`,
    ),
    newest: db.prepare<[SearchParams & { limit: number; offset: number }], FileRow>(
      `SELECT * FROM local_files WHERE ${matching} ORDER BY modified_ms DESC, path LIMIT @limit OFFSET @offset`,
    ),
    pickCount: db.prepare<[PickParams], { total: number }>(`SELECT COUNT(*) AS total FROM local_files WHERE ${pickable}`),
    pickAt: db.prepare<[PickParams & { offset: number }], FileRow>(`SELECT * FROM local_files WHERE ${pickable} ORDER BY path LIMIT 1 OFFSET @offset`),
    counts: db.prepare<[], { folder: string; images: number }>('SELECT folder, COUNT(*) AS images FROM local_files WHERE format IS NOT NULL GROUP BY folder'),
    otherCounts: db.prepare<[], { folder: string; files: number }>('SELECT folder, COUNT(*) AS files FROM local_files WHERE format IS NULL GROUP BY folder'),
    scanned: db.prepare<[string], { device: string }>('SELECT device FROM local_folders WHERE folder = ?'),
    markScanned: db.prepare<[string, string, string]>(
      'INSERT INTO local_folders (folder, device, scanned_at) VALUES (?, ?, ?) ON CONFLICT (folder) DO UPDATE SET device = excluded.device, scanned_at = excluded.scanned_at',
    ),
  }

  const seen = (rows: { path: string; bytes: number; modified_ms: number }[]) => new Map(rows.map((row) => [row.path, { bytes: row.bytes, modifiedMs: row.modified_ms }]))

  return {
    seenUnder(folder, under) {
      return read('core.file.doing.readFolderIndex', () => {
        if (under === undefined) return seen(statements.seenIn.all(folder))
        const [from, to] = underRange(under)
        return seen(statements.seenBetween.all(folder, under, from, to))
      })
    },

    put(records) {
      if (records.length === 0) return
      write('core.file.doing.updateFolderIndex', () => {
        for (const record of records) {
          statements.upsert.run({
            path: record.path,
            folder: record.folder,
            relative_path: record.relativePath,
            id: record.id,
            bytes: record.bytes,
            modified_ms: record.modifiedMs,
            format: record.format,
            width: record.width,
            height: record.height,
          })
        }
      })
    },

    forget(paths) {
      if (paths.length === 0) return
      write('core.file.doing.updateFolderIndex', () => {
        for (const file of paths) statements.delete.run(file)
      })
    },

    forgetUnder(dir) {
      const [from, to] = underRange(dir)
      return write('core.file.doing.updateFolderIndex', () => statements.deleteUnder.run(dir, from, to).changes)
    },

    forgetFolder(folder) {
      write('core.file.doing.updateFolderIndex', () => {
        statements.deleteFolder.run(folder)
        statements.deleteFolderState.run(folder)
      })
    },

    keepOnly(folders) {
      const list = JSON.stringify(folders)
      return write('core.file.doing.updateFolderIndex', () => {
        statements.deleteOtherStates.run(list)
        return statements.deleteOthers.run(list).changes
      })
    },

    image(id) {
      const row = read('core.file.doing.readFolderIndex', () => statements.byId.get(id))
      return row ? (fromRow(row) as LocalImage) : undefined
    },

    search({ folders, words, sort, offset, limit }) {
      const params = { folders: JSON.stringify(folders), words: JSON.stringify(words.map((word) => word.toLowerCase())) }
      return read('core.file.doing.searchFolderIndex', () => {
        const rows = (sort === 'NEWEST' ? statements.newest : statements.byName).all({ ...params, limit, offset })
        return { images: rows.map((row) => fromRow(row) as LocalImage), total: (statements.count.get(params) as { total: number }).total }
      })
    },

    pick(filter, random) {
      const params: PickParams = {
        folders: JSON.stringify(filter.folders),
        exclude: JSON.stringify(filter.excludeIds ?? []),
        minWidth: filter.minWidth ?? 0,
        minHeight: filter.minHeight ?? 0,
        orientation: filter.orientation ?? null,
        gifs: filter.includeGifs ? 1 : 0,
      }
      return read('core.file.doing.readFolderIndex', () => {
        const { total } = statements.pickCount.get(params) as { total: number }
        if (total === 0) return undefined
        const row = statements.pickAt.get({ ...params, offset: Math.min(total - 1, Math.floor(random() * total)) })
        return row ? (fromRow(row) as LocalImage) : undefined
      })
    },

    counts() {
      return new Map(read('core.file.doing.readFolderIndex', () => statements.counts.all()).map((row) => [row.folder, row.images]))
    },

    otherCounts() {
      return new Map(read('core.file.doing.readFolderIndex', () => statements.otherCounts.all()).map((row) => [row.folder, row.files]))
    },

    scannedDevice(folder) {
      return read('core.file.doing.readFolderIndex', () => statements.scanned.get(folder))?.device
    },

    markScanned(folder, device, at) {
      write('core.file.doing.updateFolderIndex', () => statements.markScanned.run(folder, device, at))
    },
  }
}
