import { z } from 'zod'
import { parseOrThrow } from '../../shared/validation'
import { wholeNumber } from './fields'

const pixels = wholeNumber(1)

/**
 * How to size an image: `cover` fills exactly width × height, cropping where the picture is most
 * detailed; `max` keeps the ratio within width (and height, when given) and never upscales.
 */
export const UnsplashSizingSchema = z.discriminatedUnion('fit', [
  z.object({ fit: z.literal('cover'), width: pixels, height: pixels }),
  z.object({ fit: z.literal('max'), width: pixels, height: pixels.optional() }),
])
export type UnsplashSizing = z.input<typeof UnsplashSizingSchema>

// Replaced rather than added to: `auto=format` could turn the file into AVIF or WebP, which many
// wallpaper setters can't read, and `dpr` would multiply the size (docs/apis.md, Unsplash "Sizing images").
const SIZING_KEYS = ['w', 'h', 'fit', 'crop', 'q', 'fm', 'auto', 'dpr']

/**
 * An imgix-sized JPEG URL of an Unsplash image, normally `urls.raw`. Every other parameter,
 * `ixid` above all, is kept.
 */
export function unsplashSizedUrl(rawUrl: string, sizing: UnsplashSizing): string {
  const size = parseOrThrow(UnsplashSizingSchema, sizing)
  const url = new URL(rawUrl)
  for (const key of SIZING_KEYS) url.searchParams.delete(key)
  url.searchParams.append('w', String(size.width))
  if (size.height !== undefined) url.searchParams.append('h', String(size.height))
  if (size.fit === 'cover') {
    url.searchParams.append('fit', 'crop')
    url.searchParams.append('crop', 'entropy')
  } else {
    url.searchParams.append('fit', 'max')
  }
  url.searchParams.append('q', '85')
  url.searchParams.append('fm', 'jpg')
  return url.href
}
