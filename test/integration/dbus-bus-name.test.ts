// Asking a real session bus whether a name answers (src/main/core/dbus), as the keychain check
// does: a dbus-daemon of the test's own with only the service files the test writes, a connection
// owning a name as a keyring's daemon would, and the cases where nothing answers at all.
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { busNameState } from '../../src/main/core/dbus/bus-name'
import { ensureDebianTools } from '../support/debian-tools'
import { makeActivatable, ownName, startPrivateSessionBus, type PrivateBus } from '../support/private-session-bus'
import { startSession, type Session } from '../desktops/support/session'

const missing = ensureDebianTools([{ command: 'dbus-daemon', debianPackage: 'dbus-daemon' }])
const test = missing ? it.skip : it

let session: Session
let bus: PrivateBus
beforeAll(async () => {
  if (missing) return
  session = startSession('dbus-names', { asMe: true })
  bus = await startPrivateSessionBus(session)
})
afterAll(() => session?.stop())

const on = (address: string) => ({ DBUS_SESSION_BUS_ADDRESS: address })

describe(`a name on the session bus${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('is absent when nobody owns it and no service file names it', async () => {
    expect(await busNameState('org.freedesktop.secrets', on(bus.address))).toBe('absent')
  })

  test('is running while a connection owns it, and absent again once it lets go', async () => {
    const close = await ownName(bus, 'org.example.Owned')
    expect(await busNameState('org.example.Owned', on(bus.address))).toBe('running')
    close()
    // The bus drops the name when its owner's connection goes.
    let state = 'running'
    for (let i = 0; i < 50 && state === 'running'; i++) state = await busNameState('org.example.Owned', on(bus.address))
    expect(state).toBe('absent')
  })

  test('is activatable when a service file names it, without starting anything', async () => {
    makeActivatable(bus, 'org.example.Activatable')
    // dbus-daemon reads new service files when asked for the list.
    expect(await busNameState('org.example.Activatable', on(bus.address))).toBe('activatable')
  })

  test('reads an address with further keys after the path (guid=…), as dbus-daemon prints them', async () => {
    expect(await busNameState('org.freedesktop.secrets', { DBUS_SESSION_BUS_ADDRESS: `unix:path=${bus.address.slice('unix:path='.length).split(',')[0]},guid=0123` })).toBe('absent')
  })
})

describe('without a bus', () => {
  let silent: Server
  let silentPath: string
  beforeAll(async () => {
    silentPath = join(process.env.TMPDIR ?? '/tmp', `tapestry-silent-bus-${process.pid}`)
    // Accepts and never says a word: a bus that hangs.
    silent = createServer((socket) => accepted.push(socket))
    await new Promise<void>((resolve) => silent.listen(silentPath, resolve))
  })
  const accepted: Socket[] = []
  afterAll(() => {
    for (const socket of accepted) socket.destroy()
    return new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  it('is no-bus when the address names no socket, none is given, or the bus never answers (within the time given)', async () => {
    expect(await busNameState('org.freedesktop.secrets', on('unix:path=/nonexistent/bus'))).toBe('no-bus')
    expect(await busNameState('org.freedesktop.secrets', { XDG_RUNTIME_DIR: '/nonexistent' })).toBe('no-bus')
    expect(await busNameState('org.freedesktop.secrets', on('tcp:host=127.0.0.1,port=1'))).toBe('no-bus')
    const started = Date.now()
    expect(await busNameState('org.freedesktop.secrets', on(`unix:path=${silentPath}`), 300)).toBe('no-bus')
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
