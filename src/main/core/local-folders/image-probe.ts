// What a file in one of the person's folders is, from its first bytes and never its name: a JPEG,
// PNG, WebP or GIF with its upright size, or something else (skipped). Most headers fit in the
// first 16 KiB; a JPEG whose EXIF block pushes its size further is read again, further.
import { open } from 'node:fs/promises'
import type { ImageFormat } from '../../../shared/library'
import { SNIFF_BYTES, sniffImage } from '../downloads/image-format'
import { SIZE_HEAD_BYTES, readImageSize } from '../downloads/image-size'
import { oversizeReason } from '../downloads/pixel-limit'
import { isQuarterTurn, jpegOrientation } from './exif-orientation'

const FIRST_READ_BYTES = 16 * 1024

export type Probe = { kind: 'image'; format: ImageFormat; width: number; height: number } | { kind: 'skipped'; reason: string }

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.allocUnsafe(bytes)
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Reads `file` (a regular file of `size` bytes) far enough to say what it is. Throws the file
 * system's error when it cannot be read (the scan counts it and tries again next time).
 */
export async function probeImage(file: string, size: number): Promise<Probe> {
  if (size < SNIFF_BYTES) return { kind: 'skipped', reason: 'too small to be a picture' }
  let head = await readHead(file, Math.min(size, FIRST_READ_BYTES))
  const format = sniffImage(head.subarray(0, SNIFF_BYTES))
  if (format === 'html' || format === 'other') return { kind: 'skipped', reason: 'not a JPEG, PNG, WebP or GIF image' }
  let pixels = readImageSize(format, head)
  if (pixels === null && format === 'jpeg' && size > head.length) {
    head = await readHead(file, Math.min(size, SIZE_HEAD_BYTES))
    pixels = readImageSize(format, head)
  }
  if (pixels === null) return { kind: 'skipped', reason: 'its size could not be read' }
  const oversize = oversizeReason(pixels)
  if (oversize !== null) return { kind: 'skipped', reason: oversize }
  const upright = format === 'jpeg' && isQuarterTurn(jpegOrientation(head))
  return { kind: 'image', format, width: upright ? pixels.height : pixels.width, height: upright ? pixels.width : pixels.height }
}
