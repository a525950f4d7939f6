// Brings the index of one folder (or a part of it) up to date with the disk: every file is listed
// with its size and modified time, and only those that differ from the index are read (a first scan
// reads every file once; the next ones read what changed). Files gone from the disk leave the
// index, except under a folder that could not be read this time (its files are still there). What
// was left out is reported with why (skips.ts), for the person to be told.
import { lstat } from 'node:fs/promises'
import path from 'node:path'
import type { LocalFileRecord, LocalIndex, SeenAs } from '../library/local-index'
import type { OpenOptions } from '../downloads/regular-file'
import { said } from '../i18n/sentence'
import { listFolder, realPathOf, within, type WalkedFile } from './folder-walk'
import { probeImage } from './image-probe'
import { localImageId } from './local-item'
import { fsPath, readableName } from './path-bytes'
import { describeCode, NOT_READ_IN_TIME, type Skip } from './skips'

/**
 * Files read at once. Each read holds one of libuv's four threads, which the downloads and the
 * database share: two leave them room, and a disk that stops answering can hold no more than two.
 */
const PROBE_CONCURRENCY = 2
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
  /** What was left out and why: found now, and pictures refused before that did not change. */
  skips: Skip[]
}

export interface ScanOptions {
  index: LocalIndex
  /** The added folder. */
  folder: string
  /** Only this folder inside it (a watcher's event); the whole folder by default. */
  under?: string
  signal?: AbortSignal
  /** What the last scans left out (scan-notes.ts): refusals of files that did not change are kept. */
  previous?: readonly Skip[]
  /** For tests: how long one read may take. */
  read?: OpenOptions
}

function unchanged(file: WalkedFile, seen: SeenAs | undefined): boolean {
  return seen !== undefined && seen.bytes === file.bytes && seen.modifiedMs === file.modifiedMs
}

