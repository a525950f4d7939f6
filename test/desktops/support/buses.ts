// The session's D-Bus buses, run as the desktop user like a login's: a session bus (where dconf,
// xfconfd, plasmashell and pcmanfm-qt answer) and, for GNOME, a system bus of its own, so gnome-shell
// finds a bus where it asks for logind and never touches the machine's.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstLine, type Session } from './session'

export async function startSessionBus(session: Session): Promise<string> {
  const child = session.spawn('dbus-session', 'dbus-daemon', ['--session', '--nofork', '--print-address=1', `--address=unix:path=${join(session.runtimeDir, 'bus')}`], { pipeStdout: true })
  const address = (await firstLine(session, child, child.stdout, 'The session bus')).trim()
  session.env.DBUS_SESSION_BUS_ADDRESS = address
  return address
}

/** A bus that answers as the system bus, allowing everything: nothing on it but what the desktop itself starts. */
export async function startSystemBus(session: Session): Promise<string> {
  const config = join(session.folder('dbus'), 'system.conf')
  writeFileSync(
    config,
    [
      '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">',
      '<busconfig>',
      '  <type>system</type>',
      `  <listen>unix:path=${join(session.runtimeDir, 'system_bus_socket')}</listen>`,
      '  <auth>EXTERNAL</auth>',
      '  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>',
      '</busconfig>',
    ].join('\n'),
    { mode: 0o644 },
  )
  const child = session.spawn('dbus-system', 'dbus-daemon', ['--config-file', config, '--nofork', '--print-address=1'], { pipeStdout: true })
  const address = (await firstLine(session, child, child.stdout, 'The system bus')).trim()
  session.env.DBUS_SYSTEM_BUS_ADDRESS = address
  return address
}
