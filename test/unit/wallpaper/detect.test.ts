import { describe, expect, it } from 'vitest'
import { WallpaperError } from '../../../src/main/core/errors/errors'
import { chooseBackend, detectBackend, type DetectInput } from '../../../src/main/core/wallpaper/detect'
import { WallpaperSettingsSchema, type BackendId } from '../../../src/main/core/wallpaper/types'

interface Case {
  env?: Record<string, string>
  installed?: string[]
  running?: string[]
  platform?: NodeJS.Platform
}

function input({ env = {}, installed = [], running = [], platform = 'linux' }: Case): DetectInput & { asked: string[] } {
  const asked: string[] = []
  return {
    platform,
    env,
    which: (command) => installed.includes(command),
    running: (name) => {
      asked.push(name)
      return running.includes(name)
    },
    asked,
  }
}

const detect = async (value: Case) => (await detectBackend(input(value))).backend

async function failure(value: Case): Promise<WallpaperError> {
  const error = await detectBackend(input(value)).then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WallpaperError)
  return error as WallpaperError
}

describe('detectBackend: XDG_CURRENT_DESKTOP, token by token, case-insensitive', () => {
  it.each<[string, BackendId]>([
    ['GNOME', 'gnome'],
    ['ubuntu:GNOME', 'gnome'],
    ['Unity', 'unity'],
    ['Unity:Unity7:ubuntu', 'unity'],
    ['Budgie:GNOME', 'budgie'],
    ['GNOME:Budgie', 'budgie'],
    ['KDE', 'kde'],
    ['XFCE', 'xfce'],
    ['X-Cinnamon', 'cinnamon'],
    ['MATE', 'mate'],
    ['LXDE', 'lxde'],
    ['LXQt', 'lxqt'],
    ['gnome', 'gnome'],
    ['kde', 'kde'],
    ['xfce', 'xfce'],
    [' Pantheon : GNOME ', 'gnome'],
  ])('%s → %s', async (value, backend) => {
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: value } })).toBe(backend)
  })

  it('says why, naming the variable and its value', async () => {
    const detection = await detectBackend(input({ env: { XDG_CURRENT_DESKTOP: 'ubuntu:GNOME' } }))
    expect(detection).toEqual({ backend: 'gnome', desktop: 'GNOME', reason: 'XDG_CURRENT_DESKTOP is "ubuntu:GNOME"' })
  })

  it('sway sets its own background through swaymsg, unless a swww or awww daemon already draws', async () => {
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'sway' }, installed: ['swaybg', 'swaymsg'] })).toBe('sway')
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'sway' }, installed: ['swaybg', 'swaymsg'], running: ['swww-daemon'] })).toBe('swww')
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'sway' }, installed: ['swaybg', 'swaymsg'], running: ['awww-daemon', 'swww-daemon'] })).toBe('awww')
  })

  it('sway without swaybg (which draws its backgrounds) or swaymsg says what is missing', async () => {
    expect((await failure({ env: { XDG_CURRENT_DESKTOP: 'sway' }, installed: ['swaymsg'] })).message).toBe(
      'sway draws the wallpaper with swaybg, which is not installed (Debian and Ubuntu package swaybg); or run swww-daemon or awww-daemon.',
    )
    expect((await failure({ env: { XDG_CURRENT_DESKTOP: 'sway' }, installed: ['swaybg'] })).message).toMatch(/swaymsg/)
  })

  it('Hyprland prefers a running awww/swww daemon, then a running hyprpaper, then swaybg', async () => {
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'Hyprland' }, running: ['hyprpaper'], installed: ['swaybg'] })).toBe('hyprpaper')
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'Hyprland' }, running: ['hyprpaper', 'awww-daemon'] })).toBe('awww')
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'Hyprland' }, installed: ['swaybg'] })).toBe('swaybg')
    expect((await failure({ env: { XDG_CURRENT_DESKTOP: 'Hyprland' } })).message).toMatch(/Hyprland.*hyprpaper/)
  })

  it.each(['COSMIC', 'Deepin'])('%s is named as not supported yet, with the custom command as the way out', async (value) => {
    const error = await failure({ env: { XDG_CURRENT_DESKTOP: value, DISPLAY: ':0' }, installed: ['feh'] })
    expect(error.message).toContain(value)
    expect(error.message).toMatch(/custom wallpaper command/)
  })
})

