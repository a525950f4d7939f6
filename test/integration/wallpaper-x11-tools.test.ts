// feh, nitrogen, xwallpaper and hsetroot (X11 with no desktop), each for real, driven by the setter
// inside the test: an X.Org server with two outputs (the dummy driver: DUMMY0 then DUMMY1), the
// tools' own records (~/.fehbg, nitrogen's bg-saved.cfg) and the root window's pixels read back.
// Each setter's PATH holds only the tools its test names.
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallpaperSetter, type WallpaperSetterOptions } from '../../src/main/core/wallpaper/wallpaper'
import { solidPicture } from '../desktops/support/pictures'
import { BLACK, BLUE, captureX11, centreOf, expectScreen, GREEN, RED, viewsOf, type View } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { startXorg, type Monitor } from '../desktops/support/x-server'
import { wallpaperError } from '../support/wallpaper-error'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'nitrogen', debianPackage: 'nitrogen' },
  { command: 'xwallpaper', debianPackage: 'xwallpaper' },
  { command: 'hsetroot', debianPackage: 'hsetroot' },
])
const test = missing ? it.skip : it

let session: Session
let monitors: Monitor[]
let views: View[]
let round = 0

/** A setter whose PATH holds exactly `tools`, with a home and state folder of its own (nothing left from another test). */
async function setterWith(tools: readonly string[], options: Partial<WallpaperSetterOptions> = {}) {
  const root = session.folder('runs', String((round += 1)))
  const home = join(root, 'home')
  await mkdir(home, { recursive: true })
  const env = { PATH: toolPath(tools, root), HOME: home, DISPLAY: session.env.DISPLAY as string, XDG_SESSION_TYPE: 'x11' }
  const wallpaper = await createWallpaperSetter({ env, stateDir: join(root, 'state'), running: () => false, verifyTimeoutMs: 500, ...options })
  return { wallpaper, home, env }
}

beforeAll(async () => {
  if (missing) return
  session = startSession('x11-tools', { asMe: true })
  ;({ monitors } = await startXorg(session, [
    { width: 1280, height: 720 },
    { width: 1024, height: 768 },
  ]))
  views = viewsOf(captureX11(session), monitors)
}, 60_000)
afterAll(async () => {
  await session?.stop()
})

