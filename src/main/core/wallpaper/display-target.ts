// Turning a DisplayTarget into the display a backend addresses, with errors that say what exists.
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { Limitation } from './limitation'
import type { DisplayInfo, DisplayTarget } from './types'

function describe(displays: readonly DisplayInfo[]): string {
  return displays.map((display) => `${display.id}: ${display.name}`).join(', ')
}

/** The display a target names, by index or by name; a WallpaperError when there is none. */
export function findDisplay(target: number | string, displays: readonly DisplayInfo[], backendName: string): DisplayInfo {
  const found = typeof target === 'number' ? displays.find((display) => display.id === target) : displays.find((display) => display.name === target)
  if (found) return found
  if (displays.length === 0) throw new WallpaperError(...sentence('desktop.display.unlisted', { backend: backendName, display: target }))
  throw new WallpaperError(...sentence('desktop.display.notFound', { backend: backendName, display: target, displays: describe(displays) }))
}

/** For desktops that show one image everywhere: only 'all' is accepted. */
export function requireAllDisplays(display: DisplayTarget, limitation: Limitation): void {
  if (display !== 'all') throw new WallpaperError(...sentence('desktop.display.oneImage', { limitation: limitation.clause, display }))
}
