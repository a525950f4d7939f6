// What a picture file on disk is and how many pixels it has, from its own bytes: the format from
// its first bytes, the size from its header — for a JPEG wherever its frame header lies, reached by
// seeking from segment to segment (a few small reads, however long the segments before it are).
import { SNIFF_BYTES, sniffImage, type Sniffed } from './image-format'
import { readImageSize, type PixelSize } from './image-size'
import { JpegSizeReader } from './jpeg-size'
import type { RegularFile } from './regular-file'

/** The first read: every format's size but a JPEG's with long segments is in it. */
const FIRST_READ_BYTES = 16 * 1024
/** Each further read of a JPEG: a marker's header, and often the few short segments after it. */
const STEP_BYTES = 4 * 1024

export interface PictureFacts {
  /** The format by the first bytes ('html' or 'other' when it is not a picture). */
  kind: Sniffed
  /** The size in pixels, or null when the header does not say it (or it is not a picture). */
  size: PixelSize | null
  /** The first bytes (for the EXIF orientation). */
  head: Buffer
}

/** Reads `file` far enough to say what it is and its size; throws what the reads throw. */
export async function readPictureFacts(file: RegularFile): Promise<PictureFacts> {
  const bytes = file.stats.size
  const head = await file.read(0, Math.min(bytes, FIRST_READ_BYTES))
  const kind = sniffImage(head.subarray(0, SNIFF_BYTES))
  if (kind === 'html' || kind === 'other') return { kind, size: null, head }
  if (kind !== 'jpeg') return { kind, size: readImageSize(kind, head), head }
  const reader = new JpegSizeReader()
  reader.feed(0, head)
  while (!reader.done && reader.wants < bytes) {
    const at = reader.wants
    const chunk = await file.read(at, Math.min(STEP_BYTES, bytes - at))
    if (chunk.length === 0) break
    reader.feed(at, chunk)
  }
  reader.end()
  return { kind, size: reader.size, head }
}
