// One image spanning every display, made of each display's own picture: each picture is scaled to
// cover its display's part of the layout — cropped around what matters in it (smart fill), or at its
// centre as "fill" does — and the gaps of a layout that is not a rectangle are black. Drawn by sharp
// (libvips) and written atomically (write-file-atomically.ts).
import type { SpanLayout } from '../displays/span-layout'
import { loadSharp } from './load-sharp'
import { smartCrop } from './smart-crop'
import { writeFileAtomically } from './write-file-atomically'

export interface SpanPicture {
  display: string
  /** The picture's file (in the library, or where a local picture lies). */
  file: string
}

const JPEG_QUALITY = 90

/** How each display's picture is cut to its part: around what matters in it, or at its centre. */
export type SpanCrop = 'smart' | 'centre'

/** Writes the spanning image to `destination` (JPEG) and returns its size in bytes. */
export async function composeSpan(layout: SpanLayout, pictures: readonly SpanPicture[], destination: string, crop: SpanCrop = 'centre'): Promise<number> {
  const sharp = await loadSharp()
  const byDisplay = new Map(pictures.map((picture) => [picture.display, picture.file]))
  const layers = await Promise.all(
    layout.parts.map(async (part) => {
      const file = byDisplay.get(part.display)
      if (!file) throw new Error(`No picture for display ${part.display}.`)
      const target = { width: part.width, height: part.height }
      const picture = crop === 'smart' ? (await smartCrop(file, target)).image : sharp(file, { limitInputPixels: 268_402_689 }).rotate().resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true })
      return { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, left: part.left, top: part.top }
    }),
  )
  const image = await sharp({ create: { width: layout.width, height: layout.height, channels: 3, background: '#000000' } })
    .composite(layers)
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
  await writeFileAtomically(destination, image)
  return image.length
}
