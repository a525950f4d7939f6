// Matching Electron's displays to the desktop's by connector name and geometry, never by list
// position: every case lists the two sides in different orders.
import { describe, expect, it } from 'vitest'
import { matchDisplays, type DisplayMatch } from '../../../src/main/core/displays/match-displays'
import type { DisplayInfo as DesktopDisplay } from '../../../src/main/core/wallpaper/types'
import { platformDisplay } from '../../support/platform-displays'

/** Each platform display's label (or id), with the desktop name it was matched to and how, or its problem. */
function pairs(matches: readonly DisplayMatch[]): (string | [string, string, string])[] {
  return matches.map((match) => (match.desktop ? [match.platform.label || String(match.platform.id), match.desktop.name, match.by] : match.problem.message))
}

describe('matching by geometry', () => {
  it('two X11 monitors, Electron listing them the other way round from xrandr', () => {
    const electron = [
      platformDisplay({ id: 11, label: 'DELL U2720Q', x: 1920, y: 0, width: 2560, height: 1440 }),
      platformDisplay({ id: 12, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, internal: true, primary: true }),
    ]
    const xrandr: DesktopDisplay[] = [
      { id: 0, name: 'eDP-1', width: 1920, height: 1080, x: 0, y: 0, primary: true },
      { id: 1, name: 'HDMI-1', width: 2560, height: 1440, x: 1920, y: 0 },
    ]
    expect(pairs(matchDisplays(electron, xrandr, 'feh'))).toEqual([
      ['DELL U2720Q', 'HDMI-1', 'geometry'],
      ['Built-in', 'eDP-1', 'geometry'],
    ])
  })

  it('three monitors, the middle one turned to portrait, in three different orders', () => {
    const electron = [
      platformDisplay({ id: 1, label: 'left', x: 0, y: 360, width: 1920, height: 1080 }),
      platformDisplay({ id: 2, label: 'portrait', x: 1920, y: 0, width: 1440, height: 2560, rotation: 90 }),
      platformDisplay({ id: 3, label: 'right', x: 3360, y: 360, width: 1920, height: 1080 }),
    ]
    // xrandr already gives the turned size; sway and Hyprland give the mode and a transform, which the parsers turn.
    const desktop: DesktopDisplay[] = [
      { id: 0, name: 'DP-3', width: 1920, height: 1080, x: 3360, y: 360 },
      { id: 1, name: 'DP-1', width: 1920, height: 1080, x: 0, y: 360 },
      { id: 2, name: 'DP-2', width: 1440, height: 2560, x: 1920, y: 0, rotation: 90 },
    ]
    expect(pairs(matchDisplays(electron, desktop, 'swaybg'))).toEqual([
      ['left', 'DP-1', 'geometry'],
      ['portrait', 'DP-2', 'geometry'],
      ['right', 'DP-3', 'geometry'],
    ])
  })

  it('X11 at scale 2: Electron gives DIP, xrandr pixels', () => {
    const electron = [
      platformDisplay({ id: 1, label: 'External', x: 1440, y: 0, width: 1920, height: 1080, scaleFactor: 2 }),
      platformDisplay({ id: 2, label: 'Built-in', x: 0, y: 0, width: 1440, height: 900, scaleFactor: 2 }),
    ]
    const xrandr: DesktopDisplay[] = [
      { id: 0, name: 'eDP-1', width: 2880, height: 1800, x: 0, y: 0 },
      { id: 1, name: 'DP-1', width: 3840, height: 2160, x: 2880, y: 0 },
    ]
    expect(pairs(matchDisplays(electron, xrandr, 'feh'))).toEqual([
      ['External', 'DP-1', 'geometry'],
      ['Built-in', 'eDP-1', 'geometry'],
    ])
  })

  it('Wayland with a display at scale 2 beside one at 1: both sides in logical units', () => {
    const electron = [
      platformDisplay({ id: 1, label: 'External', x: 1280, y: 0, width: 1920, height: 1080 }),
      platformDisplay({ id: 2, label: 'Built-in', x: 0, y: 0, width: 1280, height: 800, scaleFactor: 2 }),
    ]
    const hyprland: DesktopDisplay[] = [
      { id: 0, name: 'eDP-1', width: 2560, height: 1600, x: 0, y: 0, scale: 2 },
      { id: 1, name: 'DP-1', width: 1920, height: 1080, x: 1280, y: 0, scale: 1 },
    ]
    expect(pairs(matchDisplays(electron, hyprland, 'hyprpaper'))).toEqual([
      ['External', 'DP-1', 'geometry'],
      ['Built-in', 'eDP-1', 'geometry'],
    ])
  })

  it('a fractional scale rounds within the tolerance', () => {
    const electron = [platformDisplay({ id: 1, x: 0, y: 0, width: 2048, height: 1152, scaleFactor: 1.25 }), platformDisplay({ id: 2, x: 2048, y: 0, width: 1707, height: 960, scaleFactor: 1.25 })]
    const xrandr: DesktopDisplay[] = [
      { id: 0, name: 'DP-2', width: 2133, height: 1200, x: 2560, y: 0 },
      { id: 1, name: 'DP-1', width: 2560, height: 1440, x: 0, y: 0 },
    ]
    expect(pairs(matchDisplays(electron, xrandr, 'feh'))).toEqual([
      ['1', 'DP-1', 'geometry'],
      ['2', 'DP-2', 'geometry'],
    ])
  })
})

