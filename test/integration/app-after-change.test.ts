// The whole core on a GNOME desktop (fake gsettings) with one 16:9 display: a rotation step from a
// folder holding a 3:1 panorama sets a smart crop of it for the display, gives the lock screen the same
// picture, runs the after-change command once with it, and a command that fails shows in the status
// the tray is built from, the wallpaper staying set. Settings learns what the lock screen allows.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { buildTrayMenu } from '../../src/main/core/tray-menu'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'
import { writePicture } from '../support/local-pictures'
import { platformDisplay } from '../support/platform-displays'

const fakeTools = useFakeTools()
const PROBE = path.resolve(import.meta.dirname, '../fakes/after-change-probe.mjs')
const BACKGROUND = 'org.gnome.desktop.background'
const SCREENSAVER = 'org.gnome.desktop.screensaver'
let root: string
let folder: string

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-app-after-change-'))
  folder = path.join(root, 'Pictures')
  await writePicture(path.join(folder, 'wide.jpg'), { width: 3600, height: 1200 })
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function gnome(): Promise<FakeToolbox> {
  const box = await fakeTools(['gsettings'])
  for (const [schema, key, value] of [
    [BACKGROUND, 'picture-uri', "''"],
    [BACKGROUND, 'picture-uri-dark', "''"],
    [BACKGROUND, 'picture-options', "'zoom'"],
    [SCREENSAVER, 'picture-uri', "''"],
    [SCREENSAVER, 'picture-options', "'zoom'"],
  ] as const) {
    await box.setGsetting(schema, key, value)
  }
  return box
}

const uriPath = (value: string) => decodeURIComponent(value.replace(/^'file:\/\/|'$/g, ''))

async function appOn(box: FakeToolbox, out: string, extra: string): Promise<App> {
  const app = await createApp({
    dataDir: await mkdtemp(path.join(root, 'data-')),
    env: box.env({ XDG_CURRENT_DESKTOP: 'GNOME', TAPESTRY_WALLHAVEN_API_KEY: 'SECRET-KEY-abc123' }),
    secrets: createMemorySecretStore(),
    displays: async () => [platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, primary: true })],
    afterChange: { background: true },
  })
  await app.localFolders.add(folder)
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(PROBE)} ${JSON.stringify(out)} ${extra}`
  app.settings.update({ rotation: { pool: [{ source: 'folder', weight: 1, path: folder }], historyWindow: 0 }, wallpaper: { lockScreen: true, afterChangeCommand: command } })
  return app
}

describe('a change on the whole core', () => {
  it('smart-fills the display, sets the lock screen to the same picture and runs the command once with it', async () => {
    const box = await gnome()
    const out = path.join(root, 'runs.jsonl')
    const app = await appOn(box, out, '{file} {display} {source}')
    expect(await app.handlers['wallpaper.method']({}, {})).toEqual({ name: 'GNOME', lockScreen: { support: 'sets', detail: expect.stringMatching(/^GNOME’s lock screen gets each new wallpaper too/) } })

    const status = await app.scheduler.next()
    expect(status).toMatchObject({ lastError: null, afterChangeError: null })
    const shown = uriPath(await box.gsetting(BACKGROUND, 'picture-uri'))
    expect(path.basename(shown)).toMatch(/^crop-[0-9a-f]{16}\.jpg$/)
    expect(await sharp(shown).metadata()).toMatchObject({ width: 1920, height: 1080 })
    expect(uriPath(await box.gsetting(SCREENSAVER, 'picture-uri'))).toBe(shown)

    await app.afterChange.settled()
    const runs = (await readFile(out, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[]; tapestryVariables: string[] })
    expect(runs).toEqual([{ args: [shown, 'all', 'local'], tapestryVariables: [] }])
    app.dispose()
  }, 30_000)

  it('a command that fails leaves the wallpaper set, and the status and the tray say so', async () => {
    const box = await gnome()
    const app = await appOn(box, path.join(root, 'failing.jsonl'), '--fail {file}')
    expect((await app.scheduler.next()).lastError).toBeNull()
    await app.afterChange.settled()
    const status = app.scheduler.status()
    expect(status.afterChangeError).toBe(`The after-change command ${process.execPath} failed with exit status 3: probe: the palette could not be made.`)
    expect(uriPath(await box.gsetting(BACKGROUND, 'picture-uri'))).toMatch(/crop-/)
    const line = buildTrayMenu(status).find((item) => item.id === 'after-change-error')
    expect(line).toMatchObject({ enabled: false, label: `After the last change: ${status.afterChangeError}` })
    app.dispose()
  }, 30_000)
})
