// An X server for a session: Xvfb as the desktop user, on a display number it picks itself
// (-displayfd), kept after its last client leaves (-noreset), cut into monitors with
// `xrandr --setmonitor` as a multi-head machine has them (the first one primary).
import { firstLine, type Session } from './session'

export interface Monitor {
  /** The name xrandr gives the monitor (and desktops that read RandR monitors). */
  name: string
  x: number
  y: number
  width: number
  height: number
}

/** Monitors side by side, left to right, their tops aligned. */
export function sideBySide(sizes: readonly { width: number; height: number }[]): Monitor[] {
  let x = 0
  return sizes.map((size, index) => {
    const monitor = { name: `MON-${index + 1}`, x, y: 0, ...size }
    x += size.width
    return monitor
  })
}

export async function startX11(session: Session, monitors: readonly Monitor[]): Promise<string> {
  const width = Math.max(...monitors.map((monitor) => monitor.x + monitor.width))
  const height = Math.max(...monitors.map((monitor) => monitor.y + monitor.height))
  const child = session.spawn('xvfb', 'Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp', '-noreset'], { fd3: true })
  const number = (await firstLine(session, child, child.stdio[3] as NodeJS.ReadableStream, 'Xvfb')).trim()
  const display = `:${number}`
  session.env.DISPLAY = display
  session.env.XDG_SESSION_TYPE = 'x11'
  if (monitors.length > 1) {
    for (const [index, monitor] of monitors.entries()) {
      // About 96 dpi; the first takes the server's one output, and a leading * marks it primary.
      const geometry = `${monitor.width}/${Math.round(monitor.width / 3.78)}x${monitor.height}/${Math.round(monitor.height / 3.78)}+${monitor.x}+${monitor.y}`
      const result = await session.run('xrandr', ['--setmonitor', `${index === 0 ? '*' : ''}${monitor.name}`, geometry, index === 0 ? 'screen' : 'none'])
      if (result.code !== 0) throw new Error(`xrandr --setmonitor failed: ${result.stderr}`)
    }
  }
  return display
}
