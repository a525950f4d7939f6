// The harness's screens, seen from both sides: the system (as Electron's screen would list them) and
// the desktop (`xrandr --listmonitors`, written from the same layout). In the usual layout the
// system puts the external monitor first and the desktop the built-in one, so the window's display
// choice shows the desktop's names only because the core matches by geometry. Other layouts (a
// portrait monitor, mixed scales, a display the desktop does not list) are for the browser tests
// of "Now showing" and the display chooser.
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pixelRect, PlatformDisplaySchema, type PlatformDisplayInput } from '../src/main/core/displays/platform-display'

export interface PretendDisplay {
  /** As Electron's screen lists it: bounds in device-independent units, and the scale. */
  platform: PlatformDisplayInput
  /** The desktop's name for it in xrandr's list; null for a display the desktop does not list (it cannot be set alone). */
  connector: string | null
}

/** In the system's order; the desktop lists them primary first, then as given. */
export type PretendLayout = readonly PretendDisplay[]

/** A built-in 1080p display, and an external monitor to its right (both at scale 1). */
export const SIDE_BY_SIDE: PretendLayout = Object.freeze([
  { platform: { id: 7, label: 'External monitor', bounds: { x: 1920, y: 0, width: 2560, height: 1440 }, scaleFactor: 1, rotation: 0, internal: false, primary: false }, connector: 'HDMI-1' },
  { platform: { id: 3, label: 'Built-in display', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }, connector: 'eDP-1' },
])

/**
 * A laptop at 200% (2880×1800 pixels, 1440×900 in the layout) bottom-aligned left of a 1440p
 * monitor, a monitor turned to portrait on the right, and a projector the desktop does not list.
 */
export const MIXED_LAYOUT: PretendLayout = Object.freeze([
  { platform: { id: 11, label: 'DELL U2720Q', bounds: { x: 1440, y: 0, width: 2560, height: 1440 }, scaleFactor: 1, rotation: 0, internal: false, primary: true }, connector: 'DP-1' },
  { platform: { id: 12, label: 'Built-in Retina display', bounds: { x: 0, y: 540, width: 1440, height: 900 }, scaleFactor: 2, rotation: 0, internal: true, primary: false }, connector: 'eDP-1' },
  { platform: { id: 13, label: 'DELL P2419H', bounds: { x: 4000, y: 0, width: 1080, height: 1920 }, scaleFactor: 1, rotation: 90, internal: false, primary: false }, connector: 'HDMI-1' },
  { platform: { id: 14, label: 'Meeting-room projector', bounds: { x: 5080, y: 0, width: 1280, height: 720 }, scaleFactor: 1, rotation: 0, internal: false, primary: false }, connector: null },
])

/** The usual harness's displays as the system lists them. */
export const HARNESS_DISPLAYS: readonly PlatformDisplayInput[] = Object.freeze(SIDE_BY_SIDE.map((display) => display.platform))

/** What `xrandr --listmonitors` says of the layout: each listed display's pixels and position. */
export function listMonitors(layout: PretendLayout): string {
  const listed = layout.filter((display) => display.connector !== null)
  const ordered = [...listed.filter((display) => display.platform.primary), ...listed.filter((display) => !display.platform.primary)]
  const lines = ordered.map((display, index) => {
    const { x, y, width, height } = pixelRect(PlatformDisplaySchema.parse(display.platform))
    // Millimetres do not matter to Tapestry; about 96 pixels an inch.
    const mm = (pixels: number) => Math.round((pixels * 25.4) / 96)
    return ` ${index}: +${display.platform.primary ? '*' : ''}${display.connector} ${width}/${mm(width)}x${height}/${mm(height)}+${x}+${y}  ${display.connector}`
  })
  return [`Monitors: ${ordered.length}`, ...lines, ''].join('\n')
}

/**
 * A folder holding an `xrandr` that answers --listmonitors as the pretend desktop, for the front of
 * PATH; with DISPLAY set, the recording desktop (the custom command) lists the layout's screens.
 */
export async function writePretendXrandr(parent: string, layout: PretendLayout = SIDE_BY_SIDE): Promise<string> {
  const folder = join(parent, 'pretend-bin')
  await mkdir(folder, { recursive: true })
  const script = join(folder, 'xrandr')
  // printf '%s' prints the list as it is: nothing in it is taken as a format.
  const quoted = `'${listMonitors(layout).replaceAll("'", "'\\''")}'`
  await writeFile(script, `#!/bin/sh\n[ "$1" = --listmonitors ] || exit 1\nprintf '%s' ${quoted}\n`)
  await chmod(script, 0o755)
  return folder
}
