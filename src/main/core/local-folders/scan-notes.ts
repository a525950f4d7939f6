// What the last scans of each folder left out, kept between processes: `tapestry folders add` scans
// in one process and `folders list` (or the app's Settings) reads in another. One small JSON file a
// folder, in `<data>/folder-scans/`, named by a hash of the folder's path and written whole or not
// at all; like the index it is a cache — a scan rewrites it, and a missing or damaged one reads as
// nothing skipped until then. Files that are not pictures are not listed here: the index has a row
// for each (so they are not read again) and counts them.
import { createHash } from 'node:crypto'
import { readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { writeFileAtomically } from '../images/write-file-atomically'
import type { Skip } from './skips'

const NOTES_DIR = 'folder-scans'
/** Names kept a folder: enough to say what and where, bounded however much a folder holds. */
export const MAX_KEPT = 10_000

const SkipSchema = z.object({
  path: z.string(),
  reason: z.enum(['unreadable', 'not-a-file', 'no-answer', 'link-outside', 'link-to-counted', 'not-a-picture', 'too-large', 'size-unknown']),
  detail: z.string().nullable(),
  folder: z.boolean().optional(),
})
const NotesSchema = z.object({ folder: z.string(), skips: z.array(SkipSchema) })

function fileOf(dataDir: string, folder: string): string {
  return path.join(dataDir, NOTES_DIR, `${createHash('sha256').update(folder).digest('hex').slice(0, 32)}.json`)
}

function isUnder(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep)
}

/** What the last scans of `folder` left out (none when nothing was kept, or it cannot be read). */
export async function readScanNotes(dataDir: string, folder: string): Promise<Skip[]> {
  try {
    const notes = NotesSchema.parse(JSON.parse(await readFile(fileOf(dataDir, folder), 'utf8')))
    return notes.folder === folder ? notes.skips : []
  } catch {
    return []
  }
}

/**
 * Keeps what a scan left out: `skips` replace what was kept for the paths under `scope` (the whole
 * folder, or the part a watcher's report covered), and everything else kept stays.
 */
export async function writeScanNotes(dataDir: string, folder: string, skips: readonly Skip[], scope: readonly string[] = [folder]): Promise<Skip[]> {
  const before = scope.length === 1 && scope[0] === folder ? [] : await readScanNotes(dataDir, folder)
  const kept = before.filter((skip) => !scope.some((dir) => isUnder(skip.path, dir)))
  const all = [...kept, ...skips.filter((skip) => skip.reason !== 'not-a-picture')].slice(0, MAX_KEPT)
  await writeFileAtomically(fileOf(dataDir, folder), Buffer.from(JSON.stringify({ folder, skips: all })))
  return all
}

/** Forgets the notes of folders no longer added (and any a removed folder left). */
export async function pruneScanNotes(dataDir: string, folders: readonly string[]): Promise<void> {
  const dir = path.join(dataDir, NOTES_DIR)
  const keep = new Set(folders.map((folder) => path.basename(fileOf(dataDir, folder))))
  const names = await readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter((name) => name.endsWith('.json') && !keep.has(name)).map((name) => rm(path.join(dir, name), { force: true })))
}
