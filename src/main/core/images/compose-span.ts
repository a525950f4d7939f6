// One image spanning every display, made of each display's own picture: each picture is scaled to
// cover its display's part of the layout (cropped at its centre, as "fill" does), and the gaps of a
// layout that is not a rectangle are black. Drawn by sharp (libvips) and written atomically: a
// temporary file in the same folder named for its writer (so another process's start leaves it
// alone, see downloads/leftovers.ts), flushed, then renamed into place.
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { SpanLayout } from '../displays/span-layout'
import { resolveInside, tempFileName } from '../downloads/file-name'

export interface SpanPicture {
  display: string
  /** The picture's file (in the library, or where a local picture lies). */
  file: string
}

const JPEG_QUALITY = 90

/** Writes the spanning image to `destination` (JPEG) and returns its size in bytes. */
export async function composeSpan(layout: SpanLayout, pictures: readonly SpanPicture[], destination: string): Promise<number> {
  // Loaded when first needed: libvips is large, and most starts (the command line's above all) never draw.
  const { default: sharp } = await import('sharp')
  const byDisplay = new Map(pictures.map((picture) => [picture.display, picture.file]))
  const layers = await Promise.all(
    layout.parts.map(async (part) => {
      const file = byDisplay.get(part.display)
      if (!file) throw new Error(`No picture for display ${part.display}.`)
      const input = await sharp(file, { limitInputPixels: 268_402_689 }).rotate().resize(part.width, part.height, { fit: 'cover', position: 'centre' }).toBuffer()
      return { input, left: part.left, top: part.top }
    }),
  )
  const image = await sharp({ create: { width: layout.width, height: layout.height, channels: 3, background: '#000000' } })
    .composite(layers)
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
  // The library folder may not exist yet: every picture so far was one of the person's own.
  await mkdir(path.dirname(destination), { recursive: true })
  const temporary = resolveInside(path.dirname(destination), tempFileName())
  const handle = await open(temporary, 'wx', 0o644)
  try {
    await handle.writeFile(image)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(temporary, { force: true })
    throw error
  }
  await handle.close()
  await rename(temporary, destination)
  return image.length
}
