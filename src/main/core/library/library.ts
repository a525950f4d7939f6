// The library: every downloaded image with its credit, favourites, the history of what was set,
// the blocklist, and a disk quota, in the SQLite database library.db (see database.ts). Image
// files live in the library folder; a file is complete before its row is written, and the rows
// and the files are reconciled at start (reconcile.ts). Lists are read a page at a time (pages.ts).
//
// This file opens the database and composes its tables, one file each with its statements and row
// converters: entries.ts, favourites.ts, history.ts, blocklist.ts, showing.ts (what each display
// shows), spans.ts, and beside them local-index.ts, crops.ts, download-log.ts, wallhaven-records.ts.
// What crosses tables lives in record-set.ts (a set) and eviction.ts (the quota). The schema's
// steps are migrations/, run by schema.ts. Code outside this folder imports the library from here.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { ValidationError } from '../../../shared/errors'
import { LocalMediaItemSchema, OnlineMediaItemSchema, type ItemSource, type LocalMediaItem, type MediaItem } from '../../../shared/media'
import { parseOrThrow } from '../../../shared/validation'
import { resolveLibraryDir } from '../system/data-dir'
import { resolveInside } from '../downloads/file-name'
import type { LibraryFileFormat } from '../../../shared/library'
import { NotFoundError, TapestryError } from '../errors/errors'
import { fieldIssue, said, sentence, type Said } from '../i18n/sentence'
import { toFilesystemError, type DoingKey } from '../errors/filesystem-error'
import { createBlocklist } from './blocklist'
import { creditFor } from './credit'
import { createCropStore, type CropStore } from './crops'
import { DATABASE_FILE, type LibraryDatabase } from './database'
import { createDownloadLog, type DownloadLog } from './download-log'
import { createEntriesTable, entryFromRow, entryToRow } from './entries'
import { createEviction } from './eviction'
import { createFavourites } from './favourites'
import { ALL_DISPLAYS, createHistory, type HistoryEntryRecord } from './history'
import { createHistoryCursor, type HistoryCursor } from './history-cursor'
import { importLegacyLibrary, keepImportedLegacyFile, type LegacyImport } from './legacy-json'
import { deleteFromFolder, fileNameInFolder, wholeBytes } from './library-folder'
import { openLiveDatabase } from './live-database'
import { createLocalIndex, type LocalIndex } from './local-index'
import { watchOutsideChanges, type LibraryPart } from './outside-changes'
import type { Page, PageRequest } from './pages'
import { DEFAULT_QUOTA_BYTES } from './quota'
import { libraryFileError } from './read-only-file'
import { reconcileFiles, type Reconciled } from './reconcile'
import { createSetRecorder, entryTarget, localTarget, type RecordedSet } from './record-set'
import { DisplaySchema, type Blocked, type Favourite, type ItemRef, type LibraryEntry } from './records'
import { createShowing } from './showing'
import { createSpans } from './spans'
import { createWallhavenRecordStore, type WallhavenRecordStore } from './wallhaven-records'

export { DEFAULT_QUOTA_BYTES, itemKey } from './quota'
export type { Blocked, Credit, Favourite, HistoryRecord, ItemRef, LibraryEntry } from './records'
export { ALL_DISPLAYS, type HistoryEntryRecord } from './history'
export { DEFAULT_PAGE_SIZE, type Page, type PageRequest } from './pages'
export { localLibraryId, type RecordedSet } from './record-set'

/** About a year of hourly rotation. */
export const DEFAULT_HISTORY_LIMIT = 10_000

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
  notice?: (sentence: Said) => void
}

/** What a finished download tells the library (a `DownloadedImage` fits). */
export interface LibraryFileInfo {
  /** Absolute, inside the library folder. */
  path: string
  bytes: number
  format: LibraryFileFormat
  width?: number | null
  height?: number | null
}

export interface LibraryUsage {
  bytes: number
  quotaBytes: number
  files: number
}

