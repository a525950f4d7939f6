// The largest picture Tapestry sets as a wallpaper. A desktop decodes the whole image into memory
// (10,000 × 10,000 took feh 409 MB) and some refuse far smaller ones, while a few megabytes of PNG
// can claim 100,000 × 100,000 pixels: anything beyond these is refused before it is stored.
import type { PixelSize } from './image-size'

export const MAX_SIDE_PX = 20_000
export const MAX_PIXELS = 150_000_000

/** Why a picture of this size is refused, or null when it is fine (or its size is unknown). */
export function oversizeReason(size: PixelSize | null): string | null {
  if (size === null) return null
  if (size.width <= MAX_SIDE_PX && size.height <= MAX_SIDE_PX && size.width * size.height <= MAX_PIXELS) return null
  const format = (n: number) => n.toLocaleString('en-US')
  return `is ${format(size.width)} × ${format(size.height)} pixels, more than a wallpaper can be (at most ${format(MAX_SIDE_PX)} on a side and ${MAX_PIXELS / 1_000_000} megapixels)`
}
