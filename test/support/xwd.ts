// A small reader for `xwd` dumps (X Window Dump, file version 7), enough to sample the root window's
// pixels in true-colour visuals: the header is big-endian CARD32s, the pixels in the server's order.

export interface XwdImage {
  width: number
  height: number
  /** [r, g, b], 8 bits each, at (x, y). */
  pixel(x: number, y: number): [number, number, number]
}

const HEADER_FIELDS = [
  'headerSize',
  'fileVersion',
  'pixmapFormat',
  'pixmapDepth',
  'pixmapWidth',
  'pixmapHeight',
  'xOffset',
  'byteOrder',
  'bitmapUnit',
  'bitmapBitOrder',
  'bitmapPad',
  'bitsPerPixel',
  'bytesPerLine',
  'visualClass',
  'redMask',
  'greenMask',
  'blueMask',
  'bitsPerRgb',
  'colormapEntries',
  'ncolors',
] as const

type Header = Record<(typeof HEADER_FIELDS)[number], number>

const ZPIXMAP = 2
const XWD_COLOR_BYTES = 12
const TRUE_COLOR = 4
const DIRECT_COLOR = 5

function channel(value: number, mask: number): number {
  if (mask === 0) return 0
  let shift = 0
  while (((mask >>> shift) & 1) === 0) shift++
  const bits = Math.round(Math.log2((mask >>> shift) + 1))
  const raw = (value & mask) >>> shift
  return bits === 8 ? raw : Math.round((raw * 255) / ((1 << bits) - 1))
}

export function readXwd(data: Buffer): XwdImage {
  if (data.length < HEADER_FIELDS.length * 4) throw new Error('not an XWD file: too short')
  const header = Object.fromEntries(HEADER_FIELDS.map((field, index) => [field, data.readUInt32BE(index * 4)])) as Header
  if (header.fileVersion !== 7) throw new Error(`not an XWD version 7 file (version ${header.fileVersion})`)
  if (header.pixmapFormat !== ZPIXMAP) throw new Error(`unsupported XWD pixmap format ${header.pixmapFormat}`)
  if (header.visualClass !== TRUE_COLOR && header.visualClass !== DIRECT_COLOR) throw new Error(`unsupported visual class ${header.visualClass}`)
  const bytesPerPixel = header.bitsPerPixel / 8
  if (![2, 3, 4].includes(bytesPerPixel)) throw new Error(`unsupported ${header.bitsPerPixel} bits per pixel`)
  const pixelsStart = header.headerSize + header.ncolors * XWD_COLOR_BYTES
  const needed = pixelsStart + header.bytesPerLine * header.pixmapHeight
  if (data.length < needed) throw new Error(`XWD file truncated: ${data.length} of ${needed} bytes`)
  const littleEndian = header.byteOrder === 0

  return {
    width: header.pixmapWidth,
    height: header.pixmapHeight,
    pixel(x, y) {
      if (x < 0 || y < 0 || x >= header.pixmapWidth || y >= header.pixmapHeight) throw new RangeError(`(${x}, ${y}) is outside the image`)
      const offset = pixelsStart + y * header.bytesPerLine + x * bytesPerPixel
      const value = littleEndian ? data.readUIntLE(offset, bytesPerPixel) : data.readUIntBE(offset, bytesPerPixel)
      return [channel(value, header.redMask), channel(value, header.greenMask), channel(value, header.blueMask)]
    },
  }
}
