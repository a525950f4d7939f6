// Where each display's picture goes in one image spanning every display, for desktops that show
// one picture on all of them (GNOME, Cinnamon, MATE, Budgie, Windows) in their "spanned" mode: the
// desktop stretches the image over the bounding box of its displays as laid out, so the image is
// drawn on that box. Positions and sizes are in device-independent units (Electron's bounds, the
// layout the person arranged); the image is drawn at the largest scale factor, so every display's
// part has at least as many pixels as the display.
import type { PlatformDisplay } from './platform-display'

export interface SpanPart {
  /** The display's id in the layout (the desktop's name for it). */
  display: string
  /** The part's rectangle in the spanning image, in its pixels. */
  left: number
  top: number
  width: number
  height: number
}

export interface SpanLayout {
  width: number
  height: number
  parts: SpanPart[]
}

export interface LaidOutDisplay {
  display: string
  bounds: PlatformDisplay['bounds']
  scaleFactor: number
  /** The primary display's picture stands for the whole image (the lock screen, the after-change command). */
  primary?: boolean
}

/** The largest side a spanning image may have: beyond this the desktops' own limits (and the library's) refuse it. */
export const MAX_SPAN_SIDE = 20_000

export function spanLayout(displays: readonly LaidOutDisplay[]): SpanLayout {
  if (displays.length === 0) throw new Error('A spanning image needs at least one display.')
  const left = Math.min(...displays.map((d) => d.bounds.x))
  const top = Math.min(...displays.map((d) => d.bounds.y))
  const right = Math.max(...displays.map((d) => d.bounds.x + d.bounds.width))
  const bottom = Math.max(...displays.map((d) => d.bounds.y + d.bounds.height))
  const wanted = Math.max(...displays.map((d) => d.scaleFactor))
  // Never past the largest side a picture may have: a wall of 8K displays is drawn a little smaller.
  const scale = Math.min(wanted, MAX_SPAN_SIDE / (right - left), MAX_SPAN_SIDE / (bottom - top))
  const px = (value: number) => Math.round(value * scale)
  return {
    width: px(right - left),
    height: px(bottom - top),
    parts: displays.map((d) => {
      // Edges rounded on their own, so neighbouring parts meet with no gap and no overlap.
      const x0 = px(d.bounds.x - left)
      const y0 = px(d.bounds.y - top)
      return { display: d.display, left: x0, top: y0, width: px(d.bounds.x + d.bounds.width - left) - x0, height: px(d.bounds.y + d.bounds.height - top) - y0 }
    }),
  }
}
