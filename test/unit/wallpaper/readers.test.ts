// What the backends read back from tools and files, parsed from real-looking output.
import { describe, expect, it } from 'vitest'
import { parseFehbg } from '../../../src/main/core/wallpaper/backends/feh'
import { parseListActive } from '../../../src/main/core/wallpaper/backends/hyprpaper'
import { parseScriptOutput, SetResultSchema } from '../../../src/main/core/wallpaper/backends/kde-script'
import { parseNitrogenConfig } from '../../../src/main/core/wallpaper/backends/nitrogen'
import { pcmanfmProfile } from '../../../src/main/core/wallpaper/backends/lxde'
import { parseSwaybgArgs, swaybgArgs } from '../../../src/main/core/wallpaper/backends/swaybg-state'
import { parseSwwwQuery } from '../../../src/main/core/wallpaper/backends/swww'
import { parseLastImages } from '../../../src/main/core/wallpaper/backends/xfce'
import { fromStoredLocation, toFileUri } from '../../../src/main/core/wallpaper/file-uri'
import { gvariantString, parseGvariantString } from '../../../src/main/core/wallpaper/gvariant'
import { iniValue } from '../../../src/main/core/wallpaper/ini-value'
import { parseHyprlandMonitors, parseSwayOutputs } from '../../../src/main/core/wallpaper/wayland-outputs'
import { parseListMonitors } from '../../../src/main/core/wallpaper/x11-displays'
import { DisplayTargetSchema, WallpaperSettingsSchema } from '../../../src/main/core/wallpaper/types'

