// "Now showing" through the contract on the real core against the fakes, with the harness's pretend
// desktop (a layout of a laptop at 200%, a 1440p monitor, a portrait monitor and a projector the
// desktop does not list) recording what it is asked to set: what each display shows, Next on one
// display, and Block on one display moving on from that display only.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MIXED_LAYOUT, writePretendXrandr } from '../../harness/pretend-displays'
import { createApp, type App } from '../../src/main/core/app/app'
import { showingOnDisplays } from '../../src/main/core/actions/showing-on-displays'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { DisplayInfo, OperationName } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

let fakes: AllFakes
let root: string
let app: App
let log: string

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-now-showing-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  const dataDir = await mkdtemp(path.join(root, 'data-'))
  log = path.join(dataDir, 'desktop.log')
  app = await createApp({
    dataDir,
    env: {
      PATH: `${await writePretendXrandr(dataDir, MIXED_LAYOUT)}:${process.env.PATH ?? ''}`,
      DISPLAY: ':pretend',
      TAPESTRY_TEST_WALLPAPER_LOG: log,
      TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL,
    },
    secrets: createMemorySecretStore(),
    displays: async () => MIXED_LAYOUT.map((display) => ({ ...display.platform })),
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({
    wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` },
    // Rotation draws from Wallhaven alone, so a step needs no key and no folder.
    rotation: { pool: [{ source: 'wallhaven', weight: 1, filters: {} }] },
  })
})
afterEach(() => app.dispose())

async function call<N extends OperationName>(name: N, input?: unknown) {
  return invokeOperation(app.handlers as OperationHandlers, name, input)
}

async function value<N extends OperationName>(name: N, input?: unknown) {
  const result = await call(name, input)
  if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`)
  return result.value
}

async function desktopLog(): Promise<{ file: string; display: string }[]> {
  const text = await readFile(log, 'utf8').catch(() => '')
  return text
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line))
}

async function items(count: number): Promise<MediaItem[]> {
  return (await value('search', { source: 'wallhaven', params: {} })).items.slice(0, count)
}

/** Each display's id and the id of the picture it shows (null: none). */
async function shownIds(): Promise<[string, string | null][]> {
  return (await value('displays.showing')).displays.map(({ display, picture }) => [display.id, picture?.item.id ?? null])
}

describe('displays.showing', () => {
  it('answers every display with its place in the layout and scale, and the picture set on it or else on all', async () => {
    const [a, b] = (await items(2)) as [MediaItem, MediaItem]
    expect(await value('displays.showing')).toMatchObject({ onAll: null })
    expect(await shownIds()).toEqual([
      ['DP-1', null],
      ['eDP-1', null],
      ['HDMI-1', null],
      ['unmatched-14', null],
    ])
    await value('setWallpaper', { item: a })
    await value('setWallpaper', { item: b, display: 'HDMI-1' })
    const now = await value('displays.showing')
    expect(now.onAll).toMatchObject({ display: 'all', item: { id: a.id } })
    expect(now.displays.map(({ display, picture }) => [display.id, picture?.display, picture?.item.id])).toEqual([
      ['DP-1', 'all', a.id],
      ['eDP-1', 'all', a.id],
      ['HDMI-1', 'HDMI-1', b.id],
      ['unmatched-14', 'all', a.id],
    ])
    const laptop = now.displays[1]?.display
    expect(laptop).toMatchObject({ bounds: { x: 0, y: 540, width: 1440, height: 900 }, scaleFactor: 2, width: 2880, height: 1800 })
    expect(now.displays[2]?.display).toMatchObject({ bounds: { x: 4000, y: 0, width: 1080, height: 1920 } })
    expect(now.displays[3]?.display.problem).toMatch(/cannot tell which/)
    expect(now.displays[2]?.picture?.credit).toMatch(/Wallhaven/)
    // The history's own numbering stays in the core.
    expect(Object.keys(now.displays[2]?.picture ?? {}).sort()).toEqual(['credit', 'display', 'item', 'libraryId'])
  })

  it('a picture set on all displays again covers each display’s own', async () => {
    const [a, b, c] = (await items(3)) as [MediaItem, MediaItem, MediaItem]
    await value('setWallpaper', { item: a, display: 'DP-1' })
    await value('setWallpaper', { item: b, display: 'eDP-1' })
    await value('setWallpaper', { item: c })
    expect((await shownIds()).map(([, id]) => id)).toEqual([c.id, c.id, c.id, c.id])
  })
})

