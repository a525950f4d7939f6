// Where each display is drawn: as the person arranged them (their bounds in the layout, in
// device-independent units, so a display at 200% is drawn at the size it is used at, a portrait
// monitor tall, one placed left on the left), as fractions of the whole arrangement. A desktop that
// does not say where its displays are gets them side by side, each by its size in pixels.
import type { DisplayInfo } from '../../../shared/ipc'

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** One display's place, as fractions (0–1) of the arrangement's width and height. */
export interface DrawnDisplay {
  display: DisplayInfo
  left: number
  top: number
  width: number
  height: number
}

export interface DrawnLayout {
  /** Width over height of the whole arrangement. */
  aspect: number
  displays: DrawnDisplay[]
}

/** A display whose size is not known either is drawn as the commonest screen is. */
const UNKNOWN_SIZE = { width: 1920, height: 1080 }

function sideBySide(displays: readonly DisplayInfo[]): Rect[] {
  let x = 0
  return displays.map((display) => {
    const width = display.width ?? UNKNOWN_SIZE.width
    const height = display.height ?? UNKNOWN_SIZE.height
    const rect = { x, y: 0, width, height }
    x += width
    return rect
  })
}

/** Each display's rectangle in the layout's units: every display's bounds, or (one missing) side by side. */
function layoutRects(displays: readonly DisplayInfo[]): Rect[] {
  const bounds = displays.map((display) => display.bounds)
  return bounds.every((rect): rect is Rect => rect !== undefined) ? bounds : sideBySide(displays)
}

/** The arrangement of `displays`, in their order; one 16:9 place where there are none (the desktop as a whole). */
export function drawLayout(displays: readonly DisplayInfo[]): DrawnLayout {
  const rects = layoutRects(displays)
  if (rects.length === 0) return { aspect: 16 / 9, displays: [] }
  const left = Math.min(...rects.map((rect) => rect.x))
  const top = Math.min(...rects.map((rect) => rect.y))
  const width = Math.max(...rects.map((rect) => rect.x + rect.width)) - left
  const height = Math.max(...rects.map((rect) => rect.y + rect.height)) - top
  return {
    aspect: width / height,
    displays: rects.map((rect, index) => ({
      display: displays[index] as DisplayInfo,
      left: (rect.x - left) / width,
      top: (rect.y - top) / height,
      width: rect.width / width,
      height: rect.height / height,
    })),
  }
}
