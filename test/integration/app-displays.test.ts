// The app's displays: Electron's list matched to the desktop's (fake feh and xrandr recording argv),
// through the contract's operations as the window calls them. The window sees the desktop's names,
// the picture lands on the display chosen, the download is sized for it, and a display that cannot
// be matched is refused with its sentence before anything is downloaded.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app'
import type { LibraryEntry } from '../../src/main/core/library/library'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { OperationName, OperationResult } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'
import { platformDisplay } from '../support/platform-displays'

const fakeTools = useFakeTools()
let fakes: AllFakes
let root: string

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-app-displays-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})

/** Electron lists the external monitor first; the fake xrandr lists eDP-1 (1920×1080 at 0,0), then HDMI-1 (2560×1440 at 1920,0). */
const ELECTRON = [
  platformDisplay({ id: 21, label: 'DELL U2720Q', x: 1920, y: 0, width: 2560, height: 1440 }),
  platformDisplay({ id: 22, label: 'Built-in', x: 0, y: 0, width: 1920, height: 1080, internal: true, primary: true }),
  platformDisplay({ id: 23, label: 'Projector', x: 4480, y: 0, width: 1280, height: 720 }),
]

async function appOn(box: FakeToolbox): Promise<App> {
  const app = await createApp({
    dataDir: await mkdtemp(path.join(root, 'data-')),
    env: { ...box.env({ DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }), TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL },
    secrets: createMemorySecretStore({ unsplashAccessKey: fakes.env.TAPESTRY_UNSPLASH_ACCESS_KEY as string }),
    displays: async () => ELECTRON,
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({ wallpaper: { backend: 'feh' } })
  return app
}

async function call<N extends OperationName>(app: App, name: N, input?: unknown): Promise<OperationResult<N>> {
  return invokeOperation(app.handlers as OperationHandlers, name, input)
}

async function unsplashItem(app: App): Promise<MediaItem> {
  const result = await call(app, 'search', { source: 'unsplash', params: { query: 'mountain' } })
  if (!result.ok) throw new Error(result.error.message)
  return result.value.items[0] as MediaItem
}

describe('the app’s displays', () => {
  it('are Electron’s, each known by the desktop’s name for it, with the monitor’s as its description', async () => {
    const box = await fakeTools(['feh', 'xrandr'])
    const app = await appOn(box)
    const result = await call(app, 'displays')
    expect(result).toEqual({
      ok: true,
      value: [
        // Each with where it sits in the layout, for a picture spanning them all.
        { id: 'HDMI-1', name: 'HDMI-1', description: 'DELL U2720Q', width: 2560, height: 1440, primary: false, bounds: { x: 1920, y: 0, width: 2560, height: 1440 }, scaleFactor: 1 },
        { id: 'eDP-1', name: 'eDP-1', description: 'Built-in', width: 1920, height: 1080, primary: true, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 },
        {
          id: 'unmatched-23',
          name: 'Projector',
          width: 1280,
          height: 720,
          primary: false,
          problem: "Tapestry cannot tell which of the desktop's displays (eDP-1, HDMI-1) is Projector (1280×720 at 4480,0): no single one has its name or its position and size.",
          bounds: { x: 4480, y: 0, width: 1280, height: 720 },
          scaleFactor: 1,
        },
      ],
    })
    app.dispose()
  })

  it('a picture set on the first of Electron’s displays goes to the second of xrandr’s, sized for it and recorded by its name', async () => {
    const box = await fakeTools(['feh', 'xrandr'])
    const app = await appOn(box)
    const item = await unsplashItem(app)
    const base = await box.image('base.png')
    await (await app.wallpaper()).set(base)
    fakes.imageHost.reset()
    const set = await call(app, 'setWallpaper', { item, display: 'HDMI-1' })
    expect(set.ok).toBe(true)
    const [entry] = app.library.entries()
    // feh gives the Nth file to xrandr's Nth monitor: the new picture is second, eDP-1 keeps its own.
    expect((await box.calls()).filter((line) => line[0] === 'feh').at(-1)).toEqual(['feh', '--bg-fill', base, app.library.pathOf(entry as LibraryEntry)])
    const sized = fakes.imageHost.requests.map((request) => [request.query.get('w'), request.query.get('h')])
    expect(sized).toEqual([['2560', '1440']])
    const history = await call(app, 'library.history')
    expect(history.ok && history.value.items[0]?.display).toBe('HDMI-1')
    app.dispose()
  })

  it('a display that could not be matched is refused with its sentence, and nothing is downloaded or set', async () => {
    const box = await fakeTools(['feh', 'xrandr'])
    const app = await appOn(box)
    const item = await unsplashItem(app)
    fakes.imageHost.reset()
    const result = await call(app, 'setWallpaper', { item, display: 'unmatched-23' })
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'wallpaper',
        message: "Tapestry cannot tell which of the desktop's displays (eDP-1, HDMI-1) is Projector (1280×720 at 4480,0): no single one has its name or its position and size.",
      },
    })
    expect(fakes.imageHost.requests).toEqual([])
    expect((await box.calls()).filter((line) => line[0] === 'feh')).toEqual([])
    app.dispose()
  })
})
