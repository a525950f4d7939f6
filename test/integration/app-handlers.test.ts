// The contract's operations through the one entry every carrier uses (invokeOperation), on the
// real core against the fakes, with a recording desktop.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { EventName, OperationName, OperationResult } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes, folderSourceEnv } from '../fakes/all-fakes'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

let fakes: AllFakes
let root: string
let app: App
let log: string
const events: { name: EventName; payload: unknown }[] = []

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-app-'))
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
  // The app's keys come from its secret store, not the environment: only the URLs are set here.
  const env = {
    PATH: process.env.PATH ?? '',
    TAPESTRY_TEST_WALLPAPER_LOG: log,
    TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL,
    TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL,
    TAPESTRY_REDDIT_URL: fakes.env.TAPESTRY_REDDIT_URL,
    TAPESTRY_REDDIT_AUTH_URL: fakes.env.TAPESTRY_REDDIT_AUTH_URL,
    ...folderSourceEnv(fakes.env),
  }
  app = await createApp({
    dataDir,
    env,
    secrets: createMemorySecretStore(),
    events: { emit: (name, payload) => events.push({ name, payload }) },
    displays: async () => [{ id: 41, label: 'Built-in', bounds: { x: 0, y: 0, width: 1280, height: 720 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }],
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } })
})

function call<N extends OperationName>(name: N, input?: unknown): Promise<OperationResult<N>> {
  return invokeOperation(app.handlers as OperationHandlers, name, input)
}

