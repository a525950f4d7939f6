// Pixel size read from an image's header, so the library records the size of the file it holds
// (an Unsplash download is resized for the screen) rather than the size the source reported. PNG,
// GIF and WebP say it in their first 30 bytes; a JPEG after its other header segments, however long
// they run (jpeg-size.ts walks them, from a stream or from a file).
import type { ImageFormat } from './image-format'
import { jpegSizeOf } from './jpeg-size'

export interface PixelSize {
  width: number
  height: number
}

function positive(width: number, height: number): PixelSize | null {
  return width > 0 && height > 0 ? { width, height } : null
}

function webpSize(head: Buffer): PixelSize | null {
  if (head.length < 30) return null
  const chunk = head.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return positive(1 + head.readUIntLE(24, 3), 1 + head.readUIntLE(27, 3))
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21)
    return positive(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff))
  }
  if (chunk === 'VP8 ') return positive(head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff)
  return null
}

/** The pixel size from the first bytes of a file of a known format, or null when they do not say it. */
export function readImageSize(format: ImageFormat, head: Buffer): PixelSize | null {
  try {
    switch (format) {
      case 'png':
        return head.length >= 24 ? positive(head.readUInt32BE(16), head.readUInt32BE(20)) : null
      case 'gif':
        return head.length >= 10 ? positive(head.readUInt16LE(6), head.readUInt16LE(8)) : null
      case 'webp':
        return webpSize(head)
      case 'jpeg':
        return jpegSizeOf(head)
    }
  } catch {
    // A header cut short reads past the end: the size is simply unknown.
    return null
  }
}
