// A person's own image file for `tapestry set --file`: it must exist and really be an image (by its
// first bytes), and it is set by its absolute path where it is, since it is theirs to keep.
import { open } from 'node:fs/promises'
import { resolve } from 'node:path'
import { ValidationError } from '../../shared/errors'
import { SNIFF_BYTES, sniffImage } from './downloads/image-format'

export async function checkLocalImage(file: string, cwd: string): Promise<string> {
  const path = resolve(cwd, file)
  let head: Uint8Array
  try {
    const handle = await open(path, 'r')
    try {
      const buffer = new Uint8Array(SNIFF_BYTES)
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0)
      head = buffer.subarray(0, bytesRead)
    } finally {
      await handle.close()
    }
  } catch {
    throw new ValidationError([{ field: 'file', message: `cannot read ${file}` }])
  }
  const kind = sniffImage(head)
  if (kind === 'html' || kind === 'other') throw new ValidationError([{ field: 'file', message: 'is not a JPEG, PNG, WebP or GIF image' }])
  return path
}
