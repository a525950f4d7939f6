// Turning a DisplayTarget into the display a backend addresses, with errors that say what exists.
import { WallpaperError } from '../errors/errors'
import type { DisplayInfo, DisplayTarget } from './types'

function describe(displays: readonly DisplayInfo[]): string {
  return displays.map((display) => `${display.id}: ${display.name}`).join(', ')
}

/** The display a target names, by index or by name; a WallpaperError when there is none. */
export function findDisplay(target: number | string, displays: readonly DisplayInfo[], backendName: string): DisplayInfo {
  const found = typeof target === 'number' ? displays.find((display) => display.id === target) : displays.find((display) => display.name === target)
  if (found) return found
  if (displays.length === 0) throw new WallpaperError(`${backendName} could not list the displays to find display ${target}.`)
  throw new WallpaperError(`${backendName} has no display ${target}; the displays are ${describe(displays)}.`)
}

/** For desktops that show one image everywhere: only 'all' is accepted. */
export function requireAllDisplays(display: DisplayTarget, limitation: string): void {
  if (display !== 'all') throw new WallpaperError(`${limitation.replace(/\.$/, '')}: it cannot show a separate image on display ${display}.`)
}
