// The image host's pictures of an image id (scene-svg.ts), rendered and encoded by sharp: a
// thumbnail in a few milliseconds, a 4K original in about a tenth of a second. Test suites fetch
// the same thumbnails again and again, so the bytes are kept (the most recent few hundred), and
// requests for a picture still being drawn share the one drawing.
import sharp from 'sharp'
import { sceneSvg } from './scene-svg'

export type DrawnFormat = 'png' | 'jpg'

/** Enough for every card of a few result pages and their previews; the oldest go first. */
const KEPT = 400
const kept = new Map<string, Promise<Buffer>>()

async function draw(key: string, format: DrawnFormat, width: number, height: number): Promise<Buffer> {
  const image = sharp(Buffer.from(sceneSvg(key, width, height)))
  return format === 'png' ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 82 }).toBuffer()
}

/** Picture `key` at `width`×`height` as PNG or JPEG bytes: the same bytes every time. */
export function drawnImage(key: string, format: DrawnFormat, width: number, height: number): Promise<Buffer> {
  const name = `${key}:${format}:${width}x${height}`
  let bytes = kept.get(name)
  if (bytes === undefined) {
    bytes = draw(key, format, width, height)
    // A failed drawing is not kept: the next request draws again.
    bytes.catch(() => kept.delete(name))
    kept.set(name, bytes)
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
  } else {
    // Most recently used last, so the oldest are the ones let go.
    kept.delete(name)
    kept.set(name, bytes)
  }
  return bytes
}
