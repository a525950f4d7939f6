// Every regular file under a folder, with its size and modified time: what a scan compares with
// the index. Symbolic links are followed (a folder of wallpapers is often a link to another disk),
// each real folder is walked once (by device and inode), so a link loop ends; hidden names
// (.Trash-1000 on a USB disk, .thumbnails, .git) are left out; FIFOs, sockets and devices are
// never opened. What cannot be read is listed, not thrown: the rest of the folder still counts.
import { readdir, stat } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import path from 'node:path'

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
}

/** Stats looked at together: enough to keep the disk busy, few enough not to flood libuv's pool. */
const STAT_BATCH = 32

function isHidden(name: string): boolean {
  return name.startsWith('.')
}

function identity(info: Stats): string {
  return `${info.dev}:${info.ino}`
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code
}

/**
 * Lists `start` (a folder, by default the root) and everything under it. Throws only when
 * `start` itself cannot be read; `signal` stops the walk between folders.
 */
export async function listFolder(start: string, signal?: AbortSignal): Promise<FolderListing> {
  const listing: FolderListing = { files: [], directories: [], unreadable: [] }
  const seen = new Set<string>()
  const rootInfo = await stat(start)
  if (!rootInfo.isDirectory()) throw Object.assign(new Error(`${start} is not a folder`), { code: 'ENOTDIR' })
  seen.add(identity(rootInfo))
  const pending = [start]
  while (pending.length > 0) {
    signal?.throwIfAborted()
    const dir = pending.pop() as string
    let names: string[]
    try {
      names = (await readdir(dir)).filter((name) => !isHidden(name))
    } catch (error) {
      if (dir === start) throw error
      if (code(error) !== 'ENOENT') listing.unreadable.push(dir)
      continue
    }
    listing.directories.push(dir)
    for (let from = 0; from < names.length; from += STAT_BATCH) {
      const batch = names.slice(from, from + STAT_BATCH).map((name) => path.join(dir, name))
      // stat follows links: a link is taken for what it points at; a dangling one is gone (ENOENT).
      const infos = await Promise.all(batch.map((entry) => stat(entry).catch((error: unknown) => error as NodeJS.ErrnoException)))
      batch.forEach((entry, index) => {
        const info = infos[index] as Stats | NodeJS.ErrnoException
        if (info instanceof Error) {
          if (code(info) !== 'ENOENT' && code(info) !== 'ELOOP') listing.unreadable.push(entry)
          return
        }
        if (info.isDirectory()) {
          const key = identity(info)
          if (seen.has(key)) return
          seen.add(key)
          pending.push(entry)
        } else if (info.isFile()) {
          listing.files.push({ path: entry, bytes: info.size, modifiedMs: info.mtimeMs })
        }
      })
    }
  }
  return listing
}
