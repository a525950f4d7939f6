// The harness's two screens, seen from both sides: the system (as Electron's screen would list them)
// puts the external monitor first, the desktop's `xrandr --listmonitors` the built-in one, so the
// window's display chooser shows the desktop's names only because the core matches by geometry.
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PlatformDisplayInput } from '../src/main/core/displays/platform-display'

export const HARNESS_DISPLAYS: readonly PlatformDisplayInput[] = Object.freeze([
  { id: 7, label: 'External monitor', bounds: { x: 1920, y: 0, width: 2560, height: 1440 }, scaleFactor: 1, rotation: 0, internal: false, primary: false },
  { id: 3, label: 'Built-in display', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1, rotation: 0, internal: true, primary: true },
])

const LIST_MONITORS = 'Monitors: 2\\n 0: +*eDP-1 1920/344x1080/194+0+0  eDP-1\\n 1: +HDMI-1 2560/597x1440/336+1920+0  HDMI-1\\n'

/**
 * A folder holding an `xrandr` that answers --listmonitors as the pretend desktop, for the front of
 * PATH; with DISPLAY set, the recording desktop (the custom command) lists these two screens.
 */
export async function writePretendXrandr(parent: string): Promise<string> {
  const folder = join(parent, 'pretend-bin')
  await mkdir(folder, { recursive: true })
  const script = join(folder, 'xrandr')
  await writeFile(script, `#!/bin/sh\n[ "$1" = --listmonitors ] || exit 1\nprintf '${LIST_MONITORS}'\n`)
  await chmod(script, 0o755)
  return folder
}