describe('detectBackend: DESKTOP_SESSION, markers, processes', () => {
  it.each<[string, BackendId]>([
    ['LXDE', 'lxde'],
    ['LXDE-pi', 'lxde'],
    ['Lubuntu', 'lxde'],
    ['plasma', 'kde'],
    ['xubuntu', 'xfce'],
    ['lxqt', 'lxqt'],
    ['cinnamon', 'cinnamon'],
    ['mate', 'mate'],
    ['ubuntu', 'gnome'],
  ])('DESKTOP_SESSION=%s → %s', async (session, backend) => {
    expect(await detect({ env: { DESKTOP_SESSION: session } })).toBe(backend)
  })

  it('KDE by KDE_SESSION_VERSION (5 or 6)', async () => {
    expect(await detect({ env: { KDE_SESSION_VERSION: '5' } })).toBe('kde')
    expect(await detect({ env: { KDE_SESSION_VERSION: '6', XDG_SESSION_TYPE: 'wayland' } })).toBe('kde')
  })

  it('sway by SWAYSOCK', async () => {
    const detection = await detectBackend(input({ env: { SWAYSOCK: '/run/user/1000/sway-ipc.sock', XDG_SESSION_TYPE: 'wayland' }, installed: ['swaybg', 'swaymsg'] }))
    expect(detection.backend).toBe('sway')
    expect(detection.reason).toMatch(/^SWAYSOCK is set/)
  })

  it('Hyprland by HYPRLAND_INSTANCE_SIGNATURE', async () => {
    expect(await detect({ env: { HYPRLAND_INSTANCE_SIGNATURE: 'abc_123', XDG_SESSION_TYPE: 'wayland' }, running: ['hyprpaper'] })).toBe('hyprpaper')
  })

  it('the desktop variable wins over the markers', async () => {
    expect(await detect({ env: { XDG_CURRENT_DESKTOP: 'GNOME', KDE_SESSION_VERSION: '5' } })).toBe('gnome')
  })

  it.each<[string, BackendId]>([
    ['plasmashell', 'kde'],
    ['xfdesktop', 'xfce'],
    ['pcmanfm-qt', 'lxqt'],
    ['pcmanfm', 'lxde'],
    ['hyprpaper', 'hyprpaper'],
    ['swww-daemon', 'swww'],
    ['awww-daemon', 'awww'],
    ['swaybg', 'swaybg'],
  ])('a running %s → %s', async (process, backend) => {
    const detection = await detectBackend(input({ env: { DISPLAY: ':0' }, running: [process], installed: ['feh'] }))
    expect(detection).toMatchObject({ backend, reason: `${process} is running` })
  })

  it('asks about processes with pgrep-exact names, in the documented order', async () => {
    const probe = input({ env: { DISPLAY: ':0' }, installed: ['feh'] })
    await detectBackend(probe)
    expect(probe.asked).toEqual(['plasmashell', 'xfdesktop', 'pcmanfm-qt', 'pcmanfm', 'hyprpaper', 'awww-daemon', 'swww-daemon', 'swaybg'])
  })
})

describe('detectBackend: fallbacks and failures', () => {
  it('X11 with nothing matched falls back to feh, then nitrogen, then xwallpaper, then hsetroot', async () => {
    const x11 = { DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }
    expect(await detect({ env: x11, installed: ['hsetroot', 'xwallpaper', 'nitrogen', 'feh'] })).toBe('feh')
    expect(await detect({ env: x11, installed: ['hsetroot', 'xwallpaper', 'nitrogen'] })).toBe('nitrogen')
    expect(await detect({ env: x11, installed: ['hsetroot', 'xwallpaper'] })).toBe('xwallpaper')
    expect(await detect({ env: x11, installed: ['hsetroot'] })).toBe('hsetroot')
    expect(await detect({ env: { DISPLAY: ':1' }, installed: ['feh'] })).toBe('feh')
    expect((await failure({ env: x11 })).message).toBe('This X11 session has no desktop Tapestry knows; install feh (or nitrogen, xwallpaper or hsetroot) to set the wallpaper.')
  })

  it('Wayland with nothing matched is a clear error, not an X11 tool drawing under XWayland', async () => {
    const error = await failure({ env: { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0', DISPLAY: ':0' }, installed: ['feh'] })
    expect(error.message).toBe(
      'Tapestry could not tell which Wayland desktop this is; choose a wallpaper backend or a custom command in the settings.',
    )
  })

  it('no graphical session at all is a clear error', async () => {
    expect((await failure({ env: {}, installed: ['feh'] })).message).toMatch(/no graphical session/)
  })

  it('macOS and Windows use the wallpaper package whatever the environment says', async () => {
    expect(await detect({ platform: 'darwin', env: { XDG_CURRENT_DESKTOP: 'GNOME' } })).toBe('macos')
    expect(await detect({ platform: 'win32' })).toBe('windows')
  })
})

describe('chooseBackend', () => {
  const settings = (value: unknown) => WallpaperSettingsSchema.parse(value)

  it('a backend chosen in the settings overrides detection', async () => {
    const detection = await chooseBackend({ ...input({ env: { XDG_CURRENT_DESKTOP: 'GNOME' } }), settings: settings({ backend: 'feh' }) })
    expect(detection).toEqual({ backend: 'feh', desktop: null, reason: 'chosen in the settings' })
  })

  it('the custom command is used when detection finds nothing', async () => {
    const detection = await chooseBackend({ ...input({ env: { XDG_SESSION_TYPE: 'wayland' } }), settings: settings({ customCommand: 'setbg {file}' }) })
    expect(detection.backend).toBe('custom')
  })

  it('a detected desktop wins over a custom command on auto', async () => {
    const detection = await chooseBackend({ ...input({ env: { XDG_CURRENT_DESKTOP: 'XFCE' } }), settings: settings({ customCommand: 'setbg {file}' }) })
    expect(detection.backend).toBe('xfce')
  })

  it('the custom backend without a command is refused', async () => {
    await expect(chooseBackend({ ...input({}), settings: settings({ backend: 'custom' }) })).rejects.toThrow(WallpaperError)
  })
})
