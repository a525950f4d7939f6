// A real D-Bus session bus of the test's own (dbus-daemon, in a session from
// test/desktops/support/session.ts), whose only service files are the ones the test writes, so
// "nobody answers for this name" is true of it whatever the machine has installed; and a
// connection that owns a well-known name, standing in for a keyring's daemon.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { connectSessionBus, BUS } from '../../src/main/core/dbus/session-bus'
import { firstLine, type Session } from '../desktops/support/session'

export interface PrivateBus {
  address: string
  /** Where the bus reads .service files from: a name written here is activatable. */
  serviceDir: string
}

export async function startPrivateSessionBus(session: Session): Promise<PrivateBus> {
  const folder = session.folder('private-bus')
  const serviceDir = join(folder, 'services')
  mkdirSync(serviceDir, { recursive: true })
  const config = join(folder, 'session.conf')
  writeFileSync(
    config,
    [
      '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">',
      '<busconfig>',
      '  <type>session</type>',
      `  <listen>unix:path=${join(session.runtimeDir, 'private-bus')}</listen>`,
      '  <auth>EXTERNAL</auth>',
      // Only this folder: not the machine's /usr/share/dbus-1/services, where a keyring may be installed.
      `  <servicedir>${serviceDir}</servicedir>`,
      '  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>',
      '</busconfig>',
    ].join('\n'),
  )
  const child = session.spawn('private-bus', 'dbus-daemon', ['--config-file', config, '--nofork', '--print-address=1'], { pipeStdout: true, asMe: true })
  const address = (await firstLine(session, child, child.stdout, 'The private session bus')).trim()
  return { address, serviceDir }
}

/** A .service file for `name`: the bus lists it as activatable (starting it would run /bin/false). */
export function makeActivatable(bus: PrivateBus, name: string): void {
  writeFileSync(join(bus.serviceDir, `${name}.service`), `[D-BUS Service]\nName=${name}\nExec=/bin/false\n`)
}

/** Owns `name` on the bus until the returned close() (RequestName with DO_NOT_QUEUE). */
export async function ownName(bus: PrivateBus, name: string): Promise<() => void> {
  const { bus: connection, close } = await connectSessionBus({ DBUS_SESSION_BUS_ADDRESS: bus.address }, 5_000)
  const reply = (await connection.call({ ...BUS, member: 'RequestName', args: [{ type: 's', value: name }, { type: 'u', value: 4 }] })).uint32()
  // 1 is DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER.
  if (reply !== 1) {
    close()
    throw new Error(`Could not own ${name} on the private bus (RequestName answered ${reply}).`)
  }
  return close
}

