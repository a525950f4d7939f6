// A camera keeps a portrait photo's pixels sideways and says so in the EXIF Orientation tag; image
// viewers, desktops and sharp's thumbnails turn it upright. The index records the upright size, so
// the grid lays the thumbnail out at the shape it has and rotation's orientation filter is right.

const ORIENTATION_TAG = 0x0112

/** The EXIF orientation (1–8) in a JPEG's first bytes, or 1 (as stored) when it says none. */
export function jpegOrientation(head: Buffer): number {
  try {
    let offset = 2
    while (offset + 4 <= head.length && head[offset] === 0xff) {
      const marker = head[offset + 1] as number
      // Start of scan or of frame: EXIF comes before either.
      if (marker === 0xda || (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)) return 1
      const length = head.readUInt16BE(offset + 2)
      if (marker === 0xe1 && head.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') return tiffOrientation(head, offset + 10)
      offset += 2 + length
    }
  } catch {
    // A header cut short: as stored.
  }
  return 1
}

function tiffOrientation(head: Buffer, tiff: number): number {
  const little = head.toString('latin1', tiff, tiff + 2) === 'II'
  const u16 = (at: number) => (little ? head.readUInt16LE(at) : head.readUInt16BE(at))
  const u32 = (at: number) => (little ? head.readUInt32LE(at) : head.readUInt32BE(at))
  const ifd = tiff + u32(tiff + 4)
  const entries = u16(ifd)
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8)
      return value >= 1 && value <= 8 ? value : 1
    }
  }
  return 1
}

/** Orientations 5–8 turn the picture a quarter: its upright width is its stored height. */
export function isQuarterTurn(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8
}
