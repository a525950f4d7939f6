// A person's own image file for `tapestry set --file`: it must be a regular file (a FIFO or a
// device would never end; checked on the open file, so one swapped in after a look cannot hang the
// command), really be an image (by its first bytes), and say a size no larger than a wallpaper can
// be; it is set by its absolute path where it is, since it is theirs to keep.
import { resolve } from 'node:path'
import { ValidationError } from '../../../shared/errors'
import { readPictureFacts, type PictureFacts } from '../downloads/picture-size'
import { sizeRefusal } from '../downloads/pixel-limit'
import { openRegularFile, type RegularFile } from '../downloads/regular-file'

export async function checkLocalImage(file: string, cwd: string): Promise<string> {
  const path = resolve(cwd, file)
  const refuse = (message: string) => new ValidationError([{ field: 'file', message }])
  let opened: RegularFile
  try {
    opened = await openRegularFile(path)
  } catch (error) {
    throw refuse((error as NodeJS.ErrnoException).code === 'ENOTREG' ? 'is not a regular file' : 'cannot be read')
  }
  let facts: PictureFacts
  try {
    facts = await readPictureFacts(opened)
  } catch {
    throw refuse('cannot be read')
  } finally {
    await opened.close().catch(() => undefined)
  }
  if (facts.kind === 'html' || facts.kind === 'other') throw refuse('is not a JPEG, PNG, WebP or GIF image')
  // The file is named when its size is unknown: nothing about it says which of the person's files it is.
  const refusal = sizeRefusal(facts.size)
  if (refusal !== null) throw refuse(facts.size === null ? `${path} ${refusal}` : refusal)
  return path
}
