// The window's display ids against each desktop's own list: Electron lists two or three displays,
// one turned to portrait or scaled, in another order than the desktop, and the picture still lands on
// the display the person chose, because the two lists are matched by name and geometry and the id
// is the desktop's name for the display. X11 on a real X.Org server whose outputs xrandr lists right
// to left, sway for real with an output turned and one scaled, each screen read back; Hyprland
// (which cannot run here) against a recording of hyprctl. KDE Plasma's screens: test/desktops/kde.test.ts.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listDisplays } from '../../src/main/core/displays/display-list'
import type { PlatformDisplay } from '../../src/main/core/displays/platform-display'
import { createWallpaperSetter, type WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import type { DisplayInfo } from '../../src/shared/ipc'
import { solidPicture } from '../desktops/support/pictures'
import { BLUE, captureWayland, captureX11, expectScreen, GREEN, RED, viewsOf, type View } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { startSway } from '../desktops/support/sway'
import { startXorg, type Monitor } from '../desktops/support/x-server'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'
import { ensureDebianTools } from '../support/debian-tools'
import { platformDisplay } from '../support/platform-displays'
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
  { command: 'sway', debianPackage: 'sway' },
  { command: 'grim', debianPackage: 'grim' },
])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

/**
 * Electron's order: left to right. Labels are model names, as X11 gives them, so only geometry
 * can tell the displays apart. In DIP at scale 1.
 */
const LEFT = platformDisplay({ id: 101, label: 'DELL P2419H', x: 0, y: 0, width: 1920, height: 1080, primary: true })
const PORTRAIT = platformDisplay({ id: 102, label: 'LG 24MK430', x: 1920, y: 0, width: 1080, height: 1920, rotation: 90 })
const RIGHT = platformDisplay({ id: 103, label: 'Acer XF270HU', x: 3000, y: 0, width: 2560, height: 1440 })
const THREE = [LEFT, PORTRAIT, RIGHT]

/** What the window gets from `displays`. */
function windowList(setter: WallpaperSetter, platform: readonly PlatformDisplay[]): Promise<DisplayInfo[]> {
  return listDisplays({ platform: async () => [...platform], wallpaper: async () => setter })
}

/** The id the window sends back for the display Electron calls `label`. */
function idOf(list: readonly DisplayInfo[], label: string): string {
  const found = list.find((info) => info.description === label)
  if (!found) throw new Error(`no display described as ${label} in ${JSON.stringify(list)}`)
  return found.id
}

