// Rotation across sources and displays, on the real core: a pool of sources (online ones, the
// person's folders, favourites), a picture of its own on each display fitted to it where the desktop
// sets each display (feh with xrandr), one image spanning the displays as laid out where the desktop
// takes one picture for all (GNOME, in "spanned" mode), and the stand-in when the sources cannot be
// reached: the folders, the favourites, the library, said in the status.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { PoolMember } from '../../src/shared/rotation-pool'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'
import { writePicture } from '../support/local-pictures'
import { platformDisplay } from '../support/platform-displays'

const fakeTools = useFakeTools()
let fakes: AllFakes
let root: string
/** A folder of two landscape pictures (red, green) and two portrait ones (blue, yellow), each big enough for its display. */
let folder: string
const COLOURS = { red: { r: 220, g: 30, b: 30 }, green: { r: 30, g: 190, b: 60 }, blue: { r: 40, g: 60, b: 230 }, yellow: { r: 230, g: 210, b: 40 } }

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-rotation-pool-'))
  folder = path.join(root, 'Pictures')
  await writePicture(path.join(folder, 'red.jpg'), { width: 1920, height: 1080, colour: COLOURS.red })
  await writePicture(path.join(folder, 'green.jpg'), { width: 1920, height: 1080, colour: COLOURS.green })
  await writePicture(path.join(folder, 'blue.jpg'), { width: 1080, height: 1920, colour: COLOURS.blue })
  await writePicture(path.join(folder, 'yellow.jpg'), { width: 1080, height: 1920, colour: COLOURS.yellow })
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})

/** A landscape display (eDP-1, 1920×1080 at 0,0) and a portrait one (HDMI-1, 1080×1920 at 1920,0); Electron lists the portrait one first. */
const ELECTRON = [
  platformDisplay({ id: 2, label: 'DELL P2419H', x: 1920, y: 0, width: 1080, height: 1920, rotation: 90 }),
  platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, internal: true, primary: true }),
]
const XRANDR = 'Monitors: 2\n 0: +*eDP-1 1920/344x1080/194+0+0  eDP-1\n 1: +HDMI-1 1080/300x1920/530+1920+0  HDMI-1\n'

