// Whether the keyring behind Electron's selected Linux backend answers, asked on a real session bus
// (a dbus-daemon of the test's own, whose only service files are the test's): a connection owning
// org.freedesktop.secrets stands in for gnome-keyring-daemon, a .service file for a keyring the bus
// would start, and the bus with neither is the XFCE/MATE/GNOME session where no keyring runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linuxKeychainAnswers } from '../../src/main/core/settings/keychain-service'
import { ensureDebianTools } from '../support/debian-tools'
import { makeActivatable, ownName, startPrivateSessionBus, type PrivateBus } from '../support/private-session-bus'
import { startSession, type Session } from '../desktops/support/session'

const missing = ensureDebianTools([{ command: 'dbus-daemon', debianPackage: 'dbus-daemon' }])
const test = missing ? it.skip : it

let session: Session
let bus: PrivateBus
beforeAll(async () => {
  if (missing) return
  session = startSession('keychain-bus', { asMe: true })
  bus = await startPrivateSessionBus(session)
})
afterAll(() => session?.stop())

const env = () => ({ DBUS_SESSION_BUS_ADDRESS: bus.address })

describe(`the keyring on the session bus${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('answers for nobody when no secret service runs or can be started', async () => {
    expect(await linuxKeychainAnswers('gnome_libsecret', env())).toBe(false)
    expect(await linuxKeychainAnswers('kwallet5', env())).toBe(false)
  })

  test('answers for gnome_libsecret while a process owns org.freedesktop.secrets, and no longer once it is gone', async () => {
    const close = await ownName(bus, 'org.freedesktop.secrets')
    try {
      expect(await linuxKeychainAnswers('gnome_libsecret', env())).toBe(true)
      // Another backend's keyring is not this one.
      expect(await linuxKeychainAnswers('kwallet6', env())).toBe(false)
      // basic_text has no keyring, whatever runs.
      expect(await linuxKeychainAnswers('basic_text', env())).toBe(false)
    } finally {
      close()
    }
    let answering = true
    for (let i = 0; i < 50 && answering; i++) answering = await linuxKeychainAnswers('gnome_libsecret', env())
    expect(answering).toBe(false)
  })

  test('answers for KWallet 6 when the bus can start kwalletd6', async () => {
    makeActivatable(bus, 'org.kde.kwalletd6')
    expect(await linuxKeychainAnswers('kwallet6', env())).toBe(true)
  })

  test('answers for nobody without a session bus', async () => {
    expect(await linuxKeychainAnswers('gnome_libsecret', { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' })).toBe(false)
  })
})
