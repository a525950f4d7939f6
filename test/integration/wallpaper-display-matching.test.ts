// The window's display ids against each desktop's own list (fake tools recording argv): Electron lists
// two or three displays, one turned to portrait or scaled, in another order than xrandr, sway,
// Hyprland, Plasma or XFCE, and the picture still lands on the display the person chose, because the
// two lists are matched by name and geometry and the id is the desktop's name for the display.
import { describe, expect, it } from 'vitest'
import { listDisplays } from '../../src/main/core/displays/display-list'
import type { PlatformDisplay } from '../../src/main/core/displays/platform-display'
import { createWallpaperSetter, type WallpaperSetter } from '../../src/main/core/wallpaper'
import type { DisplayInfo } from '../../src/shared/ipc'
import type { FakeToolbox, FakeToolName } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'
import { platformDisplay } from '../support/platform-displays'

const fakeTools = useFakeTools()
const X11 = { DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }
const SWAY = { XDG_CURRENT_DESKTOP: 'sway', SWAYSOCK: '/run/user/1000/sway-ipc.sock', XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1' }
const HYPRLAND = { XDG_CURRENT_DESKTOP: 'Hyprland', HYPRLAND_INSTANCE_SIGNATURE: 'abc_1700000000_123', XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1' }
const IMAGE_GROUP = 'Wallpaper/org.kde.image/General'

/**
 * Electron's order: left to right. Labels are model names, as X11 gives them, so only geometry
 * can tell the displays apart. In DIP at scale 1.
 */
const LEFT = platformDisplay({ id: 101, label: 'DELL P2419H', x: 0, y: 0, width: 1920, height: 1080, primary: true })
const PORTRAIT = platformDisplay({ id: 102, label: 'LG 24MK430', x: 1920, y: 0, width: 1080, height: 1920, rotation: 90 })
const RIGHT = platformDisplay({ id: 103, label: 'Acer XF270HU', x: 3000, y: 0, width: 2560, height: 1440 })
const THREE = [LEFT, PORTRAIT, RIGHT]

/** xrandr's order: right, portrait, left. Sizes as laid out, so the portrait one is taller than wide. */
const THREE_MONITORS = 'Monitors: 3\n 0: +HDMI-1 2560/597x1440/336+3000+0  HDMI-1\n 1: +DP-2 1080/300x1920/530+1920+0  DP-2\n 2: +*eDP-1 1920/344x1080/194+0+0  eDP-1\n'

async function box(tools: readonly FakeToolName[], state: Record<string, string> = {}): Promise<FakeToolbox> {
  const made = await fakeTools(tools)
  for (const [name, text] of Object.entries(state)) await made.writeState(name, text)
  return made
}

/** `running` names the one daemon the session has (hyprpaper); detection asks about no other. */
const setterFor = (made: FakeToolbox, env: Record<string, string>, running?: string) =>
  createWallpaperSetter({ env: made.env(env), stateDir: made.stateDir, running: (name) => name === running, verifyTimeoutMs: 100, swaybgSwapDelayMs: 50 })

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

describe('X11: xrandr lists the monitors in another order than Electron', () => {
  it('feh: three monitors, one in portrait; each picture goes to the file position of its monitor in xrandr’s list', async () => {
    const made = await box(['feh', 'xrandr'], { 'xrandr-monitors': THREE_MONITORS })
    const setter = await setterFor(made, X11)
    const list = await windowList(setter, THREE)
    expect(list).toMatchObject([
      { id: 'eDP-1', name: 'eDP-1', description: 'DELL P2419H', width: 1920, height: 1080, primary: true },
      { id: 'DP-2', name: 'DP-2', description: 'LG 24MK430', width: 1080, height: 1920, primary: false },
      { id: 'HDMI-1', name: 'HDMI-1', description: 'Acer XF270HU', width: 2560, height: 1440, primary: false },
    ])
    const base = await made.image('base.png')
    const portrait = await made.image('portrait.png')
    const left = await made.image('left.png')
    await setter.set(base)
    await setter.set(portrait, { display: idOf(list, 'LG 24MK430') })
    await setter.set(left, { display: idOf(list, 'DELL P2419H') })
    expect((await made.calls()).filter((call) => call[0] === 'feh')).toEqual([
      ['feh', '--bg-fill', base],
      ['feh', '--bg-fill', base, portrait, base],
      ['feh', '--bg-fill', base, portrait, left],
    ])
  })

  it('feh at scale 2: Electron’s DIP bounds times the scale are xrandr’s pixels', async () => {
    // The default fake xrandr: eDP-1 1920×1080 at 0,0, then HDMI-1 2560×1440 at 1920,0.
    const made = await box(['feh', 'xrandr'])
    const setter = await setterFor(made, X11)
    const external = platformDisplay({ id: 7, label: 'External', x: 960, y: 0, width: 1280, height: 720, scaleFactor: 2 })
    const builtIn = platformDisplay({ id: 8, label: 'Built-in', x: 0, y: 0, width: 960, height: 540, scaleFactor: 2, internal: true })
    const list = await windowList(setter, [external, builtIn])
    expect(list.map((info) => [info.id, info.width, info.height])).toEqual([
      ['HDMI-1', 2560, 1440],
      ['eDP-1', 1920, 1080],
    ])
    const base = await made.image('base.png')
    const big = await made.image('big.png')
    await setter.set(base)
    await setter.set(big, { display: idOf(list, 'External') })
    expect((await made.calls()).filter((call) => call[0] === 'feh').at(-1)).toEqual(['feh', '--bg-fill', base, big])
  })

  it('nitrogen: two monitors listed the other way round; --head is the monitor’s number in xrandr’s list', async () => {
    const made = await box(['nitrogen', 'xrandr'])
    const setter = await setterFor(made, X11)
    const list = await windowList(setter, [
      platformDisplay({ id: 2, label: 'External', x: 1920, y: 0, width: 2560, height: 1440 }),
      platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080 }),
    ])
    const file = await made.image('n.png')
    await setter.set(file, { display: idOf(list, 'External') })
    await setter.set(file, { display: idOf(list, 'Built-in') })
    expect((await made.calls()).filter((call) => call[0] === 'nitrogen')).toEqual([
      ['nitrogen', '--set-zoom-fill', '--save', '--head=1', file],
      ['nitrogen', '--set-zoom-fill', '--save', '--head=0', file],
    ])
  })

  it('xwallpaper: three monitors; the picture goes to the output by name', async () => {
    const made = await box(['xwallpaper', 'xrandr'], { 'xrandr-monitors': THREE_MONITORS })
    const setter = await setterFor(made, X11)
    const list = await windowList(setter, THREE)
    const file = await made.image('x.png')
    await setter.set(file, { display: idOf(list, 'Acer XF270HU') })
    expect((await made.calls()).filter((call) => call[0] === 'xwallpaper')).toEqual([['xwallpaper', '--output', 'HDMI-1', '--zoom', file]])
  })

  it('XFCE: the monitor’s own last-image properties, found by its RandR name', async () => {
    const made = await box(['xfconf-query', 'xrandr'], { 'xrandr-monitors': THREE_MONITORS })
    for (const monitor of ['eDP-1', 'DP-2', 'HDMI-1']) await made.setXfconf(`/backdrop/screen0/monitor${monitor}/workspace0/last-image`, '/old.png')
    const setter = await setterFor(made, { ...X11, XDG_CURRENT_DESKTOP: 'XFCE' })
    const list = await windowList(setter, THREE)
    const file = await made.image('xfce.png')
    await setter.set(file, { display: idOf(list, 'LG 24MK430') })
    expect(await made.xfconf('/backdrop/screen0/monitorDP-2/workspace0/last-image')).toBe(file)
    expect(await made.xfconf('/backdrop/screen0/monitoreDP-1/workspace0/last-image')).toBe('/old.png')
    expect(await made.xfconf('/backdrop/screen0/monitorHDMI-1/workspace0/last-image')).toBe('/old.png')
  })
})

