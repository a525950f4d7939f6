// The library: every downloaded image with its credit, favourites, the history of what was set,
// the blocklist, and a disk quota, in the SQLite database library.db (see database.ts). Image
// files live in the library folder; a file is complete before its row is written, and the rows
// and the files are reconciled at start (reconcile.ts). Lists are read a page at a time.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { ValidationError } from '../../../shared/errors'
import { LocalMediaItemSchema, MediaItemSchema, OnlineMediaItemSchema, type ItemSource, type LocalMediaItem, type MediaItem, type MediaSource } from '../../../shared/media'
import { parseOrThrow } from '../../../shared/validation'
import { resolveLibraryDir } from '../data-dir'
import { LIBRARY_FILE_NAME, resolveInside } from '../downloads/file-name'
import type { ImageFormat } from '../downloads/image-format'
import { NotFoundError, TapestryError } from '../errors'
import { toFilesystemError } from '../filesystem-error'
import { creditFor } from './credit'
import { createCropStore, type CropStore } from './crops'
import { createWallhavenRecordStore, type WallhavenRecordStore } from './wallhaven-records'
import { createDownloadLog, type DownloadLog } from './download-log'
import { DATABASE_FILE, type LibraryDatabase } from './database'
import { createHistoryCursor, type HistoryCursor } from './history-cursor'
import { importLegacyLibrary, keepImportedLegacyFile, type LegacyImport } from './legacy-json'
import { openLiveDatabase } from './live-database'
import { createLocalIndex, type LocalIndex } from './local-index'
import { watchOutsideChanges, type LibraryPart } from './outside-changes'
import { DEFAULT_QUOTA_BYTES, chooseEvictions, itemKey } from './quota'
import { libraryFileError } from './read-only-file'
import { reconcileFiles, type Reconciled } from './reconcile'
import { BlockedSchema, DisplaySchema, type Blocked, type Favourite, type HistoryRecord, type LibraryEntry } from './records'
import {
  blockedFromRow,
  entryFromRow,
  entryToRow,
  favouriteFromRow,
  historyFromRow,
  type BlockedRow,
  type EntryRow,
  type FavouriteRow,
  type HistoryRow,
} from './rows'

export { DEFAULT_QUOTA_BYTES, itemKey } from './quota'
export type { Blocked, Credit, Favourite, HistoryRecord, LibraryEntry } from './records'

/** About a year of hourly rotation. */
export const DEFAULT_HISTORY_LIMIT = 10_000
export const ALL_DISPLAYS = 'all'
export const DEFAULT_PAGE_SIZE = 50

export interface LibraryOptions {
  /** Where library.db lives. */
  dataDir: string
  /** Where the image files live; `<data>/library` by default. */
  libraryDir?: string
  /** Default 1 GiB. */
  quotaBytes?: number
  /** History records kept, newest first. */
  historyLimit?: number
  /** The clock, for tests. */
  now?: () => Date
  /** Told where a damaged database was moved to. */
  onRecovered?: (movedTo: string) => void
  /** Told what a person should know about library.db: found damaged (and what was lost), emptied, left for later (see database.ts). */
  notice?: (sentence: string) => void
}

/** What a finished download tells the library (a `DownloadedImage` fits). */
export interface LibraryFileInfo {
  /** Absolute, inside the library folder. */
  path: string
  bytes: number
  format: ImageFormat
  width?: number | null
  height?: number | null
}

export interface ItemRef {
  source: ItemSource
  id: string
}

export interface LibraryUsage {
  bytes: number
  quotaBytes: number
  files: number
}

export interface PageRequest {
  /** Where the page starts: 0, or the `next` of the page before. */
  cursor?: number | null
  limit?: number
}

export interface Page<T> {
  items: T[]
  /** The cursor of the next page, or null at the end. */
  next: number | null
  total: number
}

export type HistoryEntryRecord = HistoryRecord & { item: MediaItem | null; inLibrary: boolean }

