// Rotation across sources and displays, on the real core: a pool of sources (online ones, the
// person's folders, favourites), a picture of its own on each display fitted to it where the desktop
// sets each display (feh and xwallpaper with xrandr, on a real X.Org server whose dummy outputs are a
// landscape DUMMY0 and a portrait DUMMY1), one image spanning the displays as laid out where the
// desktop takes one picture for all (GNOME, in "spanned" mode: the real gsettings, dconf behind a
// session bus of our own), and the stand-in when the sources cannot be reached: the folders, the
// favourites, the library, said in the status. What was drawn is read back from the tools' own
// records (~/.fehbg, gsettings) and the screen.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { PoolMember } from '../../src/shared/rotation-pool'
import { startSessionBus } from '../desktops/support/buses'
import { captureX11, expectScreen, viewsOf, type Rgb, type View } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { startXorg } from '../desktops/support/x-server'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { ensureDebianTools } from '../support/debian-tools'
import { writePicture } from '../support/local-pictures'
import { platformDisplay } from '../support/platform-displays'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xwallpaper', debianPackage: 'xwallpaper' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
])
const describeX = missing ? describe.skip : describe
const skipped = missing ? ` (skipped: ${missing})` : ''

let fakes: AllFakes
let session: Session
/** The screen at the landscape display (DUMMY0) and at the portrait one (DUMMY1). */
let views: View[]
/** The commands each desktop's Tapestry may run, and nothing else. */
const bins = { feh: '', xwallpaper: '', gnome: '' }
/** A folder of two landscape pictures (red, green) and two portrait ones (blue, yellow), each the size of its display. */
let folder: string
const COLOURS = { red: { r: 220, g: 30, b: 30 }, green: { r: 30, g: 190, b: 60 }, blue: { r: 40, g: 60, b: 230 }, yellow: { r: 230, g: 210, b: 40 } }
type Colour = keyof typeof COLOURS

beforeAll(async () => {
  fakes = await startAllFakes()
  if (missing) return
  session = startSession('rotation-pool', { asMe: true })
  const { monitors } = await startXorg(session, [
    { width: 1920, height: 1080 },
    { width: 1080, height: 1920 },
  ])
  views = viewsOf(captureX11(session), monitors)
  await startSessionBus(session)
  bins.feh = toolPath(['feh', 'xrandr'], session.folder('tools', 'feh'))
  bins.xwallpaper = toolPath(['xwallpaper', 'xrandr'], session.folder('tools', 'xwallpaper'))
  bins.gnome = toolPath(['gsettings'], session.folder('tools', 'gnome'))
  folder = session.folder('Pictures')
  await writePicture(path.join(folder, 'red.jpg'), { width: 1920, height: 1080, colour: COLOURS.red })
  await writePicture(path.join(folder, 'green.jpg'), { width: 1920, height: 1080, colour: COLOURS.green })
  await writePicture(path.join(folder, 'blue.jpg'), { width: 1080, height: 1920, colour: COLOURS.blue })
  await writePicture(path.join(folder, 'yellow.jpg'), { width: 1080, height: 1920, colour: COLOURS.yellow })
}, 60_000)
afterAll(async () => {
  await session?.stop()
  await fakes.stop()
})

/** A landscape display (DUMMY0, 1920×1080 at 0,0) and a portrait one (DUMMY1, 1080×1920 at 1920,0); Electron lists the portrait one first. */
const ELECTRON = [
  platformDisplay({ id: 2, label: 'DELL P2419H', x: 1920, y: 0, width: 1080, height: 1920, rotation: 90 }),
  platformDisplay({ id: 1, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, internal: true, primary: true }),
]

/** The environment of a desktop with no desktop program on X11, feh or xwallpaper drawing; a home of its own. */
async function x11Env(tool: 'feh' | 'xwallpaper'): Promise<Record<string, string>> {
  return { PATH: bins[tool], HOME: await mkdtemp(path.join(session.root, 'home-')), DISPLAY: session.env.DISPLAY as string, XDG_SESSION_TYPE: 'x11' }
}

