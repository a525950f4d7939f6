// Where the session bus is, from the environment as D-Bus clients read it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionBusSocket } from '../../../src/main/core/dbus/bus-address'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('the session bus socket', () => {
  it('is the path or abstract name of the first unix address, with %-escapes undone', () => {
    expect(sessionBusSocket({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' })).toBe('/run/user/1000/bus')
    expect(sessionBusSocket({ DBUS_SESSION_BUS_ADDRESS: 'unix:abstract=/tmp/dbus-AbC,guid=1234' })).toBe('\0/tmp/dbus-AbC')
    expect(sessionBusSocket({ DBUS_SESSION_BUS_ADDRESS: 'tcp:host=localhost,port=1;unix:path=/tmp/my%20bus' })).toBe('/tmp/my bus')
    expect(sessionBusSocket({ DBUS_SESSION_BUS_ADDRESS: 'unix:runtime=yes', XDG_RUNTIME_DIR: '/run/user/7' })).toBe('/run/user/7/bus')
  })

  it('is none for addresses a client cannot connect to', () => {
    expect(sessionBusSocket({ DBUS_SESSION_BUS_ADDRESS: 'tcp:host=localhost,port=1' })).toBeNull()
    expect(sessionBusSocket({ DBUS_SESSION_BUS_ADDRESS: 'unix:tmpdir=/tmp' })).toBeNull()
  })

  it('is $XDG_RUNTIME_DIR/bus when no address is given and that socket is there, else none', () => {
    const runtime = mkdtempSync(join(tmpdir(), 'tapestry-runtime-'))
    folders.push(runtime)
    expect(sessionBusSocket({ XDG_RUNTIME_DIR: runtime })).toBeNull()
    writeFileSync(join(runtime, 'bus'), '')
    expect(sessionBusSocket({ XDG_RUNTIME_DIR: runtime })).toBe(join(runtime, 'bus'))
    expect(sessionBusSocket({})).toBeNull()
  })
})