/** A recorded set, and how to take it back if the desktop then refuses the picture. */
/** A spanning image and what it is made of: each display's picture, by library entry or from the person's folders. */
export interface SpanRecord {
  file: Pick<LibraryFileInfo, 'path' | 'bytes'>
  parts: readonly ({ display: string; libraryId: string } | { display: string; local: LocalMediaItem })[]
}

export interface RecordedSet {
  record: HistoryRecord
  undo(): void
}

export interface Library extends HistoryCursor {
  readonly libraryDir: string
  readonly databasePath: string
  /** Where damaged databases were moved since it opened. */
  readonly recovered: readonly string[]
  /** What was imported from an older release's library.json at this start, if anything. */
  readonly imported: LegacyImport | null
  /** The index of the person's own folders (see local-index.ts and ../local-folders). */
  readonly local: LocalIndex
  /** Smart crops of pictures, kept for the displays they were cut for (see crops.ts). */
  readonly crops: CropStore
  /** Wallhaven's own record of each wallpaper the preview opened (see wallhaven-records.ts). */
  readonly wallhavenRecords: WallhavenRecordStore
  /** What the person downloaded, for the Downloads list (see download-log.ts). */
  readonly downloads: DownloadLog

  /**
   * Records a downloaded, complete file (or refreshes its entry: nothing is recorded twice), then
   * enforces the quota; the new file itself is never evicted. With `setOn`, the set is recorded in
   * the same transaction, so no other process can evict the entry before it is shown. A local
   * picture is refused: it is set where it lies (recordLocalSet).
   */
  add(item: MediaItem, file: LibraryFileInfo, options?: { setOn?: string }): { entry: LibraryEntry; evicted: LibraryEntry[]; set: RecordedSet | null }
  get(libraryId: string): LibraryEntry | undefined
  /** The most recently used entry of an item, at whatever size. */
  findByItem(source: ItemSource, id: string): LibraryEntry | undefined
  /** Most recently used first. */
  entries(): LibraryEntry[]
  pathOf(entry: Pick<LibraryEntry, 'fileName'>): string
  /** Deletes the file and its entry. The current wallpaper cannot be removed. */
  remove(libraryId: string): boolean
  usage(): LibraryUsage
  /** Changes the quota and evicts at once if the library is now over it. */
  setQuotaBytes(bytes: number): LibraryEntry[]
  enforceQuota(): LibraryEntry[]

  addFavourite(item: MediaItem): Favourite
  removeFavourite(source: ItemSource, id: string): boolean
  /** Newest first. */
  favourites(request?: PageRequest): Page<Favourite>
  /** Every favourite's source and id: enough to mark cards, without their cards. */
  favouriteRefs(): ItemRef[]
  isFavourite(source: ItemSource, id: string): boolean

  /** Records that an entry was set on a display ('all' by default); call before the desktop changes. */
  recordSet(set: { libraryId: string; display?: string }): RecordedSet
  /**
   * Records that a picture from the person's folders was set where it lies (no library entry, no
   * copy): history and what each display shows name it by `localLibraryId`. Call before the desktop changes.
   */
  recordLocalSet(item: LocalMediaItem, display?: string): RecordedSet
  /**
   * A spanning image (one picture for all displays, made of each display's own): its file, already
   * in the library folder, and the set of each part on its display, in one transaction; call before
   * the desktop changes. Undo takes back the sets and the image's row (the caller removes the file).
   */
  recordSpan(span: SpanRecord): RecordedSet
  /**
   * A spanning image shown again from pictures already recorded (going back): only its file is
   * kept, counted by the quota, until the next one replaces it; undo forgets it.
   */
  keepSpan(file: Pick<LibraryFileInfo, 'path' | 'bytes'>): { undo(): void }
  /** Removes every spanning image but `keep`, file and row: each one is replaced by the next. */
  dropSpans(keep: string): void
  /**
   * Newest first, with each record's card and whether its file is still in the library; with a
   * `display` other than 'all', only what was on it (set on it, or on all displays).
   */
  history(request?: PageRequest & { display?: string }): Page<HistoryEntryRecord>
  /** The items of the last `n` wallpapers set, newest first, each once: rotation's no-repeat window. */
  recentIds(n: number): ItemRef[]
  /** What each display shows: display ('all' or an id) → libraryId. */
  current(): Record<string, string>

