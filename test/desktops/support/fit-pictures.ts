// A picture that tells the fit modes apart on the screen, and points of the screen to read them by.
// It is tall (400×1200, a third as wide as high, where screens are wider than high): a green band
// across its top quarter and its bottom quarter, and between them red on the left half, blue on the
// right. Filling a wide screen keeps only its middle (red and blue to every edge), fitting it
// leaves the desktop's colour at the sides, stretching it shows green at the top and bottom edges,
// centring it shows it at its own size, tiling repeats it from the top left corner.
import { chmodSync, chownSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { Capture, Rgb } from './screen'
import type { Session } from './session'

const BANDED = { width: 400, height: 1200 }

/**
 * The banded picture in pictures/NAME (a folder of its own, as rotation draws from a folder).
 * `variant` shades the green a little, so that two of them are two pictures (a picture is known by
 * its bytes) that look the same on the screen.
 */
export async function bandedPicture(session: Session, name: string, variant = 0): Promise<string> {
  const file = join(session.folder('pictures', name), `${name}.png`)
  const { width, height } = BANDED
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = y < height / 4 || y >= (height * 3) / 4
      const colour = band ? [0, 255 - variant, 0] : x < width / 2 ? [255, 0, 0] : [0, 0, 255]
      pixels.set(colour, (y * width + x) * 3)
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file)
  chmodSync(file, 0o644)
  if (session.user.switches) chownSync(file, session.user.uid, session.user.gid)
  return file
}

/** A picture the size of two monitors side by side: red on the left half, blue on the right (what a spanning image is made as). */
export async function halvesPicture(session: Session, name: string, size: { width: number; height: number }): Promise<string> {
  const file = join(session.folder('pictures', name), `${name}.png`)
  const half = Math.floor(size.width / 2)
  await sharp({ create: { ...size, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: { create: { width: half, height: size.height, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
    .png()
    .toFile(file)
  chmodSync(file, 0o644)
  if (session.user.switches) chownSync(file, session.user.uid, session.user.gid)
  return file
}

/** A point of the screen and the colour it should show; `where` names it in a failure. */
export interface ScreenPoint {
  where: string
  x: number
  y: number
  colour: Rgb
}

const near = (a: Rgb, b: Rgb) => a.every((value, index) => Math.abs(value - (b[index] as number)) <= 40)
const words = (colour: Rgb) => `rgb(${colour.join(', ')})`

/** The mean colour of a 5×5 block around a point: a picture the desktop scaled blurs single pixels. */
function around(shot: Awaited<ReturnType<Capture>>, x: number, y: number): Rgb {
  const sum = [0, 0, 0]
  let count = 0
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      const px = Math.min(Math.max(x + dx, 0), shot.width - 1)
      const py = Math.min(Math.max(y + dy, 0), shot.height - 1)
      shot.pixel(px, py).forEach((value, index) => (sum[index] = (sum[index] as number) + value))
      count++
    }
  }
  return sum.map((total) => Math.round(total / count)) as unknown as Rgb
}

/** Waits until every point shows its colour (the desktop draws a moment after it is told), then asserts them all. */
export async function expectPoints(capture: Capture, points: readonly ScreenPoint[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let shown: Rgb[]
  for (;;) {
    const shot = await capture()
    shown = points.map((point) => around(shot, point.x, point.y))
    if (shown.every((colour, index) => near(colour, (points[index] as ScreenPoint).colour)) || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const describe = (colours: readonly Rgb[]) => Object.fromEntries(points.map((point, index) => [point.where, words(colours[index] as Rgb)]))
  expect(describe(shown.map((colour, index) => (near(colour, (points[index] as ScreenPoint).colour) ? (points[index] as ScreenPoint).colour : colour)))).toEqual(
    describe(points.map((point) => point.colour)),
  )
}

/** Where each fit puts the banded picture on one 1280×720 screen whose own colour is `desktop`. */
export function bandedOn1280x720(desktop: Rgb): Record<'fill' | 'fit' | 'stretch' | 'center' | 'tile', ScreenPoint[]> {
  const RED: Rgb = [255, 0, 0]
  const BLUE: Rgb = [0, 0, 255]
  const GREEN: Rgb = [0, 255, 0]
  const at = (where: string, x: number, y: number, colour: Rgb): ScreenPoint => ({ where, x, y, colour })
  return {
    // Scaled to the screen's width (×3.2): only the middle of its red and blue half is on screen.
    fill: [at('top left corner', 3, 3, RED), at('top right corner', 1276, 3, BLUE), at('bottom left corner', 3, 716, RED), at('bottom right corner', 1276, 716, BLUE), at('top edge, left of the middle', 600, 3, RED), at('bottom edge, right of the middle', 680, 716, BLUE)],
    // Scaled to the screen's height (×0.6): 240 wide in the middle, the desktop's colour either side.
    fit: [at('left edge', 3, 360, desktop), at('right edge', 1276, 360, desktop), at('the picture’s left half', 580, 360, RED), at('the picture’s right half', 700, 360, BLUE), at('the picture’s top band', 640, 60, GREEN), at('the picture’s bottom band', 640, 660, GREEN)],
    stretch: [at('top left corner', 3, 3, GREEN), at('bottom right corner', 1276, 716, GREEN), at('left edge', 3, 360, RED), at('right edge', 1276, 360, BLUE)],
    // At its own size, 440 to 840 across, its rows 240 to 960 on screen.
    center: [at('left edge', 3, 360, desktop), at('right edge', 1276, 360, desktop), at('the picture’s left half', 540, 360, RED), at('the picture’s right half', 740, 360, BLUE), at('the picture’s top band', 640, 30, GREEN), at('the picture’s bottom band', 640, 690, GREEN)],
    // From the top left corner, 400 across each: red, blue, red, blue… under a green band 300 high.
    tile: [at('top left corner', 3, 3, GREEN), at('first tile, left half', 100, 500, RED), at('first tile, right half', 300, 500, BLUE), at('second tile, left half', 500, 500, RED), at('fourth tile, its left edge', 1240, 500, RED)],
  }
}
