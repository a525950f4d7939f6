// A person's own image file for `tapestry set --file`: it must be a regular file (a FIFO or a
// device would never end), really be an image (by its first bytes), and not be larger than a
// wallpaper can be; it is set by its absolute path where it is, since it is theirs to keep.
import { open, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { ValidationError } from '../../shared/errors'
import { SNIFF_BYTES, sniffImage } from './downloads/image-format'
import { SIZE_HEAD_BYTES, readImageSize } from './downloads/image-size'
import { oversizeReason } from './downloads/pixel-limit'

export async function checkLocalImage(file: string, cwd: string): Promise<string> {
  const path = resolve(cwd, file)
  const refuse = (message: string) => new ValidationError([{ field: 'file', message }])
  try {
    if (!(await stat(path)).isFile()) throw refuse('is not a regular file')
  } catch (error) {
    if (error instanceof ValidationError) throw error
    throw refuse(`cannot be read`)
  }
  let head: Buffer
  try {
    const handle = await open(path, 'r')
    try {
      const buffer = Buffer.alloc(SIZE_HEAD_BYTES)
      const { bytesRead } = await handle.read(buffer, 0, SIZE_HEAD_BYTES, 0)
      head = buffer.subarray(0, bytesRead)
    } finally {
      await handle.close()
    }
  } catch {
    throw refuse('cannot be read')
  }
  const kind = sniffImage(head.subarray(0, SNIFF_BYTES))
  if (kind === 'html' || kind === 'other') throw refuse('is not a JPEG, PNG, WebP or GIF image')
  const oversize = oversizeReason(readImageSize(kind, head))
  if (oversize !== null) throw refuse(oversize)
  return path
}
