// What a downloaded video really is, decided by its first bytes as pictures are (image-format.ts):
// an MP4 or QuickTime file starts with an `ftyp` box, a WebM or Matroska file with the EBML
// header. A host that answers a video URL with an HTML page or a JPEG is refused. HEIF and AVIF
// pictures start with an `ftyp` box too; their brands are not videos, so they are refused here.
import type { VideoFormat } from '../../../shared/library'
import type { RegularFile } from './regular-file'

export { VideoFormatSchema, type VideoFormat } from '../../../shared/library'

export const VIDEO_EXTENSIONS: Readonly<Record<VideoFormat, string>> = Object.freeze({
  mp4: 'mp4',
  mov: 'mov',
  webm: 'webm',
  mkv: 'mkv',
})

/** Enough for the `ftyp` box's major brand, and for the DocType early in an EBML header. */
export const VIDEO_SNIFF_BYTES = 64

const EBML = [0x1a, 0x45, 0xdf, 0xa3]
/** Still-picture brands (HEIF, AVIF): an `ftyp` box, but not a video. */
const PICTURE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'avio'])

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, to))
}

/** The video format of a file from its first bytes, or null when it is not a video Tapestry keeps. */
export function sniffVideo(head: Uint8Array): VideoFormat | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12)
    if (PICTURE_BRANDS.has(brand)) return null
    return brand === 'qt  ' ? 'mov' : 'mp4'
  }
  if (head.length >= 4 && EBML.every((byte, index) => head[index] === byte)) {
    // The DocType says which: "webm", or "matroska" for any other Matroska file.
    return ascii(head, 0, Math.min(head.length, VIDEO_SNIFF_BYTES)).includes('webm') ? 'webm' : 'mkv'
  }
  return null
}

/** What a video file on disk is, from its first bytes; throws what the read throws. */
export async function readVideoFormat(file: RegularFile): Promise<VideoFormat | null> {
  const head = await file.read(0, Math.min(file.stats.size, VIDEO_SNIFF_BYTES))
  return sniffVideo(head)
}
