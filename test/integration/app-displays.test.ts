// The app's displays: Electron's list matched to the desktop's, through the contract's operations
// as the window calls them, on a real X.Org server with two outputs (the dummy driver: DUMMY0 then
// DUMMY1 in xrandr's list) and the real feh and xrandr. The window sees the desktop's names, the
// picture lands on the display chosen (feh's own ~/.fehbg and the screen read back), the download is
// sized for it, and a display that cannot be matched is refused with its sentence before anything
// is downloaded or drawn.
import { mkdtemp, readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import type { LibraryEntry } from '../../src/main/core/library/library'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { OperationName, OperationResult } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { solidPicture } from '../desktops/support/pictures'
import { captureX11, centreOf, expectScreen, RED, viewsOf, type Rgb, type View } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { startXorg } from '../desktops/support/x-server'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { ensureDebianTools } from '../support/debian-tools'
import { platformDisplay } from '../support/platform-displays'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'feh', debianPackage: 'feh' },
])
const test = missing ? it.skip : it

let fakes: AllFakes
let session: Session
/** The screen at the built-in display (DUMMY0) and at the external one (DUMMY1). */
let views: View[]
/** feh and xrandr: all Tapestry may run. */
let bin: string

beforeAll(async () => {
  fakes = await startAllFakes()
  if (missing) return
  session = startSession('app-displays', { asMe: true })
  const { monitors } = await startXorg(session, [
    { width: 1280, height: 720 },
    { width: 1600, height: 900 },
  ])
  views = viewsOf(captureX11(session), monitors)
  bin = toolPath(['feh', 'xrandr'], session.folder('tools'))
}, 60_000)
afterAll(async () => {
  await session?.stop()
  await fakes.stop()
})

/** Electron lists the external monitor first; xrandr lists DUMMY0 (1280×720 at 0,0), then DUMMY1 (1600×900 at 1280,0). */
const ELECTRON = [
  platformDisplay({ id: 21, label: 'DELL U2720Q', x: 1280, y: 0, width: 1600, height: 900 }),
  platformDisplay({ id: 22, label: 'Built-in', x: 0, y: 0, width: 1280, height: 720, internal: true, primary: true }),
  platformDisplay({ id: 23, label: 'Projector', x: 2880, y: 0, width: 1280, height: 720 }),
]
const UNMATCHED = "Tapestry cannot tell which of the desktop's displays (DUMMY0, DUMMY1) is Projector (1280×720 at 2880,0): no single one has its name or its position and size."

/** An app with a home of its own (so ~/.fehbg is this test's), feh chosen. */
async function appOn(): Promise<{ app: App; home: string }> {
  const home = await mkdtemp(path.join(session.root, 'home-'))
  const app = await createApp({
    dataDir: await mkdtemp(path.join(session.root, 'data-')),
    env: { PATH: bin, HOME: home, DISPLAY: session.env.DISPLAY as string, XDG_SESSION_TYPE: 'x11', TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL },
    secrets: createMemorySecretStore({ unsplashAccessKey: fakes.env.TAPESTRY_UNSPLASH_ACCESS_KEY as string }),
    displays: async () => ELECTRON,
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({ wallpaper: { backend: 'feh' } })
  return { app, home }
}

const fehbg = (home: string) => readFile(path.join(home, '.fehbg'), 'utf8')

async function call<N extends OperationName>(app: App, name: N, input?: unknown): Promise<OperationResult<N>> {
  return invokeOperation(app.handlers as OperationHandlers, name, input)
}

async function unsplashItem(app: App): Promise<MediaItem> {
  const result = await call(app, 'search', { source: 'unsplash', params: { query: 'mountain' } })
  if (!result.ok) throw new Error(result.error.message)
  return result.value.items[0] as MediaItem
}

/** The mean colour of the 9×9 block at a picture's centre: what a display showing it 1:1 shows there. */
async function centreOfFile(file: string): Promise<Rgb> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  return centreOf({ width: info.width, height: info.height, pixel: (x, y) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)] as unknown as Rgb }, { name: file, x: 0, y: 0, width: info.width, height: info.height })
}

describe(`the app’s displays${missing ? ` (skipped: ${missing})` : ''}`, () => {
  test('are Electron’s, each known by the desktop’s name for it, with the monitor’s as its description', async () => {
    const { app } = await appOn()
    const result = await call(app, 'displays')
    expect(result).toEqual({
      ok: true,
      value: [
        // Each with where it sits in the layout, for a picture spanning them all.
        { id: 'DUMMY1', name: 'DUMMY1', description: 'DELL U2720Q', width: 1600, height: 900, primary: false, bounds: { x: 1280, y: 0, width: 1600, height: 900 }, scaleFactor: 1 },
        { id: 'DUMMY0', name: 'DUMMY0', description: 'Built-in', width: 1280, height: 720, primary: true, bounds: { x: 0, y: 0, width: 1280, height: 720 }, scaleFactor: 1 },
        { id: 'unmatched-23', name: 'Projector', width: 1280, height: 720, primary: false, problem: UNMATCHED, problemText: expect.objectContaining({ key: 'desktop.match.ambiguous' }), bounds: { x: 2880, y: 0, width: 1280, height: 720 }, scaleFactor: 1 },
      ],
    })
    app.dispose()
  })

  test('a picture set on the first of Electron’s displays goes to the second of xrandr’s, sized for it and recorded by its name', async () => {
    const { app, home } = await appOn()
    const item = await unsplashItem(app)
    const base = await solidPicture(session, 'red', RED)
    await (await app.wallpaper()).set(base)
    fakes.imageHost.reset()
    const set = await call(app, 'setWallpaper', { item, display: 'DUMMY1' })
    expect(set.ok).toBe(true)
    const [entry] = app.library.entries()
    const file = app.library.pathOf(entry as LibraryEntry)
    // feh gives the Nth file to xrandr's Nth monitor: the new picture is second, DUMMY0 keeps its own.
    expect(await fehbg(home)).toBe(`#!/bin/sh\nfeh --no-fehbg --bg-fill '${base}' '${file}' \n`)
    const centre = await centreOfFile(file)
    expect(centre).not.toEqual(RED)
    await expectScreen(views, [RED, centre])
    const sized = fakes.imageHost.requests.map((request) => [request.query.get('w'), request.query.get('h')])
    expect(sized).toEqual([['1600', '900']])
    const history = await call(app, 'library.history')
    expect(history.ok && history.value.items[0]?.display).toBe('DUMMY1')
    app.dispose()
  })

  test('a display that could not be matched is refused with its sentence, and nothing is downloaded or drawn', async () => {
    const { app, home } = await appOn()
    const item = await unsplashItem(app)
    await (await app.wallpaper()).set(await solidPicture(session, 'red', RED))
    const before = await fehbg(home)
    await expectScreen(views, [RED, RED])
    fakes.imageHost.reset()
    const result = await call(app, 'setWallpaper', { item, display: 'unmatched-23' })
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'wallpaper', message: UNMATCHED }) })
    expect(fakes.imageHost.requests).toEqual([])
    // feh rewrites ~/.fehbg each time it draws: it has not run since.
    expect(await fehbg(home)).toBe(before)
    await expectScreen(views, [RED, RED])
    app.dispose()
  })
})
