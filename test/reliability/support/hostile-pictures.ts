// Pictures made to get past a size check, built from a real JPEG: its frame header (the size) pushed
// past the first 256 KB by segments a JPEG may carry (an ICC profile comes in pieces of up to 64 KB),
// or left out so that no size can be read at all.
import sharp from 'sharp'

/** A real baseline JPEG of this size. */
export async function realJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg({ quality: 80 }).toBuffer()
}

/** The JPEG's segments after SOI, each with its offset, up to the image data (SOS). */
function segments(jpeg: Buffer): { marker: number; at: number; end: number }[] {
  const found: { marker: number; at: number; end: number }[] = []
  let at = 2
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] as number
    const end = at + 2 + jpeg.readUInt16BE(at + 2)
    found.push({ marker, at, end })
    if (marker === 0xda) break
    at = end
  }
  return found
}

/** `count` APP2 segments of the largest length a segment can have (65,537 bytes each with its marker). */
function padding(count: number): Buffer {
  const one = Buffer.alloc(65_537)
  one.writeUInt16BE(0xffe2, 0)
  one.writeUInt16BE(0xffff, 2)
  one.write('ICC_PROFILE\0', 4, 'latin1')
  return Buffer.concat(Array.from({ length: count }, () => one))
}

/**
 * The file: 328 KB whose frame header, past 256 KB, claims `width` × `height` (30,000 ×
 * 30,000: feh took 7.5 s and 3.5 GB to decode it) over the pixels of a 64 × 48 picture.
 */
export async function jpegWithLateSize(width = 30_000, height = 30_000): Promise<Buffer> {
  const jpeg = Buffer.from(await realJpeg())
  const frame = segments(jpeg).find((segment) => segment.marker === 0xc0)
  if (!frame) throw new Error('sharp wrote no baseline frame header')
  jpeg.writeUInt16BE(height, frame.at + 5)
  jpeg.writeUInt16BE(width, frame.at + 7)
  return Buffer.concat([jpeg.subarray(0, 2), padding(5), jpeg.subarray(2)])
}

/** A JPEG with no frame header before its image data: its size cannot be known from it. */
export async function jpegWithoutSize(): Promise<Buffer> {
  const jpeg = await realJpeg()
  const frame = segments(jpeg).find((segment) => segment.marker === 0xc0)
  if (!frame) throw new Error('sharp wrote no baseline frame header')
  return Buffer.concat([jpeg.subarray(0, frame.at), jpeg.subarray(frame.end)])
}
