// The library: every downloaded image with its credit, favourites, the history of what was set,
// the blocklist, and a disk quota. One JSON document (library.json in the data folder) written
// atomically on every change; image files live in the library folder.
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { ValidationError } from '../../../shared/errors'
import { MediaItemSchema, type MediaItem, type MediaSource } from '../../../shared/media'
import { parseOrThrow } from '../../../shared/validation'
import { resolveLibraryDir } from '../data-dir'
import { LIBRARY_FILE_NAME, resolveInside } from '../downloads/file-name'
import { toFilesystemError } from '../filesystem-error'
import type { ImageFormat } from '../downloads/image-format'
import { NotFoundError } from '../errors'
import { creditFor } from './credit'
import { openJsonStore, type JsonStore } from '../store/json-store'
import { DEFAULT_QUOTA_BYTES, chooseEvictions, itemKey, totalBytes } from './quota'
import {
  BlockedSchema,
  DisplaySchema,
  LibraryFileSchema,
  type Blocked,
  type Favourite,
  type HistoryRecord,
  type LibraryEntry,
  type LibraryFile,
} from './records'

export { DEFAULT_QUOTA_BYTES, itemKey } from './quota'
export type { Blocked, Credit, Favourite, HistoryRecord, LibraryEntry } from './records'

export const DEFAULT_HISTORY_LIMIT = 1000
export const ALL_DISPLAYS = 'all'

export interface LibraryOptions {
  /** Where library.json lives. */
  dataDir: string
  /** Where the image files live; `<data>/library` by default. */
  libraryDir?: string
  /** Default 1 GiB. */
  quotaBytes?: number
  /** History records kept, newest first. Default 1000. */
  historyLimit?: number
  /** The clock, for tests. */
  now?: () => Date
  /** Told where a damaged library.json was moved to. */
  onRecovered?: (movedTo: string) => void
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
  source: MediaSource
  id: string
}

export interface LibraryUsage {
  bytes: number
  quotaBytes: number
  files: number
}

export interface Library {
  readonly libraryDir: string
  readonly storePath: string
  /** Where damaged library files were moved since it opened. */
  readonly recovered: readonly string[]

  /**
   * Records a downloaded file (or refreshes its entry: nothing is recorded twice), then enforces
   * the quota. The new file itself is never evicted.
   */
  add(item: MediaItem, file: LibraryFileInfo): { entry: LibraryEntry; evicted: LibraryEntry[] }
  get(libraryId: string): LibraryEntry | undefined
  /** The most recently used entry of an item, at whatever size. */
  findByItem(source: MediaSource, id: string): LibraryEntry | undefined
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
  removeFavourite(source: MediaSource, id: string): boolean
  favourites(): Favourite[]
  isFavourite(source: MediaSource, id: string): boolean

  /** Records that an entry was set on a display ('all' by default). */
  recordSet(set: { libraryId: string; display?: string }): HistoryRecord
  /** Newest first. */
  history(limit?: number): HistoryRecord[]
  /** The items of the last `n` wallpapers set, newest first, each once: rotation's no-repeat window. */
  recentIds(n: number): ItemRef[]
  /** What each display shows: display ('all' or an id) → libraryId. */
  current(): Record<string, string>

  block(item: ItemRef & { title: string }): Blocked
  unblock(source: MediaSource, id: string): boolean
  blocklist(): Blocked[]
  isBlocked(source: MediaSource, id: string): boolean
  /** The items that are not blocked, in their order (search results, rotation candidates). */
  filterBlocked<T extends ItemRef>(items: readonly T[]): T[]
}

const BlockInputSchema = BlockedSchema.pick({ source: true, id: true, title: true })

function wholeBytes(bytes: number, field: string): number {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new ValidationError([{ field, message: 'must be a whole number of bytes' }])
  return bytes
}

