// The displays a spanning image is drawn for (desktops with one picture for all), each under the
// name its picture is recorded by: the desktop's own name, or — where the desktop names no display
// (GNOME on Wayland) — what the system calls it ("Built-in", "DELL U2720Q") when that tells it
// apart. Rotation and "previous" draw the same layout under the same names. A layout that cannot be
// drawn (a display of no size, one far away, more pixels than an image can have) is refused here,
// before any picture is picked or fetched for it.
import type { DisplayInfo } from '../../../shared/ipc'
import { isUnmatchedId } from './display-list'
import { checkSpanLayout, type LaidOutDisplay } from './span-layout'

export interface SpanTarget extends LaidOutDisplay {
  info: DisplayInfo
}

/**
 * The layout, or null where there is none to draw: fewer than two displays, or one with no known
 * place. Throws a WallpaperError saying why when there is one and it cannot be drawn.
 */
export function spanTargets(displays: readonly DisplayInfo[]): SpanTarget[] | null {
  if (displays.length < 2) return null
  const targets: SpanTarget[] = []
  for (const info of displays) {
    if (info.bounds === undefined || info.scaleFactor === undefined) return null
    const unique = displays.filter((other) => other.name === info.name).length === 1
    targets.push({ display: isUnmatchedId(info.id) && unique ? info.name : info.id, bounds: info.bounds, scaleFactor: info.scaleFactor, primary: info.primary, info })
  }
  checkSpanLayout(targets)
  return targets
}
