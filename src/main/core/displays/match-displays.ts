// Which of the desktop's displays each of the platform's displays is (docs/desktops.md): by connector name
// where both sides have one, else by position and size, never by place in either list, because
// nothing makes Electron's order agree with xrandr's, sway's, Hyprland's, Plasma's or XFCE's (and on
// Wayland it often does not). A display that cannot be told apart is reported in a sentence, not guessed.
import { said, type Said } from '../i18n/sentence'
import type { DisplayInfo as DesktopDisplay } from '../wallpaper/types'
import { pixelRect, type PlatformDisplay, type Rect } from './platform-display'

export type MatchedBy = 'name' | 'geometry' | 'size' | 'only display'

export type DisplayMatch = { platform: PlatformDisplay; desktop: DesktopDisplay; by: MatchedBy } | { platform: PlatformDisplay; desktop: null; problem: Said }

/** Pixels either way: sizes divided by a fractional scale lose part of one. */
const TOLERANCE = 2

/** What a connector is called: eDP-1, HDMI-A-1, DP-2, DVI-D-0, LVDS1, Virtual-1, XWAYLAND0. */
const CONNECTOR = /^[A-Za-z][A-Za-z-]*\d+$/

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The label is the desktop's name (macOS), or names the connector as a word of its own, as Wayland
 * descriptions do at their end: "… (DP-2)", "… (DP-2 via HDMI)". Only a name that looks like a
 * connector is looked for inside a label, so a model name never matches by accident.
 */
function sameName(platform: PlatformDisplay, desktop: DesktopDisplay): boolean {
  if (platform.label === desktop.name) return true
  return CONNECTOR.test(desktop.name) && new RegExp(`(^|[\\s(])${escapeRegExp(desktop.name)}($|[\\s),])`).test(platform.label)
}

/** Electron rounds bounds to whole DIPs, so times the scale they can be off by up to the scale itself. */
function sameRect(a: Rect, b: Rect, scaleFactor: number): boolean {
  const tolerance = Math.max(TOLERANCE, Math.ceil(scaleFactor))
  const close = (one: number, other: number) => Math.abs(one - other) <= tolerance
  return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
}

/** The desktop's display in its own layout's units: its pixels divided by its scale. */
function layoutRect(display: DesktopDisplay): Rect | null {
  if (display.width === undefined || display.height === undefined || display.x === undefined || display.y === undefined) return null
  const scale = display.scale ?? 1
  return { x: display.x, y: display.y, width: display.width / scale, height: display.height / scale }
}

/** Wayland compositors and Plasma lay displays out in device-independent units, as Electron's bounds are. */
function sameLogicalGeometry(platform: PlatformDisplay, desktop: DesktopDisplay): boolean {
  const rect = layoutRect(desktop)
  return rect !== null && sameRect(platform.bounds, rect, platform.scaleFactor)
}

/** X11 lays displays out in pixels. */
function samePixelGeometry(platform: PlatformDisplay, desktop: DesktopDisplay): boolean {
  const rect = layoutRect(desktop)
  return rect !== null && sameRect(pixelRect(platform), rect, platform.scaleFactor)
}

/** For desktops that give sizes but no positions (swww, XFCE without xrandr): the size alone, when it is nobody else's. */
function sameSizeWithoutPosition(platform: PlatformDisplay, desktop: DesktopDisplay): boolean {
  if (desktop.width === undefined || desktop.height === undefined || desktop.x !== undefined) return false
  const scale = desktop.scale ?? 1
  const size = { x: 0, y: 0, width: desktop.width / scale, height: desktop.height / scale }
  return [platform.bounds, pixelRect(platform)].some((rect) => sameRect({ ...rect, x: 0, y: 0 }, size, platform.scaleFactor))
}

/** "DELL U2720Q (1440×2560 at 1920,0, turned 90°)": enough for a person to know which screen is meant. */
function describePlatformDisplay(display: PlatformDisplay): Said {
  const rect = pixelRect(display)
  const name = display.label || (display.internal ? said('desktop.match.builtIn') : said('desktop.match.aDisplay'))
  // Pixels and places as the system gives them, never with a thousands separator.
  const where = { name, width: String(rect.width), height: String(rect.height), x: String(rect.x), y: String(rect.y) }
  if (display.rotation) return said('desktop.match.displayTurned', { ...where, rotation: String(display.rotation) })
  return said('desktop.match.display', where)
}

/**
 * Pairs each platform display with the desktop display it is, in the platform's order. A pair is
 * made only when each side has exactly one candidate in the other, by the first test that has any:
 * the same name, then the same position and size, then (for a desktop that gives no positions) the
 * same size; one display on each side is the same display whatever they say.
 */
export function matchDisplays(platform: readonly PlatformDisplay[], desktop: readonly DesktopDisplay[], desktopName: string | Said): DisplayMatch[] {
  const pairs = new Map<PlatformDisplay, { desktop: DesktopDisplay; by: MatchedBy }>()

  function pairUniquely(test: (platform: PlatformDisplay, desktop: DesktopDisplay) => boolean, by: MatchedBy): void {
    const taken = new Set([...pairs.values()].map((pair) => pair.desktop))
    const open = platform.filter((display) => !pairs.has(display))
    const candidates = new Map(open.map((display) => [display, desktop.filter((other) => !taken.has(other) && test(display, other))]))
    for (const [display, found] of candidates) {
      const only = found.length === 1 ? found[0] : undefined
      if (only && open.filter((rival) => candidates.get(rival)?.includes(only)).length === 1) pairs.set(display, { desktop: only, by })
    }
  }

  pairUniquely(sameName, 'name')
  // Device-independent units first: on Wayland a display's pixel rectangle can coincide with
  // another's place in the layout, while on X11 (where they are pixels) the two agree at scale 1.
  pairUniquely(sameLogicalGeometry, 'geometry')
  pairUniquely(samePixelGeometry, 'geometry')
  pairUniquely(sameSizeWithoutPosition, 'size')
  if (platform.length === 1 && desktop.length === 1) pairUniquely(() => true, 'only display')

  return platform.map((display): DisplayMatch => {
    const pair = pairs.get(display)
    if (pair) return { platform: display, ...pair }
    const what = describePlatformDisplay(display)
    const problem =
      desktop.length === 0
        ? said('desktop.match.noneListed', { backend: desktopName, display: what })
        : said('desktop.match.ambiguous', { displays: desktop.map((other) => other.name).join(', '), display: what })
    return { platform: display, desktop: null, problem }
  })
}
