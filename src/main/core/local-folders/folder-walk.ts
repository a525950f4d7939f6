// Every regular file under a folder, with its size and modified time: what a scan compares with
// the index. Names are read as bytes (path-bytes.ts), so a name that is not UTF-8 is found like any
// other. Symbolic links are followed only within the folder's own tree (where the added folder
// really is): a link to /usr indexed 135,895 files, and one into another added folder indexed its
// pictures twice, so a link leading out is left out and said. A file reached both by its name and
// through a link is indexed once, by its name (by device and inode; hard links, names the person
// made, each count). Each real folder is walked once, so a link loop ends; hidden names
// (.Trash-1000 on a USB disk, .thumbnails, .git) are left out; FIFOs, sockets and devices are
// never opened. What cannot be read is listed with why, not thrown: the rest of the folder counts.
import type { Dirent, Stats } from 'node:fs'
import { readdir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { describeCode, type Skip } from './skips'
import { fromBytes, fsPath } from './path-bytes'

export interface WalkedFile {
  path: string
  bytes: number
  modifiedMs: number
}

export interface FolderListing {
  files: WalkedFile[]
  /** Every folder walked, `under` (or the root) first: what a watcher watches. */
  directories: string[]
  /** Folders and files that could not be read (permission denied, an I/O error). */
  unreadable: string[]
  /** Everything left out but hidden names, with why. */
  skips: Skip[]
}

/** Stats looked at together: enough to keep the disk busy, few enough not to flood libuv's pool. */
const STAT_BATCH = 32
const DOT = 0x2e

function identity(info: Stats): string {
  return `${info.dev}:${info.ino}`
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code
}

/** Gone meanwhile, or a link to nothing (or to itself): not there, so nothing to say. */
function isAbsent(error: unknown): boolean {
  return code(error) === 'ENOENT' || code(error) === 'ELOOP' || code(error) === 'ENOTDIR'
}

/** Where `entry` really is, every link on the way resolved (in the form path-bytes.ts keeps). */
export async function realPathOf(entry: string): Promise<string> {
  return fromBytes(await realpath(fsPath(entry), { encoding: 'buffer' }))
}

/** Whether `candidate` is `tree` or under it. */
export function within(candidate: string, tree: string): boolean {
  return candidate === tree || candidate.startsWith(tree.endsWith(path.sep) ? tree : tree + path.sep)
}

function join(dir: string, name: string): string {
  return dir.endsWith(path.sep) ? dir + name : dir + path.sep + name
}

interface Found {
  file: WalkedFile
  key: string
  viaLink: boolean
}

/** What one entry of a folder is, once links are resolved; null when there is nothing to list. */
type Entry = { kind: 'dir'; info: Stats; viaLink: boolean } | { kind: 'file'; found: Found } | { kind: 'skip'; skip: Skip } | null

/** Where links may lead: the folder's own tree, and the part of it this walk looks at. */
interface Bounds {
  tree: string
  scope: string
}

async function lookAt(entry: string, dirent: Dirent<Buffer>, bounds: Bounds): Promise<Entry> {
  const viaLink = dirent.isSymbolicLink()
  try {
    if (viaLink) {
      const target = await realPathOf(entry)
      if (!within(target, bounds.tree)) return { kind: 'skip', skip: { path: entry, reason: 'link-outside', detail: target } }
      // Walking only part of the tree (a watcher's report): what the link leads to is the rest's, counted there.
      if (!within(target, bounds.scope)) return { kind: 'skip', skip: { path: entry, reason: 'link-to-counted', detail: null } }
    }
    const info = await stat(fsPath(entry))
    if (info.isDirectory()) return { kind: 'dir', info, viaLink }
    if (info.isFile()) return { kind: 'file', found: { file: { path: entry, bytes: info.size, modifiedMs: info.mtimeMs }, key: identity(info), viaLink } }
    return { kind: 'skip', skip: { path: entry, reason: 'not-a-file', detail: null } }
  } catch (error) {
    if (isAbsent(error)) return null
    return { kind: 'skip', skip: { path: entry, reason: 'unreadable', detail: describeCode(code(error)) } }
  }
}

/** Files reached by their own name stay; one reached only through links stays once. */
function onceEach(found: readonly Found[], skips: Skip[]): WalkedFile[] {
  const named = new Set(found.filter((entry) => !entry.viaLink).map((entry) => entry.key))
  const linked = new Set<string>()
  const files: WalkedFile[] = []
  for (const entry of found) {
    if (entry.viaLink && (named.has(entry.key) || linked.has(entry.key))) {
      skips.push({ path: entry.file.path, reason: 'link-to-counted', detail: null })
      continue
    }
    if (entry.viaLink) linked.add(entry.key)
    files.push(entry.file)
  }
  return files
}

/**
 * Lists `start` (a folder, by default the added folder `root`) and everything under it. Throws
 * only when `start` itself cannot be read; `signal` stops the walk between folders.
 */
export async function listFolder(start: string, signal?: AbortSignal, root: string = start): Promise<FolderListing> {
  const listing: FolderListing = { files: [], directories: [], unreadable: [], skips: [] }
  const seen = new Set<string>()
  const found: Found[] = []
  const rootInfo = await stat(fsPath(start))
  if (!rootInfo.isDirectory()) throw Object.assign(new Error(`${start} is not a folder`), { code: 'ENOTDIR' })
  // The folder's own tree is where it really is (it may itself be a link to another disk).
  const bounds = { tree: await realPathOf(root), scope: await realPathOf(start) }
  seen.add(identity(rootInfo))
  const pending = [start]
  // Folders reached through a link wait until every real one is walked: a folder met both ways is
  // then walked (and its files named) where it really is, and the link finds it seen.
  const linked: string[] = []
  while (pending.length > 0 || linked.length > 0) {
    signal?.throwIfAborted()
    const fromLink = pending.length === 0
    const dir = (pending.pop() ?? linked.pop()) as string
    if (fromLink) {
      const info = await stat(fsPath(dir)).catch(() => null)
      if (info === null || seen.has(identity(info))) continue
      seen.add(identity(info))
    }
    let dirents: Dirent<Buffer>[]
    try {
      dirents = (await readdir(fsPath(dir), { withFileTypes: true, encoding: 'buffer' })).filter((dirent) => dirent.name[0] !== DOT)
    } catch (error) {
      if (dir === start) throw error
      if (!isAbsent(error)) {
        listing.unreadable.push(dir)
        listing.skips.push({ path: dir, reason: 'unreadable', detail: describeCode(code(error)), folder: true })
      }
      continue
    }
    listing.directories.push(dir)
    for (let from = 0; from < dirents.length; from += STAT_BATCH) {
      const batch = dirents.slice(from, from + STAT_BATCH)
      const entries = batch.map((dirent) => join(dir, fromBytes(dirent.name)))
      const looked = await Promise.all(batch.map((dirent, index) => lookAt(entries[index] as string, dirent, bounds)))
      looked.forEach((entry, index) => {
        if (entry === null) return
        if (entry.kind === 'skip') {
          if (entry.skip.reason === 'unreadable') listing.unreadable.push(entry.skip.path)
          listing.skips.push(entry.skip)
        } else if (entry.kind === 'file') {
          found.push(entry.found)
        } else if (entry.viaLink) {
          linked.push(entries[index] as string)
        } else {
          const key = identity(entry.info)
          if (seen.has(key)) return
          seen.add(key)
          pending.push(entries[index] as string)
        }
      })
    }
  }
  listing.files = onceEach(found, listing.skips)
  return listing
}