  block(item: ItemRef & { title: string }): Blocked
  unblock(source: ItemSource, id: string): boolean
  /** Newest first. */
  blocklist(request?: PageRequest): Page<Blocked>
  isBlocked(source: ItemSource, id: string): boolean
  /** The items that are not blocked, in their order (search results, rotation candidates). */
  filterBlocked<T extends ItemRef>(items: readonly T[]): T[]

  /** The parts of the library another process changed since the last call (see outside-changes.ts). */
  changedElsewhere(): LibraryPart[]

  /** Files and rows agree: see reconcile.ts. Run at start. */
  reconcile(): Promise<Reconciled>
  close(): void
}

const BlockInputSchema = BlockedSchema.pick({ source: true, id: true, title: true })

function wholeBytes(bytes: number, field: string): number {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new ValidationError([{ field, message: 'must be a whole number of bytes' }])
  return bytes
}

function pageBounds(request: PageRequest = {}): { offset: number; limit: number } {
  const offset = Math.max(0, Math.floor(request.cursor ?? 0))
  const limit = Math.min(200, Math.max(1, Math.floor(request.limit ?? DEFAULT_PAGE_SIZE)))
  return { offset, limit }
}

function page<T>(items: T[], offset: number, total: number): Page<T> {
  const end = offset + items.length
  return { items, next: end < total ? end : null, total }
}

/** How the history and each display name a picture set from the person's folders (it has no entry). */
export function localLibraryId(localId: string): string {
  return `local-${localId}`
}

/** Whether a history record's picture is still there: its library entry, or its file in the folder index. */
const IN_LIBRARY = `(EXISTS (SELECT 1 FROM entries WHERE entries.library_id = history.library_id)
  OR (history.source = 'local' AND EXISTS (SELECT 1 FROM local_files WHERE local_files.id = history.item_id AND local_files.format IS NOT NULL)))`

/** What a set records: a library entry, or a picture from the person's folders. */
type SetTarget = Pick<EntryRow, 'library_id' | 'source' | 'item_id' | 'item'> & { title: string }

function asSetTarget(entry: EntryRow): SetTarget {
  return { ...entry, title: entryFromRow(entry).title }
}

