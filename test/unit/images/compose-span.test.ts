// The spanning image for desktops with one picture for all displays: each display's part of it
// comes from that display's own picture, laid out by the displays' real geometry and scale.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spanLayout, type LaidOutDisplay } from '../../../src/main/core/displays/span-layout'
import { composeSpan } from '../../../src/main/core/images/compose-span'

let folder: string
const COLOURS = { red: [220, 30, 30], green: [30, 200, 60], blue: [40, 60, 230] } as const
type Colour = keyof typeof COLOURS

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tapestry-span-'))
  // Pictures of other sizes and ratios than the displays: each is scaled to cover its part.
  for (const [name, [r, g, b]] of Object.entries(COLOURS)) {
    await sharp({ create: { width: 900, height: 700, channels: 3, background: { r, g, b } } }).png().toFile(path.join(folder, `${name}.png`))
  }
})
afterAll(() => rm(folder, { recursive: true, force: true }))

async function compose(displays: LaidOutDisplay[], colours: Colour[]) {
  const layout = spanLayout(displays)
  const destination = path.join(folder, `span-${displays.map((d) => d.display).join('-')}.jpg`)
  const bytes = await composeSpan(
    layout,
    displays.map((d, index) => ({ display: d.display, file: path.join(folder, `${colours[index]}.png`) })),
    destination,
  )
  const { data, info } = await sharp(destination).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3))
  return { layout, bytes, info, pixel }
}

function near(actual: number[], expected: readonly number[]) {
  actual.forEach((value, index) => expect(Math.abs(value - (expected[index] as number))).toBeLessThan(24))
}

describe('spanning image', () => {
  it('side by side: each display’s rectangle holds its own picture', async () => {
    const { layout, info, pixel } = await compose(
      [
        { display: 'DP-1', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
        { display: 'HDMI-1', bounds: { x: 1920, y: 0, width: 1280, height: 1024 }, scaleFactor: 1 },
      ],
      ['red', 'green'],
    )
    expect([info.width, info.height]).toEqual([3200, 1080])
    expect(layout.parts).toEqual([
      { display: 'DP-1', left: 0, top: 0, width: 1920, height: 1080 },
      { display: 'HDMI-1', left: 1920, top: 0, width: 1280, height: 1024 },
    ])
    for (const [x, y] of [[10, 10], [960, 540], [1900, 1070]]) near(pixel(x as number, y as number), COLOURS.red)
    for (const [x, y] of [[1940, 10], [2560, 512], [3190, 1010]]) near(pixel(x as number, y as number), COLOURS.green)
    // Below the shorter display: no display, so black.
    near(pixel(2560, 1060), [0, 0, 0])
  })

  it('stacked, with a portrait display beside them and a negative origin', async () => {
    const { info, pixel } = await compose(
      [
        { display: 'top', bounds: { x: -1920, y: -1080, width: 1920, height: 1080 }, scaleFactor: 1 },
        { display: 'bottom', bounds: { x: -1920, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
        { display: 'portrait', bounds: { x: 0, y: -1080, width: 1080, height: 1920 }, scaleFactor: 1 },
      ],
      ['red', 'green', 'blue'],
    )
    expect([info.width, info.height]).toEqual([3000, 2160])
    near(pixel(960, 540), COLOURS.red)
    near(pixel(960, 1620), COLOURS.green)
    near(pixel(2500, 900), COLOURS.blue)
    near(pixel(2500, 2100), [0, 0, 0])
  })

  it('different scales: drawn at the largest, so a HiDPI display gets every one of its pixels', async () => {
    const { layout, pixel } = await compose(
      [
        { display: 'eDP-1', bounds: { x: 0, y: 0, width: 1440, height: 900 }, scaleFactor: 2 },
        { display: 'DP-2', bounds: { x: 1440, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
      ],
      ['blue', 'red'],
    )
    expect(layout).toMatchObject({ width: 6720, height: 2160 })
    expect(layout.parts[0]).toEqual({ display: 'eDP-1', left: 0, top: 0, width: 2880, height: 1800 })
    near(pixel(1440, 900), COLOURS.blue)
    near(pixel(4800, 1080), COLOURS.red)
  })

  it('leaves no temporary file behind, and stays within the largest side a picture may have', async () => {
    const { bytes } = await compose([{ display: 'one', bounds: { x: 0, y: 0, width: 800, height: 600 }, scaleFactor: 1 }], ['green'])
    expect(bytes).toBeGreaterThan(0)
    expect((await readdir(folder)).filter((name) => name.endsWith('.part'))).toEqual([])
    const wall = spanLayout(Array.from({ length: 4 }, (_, i) => ({ display: `D${i}`, bounds: { x: i * 7680, y: 0, width: 7680, height: 4320 }, scaleFactor: 1 })))
    expect(wall.width).toBeLessThanOrEqual(20_000)
    expect(wall.parts.at(-1)?.left).toBeGreaterThan(0)
  })
})
