// Where each display's picture goes in one image spanning every display, for desktops that show
// one picture on all of them (GNOME, Cinnamon, MATE, Budgie, Windows) in their "spanned" mode: the
// desktop stretches the image over the bounding box of its displays as laid out, so the image is
// drawn on that box. Positions and sizes are in device-independent units (Electron's bounds, the
// layout the person arranged); the image is drawn at the largest scale factor, so every display's
// part has at least as many pixels as the display.
//
// The layout is checked before anything is fetched or drawn: a display with no size (xrandr lists
// a monitor of 0 × 0 or 0 × 1080) made libvips fail with a GLib-CRITICAL line, one far away made
// every part a few pixels (or none), and a 20,000 × 20,000 wall took 40 s and 3.6 GB before sharp
// refused it. Such a layout is refused with one sentence naming the display and the size.
import { WallpaperError } from '../errors/errors'
import { said, sentence, type Said } from '../i18n/sentence'
import { MAX_PIXELS } from '../downloads/pixel-limit'
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
/**
 * The largest side the displays as laid out may span. A wall wider than MAX_SPAN_SIDE is drawn a
 * little smaller; past twice that, each display would get less than half its pixels each way.
 */
export const MAX_LAYOUT_SIDE = 2 * MAX_SPAN_SIDE

// A whole number each language writes its own way (English 1,920, German 1.920), a sentence of
// its own so that a value that is no number at all (a display reporting NaN) can go in as it came.
const number = (value: number): Said | string => (Number.isFinite(value) ? said('core.number', { value: Math.round(value) }) : String(value))

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

function boxOf(displays: readonly LaidOutDisplay[]): Box {
  return {
    left: Math.min(...displays.map((d) => d.bounds.x)),
    top: Math.min(...displays.map((d) => d.bounds.y)),
    right: Math.max(...displays.map((d) => d.bounds.x + d.bounds.width)),
    bottom: Math.max(...displays.map((d) => d.bounds.y + d.bounds.height)),
  }
}

const areaOf = (box: Box) => (box.right - box.left) * (box.bottom - box.top)

function describe(d: LaidOutDisplay): Said {
  return said('core.span.placed', { width: number(d.bounds.width), height: number(d.bounds.height), x: number(d.bounds.x), y: number(d.bounds.y) })
}

/**
 * The display that makes the layout big: the one without which the rest spans the least. Two
 * displays apart leave the same either way: then the one that is not the primary, and the one
 * farther from the origin, where layouts start.
 */
function farthestOut(displays: readonly LaidOutDisplay[]): LaidOutDisplay {
  const ranked = displays.map((display) => ({
    display,
    rest: displays.length === 1 ? 0 : areaOf(boxOf(displays.filter((other) => other !== display))),
    away: Math.abs(display.bounds.x + display.bounds.width / 2) + Math.abs(display.bounds.y + display.bounds.height / 2),
  }))
  ranked.sort((a, b) => a.rest - b.rest || Number(a.display.primary ?? false) - Number(b.display.primary ?? false) || b.away - a.away)
  return (ranked[0] as (typeof ranked)[number]).display
}

/** Throws a WallpaperError naming the display and the size when the layout cannot be drawn. */
export function checkSpanLayout(displays: readonly LaidOutDisplay[]): void {
  if (displays.length === 0) throw new WallpaperError(...sentence('core.span.noDisplay'))
  for (const d of displays) {
    const { x, y, width, height } = d.bounds
    const placed = [x, y, width, height].every(Number.isFinite)
    // Two units a side at the least: drawn at half scale, a part still has a pixel each way.
    if (!placed || width < 2 || height < 2) {
      throw new WallpaperError(...sentence('core.span.noSize', { display: d.display, placed: describe(d) }))
    }
    if (!Number.isFinite(d.scaleFactor) || d.scaleFactor <= 0) {
      throw new WallpaperError(...sentence('core.span.badScale', { display: d.display, scale: String(d.scaleFactor) }))
    }
  }
  const box = boxOf(displays)
  const width = box.right - box.left
  const height = box.bottom - box.top
  if (width > MAX_LAYOUT_SIDE || height > MAX_LAYOUT_SIDE || width * height > MAX_PIXELS) {
    const far = farthestOut(displays)
    const megapixels = MAX_PIXELS / 1_000_000
    throw new WallpaperError(...sentence('core.span.tooLarge', { width: number(width), height: number(height), display: far.display, placed: describe(far), side: number(MAX_LAYOUT_SIDE), megapixels }))
  }
}

export function spanLayout(displays: readonly LaidOutDisplay[]): SpanLayout {
  checkSpanLayout(displays)
  const { left, top, right, bottom } = boxOf(displays)
  const wanted = Math.max(...displays.map((d) => d.scaleFactor))
  // Never past the largest side a picture may have, nor its pixels: a wall of 8K displays is drawn a little smaller.
  const scale = Math.min(wanted, MAX_SPAN_SIDE / (right - left), MAX_SPAN_SIDE / (bottom - top), Math.sqrt(MAX_PIXELS / ((right - left) * (bottom - top))))
  // Rounded down (past float noise), so the image never has more pixels than the limits allow.
  const px = (value: number) => Math.floor(value * scale + 1e-9)
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