describe(`feh${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('is the X11 fallback and sets every screen with one file, which ~/.fehbg records', async () => {
    const { wallpaper, home } = await setterWith(['feh', 'nitrogen', 'xwallpaper', 'hsetroot', 'xrandr'])
    expect(wallpaper.backend).toMatchObject({ id: 'feh', desktop: null, reason: 'an X11 session with no known desktop; feh is installed' })
    const file = join(session.folder('pictures', "it's here"), "it's here.png")
    await copyFile(await solidPicture(session, 'red', RED), file)
    await wallpaper.set(file)
    // feh 3.9 quotes a ' inside its single quotes as '"'"'.
    expect(await readFile(join(home, '.fehbg'), 'utf8')).toBe(`#!/bin/sh\nfeh --no-fehbg --bg-fill '${file.replace(/'/g, `'"'"'`)}' \n`)
    expect(await wallpaper.current()).toEqual([{ file }])
    await expectScreen(views, [RED, RED])
  })

  test('per display: one file per screen, in order, the other keeping its picture', async () => {
    const { wallpaper, home } = await setterWith(['feh', 'xrandr'])
    const red = await solidPicture(session, 'red', RED)
    const green = await solidPicture(session, 'green', GREEN)
    await wallpaper.set(red)
    await wallpaper.set(green, { display: 'DUMMY1' })
    await expectScreen(views, [RED, GREEN])
    expect(await readFile(join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg --bg-fill '${red}' '${green}'`)
    expect(await wallpaper.current()).toEqual([
      { file: red, display: 'screen 0' },
      { file: green, display: 'screen 1' },
    ])
    await wallpaper.set(green, { display: 0, fit: 'center' })
    expect(await readFile(join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg --bg-center '${green}' '${green}'`)
  })

  test.each([
    ['fill', '--bg-fill'],
    ['fit', '--bg-max'],
    ['stretch', '--bg-scale'],
    ['center', '--bg-center'],
    ['tile', '--bg-tile'],
    ['span', '--bg-fill --no-xinerama'],
  ] as const)('fit %s draws with %s', async (fit, options) => {
    const { wallpaper, home } = await setterWith(['feh'])
    const file = await solidPicture(session, 'blue', BLUE)
    await wallpaper.set(file, { fit })
    expect(await readFile(join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg ${options} '${file}'`)
  })

  test('span on one display is refused before feh runs', async () => {
    const { wallpaper, home } = await setterWith(['feh', 'xrandr'])
    await wallpaperError(wallpaper.set(await solidPicture(session, 'red', RED), { fit: 'span', display: 1 }))
    await expect(stat(join(home, '.fehbg'))).rejects.toThrow()
  })

  test('feh failing: what it said is in the error', async () => {
    const { env } = await setterWith(['feh'])
    // An X display nobody serves: feh cannot open it.
    const broken = await createWallpaperSetter({ env: { ...env, DISPLAY: ':9999' }, stateDir: session.folder('runs', 'broken-state'), running: () => false })
    const error = await wallpaperError(broken.set(await solidPicture(session, 'red', RED)))
    expect(error.message).toBe("feh: feh failed with exit status 2: feh ERROR: Can't open X display. It *is* running, yeah?")
  })
})

describe(`nitrogen${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('sets with --save, reads bg-saved.cfg back, and --head=N draws one monitor', async () => {
    const { wallpaper, home } = await setterWith(['nitrogen', 'xrandr'])
    expect(wallpaper.backend.id).toBe('nitrogen')
    const red = await solidPicture(session, 'red', RED)
    const green = await solidPicture(session, 'green', GREEN)
    await wallpaper.set(red)
    await wallpaper.set(green, { display: 'DUMMY1', fit: 'fit' })
    await expectScreen(views, [RED, GREEN])
    expect(await readFile(join(home, '.config/nitrogen/bg-saved.cfg'), 'utf8')).toContain(`[xin_1]\nfile=${green}`)
    expect(await wallpaper.current()).toEqual([
      { file: red, display: 'head 0' },
      { file: green, display: 'head 1' },
    ])
  })

  test('span has no nitrogen mode and is refused', async () => {
    const { wallpaper } = await setterWith(['nitrogen'])
    const error = await wallpaperError(wallpaper.set(await solidPicture(session, 'red', RED), { fit: 'span' }))
    expect(error.message).toBe('nitrogen cannot span one image across all displays; choose another fit.')
  })
})

describe(`xwallpaper${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('sets all outputs, then one output by name while drawing the other again from its record', async () => {
    const { wallpaper } = await setterWith(['xwallpaper', 'xrandr'])
    expect(wallpaper.backend.id).toBe('xwallpaper')
    const blue = await solidPicture(session, 'blue', BLUE)
    const green = await solidPicture(session, 'green', GREEN)
    await wallpaper.set(blue, { fit: 'fit' })
    await wallpaper.set(green, { display: 1, fit: 'stretch' })
    await expectScreen(views, [BLUE, GREEN])
    expect(await wallpaper.current()).toEqual([{ file: blue }, { file: green, display: 'DUMMY1' }])
  })
})

describe(`hsetroot${missing ? ` (skipped: ${missing})` : ''}`, () => {
  /** A picture twice as tall as wide: filled, it covers each screen; fitted, it leaves bars at the sides. */
  const tall = () => solidPicture(session, 'tall-green', GREEN, { width: 400, height: 800 })
  const leftEdge = (view: View): View => ({ ...view, region: { ...view.region, width: 20, name: `${view.region.name} left edge` } })

  test('is chosen when it is the only tool, one picture on every monitor', async () => {
    const { wallpaper } = await setterWith(['hsetroot', 'xrandr'])
    expect(wallpaper.backend).toMatchObject({ id: 'hsetroot', perDisplay: false, reason: 'an X11 session with no known desktop; hsetroot is installed' })
    const red = await solidPicture(session, 'red', RED)
    await wallpaper.set(red)
    await expectScreen(views, [RED, RED])
    expect(await wallpaper.current()).toEqual([{ file: red }])
  })

  test('fill covers each monitor; fit leaves bars beside a tall picture', async () => {
    const { wallpaper } = await setterWith(['hsetroot'])
    await wallpaper.set(await tall(), { fit: 'fill' })
    await expectScreen(views.map(leftEdge), [GREEN, GREEN])
    await wallpaper.set(await tall(), { fit: 'fit' })
    await expectScreen([...views, ...views.map(leftEdge)], [GREEN, GREEN, BLACK, BLACK])
  })

  test('span draws one picture over both monitors together (-root)', async () => {
    const { wallpaper } = await setterWith(['hsetroot'])
    await wallpaper.set(await tall(), { fit: 'span' })
    const shot = await views[0]?.capture()
    // Spread over the whole screen, the picture's middle falls at the screen's middle, not each monitor's.
    expect(centreOf(shot as NonNullable<typeof shot>, { name: 'screen', x: 0, y: 0, width: 2304, height: 768 })).toEqual(GREEN)
  })

  test('a picture on one monitor alone is refused before hsetroot runs', async () => {
    const { wallpaper } = await setterWith(['hsetroot', 'xrandr'])
    const error = await wallpaperError(wallpaper.set(await solidPicture(session, 'red', RED), { display: 1 }))
    expect(error.message).toBe('hsetroot draws the root window only when no desktop covers it, and shows one picture on every display: it cannot show a separate image on display 1.')
  })
})

// xrandr (x11-xserver-utils) only tells which screens there are: one image on the whole screen
// never needs it, and a picture for one display says what to install.
describe(`without xrandr${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const NEEDS_XRANDR = /^(feh|nitrogen|xwallpaper) can set a picture on one display only with xrandr, which is not installed \(Debian and Ubuntu package x11-xserver-utils\); without it, set the picture on all displays\.$/

  test.each(['feh', 'nitrogen', 'xwallpaper', 'hsetroot'] as const)('%s sets the whole screen, reads it back and lists no displays', async (tool) => {
    const { wallpaper } = await setterWith([tool])
    expect(wallpaper.backend.id).toBe(tool)
    const file = await solidPicture(session, 'blue', BLUE)
    await wallpaper.set(file)
    await expectScreen(views, [BLUE, BLUE])
    expect(await wallpaper.current()).toEqual([{ file }])
    expect(await wallpaper.displays()).toEqual([])
  })

  test.each(['feh', 'xwallpaper'] as const)('%s: a picture for one display is refused with what to install', async (tool) => {
    const { wallpaper } = await setterWith([tool])
    const error = await wallpaperError(wallpaper.set(await solidPicture(session, 'red', RED), { display: 1 }))
    expect(error.message).toMatch(NEEDS_XRANDR)
    expect(error.message.startsWith(tool)).toBe(true)
  })

  test('nitrogen: a head by number needs no list, a display by name does', async () => {
    const { wallpaper, home } = await setterWith(['nitrogen'])
    const file = await solidPicture(session, 'green', GREEN)
    await wallpaper.set(file, { display: 1 })
    expect(await readFile(join(home, '.config/nitrogen/bg-saved.cfg'), 'utf8')).toContain(`[xin_1]\nfile=${file}`)
    expect((await wallpaperError(wallpaper.set(file, { display: 'DUMMY1' }))).message).toMatch(NEEDS_XRANDR)
  })
})