describe('Wayland: the compositor lists its outputs in its own order', () => {
  it('sway: three outputs, one turned 90° and one at scale 2; swaybg gets the output’s name', async () => {
    const outputs = [
      { name: 'DP-2', active: true, rect: { x: 1920, y: 0, width: 1080, height: 1920 }, current_mode: { width: 1920, height: 1080 }, scale: 1, transform: '90' },
      { name: 'eDP-1', active: true, focused: true, rect: { x: 0, y: 0, width: 1920, height: 1080 }, current_mode: { width: 3840, height: 2160 }, scale: 2, transform: 'normal' },
      { name: 'HDMI-A-1', active: true, rect: { x: 3000, y: 0, width: 2560, height: 1440 }, current_mode: { width: 2560, height: 1440 }, scale: 1, transform: 'normal' },
    ]
    const made = await box(['swaybg', 'swaymsg'], { 'sway-outputs.json': JSON.stringify(outputs) })
    const setter = await setterFor(made, SWAY)
    // On Wayland Electron's bounds are the compositor's logical layout.
    const hiDpiLeft = platformDisplay({ id: 101, label: 'BOE 0x0BCA', x: 0, y: 0, width: 1920, height: 1080, scaleFactor: 2, internal: true, primary: true })
    const list = await windowList(setter, [hiDpiLeft, PORTRAIT, RIGHT])
    expect(list.map((info) => [info.id, info.width, info.height])).toEqual([
      ['eDP-1', 3840, 2160],
      ['DP-2', 1080, 1920],
      ['HDMI-A-1', 2560, 1440],
    ])
    const file = await made.image('s.png')
    await setter.set(file, { display: idOf(list, 'LG 24MK430') })
    expect((await made.calls()).filter((call) => call[0] === 'swaybg')).toEqual([['swaybg', '-o', 'DP-2', '-i', file, '-m', 'fill']])
  })

  it('Hyprland: three monitors, one turned (transform 1) and one at scale 1.5; hyprpaper gets the monitor’s name', async () => {
    const monitors = [
      { id: 0, name: 'HDMI-A-1', width: 2560, height: 1440, x: 3000, y: 0, scale: 1, transform: 0, focused: false },
      { id: 1, name: 'DP-2', width: 1920, height: 1080, x: 1920, y: 0, scale: 1, transform: 1, focused: false },
      { id: 2, name: 'eDP-1', width: 2880, height: 1620, x: 0, y: 0, scale: 1.5, transform: 0, focused: true },
    ]
    const made = await box(['hyprctl'], { 'hyprland-monitors.json': JSON.stringify(monitors) })
    const setter = await setterFor(made, HYPRLAND, 'hyprpaper')
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

  it('KDE Plasma: screens by their geometry; the image goes to the desktops of the right screen', async () => {
    const made = await fakeTools(['qdbus6'])
    await made.setPlasma({
      running: true,
      // Plasma's screen numbers: right, left, portrait.
      screens: [
        { x: 3000, y: 0, width: 2560, height: 1440 },
        { x: 0, y: 0, width: 1920, height: 1080 },
        { x: 1920, y: 0, width: 1080, height: 1920 },
      ],
      desktops: [0, 1, 2].map((screen) => ({ screen, plugin: 'org.kde.image', config: {} })),
    })
    const setter = await setterFor(made, { KDE_SESSION_VERSION: '6', XDG_SESSION_TYPE: 'wayland' })
    const list = await windowList(setter, THREE)
    expect(list.map((info) => info.id)).toEqual(['screen 1', 'screen 2', 'screen 0'])
    const file = await made.image('k.png')
    await setter.set(file, { display: idOf(list, 'LG 24MK430') })
    const images = (await made.plasma()).desktops.map((desktop) => desktop.config[IMAGE_GROUP]?.['Image'])
    expect(images).toEqual([undefined, undefined, `file://${file}`])
  })
})

describe('a display the desktop does not account for', () => {
  it('is listed with a sentence and an id that names no display of the desktop', async () => {
    const made = await box(['feh', 'xrandr'])
    const setter = await setterFor(made, X11)
    const projector = platformDisplay({ id: 9, label: 'Projector', x: 4480, y: 0, width: 1280, height: 720 })
    const list = await windowList(setter, [projector, platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080 })])
    expect(list[0]).toMatchObject({
      id: 'unmatched-9',
      name: 'Projector',
      width: 1280,
      height: 720,
      primary: false,
      problem: "Tapestry cannot tell which of the desktop's displays (eDP-1, HDMI-1) is Projector (1280×720 at 4480,0): no single one has its name or its position and size.",
    })
    expect(list[1]).toMatchObject({ id: 'eDP-1', description: 'Built-in' })
  })

  it('on a desktop with one picture for all displays, every display says so', async () => {
    const made = await box(['gsettings', 'xrandr'])
    const setter = await setterFor(made, { ...X11, XDG_CURRENT_DESKTOP: 'GNOME' })
    const list = await windowList(setter, THREE.slice(0, 2))
    expect(list.map((info) => info.problem)).toEqual(['GNOME shows one image on all displays.', 'GNOME shows one image on all displays.'])
  })
})
