// The largest picture Tapestry sets as a wallpaper. A desktop decodes the whole image into memory
// (10,000 × 10,000 took feh 409 MB) and some refuse far smaller ones, while a few megabytes of PNG
// can claim 100,000 × 100,000 pixels: anything beyond these is refused before it is stored. A
// picture whose header does not say its size is refused too: the desktop would decode it whatever
// it is (a JPEG saying 30,000 × 30,000 where no fixed-length look found it took feh 3.5 GB).
import type { PixelSize } from './image-size'

export const MAX_SIDE_PX = 20_000
export const MAX_PIXELS = 150_000_000

const format = (n: number) => n.toLocaleString('en-US')

/** The limit in words, for sentences about a picture or an image beyond it. */
export const PIXEL_LIMIT_WORDS = `at most ${format(MAX_SIDE_PX)} on a side and ${MAX_PIXELS / 1_000_000} megapixels`

/** Whether a picture of this size may be a wallpaper. */
export function withinPixelLimit(size: PixelSize): boolean {
  return size.width <= MAX_SIDE_PX && size.height <= MAX_SIDE_PX && size.width * size.height <= MAX_PIXELS
}

/** Why a picture of this size (null: not said in its header) is refused, or null when it is fine. */
export function sizeRefusal(size: PixelSize | null): string | null {
  if (size === null) return 'does not say its size in pixels where its format keeps it, so it cannot be checked against the largest a wallpaper can be'
  if (withinPixelLimit(size)) return null
  return `is ${format(size.width)} × ${format(size.height)} pixels, more than a wallpaper can be (${PIXEL_LIMIT_WORDS})`
}
