// Local folders as a source like the others, through the contract's operations on the real core:
// added and listed, searched a page at a time by folder and name, set where the file lies (never
// copied into the library) and recorded, favourited and blocked, and seen by the window only as
// thumbnails and screen-sized renditions that core makes and caches.
import { readFile, readdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { OperationName, OperationResult } from '../../src/shared/ipc'
import { LocalMediaItemSchema, type MediaItem } from '../../src/shared/media'
import { writePicture } from '../support/local-pictures'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

let root = ''
let dataDir = ''
let holidays = ''
let screenshots = ''
let app: App
let desktopLog = ''

function call<N extends OperationName>(name: N, input?: unknown): Promise<OperationResult<N>> {
  return invokeOperation(app.handlers as OperationHandlers, name, input)
}

async function value<N extends OperationName>(name: N, input?: unknown) {
  const result = await call(name, input)
  if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`)
  return result.value
}

async function localPage(params: Record<string, unknown> = {}) {
  return value('search', { source: 'local', params })
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-local-app-'))
  dataDir = path.join(root, 'data')
  holidays = path.join(root, 'Holidays')
  screenshots = path.join(root, 'Screenshots')
  for (let index = 0; index < 5; index++) await writePicture(path.join(holidays, `beach-${index}.jpg`), { width: 3000 + index, height: 2000 })
  await writePicture(path.join(holidays, 'Été', 'montagne.png'), { width: 800, height: 1200, format: 'png' })
  await writePicture(path.join(screenshots, 'desktop.webp'), { width: 1920, height: 1080, format: 'webp' })
  desktopLog = path.join(root, 'desktop.log')
  app = await createApp({
    dataDir,
    env: { PATH: process.env.PATH ?? '', TAPESTRY_TEST_WALLPAPER_LOG: desktopLog, TAPESTRY_WALLHAVEN_URL: 'http://127.0.0.1:9' },
    secrets: createMemorySecretStore(),
    displays: async () => [{ id: 41, label: 'Built-in', bounds: { x: 0, y: 0, width: 1280, height: 720 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }],
  })
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } })
})
afterAll(async () => {
  app.dispose()
  await rm(root, { recursive: true, force: true })
})

describe('local folders through the contract', () => {
  it('adds folders after checking them, and lists them with their pictures', async () => {
    await value('folders.add', { path: holidays })
    const folders = await value('folders.add', { path: `${screenshots}/` })
    expect(folders).toEqual([
      { path: holidays, images: 6, available: true, scanning: false, skipped: 0, note: null, noteText: null },
      { path: screenshots, images: 1, available: true, scanning: false, skipped: 0, note: null, noteText: null },
    ])
    expect(app.settings.get().localFolders).toEqual([holidays, screenshots])
    expect(await call('folders.add', { path: path.join(root, 'nowhere') })).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'path', message: 'does not exist' }] } })
    expect(await call('folders.add', { path: 'relative/folder' })).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'path' }] } })
    expect(await call('folders.add', { path: path.join(holidays, 'Été') })).toMatchObject({ ok: false, error: { issues: [{ message: `is inside ${holidays}, which is already added` }] } })
    expect(await call('folders.add', { path: path.join(holidays, 'beach-0.jpg') })).toMatchObject({ ok: false, error: { issues: [{ message: 'is not a folder' }] } })
  })

  it('searches a page at a time, by folder and by words in the name (any case, any script)', async () => {
    const first = await localPage({ per_page: 4 })
    expect(first.total).toBe(7)
    expect(first.items.map((item) => item.title)).toEqual(['beach-0.jpg', 'beach-1.jpg', 'beach-2.jpg', 'beach-3.jpg'])
    expect(first.next).toEqual({ source: 'local', params: { query: '', folder: null, sort: 'NAME', page: 2, per_page: 4 } })
    const second = await localPage(first.next?.params as Record<string, unknown>)
    expect(second.items.map((item) => item.title)).toEqual(['beach-4.jpg', 'Été/montagne.png', 'desktop.webp'])
    expect(second.next).toBeNull()

    for (const item of first.items) expect(LocalMediaItemSchema.safeParse(item).success).toBe(true)
    expect(first.items[0]).toMatchObject({ source: 'local', width: 3000, height: 2000, resolution: '3000x2000', pageUrl: null, author: null, nsfw: false, mediaType: 'image' })
    expect(first.items[0]?.thumbUrl).toBe(`tapestry://thumb/${first.items[0]?.id}`)
    expect(first.items[0]?.fullUrl).toBe(`tapestry://local/${first.items[0]?.id}`)
    // Nothing of the path but the part inside the folder reaches the window.
    expect(JSON.stringify(first)).not.toContain(root)

    expect((await localPage({ folder: screenshots })).items.map((item) => item.title)).toEqual(['desktop.webp'])
    expect((await localPage({ query: 'ÉTÉ MONT' })).items.map((item) => item.title)).toEqual(['Été/montagne.png'])
    expect((await localPage({ query: 'beach 3' })).items.map((item) => item.title)).toEqual(['beach-3.jpg'])
    expect(await call('search', { source: 'local', params: { folder: path.join(root, 'other') } })).toMatchObject({ ok: false, error: { kind: 'validation', issues: [{ field: 'params.folder', message: 'is not one of your folders' }] } })
    expect(await call('search', { source: 'local', params: { per_page: 500 } })).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })

  it('sets a picture where it lies, records it, and copies nothing into the library', async () => {
    const [item] = (await localPage({ query: 'desktop' })).items as [MediaItem]
    const result = await value('setWallpaper', { item })
    expect(result.libraryId).toBe(`local-${item.id}`)
    const sets = (await readFile(desktopLog, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { file: string })
    expect(sets.at(-1)?.file).toBe(path.join(screenshots, 'desktop.webp'))
    expect(await readdir(path.join(dataDir, 'library')).catch(() => [])).toEqual([])
    const history = await value('library.history')
    expect(history.items[0]).toMatchObject({ source: 'local', id: item.id, title: 'desktop.webp', inLibrary: true, item: { source: 'local', id: item.id } })
    // A card cannot point the set anywhere else: only its id is used, and it must be in the index.
    const forged = { ...item, id: 'f'.repeat(32), thumbUrl: `tapestry://thumb/${'f'.repeat(32)}`, previewUrl: `tapestry://thumb/${'f'.repeat(32)}`, fullUrl: `tapestry://local/${'f'.repeat(32)}` }
    expect(await call('setWallpaper', { item: forged })).toMatchObject({ ok: false, error: { kind: 'not_found' } })
    expect(await call('setWallpaper', { item: { ...item, fullUrl: 'file:///etc/passwd' } })).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(await call('download', { item })).toMatchObject({ ok: false, error: { kind: 'validation' } })
  })

  it('favourites and blocks local pictures like any other; a blocked one leaves the search', async () => {
    const [item] = (await localPage({ query: 'beach-1' })).items as [MediaItem]
    expect(await value('library.addFavourite', { item })).toEqual({ source: 'local', id: item.id, favourite: true })
    expect((await value('library.favourites')).items[0]).toMatchObject({ source: 'local', id: item.id })
    expect(await value('library.favouriteRefs')).toContainEqual({ source: 'local', id: item.id })
    await value('library.block', { item })
    const after = await localPage()
    expect(after.total).toBe(6)
    expect(after.items.map((card) => card.id)).not.toContain(item.id)
    expect(await app.localFolders.pick({ excludeIds: after.items.map((card) => card.id) })).toBeNull()
    await value('library.unblock', { source: 'local', id: item.id })
    expect((await localPage()).total).toBe(7)
  })

  it('serves a cached thumbnail at most 400 px a side, and a rendition at most 2560 px for the preview', async () => {
    const [item] = (await localPage({ query: 'beach-2' })).items as [MediaItem]
    const thumb = await app.localFolders.rendition('thumb', item.id)
    expect(thumb).toMatchObject({ type: 'image/webp', file: expect.stringContaining(path.join(dataDir, 'thumbnails')) })
    const file = (thumb as { file: string }).file
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 })
    const made = (await stat(file)).mtimeMs
    expect(await app.localFolders.rendition('thumb', item.id)).toEqual(thumb)
    expect((await stat(file)).mtimeMs).toBe(made)

    const screen = await app.localFolders.rendition('local', item.id)
    expect(screen).toMatchObject({ type: 'image/jpeg' })
    expect(await sharp((screen as { data: Buffer }).data).metadata()).toMatchObject({ format: 'jpeg', width: 2560 })
    // A picture no bigger than a screen is served as it is.
    const [small] = (await localPage({ query: 'desktop' })).items as [MediaItem]
    expect(await app.localFolders.rendition('local', small.id)).toEqual({ file: path.join(screenshots, 'desktop.webp'), type: 'image/webp' })
    expect(await app.localFolders.rendition('thumb', '0'.repeat(32))).toBeNull()
  })

  it('picks at random by rotation’s rules, for the rotation pool', async () => {
    const portrait = await app.localFolders.pick({ orientation: 'portrait', random: () => 0.99 })
    expect(portrait?.title).toBe('Été/montagne.png')
    const big = await app.localFolders.pick({ folders: [holidays], minWidth: 3004, random: () => 0 })
    expect(big?.title).toBe('beach-4.jpg')
    expect(await app.localFolders.pick({ folders: [screenshots], orientation: 'portrait' })).toBeNull()
  })

  it('forgets a folder on removal; its pictures stay where they are', async () => {
    expect(await value('folders.remove', { path: screenshots })).toEqual([{ path: holidays, images: 6, available: true, scanning: false, skipped: 0, note: null, noteText: null }])
    expect((await localPage({ query: 'desktop' })).items).toEqual([])
    expect((await stat(path.join(screenshots, 'desktop.webp'))).isFile()).toBe(true)
    // Removing one that is not there changes nothing, as unblocking what is not blocked does.
    expect(await value('folders.remove', { path: screenshots })).toEqual([{ path: holidays, images: 6, available: true, scanning: false, skipped: 0, note: null, noteText: null }])
    // The history keeps its record, as it does for a library file that is gone.
    expect((await value('library.history')).items[0]).toMatchObject({ source: 'local', title: 'desktop.webp', inLibrary: false })
  })
})