/** A spanning image and what it is made of: each display's picture, by library entry or from the person's folders. */
export interface SpanRecord {
  file: Pick<LibraryFileInfo, 'path' | 'bytes'>
  parts: readonly ({ display: string; libraryId: string } | { display: string; local: LocalMediaItem })[]
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
  /** The tables sources keep their own records in, by source (the clients read theirs: src/sources/source-client.ts). */
  readonly sourceRecords: Readonly<Record<string, unknown>>
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

export function createLibrary(options: LibraryOptions): Library {
  const libraryDir = path.resolve(options.libraryDir ?? resolveLibraryDir(options.dataDir))
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
  function write<T>(doing: DoingKey, change: () => T): T {
    try {
      follow()
      return db.transaction(() => outside.ownWrite(change)).immediate()
    } catch (error) {
      // Already a sentence: a refused input, or a library that could not be opened again (see follow).
      if (error instanceof TapestryError) throw error
      throw libraryFileError(error, said(doing), databasePath)
    }
  }
  function read<T>(doing: DoingKey, query: () => T): T {
    try {
      return query()
    } catch (error) {
      if (error instanceof TapestryError) throw error
      throw toFilesystemError(error, said(doing))
    }
  }
  const stamp = () => now().toISOString()
  const context = { db, write, read, stamp }

  const entries = createEntriesTable(db)
  const favourites = createFavourites(context)
  const history = createHistory(context, options.historyLimit ?? DEFAULT_HISTORY_LIMIT)
  const blocklist = createBlocklist(context)
  const showing = createShowing(db)
  const spans = createSpans(db)
  const local = createLocalIndex(context)
  const crops = createCropStore({ ...context, libraryDir })
  const wallhavenRecords = createWallhavenRecordStore(context)
  const downloads = createDownloadLog(context)
  const eviction = createEviction({ db, write, libraryDir, quotaBytes: () => quotaBytes, entries, crops, showing, favourites })
  const recordSetIn = createSetRecorder({ entries, history, showing, write, stamp })
  const pathOf = (entry: Pick<LibraryEntry, 'fileName'>) => resolveInside(libraryDir, entry.fileName)

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
      const fileName = fileNameInFolder(libraryDir, file)
      const display = addOptions.setOn === undefined ? undefined : parseOrThrow(DisplaySchema, addOptions.setOn)
      const bytes = wholeBytes(file.bytes, 'bytes')
      const at = stamp()
      const { entry, set } = write('core.file.doing.recordImage', () => {
        const existing = entries.byFile(fileName)
        const stored = entries.put(
          entryToRow({
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
          }),
        )
        return { entry: entryFromRow(stored), set: display === undefined ? null : recordSetIn(entryTarget(stored), display) }
      })
      return { entry, set, evicted: eviction.evict(new Set([entry.libraryId])) }
    },

    get(libraryId) {
      const row = read('core.file.doing.readLibrary', () => entries.byId(libraryId))
      return row ? entryFromRow(row) : undefined
    },

    findByItem(source, id) {
      const row = read('core.file.doing.readLibrary', () => entries.byItem(source, id))
      return row ? entryFromRow(row) : undefined
    },

    entries() {
      return read('core.file.doing.readLibrary', () => entries.byUse()).map(entryFromRow)
    },

    pathOf,

    remove(libraryId) {
      const row = read('core.file.doing.readLibrary', () => entries.byId(libraryId))
      if (!row) return false
      if (showing.includes(libraryId)) {
        throw new ValidationError([fieldIssue('libraryId', said('fields.library.showingNow'))])
      }
      try {
        rmSync(pathOf({ fileName: row.file_name }), { force: true })
      } catch (error) {
        throw toFilesystemError(error, said('core.file.doing.deleteImage'))
      }
      write('core.file.doing.updateLibrary', () => entries.delete(libraryId))
      crops.dropFor(libraryId)
      return true
    },