export function createLibrary(options: LibraryOptions): Library {
  const libraryDir = path.resolve(options.libraryDir ?? resolveLibraryDir(options.dataDir))
  const historyLimit = options.historyLimit ?? DEFAULT_HISTORY_LIMIT
  const now = options.now ?? (() => new Date())
  let quotaBytes = wholeBytes(options.quotaBytes ?? DEFAULT_QUOTA_BYTES, 'quotaBytes')
  const store: JsonStore<LibraryFile> = openJsonStore({
    cwd: options.dataDir,
    configName: 'library',
    schema: LibraryFileSchema,
    ...(options.onRecovered ? { onRecovered: options.onRecovered } : {}),
  })

  const stamp = () => now().toISOString()
  const pathOf = (entry: Pick<LibraryEntry, 'fileName'>) => resolveInside(libraryDir, entry.fileName)

  /** Deletes a library file; false when it could not be deleted (then its entry stays). */
  function deleteFile(entry: LibraryEntry): boolean {
    try {
      rmSync(pathOf(entry), { force: true })
      return true
    } catch {
      return false
    }
  }

  function evict(keep: ReadonlySet<string>): LibraryEntry[] {
    const file = store.read()
    const chosen = chooseEvictions(file.entries, {
      quotaBytes,
      keep: new Set([...keep, ...Object.values(file.current)]),
      favourites: new Set(file.favourites.map((favourite) => itemKey(favourite.source, favourite.id))),
    })
    // Files first: a crash in between leaves entries without files (fetched again when needed)
    // rather than files no entry accounts for.
    const evicted = chosen.filter(deleteFile)
    if (evicted.length === 0) return []
    const gone = new Set(evicted.map((entry) => entry.libraryId))
    store.update((current) => ({ ...current, entries: current.entries.filter((entry) => !gone.has(entry.libraryId)) }))
    return evicted
  }

  function fileNameOf(file: LibraryFileInfo): string {
    const fileName = path.basename(file.path)
    if (!LIBRARY_FILE_NAME.test(fileName) || resolveInside(libraryDir, fileName) !== path.resolve(file.path)) {
      throw new ValidationError([{ field: 'path', message: 'must be a file the downloader put in the library folder' }])
    }
    return fileName
  }

  const byRecentUse = (a: LibraryEntry, b: LibraryEntry) => b.lastUsedAt.localeCompare(a.lastUsedAt)

  return {
    libraryDir,
    storePath: store.path,
    get recovered() {
      return store.recovered
    },

    add(item, file) {
      const card = parseOrThrow(MediaItemSchema, item)
      const fileName = fileNameOf(file)
      const at = stamp()
      let entry: LibraryEntry | undefined
      store.update((current) => {
        const existing = current.entries.find((candidate) => candidate.fileName === fileName)
        entry = {
          libraryId: existing?.libraryId ?? randomUUID(),
          source: card.source,
          id: card.id,
          title: card.title,
          author: card.author,
          credit: creditFor(card),
          width: file.width ?? card.width,
          height: file.height ?? card.height,
          fileName,
          bytes: wholeBytes(file.bytes, 'bytes'),
          format: file.format,
          downloadedAt: existing?.downloadedAt ?? at,
          lastUsedAt: at,
          item: card,
        }
        const others = current.entries.filter((candidate) => candidate.fileName !== fileName)
        return { ...current, entries: [...others, entry] }
      })
      const added = entry as LibraryEntry
      return { entry: added, evicted: evict(new Set([added.libraryId])) }
    },

    get(libraryId) {
      return store.read().entries.find((entry) => entry.libraryId === libraryId)
    },

    findByItem(source, id) {
      return store
        .read()
        .entries.filter((entry) => entry.source === source && entry.id === id)
        .sort(byRecentUse)[0]
    },

    entries() {
      return store.read().entries.sort(byRecentUse)
    },

    pathOf,

    remove(libraryId) {
      const file = store.read()
      const entry = file.entries.find((candidate) => candidate.libraryId === libraryId)
      if (!entry) return false
      if (Object.values(file.current).includes(libraryId)) {
        throw new ValidationError([{ field: 'libraryId', message: 'is the current wallpaper and cannot be removed' }])
      }
      try {
        rmSync(pathOf(entry), { force: true })
      } catch (error) {
        throw toFilesystemError(error, 'delete the image from the library folder')
      }
      store.update((current) => ({ ...current, entries: current.entries.filter((candidate) => candidate.libraryId !== libraryId) }))
      return true
    },

    usage() {
      const { entries } = store.read()
      return { bytes: totalBytes(entries), quotaBytes, files: entries.length }
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
      let favourite: Favourite | undefined
      store.update((current) => {
        const existing = current.favourites.find((candidate) => candidate.source === card.source && candidate.id === card.id)
        favourite = { source: card.source, id: card.id, addedAt: existing?.addedAt ?? stamp(), item: card }
        const others = current.favourites.filter((candidate) => candidate !== existing)
        return { ...current, favourites: [favourite, ...others] }
      })
      return favourite as Favourite
    },

    removeFavourite(source, id) {
      let removed = false
      store.update((current) => {
        const favourites = current.favourites.filter((candidate) => !(candidate.source === source && candidate.id === id))
        removed = favourites.length !== current.favourites.length
        return { ...current, favourites }
      })
      return removed
    },

    favourites() {
      return store.read().favourites
    },

    isFavourite(source, id) {
      return store.read().favourites.some((candidate) => candidate.source === source && candidate.id === id)
    },

    recordSet({ libraryId, display = ALL_DISPLAYS }) {
      const screen = parseOrThrow(DisplaySchema, display)
      const setAt = stamp()
      let record: HistoryRecord | undefined
      store.update((current) => {
        const entry = current.entries.find((candidate) => candidate.libraryId === libraryId)
        if (!entry) throw new NotFoundError('That image is not in the library.')
        record = { libraryId, source: entry.source, id: entry.id, title: entry.title, setAt, display: screen }
        const shown = screen === ALL_DISPLAYS ? { [ALL_DISPLAYS]: libraryId } : { ...current.current, [screen]: libraryId }
        return {
          ...current,
          entries: current.entries.map((candidate) => (candidate === entry ? { ...candidate, lastUsedAt: setAt } : candidate)),
          history: [record, ...current.history].slice(0, historyLimit),
          current: shown,
        }
      })
      return record as HistoryRecord
    },

    history(limit) {
      const { history } = store.read()
      return limit === undefined ? history : history.slice(0, Math.max(0, limit))
    },

    recentIds(n) {
      const seen = new Set<string>()
      const recent: ItemRef[] = []
      for (const record of store.read().history.slice(0, Math.max(0, n))) {
        const key = itemKey(record.source, record.id)
        if (seen.has(key)) continue
        seen.add(key)
        recent.push({ source: record.source, id: record.id })
      }
      return recent
    },

    current() {
      return { ...store.read().current }
    },

    block(input) {
      const { source, id, title } = parseOrThrow(BlockInputSchema, input)
      let blocked: Blocked | undefined
      store.update((current) => {
        const existing = current.blocklist.find((candidate) => candidate.source === source && candidate.id === id)
        blocked = existing ?? { source, id, title, blockedAt: stamp() }
        return existing ? current : { ...current, blocklist: [blocked, ...current.blocklist] }
      })
      return blocked as Blocked
    },

    unblock(source, id) {
      let removed = false
      store.update((current) => {
        const blocklist = current.blocklist.filter((candidate) => !(candidate.source === source && candidate.id === id))
        removed = blocklist.length !== current.blocklist.length
        return { ...current, blocklist }
      })
      return removed
    },

    blocklist() {
      return store.read().blocklist
    },

    isBlocked(source, id) {
      return store.read().blocklist.some((candidate) => candidate.source === source && candidate.id === id)
    },

    filterBlocked(items) {
      const blocked = new Set(store.read().blocklist.map((candidate) => itemKey(candidate.source, candidate.id)))
      return items.filter((item) => !blocked.has(itemKey(item.source, item.id)))
    },
  }
}
