// A download killed half way (crash, power cut, SIGKILL) leaves its hidden temporary file behind;
// nothing else ever ends in .part in the library folder, so start-up removes them all.
import { readdir, rm } from 'node:fs/promises'
import { TEMP_SUFFIX, resolveInside } from './file-name'
import { toFilesystemError } from '../filesystem-error'

/**
 * Removes every `*.part` file directly in `libraryDir` and returns how many there were. Call it at
 * start-up, before any download of this process begins. A missing folder has nothing to clean.
 */
export async function cleanLeftovers(libraryDir: string): Promise<number> {
  let names: string[]
  try {
    names = await readdir(libraryDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw toFilesystemError(error, 'read the library folder')
  }
  let removed = 0
  for (const name of names) {
    if (!name.endsWith(TEMP_SUFFIX)) continue
    try {
      await rm(resolveInside(libraryDir, name), { force: true })
      removed += 1
    } catch (error) {
      throw toFilesystemError(error, 'remove an unfinished download')
    }
  }
  return removed
}