async function value<N extends OperationName>(name: N, input?: unknown) {
  const result = await call(name, input)
  if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`)
  return result.value
}

async function firstWallhavenItem(): Promise<MediaItem> {
  return (await value('search', { source: 'wallhaven', params: {} })).items[0] as MediaItem
}

describe('operations through invokeOperation', () => {
  it('search hides blocked items', async () => {
    const item = await firstWallhavenItem()
    await value('library.block', { item })
    const again = await value('search', { source: 'wallhaven', params: {} })
    expect(again.items.map((entry) => entry.id)).not.toContain(item.id)
    expect(await value('library.blocklist')).toMatchObject({ items: [{ source: 'wallhaven', id: item.id }], next: null, total: 1 })
    await value('library.unblock', { source: 'wallhaven', id: item.id })
    expect((await value('search', { source: 'wallhaven', params: {} })).items.map((entry) => entry.id)).toContain(item.id)
  })

  it('setWallpaper downloads, sets, records history, and emits progress and library events', async () => {
    const item = await firstWallhavenItem()
    const result = await value('setWallpaper', { item, display: '0' })
    expect(result.libraryId).toBeTruthy()
    const [set] = (await readFile(log, 'utf8')).trim().split('\n').map((line) => JSON.parse(line))
    expect(set.display).toBe('0')
    expect(await value('library.history')).toMatchObject({ items: [{ libraryId: result.libraryId, id: item.id, display: '0', item: { id: item.id }, inLibrary: true }], total: 1 })
    expect(events.some((event) => event.name === 'download.progress')).toBe(true)
    expect(events.filter((event) => event.name === 'library.changed').map((event) => (event.payload as { what: string }).what)).toEqual(['entries', 'history'])
  })

  it('Unsplash: download_location exactly once per set and per download, never on search or view', async () => {
    app.secrets.set('unsplashAccessKey', fakes.env.TAPESTRY_UNSPLASH_ACCESS_KEY as string)
    await value('settings.set', {})
    const { items } = await value('search', { source: 'unsplash', params: { query: 'mountain' } })
    const item = items[0] as MediaItem
    await value('getPhoto', { id: item.id })
    expect(fakes.unsplash.downloadCount(item.id)).toBe(0)
    await value('setWallpaper', { item })
    expect(fakes.unsplash.downloadCount(item.id)).toBe(1)
    await value('download', { item })
    expect(fakes.unsplash.downloadCount(item.id)).toBe(2)
  })

  it('favourites: add, list, remove', async () => {
    const item = await firstWallhavenItem()
    expect(await value('library.addFavourite', { item })).toEqual({ source: 'wallhaven', id: item.id, favourite: true })
    expect(await value('library.favouriteRefs')).toEqual([{ source: 'wallhaven', id: item.id }])
    expect(await value('library.favourites')).toMatchObject({ items: [{ source: 'wallhaven', id: item.id, item: { id: item.id } }], next: null, total: 1 })
    expect(await value('library.removeFavourite', { source: 'wallhaven', id: item.id })).toEqual({ source: 'wallhaven', id: item.id, favourite: false })
    expect(await value('library.favouriteRefs')).toEqual([])
  })

  it('settings: secrets are write-only, seen only as hasKey; a change of base URL takes effect', async () => {
    const secret = 'Wallhaven-Key-Never-Shown-1234'
    const updated = await value('settings.set', { secrets: { wallhavenApiKey: secret }, settings: { rotation: { intervalMinutes: 15 } } })
    expect(updated.hasKey.wallhavenApiKey).toBe(true)
    expect(updated.rotation.intervalMinutes).toBe(15)
    expect(JSON.stringify(updated)).not.toContain(secret)
    expect(JSON.stringify(await value('settings.get'))).not.toContain(secret)
  })

  it('rejects bad input as validation, naming the field, before anything is sent', async () => {
    const bad = await call('search', { source: 'unsplash', params: { query: 'x', per_page: 99 } })
    expect(bad).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'params.per_page' }] } })
    expect(await call('setWallpaper', { item: { source: 'wallhaven' } })).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(await call('nope' as OperationName, {})).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(fakes.wallhaven.count() + fakes.unsplash.count()).toBe(0)
  })

  it('answers failures as data with a plain message (rate limited, with retryAfter)', async () => {
    fakes.wallhaven.fault({ kind: 'status', status: 429, body: '<html>Too many</html>', contentType: 'text/html', headers: { 'retry-after': '30' } })
    expect(await call('search', { source: 'wallhaven', params: {} })).toEqual({
      ok: false,
      error: {
        kind: 'rate_limited',
        message: 'Wallhaven is limiting requests. Try again in 30 seconds.',
        retryAfter: 30,
        // The same sentence as a catalog message, for the window to say in its language.
        text: { key: 'error.http.rateLimited.seconds', values: { source: 'Wallhaven', count: 30 } },
      },
    })
  })

  it('rotation: next sets a wallpaper now; stop, start and configure change the status and settings', async () => {
    const status = await value('rotation.next')
    expect(status).toMatchObject({ busy: false, paused: false, perDisplay: false, lastError: null, note: null })
    // A first run draws from the sources that need no key.
    expect(status.pool.filter((member) => member.weight > 0).map((member) => member.source)).toEqual(['wallhaven', 'bing', 'apod', 'wikimedia'])
    expect(['wallhaven', 'bing', 'apod', 'wikimedia']).toContain(status.current?.source)
    expect((await readFile(log, 'utf8')).trim().split('\n')).toHaveLength(1)
    expect((await value('rotation.stop')).paused).toBe(true)
    expect(app.settings.get().rotation.paused).toBe(true)
    expect((await value('rotation.start')).paused).toBe(false)
    // `source` rotates from that source only; the others stay in the pool at weight 0.
    const configured = await value('rotation.configure', { intervalMinutes: 180, source: 'reddit' })
    expect(configured.intervalMinutes).toBe(180)
    expect(configured.pool.map((member) => [member.source, member.weight])).toEqual([['wallhaven', 0], ['bing', 0], ['apod', 0], ['wikimedia', 0], ['reddit', 1]])
    expect(events.some((event) => event.name === 'rotation.changed')).toBe(true)
    expect(await call('rotation.configure', { intervalMinutes: 0 })).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })

  it('rotation: pausing and resuming through settings.set changes the status at once and tells the window', async () => {
    expect((await value('rotation.status')).paused).toBe(false)
    events.length = 0
    await value('settings.set', { settings: { rotation: { paused: true } } })
    expect((await value('rotation.status')).paused).toBe(true)
    expect((await value('rotation.status')).nextRunAt).toBeNull()
    expect(events.filter((event) => event.name === 'rotation.changed').map((event) => (event.payload as { paused: boolean }).paused)).toEqual([true])
    events.length = 0
    await value('settings.set', { settings: { rotation: { paused: false } } })
    expect((await value('rotation.status')).paused).toBe(false)
    expect(events.filter((event) => event.name === 'rotation.changed').map((event) => (event.payload as { paused: boolean }).paused)).toEqual([false])
    // Other settings leave rotation alone.
    events.length = 0
    await value('settings.set', { settings: { quotaBytes: 2_000_000_000 } })
    expect(events.filter((event) => event.name === 'rotation.changed')).toEqual([])
  })

  it('displays come from the platform, and one the desktop does not list says so', async () => {
    expect(await value('displays')).toEqual([
      {
        id: 'unmatched-41',
        name: 'Built-in',
        width: 1280,
        height: 720,
        primary: true,
        problem: 'The custom wallpaper command did not list any displays, so Tapestry cannot tell which one Built-in (1280×720 at 0,0) is; set the picture on all displays.',
        problemText: expect.objectContaining({ key: 'desktop.match.noneListed' }),
        bounds: { x: 0, y: 0, width: 1280, height: 720 },
        scaleFactor: 1,
      },
    ])
  })
})
