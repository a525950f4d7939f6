// The person's own folders as a source (docs/folders-and-rotation.md): which folders there are (settings.json), their
// index (the library database), searches and random picks over it, the thumbnails and screen-sized
// renditions the window sees, and — where Tapestry runs on (the app, the harness) — a rescan at
// start and a watcher per folder that keep the index current. A folder that cannot be reached (an
// unplugged disk) is said once, in the log and the start's notices, skipped, and looked for again
// every minute; nothing is deleted from the index meanwhile, so its return costs no full rescan.
// So is a folder whose permissions shut Tapestry out. What a scan left out, and why, is kept
// (scan-notes.ts) and said in each folder's status.
import { constants } from 'node:fs'
import { access, readdir, stat } from 'node:fs/promises'
import type { SearchResult } from '../../../shared/ipc'
import { ValidationError } from '../../../shared/errors'
import { withLocalPage, type LocalFolderStatus, type LocalSearchParams } from '../../../shared/local-folders'
import type { LocalImageKind } from '../../../shared/local-image-url'
import type { LocalMediaItem } from '../../../shared/media'
import { NotFoundError, toErrorData } from '../errors/errors'
import { fieldIssue, said, sentence, sentenceField, type Said } from '../i18n/sentence'
import type { Library } from '../library/library'
import type { LocalImage, LocalPickFilter } from '../library/local-index'
import type { EventSink } from '../operations/operations'
import type { SettingsStore } from '../settings/settings-store'
import { refreshPaths, readFileRecord, scanFolder } from './folder-scan'
import { checkFolderToAdd, normalFolder } from './folder-to-add'
import { watchFolder, type FolderWatcher } from './folder-watcher'
import { toLocalItem } from './local-item'
import { fsPath } from './path-bytes'
import { createRenditions, type Rendition } from './renditions'
import { pruneScanNotes, readScanNotes, writeScanNotes } from './scan-notes'
import { pruneLinks, settablePath } from './settable-path'
import { codeSaid, skippedSentence, type Skip } from './skips'

/** How often a folder that could not be reached is looked for again. */
const RETRY_MS = 60_000

export interface LocalFoldersOptions {
  dataDir: string
  library: () => Library
  settings: SettingsStore
  /**
   * Keep the index current while running (the app, the harness): a rescan at start, then a watcher
   * per folder. Without it (the command line) the index is read as it is, and only `add` scans.
   */
  watch: boolean
  events?: EventSink
  /** The log: a folder gone or back, a scan that failed. */
  log?: { info(line: string): void; warn(line: string): void }
  /** A sentence the person is told once about this start (notices), with its catalog message for the window. */
  notice?: (sentence: Said) => void
  platform?: NodeJS.Platform
  /** For tests: how often an unreachable folder is looked for again. */
  retryMs?: number
  /** For tests: the watchers' quiet moment before a report. */
  quietMs?: number
}

/** What a random pick may return; by default from every folder that can be reached. */
export type LocalPickOptions = Partial<LocalPickFilter> & { random?: () => number }

export interface LocalFolders {
  list(): Promise<LocalFolderStatus[]>
  /** Adds a folder after checking it on disk, and indexes it (the command line waits; the app scans in the background). */
  add(path: string): Promise<LocalFolderStatus[]>
  /** Forgets a folder and its index; its pictures stay where they are. One not added is no change (as unblock is). */
  remove(path: string): Promise<LocalFolderStatus[]>
  search(params: LocalSearchParams): Promise<SearchResult>
  /** A picture's card, if it is indexed in a folder that can be reached now. */
  item(id: string): Promise<LocalMediaItem | undefined>
  /** The file to set for `id`, checked to be still there as indexed (read again if it changed). */
  fileToSet(id: string): Promise<{ path: string; item: LocalMediaItem }>
  /** What `tapestry://thumb/<id>` and `tapestry://local/<id>` serve; null when there is no such picture. */
  rendition(kind: LocalImageKind, id: string): Promise<Rendition | null>
  /** A random picture by rotation's rules, not blocked; null when none qualifies. */
  pick(options?: LocalPickOptions): Promise<LocalMediaItem | null>
  /** The app's start: says which folders cannot be reached, then rescans and watches in the background. */
  start(): Promise<void>
  /** Scans every folder that can be reached now (incrementally). */
  rescan(): Promise<void>
  /** Settles once the scans and watcher reports under way are done. */
  idle(): Promise<void>
  dispose(): void
}

