// A download killed half way (crash, power cut, SIGKILL) leaves its hidden temporary file behind.
// Several processes share the library folder (the app, `tapestry next` from cron…), so a start
// removes only the temporary files of writers that are gone: each name carries its writer's
// process id. A file whose writer seems alive but has not grown for a long time is taken as left
// over too (the id was reused by another process).
import { readdir, rm, stat } from 'node:fs/promises'
import { toFilesystemError } from '../errors/filesystem-error'
import { said } from '../i18n/sentence'
import { isProcessAlive } from '../system/process-alive'
import { TEMP_SUFFIX, resolveInside, tempFileWriter } from './file-name'

/** Longer than any download stalls without a byte (downloads time out well before). */
export const STALE_PART_MS = 60 * 60_000

/**
 * Removes the `*.part` files directly in `libraryDir` that no live process is writing, and returns
 * how many there were. A missing folder has nothing to clean.
 */
export async function cleanLeftovers(libraryDir: string, now: () => number = Date.now): Promise<number> {
  let names: string[]
  try {
    names = await readdir(libraryDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw toFilesystemError(error, said('core.file.doing.readLibraryFolder'))
  }
  let removed = 0
  for (const name of names) {
    if (!name.endsWith(TEMP_SUFFIX)) continue
    const path = resolveInside(libraryDir, name)
    const writer = tempFileWriter(name)
    if (writer !== null && writer !== process.pid && isProcessAlive(writer)) {
      try {
        if (now() - (await stat(path)).mtimeMs < STALE_PART_MS) continue
      } catch {
        continue
      }
    }
    if (writer === process.pid) continue
    try {
      await rm(path, { force: true })
      removed += 1
    } catch (error) {
      throw toFilesystemError(error, said('core.file.doing.removeUnfinished'))
    }
  }
  return removed
}
