// The Downloads list's record, on the real core against the fakes: a download is listed with the
// file it was saved as, a picture set as a wallpaper is not, the list survives a restart, "Show in
// folder" reaches the carrier's file manager (or says where the file is), and two processes
// downloading into one library at once keep every one of each other's records.
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App, type AppOptions } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { OperationName } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes, type AllFakes, folderSourceEnv } from '../fakes/all-fakes'
import { bundleChild, runChild, type ChildBundle } from '../support/kill-child'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')
const root = path.resolve(import.meta.dirname, '../..')
const src = (file: string) => JSON.stringify(path.join(root, 'src/main/core', file))

let fakes: AllFakes
let work: string
const apps: App[] = []

beforeAll(async () => {
  fakes = await startAllFakes()
  work = await mkdtemp(path.join(tmpdir(), 'tapestry-downloads-'))
})
afterEach(() => {
  for (const app of apps.splice(0)) app.dispose()
})
afterAll(async () => {
  await fakes.stop()
  await rm(work, { recursive: true, force: true })
})

async function start(dataDir: string, extra: Partial<AppOptions> = {}): Promise<App> {
  const app = await createApp({
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
    ...extra,
  })
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } })
  apps.push(app)
  return app
}

async function value<N extends OperationName>(app: App, name: N, input?: unknown) {
  const result = await invokeOperation(app.handlers as OperationHandlers, name, input)
  if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`)
  return result.value
}

describe('the record of downloads', () => {
  it('lists what was downloaded with its file, not what was only set, and keeps it across a restart', async () => {
    const dataDir = await mkdtemp(path.join(work, 'data-'))
    const shown: string[] = []
    const app = await start(dataDir, { showInFolder: (file) => shown.push(file) })
    const [first, second] = (await value(app, 'search', { source: 'wallhaven', params: {} })).items as MediaItem[]
    if (!first || !second) throw new Error('the Wallhaven fake answered fewer than two pictures')

    const downloaded = await value(app, 'download', { item: first })
    expect(downloaded.path).toBe(path.join(app.library.libraryDir, downloaded.fileName))
    expect(existsSync(downloaded.path)).toBe(true)
    await value(app, 'setWallpaper', { item: second })

    const listed = await value(app, 'library.downloads', { cursor: 0, limit: 60 })
    expect(listed.total).toBe(1)
    expect(listed.items.map((record) => [record.item.id, record.fileName, record.path, record.present])).toEqual([[first.id, downloaded.fileName, downloaded.path, true]])

    expect(await value(app, 'library.showInFolder', { libraryId: downloaded.libraryId })).toEqual({ path: downloaded.path, shown: true })
    expect(shown).toEqual([downloaded.path])
    app.dispose()
    apps.length = 0

    // Another start, by a carrier with no file manager to ask (the browser harness): it says where the file is.
    const again = await start(dataDir)
    const after = await value(again, 'library.downloads', {})
    expect(after.items.map((record) => record.libraryId)).toEqual([downloaded.libraryId])
    expect(await value(again, 'library.showInFolder', { libraryId: downloaded.libraryId })).toEqual({ path: downloaded.path, shown: false })
  })

  it('moves a picture downloaded again to the top, once, and says so when its file is gone', async () => {
    const dataDir = await mkdtemp(path.join(work, 'data-'))
    const app = await start(dataDir)
    const [first, second] = (await value(app, 'search', { source: 'wallhaven', params: {} })).items as MediaItem[]
    if (!first || !second) throw new Error('the Wallhaven fake answered fewer than two pictures')
    const a = await value(app, 'download', { item: first })
    await value(app, 'download', { item: second })
    await value(app, 'download', { item: first })
    expect((await value(app, 'library.downloads', {})).items.map((record) => record.item.id)).toEqual([first.id, second.id])

    await rm(a.path)
    expect((await value(app, 'library.downloads', {})).items[0]?.present).toBe(false)
    const result = await invokeOperation(app.handlers as OperationHandlers, 'library.showInFolder', { libraryId: a.libraryId })
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ message: `The file is no longer there: it was saved as ${a.path}.` }) })
  })
})

// A second Tapestry downloading into the same library: each process records COUNT downloads of its own, as fast as it can.
const DOWNLOADER = `
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createLibrary } from ${src('library/library.ts')}
import { libraryFileName, libraryFileStem } from ${src('downloads/file-name.ts')}
const [dataDir, count, prefix] = process.argv.slice(2)
const libraryDir = path.join(dataDir, 'library')
mkdirSync(libraryDir, { recursive: true })
const library = createLibrary({ dataDir, libraryDir })
console.log('ready')
for (let index = 0; index < Number(count); index++) {
  const id = prefix + index
  const card = { source: 'wallhaven', id, title: id, width: 640, height: 400, resolution: '640x400', aspectRatio: 1.6,
    thumbUrl: 'https://img.example/a.jpg', previewUrl: 'https://img.example/a.jpg', fullUrl: 'https://img.example/a.jpg',
    pageUrl: 'https://wallhaven.cc/w/' + id, author: null, nsfw: false, mediaType: 'image', color: null, blurHash: null,
    fileSize: null, colors: [], tags: [], sizeKnown: true, purity: null, spoiler: false, community: null }
  const file = path.join(libraryDir, libraryFileName(libraryFileStem('wallhaven', id, 'original'), 'jpeg'))
  writeFileSync(file, Buffer.alloc(64, 1))
  const { entry } = library.add(card, { path: file, bytes: 64, format: 'jpeg', width: 640, height: 400 })
  library.downloads.record(entry, libraryDir)
}
library.close()
console.log('done')
`

describe('two processes downloading at once', () => {
  let bundle: ChildBundle
  beforeAll(async () => {
    bundle = await bundleChild(DOWNLOADER)
  }, 120_000)
  afterAll(() => bundle?.dispose())

  it('keeps every record of both', async () => {
    const dataDir = await mkdtemp(path.join(work, 'shared-'))
    const count = 150
    const runs = ['a', 'b'].map((prefix) => runChild(bundle.file, [dataDir, String(count), prefix]))
    try {
      await Promise.all(runs.map((run) => run.waitForLine(/^done$/, 60_000)))
    } catch (error) {
      throw new Error(`${String(error)}\n${runs.map((run) => run.stderr()).join('\n')}`, { cause: error })
    }
    const db = new Database(path.join(dataDir, 'library.db'), { readonly: true })
    try {
      const ids = db.prepare<[], { library_id: string }>('SELECT library_id FROM downloads').all()
      expect(ids).toHaveLength(2 * count)
      expect(new Set(ids.map((row) => row.library_id)).size).toBe(2 * count)
    } finally {
      db.close()
    }
  }, 120_000)
})
