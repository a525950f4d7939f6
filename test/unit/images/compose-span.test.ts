// The spanning image for desktops with one picture for all displays: each display's part of it
// comes from that display's own picture, laid out by the displays' real geometry and scale.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spanLayout, type LaidOutDisplay } from '../../../src/main/core/displays/span-layout'
import { WallpaperError } from '../../../src/main/core/errors/errors'
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

describe('a layout no spanning image can be drawn for', () => {
  const main: LaidOutDisplay = { display: 'DP-1', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 }
  const refusal = (other: LaidOutDisplay) => {
    try {
      spanLayout([main, other])
    } catch (error) {
      expect(error).toBeInstanceOf(WallpaperError)
      return (error as Error).message
    }
    return null
  }

  it('a display of no size, no width, no place or no scale is named, with its size', () => {
    expect(refusal({ display: 'HDMI-1', bounds: { x: 1920, y: 0, width: 0, height: 0 }, scaleFactor: 1 })).toBe(
      'The display HDMI-1 is laid out as 0 × 0 at 1,920, 0, which is no size a picture can be drawn at, so no spanning image can be made for it.',
    )
    expect(refusal({ display: 'HDMI-1', bounds: { x: 1920, y: 0, width: 0, height: 1080 }, scaleFactor: 1 })).toMatch(/^The display HDMI-1 is laid out as 0 × 1,080 at 1,920, 0,/)
    expect(refusal({ display: 'HDMI-1', bounds: { x: Number.NaN, y: 0, width: 1280, height: 1024 }, scaleFactor: 1 })).toMatch(/^The display HDMI-1 is laid out as 1,280 × 1,024 at NaN, 0,/)
    expect(refusal({ display: 'HDMI-1', bounds: { x: 1920, y: 0, width: 1280, height: 1024 }, scaleFactor: 0 })).toBe('The display HDMI-1 reports a scale of 0, so no spanning image can be made for it.')
  })

  it('a display far away, or a wall of more pixels than an image may have, is refused naming the display that makes it so', () => {
    expect(refusal({ display: 'far', bounds: { x: 1_000_000, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 })).toBe(
      'The displays span 1,001,920 × 1,080 as laid out (the display far is 1,920 × 1,080 at 1,000,000, 0), more than a spanning image can be (at most 40,000 on a side and 150 megapixels).',
    )
    expect(refusal({ display: 'wall', bounds: { x: 0, y: 0, width: 20_000, height: 20_000 }, scaleFactor: 1 })).toMatch(/^The displays span 20,000 × 20,000 as laid out \(the display wall is 20,000 × 20,000 at 0, 0\)/)
  })

  it('a large layout within the limits is drawn at no more than 150 megapixels, every display with a part', () => {
    const grid = Array.from({ length: 9 }, (_, i) => ({ display: `D${i}`, bounds: { x: (i % 3) * 3840, y: Math.floor(i / 3) * 2160, width: 3840, height: 2160 }, scaleFactor: 2 }))
    const layout = spanLayout(grid)
    expect(layout.width * layout.height).toBeLessThanOrEqual(150_000_000)
    expect(layout.parts.every((part) => part.width > 0 && part.height > 0)).toBe(true)
  })
})