    usage() {
      return { ...read('core.file.doing.readLibrary', () => eviction.usage()), quotaBytes }
    },

    setQuotaBytes(bytes) {
      quotaBytes = wholeBytes(bytes, 'quotaBytes')
      return eviction.evict(new Set())
    },

    enforceQuota() {
      return eviction.evict(new Set())
    },

    addFavourite: favourites.add,
    removeFavourite: favourites.remove,
    favourites: favourites.page,
    favouriteRefs: favourites.refs,
    isFavourite: favourites.has,

    recordSet({ libraryId, display = ALL_DISPLAYS }) {
      const screen = parseOrThrow(DisplaySchema, display)
      return write('core.file.doing.recordInHistory', () => {
        const entry = entries.byId(libraryId)
        if (!entry) throw new NotFoundError(...sentence('core.library.notIn'))
        return recordSetIn(entryTarget(entry), screen)
      })
    },

    history: history.page,
    recentIds: history.recent,

    current() {
      return Object.fromEntries(read('core.file.doing.readLibrary', () => showing.all()).map((row) => [row.display, row.library_id]))
    },

    block: blocklist.block,
    unblock: blocklist.unblock,
    blocklist: blocklist.page,
    isBlocked: blocklist.has,
    filterBlocked: blocklist.filter,

    ...createHistoryCursor(context),

    recordLocalSet(item, display = ALL_DISPLAYS) {
      const card = parseOrThrow(LocalMediaItemSchema, item)
      const screen = parseOrThrow(DisplaySchema, display)
      return write('core.file.doing.recordInHistory', () => recordSetIn(localTarget(card), screen))
    },

    recordSpan(span) {
      const fileName = fileNameInFolder(libraryDir, span.file)
      const bytes = wholeBytes(span.file.bytes, 'bytes')
      const parts = span.parts.map((part) => ({ ...part, display: parseOrThrow(DisplaySchema, part.display) }))
      return write('core.file.doing.recordEachDisplay', () => {
        const before = showing.all()
        spans.put(fileName, bytes, stamp())
        // Each display is set by its own part now: nothing is left showing "on all displays".
        showing.clear()
        const sets = parts.map((part) => {
          if ('local' in part) return recordSetIn(localTarget(parseOrThrow(LocalMediaItemSchema, part.local)), part.display)
          const entry = entries.byId(part.libraryId)
          if (!entry) throw new NotFoundError(...sentence('core.library.notIn'))
          return recordSetIn(entryTarget(entry), part.display)
        })
        const first = sets[0]
        if (!first) throw new ValidationError([{ field: 'parts', message: 'must name at least one display' }])
        return {
          record: first.record,
          undo: () =>
            write('core.file.doing.takeBackRecord', () => {
              for (const set of [...sets].reverse()) set.undo()
              spans.delete(fileName)
              showing.restore(before)
            }),
        }
      })
    },

    keepSpan(file) {
      const fileName = fileNameInFolder(libraryDir, file)
      const bytes = wholeBytes(file.bytes, 'bytes')
      write('core.file.doing.recordSpan', () => spans.put(fileName, bytes, stamp()))
      return { undo: () => write('core.file.doing.takeBackSpan', () => spans.delete(fileName)) }
    },

    dropSpans(keep) {
      for (const fileName of read('core.file.doing.readLibrary', () => spans.others(keep))) {
        // The file first, as eviction does: a row without a file is dropped at the next start.
        if (deleteFromFolder(libraryDir, fileName)) write('core.file.doing.updateAfterSpan', () => spans.delete(fileName))
      }
    },

    local,

    crops,
    wallhavenRecords,
    sourceRecords: { wallhaven: wallhavenRecords },
    downloads,

    changedElsewhere: () =>
      read('core.file.doing.readLibrary', () => {
        follow()
        return outside.changed()
      }),

    reconcile: () => reconcileFiles({ db, libraryDir, write }),

    close() {
      live.close()
    },
  }
}