export function createLibrary(options: LibraryOptions): Library {
  const libraryDir = path.resolve(options.libraryDir ?? resolveLibraryDir(options.dataDir))
  const historyLimit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT
  const now = options.now ?? (() => new Date())
  let quotaBytes = wholeBytes(options.quotaBytes ?? DEFAULT_QUOTA_BYTES, 'quotaBytes')
  const recovered: string[] = []
  let imported: LegacyImport | null = null
  // Reopened when library.db or its log is replaced or deleted under this process (see live-database.ts).
  const live = openLiveDatabase({
    dataDir: options.dataDir,
    afterMigrating: (database, from) => {
      if (from === 0) imported = importLegacyLibrary(database, options.dataDir)
    },
    onRecovered: (movedTo) => {
      recovered.push(movedTo)
      options.onRecovered?.(movedTo)
    },
    ...(options.notice ? { notice: options.notice } : {}),
  })
  const db: LibraryDatabase = live.db
  if (imported !== null) keepImportedLegacyFile(options.dataDir)
  const outside = watchOutsideChanges(db)
  const databasePath = path.join(options.dataDir, DATABASE_FILE)

  /** The library as it is now: reopened first if its file was replaced (nothing is written into an old one). */
  function follow(): void {
    if (live.follow()) outside.reopened()
  }

  /** Every write is one transaction; a disk that is full or a file that is read-only becomes one plain sentence. */
  function write<T>(doing: string, change: () => T): T {
    try {
      follow()
      return db.transaction(() => outside.ownWrite(change)).immediate()
    } catch (error) {
      // Already a sentence: a refused input, or a library that could not be opened again (see follow).
      if (error instanceof TapestryError) throw error
      throw libraryFileError(error, doing, databasePath)
    }
  }
  function read<T>(doing: string, query: () => T): T {
    try {
      return query()
    } catch (error) {
      if (error instanceof TapestryError) throw error
      throw toFilesystemError(error, doing)
    }
  }

  const statements = {
    entryById: db.prepare<[string], EntryRow>('SELECT * FROM entries WHERE library_id = ?'),
    entryByFile: db.prepare<[string], EntryRow>('SELECT * FROM entries WHERE file_name = ?'),
    entryByItem: db.prepare<[string, string], EntryRow>('SELECT * FROM entries WHERE source = ? AND item_id = ? ORDER BY last_used_at DESC LIMIT 1'),
    entriesByUse: db.prepare<[], EntryRow>('SELECT * FROM entries ORDER BY last_used_at DESC'),
    upsertEntry: db.prepare<[EntryRow]>(
      `INSERT INTO entries (library_id, source, item_id, file_name, bytes, format, width, height, downloaded_at, last_used_at, item, credit)
       VALUES (@library_id, @source, @item_id, @file_name, @bytes, @format, @width, @height, @downloaded_at, @last_used_at, @item, @credit)
       ON CONFLICT (file_name) DO UPDATE SET source = excluded.source, item_id = excluded.item_id, bytes = excluded.bytes,
         format = excluded.format, width = excluded.width, height = excluded.height, last_used_at = excluded.last_used_at,
         item = excluded.item, credit = excluded.credit`,
    ),
    touchEntry: db.prepare<[string, string]>('UPDATE entries SET last_used_at = ? WHERE library_id = ?'),
    deleteEntry: db.prepare<[string]>('DELETE FROM entries WHERE library_id = ?'),
    // Spanning images and smart crops count against the quota like any library file.
    usage: db.prepare<[], { bytes: number | null; files: number }>(
      `SELECT (SELECT COALESCE(SUM(bytes), 0) FROM entries) + (SELECT COALESCE(SUM(bytes), 0) FROM spans) + (SELECT COALESCE(SUM(bytes), 0) FROM crops) AS bytes,
        (SELECT COUNT(*) FROM entries) + (SELECT COUNT(*) FROM spans) + (SELECT COUNT(*) FROM crops) AS files`,
    ),
    insertSpan: db.prepare<[string, number, string]>('INSERT OR REPLACE INTO spans (file_name, bytes, created_at) VALUES (?, ?, ?)'),
    deleteSpan: db.prepare<[string]>('DELETE FROM spans WHERE file_name = ?'),
    otherSpans: db.prepare<[string], { file_name: string }>('SELECT file_name FROM spans WHERE file_name != ?'),
    evictionCandidates: db.prepare<[], Pick<EntryRow, 'library_id' | 'source' | 'item_id' | 'bytes' | 'last_used_at' | 'downloaded_at'>>(
      'SELECT library_id, source, item_id, bytes, last_used_at, downloaded_at FROM entries',
    ),

    favourite: db.prepare<[string, string], FavouriteRow>('SELECT * FROM favourites WHERE source = ? AND item_id = ?'),
    upsertFavourite: db.prepare<[string, string, string, string]>(
      'INSERT INTO favourites (source, item_id, added_at, item) VALUES (?, ?, ?, ?) ON CONFLICT (source, item_id) DO UPDATE SET item = excluded.item',
    ),
    deleteFavourite: db.prepare<[string, string]>('DELETE FROM favourites WHERE source = ? AND item_id = ?'),
    favouritesPage: db.prepare<[number, number], FavouriteRow>('SELECT * FROM favourites ORDER BY added_at DESC, rowid DESC LIMIT ? OFFSET ?'),
    favouriteCount: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM favourites'),
    favouriteRefs: db.prepare<[], { source: string; item_id: string }>('SELECT source, item_id FROM favourites ORDER BY added_at DESC, rowid DESC'),
    favouriteKeys: db.prepare<[], { source: string; item_id: string }>('SELECT source, item_id FROM favourites'),

    insertHistory: db.prepare<[string, string, string, string, string, string, string]>(
      'INSERT INTO history (library_id, source, item_id, title, set_at, display, item) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    deleteHistory: db.prepare<[number]>('DELETE FROM history WHERE seq = ?'),
    historyCutoff: db.prepare<[number], { seq: number }>('SELECT seq FROM history ORDER BY seq DESC LIMIT 1 OFFSET ?'),
    pruneHistory: db.prepare<[number]>('DELETE FROM history WHERE seq <= ?'),
    historyPage: db.prepare<[number, number], HistoryRow & { in_library: number }>(
      `SELECT history.*, ${IN_LIBRARY} AS in_library
       FROM history ORDER BY seq DESC LIMIT ? OFFSET ?`,
    ),
    historyCount: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM history'),
    historyPageOn: db.prepare<[string, number, number], HistoryRow & { in_library: number }>(
      `SELECT history.*, ${IN_LIBRARY} AS in_library
       FROM history WHERE display IN (?, '${ALL_DISPLAYS}') ORDER BY seq DESC LIMIT ? OFFSET ?`,
    ),
    historyCountOn: db.prepare<[string], { total: number }>(`SELECT COUNT(*) AS total FROM history WHERE display IN (?, '${ALL_DISPLAYS}')`),
    recent: db.prepare<[number], { source: string; item_id: string }>('SELECT source, item_id FROM history ORDER BY seq DESC LIMIT ?'),

    currentAll: db.prepare<[], { display: string; library_id: string; history_seq: number | null }>('SELECT display, library_id, history_seq FROM current_wallpaper'),
    clearCurrent: db.prepare<[]>('DELETE FROM current_wallpaper'),
    setCurrent: db.prepare<[string, string, number | null]>('INSERT OR REPLACE INTO current_wallpaper (display, library_id, history_seq) VALUES (?, ?, ?)'),
    deleteCurrent: db.prepare<[string]>('DELETE FROM current_wallpaper WHERE display = ?'),
    isCurrent: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM current_wallpaper WHERE library_id = ?'),

    blocked: db.prepare<[string, string], BlockedRow>('SELECT * FROM blocklist WHERE source = ? AND item_id = ?'),
    insertBlocked: db.prepare<[string, string, string, string]>('INSERT OR IGNORE INTO blocklist (source, item_id, title, blocked_at) VALUES (?, ?, ?, ?)'),
    deleteBlocked: db.prepare<[string, string]>('DELETE FROM blocklist WHERE source = ? AND item_id = ?'),
    blocklistPage: db.prepare<[number, number], BlockedRow>('SELECT * FROM blocklist ORDER BY blocked_at DESC, rowid DESC LIMIT ? OFFSET ?'),
    blockedCount: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM blocklist'),
  }

  const stamp = () => now().toISOString()
  const local = createLocalIndex({ db, write, read })
  const crops = createCropStore({ db, libraryDir, write, read, stamp })
  const wallhavenRecords = createWallhavenRecordStore({ db, write, read, stamp })
  const downloads = createDownloadLog({ db, write, read, stamp })
  const pathOf = (entry: Pick<LibraryEntry, 'fileName'>) => resolveInside(libraryDir, entry.fileName)

  /** Deletes a library file; false when it could not be deleted (then its entry stays). */
  function deleteFile(fileName: string): boolean {
    try {
      rmSync(resolveInside(libraryDir, fileName), { force: true })
      return true
    } catch {
      return false
    }
  }

  function evict(keep: ReadonlySet<string>): LibraryEntry[] {
    const over = ((statements.usage.get() as { bytes: number | null }).bytes ?? 0) - quotaBytes
    if (over <= 0) return []
    // Crops first: any of them can be cut again from its picture in a moment.
    crops.evict(over)
    const { bytes } = statements.usage.get() as { bytes: number | null }
    if ((bytes ?? 0) <= quotaBytes) return []
    const current = new Set(statements.currentAll.all().map((row) => row.library_id))
    const favourites = new Set(statements.favouriteKeys.all().map((row) => itemKey(row.source, row.item_id)))
    const candidates = statements.evictionCandidates.all().map((row) => ({
      libraryId: row.library_id,
      source: row.source as MediaSource,
      id: row.item_id,
      bytes: row.bytes,
      lastUsedAt: row.last_used_at,
      downloadedAt: row.downloaded_at,
    }))
    const chosen = chooseEvictions(candidates, { quotaBytes, keep: new Set([...keep, ...current]), favourites })
    const evicted: LibraryEntry[] = []
    for (const candidate of chosen) {
      const row = statements.entryById.get(candidate.libraryId)
      if (!row) continue
      // The file first: a crash in between leaves a row without a file, which the next start drops,
      // rather than a file no row accounts for.
      if (!deleteFile(row.file_name)) continue
      write('update the library after freeing space', () => statements.deleteEntry.run(row.library_id))
      crops.dropFor(row.library_id)
      evicted.push(entryFromRow(row))
    }
    return evicted
  }

  function fileNameOf(file: Pick<LibraryFileInfo, 'path'>): string {
    const fileName = path.basename(file.path)
    if (!LIBRARY_FILE_NAME.test(fileName) || resolveInside(libraryDir, fileName) !== path.resolve(file.path)) {
      throw new ValidationError([{ field: 'path', message: 'must be a file the downloader put in the library folder' }])
    }
    return fileName
  }

  /** Inside a transaction: the history row, what each display shows, the entry's use; and how to undo them. */
  function recordSetIn(entry: SetTarget, display: string): RecordedSet {
    const setAt = stamp()
    const title = entry.title
    const before = statements.currentAll.all()
    const { lastInsertRowid } = statements.insertHistory.run(entry.library_id, entry.source, entry.item_id, title, setAt, display, entry.item)
    const seq = Number(lastInsertRowid)
    if (display === ALL_DISPLAYS) statements.clearCurrent.run()
    statements.setCurrent.run(display, entry.library_id, seq)
    statements.touchEntry.run(setAt, entry.library_id)
    const cutoff = statements.historyCutoff.get(historyLimit)
    if (cutoff) statements.pruneHistory.run(cutoff.seq)
    const record: HistoryRecord = { libraryId: entry.library_id, source: entry.source as ItemSource, id: entry.item_id, title, setAt, display }
    return {
      record,
      undo: () =>
        write('take back the record of a wallpaper the desktop refused', () => {
          statements.deleteHistory.run(seq)
          // Only what this set changed, and only if nothing set since changed it again.
          const now = new Map(statements.currentAll.all().map((row) => [row.display, row.library_id]))
          if (now.get(display) !== entry.library_id) return
          if (display === ALL_DISPLAYS) {
            statements.clearCurrent.run()
            for (const row of before) statements.setCurrent.run(row.display, row.library_id, row.history_seq)
          } else {
            const previous = before.find((row) => row.display === display)
            if (previous) statements.setCurrent.run(display, previous.library_id, previous.history_seq)
            else statements.deleteCurrent.run(display)
          }
        }),
    }
  }

  return {
    libraryDir,
    databasePath,
    recovered,
    get imported() {
      return imported
    },

    add(item, file, addOptions = {}) {
      // A local picture is set where it lies: it is never copied in (recordLocalSet records its sets).
      const card = parseOrThrow(OnlineMediaItemSchema, item)
      const fileName = fileNameOf(file)
      const display = addOptions.setOn === undefined ? undefined : parseOrThrow(DisplaySchema, addOptions.setOn)
      const bytes = wholeBytes(file.bytes, 'bytes')
      const at = stamp()
      const { entry, set } = write('record the image in the library', () => {
        const existing = statements.entryByFile.get(fileName)
        const row = entryToRow({
          libraryId: existing?.library_id ?? randomUUID(),
          source: card.source,
          id: card.id,
          title: card.title,
          author: card.author,
          credit: creditFor(card),
          width: file.width ?? card.width,
          height: file.height ?? card.height,
          fileName,
          bytes,
          format: file.format,
          downloadedAt: existing?.downloaded_at ?? at,
          lastUsedAt: at,
          item: card,
        })
        statements.upsertEntry.run(row)
        const stored = statements.entryByFile.get(fileName) as EntryRow
        return { entry: entryFromRow(stored), set: display === undefined ? null : recordSetIn(asSetTarget(stored), display) }
      })
      return { entry, set, evicted: evict(new Set([entry.libraryId])) }
    },

    get(libraryId) {
      const row = read('read the library', () => statements.entryById.get(libraryId))
      return row ? entryFromRow(row) : undefined
    },

    findByItem(source, id) {
      const row = read('read the library', () => statements.entryByItem.get(source, id))
      return row ? entryFromRow(row) : undefined
    },

    entries() {
      return read('read the library', () => statements.entriesByUse.all()).map(entryFromRow)
    },

    pathOf,

    remove(libraryId) {
      const row = read('read the library', () => statements.entryById.get(libraryId))
      if (!row) return false
      if (statements.isCurrent.get(libraryId)) {
        throw new ValidationError([{ field: 'libraryId', message: 'is the current wallpaper and cannot be removed' }])
      }
      try {
        rmSync(pathOf({ fileName: row.file_name }), { force: true })
      } catch (error) {
        throw toFilesystemError(error, 'delete the image from the library folder')
      }
      write('update the library', () => statements.deleteEntry.run(libraryId))
      crops.dropFor(libraryId)
      return true
    },

    usage() {
      const { bytes, files } = read('read the library', () => statements.usage.get() as { bytes: number | null; files: number })
      return { bytes: bytes ?? 0, quotaBytes, files }
    },

    setQuotaBytes(bytes) {
      quotaBytes = wholeBytes(bytes, 'quotaBytes')
      return evict(new Set())
    },

    enforceQuota() {
      return evict(new Set())
    },

    addFavourite(item) {
      const card = parseOrThrow(MediaItemSchema, item)
      return write('save the favourite', () => {
        statements.upsertFavourite.run(card.source, card.id, stamp(), JSON.stringify(card))
        return favouriteFromRow(statements.favourite.get(card.source, card.id) as FavouriteRow)
      })
    },

    removeFavourite(source, id) {
      return write('remove the favourite', () => statements.deleteFavourite.run(source, id).changes > 0)
    },

    favourites(request) {
      const { offset, limit } = pageBounds(request)
      return read('read the favourites', () => page(statements.favouritesPage.all(limit, offset).map(favouriteFromRow), offset, (statements.favouriteCount.get() as { total: number }).total))
    },

    favouriteRefs() {
      return read('read the favourites', () => statements.favouriteRefs.all()).map((row) => ({ source: row.source as ItemSource, id: row.item_id }))
    },

    isFavourite(source, id) {
      return read('read the favourites', () => statements.favourite.get(source, id)) !== undefined
    },

    recordSet({ libraryId, display = ALL_DISPLAYS }) {
      const screen = parseOrThrow(DisplaySchema, display)
      return write('record the wallpaper in the history', () => {
        const entry = statements.entryById.get(libraryId)
        if (!entry) throw new NotFoundError('That image is not in the library.')
        return recordSetIn(asSetTarget(entry), screen)
      })
    },

    history(request) {
      const { offset, limit } = pageBounds(request)
      const display = request?.display === undefined || request.display === ALL_DISPLAYS ? null : request.display
      return read('read the history', () => {
        const rows = display === null ? statements.historyPage.all(limit, offset) : statements.historyPageOn.all(display, limit, offset)
        const total = ((display === null ? statements.historyCount.get() : statements.historyCountOn.get(display)) as { total: number }).total
        return page(
          rows.map((row) => ({ ...historyFromRow(row), inLibrary: row.in_library === 1 })),
          offset,
          total,
        )
      })
    },

    recentIds(n) {
      const seen = new Set<string>()
      const recent: ItemRef[] = []
      for (const row of read('read the history', () => statements.recent.all(Math.max(0, n)))) {
        const key = itemKey(row.source, row.item_id)
        if (seen.has(key)) continue
        seen.add(key)
        recent.push({ source: row.source as ItemSource, id: row.item_id })
      }
      return recent
    },

    current() {
      return Object.fromEntries(read('read the library', () => statements.currentAll.all()).map((row) => [row.display, row.library_id]))
    },

    block(input) {
      const { source, id, title } = parseOrThrow(BlockInputSchema, input)
      return write('save the block', () => {
        statements.insertBlocked.run(source, id, title, stamp())
        return blockedFromRow(statements.blocked.get(source, id) as BlockedRow)
      })
    },

    unblock(source, id) {
      return write('remove the block', () => statements.deleteBlocked.run(source, id).changes > 0)
    },

    blocklist(request) {
      const { offset, limit } = pageBounds(request)
      return read('read the blocklist', () => page(statements.blocklistPage.all(limit, offset).map(blockedFromRow), offset, (statements.blockedCount.get() as { total: number }).total))
    },

    isBlocked(source, id) {
      return read('read the blocklist', () => statements.blocked.get(source, id)) !== undefined
    },

    filterBlocked(items) {
      return read('read the blocklist', () => items.filter((item) => statements.blocked.get(item.source, item.id) === undefined))
    },

    ...createHistoryCursor({ db, write, read, stamp }),

    recordLocalSet(item, display = ALL_DISPLAYS) {
      const card = parseOrThrow(LocalMediaItemSchema, item)
      const screen = parseOrThrow(DisplaySchema, display)
      const target = { library_id: localLibraryId(card.id), source: card.source, item_id: card.id, title: card.title, item: JSON.stringify(card) }
      return write('record the wallpaper in the history', () => recordSetIn(target, screen))
    },

    recordSpan(span) {
      const fileName = fileNameOf(span.file)
      const bytes = wholeBytes(span.file.bytes, 'bytes')
      const parts = span.parts.map((part) => ({ ...part, display: parseOrThrow(DisplaySchema, part.display) }))
      return write('record the wallpaper on each display', () => {
        const before = statements.currentAll.all()
        statements.insertSpan.run(fileName, bytes, stamp())
        // Each display is set by its own part now: nothing is left showing "on all displays".
        statements.clearCurrent.run()
        const sets = parts.map((part) => {
          if ('local' in part) {
            const card = parseOrThrow(LocalMediaItemSchema, part.local)
            return recordSetIn({ library_id: localLibraryId(card.id), source: card.source, item_id: card.id, title: card.title, item: JSON.stringify(card) }, part.display)
          }
          const entry = statements.entryById.get(part.libraryId)
          if (!entry) throw new NotFoundError('That image is not in the library.')
          return recordSetIn(asSetTarget(entry), part.display)
        })
        const first = sets[0]
        if (!first) throw new ValidationError([{ field: 'parts', message: 'must name at least one display' }])
        return {
          record: first.record,
          undo: () =>
            write('take back the record of a wallpaper the desktop refused', () => {
              for (const set of [...sets].reverse()) set.undo()
              statements.deleteSpan.run(fileName)
              statements.clearCurrent.run()
              for (const row of before) statements.setCurrent.run(row.display, row.library_id, row.history_seq)
            }),
        }
      })
    },

    keepSpan(file) {
      const fileName = fileNameOf(file)
      const bytes = wholeBytes(file.bytes, 'bytes')
      write('record the spanning image in the library', () => statements.insertSpan.run(fileName, bytes, stamp()))
      return { undo: () => write('take back the spanning image the desktop refused', () => statements.deleteSpan.run(fileName)) }
    },

    dropSpans(keep) {
      for (const { file_name: fileName } of read('read the library', () => statements.otherSpans.all(keep))) {
        // The file first, as eviction does: a row without a file is dropped at the next start.
        if (deleteFile(fileName)) write('update the library after replacing a spanning image', () => statements.deleteSpan.run(fileName))
      }
    },

    local,

    crops,
    wallhavenRecords,
    downloads,

    changedElsewhere: () =>
      read('read the library', () => {
        follow()
        return outside.changed()
      }),

    reconcile: () => reconcileFiles({ db, libraryDir, write }),

    close() {
      live.close()
    },
  }
}
