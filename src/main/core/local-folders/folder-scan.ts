// Brings the index of one folder (or a part of it) up to date with the disk: every file is listed
// with its size and modified time, and only those that differ from the index are read (a first scan
// reads every file once; the next ones read what changed). Files gone from the disk leave the
// index, except under a folder that could not be read this time (its files are still there).
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { LocalFileRecord, LocalIndex, SeenAs } from '../library/local-index'
import { listFolder, type WalkedFile } from './folder-walk'
import { probeImage } from './image-probe'
import { localImageId } from './local-item'

/** Files read at once: reads of small headers, mostly waiting on the disk. */
const PROBE_CONCURRENCY = 8
/** Rows written per transaction: a long scan shows progress and never holds the write lock long. */
const WRITE_BATCH = 2_000

export interface ScanReport {
  folder: string
  /** Files whose bytes were read (new or changed). */
  read: number
  /** Files unchanged since the last scan. */
  unchanged: number
  /** Files that are pictures, among those read. */
  pictures: number
  /** Files that are not pictures Tapestry can set, among those read. */
  skipped: number
  /** Rows dropped: files gone from the disk. */
  removed: number
  /** Folders and files that could not be read. */
  unreadable: number
  /** Every folder walked (what a watcher watches). */
  directories: string[]
}

export interface ScanOptions {
  index: LocalIndex
  /** The added folder. */
  folder: string
  /** Only this folder inside it (a watcher's event); the whole folder by default. */
  under?: string
  signal?: AbortSignal
}

function unchanged(file: WalkedFile, seen: SeenAs | undefined): boolean {
  return seen !== undefined && seen.bytes === file.bytes && seen.modifiedMs === file.modifiedMs
}

function relativeInside(folder: string, file: string): string {
  return path.relative(folder, file).split(path.sep).join('/')
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** What the index should say about `file`, read now; null when it could not be read. */
export async function readFileRecord(folder: string, file: WalkedFile): Promise<LocalFileRecord | null> {
  const base = { path: file.path, folder, relativePath: relativeInside(folder, file.path), id: localImageId(file.path), bytes: file.bytes, modifiedMs: file.modifiedMs }
  try {
    const probe = await probeImage(file.path, file.bytes)
    if (probe.kind === 'image') return { ...base, format: probe.format, width: probe.width, height: probe.height }
    return { ...base, format: null, width: null, height: null }
  } catch {
    return null
  }
}

export async function scanFolder(options: ScanOptions): Promise<ScanReport> {
  const { index, folder, signal } = options
  const listing = await listFolder(options.under ?? folder, signal)
  const known = index.seenUnder(folder, options.under)
  const report: ScanReport = { folder, read: 0, unchanged: 0, pictures: 0, skipped: 0, removed: 0, unreadable: listing.unreadable.length, directories: listing.directories }

  const toRead: WalkedFile[] = []
  const present = new Set<string>()
  for (const file of listing.files) {
    present.add(file.path)
    if (unchanged(file, known.get(file.path))) report.unchanged += 1
    else toRead.push(file)
  }

  let batch: LocalFileRecord[] = []
  const flush = () => {
    signal?.throwIfAborted()
    index.put(batch)
    batch = []
  }
  await eachLimited(toRead, PROBE_CONCURRENCY, async (file) => {
    signal?.throwIfAborted()
    const record = await readFileRecord(folder, file)
    if (record === null) {
      report.unreadable += 1
      return
    }
    report.read += 1
    if (record.format === null) report.skipped += 1
    else report.pictures += 1
    batch.push(record)
    if (batch.length >= WRITE_BATCH) flush()
  })
  flush()

  const unreadable = listing.unreadable.map((entry) => entry + path.sep)
  const gone = [...known.keys()].filter((file) => !present.has(file) && !listing.unreadable.includes(file) && !unreadable.some((dir) => file.startsWith(dir)))
  index.forget(gone)
  report.removed = gone.length
  return report
}

/**
 * Brings the index up to date for the paths a watcher named: a file read again if it changed, a
 * new folder scanned, anything gone forgotten (with everything under it). Answers the folders
 * found, for the watcher to watch.
 */
export async function refreshPaths(index: LocalIndex, folder: string, paths: Iterable<string>, signal?: AbortSignal): Promise<{ directories: string[]; changed: number }> {
  const directories: string[] = []
  let changed = 0
  const records: LocalFileRecord[] = []
  for (const entry of paths) {
    signal?.throwIfAborted()
    if (path.basename(entry).startsWith('.')) continue
    const info = await stat(entry).catch(() => null)
    if (info === null) {
      changed += index.forgetUnder(entry)
    } else if (info.isDirectory()) {
      const report = await scanFolder({ index, folder, under: entry, signal })
      directories.push(...report.directories)
      changed += report.read + report.removed
    } else if (info.isFile()) {
      const file = { path: entry, bytes: info.size, modifiedMs: info.mtimeMs }
      if (unchanged(file, index.seenUnder(folder, entry).get(entry))) continue
      const record = await readFileRecord(folder, file)
      if (record === null) continue
      records.push(record)
      changed += 1
    }
  }
  index.put(records)
  return { directories, changed }
}
