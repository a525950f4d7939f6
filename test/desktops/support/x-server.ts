// An X server for a session: Xvfb as the desktop user, on a display number it picks itself
// (-displayfd), kept after its last client leaves (-noreset), cut into monitors with
// `xrandr --setmonitor` as a multi-head machine has them (the first one primary).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
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

/**
 * A real X.Org server with the dummy video driver, for what needs RandR outputs rather than
 * monitors cut out of one output: each monitor is an output of its own (DUMMY0, DUMMY1…) with its
 * own CRTC, as on a machine with several screens plugged in, placed at `x`,`y` (else side by
 * side), listed by xrandr in this order, the one at `primary` (else the first) primary. Run as
 * the test's own user (root under CI), as X.Org runs for a login; its clients are the desktop user's.
 */
export async function startXorg(
  session: Session,
  layout: readonly { width: number; height: number; x?: number; y?: number }[],
  options: { primary?: number } = {},
): Promise<{ display: string; monitors: Monitor[] }> {
  const folder = session.folder('xorg')
  const config = join(folder, 'xorg.conf')
  writeFileSync(
    config,
    [
      'Section "ServerFlags"',
      '  Option "AutoAddDevices" "false"',
      '  Option "AutoEnableDevices" "false"',
      'EndSection',
      'Section "Device"',
      '  Identifier "dummy"',
      '  Driver "dummy"',
      '  VideoRam 256000',
      'EndSection',
      'Section "Monitor"',
      '  Identifier "monitor"',
      '  HorizSync 5.0 - 1000.0',
      '  VertRefresh 5.0 - 200.0',
      'EndSection',
      'Section "Screen"',
      '  Identifier "screen"',
      '  Device "dummy"',
      '  Monitor "monitor"',
      '  DefaultDepth 24',
      '  SubSection "Display"',
      '    Depth 24',
      '    Virtual 8192 4096',
      '  EndSubSection',
      'EndSection',
    ].join('\n'),
  )
  const child = session.spawn('xorg', 'Xorg', ['-config', config, '-displayfd', '3', '-noreset', '-nolisten', 'tcp', '-sharevts', '-novtswitch', '-logfile', join(folder, 'Xorg.log')], { fd3: true, asMe: true })
  const display = `:${(await firstLine(session, child, child.stdio[3] as NodeJS.ReadableStream, 'Xorg')).trim()}`
  session.env.DISPLAY = display
  session.env.XDG_SESSION_TYPE = 'x11'
  const placed = sideBySide(layout)
  const monitors = layout.map((spec, index) => ({ ...(placed[index] as Monitor), x: spec.x ?? (placed[index] as Monitor).x, y: spec.y ?? 0, name: `DUMMY${index}` }))
  const args: string[] = []
  for (const monitor of monitors) {
    // A mode of exactly this size (a portrait one too); the dummy driver takes any timing in its range.
    const mode = `tapestry-${monitor.width}x${monitor.height}`
    const [htotal, vtotal] = [monitor.width + 32, monitor.height + 4]
    const clock = ((htotal * vtotal * 60) / 1e6).toFixed(2)
    const timings = [clock, monitor.width, monitor.width + 8, monitor.width + 16, htotal, monitor.height, monitor.height + 1, monitor.height + 2, vtotal].map(String)
    await session.run('xrandr', ['--newmode', mode, ...timings])
    const added = await session.run('xrandr', ['--addmode', monitor.name, mode])
    if (added.code !== 0) throw new Error(`xrandr --addmode ${monitor.name} ${mode} failed: ${added.stderr}`)
    args.push('--output', monitor.name, '--mode', mode, '--pos', `${monitor.x}x${monitor.y}`)
  }
  const result = await session.run('xrandr', [...args, '--output', `DUMMY${options.primary ?? 0}`, '--primary'])
  if (result.code !== 0) throw new Error(`xrandr could not lay out the outputs: ${result.stderr}`)
  // The server reports each output's connection as it last probed it, and GTK reads that report
  // without asking for a new probe: an output switched on since would be "disconnected" to GTK
  // (xfdesktop and caja would draw one monitor). `xrandr --query` probes, as display settings do.
  const probed = await session.run('xrandr', ['--query'])
  if (probed.code !== 0) throw new Error(`xrandr --query failed: ${probed.stderr}`)
  return { display, monitors }
}
