// What the desktop draws, read back from the screen itself: the X server's root window (xwd), a
// sway output (grim), GNOME's stage (gnome-screenshot, which gnome-shell lets take a picture). The
// check is the colour at the centre of each display after a set of a solid picture.
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect } from 'vitest'
import { readXwd } from '../../support/xwd'
import type { Session } from './session'
import type { Monitor } from './x-server'

export type Rgb = readonly [number, number, number]

export const RED: Rgb = [255, 0, 0]
export const BLUE: Rgb = [0, 0, 255]
export const GREEN: Rgb = [0, 255, 0]
export const BLACK: Rgb = [0, 0, 0]

export interface Screenshot {
  width: number
  height: number
  pixel(x: number, y: number): Rgb
}

/** A region of the screen to judge: a display's rectangle, in the screenshot's pixels. */
export type Region = Pick<Monitor, 'x' | 'y' | 'width' | 'height'> & { name: string }

export type Capture = () => Promise<Screenshot>

async function fromPng(bytes: Buffer): Promise<Screenshot> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    width: info.width,
    height: info.height,
    pixel: (x, y) => {
      const offset = (y * info.width + x) * 3
      return [data[offset] as number, data[offset + 1] as number, data[offset + 2] as number]
    },
  }
}

/** The X server's root window as drawn: desktops' own windows included, as a person sees it. */
export function captureX11(session: Session): Capture {
  return async () => {
    const result = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      const child = session.spawn('xwd', 'xwd', ['-root', '-silent', '-display', session.env.DISPLAY as string], { pipeStdout: true })
      child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
      child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`xwd exited ${code}\n${session.logs()}`))))
    })
    const image = readXwd(result)
    return { width: image.width, height: image.height, pixel: (x, y) => image.pixel(x, y) }
  }
}

/** Runs a screenshot tool as the desktop user into a file of the session's, and reads the picture. */
async function shotBy(session: Session, command: string, args: (file: string) => string[]): Promise<Screenshot> {
  const file = join(session.folder('shots'), `${randomBytes(6).toString('hex')}.png`)
  try {
    const result = await session.run(command, args(file), { timeoutMs: 15_000 })
    if (result.code !== 0) throw new Error(`${command} failed: ${result.stderr}\n${session.logs()}`)
    return await fromPng(readFileSync(file))
  } finally {
    rmSync(file, { force: true })
  }
}

/** One sway output as the compositor composes it. */
export function captureWayland(session: Session, output: string): Capture {
  return () => shotBy(session, 'grim', (file) => ['-o', output, file])
}

/** GNOME's whole stage: every monitor, laid out as the shell has them. */
export function captureGnome(session: Session): Capture {
  return () => shotBy(session, 'gnome-screenshot', (file) => ['-f', file])
}

/** The mean colour of a 9×9 block at the centre of a region. */
export function centreOf(shot: Screenshot, region: Region): Rgb {
  const cx = Math.floor(region.x + region.width / 2)
  const cy = Math.floor(region.y + region.height / 2)
  const sum = [0, 0, 0]
  for (let y = cy - 4; y <= cy + 4; y++) for (let x = cx - 4; x <= cx + 4; x++) shot.pixel(x, y).forEach((value, index) => (sum[index] = (sum[index] as number) + value))
  return sum.map((total) => Math.round(total / 81)) as unknown as Rgb
}

/** A display as the test sees it: its region in the screenshot that `capture` takes. */
export interface View {
  region: Region
  capture: Capture
}

const near = (a: Rgb, b: Rgb) => a.every((value, index) => Math.abs(value - (b[index] as number)) <= 40)

/** The colour at the centre of each view, one screenshot per capture. */
export async function centres(views: readonly View[]): Promise<Rgb[]> {
  const shots = new Map<Capture, Screenshot>()
  const colours: Rgb[] = []
  for (const view of views) {
    if (!shots.has(view.capture)) shots.set(view.capture, await view.capture())
    colours.push(centreOf(shots.get(view.capture) as Screenshot, view.region))
  }
  return colours
}

/**
 * Waits until each view shows its colour at its centre (desktops draw a moment after they are
 * told), then asserts it, so a failure lists what each display showed. Each channel within 40 of
 * the colour counts as the colour.
 */
export async function expectScreen(views: readonly View[], colours: readonly Rgb[], timeoutMs = 10_000, session?: Session): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let shown: Rgb[]
  for (;;) {
    shown = await centres(views)
    if (shown.every((colour, index) => near(colour, colours[index] as Rgb)) || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const describe = (list: readonly Rgb[]) => Object.fromEntries(views.map((view, index) => [view.region.name, `rgb(${list[index]?.join(', ')})`]))
  // With the session, a failure carries what the desktop printed: a screen that stayed black says
  // little by itself (a crash, a load never finished), the desktop's log may say which.
  expect(describe(shown.map((colour, index) => (near(colour, colours[index] as Rgb) ? (colours[index] as Rgb) : colour))), session?.logs()).toEqual(describe(colours))
}

/** The views of monitors drawn into one screenshot (an X server's root window, GNOME's stage). */
export function viewsOf(capture: Capture, regions: readonly Region[]): View[] {
  return regions.map((region) => ({ region, capture }))
}
