// A drawing (SVG) from Commons is downloaded as the PNG Commons renders of it, at the smallest of
// Wikimedia's standard thumbnail widths that covers the display: sharp on that screen, no larger
// than it needs, and a width Commons keeps rendered (it limits renders at other widths). A card
// carries the 3840-wide rendering until a display is known.
import type { MediaItem } from '../../shared/media'
import type { SizedDownload } from '../definition'

/** Wikimedia's standard thumbnail steps (https://www.mediawiki.org/wiki/Common_thumbnail_sizes). */
export const STANDARD_WIDTHS = [250, 330, 500, 960, 1280, 1920, 3840] as const

/** `/thumb/a/ab/Name.svg/3840px-Name.svg.png`: a rendering of a drawing, at a width. */
const RENDERED_SVG = /\/thumb\/([0-9a-f])\/([0-9a-f]{2})\/([^/]+\.svg)\/(\d+)px-\3\.png$/i

export function renderedAtDisplaySize(item: MediaItem, target: { width: number; height: number; fit: 'cover' | 'max' } | undefined): SizedDownload | null {
  if (target === undefined || !RENDERED_SVG.test(item.fullUrl) || item.width <= 0 || item.height <= 0) return null
  // Cover: as wide as the display, and tall enough for it at the drawing's shape; max: the whole drawing inside it.
  const byHeight = Math.ceil((target.height * item.width) / item.height)
  const needed = target.fit === 'cover' ? Math.max(target.width, byHeight) : Math.min(target.width, byHeight)
  const width = STANDARD_WIDTHS.find((step) => step >= needed) ?? STANDARD_WIDTHS[STANDARD_WIDTHS.length - 1]
  return { url: item.fullUrl.replace(/\/(\d+)px-([^/]+)$/, `/${width}px-$2`), variant: `${width}w` }
}
