// The displays a spanning image is drawn for (desktops with one picture for all), each under the
// name its picture is recorded by: the desktop's own name, or — where the desktop names no display
// (GNOME on Wayland) — what the system calls it ("Built-in", "DELL U2720Q") when that tells it
// apart. Rotation and "previous" draw the same layout under the same names.
import type { DisplayInfo } from '../../../shared/ipc'
import { isUnmatchedId } from './display-list'
import type { LaidOutDisplay } from './span-layout'

export interface SpanTarget extends LaidOutDisplay {
  info: DisplayInfo
}

/** The layout, or null where it cannot be drawn: fewer than two displays, or one with no known place. */
export function spanTargets(displays: readonly DisplayInfo[]): SpanTarget[] | null {
  if (displays.length < 2) return null
  const targets: SpanTarget[] = []
  for (const info of displays) {
    if (info.bounds === undefined || info.scaleFactor === undefined) return null
    const unique = displays.filter((other) => other.name === info.name).length === 1
    targets.push({ display: isUnmatchedId(info.id) && unique ? info.name : info.id, bounds: info.bounds, scaleFactor: info.scaleFactor, primary: info.primary, info })
  }
  return targets
}