describe('rotation.next on one display', () => {
  it('sets a new picture on that display alone; the others keep theirs', async () => {
    const [a] = (await items(1)) as [MediaItem]
    await value('setWallpaper', { item: a })
    const status = await value('rotation.next', { display: 'HDMI-1' })
    expect(status.lastError).toBeNull()
    const sets = await desktopLog()
    expect(sets.map((set) => set.display)).toEqual(['all', 'HDMI-1'])
    const shown = await shownIds()
    expect(shown.filter(([id]) => id !== 'HDMI-1').map(([, picture]) => picture)).toEqual([a.id, a.id, a.id])
    expect(shown.find(([id]) => id === 'HDMI-1')?.[1]).not.toBe(a.id)
    // Sized for the portrait display it goes on: the history says where it went.
    expect((await value('library.history', { limit: 1 })).items[0]?.display).toBe('HDMI-1')
  })

  it('refuses a display the desktop cannot set alone with its reason, and one that is gone, setting nothing', async () => {
    const projector = await call('rotation.next', { display: 'unmatched-14' })
    expect(projector).toMatchObject({ ok: false, error: { kind: 'wallpaper' } })
    expect(!projector.ok && projector.error.message).toMatch(/cannot tell which of the desktop's displays/)
    expect(await call('rotation.next', { display: 'DVI-9' })).toMatchObject({ ok: false, error: { kind: 'not_found', message: 'There is no display DVI-9 now: it may have been unplugged.' } })
    expect(await desktopLog()).toEqual([])
    expect(fakes.wallhaven.requests).toHaveLength(0)
  })

  it('without a display, or with all, it is the whole step it always was', async () => {
    await value('rotation.next', { display: 'all' })
    expect((await desktopLog()).map((set) => set.display)).toEqual(['all'])
  })
})

describe('library.blockCurrent on one display', () => {
  it('moves on from that display alone when only it showed the picture', async () => {
    const [a, b] = (await items(2)) as [MediaItem, MediaItem]
    await value('setWallpaper', { item: a })
    await value('setWallpaper', { item: b, display: 'eDP-1' })
    const blocked = await value('library.blockCurrent', { display: 'eDP-1' })
    expect(blocked).toMatchObject({ blocked: { id: b.id }, displays: ['eDP-1'], rotation: { lastError: null } })
    expect((await desktopLog()).map((set) => set.display)).toEqual(['all', 'eDP-1', 'eDP-1'])
    const shown = Object.fromEntries(await shownIds())
    expect(shown['DP-1']).toBe(a.id)
    expect(shown['eDP-1']).not.toBe(b.id)
  })

  it('moves every display on when the picture was on all of them', async () => {
    const [a] = (await items(1)) as [MediaItem]
    await value('setWallpaper', { item: a })
    const blocked = await value('library.blockCurrent', { display: 'HDMI-1' })
    expect(blocked.displays).toEqual(['all'])
    expect((await desktopLog()).map((set) => set.display)).toEqual(['all', 'all'])
  })
})

describe('showingOnDisplays', () => {
  const display = (id: string, name = id): DisplayInfo => ({ id, name, width: 1920, height: 1080, primary: false })
  const picture = (on: string, id: string) => ({
    display: on,
    libraryId: `wallhaven-${id}`,
    historySeq: 1,
    credit: 'From Wallhaven',
    item: { source: 'wallhaven', id } as MediaItem,
  })

  it('finds an older record by the display’s name, and answers no displays with what was set on all', () => {
    const showing = [picture('all', 'a'), picture('Built-in', 'b')]
    expect(showingOnDisplays(showing, [display('eDP-1', 'Built-in'), display('DP-1')]).displays.map((shown) => shown.picture?.item.id)).toEqual(['b', 'a'])
    expect(showingOnDisplays(showing, [])).toEqual({ displays: [], onAll: { display: 'all', libraryId: 'wallhaven-a', credit: 'From Wallhaven', item: { source: 'wallhaven', id: 'a' } } })
    expect(showingOnDisplays([], [display('DP-1')]).displays).toEqual([{ display: display('DP-1'), picture: null }])
  })
})