describe('matching by name', () => {
  it('a Wayland description ending in the connector', () => {
    const electron = [
      platformDisplay({ id: 1, label: 'Dell Inc. DELL U2720Q 8XJ1 (DP-2 via HDMI)', x: 0, y: 0, width: 2560, height: 1440 }),
      platformDisplay({ id: 2, label: 'BOE 0x095F (eDP-1)', x: 2560, y: 0, width: 1280, height: 800, scaleFactor: 2 }),
    ]
    // swww gives names and sizes, no positions: the names decide.
    const swww: DesktopDisplay[] = [
      { id: 0, name: 'eDP-1', width: 2560, height: 1600 },
      { id: 1, name: 'DP-2', width: 2560, height: 1440 },
    ]
    expect(pairs(matchDisplays(electron, swww, 'swww'))).toEqual([
      ['Dell Inc. DELL U2720Q 8XJ1 (DP-2 via HDMI)', 'DP-2', 'name'],
      ['BOE 0x095F (eDP-1)', 'eDP-1', 'name'],
    ])
  })

  it('a name is a whole word: DP-1 is not in "(DP-10)"', () => {
    const electron = [platformDisplay({ id: 1, label: 'Acme (DP-10)', x: 0, y: 0, width: 1920, height: 1080 }), platformDisplay({ id: 2, label: 'Acme (DP-1)', x: 1920, y: 0, width: 1920, height: 1080 })]
    const desktop: DesktopDisplay[] = [
      { id: 0, name: 'DP-1', width: 1920, height: 1080 },
      { id: 1, name: 'DP-10', width: 1920, height: 1080 },
    ]
    expect(pairs(matchDisplays(electron, desktop, 'swww'))).toEqual([
      ['Acme (DP-10)', 'DP-10', 'name'],
      ['Acme (DP-1)', 'DP-1', 'name'],
    ])
  })

  it('macOS: the label is the name the desktop shows', () => {
    const electron = [platformDisplay({ id: 1, label: 'LG HDR 4K', x: 1512, y: 0, width: 1920, height: 1080 }), platformDisplay({ id: 2, label: 'Built-in Retina Display', x: 0, y: 0, width: 1512, height: 982, scaleFactor: 2 })]
    const screens: DesktopDisplay[] = [
      { id: 0, name: 'Built-in Retina Display' },
      { id: 1, name: 'LG HDR 4K' },
    ]
    expect(pairs(matchDisplays(electron, screens, 'macOS'))).toEqual([
      ['LG HDR 4K', 'LG HDR 4K', 'name'],
      ['Built-in Retina Display', 'Built-in Retina Display', 'name'],
    ])
  })

  it('a model name never matches a name that is not a connector (Plasma’s "screen 1")', () => {
    const electron = [platformDisplay({ id: 1, label: 'Samsung screen 1', x: 0, y: 0, width: 1920, height: 1080 }), platformDisplay({ id: 2, label: 'Other', x: 1920, y: 0, width: 1920, height: 1080 })]
    const plasma: DesktopDisplay[] = [
      { id: 0, name: 'screen 0', width: 1920, height: 1080, x: 1920, y: 0 },
      { id: 1, name: 'screen 1', width: 1920, height: 1080, x: 0, y: 0 },
    ]
    expect(pairs(matchDisplays(electron, plasma, 'KDE Plasma'))).toEqual([
      ['Samsung screen 1', 'screen 1', 'geometry'],
      ['Other', 'screen 0', 'geometry'],
    ])
  })
})