describe('file URIs', () => {
  it.each(['/home/me/a b.png', '/tmp/100% #1?.jpg', "/tmp/it's.png", '/tmp/ünï cödé.png'])('%s round-trips through a real encoder', (path) => {
    const uri = toFileUri(path)
    expect(uri).toMatch(/^file:\/\/\//)
    expect(uri).not.toContain(' ')
    expect(fromStoredLocation(uri)).toBe(path)
  })

  it('a plain path stays as it is', () => {
    expect(fromStoredLocation('/usr/share/backgrounds/a.png')).toBe('/usr/share/backgrounds/a.png')
  })
})

describe('GVariant strings', () => {
  it.each(["file:///a%20b.png", "it's", 'back\\slash', ''])('%j round-trips', (value) => {
    expect(parseGvariantString(gvariantString(value))).toBe(value)
  })

  it('reads what gsettings prints', () => {
    expect(parseGvariantString("'file:///usr/share/backgrounds/gnome/adwaita-l.jxl'\n")).toBe('file:///usr/share/backgrounds/gnome/adwaita-l.jxl')
    expect(parseGvariantString(`"it's"`)).toBe("it's")
    expect(parseGvariantString("@s 'x'")).toBe('x')
    expect(parseGvariantString("'caf\\u00e9'")).toBe('café')
    expect(parseGvariantString('zoom')).toBe('zoom')
  })
})

describe('xrandr --listmonitors', () => {
  it('gives index, output name, size, position and the primary', () => {
    const stdout = 'Monitors: 2\n 0: +*eDP-1 1920/344x1080/194+0+0  eDP-1\n 1: +HDMI-1 2560/597x1440/336+1920+0  HDMI-1\n'
    expect(parseListMonitors(stdout)).toEqual([
      { id: 0, name: 'eDP-1', width: 1920, height: 1080, primary: true, x: 0, y: 0 },
      { id: 1, name: 'HDMI-1', width: 2560, height: 1440, primary: false, x: 1920, y: 0 },
    ])
  })

  it('a portrait screen is taller than wide, a position can be negative, and a monitor made with --setmonitor may name no output', () => {
    const stdout = 'Monitors: 3\n 0: +*DP-2 1440/597x2560/336+0+-400  DP-2\n 1: +HDMI-1 1920/527x1080/296+1440+0  HDMI-1\n 2: half 960/264x1080/296+3360+0 \n'
    expect(parseListMonitors(stdout)).toEqual([
      { id: 0, name: 'DP-2', width: 1440, height: 2560, primary: true, x: 0, y: -400 },
      { id: 1, name: 'HDMI-1', width: 1920, height: 1080, primary: false, x: 1440, y: 0 },
      { id: 2, name: 'half', width: 960, height: 1080, primary: false, x: 3360, y: 0 },
    ])
  })

  it("reads Xvfb's screen", () => {
    expect(parseListMonitors('Monitors: 1\n 0: +*screen 1280/338x720/190+0+0  screen\n')).toEqual([{ id: 0, name: 'screen', width: 1280, height: 720, primary: true, x: 0, y: 0 }])
  })
})

describe('Wayland outputs', () => {
  it('sway: active outputs only', () => {
    const stdout = JSON.stringify([
      { name: 'eDP-1', active: true, focused: true, rect: { width: 1920, height: 1080 }, current_mode: { width: 1920, height: 1080 } },
      { name: 'DP-2', active: false, rect: { width: 0, height: 0 } },
      { name: 'HDMI-A-1', active: true, focused: false, rect: { width: 1280, height: 720 } },
    ])
    expect(parseSwayOutputs(stdout, 'swaybg')).toEqual([
      { id: 0, name: 'eDP-1', width: 1920, height: 1080, primary: true },
      { id: 1, name: 'HDMI-A-1', width: 1280, height: 720, primary: false },
    ])
  })

  it('Hyprland: enabled monitors', () => {
    const stdout = JSON.stringify([
      { id: 0, name: 'eDP-1', width: 1920, height: 1080, focused: true, disabled: false },
      { id: 1, name: 'DP-1', width: 2560, height: 1440, focused: false, disabled: true },
    ])
    expect(parseHyprlandMonitors(stdout, 'hyprpaper')).toEqual([{ id: 0, name: 'eDP-1', width: 1920, height: 1080, primary: true }])
  })

  it('sway: the position from rect (logical), the mode in pixels turned by the transform, and the scale', () => {
    const stdout = JSON.stringify([
      { name: 'eDP-1', active: true, rect: { x: 0, y: 0, width: 1280, height: 800 }, current_mode: { width: 2560, height: 1600 }, scale: 2, transform: 'normal' },
      { name: 'DP-2', active: true, rect: { x: 1280, y: -400, width: 1440, height: 2560 }, current_mode: { width: 2560, height: 1440 }, scale: 1, transform: '90' },
      { name: 'HDMI-A-1', active: true, rect: { x: 2720, y: 0, width: 1920, height: 1080 }, current_mode: { width: 1920, height: 1080 }, scale: 1, transform: 'flipped-270' },
    ])
    expect(parseSwayOutputs(stdout, 'swaybg')).toEqual([
      { id: 0, name: 'eDP-1', width: 2560, height: 1600, x: 0, y: 0, scale: 2, rotation: 0 },
      { id: 1, name: 'DP-2', width: 1440, height: 2560, x: 1280, y: -400, scale: 1, rotation: 90 },
      { id: 2, name: 'HDMI-A-1', width: 1080, height: 1920, x: 2720, y: 0, scale: 1, rotation: 270 },
    ])
  })

  it('Hyprland: the position (logical), the mode turned by the transform (0–7), and the scale', () => {
    const stdout = JSON.stringify([
      { id: 0, name: 'eDP-1', width: 2880, height: 1800, x: 0, y: 0, scale: 2, transform: 0, focused: true },
      { id: 1, name: 'DP-1', width: 2560, height: 1440, x: 1440, y: 0, scale: 1, transform: 3, focused: false },
      { id: 2, name: 'DP-2', width: 1920, height: 1080, x: 2880, y: 0, scale: 1.25, transform: 5, focused: false },
    ])
    expect(parseHyprlandMonitors(stdout, 'hyprpaper')).toEqual([
      { id: 0, name: 'eDP-1', width: 2880, height: 1800, x: 0, y: 0, scale: 2, rotation: 0, primary: true },
      { id: 1, name: 'DP-1', width: 1440, height: 2560, x: 1440, y: 0, scale: 1, rotation: 270, primary: false },
      { id: 2, name: 'DP-2', width: 1080, height: 1920, x: 2880, y: 0, scale: 1.25, rotation: 90, primary: false },
    ])
  })

  it('garbage is a WallpaperError naming the backend', () => {
    expect(() => parseSwayOutputs('not json', 'swaybg')).toThrow('swaybg could not read the list of displays from swaymsg.')
  })
})

describe('~/.fehbg', () => {
  it('reads the files feh wrote, quotes and all', () => {
    const text = `#!/bin/sh\nfeh --no-fehbg --bg-fill '/home/me/a b.png' '/home/me/it'\\''s.png' \n`
    expect(parseFehbg(text)).toEqual(['/home/me/a b.png', "/home/me/it's.png"])
  })

  it('skips option values and other lines', () => {
    expect(parseFehbg(`#!/bin/sh\nfeh --no-fehbg --bg-max --image-bg 'black' '/x.png'\n`)).toEqual(['/x.png'])
    expect(parseFehbg('#!/bin/sh\n')).toBeNull()
  })
})

describe('nitrogen bg-saved.cfg', () => {
  it('reads each head and the whole screen', () => {
    const text = '[xin_0]\nfile=/a.png\nmode=5\nbgcolor=#000000\n\n[xin_1]\nfile=/b c.png\nmode=5\n\n[xin_-1]\nfile=/all.png\n'
    expect(parseNitrogenConfig(text)).toEqual([
      { head: 0, file: '/a.png', mode: 5 },
      { head: 1, file: '/b c.png', mode: 5 },
      { head: null, file: '/all.png' },
    ])
  })
})

describe('swww query', () => {
  it('reads the 0.11 format and the older one', () => {
    const stdout = [
      ': eDP-1: 1920x1080, scale: 1, currently displaying: image: /home/me/a b.png',
      'HDMI-A-1: 2560x1440, scale: 1, currently displaying: color: 000000',
    ].join('\n')
    expect(parseSwwwQuery(stdout)).toEqual([
      { name: 'eDP-1', width: 1920, height: 1080, image: '/home/me/a b.png' },
      { name: 'HDMI-A-1', width: 2560, height: 1440, image: null },
    ])
  })
})

describe('hyprpaper listactive', () => {
  it('reads MONITOR = path lines', () => {
    expect(parseListActive('eDP-1 = /a b.png\nDP-1 = contain:/c.png\n')).toEqual([
      { monitor: 'eDP-1', file: '/a b.png' },
      { monitor: 'DP-1', file: '/c.png' },
    ])
  })
})

describe('swaybg arguments', () => {
  it('round-trips groups and reads long options', () => {
    const groups = [
      { output: '*', file: '/a.png', mode: 'fill' },
      { output: 'HDMI-A-1', file: '/b c.png', mode: 'fit' },
    ]
    expect(parseSwaybgArgs(swaybgArgs(groups))).toEqual(groups)
    expect(parseSwaybgArgs(['--image', '/x.png', '--mode', 'center'])).toEqual([{ output: '*', file: '/x.png', mode: 'center' }])
  })
})

describe('XFCE properties', () => {
  it('finds every last-image with its monitor and workspace', () => {
    expect(
      parseLastImages([
        '/backdrop/screen0/monitoreDP-1/workspace0/last-image',
        '/backdrop/screen0/monitoreDP-1/workspace0/image-style',
        '/backdrop/screen0/monitor0/image-path',
        '/backdrop/screen0/monitorHDMI-1/workspace3/last-image',
      ]),
    ).toEqual([
      { property: '/backdrop/screen0/monitoreDP-1/workspace0/last-image', monitor: 'eDP-1', workspace: 0 },
      { property: '/backdrop/screen0/monitorHDMI-1/workspace3/last-image', monitor: 'HDMI-1', workspace: 3 },
    ])
  })
})

describe('pcmanfm files', () => {
  it('the LXDE profile follows DESKTOP_SESSION; Lubuntu is lower case', () => {
    expect(pcmanfmProfile(undefined)).toBe('LXDE')
    expect(pcmanfmProfile('LXDE-pi')).toBe('LXDE-pi')
    expect(pcmanfmProfile('Lubuntu')).toBe('lubuntu')
  })

  it('reads wallpaper= in any case, not wallpaper_mode=', () => {
    expect(iniValue('[*]\nwallpaper_mode=crop\nwallpaper=/a b.png\n', 'wallpaper')).toBe('/a b.png')
    expect(iniValue('[Desktop]\nWallpaperMode=zoom\nWallpaper="/a, b.png"\n', 'wallpaper')).toBe('/a, b.png')
    expect(iniValue('[Desktop]\n', 'wallpaper')).toBeUndefined()
  })
})

describe('Plasma script output', () => {
  it('finds the JSON in qdbus and dbus-send replies', () => {
    const json = '{"tapestry":{"set":[0,1],"skipped":[]}}'
    expect(parseScriptOutput(`${json}\n`, SetResultSchema, 'KDE Plasma')).toEqual({ set: [0, 1], skipped: [] })
    expect(parseScriptOutput(`method return time=1 sender=:1.2 -> destination=:1.3 serial=4 reply_serial=2\n   string "${json}\n"\n`, SetResultSchema, 'KDE Plasma')).toEqual({
      set: [0, 1],
      skipped: [],
    })
    expect(() => parseScriptOutput('Widgets are locked', SetResultSchema, 'KDE Plasma')).toThrow(/KDE Plasma answered/)
  })
})

describe('DisplayTargetSchema', () => {
  it.each<[unknown, unknown]>([
    ['all', 'all'],
    [0, 0],
    ['1', 1],
    ['HDMI-1', 'HDMI-1'],
  ])('%j → %j', (input, output) => {
    expect(DisplayTargetSchema.parse(input)).toEqual(output)
  })

  it.each([-1, 1.5, '', '  '])('rejects %j', (input) => {
    expect(DisplayTargetSchema.safeParse(input).success).toBe(false)
  })
})

describe('WallpaperSettingsSchema', () => {
  it('defaults to auto and no lock screen; a null or blank custom command means none', () => {
    expect(WallpaperSettingsSchema.parse({})).toEqual({ backend: 'auto', lockScreen: false })
    expect(WallpaperSettingsSchema.parse({ backend: 'kde', customCommand: null, lockScreen: true })).toEqual({ backend: 'kde', lockScreen: true })
    expect(WallpaperSettingsSchema.parse({ customCommand: '  ' })).toEqual({ backend: 'auto', lockScreen: false })
    expect(WallpaperSettingsSchema.parse({ customCommand: ' setbg {file} ' })).toEqual({ backend: 'auto', customCommand: 'setbg {file}', lockScreen: false })
    expect(WallpaperSettingsSchema.safeParse({ backend: 'gnome3' }).success).toBe(false)
  })
})
