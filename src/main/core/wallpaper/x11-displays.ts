// X11 displays from `xrandr --listmonitors` (package x11-xserver-utils), in the order Xinerama
// numbers them: the order feh takes one file per screen in, and nitrogen's --head numbers.
import { WallpaperError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { CommandRunner } from './run-command'
import type { DisplayInfo } from './types'

// " 0: +*eDP-1 1920/344x1080/194+0+0  eDP-1": the size as laid out (already turned for a rotated
// screen) and the position, both in pixels. A monitor made with `xrandr --setmonitor` may name no output.
const MONITOR_LINE = /^\s*(\d+):\s+\+?(\*?)(\S+)\s+(\d+)\/\d+x(\d+)\/\d+\+(-?\d+)\+(-?\d+)(?:\s+(\S+))?/

export function parseListMonitors(stdout: string): DisplayInfo[] {
  const displays: DisplayInfo[] = []
  for (const line of stdout.split('\n')) {
    const match = MONITOR_LINE.exec(line)
    if (!match) continue
    const [, index, star, monitorName, width, height, x, y, outputName] = match
    displays.push({
      id: Number(index),
      name: outputName ?? (monitorName as string),
      width: Number(width),
      height: Number(height),
      primary: star === '*',
      x: Number(x),
      y: Number(y),
    })
  }
  return displays.sort((a, b) => a.id - b.id)
}

export async function listX11Displays(runner: CommandRunner): Promise<DisplayInfo[]> {
  const { stdout } = await runner.run('xrandr', ['--listmonitors'])
  return parseListMonitors(stdout)
}

interface X11Context {
  runner: CommandRunner
  env: Record<string, string | undefined>
  which: (name: string) => boolean | Promise<boolean>
}

/**
 * The displays as far as they can be known: xrandr when there is an X display and xrandr is
 * installed, else none. Setting one image on the whole screen never needs this list.
 */
export async function listX11DisplaysIfAvailable(context: X11Context): Promise<DisplayInfo[]> {
  if (!context.env.DISPLAY || !(await context.which('xrandr'))) return []
  try {
    return await listX11Displays(context.runner)
  } catch {
    return []
  }
}

/**
 * The displays for a picture on one of them: only xrandr can say which screens there are and in
 * which order, so without it the person is told what to install (or to choose all displays).
 */
export async function listX11DisplaysForOne(context: X11Context, backendName: string): Promise<DisplayInfo[]> {
  if (!(await context.which('xrandr'))) {
    throw new WallpaperError(...sentence('desktop.x11.needsXrandr', { backend: backendName }))
  }
  return listX11Displays(context.runner)
}
