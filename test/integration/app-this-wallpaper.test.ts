// Previous, Favourite and Block "this wallpaper", the history by display and the daily time, through
// the one entry every carrier uses (invokeOperation) on the real core against the fakes, with a
// recording desktop: what the tray and the window call.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { EventName, OperationName } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

let fakes: AllFakes
let root: string
let app: App
let log: string
const events: { name: EventName; payload: unknown }[] = []

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-this-wallpaper-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  events.length = 0
  const dataDir = await mkdtemp(path.join(root, 'data-'))
  log = path.join(dataDir, 'desktop.log')
  app = await createApp({
    dataDir,
    env: { PATH: process.env.PATH ?? '', TAPESTRY_TEST_WALLPAPER_LOG: log, TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL },
    secrets: createMemorySecretStore(),
    events: { emit: (name, payload) => events.push({ name, payload }) },
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } })
})
afterEach(() => app.dispose())

async function value<N extends OperationName>(name: N, input?: unknown) {
  const result = await invokeOperation(app.handlers as OperationHandlers, name, input)
  if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`)
  return result.value
}

async function desktopLog(): Promise<{ file: string; display: string }[]> {
  return (await readFile(log, 'utf8')).trim().split('\n').map((line) => JSON.parse(line))
}

async function items(count: number): Promise<MediaItem[]> {
  return (await value('search', { source: 'wallhaven', params: {} })).items.slice(0, count)
}

describe('this wallpaper, through the contract', () => {
  it('rotation.previous goes back and tells the window; a second goes further; the history is unchanged', async () => {
    const [a, b, c] = (await items(3)) as [MediaItem, MediaItem, MediaItem]
    for (const item of [a, b, c]) await value('setWallpaper', { item })
    events.length = 0
    expect((await value('rotation.previous')).restored.map((shown) => shown.item.id)).toEqual([b.id])
    expect((await value('rotation.previous', { display: 'all' })).restored.map((shown) => shown.item.id)).toEqual([a.id])
    expect(events.filter((event) => event.name === 'library.changed').map((event) => event.payload)).toEqual([{ what: 'history' }, { what: 'history' }])
    expect((await value('library.history')).total).toBe(3)
    expect(await invokeOperation(app.handlers as OperationHandlers, 'rotation.previous', {})).toMatchObject({ ok: false, error: { kind: 'not_found' } })
  })

  it('library.favouriteCurrent favourites what is showing; library.blockCurrent blocks it and rotation moves on', async () => {
    const [a] = (await items(1)) as [MediaItem]
    await value('setWallpaper', { item: a })
    expect(await value('library.favouriteCurrent')).toMatchObject({ source: 'wallhaven', id: a.id })
    expect(await value('library.favouriteRefs')).toEqual([{ source: 'wallhaven', id: a.id }])
    const blocked = await value('library.blockCurrent', { display: 'all' })
    expect(blocked).toMatchObject({ blocked: { source: 'wallhaven', id: a.id }, displays: ['all'], rotation: { lastError: null } })
    expect(blocked.rotation.current?.id).not.toBe(a.id)
    expect(await desktopLog()).toHaveLength(2)
    expect(events.map((event) => (event.name === 'library.changed' ? (event.payload as { what: string }).what : event.name))).toEqual(
      expect.arrayContaining(['favourites', 'blocklist', 'rotation.changed']),
    )
  })

  it('library.history narrows to one display: what was set on it and on all', async () => {
    const [a, b, c] = (await items(3)) as [MediaItem, MediaItem, MediaItem]
    await value('setWallpaper', { item: a })
    await value('setWallpaper', { item: b, display: 'HDMI-1' })
    await value('setWallpaper', { item: c, display: 'eDP-1' })
    const onHdmi = await value('library.history', { display: 'HDMI-1', limit: 10 })
    expect(onHdmi).toMatchObject({ total: 2, next: null })
    expect(onHdmi.items.map((record) => [record.id, record.display])).toEqual([
      [b.id, 'HDMI-1'],
      [a.id, 'all'],
    ])
    expect((await value('library.history', { display: 'all' })).total).toBe(3)
  })

  it('rotation.configure takes a daily time, shown in the status; an interval from the tray clears it', async () => {
    const daily = await value('rotation.configure', { dailyAt: '07:30' })
    expect(daily.dailyAt).toBe('07:30')
    const next = new Date(daily.nextRunAt as string)
    expect([next.getHours(), next.getMinutes()]).toEqual([7, 30])
    expect(app.settings.get().rotation.dailyAt).toBe('07:30')
    expect((await value('rotation.configure', { intervalMinutes: 60, dailyAt: null })).dailyAt).toBeNull()
    // Set in Settings: the schedule follows at once.
    await value('settings.set', { settings: { rotation: { dailyAt: '21:15' } } })
    expect(new Date((await value('rotation.status')).nextRunAt as string).getHours()).toBe(21)
  })
})