describe(`X11: xrandr lists the outputs right to left, Electron left to right${skipped}`, () => {
  let session: Session
  /** In xrandr's order: the right one (DUMMY0), the portrait one (DUMMY1), the left one (DUMMY2, primary). */
  let monitors: Monitor[]
  /** The screen read at the left, portrait and right displays, in Electron's order. */
  let views: View[]
  let run = 0

  async function setterWith(tools: readonly string[]): Promise<WallpaperSetter> {
    const root = session.folder('runs', String((run += 1)))
    const env = { PATH: toolPath([...tools, 'xrandr'], root), HOME: session.folder('runs', String(run), 'home'), DISPLAY: session.env.DISPLAY as string, XDG_SESSION_TYPE: 'x11' }
    return createWallpaperSetter({ env, stateDir: join(root, 'state'), running: () => false, verifyTimeoutMs: 500 })
  }

  beforeAll(async () => {
    if (missing) return
    session = startSession('display-matching-x11', { asMe: true })
    ;({ monitors } = await startXorg(
      session,
      [
        { x: 3000, y: 0, width: 2560, height: 1440 },
        { x: 1920, y: 0, width: 1080, height: 1920 },
        { x: 0, y: 0, width: 1920, height: 1080 },
      ],
      { primary: 2 },
    ))
    const byX = [...monitors].sort((a, b) => a.x - b.x)
    views = viewsOf(captureX11(session), byX)
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
  })

  test('feh: each picture goes to the file position of its monitor in xrandr’s list', async () => {
    const setter = await setterWith(['feh'])
    const list = await windowList(setter, THREE)
    expect(list).toMatchObject([
      { id: 'DUMMY2', name: 'DUMMY2', description: 'DELL P2419H', width: 1920, height: 1080, primary: true },
      { id: 'DUMMY1', name: 'DUMMY1', description: 'LG 24MK430', width: 1080, height: 1920, primary: false },
      { id: 'DUMMY0', name: 'DUMMY0', description: 'Acer XF270HU', width: 2560, height: 1440, primary: false },
    ])
    await setter.set(await solidPicture(session, 'blue', BLUE))
    await setter.set(await solidPicture(session, 'green', GREEN), { display: idOf(list, 'LG 24MK430') })
    await setter.set(await solidPicture(session, 'red', RED), { display: idOf(list, 'DELL P2419H') })
    await expectScreen(views, [RED, GREEN, BLUE])
  })

  test('feh at scale 2: Electron’s DIP bounds times the scale are xrandr’s pixels', async () => {
    const setter = await setterWith(['feh'])
    const external = platformDisplay({ id: 7, label: 'External', x: 1500, y: 0, width: 1280, height: 720, scaleFactor: 2 })
    const portrait = platformDisplay({ id: 8, label: 'Portrait', x: 960, y: 0, width: 540, height: 960, scaleFactor: 2 })
    const builtIn = platformDisplay({ id: 9, label: 'Built-in', x: 0, y: 0, width: 960, height: 540, scaleFactor: 2, internal: true })
    const list = await windowList(setter, [external, portrait, builtIn])
    expect(list.map((info) => [info.id, info.width, info.height])).toEqual([
      ['DUMMY0', 2560, 1440],
      ['DUMMY1', 1080, 1920],
      ['DUMMY2', 1920, 1080],
    ])
    await setter.set(await solidPicture(session, 'red', RED))
    await setter.set(await solidPicture(session, 'blue', BLUE), { display: idOf(list, 'External') })
    await expectScreen(views, [RED, RED, BLUE])
  })

  test('nitrogen: --head is the monitor’s number in xrandr’s list', async () => {
    const setter = await setterWith(['nitrogen'])
    const list = await windowList(setter, THREE)
    await setter.set(await solidPicture(session, 'green', GREEN))
    await setter.set(await solidPicture(session, 'blue', BLUE), { display: idOf(list, 'Acer XF270HU') })
    await setter.set(await solidPicture(session, 'red', RED), { display: idOf(list, 'DELL P2419H') })
    await expectScreen(views, [RED, GREEN, BLUE])
  })

  test('xwallpaper: the picture goes to the output by its name', async () => {
    const setter = await setterWith(['xwallpaper'])
    const list = await windowList(setter, THREE)
    await setter.set(await solidPicture(session, 'red', RED))
    await setter.set(await solidPicture(session, 'green', GREEN), { display: idOf(list, 'Acer XF270HU') })
    await expectScreen(views, [RED, RED, GREEN])
  })

  test('a display the desktop does not account for is listed with a sentence, and an id that names no display of it', async () => {
    const setter = await setterWith(['feh'])
    const projector = platformDisplay({ id: 9, label: 'Projector', x: 6000, y: 0, width: 1280, height: 720 })
    const list = await windowList(setter, [projector, LEFT])
    expect(list[0]).toMatchObject({
      id: 'unmatched-9',
      name: 'Projector',
      width: 1280,
      height: 720,
      primary: false,
      problem: "Tapestry cannot tell which of the desktop's displays (DUMMY2, DUMMY0, DUMMY1) is Projector (1280×720 at 6000,0): no single one has its name or its position and size.",
    })
    expect(list[1]).toMatchObject({ id: 'DUMMY2', description: 'DELL P2419H' })
  })

  test('with one picture for all displays (hsetroot), every display says so', async () => {
    const setter = await setterWith(['hsetroot'])
    const list = await windowList(setter, THREE.slice(0, 2))
    const sentence = 'hsetroot draws the root window only when no desktop covers it, and shows one picture on every display.'
    expect(list.map((info) => info.problem)).toEqual([sentence, sentence])
  })
})

