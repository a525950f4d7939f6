// Where the session bus listens, as D-Bus clients find it: DBUS_SESSION_BUS_ADDRESS, a list of
// "transport:key=value,…" addresses separated by ";" with values percent-escaped (the D-Bus
// Specification, "Server Addresses"), tried in order; unset, $XDG_RUNTIME_DIR/bus, where systemd's
// per-user bus listens and where GDBus, sd-bus and zbus look next. Only the unix transport is used:
// the session bus is local, and Node connects to a path or a Linux abstract socket.
import { existsSync } from 'node:fs'
import { join } from 'node:path'

type Env = Readonly<Record<string, string | undefined>>

function unescapeValue(value: string): string {
  return value.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** The socket of one address, or null for a transport or form a client cannot connect to. */
function socketOf(address: string, env: Env): string | null {
  const colon = address.indexOf(':')
  if (colon < 0 || address.slice(0, colon) !== 'unix') return null
  const keys = new Map(
    address
      .slice(colon + 1)
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const equals = pair.indexOf('=')
        return [pair.slice(0, equals), unescapeValue(pair.slice(equals + 1))] as const
      }),
  )
  const path = keys.get('path')
  if (path) return path
  // Linux's abstract namespace: Node takes such a name with a leading NUL byte.
  const abstract = keys.get('abstract')
  if (abstract) return `\0${abstract}`
  // "runtime=yes" is the bus in $XDG_RUNTIME_DIR (the specification's unix transport).
  if (keys.get('runtime') === 'yes' && env['XDG_RUNTIME_DIR']) return join(env['XDG_RUNTIME_DIR'], 'bus')
  // dir= and tmpdir= are for servers to listen on, never for clients.
  return null
}

/** The unix socket to reach the session bus by, or null when this session has none Tapestry can reach. */
export function sessionBusSocket(env: Env): string | null {
  const given = env['DBUS_SESSION_BUS_ADDRESS']?.trim()
  if (given) {
    for (const address of given.split(';')) {
      const socket = socketOf(address.trim(), env)
      if (socket) return socket
    }
    return null
  }
  const runtime = env['XDG_RUNTIME_DIR']?.trim()
  if (runtime && existsSync(join(runtime, 'bus'))) return join(runtime, 'bus')
  return null
}
