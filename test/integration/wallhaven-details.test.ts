// A Wallhaven wallpaper's own record through the app's operations, against the Wallhaven fake: asked
// of Wallhaven once per wallpaper (however often and however many at once), kept in library.db
// across a restart, inside the 45-a-minute budget searches use, and the source of the title the
// app records when it sets the wallpaper: the same title the command line's `set` gives.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { OperationName } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes, folderSourceEnv } from '../fakes/all-fakes'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

let fakes: AllFakes
let root: string
let dataDir: string
let app: App | null = null

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-details-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  dataDir = await mkdtemp(path.join(root, 'data-'))
  app = await start()
})
afterEach(() => {
  app?.dispose()
  app = null
})

async function start(): Promise<App> {
  const started = await createApp({
    dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'),
      TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL,
      TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL,
      TAPESTRY_REDDIT_URL: fakes.env.TAPESTRY_REDDIT_URL,
      TAPESTRY_REDDIT_AUTH_URL: fakes.env.TAPESTRY_REDDIT_AUTH_URL,
      ...folderSourceEnv(fakes.env),
    },
    secrets: createMemorySecretStore(),
    displays: async () => [{ id: 41, label: 'Built-in', bounds: { x: 0, y: 0, width: 1280, height: 720 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }],
    resolveMediaUrl: fakes.resolveMediaUrl,
  })
  started.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } })
  return started
}

function running(): App {
  if (app === null) throw new Error('the app is not running')
  return app
}

async function value<N extends OperationName>(name: N, input?: unknown) {
  const result = await invokeOperation(running().handlers as OperationHandlers, name, input)
  if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`)
  return result.value
}

/** Requests for one wallpaper's record (`GET /w/{id}`). */
const recordRequests = (id?: string) => fakes.wallhaven.requests.filter((request) => (id === undefined ? /^\/w\//.test(request.path) : request.path === `/w/${id}`)).length

async function searchItems(): Promise<MediaItem[]> {
  const { items } = await value('search', { source: 'wallhaven', params: {} })
  expect(items.length).toBeGreaterThan(3)
  return items
}

describe('wallhaven.details', () => {
  it('asks Wallhaven once per wallpaper, however often and however many at once, with the CLI’s title', async () => {
    const [first, second] = (await searchItems()) as [MediaItem, MediaItem]
    // A search card has no tags: this is what the window called it before.
    expect(first.title).toBe(`Wallpaper ${first.id}`)

    const details = await value('wallhaven.details', { id: first.id })
    expect(recordRequests(first.id)).toBe(1)
    expect(details.tags.length).toBeGreaterThan(0)
    expect(details.title).toBe(details.tags.slice(0, 3).join(', '))
    expect(details.uploader?.name).toMatch(/\S/)
    expect(details.uploader?.url).toBe(`https://wallhaven.cc/user/${encodeURIComponent(details.uploader?.name ?? '')}`)
    expect(details.views).toEqual(expect.any(Number))
    expect(details.favourites).toEqual(expect.any(Number))
    expect(['general', 'anime', 'people']).toContain(details.category)

    // Again, three times: from the library, nothing sent.
    for (let look = 0; look < 3; look++) expect(await value('wallhaven.details', { id: first.id })).toEqual(details)
    expect(recordRequests(first.id)).toBe(1)

    // Five previews of another wallpaper opened at once: one request.
    const together = await Promise.all(Array.from({ length: 5 }, () => value('wallhaven.details', { id: second.id })))
    expect(new Set(together.map((each) => JSON.stringify(each))).size).toBe(1)
    expect(recordRequests(second.id)).toBe(1)

    // The command line's `set` names a wallpaper by looking it up: the same title, the same uploader.
    const cli = (await value('library.item', { source: 'wallhaven', id: first.id })) as MediaItem
    expect(cli.title).toBe(details.title)
    expect(cli.author).toEqual(details.uploader)
  })

  it('keeps each record in library.db across a restart, so a restarted app asks nothing', async () => {
    const [item] = (await searchItems()) as [MediaItem]
    const details = await value('wallhaven.details', { id: item.id })
    running().dispose()
    app = null

    const check = new Database(path.join(dataDir, 'library.db'), { readonly: true })
    expect(check.prepare('SELECT id FROM wallhaven_records').pluck().all()).toEqual([item.id])
    check.close()

    fakes.reset()
    app = await start()
    expect(await value('wallhaven.details', { id: item.id })).toEqual(details)
    expect(recordRequests()).toBe(0)
  })

  it('records the CLI’s title in the history when the window sets a search card, asking once for a wallpaper already looked at', async () => {
    const [looked, unseen] = (await searchItems()) as [MediaItem, MediaItem]
    const details = await value('wallhaven.details', { id: looked.id })
    await value('setWallpaper', { item: looked })
    expect(recordRequests(looked.id)).toBe(1)
    await value('setWallpaper', { item: unseen })
    expect(recordRequests(unseen.id)).toBe(1)
    const unseenTitle = (await value('wallhaven.details', { id: unseen.id })).title
    expect(recordRequests(unseen.id)).toBe(1)

    const history = await value('library.history')
    expect(history.items.map((record) => record.title)).toEqual([unseenTitle, details.title])
    expect(history.items[1]?.item?.author).toEqual(details.uploader)
    expect(details.title).not.toBe(`Wallpaper ${looked.id}`)
  })

  it('still sets the wallpaper, named as the card is, when Wallhaven cannot be reached for the record', async () => {
    const [item] = (await searchItems()) as [MediaItem]
    fakes.wallhaven.fault({ kind: 'status', status: 503 }, { times: 20, path: `/w/${item.id}` })
    await value('setWallpaper', { item })
    expect((await value('library.history')).items[0]?.title).toBe(`Wallpaper ${item.id}`)
  })

  it('waits its turn in the 45-a-minute budget that searches spend: nothing is sent past it', async () => {
    const items = await searchItems()
    fakes.reset()
    // The budget spent: 44 more searches after the one above.
    await Promise.all(Array.from({ length: 44 }, (_, index) => value('search', { source: 'wallhaven', params: { page: (index % 5) + 1 } })))
    const controller = new AbortController()
    const asked = invokeOperation(running().handlers as OperationHandlers, 'wallhaven.details', { id: (items[0] as MediaItem).id }, { signal: controller.signal })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(recordRequests()).toBe(0)
    controller.abort()
    expect((await asked).ok).toBe(false)
    expect(fakes.wallhaven.count('/search')).toBe(44)
  })
})
