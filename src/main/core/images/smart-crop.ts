// "Smart fill": where a picture's shape differs from its display's, crop around what matters in it
// rather than at its centre. smartcrop (jwagner/smartcrop.js) scores a small copy of the picture for
// detail (edges), skin tones and saturation and slides the largest crop of the display's shape to
// where the score is highest (favouring the thirds); sharp (libvips) decodes the picture once, at the
// size the crop is wanted, and makes the small copy and the crop from that. There is no face detector here: faces
// count through their skin tones and detail. smartcrop-sharp, the adapter, is not used: it asks for
// sharp 0.32 and npm refuses it beside the sharp 0.35 Tapestry ships, and it is a dozen lines.
import type { Sharp } from 'sharp'
import { loadSharp } from './load-sharp'
import { writeFileAtomically } from './write-file-atomically'

/** A rectangle of the picture as it is seen (EXIF orientation applied), in its pixels. */
export interface CropRegion {
  left: number
  top: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

/** The largest picture sharp is allowed to open (as for composed images): 16383 × 16383. */
const PIXEL_LIMIT = 268_402_689
const JPEG_QUALITY = 90

interface Analysed {
  width: number
  height: number
}

interface SmartcropModule {
  crop(image: unknown, options: Record<string, unknown>): Promise<{ topCrop: { x: number; y: number; width: number; height: number } }>
  ImgData: new (width: number, height: number, data: Uint8Array) => unknown
}


/** The picture's size as it is seen: width and height swapped by a quarter-turn EXIF orientation. */
export async function uprightSize(file: string): Promise<Size> {
  const sharp = await loadSharp()
  const meta = await sharp(file, { limitInputPixels: PIXEL_LIMIT }).metadata()
  const { width, height } = meta.autoOrient ?? meta
  if (!width || !height) throw new Error(`The picture ${file} has no size.`)
  return { width, height }
}

/** Whether the shapes differ enough that filling would cut something off (a pixel's rounding does not count). */
export function needsCrop(picture: Size, display: Size): boolean {
  return Math.abs(picture.width / picture.height - display.width / display.height) > 0.01 * (display.width / display.height)
}

/**
 * The picture cut to `target`'s shape where it matters most, scaled to `target`. The picture is
 * decoded once, already scaled so the largest crop of that shape is `target` (libvips shrinks a JPEG
 * while decoding it); smartcrop looks at a small copy of that, and the crop is cut from it. `region`
 * says where the crop lies in the picture, in its own pixels.
 */
export async function smartCrop(file: string, target: Size): Promise<{ image: Sharp; region: CropRegion }> {
  const sharp = await loadSharp()
  const smartcrop = (await import('smartcrop')).default as unknown as SmartcropModule
  const size = await uprightSize(file)
  // The largest crop of the target's shape is as wide or as tall as the picture: scaled to the target, that side fits exactly.
  const factor = Math.max(target.width / size.width, target.height / size.height)
  const scaled = { width: Math.max(target.width, Math.round(size.width * factor)), height: Math.max(target.height, Math.round(size.height * factor)) }
  const { data, info } = await sharp(file, { limitInputPixels: PIXEL_LIMIT }).autoOrient().resize(scaled.width, scaled.height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const imageOperations = {
    open: async (): Promise<Analysed> => ({ width: info.width, height: info.height }),
    // smartcrop asks for a copy about 256 pixels on its short side; it is only made in getData.
    resample: async (_image: Analysed, width: number, height: number): Promise<Analysed> => ({ width: Math.max(1, Math.floor(width)), height: Math.max(1, Math.floor(height)) }),
    getData: async (image: Analysed) => {
      const small = await sharp(data, raw).resize(image.width, image.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer()
      return new smartcrop.ImgData(image.width, image.height, small)
    },
  }
  const { topCrop } = await smartcrop.crop(file, { width: target.width, height: target.height, minScale: 1, imageOperations })
  const left = Math.min(Math.max(0, topCrop.x), info.width - target.width)
  const top = Math.min(Math.max(0, topCrop.y), info.height - target.height)
  return {
    image: sharp(data, raw).extract({ left, top, width: target.width, height: target.height }),
    region: { left: Math.round(left / factor), top: Math.round(top / factor), width: Math.round(target.width / factor), height: Math.round(target.height / factor) },
  }
}

/** Writes the picture smartly cropped to `target` as a JPEG at `destination` (atomically); answers its size in bytes. */
export async function writeSmartCrop(file: string, target: Size, destination: string): Promise<number> {
  const bytes = await (await smartCrop(file, target)).image.jpeg({ quality: JPEG_QUALITY }).toBuffer()
  await writeFileAtomically(destination, bytes)
  return bytes.length
}