function unreachableNote(folder: string): Said {
  return said('system.folders.unreachable', { folder })
}

function unreadableNote(folder: string, code: string | undefined): Said {
  return said('system.folders.unreadable', { folder, reason: codeSaid(code) })
}

/** Refusals of pictures the index keeps a row for (not pictures to it): counted apart from the others. */
function isRefusedPicture(skip: Skip): boolean {
  return skip.reason === 'too-large' || skip.reason === 'size-unknown'
}

export function createLocalFolders(options: LocalFoldersOptions): LocalFolders {
  const renditions = createRenditions({ dataDir: options.dataDir })
  const index = () => options.library().local
  const folders = () => options.settings.get().localFolders
  const abort = new AbortController()
  const retryMs = options.retryMs ?? RETRY_MS
  /** Folders that cannot be reached now, with the sentence that says so. */
  const unreachable = new Map<string, Said>()
  /** Scans queued or running, per folder: a folder added in the window shows as scanning at once. */
  const scanning = new Map<string, number>()
  const watchers = new Map<string, FolderWatcher>()
  /** One chain of work per folder: a scan and a watcher's report never run over each other. */
  const queues = new Map<string, Promise<void>>()
  let retryTimer: NodeJS.Timeout | undefined
  let disposed = false

  const changed = () => options.events?.emit('library.changed', { what: 'local' })

  /** Work nobody waits for: its failure is in the log (see queue), never an unhandled rejection. */
  function inBackground(work: Promise<void>): void {
    work.catch(() => undefined)
  }

  function queue(folder: string, work: () => Promise<void>): Promise<void> {
    const next = (queues.get(folder) ?? Promise.resolve()).then(() => (disposed ? undefined : work()))
    const settled = next.catch((error: unknown) => {
      if (!disposed) options.log?.warn(`Tapestry could not index ${folder}: ${toErrorData(error).message}`)
    })
    queues.set(folder, settled)
    return next
  }

  /** The device the folder is on when it can be used now; otherwise why it cannot. */
  async function reachability(folder: string): Promise<{ note: Said } | { device: string }> {
    const info = await stat(folder).catch(() => null)
    if (!info?.isDirectory()) return { note: unreachableNote(folder) }
    // A folder whose permissions shut Tapestry out was listed "ok" while none of its pictures could be opened.
    const denied = await access(folder, constants.R_OK | constants.X_OK).then(
      () => null,
      (error: NodeJS.ErrnoException) => error.code ?? 'EACCES',
    )
    if (denied !== null) return { note: unreadableNote(folder, denied) }
    const device = String(info.dev)
    const before = index().scannedDevice(folder)
    // An unplugged disk's mount point stays behind as an empty folder on another device.
    if (before !== undefined && before !== device && (await readdir(folder).catch(() => [])).length === 0) return { note: unreachableNote(folder) }
    return { device }
  }

  function markUnreachable(folder: string, note: Said): void {
    watchers.get(folder)?.close()
    watchers.delete(folder)
    if (unreachable.has(folder)) return
    unreachable.set(folder, note)
    options.log?.warn(note.message)
    changed()
    scheduleRetry()
  }

  function scheduleRetry(): void {
    if (!options.watch || disposed || retryTimer !== undefined || unreachable.size === 0) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      for (const folder of [...unreachable.keys()]) if (folders().includes(folder)) inBackground(scanAndWatch(folder))
      scheduleRetry()
    }, retryMs).unref()
  }

  function watch(folder: string, directories: readonly string[]): void {
    if (!options.watch || disposed) return
    let watcher = watchers.get(folder)
    if (!watcher) {
      watcher = watchFolder(folder, {
        platform: options.platform,
        quietMs: options.quietMs,
        onTrouble: (message) => options.log?.warn(message),
        onChanges: (paths) => inBackground(queue(folder, () => refresh(folder, paths))),
      })
      watchers.set(folder, watcher)
    }
    watcher.add(directories)
  }

  async function refresh(folder: string, paths: Set<string>): Promise<void> {
    if (!folders().includes(folder)) return
    const reach = await reachability(folder)
    if ('note' in reach) return markUnreachable(folder, reach.note)
    const previous = await readScanNotes(options.dataDir, folder)
    const { directories, changed: count, skips, looked } = await refreshPaths(index(), folder, paths, abort.signal, previous)
    const watcher = watchers.get(folder)
    for (const entry of paths) if (!(await stat(fsPath(entry)).then(() => true, () => false))) watcher?.forget(entry)
    watcher?.add(directories)
    // After the new folders are watched: a file written into one meanwhile is not missed.
    if (looked.length > 0) await keepNotes(folder, skips, looked)
    if (count > 0) changed()
  }

  function scanAndWatch(folder: string): Promise<void> {
    scanning.set(folder, (scanning.get(folder) ?? 0) + 1)
    return queue(folder, async () => {
      const reach = await reachability(folder)
      if ('note' in reach) return markUnreachable(folder, reach.note)
      if (unreachable.delete(folder)) options.log?.info(`The folder ${folder} is back; its pictures are used again.`)
      try {
        // Watch first: a file added while the scan runs is reported, and read then if the scan missed it.
        watch(folder, [])
        const previous = await readScanNotes(options.dataDir, folder)
        const report = await scanFolder({ index: index(), folder, signal: abort.signal, previous })
        index().markScanned(folder, reach.device, new Date().toISOString())
        watch(folder, report.directories)
        await keepNotes(folder, report.skips)
      } catch (error) {
        if (disposed) return
        const gone = await reachability(folder)
        if ('note' in gone) return markUnreachable(folder, gone.note)
        throw error
      }
    }).finally(() => {
      const left = (scanning.get(folder) ?? 1) - 1
      if (left > 0) scanning.set(folder, left)
      else scanning.delete(folder)
      // After the count, so a list read on this news no longer says "scanning".
      if (!disposed) changed()
    })
  }

  /** Keeps what a scan left out; a cache, so a disk that cannot take it now only costs the sentence. */
  async function keepNotes(folder: string, skips: readonly Skip[], scope?: readonly string[]): Promise<void> {
    try {
      await writeScanNotes(options.dataDir, folder, skips, scope)
    } catch (error) {
      options.log?.warn(`Tapestry could not keep what the scan of ${folder} left out: ${toErrorData(error).message}`)
    }
  }

  /** What is left out of `folder` in one sentence (null: nothing), and how many files that is. */
  async function skippedIn(folder: string, others: number): Promise<{ sentence: Said | null; skipped: number }> {
    const skips = await readScanNotes(options.dataDir, folder)
    // The index counts every file that is not a picture to it; those refused for their size are named in the notes.
    const notPictures = Math.max(0, others - skips.filter(isRefusedPicture).length)
    return { sentence: skippedSentence(folder, skips, notPictures), skipped: skips.length + notPictures }
  }

  async function reachableFolders(): Promise<string[]> {
    const all = folders()
    if (options.watch) return all.filter((folder) => !unreachable.has(folder))
    const reach = await Promise.all(all.map(reachability))
    return all.filter((_folder, position) => 'device' in (reach[position] as object))
  }

  async function indexedImage(id: string): Promise<LocalImage | undefined> {
    const image = index().image(id)
    if (!image || !(await reachableFolders()).includes(image.folder)) return undefined
    return image
  }

  async function statuses(): Promise<LocalFolderStatus[]> {
    const counts = index().counts()
    const others = index().otherCounts()
    return Promise.all(
      folders().map(async (folder) => {
        const note = options.watch ? (unreachable.get(folder) ?? null) : (await reachability(folder).then((reach) => ('note' in reach ? reach.note : null)))
        const { sentence, skipped } = await skippedIn(folder, others.get(folder) ?? 0)
        return { path: folder, images: counts.get(folder) ?? 0, available: note === null, scanning: scanning.has(folder), ...sentenceField('note', note ?? sentence), skipped }
      }),
    )
  }

  return {
    list: statuses,

    async add(input) {
      const folder = await checkFolderToAdd(input, folders())
      options.settings.updateLocalFolders((list) => (list.includes(folder) ? [...list] : [...list, folder]))
      const scan = scanAndWatch(folder)
      // The command line says what it found; the window sees the folder at once, marked as scanning.
      if (options.watch) inBackground(scan)
      else await scan
      return statuses()
    },

    async remove(input) {
      const folder = normalFolder(input)
      if (!folders().includes(folder)) return statuses()
      options.settings.updateLocalFolders((list) => list.filter((added) => added !== folder))
      watchers.get(folder)?.close()
      watchers.delete(folder)
      unreachable.delete(folder)
      await queue(folder, async () => {
        index().forgetFolder(folder)
        await renditions.prune((id) => index().image(id))
        // Caches both: one that cannot be tidied now is tidied at the next start.
        await pruneLinks(options.dataDir, (id) => index().image(id)).catch(() => undefined)
        await pruneScanNotes(options.dataDir, folders()).catch(() => undefined)
      })
      changed()
      return statuses()
    },

    async search(params) {
      const reachable = await reachableFolders()
      let within = reachable
      if (params.folder !== null) {
        const folder = normalFolder(params.folder)
        if (!folders().includes(folder)) throw new ValidationError([fieldIssue('params.folder', said('fields.folder.notYours'))])
        within = reachable.filter((candidate) => candidate === folder)
      }
      const offset = (params.page - 1) * params.per_page
      const words = params.query.split(/\s+/).filter((word) => word !== '')
      const { images, total } = index().search({ folders: within, words, sort: params.sort, offset, limit: params.per_page })
      const more = offset + images.length < total
      return { items: images.map(toLocalItem), next: more ? { source: 'local', params: withLocalPage(params, params.page + 1) } : null, total, seed: null }
    },

    async item(id) {
      const image = await indexedImage(id)
      return image && toLocalItem(image)
    },

    async fileToSet(id) {
      const image = await indexedImage(id)
      if (!image) throw new NotFoundError(...sentence('system.folders.pictureGone'))
      const info = await stat(fsPath(image.path)).catch(() => null)
      if (!info?.isFile()) {
        index().forgetUnder(image.path)
        changed()
        throw new NotFoundError(...sentence('system.folders.pictureMoved'))
      }
      if (info.size === image.bytes && info.mtimeMs === image.modifiedMs) return { path: await settablePath(options.dataDir, image), item: toLocalItem(image) }
      // Changed since it was indexed: read again, so what is set is what the card says.
      const { record } = await readFileRecord(image.folder, { path: image.path, bytes: info.size, modifiedMs: info.mtimeMs })
      if (record === null) throw new NotFoundError(...sentence('system.folders.pictureUnreadable'))
      index().put([record])
      changed()
      if (record.format === null) throw new NotFoundError(...sentence('system.folders.noLongerAPicture'))
      return { path: await settablePath(options.dataDir, record as LocalImage), item: toLocalItem(record as LocalImage) }
    },

    async rendition(kind, id) {
      const indexed = await indexedImage(id)
      if (!indexed) return null
      // sharp and the window open files by a text path: a name that is not UTF-8 goes by its link.
      const image = { ...indexed, path: await settablePath(options.dataDir, indexed) }
      if (kind === 'thumb') return { file: await renditions.thumbnail(image), type: 'image/webp' }
      return renditions.screen(image)
    },

    async pick(pickOptions = {}) {
      const { random = Math.random, ...filter } = pickOptions
      const reachable = await reachableFolders()
      const within = filter.folders === undefined ? reachable : filter.folders.map(normalFolder).filter((folder) => reachable.includes(folder))
      const image = index().pick({ ...filter, folders: within }, random)
      return image ? toLocalItem(image) : null
    },

    async start() {
      const all = folders()
      // Folders taken out of settings.json by hand leave the index too.
      if (index().keepOnly(all) > 0) changed()
      const reach = await Promise.all(all.map(reachability))
      all.forEach((folder, position) => {
        const result = reach[position] as { note: Said } | { device: string }
        if (!('note' in result)) return
        options.notice?.(result.note)
        markUnreachable(folder, result.note)
      })
      const scans = all.filter((folder) => !unreachable.has(folder)).map(scanAndWatch)
      // Thumbnails of pictures gone since the last start go once every folder is scanned.
      void Promise.allSettled(scans).then(async () => {
        if (disposed) return
        const current = (id: string) => index().image(id)
        await Promise.allSettled([renditions.prune(current), pruneLinks(options.dataDir, current), pruneScanNotes(options.dataDir, all)])
      })
    },

    async rescan() {
      await Promise.all(folders().map(scanAndWatch))
    },

    async idle() {
      let before: Promise<unknown>[]
      do {
        before = [...queues.values()]
        await Promise.all(before)
      } while (before.length !== queues.size || [...queues.values()].some((work, position) => work !== before[position]))
    },

    dispose() {
      disposed = true
      abort.abort()
      clearTimeout(retryTimer)
      for (const watcher of watchers.values()) watcher.close()
      watchers.clear()
    },
  }
}
