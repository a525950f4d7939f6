// The committed icons are what build/icon.svg renders to today (scripts/icons.mjs run again into a
// temporary folder and compared pixel by pixel), at the sizes each system asks for, and the macOS
// tray template is monochrome.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { Icns } from '@fiahfy/icns'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ICNS_TYPES, ICO_SIZES, LINUX_SIZES, TRAY_FILES } from '../../scripts/icons.mjs'

const ROOT = resolve(import.meta.dirname, '../..')
let fresh = ''

beforeAll(async () => {
  fresh = await mkdtemp(join(tmpdir(), 'tapestry-icons-'))
  await promisify(execFile)(process.execPath, ['scripts/icons.mjs', '--out', fresh], { cwd: ROOT, timeout: 120_000 })
}, 120_000)
afterAll(async () => {
  await rm(fresh, { recursive: true, force: true })
})

async function pixels(input: Buffer | string) {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Largest difference of any channel of any pixel; the same drawing rendered by another libvips build may differ by a step or two. */
function largestDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length)
  let largest = 0
  for (let index = 0; index < a.length; index++) largest = Math.max(largest, Math.abs((a[index] as number) - (b[index] as number)))
  return largest
}

const PNGS = [...LINUX_SIZES.map((size) => [`build/icons/${size}x${size}.png`, size] as const), ['resources/icon.png', 512] as const, ...TRAY_FILES.map(([name, , size]) => [`resources/tray/${name}`, size] as const)]

describe('icons', () => {
  it.each(PNGS)('%s is %i px square and matches the drawing', async (file, size) => {
    const committed = await pixels(join(ROOT, file))
    expect([committed.width, committed.height]).toEqual([size, size])
    const rendered = await pixels(join(fresh, file))
    expect(largestDifference(committed.data, rendered.data)).toBeLessThanOrEqual(8)
  })

  it('the .ico holds every Windows size, matching the drawing', async () => {
    const committed = await readFile(join(ROOT, 'build/icon.ico'))
    const rendered = await readFile(join(fresh, 'build/icon.ico'))
    const count = committed.readUInt16LE(4)
    // Each directory entry: width and height in a byte each, 0 meaning 256.
    const sizes = Array.from({ length: count }, (_, index) => committed[6 + index * 16] || 256)
    expect(sizes).toEqual(ICO_SIZES)
    expect(largestDifference(committed, rendered)).toBeLessThanOrEqual(8)
  })

  it('the .icns holds every macOS size as PNG, matching the drawing', async () => {
    const committed = Icns.from(await readFile(join(ROOT, 'build/icon.icns'))).images
    const rendered = Icns.from(await readFile(join(fresh, 'build/icon.icns'))).images
    expect(committed.map((image) => image.osType)).toEqual(ICNS_TYPES.map(([type]) => type))
    for (const [index, image] of committed.entries()) {
      const ours = await pixels(image.image)
      expect(ours.width).toBe(ICNS_TYPES[index]?.[1])
      expect(largestDifference(ours.data, (await pixels((rendered[index] as typeof image).image)).data)).toBeLessThanOrEqual(8)
    }
  })

  it('the macOS tray template is black with only its alpha drawn; the coloured tray icon is not', async () => {
    for (const name of ['trayTemplate.png', 'trayTemplate@2x.png']) {
      const { data } = await pixels(join(ROOT, 'resources/tray', name))
      let drawn = 0
      for (let index = 0; index < data.length; index += 4) {
        if (data[index + 3] === 0) continue
        drawn += 1
        expect([data[index], data[index + 1], data[index + 2]]).toEqual([0, 0, 0])
      }
      expect(drawn).toBeGreaterThan(data.length / 4 / 3)
    }
    const { data } = await pixels(join(ROOT, 'resources/tray/tray.png'))
    expect(new Set(Array.from({ length: data.length / 4 }, (_, pixel) => data.readUInt32BE(pixel * 4))).size).toBeGreaterThan(10)
  })
})
