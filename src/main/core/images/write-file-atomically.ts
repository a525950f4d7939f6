// A picture Tapestry made (a spanning image, a smart crop) goes into the library folder whole or not
// at all: written to a temporary file in the same folder named for its writer (so another process's
// start leaves it alone, see downloads/leftovers.ts), flushed, then renamed into place.
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { resolveInside, tempFileName } from '../downloads/file-name'

export async function writeFileAtomically(destination: string, bytes: Uint8Array): Promise<void> {
  // The library folder may not exist yet: every picture so far was one of the person's own.
  await mkdir(path.dirname(destination), { recursive: true })
  const temporary = resolveInside(path.dirname(destination), tempFileName())
  const handle = await open(temporary, 'wx', 0o644)
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(temporary, { force: true })
    throw error
  }
  await handle.close()
  await rename(temporary, destination)
}
