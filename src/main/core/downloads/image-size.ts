// Pixel size read from an image's header, so the library records the size of the file it holds
// (an Unsplash download is resized for the screen) rather than the size the source reported.
import type { ImageFormat } from './image-format'

export interface PixelSize {
  width: number
  height: number
}

/** How much of a file to keep for readImageSize: JPEG headers with big EXIF/ICC blocks run long. */
export const SIZE_HEAD_BYTES = 256 * 1024

function positive(width: number, height: number): PixelSize | null {
  return width > 0 && height > 0 ? { width, height } : null
}

function jpegSize(head: Buffer): PixelSize | null {
  let offset = 2
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return null
    const marker = head[offset + 1] ?? 0
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    // Markers without a length: TEM, RST0–7, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      offset += 2
      continue
    }
    const length = head.readUInt16BE(offset + 2)
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return positive(head.readUInt16BE(offset + 7), head.readUInt16BE(offset + 5))
    }
    offset += 2 + length
  }
  return null
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

/** The pixel size from the first bytes of a file of a known format, or null when it is not there. */
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
        return jpegSize(head)
    }
  } catch {
    // A header cut short reads past the end: the size is simply unknown.
    return null
  }
}