async function appOn(env: Record<string, string>, backend: 'feh' | 'xwallpaper' | 'auto'): Promise<App> {
  const app = await createApp({
    dataDir: await mkdtemp(path.join(session.root, 'data-')),
    env: { ...env, ...fakes.env },
    secrets: createMemorySecretStore(),
    displays: async () => ELECTRON,
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({ wallpaper: { backend } })
  await app.localFolders.add(folder)
  return app
}

/** What feh drew, from its own record (~/.fehbg, which it writes each time it draws): one file a screen in xrandr's order. */
async function fehShown(home: string): Promise<string[]> {
  const text = await readFile(path.join(home, '.fehbg'), 'utf8').catch(() => '')
  return [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] as string)
}

/** The library's file of an online picture. */
function libraryFileOf(app: App, id: string | undefined): string {
  const entry = app.library.entries().find((candidate) => candidate.id === id)
  if (!entry) throw new Error(`no library entry for ${id}`)
  return app.library.pathOf(entry)
}

/** The colour a picture of the folder is drawn in, as the screen shows it. */
function rgbOf(file: string): Rgb {
  const { r, g, b } = COLOURS[path.basename(file, '.jpg') as Colour]
  return [r, g, b]
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
const landscape = ['red', 'green']
const portrait = ['blue', 'yellow']

describeX(`a picture of its own on each display, set one display after another where the tool has no single run for all (xwallpaper)${skipped}`, () => {
  it('sets each monitor its own picture of its orientation', async () => {
    const app = await appOn(await x11Env('xwallpaper'), 'xwallpaper')
    app.settings.update(onlyFrom(fromFolder()))
    expect((await app.scheduler.next()).lastError).toBeNull()
    // xwallpaper keeps no record: the history says which went where, and the screen shows it.
    const history = app.library.history({ limit: 10 }).items
    const titleOn = (display: string) => path.basename(history.find((record) => record.display === display)?.title ?? '', '.jpg')
    expect(landscape).toContain(titleOn('DUMMY0'))
    expect(portrait).toContain(titleOn('DUMMY1'))
    await expectScreen(views, [rgbOf(titleOn('DUMMY0')), rgbOf(titleOn('DUMMY1'))])
    app.dispose()
  }, 30_000)
})

describeX(`a picture of its own on each display (feh, xrandr)${skipped}`, () => {
  it('fits each display: the portrait one gets a portrait picture, the two differ, and the history says which went where', async () => {
    const env = await x11Env('feh')
    const app = await appOn(env, 'feh')
    app.settings.update(onlyFrom(fromFolder()))
    const status = await app.scheduler.next()
    expect(status.lastError).toBeNull()
    // One file per monitor in xrandr's order: the landscape DUMMY0 first, the portrait DUMMY1 second.
    const [first, second, ...more] = await fehShown(env.HOME as string)
    expect(more).toEqual([])
    expect(landscape).toContain(path.basename(first as string, '.jpg'))
    expect(portrait).toContain(path.basename(second as string, '.jpg'))
    await expectScreen(views, [rgbOf(first as string), rgbOf(second as string)])
    const history = app.library.history({ limit: 10 }).items
    expect(history.map((record) => record.display).sort()).toEqual(['DUMMY0', 'DUMMY1'])
    expect(history.find((record) => record.display === 'DUMMY1')?.title).toBe(path.basename(second as string))
    // A second step gives each display a picture it did not just show.
    await app.scheduler.next()
    const again = await fehShown(env.HOME as string)
    expect(again[0]).not.toBe(first)
    expect(again[1]).not.toBe(second)
    await expectScreen(views, [rgbOf(again[0] as string), rgbOf(again[1] as string)])
    app.dispose()
  }, 30_000)
})

describeX(`one image spanning the displays (GNOME)${skipped}`, () => {
  const BACKGROUND = 'org.gnome.desktop.background'

  /** A key as gsettings itself answers it. */
  async function gsetting(key: string): Promise<string> {
    const result = await session.run('gsettings', ['get', BACKGROUND, key])
    expect(result.stderr).toBe('')
    return result.stdout.trim()
  }
  /** The file GNOME shows. */
  const spanPath = async () => decodeURIComponent((await gsetting('picture-uri')).replace(/^'file:\/\/|'$/g, ''))

  async function gnome(): Promise<Record<string, string>> {
    for (const [key, value] of [['picture-uri', "'file:///old.png'"], ['picture-uri-dark', "'file:///old.png'"], ['picture-options', "'zoom'"], ['primary-color', "'#000000'"]] as const) {
      expect((await session.run('gsettings', ['set', BACKGROUND, key, value])).code).toBe(0)
    }
    // dconf reads its database from the home (config folder) its service writes: the session's.
    // On Wayland with XWayland's DISPLAY, but no xrandr: GNOME names no display.
    return {
      PATH: bins.gnome,
      HOME: session.home,
      XDG_RUNTIME_DIR: session.runtimeDir,
      DBUS_SESSION_BUS_ADDRESS: session.env.DBUS_SESSION_BUS_ADDRESS as string,
      DISPLAY: session.env.DISPLAY as string,
      XDG_CURRENT_DESKTOP: 'GNOME',
      XDG_SESSION_TYPE: 'wayland',
    }
  }

  it('draws each display’s picture where that display lies, sets it spanned, and records each display’s picture', async () => {
    const app = await appOn(await gnome(), 'auto')
    app.settings.update(onlyFrom(fromFolder()))
    const status = await app.scheduler.next()
    expect(status.lastError).toBeNull()
    expect(await gsetting('picture-options')).toBe("'spanned'")
    const span = await spanPath()
    expect(await gsetting('picture-uri-dark')).toBe(await gsetting('picture-uri'))
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
    const next = await spanPath()
    expect(next).not.toBe(span)
    expect(existsSync(span)).toBe(false)
    expect((await readdir(app.library.libraryDir)).filter((name) => name.startsWith('span-'))).toEqual([path.basename(next)])
    expect(app.library.usage()).toMatchObject({ files: 1 })

    // Previous: each display goes back to its own picture before, drawn together again.
    expect(await colours(next)).not.toEqual(first)
    const previous = await app.handlers['rotation.previous'](undefined, {})
    expect(previous.restored.map((shown) => shown.display).sort()).toEqual(['Built-in', 'DELL P2419H'])
    const back = await spanPath()
    expect(back).not.toBe(next)
    expect(await colours(back)).toEqual(first)
    expect(existsSync(next)).toBe(false)
    app.dispose()
  }, 30_000)
})

describeX(`when the sources cannot be reached${skipped}`, () => {
  async function offlineApp() {
    const env = await x11Env('feh')
    const app = await appOn(env, 'feh')
    // Wallhaven first; the folder in the pool but never drawn (weight 0).
    app.settings.update({ rotation: { pool: [{ source: 'wallhaven', weight: 1, filters: {} }, fromFolder(0)], perDisplay: false } })
    return { app, home: env.HOME as string }
  }
  const down = () => fakes.wallhaven.fault({ kind: 'status', status: 503, body: 'down', contentType: 'text/plain' }, { times: 1000 })

  it('stands in with the folders, then favourites on this computer, then the library, and says which', async () => {
    fakes.reset()
    const { app, home } = await offlineApp()
    // Online once, so the library has a picture.
    const online = await app.scheduler.next()
    expect(online).toMatchObject({ lastError: null, note: null })
    const kept = online.current
    down()
    const fromFolders = await app.scheduler.next()
    expect(fromFolders.lastError).toBeNull()
    expect(fromFolders.current?.source).toBe('local')
    expect(fromFolders.note).toMatch(/^From your folders: .+/)
    expect((await fehShown(home)).map((file) => path.dirname(file))).toEqual([folder])

    // No folders: a favourite whose picture is in the library, set from its file.
    await app.localFolders.remove(folder)
    app.library.addFavourite(kept as never)
    fakes.imageHost.reset()
    const fromFavourites = await app.scheduler.next()
    expect(fromFavourites).toMatchObject({ lastError: null, current: { source: 'wallhaven', id: kept?.id } })
    expect(fromFavourites.note).toMatch(/^From your favourites: .+/)
    expect(fakes.imageHost.requests).toEqual([])
    expect(await fehShown(home)).toEqual([libraryFileOf(app, kept?.id)])

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
    const { app, home } = await offlineApp()
    const red = path.join(folder, 'red.jpg')
    await (await app.wallpaper()).set(red)
    await expectScreen(views, [rgbOf(red), rgbOf(red)])
    const fehbg = path.join(home, '.fehbg')
    const before = { text: await readFile(fehbg, 'utf8'), modified: (await stat(fehbg)).mtimeMs }
    await app.localFolders.remove(folder)
    down()
    const status = await app.scheduler.next()
    expect(status.lastError).toMatchObject({ kind: 'upstream' })
    expect(status.note).toBeNull()
    // feh rewrites ~/.fehbg each time it draws: it has not run since, and the screen still shows the picture.
    expect({ text: await readFile(fehbg, 'utf8'), modified: (await stat(fehbg)).mtimeMs }).toEqual(before)
    await expectScreen(views, [rgbOf(red), rgbOf(red)])
    fakes.reset()
    app.dispose()
  }, 60_000)
})

describeX(`favourites in the pool${skipped}`, () => {
  it('are drawn like any source, from their library files, with nothing fetched', async () => {
    fakes.reset()
    const env = await x11Env('feh')
    const app = await appOn(env, 'feh')
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
    expect(await fehShown(env.HOME as string)).toEqual([libraryFileOf(app, first?.id)])
    app.dispose()
  }, 30_000)
})