function relativeInside(folder: string, file: string): string {
  return readableName(path.relative(folder, file).split(path.sep).join('/'))
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** A file read now: its row for the index (null: not indexed this time), and why it is left out. */
export interface FileReading {
  record: LocalFileRecord | null
  skip: Skip | null
}

/** What the index should say about `file`, read now. */
export async function readFileRecord(folder: string, file: WalkedFile, read: OpenOptions = {}): Promise<FileReading> {
  const base = { path: file.path, folder, relativePath: relativeInside(folder, file.path), id: localImageId(file.path), bytes: file.bytes, modifiedMs: file.modifiedMs }
  try {
    const probe = await probeImage(file.path, read)
    if (probe.kind === 'image') return { record: { ...base, format: probe.format, width: probe.width, height: probe.height }, skip: null }
    return { record: { ...base, format: null, width: null, height: null }, skip: { path: file.path, reason: probe.reason, detail: probe.detail } }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { record: null, skip: null }
    if (code === 'ENOTREG') return { record: null, skip: { path: file.path, reason: 'not-a-file', detail: null } }
    if (code === 'ETIMEDOUT') return { record: null, skip: { path: file.path, reason: 'no-answer', detail: (error as Error).message } }
    return { record: null, skip: { path: file.path, reason: 'unreadable', detail: describeCode(code) } }
  }
}

export async function scanFolder(options: ScanOptions): Promise<ScanReport> {
  const { index, folder, signal } = options
  const listing = await listFolder(options.under ?? folder, signal, folder)
  const known = index.seenUnder(folder, options.under)
  const report: ScanReport = { folder, read: 0, unchanged: 0, pictures: 0, skipped: 0, removed: 0, unreadable: listing.unreadable.length, directories: listing.directories, skips: [...listing.skips] }

  const toRead: WalkedFile[] = []
  const present = new Set<string>()
  const kept = new Set<string>()
  for (const file of listing.files) {
    present.add(file.path)
    if (unchanged(file, known.get(file.path))) {
      report.unchanged += 1
      kept.add(file.path)
    } else toRead.push(file)
  }
  // A picture refused for its size and not changed since is still refused: said again.
  for (const skip of options.previous ?? []) if ((skip.reason === 'too-large' || skip.reason === 'size-unknown') && kept.has(skip.path)) report.skips.push(skip)

  let batch: LocalFileRecord[] = []
  const flush = () => {
    signal?.throwIfAborted()
    index.put(batch)
    batch = []
  }
  /** Set once a read outlives its time: the disk stopped answering, so nothing more is asked of it. */
  let stalled = false
  await eachLimited(toRead, PROBE_CONCURRENCY, async (file) => {
    signal?.throwIfAborted()
    if (stalled) {
      report.skips.push({ path: file.path, reason: 'no-answer', detail: said(NOT_READ_IN_TIME).message })
      return
    }
    const { record, skip } = await readFileRecord(folder, file, options.read)
    if (skip !== null) report.skips.push(skip)
    if (skip?.reason === 'no-answer') stalled = true
    if (record === null) {
      if (skip?.reason === 'unreadable') report.unreadable += 1
      return
    }
    report.read += 1
    if (record.format === null) report.skipped += 1
    else report.pictures += 1
    batch.push(record)
    if (batch.length >= WRITE_BATCH) flush()
  })
  flush()

  // What could not be read or was not read is still there as far as anyone knows: its rows stay.
  const notRead = new Set(report.skips.filter((skip) => skip.reason === 'unreadable' || skip.reason === 'no-answer').map((skip) => skip.path))
  const unreadableDirs = listing.unreadable.map((entry) => entry + path.sep)
  const gone = [...known.keys()].filter((file) => !present.has(file) && !notRead.has(file) && !unreadableDirs.some((dir) => file.startsWith(dir)))
  index.forget(gone)
  report.removed = gone.length
  return report
}

/**
 * Brings the index up to date for the paths a watcher named: a file read again if it changed, a
 * new folder scanned, anything gone forgotten (with everything under it). A link named is left out
 * as a walk leaves it (folder-walk.ts): what it leads to is outside the folder, or counted by its
 * own name. Answers the folders found (for the watcher to watch), and what was left out of the
 * paths it looked at (`looked`: the paths whose notes these replace; `previous`, the notes kept, so
 * a picture refused before and unchanged is still said).
 */
export async function refreshPaths(
  index: LocalIndex,
  folder: string,
  paths: Iterable<string>,
  signal?: AbortSignal,
  previous: readonly Skip[] = [],
): Promise<{ directories: string[]; changed: number; skips: Skip[]; looked: string[] }> {
  const directories: string[] = []
  const skips: Skip[] = []
  const looked: string[] = []
  let changed = 0
  const records: LocalFileRecord[] = []
  let tree: string | undefined
  for (const entry of paths) {
    signal?.throwIfAborted()
    if (path.basename(entry).startsWith('.')) continue
    const info = await lstat(fsPath(entry)).catch(() => null)
    if (info === null) {
      looked.push(entry)
      changed += index.forgetUnder(entry)
    } else if (info.isSymbolicLink()) {
      looked.push(entry)
      changed += index.forgetUnder(entry)
      tree ??= await realPathOf(folder)
      const target = await realPathOf(entry).catch(() => null)
      if (target !== null) skips.push(within(target, tree) ? { path: entry, reason: 'link-to-counted', detail: null } : { path: entry, reason: 'link-outside', detail: target })
    } else if (info.isDirectory()) {
      looked.push(entry)
      const report = await scanFolder({ index, folder, under: entry, signal, previous })
      directories.push(...report.directories)
      skips.push(...report.skips)
      changed += report.read + report.removed
    } else if (info.isFile()) {
      const file = { path: entry, bytes: info.size, modifiedMs: info.mtimeMs }
      if (unchanged(file, index.seenUnder(folder, entry).get(entry))) continue
      looked.push(entry)
      const { record, skip } = await readFileRecord(folder, file)
      if (skip !== null) skips.push(skip)
      if (record === null) continue
      records.push(record)
      changed += 1
    }
  }
  index.put(records)
  return { directories, changed, skips, looked }
}