describe(`sway: outputs in the compositor's own order, one turned 90° and one at scale 2${skipped}`, () => {
  let session: Session

  beforeAll(async () => {
    if (missing) return
    session = startSession('display-matching-sway')
    await startSway(session, { config: 'no-background', outputs: 3 })
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
  })

  test('each output is found by its geometry, and sway draws the picture on the one chosen', async () => {
    const swaymsg = async (...args: string[]) => expect((await session.run('swaymsg', args)).code).toBe(0)
    // In sway's layout units: the first at scale 2 (1920×1080 of 3840×2160 pixels), the second turned.
    await swaymsg('output', 'HEADLESS-1', 'mode', '3840x2160', 'scale', '2', 'pos', '0', '0')
    await swaymsg('output', 'HEADLESS-2', 'mode', '1920x1080', 'transform', '90', 'pos', '1920', '0')
    await swaymsg('output', 'HEADLESS-3', 'mode', '2560x1440', 'pos', '3000', '0')
    const setter = await createWallpaperSetter({ env: session.env, stateDir: session.folder('state'), verifyTimeoutMs: 2_000 })
    expect(setter.backend.id).toBe('sway')
    // On Wayland Electron's bounds are the compositor's logical layout.
    const hiDpiLeft = platformDisplay({ id: 101, label: 'BOE 0x0BCA', x: 0, y: 0, width: 1920, height: 1080, scaleFactor: 2, internal: true, primary: true })
    const list = await windowList(setter, [hiDpiLeft, PORTRAIT, RIGHT])
    expect(list.map((info) => [info.id, info.width, info.height])).toEqual([
      ['HEADLESS-1', 3840, 2160],
      ['HEADLESS-2', 1080, 1920],
      ['HEADLESS-3', 2560, 1440],
    ])
    await setter.set(await solidPicture(session, 'blue', BLUE))
    const green = await solidPicture(session, 'green', GREEN)
    await setter.set(green, { display: idOf(list, 'LG 24MK430') })
    const views = ['HEADLESS-1', 'HEADLESS-2', 'HEADLESS-3'].map((name) => ({ region: { name, x: 0, y: 0, width: 64, height: 64 }, capture: captureWayland(session, name) }))
    await expectScreen(views, [BLUE, GREEN, BLUE])
    // What sway's own swaybg draws there, read back.
    expect(await setter.current()).toContainEqual({ file: green, display: 'HEADLESS-2' })
  })
})

describe('Hyprland (which cannot run here): a recording of hyprctl that answers as it documents', () => {
  const fakeTools = useFakeTools()
  const HYPRLAND = { XDG_CURRENT_DESKTOP: 'Hyprland', HYPRLAND_INSTANCE_SIGNATURE: 'abc_1700000000_123', XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1' }

  it('three monitors, one turned (transform 1) and one at scale 1.5; hyprpaper gets the monitor’s name', async () => {
    const monitors = [
      { id: 0, name: 'HDMI-A-1', width: 2560, height: 1440, x: 3000, y: 0, scale: 1, transform: 0, focused: false },
      { id: 1, name: 'DP-2', width: 1920, height: 1080, x: 1920, y: 0, scale: 1, transform: 1, focused: false },
      { id: 2, name: 'eDP-1', width: 2880, height: 1620, x: 0, y: 0, scale: 1.5, transform: 0, focused: true },
    ]
    const made: FakeToolbox = await fakeTools(['hyprctl'])
    await made.writeState('hyprland-monitors.json', JSON.stringify(monitors))
    const setter = await createWallpaperSetter({ env: made.env(HYPRLAND), stateDir: made.stateDir, running: (name) => name === 'hyprpaper', verifyTimeoutMs: 100 })
    const scaledLeft = platformDisplay({ id: 101, label: 'DELL P2419H', x: 0, y: 0, width: 1920, height: 1080, scaleFactor: 1.5 })
    const list = await windowList(setter, [scaledLeft, PORTRAIT, RIGHT])
    expect(list.map((info) => info.id)).toEqual(['eDP-1', 'DP-2', 'HDMI-A-1'])
    const file = await made.image('h.png')
    await setter.set(file, { display: idOf(list, 'DELL P2419H') })
    await setter.set(file, { display: idOf(list, 'LG 24MK430') })
    expect((await made.calls()).filter((call) => call[1] === 'hyprpaper' && call[2] === 'wallpaper')).toEqual([
      ['hyprctl', 'hyprpaper', 'wallpaper', `eDP-1,${file},cover`],
      ['hyprctl', 'hyprpaper', 'wallpaper', `DP-2,${file},cover`],
    ])
  })
})