async function appOn(box: FakeToolbox, env: Record<string, string>, backend: 'feh' | 'auto'): Promise<App> {
  const app = await createApp({
    dataDir: await mkdtemp(path.join(root, 'data-')),
    env: { ...box.env(env), ...fakes.env },
    secrets: createMemorySecretStore(),
    displays: async () => ELECTRON,
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({ wallpaper: { backend } })
  await app.localFolders.add(folder)
  return app
}

function onlyFrom(...pool: PoolMember[]) {
  return { rotation: { pool, perDisplay: true } }
}
const fromFolder = (weight = 1): PoolMember => ({ source: 'folder', weight, path: folder })

/** The colour of a picture file at a point: which of the four it is. */
async function colourAt(file: string, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
  const near = Object.entries(COLOURS).find(([, c]) => Math.abs(c.r - r) < 30 && Math.abs(c.g - g) < 30 && Math.abs(c.b - b) < 30)
  return near?.[0] ?? `rgb(${r},${g},${b})`
}
/** The colours of the landscape display's part and of the portrait display's part of a spanning image. */
const colours = async (file: string) => [await colourAt(file, 960, 540), await colourAt(file, 2460, 960)]
/** The file GNOME shows. */
async function spanPath(box: FakeToolbox): Promise<string> {
  return decodeURIComponent((await box.gsetting('org.gnome.desktop.background', 'picture-uri')).replace(/^'file:\/\/|'$/g, ''))
}
const landscape = ['red', 'green']
const portrait = ['blue', 'yellow']

describe('a picture of its own on each display, set one display after another where the tool has no single run for all (xwallpaper)', () => {
  it('sets each monitor its own picture of its orientation', async () => {
    const box = await fakeTools(['xwallpaper', 'xrandr'])
    await box.writeState('xrandr-monitors', XRANDR)
    const app = await createApp({
      dataDir: await mkdtemp(path.join(root, 'data-')),
      env: { ...box.env({ DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }), ...fakes.env },
      secrets: createMemorySecretStore(),
      displays: async () => ELECTRON,
    })
    app.settings.update({ wallpaper: { backend: 'xwallpaper' } })
    await app.localFolders.add(folder)
    app.settings.update(onlyFrom(fromFolder()))
    expect((await app.scheduler.next()).lastError).toBeNull()
    // xwallpaper's last run names every output: `--output NAME --zoom FILE` each.
    const last = (await box.calls()).filter((line) => line[0] === 'xwallpaper').at(-1) as string[]
    const fileFor = (output: string) => last[last.indexOf(output) + 2] as string
    expect(landscape).toContain(path.basename(fileFor('eDP-1'), '.jpg'))
    expect(portrait).toContain(path.basename(fileFor('HDMI-1'), '.jpg'))
    app.dispose()
  }, 30_000)
})

describe('a picture of its own on each display (feh, xrandr)', () => {
  it('fits each display: the portrait one gets a portrait picture, the two differ, and the history says which went where', async () => {
    const box = await fakeTools(['feh', 'xrandr'])
    await box.writeState('xrandr-monitors', XRANDR)
    const app = await appOn(box, { DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }, 'feh')
    app.settings.update(onlyFrom(fromFolder()))
    const status = await app.scheduler.next()
    expect(status.lastError).toBeNull()
    // One feh run sets both: one file per monitor in xrandr's order, the landscape eDP-1 first, the portrait HDMI-1 second.
    const runs = (await box.calls()).filter((line) => line[0] === 'feh')
    expect(runs).toHaveLength(1)
    const feh = runs.at(-1) as string[]
    const [first, second] = feh.slice(2) as [string, string]
    expect(landscape).toContain(path.basename(first, '.jpg'))
    expect(portrait).toContain(path.basename(second, '.jpg'))
    const history = app.library.history({ limit: 10 }).items
    expect(history.map((record) => record.display).sort()).toEqual(['HDMI-1', 'eDP-1'])
    expect(history.find((record) => record.display === 'HDMI-1')?.title).toMatch(/^(blue|yellow)\.jpg$/)
    // A second step gives each display a picture it did not just show.
    await app.scheduler.next()
    const again = ((await box.calls()).filter((line) => line[0] === 'feh').at(-1) as string[]).slice(2)
    expect(again[0]).not.toBe(first)
    expect(again[1]).not.toBe(second)
    app.dispose()
  }, 30_000)
})

describe('one image spanning the displays (GNOME)', () => {
  async function gnome() {
    const box = await fakeTools(['gsettings'])
    for (const [key, value] of [['picture-uri', "'file:///old.png'"], ['picture-uri-dark', "'file:///old.png'"], ['picture-options', "'zoom'"], ['primary-color', "'#000000'"]]) {
      await box.setGsetting('org.gnome.desktop.background', key as string, value as string)
    }
    return box
  }

  it('draws each display’s picture where that display lies, sets it spanned, and records each display’s picture', async () => {
    const box = await gnome()
    const app = await appOn(box, { DISPLAY: ':0', XDG_CURRENT_DESKTOP: 'GNOME', XDG_SESSION_TYPE: 'wayland' }, 'auto')
    app.settings.update(onlyFrom(fromFolder()))
    const status = await app.scheduler.next()
    expect(status.lastError).toBeNull()
    expect(await box.gsetting('org.gnome.desktop.background', 'picture-options')).toBe("'spanned'")
    const span = await spanPath(box)
    expect(path.dirname(span)).toBe(app.library.libraryDir)
    expect(path.basename(span)).toMatch(/^span-[0-9a-f]{16}\.jpg$/)
    const meta = await sharp(span).metadata()
    expect([meta.width, meta.height]).toEqual([3000, 1920])
    // The landscape display's part (0,0 1920×1080) holds a landscape picture; the portrait one's (1920,0 1080×1920) a portrait one.
    expect(landscape).toContain(await colourAt(span, 960, 540))
    expect(portrait).toContain(await colourAt(span, 2460, 960))
    // Below the landscape display there is no display: black.
    expect(await colourAt(span, 960, 1500)).toBe('rgb(0,0,0)')
    const first = await colours(span)
    const history = app.library.history({ limit: 10 }).items
    // GNOME on Wayland names no display: each is recorded by what the system calls it.
    expect(history.map((record) => [record.display, record.source]).sort()).toEqual([['Built-in', 'local'], ['DELL P2419H', 'local']])
    expect(app.library.usage().bytes).toBeGreaterThan(0)

    // The next step's image replaces this one: one spanning image is kept, counted by the quota.
    await app.scheduler.next()
    const next = await spanPath(box)
    expect(next).not.toBe(span)
    expect(existsSync(span)).toBe(false)
    expect((await readdir(app.library.libraryDir)).filter((name) => name.startsWith('span-'))).toEqual([path.basename(next)])
    expect(app.library.usage()).toMatchObject({ files: 1 })

    // Previous: each display goes back to its own picture before, drawn together again.
    expect(await colours(next)).not.toEqual(first)
    const previous = await app.handlers['rotation.previous'](undefined, {})
    expect(previous.restored.map((shown) => shown.display).sort()).toEqual(['Built-in', 'DELL P2419H'])
    const back = await spanPath(box)
    expect(back).not.toBe(next)
    expect(await colours(back)).toEqual(first)
    expect(existsSync(next)).toBe(false)
    app.dispose()
  }, 30_000)
})

describe('when the sources cannot be reached', () => {
  async function offlineApp() {
    const box = await fakeTools(['feh', 'xrandr'])
    const app = await appOn(box, { DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }, 'feh')
    // Wallhaven first; the folder in the pool but never drawn (weight 0).
    app.settings.update({ rotation: { pool: [{ source: 'wallhaven', weight: 1, filters: {} }, fromFolder(0)], perDisplay: false } })
    return { app, box }
  }
  const down = () => fakes.wallhaven.fault({ kind: 'status', status: 503, body: 'down', contentType: 'text/plain' }, { times: 1000 })

  it('stands in with the folders, then favourites on this computer, then the library, and says which', async () => {
    fakes.reset()
    const { app } = await offlineApp()
    // Online once, so the library has a picture.
    const online = await app.scheduler.next()
    expect(online).toMatchObject({ lastError: null, note: null })
    const kept = online.current
    down()
    const fromFolders = await app.scheduler.next()
    expect(fromFolders.lastError).toBeNull()
    expect(fromFolders.current?.source).toBe('local')
    expect(fromFolders.note).toMatch(/^From your folders: .+/)

    // No folders: a favourite whose picture is in the library, set from its file.
    await app.localFolders.remove(folder)
    app.library.addFavourite(kept as never)
    fakes.imageHost.reset()
    const fromFavourites = await app.scheduler.next()
    expect(fromFavourites).toMatchObject({ lastError: null, current: { source: 'wallhaven', id: kept?.id } })
    expect(fromFavourites.note).toMatch(/^From your favourites: .+/)
    expect(fakes.imageHost.requests).toEqual([])

    // Nothing else: the library.
    app.library.removeFavourite('wallhaven', kept?.id as string)
    const fromLibrary = await app.scheduler.next()
    expect(fromLibrary.lastError).toBeNull()
    expect(fromLibrary.note).toMatch(/^From your library: .+/)
    fakes.reset()
    app.dispose()
  }, 60_000)

  it('fails with the source’s sentence when nothing can stand in, and keeps the wallpaper', async () => {
    fakes.reset()
    const { app, box } = await offlineApp()
    await app.localFolders.remove(folder)
    down()
    const status = await app.scheduler.next()
    expect(status.lastError).toMatchObject({ kind: 'upstream' })
    expect(status.note).toBeNull()
    expect((await box.calls()).filter((line) => line[0] === 'feh')).toEqual([])
    fakes.reset()
    app.dispose()
  }, 60_000)
})

describe('favourites in the pool', () => {
  it('are drawn like any source, from their library files, with nothing fetched', async () => {
    fakes.reset()
    const box = await fakeTools(['feh', 'xrandr'])
    const app = await appOn(box, { DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }, 'feh')
    app.settings.update({ rotation: { pool: [{ source: 'wallhaven', weight: 1, filters: {} }], perDisplay: false } })
    const first = (await app.scheduler.next()).current
    app.library.addFavourite(first as never)
    // The window's favourites are kept; a step draws one, set from the library's copy.
    app.settings.update({ rotation: { pool: [{ source: 'favourites', weight: 1 }], historyWindow: 0 } })
    fakes.imageHost.reset()
    const status = await app.scheduler.next()
    expect(status).toMatchObject({ lastError: null, note: null, current: { id: first?.id } })
    expect(fakes.imageHost.requests).toEqual([])
    expect(fakes.wallhaven.count()).toBe(1)
    app.dispose()
  }, 30_000)
})
