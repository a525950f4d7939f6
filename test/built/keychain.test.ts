// Keys in the BUILT app on Linux, with the stub's safeStorage behaving as Electron 45's does
// (test/support/electron-stub/electron.mjs): the backend named from the desktop, and the keyring
// asked on a real session bus — a dbus-daemon of the test's own, where a connection owning
// org.freedesktop.secrets stands in for gnome-keyring, and where, without it, nobody answers and
// safeStorage falls back to Chromium's hard-coded key while saying encryption is available.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { APP_FOLDER } from '../support/electron-app-argument'
import { ownName, startPrivateSessionBus, type PrivateBus } from '../support/private-session-bus'
import { startSession, type Session } from '../desktops/support/session'
import { folderSourcesAt } from '../fakes/all-fakes'

type Report = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const run = promisify(execFile)
const NOWHERE = 'http://127.0.0.1:9'
const missing = ensureDebianTools([
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'dbus-send', debianPackage: 'dbus-bin' },
])
const test = missing ? it.skip : it

let session: Session
let bus: PrivateBus
const folders: string[] = []
beforeAll(async () => {
  if (missing) return
  session = startSession('built-keychain', { asMe: true })
  bus = await startPrivateSessionBus(session)
})
afterAll(async () => {
  await session?.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function dataFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tapestry-built-keys-'))
  folders.push(folder)
  // Nothing to rotate: the key is all this test is about.
  writeFileSync(path.join(folder, 'settings.json'), JSON.stringify({ startup: { changeWallpaper: false } }))
  return folder
}

/** Starts the built app on the desktop `desktop` with the private bus, runs the keys scenario. */
async function start(folder: string, options: { desktop?: string; setKey?: boolean; args?: string[]; env?: Record<string, string> } = {}): Promise<Report> {
  const { stdout } = await run(process.execPath, ['test/support/electron-stub/load-main.mjs', APP_FOLDER, ...(options.args ?? [])], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      TAPESTRY_DATA_DIR: folder,
      DBUS_SESSION_BUS_ADDRESS: bus.address,
      ...(options.desktop ? { XDG_CURRENT_DESKTOP: options.desktop } : {}),
      TAPESTRY_STUB_SCENARIO: 'keys',
      TAPESTRY_STUB_SET_KEY: options.setKey ? '1' : '0',
      TAPESTRY_WALLHAVEN_URL: NOWHERE,
      TAPESTRY_UNSPLASH_URL: NOWHERE,
      TAPESTRY_REDDIT_URL: NOWHERE,
      TAPESTRY_REDDIT_AUTH_URL: NOWHERE,
      ...folderSourcesAt(NOWHERE),
      ...options.env,
    },
    timeout: 60_000,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string)
}

describe(`keys in the built app${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('with no key saved, the keychain is not touched at start (no unlock prompt at login)', async () => {
    const report = await start(dataFolder(), { desktop: 'GNOME' })
    expect(report.atStart).toEqual([])
    expect(report.storageAtStart).toBeNull()
  }, 60_000)

  test('on GNOME with no keyring running: "saved without a keychain", though safeStorage says encryption is available', async () => {
    const report = await start(dataFolder(), { desktop: 'GNOME', setKey: true })
    expect(report.storageAfterSet).toBe('file')
    expect(report.keyInSecretsFile).toBe(true)
    expect(report.keysFileTag).toBeNull()
    // Nothing was "encrypted" with the hard-coded key.
    expect(report.calls).not.toContain('encryptStringAsync')
    expect(report.log).toContain('No system keychain protects keys here')
  }, 60_000)

  test('on XFCE with a keyring answering: in the keychain (the keyring’s "v11" key), read back after a restart, and kept — not dropped — when the keyring is gone at the next start', async () => {
    const folder = dataFolder()
    const close = await ownName(bus, 'org.freedesktop.secrets')
    try {
      const first = await start(folder, { desktop: 'XFCE', setKey: true })
      expect(first.storageAfterSet).toBe('keychain')
      expect(first.hasKey).toBe(true)
      expect(first.keysFileTag).toBe('v11')
      expect(first.keyInKeysFile).toBe(false)
      expect(first.keyInSecretsFile).toBe(false)
      const again = await start(folder, { desktop: 'XFCE' })
      expect(again.storageAtStart).toBe('keychain')
      // A key is saved, so the keychain is asked at start: that is when it reads it.
      expect(again.atStart).toContain('decryptStringAsync')
    } finally {
      close()
    }
    const without = await start(folder, { desktop: 'XFCE' })
    expect(without.storageAtStart).toBe('keychain-unavailable')
    expect(without.keysFileTag).toBe('v11')
    expect(without.log).toContain('it is kept; unlock the keychain and restart Tapestry')
    expect(without.log).not.toContain('set it again')
  }, 120_000)

  test('with --password-store=basic (basic_text) even where a keyring runs: saved without a keychain', async () => {
    const close = await ownName(bus, 'org.freedesktop.secrets')
    try {
      const report = await start(dataFolder(), { desktop: 'GNOME', setKey: true, args: ['--password-store=basic'] })
      expect(report.storageAfterSet).toBe('file')
      expect(report.keyInSecretsFile).toBe(true)
    } finally {
      close()
    }
  }, 60_000)
})
