// The last few changes of wallpaper begun on this data folder: which process began each, when, and
// with which pictures. Changes run one at a time (exclusive-sets.ts), but a lock can be lost to a
// stall; then a read-back may show a picture another Tapestry began setting after this one began.
// That set replaced ours: ours happened, and is not reported as refused.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { sameFile } from './verify'

const EntrySchema = z.object({ pid: z.number().int(), startedAt: z.number(), files: z.array(z.string()) })
const JournalSchema = z.array(EntrySchema)
export type SetStarted = z.infer<typeof EntrySchema>

/** Enough to cover every change that could overlap one. */
const KEPT = 16

const journalPath = (stateDir: string) => join(stateDir, 'wallpaper-sets.json')

async function readJournal(stateDir: string): Promise<SetStarted[]> {
  try {
    const parsed = JournalSchema.safeParse(JSON.parse(await readFile(journalPath(stateDir), 'utf8')))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Notes a change as begun; a journal that cannot be written only loses this safety net, never the change. */
export async function noteSetStarted(stateDir: string, entry: SetStarted): Promise<void> {
  try {
    await mkdir(stateDir, { recursive: true })
    const journal = [...(await readJournal(stateDir)), entry].slice(-KEPT)
    const temporary = `${journalPath(stateDir)}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify(journal))
    await rename(temporary, journalPath(stateDir))
  } catch {
    // A read-only data folder: the change goes ahead.
  }
}

/** Whether every picture `shown` was begun by another process after `since`. */
export async function setLaterByAnother(stateDir: string, since: number, shown: readonly string[]): Promise<boolean> {
  if (shown.length === 0) return false
  const later = (await readJournal(stateDir)).filter((entry) => entry.pid !== process.pid && entry.startedAt > since)
  for (const file of shown) {
    let found = false
    for (const entry of later) for (const set of entry.files) if (await sameFile(set, file)) found = true
    if (!found) return false
  }
  return true
}