describe('sizes alone, and one display on each side', () => {
  it('a desktop with no positions: sizes that are nobody else’s', () => {
    const electron = [platformDisplay({ id: 1, label: 'big', x: 0, y: 0, width: 2560, height: 1440 }), platformDisplay({ id: 2, label: 'small', x: 2560, y: 0, width: 1920, height: 1080 })]
    const desktop: DesktopDisplay[] = [
      { id: 0, name: 'HDMI-A-1', width: 1920, height: 1080 },
      { id: 1, name: 'DP-1', width: 2560, height: 1440 },
    ]
    expect(pairs(matchDisplays(electron, desktop, 'swww'))).toEqual([
      ['big', 'DP-1', 'size'],
      ['small', 'HDMI-A-1', 'size'],
    ])
  })

  it('one on each side is the same display, whatever they say', () => {
    const electron = [platformDisplay({ id: 1, label: 'Xvfb', x: 0, y: 0, width: 1280, height: 720 })]
    expect(pairs(matchDisplays(electron, [{ id: 0, name: 'screen' }], 'feh'))).toEqual([['Xvfb', 'screen', 'only display']])
  })
})

describe('what cannot be matched is said, not guessed', () => {
  it('two monitors of one size and no positions: neither is guessed', () => {
    const electron = [platformDisplay({ id: 1, label: 'DELL P2419H', x: 0, y: 0, width: 1920, height: 1080 }), platformDisplay({ id: 2, label: 'DELL P2419H', x: 1920, y: 0, width: 1920, height: 1080 })]
    const desktop: DesktopDisplay[] = [
      { id: 0, name: 'HDMI-A-1', width: 1920, height: 1080 },
      { id: 1, name: 'DP-1', width: 1920, height: 1080 },
    ]
    expect(pairs(matchDisplays(electron, desktop, 'swww'))).toEqual([
      "Tapestry cannot tell which of the desktop's displays (HDMI-A-1, DP-1) is DELL P2419H (1920×1080 at 0,0): no single one has its name or its position and size.",
      "Tapestry cannot tell which of the desktop's displays (HDMI-A-1, DP-1) is DELL P2419H (1920×1080 at 1920,0): no single one has its name or its position and size.",
    ])
  })

  it('a display the desktop does not list, beside one it does', () => {
    const electron = [
      platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, internal: true }),
      platformDisplay({ id: 2, x: 1920, y: 0, width: 1080, height: 1920, rotation: 270 }),
    ]
    const xrandr: DesktopDisplay[] = [{ id: 0, name: 'eDP-1', width: 1920, height: 1080, x: 0, y: 0 }]
    expect(pairs(matchDisplays(electron, xrandr, 'feh'))).toEqual([
      ['Built-in', 'eDP-1', 'geometry'],
      "Tapestry cannot tell which of the desktop's displays (eDP-1) is a display (1080×1920 at 1920,0, turned 270°): no single one has its name or its position and size.",
    ])
  })

  it('a desktop that lists no displays', () => {
    const electron = [platformDisplay({ id: 1, x: 0, y: 0, width: 1280, height: 720, internal: true }), platformDisplay({ id: 2, label: 'TV', x: 1280, y: 0, width: 1920, height: 1080 })]
    expect(pairs(matchDisplays(electron, [], 'The custom wallpaper command'))).toEqual([
      'The custom wallpaper command did not list any displays, so Tapestry cannot tell which one the built-in display (1280×720 at 0,0) is; set the picture on all displays.',
      'The custom wallpaper command did not list any displays, so Tapestry cannot tell which one TV (1920×1080 at 1280,0) is; set the picture on all displays.',
    ])
  })
})
