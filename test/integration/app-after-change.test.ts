// The whole core on a GNOME desktop (the real gsettings, dconf behind a session bus of our own) with
// one 16:9 display: a rotation step from a folder holding a 3:1 panorama sets a smart crop of it for
// the display, gives the lock screen the same picture, runs the after-change command once with it,
// and a command that fails shows in the status the tray is built from, the wallpaper staying set.
// Settings learns what the lock screen allows. What was set is read back with gsettings itself.
import { mkdtemp, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { buildTrayMenu } from '../../src/main/core/shell/tray-menu'
import { startSessionBus } from '../desktops/support/buses'
import { startSession, type Session } from '../desktops/support/session'
import { ensureDebianTools } from '../support/debian-tools'
import { writePicture } from '../support/local-pictures'
import { platformDisplay } from '../support/platform-displays'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
])
const test = missing ? it.skip : it

const PROBE = path.resolve(import.meta.dirname, '../fakes/after-change-probe.mjs')
const BACKGROUND = 'org.gnome.desktop.background'
const SCREENSAVER = 'org.gnome.desktop.screensaver'
let session: Session
let folder: string
/** The tools Tapestry may run: gsettings and nothing else. */
let bin: string

beforeAll(async () => {
  if (missing) return
  session = startSession('app-after-change', { asMe: true })
  await startSessionBus(session)
  bin = toolPath(['gsettings'], session.folder('tools'))
  folder = session.folder('Pictures')
  await writePicture(path.join(folder, 'wide.jpg'), { width: 3600, height: 1200 })
}, 30_000)
afterAll(async () => {
  await session?.stop()
})
// One dconf database serves the file: each test starts from GNOME's defaults.
beforeEach(async () => {
  if (missing) return
  for (const schema of [BACKGROUND, SCREENSAVER]) expect((await session.run('gsettings', ['reset-recursively', schema])).code).toBe(0)
})

/** A key as gsettings itself answers it. */
async function gsetting(schema: string, key: string): Promise<string> {
  const result = await session.run('gsettings', ['get', schema, key])
  expect(result.stderr).toBe('')
  return result.stdout.trim()
}

const uriPath = (value: string) => decodeURIComponent(value.replace(/^'file:\/\/|'$/g, ''))

async function appOn(out: string, extra: string): Promise<App> {
  const app = await createApp({
    dataDir: await mkdtemp(path.join(session.root, 'data-')),
    // dconf reads its database from the home (config folder) its service writes: the session's.
    env: {
      PATH: bin,
      HOME: session.home,
      XDG_RUNTIME_DIR: session.runtimeDir,
      DBUS_SESSION_BUS_ADDRESS: session.env.DBUS_SESSION_BUS_ADDRESS as string,
      XDG_CURRENT_DESKTOP: 'GNOME',
      TAPESTRY_WALLHAVEN_API_KEY: 'SECRET-KEY-abc123',
    },
    secrets: createMemorySecretStore(),
    displays: async () => [platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, primary: true })],
    afterChange: { background: true },
  })
  await app.localFolders.add(folder)
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(PROBE)} ${JSON.stringify(out)} ${extra}`
  app.settings.update({ rotation: { pool: [{ source: 'folder', weight: 1, path: folder }], historyWindow: 0 }, wallpaper: { lockScreen: true, afterChangeCommand: command } })
  return app
}

describe(`a change on the whole core${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('smart-fills the display, sets the lock screen to the same picture and runs the command once with it', async () => {
    const out = path.join(session.root, 'runs.jsonl')
    const app = await appOn(out, '{file} {display} {source}')
    expect(await app.handlers['wallpaper.method']({}, {})).toEqual({ name: 'GNOME', lockScreen: { support: 'sets', detail: expect.stringMatching(/^GNOME’s lock screen gets each new wallpaper too/), detailText: expect.objectContaining({ key: expect.stringMatching(/^desktop\./) }) } })

    const status = await app.scheduler.next()
    expect(status).toMatchObject({ lastError: null, afterChangeError: null })
    const shown = uriPath(await gsetting(BACKGROUND, 'picture-uri'))
    expect(path.basename(shown)).toMatch(/^crop-[0-9a-f]{16}\.jpg$/)
    expect(await sharp(shown).metadata()).toMatchObject({ width: 1920, height: 1080 })
    expect(uriPath(await gsetting(BACKGROUND, 'picture-uri-dark'))).toBe(shown)
    expect(await gsetting(BACKGROUND, 'picture-options')).toBe("'zoom'")
    expect(uriPath(await gsetting(SCREENSAVER, 'picture-uri'))).toBe(shown)
    expect(await gsetting(SCREENSAVER, 'picture-options')).toBe("'zoom'")

    await app.afterChange.settled()
    const runs = (await readFile(out, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[]; tapestryVariables: string[] })
    expect(runs).toEqual([{ args: [shown, 'all', 'local'], tapestryVariables: [] }])
    app.dispose()
  }, 30_000)

  test('a command that fails leaves the wallpaper set, and the status and the tray say so', async () => {
    const app = await appOn(path.join(session.root, 'failing.jsonl'), '--fail {file}')
    expect((await app.scheduler.next()).lastError).toBeNull()
    await app.afterChange.settled()
    const status = app.scheduler.status()
    expect(status.afterChangeError).toBe(`The after-change command ${process.execPath} failed with exit status 3: probe: the palette could not be made.`)
    expect(uriPath(await gsetting(BACKGROUND, 'picture-uri'))).toMatch(/crop-/)
    const line = buildTrayMenu(status).find((item) => item.id === 'after-change-error')
    expect(line).toMatchObject({ enabled: false, label: `After the last change: ${status.afterChangeError}` })
    app.dispose()
  }, 30_000)
})
