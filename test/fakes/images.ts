// Real image bytes for tests: PNGs made with zlib, JPEGs with jpeg-js. Four vertical colour bands
// make the pixels checkable (the X11 wallpaper test reads the root window back and compares them);
// the image host serves them where a URL names no picture (the sources' fakes link drawn pictures,
// drawn-images.ts).
import { crc32, deflateSync } from 'node:zlib'
import jpeg from 'jpeg-js'

export const BANDS: readonly (readonly [number, number, number])[] = [
  [220, 40, 40],
  [40, 180, 60],
  [40, 80, 220],
  [240, 200, 40],
]

/** The band colour at column x of an image `width` wide. */
export function bandAt(x: number, width: number): readonly [number, number, number] {
  return BANDS[Math.min(BANDS.length - 1, Math.floor((x * BANDS.length) / width))] as readonly [number, number, number]
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour RGB
  const row = Buffer.alloc(1 + width * 3) // filter byte 0, then RGB
  for (let x = 0; x < width; x++) {
    const [r, g, b] = bandAt(x, width)
    row[1 + x * 3] = r
    row[2 + x * 3] = g
    row[3 + x * 3] = b
  }
  const raw = Buffer.alloc(row.length * height)
  for (let y = 0; y < height; y++) row.copy(raw, y * row.length)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export function makeJpeg(width: number, height: number, quality = 85): Buffer {
  const data = Buffer.alloc(width * height * 4)
  for (let x = 0; x < width; x++) {
    const [r, g, b] = bandAt(x, width)
    for (let y = 0; y < height; y++) {
      const offset = (y * width + x) * 4
      data[offset] = r
      data[offset + 1] = g
      data[offset + 2] = b
      data[offset + 3] = 255
    }
  }
  return jpeg.encode({ data, width, height }, quality).data
}

const cache = new Map<string, Buffer>()

/** Cached so a fake can serve the same generated image many times cheaply. */
export function imageBytes(format: 'png' | 'jpg', width: number, height: number): Buffer {
  const key = `${format}:${width}x${height}`
  let bytes = cache.get(key)
  if (!bytes) {
    bytes = format === 'png' ? makePng(width, height) : makeJpeg(width, height)
    cache.set(key, bytes)
  }
  return bytes
}
