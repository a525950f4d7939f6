// The real desktop path of `tapestry set`: the built CLI, under Xvfb with feh and no desktop
// environment, downloads a Wallhaven image from the fakes into the library and the root window
// shows it (~/.fehbg, _XROOTPMAP_ID, and the root pixels read back with xwd). The CLI's PATH holds
// feh and nothing else, as on a machine without xrandr: one image on the whole screen needs no more.
import { execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { createLibrary, type LibraryEntry } from '../../src/main/core/library/library'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'
import { startXvfb, type XvfbServer } from '../support/xvfb'
import { readXwd } from '../support/xwd'

const run = promisify(execFile)
const WIDTH = 1280
const HEIGHT = 720
/** The screen is compared in blocks this size, on a grid of 4 × 3 (see the test). */
const BLOCK = 48

type Rgb = readonly [number, number, number]

/** The mean colour of the BLOCK×BLOCK square whose top left corner is (left, top). */
function blockMean(pixel: (x: number, y: number) => Rgb, left: number, top: number): Rgb {
  const sum = [0, 0, 0]
  for (let y = top; y < top + BLOCK; y++) {
    for (let x = left; x < left + BLOCK; x++) pixel(x, y).forEach((channel, index) => (sum[index] = (sum[index] as number) + channel))
  }
  return sum.map((total) => total / (BLOCK * BLOCK)) as unknown as Rgb
}

/** The top left corners of 4 × 3 blocks spread over the screen. */
const BLOCKS = [0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((column) => [Math.round(((column + 0.5) * WIDTH) / 4 - BLOCK / 2), Math.round(((row + 0.5) * HEIGHT) / 3 - BLOCK / 2)] as const))

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xprop', debianPackage: 'x11-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
])
const test = missing ? it.skip : it

describe('tapestry set on X11 (Xvfb + feh)', () => {
  let xvfb: XvfbServer | undefined
  let fakes: AllFakes
  let root = ''

  beforeAll(async () => {
    fakes = await startAllFakes()
    if (missing) return
    xvfb = await startXvfb({ width: WIDTH, height: HEIGHT })
    root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-x11-'))
  })
  afterAll(async () => {
    await xvfb?.stop()
    await fakes.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`sets a Wallhaven image as the root window's background, with no xrandr on PATH${missing ? ` (skipped: ${missing})` : ''}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = path.join(root, 'home')
    const dataDir = path.join(root, 'data')
    await mkdir(home, { recursive: true })
    // A 16:9 landscape picture, so --bg-fill scales it to the screen exactly, cropping nothing.
    const wallpaper = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw' && entry.record.dimension_x * 9 === entry.record.dimension_y * 16)
    const env = { ...fakes.env, PATH: toolPath(['feh'], root), HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11', TAPESTRY_DATA_DIR: dataDir }

    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['out/main/cli.js', 'set', 'wallhaven', wallpaper.id, '--json'], { env })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)

    const library = createLibrary({ dataDir })
    const file = library.pathOf(library.entries()[0] as LibraryEntry)
    library.close()
    expect(await readFile(path.join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg --bg-fill '${file}'`)

    const { stdout: atoms } = await run('xprop', ['-root', '-display', display, '_XROOTPMAP_ID'])
    expect(atoms).toMatch(/_XROOTPMAP_ID\(PIXMAP\): pixmap id # 0x[0-9a-f]+/)

    const { stdout: dump } = await run('xwd', ['-root', '-silent', '-display', display], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
    const image = readXwd(dump)
    // The picture itself, scaled to the screen here: the screen must show it. feh and sharp scale
    // with different filters, which differ at edges and not in a block's mean colour.
    const picture = await sharp(file).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer()
    const pictureAt = (x: number, y: number): Rgb => {
      const offset = (y * WIDTH + x) * 3
      return [picture[offset] as number, picture[offset + 1] as number, picture[offset + 2] as number]
    }
    const shown = BLOCKS.map(([left, top]) => blockMean((x, y) => image.pixel(x, y), left, top))
    const expected = BLOCKS.map(([left, top]) => blockMean(pictureAt, left, top))
    shown.forEach((colour, block) => colour.forEach((channel, index) => expect(Math.abs(channel - (expected[block]?.[index] as number)), `block ${block}`).toBeLessThanOrEqual(12)))
    // A picture, not one flat colour: the blocks differ, so matching them says something.
    const spread = Math.max(...[0, 1, 2].map((index) => Math.max(...expected.map((colour) => colour[index] as number)) - Math.min(...expected.map((colour) => colour[index] as number))))
    expect(spread).toBeGreaterThan(40)
  })
})
