// The real thing on X11: Xvfb, the real feh, detection with no desktop, and three checks that the
// root window shows the image: ~/.fehbg, _XROOTPMAP_ID, and the root's pixels read back with xwd.
// Each setter's PATH holds only the tools its test names: feh alone for the whole screen (a
// machine without xrandr), feh and xrandr for a picture on one of two or three monitors.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listDisplays } from '../../src/main/core/displays/display-list'
import { createWallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import { bandAt, makePng } from '../fakes/images'
import { ensureDebianTools } from '../support/debian-tools'
import { platformDisplay } from '../support/platform-displays'
import { toolPath } from '../support/tool-path'
import { startXvfb, type XvfbServer } from '../support/xvfb'
import { readXwd } from '../support/xwd'

const run = promisify(execFile)
const WIDTH = 1280
const HEIGHT = 720

async function rootPixels(display: string) {
  const { stdout } = await run('xwd', ['-root', '-silent', '-display', display], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
  return readXwd(stdout)
}

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xprop', debianPackage: 'x11-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const test = missing ? it.skip : it
const suffix = missing ? ` (skipped: ${missing})` : ''

describe('wallpaper on X11 under Xvfb with feh', () => {
  let xvfb: XvfbServer | undefined
  let root = ''

  beforeAll(async () => {
    if (missing) return
    xvfb = await startXvfb({ width: WIDTH, height: HEIGHT })
    root = await mkdtemp(join(tmpdir(), 'tapestry-x11-'))
  })

  afterAll(async () => {
    await xvfb?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`detects feh, sets a PNG, and the root window shows its four bands${suffix}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = join(root, 'home')
    const library = join(root, 'library')
    await mkdir(home, { recursive: true })
    await mkdir(library, { recursive: true })
    const png = join(library, 'bands wallpaper.png')
    await writeFile(png, makePng(WIDTH, HEIGHT))
    // Only what the session would have: no desktop variable, an X display, a temp HOME, feh.
    const env = { PATH: toolPath(['feh'], root), HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11' }

    const wallpaper = await createWallpaperSetter({
      env,
      stateDir: join(root, 'state'),
      // The host's own desktop processes (if any) do not draw on this Xvfb.
      running: () => false,
    })
    expect(wallpaper.backend).toMatchObject({ id: 'feh', reason: 'an X11 session with no known desktop; feh is installed' })

    const started = performance.now()
    await wallpaper.set(png)
    const setMs = performance.now() - started
    console.log(`feh set and read back in ${setMs.toFixed(0)} ms`)

    // (1) feh's own record.
    expect(await readFile(join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg --bg-fill '${png}'`)
    expect(await wallpaper.current()).toEqual([{ file: png }])

    // (2) The root window carries the pixmap.
    const { stdout: atoms } = await run('xprop', ['-root', '-display', display, '_XROOTPMAP_ID', 'ESETROOT_PMAP_ID'])
    expect(atoms).toMatch(/_XROOTPMAP_ID\(PIXMAP\): pixmap id # 0x[0-9a-f]+/)
    expect(atoms).toMatch(/ESETROOT_PMAP_ID\(PIXMAP\): pixmap id # 0x[0-9a-f]+/)

    // (3) The pixels: each band's middle column, at the top, middle and bottom.
    const image = await rootPixels(display)
    expect([image.width, image.height]).toEqual([WIDTH, HEIGHT])
    for (let band = 0; band < 4; band++) {
      const x = Math.floor(((band + 0.5) * WIDTH) / 4)
      for (const y of [2, HEIGHT / 2, HEIGHT - 3]) expect(image.pixel(x, y)).toEqual([...bandAt(x, WIDTH)])
    }
  })
})

describe('a picture on one of two monitors (xrandr --setmonitor) with feh', () => {
  let xvfb: XvfbServer | undefined
  let root = ''

  beforeAll(async () => {
    if (missing) return
    // One 2560×720 screen split into two RandR monitors, which Xinerama (and so feh) sees as heads.
    xvfb = await startXvfb({ width: 2 * WIDTH, height: HEIGHT })
    const display = ['-display', xvfb.display]
    await run('xrandr', [...display, '--setmonitor', 'left', `${WIDTH}/339x${HEIGHT}/191+0+0`, 'screen'])
    await run('xrandr', [...display, '--setmonitor', 'right', `${WIDTH}/339x${HEIGHT}/191+${WIDTH}+0`, 'none'])
    root = await mkdtemp(join(tmpdir(), 'tapestry-x11-heads-'))
  })

  afterAll(async () => {
    await xvfb?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`lists both monitors, then sets the right one alone while the left keeps its picture${suffix}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = join(root, 'home')
    const library = join(root, 'library')
    await mkdir(home, { recursive: true })
    await mkdir(library, { recursive: true })
    const bands = join(library, 'bands.png')
    const teal = join(library, 'teal.png')
    const TEAL = [20, 150, 140] as const
    await writeFile(bands, makePng(WIDTH, HEIGHT))
    await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: TEAL[0], g: TEAL[1], b: TEAL[2] } } }).png().toFile(teal)
    const env = { PATH: toolPath(['feh', 'xrandr'], root), HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11' }
    const wallpaper = await createWallpaperSetter({ env, stateDir: join(root, 'state'), running: () => false })

    expect(await wallpaper.displays()).toEqual([
      { id: 0, name: 'screen', width: WIDTH, height: HEIGHT, primary: false, x: 0, y: 0 },
      { id: 1, name: 'right', width: WIDTH, height: HEIGHT, primary: false, x: WIDTH, y: 0 },
    ])
    await wallpaper.set(bands)
    await wallpaper.set(teal, { display: 'right' })
    expect(await wallpaper.current()).toEqual([
      { file: bands, display: 'screen 0' },
      { file: teal, display: 'screen 1' },
    ])

    const image = await rootPixels(display)
    for (let band = 0; band < 4; band++) {
      const x = Math.floor(((band + 0.5) * WIDTH) / 4)
      expect(image.pixel(x, HEIGHT / 2)).toEqual([...bandAt(x, WIDTH)])
      expect(image.pixel(WIDTH + x, HEIGHT / 2)).toEqual([...TEAL])
    }
  })
})

describe('three monitors, one in portrait, that xrandr lists in another order than Electron', () => {
  // One 3200×1280 screen: a landscape monitor, a portrait one, a landscape one, left to right.
  const LEFT = { x: 0, y: 0, width: 1280, height: 720 }
  const PORTRAIT = { x: 1280, y: 0, width: 720, height: 1280 }
  const RIGHT = { x: 2000, y: 0, width: 1200, height: 720 }
  let xvfb: XvfbServer | undefined
  let root = ''

  beforeAll(async () => {
    if (missing) return
    xvfb = await startXvfb({ width: 3200, height: 1280 })
    const display = ['-display', xvfb.display]
    const geometry = (rect: typeof LEFT) => `${rect.width}/300x${rect.height}/300+${rect.x}+${rect.y}`
    // Made right, left, portrait: xrandr (and Xinerama, and so feh) list them in that order.
    await run('xrandr', [...display, '--setmonitor', 'right', geometry(RIGHT), 'none'])
    await run('xrandr', [...display, '--setmonitor', 'left', geometry(LEFT), 'screen'])
    await run('xrandr', [...display, '--setmonitor', 'portrait', geometry(PORTRAIT), 'none'])
    root = await mkdtemp(join(tmpdir(), 'tapestry-x11-three-'))
  })

  afterAll(async () => {
    await xvfb?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`each of Electron's displays gets its own picture on the monitor where it is${suffix}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = join(root, 'home')
    const library = join(root, 'library')
    await mkdir(home, { recursive: true })
    await mkdir(library, { recursive: true })
    const env = { PATH: toolPath(['feh', 'xrandr'], root), HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11' }
    const wallpaper = await createWallpaperSetter({ env, stateDir: join(root, 'state'), running: () => false })
    // Electron's order, left to right, with model names that say nothing about the connector.
    const electron = [
      platformDisplay({ id: 1, label: 'Left model', ...LEFT }),
      platformDisplay({ id: 2, label: 'Portrait model', ...PORTRAIT, rotation: 90 }),
      platformDisplay({ id: 3, label: 'Right model', ...RIGHT }),
    ]
    const list = await listDisplays({ platform: async () => electron, wallpaper: async () => wallpaper })
    expect(list.map((info) => [info.description, info.id])).toEqual([
      ['Left model', 'screen'],
      ['Portrait model', 'portrait'],
      ['Right model', 'right'],
    ])

    const colours = [
      [200, 30, 30],
      [30, 160, 60],
      [40, 70, 210],
    ] as const
    for (const [index, info] of list.entries()) {
      const [r, g, b] = colours[index] as readonly [number, number, number]
      const file = join(library, `colour-${index}.png`)
      await sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } }).png().toFile(file)
      await wallpaper.set(file, { display: info.id })
    }

    const image = await rootPixels(display)
    for (const [index, rect] of [LEFT, PORTRAIT, RIGHT].entries()) {
      expect(image.pixel(rect.x + rect.width / 2, rect.y + rect.height / 2)).toEqual([...(colours[index] as readonly number[])])
    }
  })
})
