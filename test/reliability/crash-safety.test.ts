// Crash safety: a child process running the real core (bundled, plain Node) is SIGKILLed in the
// middle of a download and in the middle of library writes; then Tapestry starts again on the same
// data folder. No partial file may be left, the stores must read back without being moved aside as
// damaged, and nothing may be recorded twice, even after the interrupted work is done again.
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { LIBRARY_FILE_NAME } from '../../src/shared/library'
import type { MediaItem } from '../../src/shared/media'
import { FakeServer } from '../fakes/fake-server'
import { imageBytes } from '../fakes/images'
import { bundleChild, runChild, type ChildBundle } from '../support/kill-child'
import { bareItem } from '../support/media-item'

const JPEG = imageBytes('jpg', 640, 400)
const images = new FakeServer('crash image host')
images.route('GET', '/fast/:name', (_request, respond) => respond.bytes(200, JPEG, 'image/jpeg'))
// Drips the image so slowly that the child is still downloading when it is killed.
images.route('GET', '/drip/:name', async (_request, respond) => {
  const res = respond.raw
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length) })
  for (let offset = 0; offset < JPEG.length && !res.destroyed; offset += 256) {
    res.write(JPEG.subarray(offset, offset + 256))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  res.end()
})

const appModule = path.resolve(import.meta.dirname, '../../src/main/core/app/app.ts')
const secretsModule = path.resolve(import.meta.dirname, '../../src/main/core/settings/secret-store.ts')

/** The same card for the child and for the restarted app: item `n` of the host at `base`. */
function cardSource(): string {
  return `
function card(n, url) {
  return {
    source: 'wallhaven', id: 'crash' + n, title: 'Crash ' + n, width: 640, height: 400, resolution: '640x400',
    aspectRatio: 1.6, thumbUrl: url, previewUrl: url, fullUrl: url, pageUrl: 'https://wallhaven.cc/w/crash' + n,
    author: null, nsfw: false, mediaType: 'image', color: null, blurHash: null, fileSize: null, colors: [], tags: [],
  }
}`
}

function card(n: number, url: string): MediaItem {
  return bareItem(`crash${n}`, url, { title: `Crash ${n}` })
}

// mode "download": one slow download, printing progress.
// mode "library": downloads and favourites item after item, forever, printing each one done.
const CHILD = `
import { createApp } from ${JSON.stringify(appModule)}
import { createMemorySecretStore } from ${JSON.stringify(secretsModule)}
${cardSource()}
const [mode, dataDir, base] = process.argv.slice(2)
const app = await createApp({
  dataDir,
  env: {},
  secrets: createMemorySecretStore(),
  displays: async () => [],
  events: { emit: (name, payload) => { if (name === 'download.progress' && payload.bytes > 0) console.log('progress ' + payload.bytes) } },
})
if (mode === 'download') {
  await app.actions.download(card(0, base + '/drip/0.jpg'))
  console.log('done')
} else {
  for (let n = 0; ; n = (n + 1) % 40) {
    const item = card(n, base + '/fast/' + n + '.jpg')
    await app.actions.download(item)
    app.library.addFavourite(item)
    console.log('wrote ' + n)
  }
}
`

let bundle: ChildBundle
let root: string

beforeAll(async () => {
  await images.start()
  bundle = await bundleChild(CHILD)
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-crash-'))
}, 60_000)
afterAll(async () => {
  await images.stop()
  await bundle?.dispose()
  if (root) await rm(root, { recursive: true, force: true })
})

async function restart(dataDir: string): Promise<App> {
  return createApp({ dataDir, env: {}, secrets: createMemorySecretStore(), displays: async () => [] })
}

/** What a restart must find: no temporary or damaged files, one entry per file, nothing twice. */
async function expectConsistent(app: App, dataDir: string): Promise<void> {
  const top = await readdir(dataDir)
  expect(top.filter((name) => name.includes('.corrupt-'))).toEqual([])
  expect(app.library.recovered).toEqual([])
  const files = await readdir(app.library.libraryDir).catch(() => [] as string[])
  for (const name of files) expect(name).toMatch(LIBRARY_FILE_NAME)
  const entries = app.library.entries()
  expect(new Set(entries.map((entry) => `${entry.source}:${entry.id}`)).size).toBe(entries.length)
  expect(new Set(entries.map((entry) => entry.fileName)).size).toBe(entries.length)
  for (const entry of entries) expect(existsSync(app.library.pathOf(entry)), entry.fileName).toBe(true)
  const favourites = app.library.favourites({ limit: 200 }).items
  expect(new Set(favourites.map((favourite) => `${favourite.source}:${favourite.id}`)).size).toBe(favourites.length)
}

describe('SIGKILL, then start again', () => {
  it('during a download: no partial file, the store reads back, and the download then happens once', async () => {
    const dataDir = await mkdtemp(path.join(root, 'download-'))
    const running = runChild(bundle.file, ['download', dataDir, images.url])
    try {
      await running.waitForLine(/^progress \d+/)
    } finally {
      await running.kill()
    }
    expect(running.child.signalCode).toBe('SIGKILL')
    // The killed child got as far as its temporary file.
    expect((await readdir(path.join(dataDir, 'library'))).filter((name) => name.endsWith('.part'))).toHaveLength(1)

    const app = await restart(dataDir)
    expect(await readdir(app.library.libraryDir)).toEqual([])
    await expectConsistent(app, dataDir)
    expect(app.library.entries()).toEqual([])

    const item = card(0, `${images.url}/fast/0.jpg`)
    const first = await app.actions.download(item)
    const again = await app.actions.download(item)
    expect(again.libraryId).toBe(first.libraryId)
    expect(app.library.entries()).toHaveLength(1)
    expect(await readdir(app.library.libraryDir)).toHaveLength(1)
    await expectConsistent(app, dataDir)
  })

  it('during library writes, three times over: the store reads back every time, and nothing is recorded twice', async () => {
    const dataDir = await mkdtemp(path.join(root, 'library-'))
    for (let round = 0; round < 3; round++) {
      const running = runChild(bundle.file, ['library', dataDir, images.url])
      try {
        await running.waitForLine(new RegExp(`^wrote ${10 + round * 7}$`), 20_000)
        // Somewhere inside the next download or write, not between two of them.
        await new Promise((resolve) => setTimeout(resolve, 3 + round * 4))
      } finally {
        await running.kill()
      }
      expect(running.child.signalCode).toBe('SIGKILL')
      const app = await restart(dataDir)
      expect((await readdir(app.library.libraryDir)).filter((name) => name.endsWith('.part'))).toEqual([])
      await expectConsistent(app, dataDir)
      app.dispose()
    }

    // The interrupted work done again, twice: each item once in the library, once among favourites.
    const app = await restart(dataDir)
    for (let pass = 0; pass < 2; pass++) {
      for (let n = 0; n < 40; n++) {
        const item = card(n, `${images.url}/fast/${n}.jpg`)
        await app.actions.download(item)
        app.library.addFavourite(item)
      }
    }
    await expectConsistent(app, dataDir)
    expect(app.library.entries()).toHaveLength(40)
    expect(app.library.favourites().total).toBe(40)
    expect(await readdir(app.library.libraryDir)).toHaveLength(40)
    app.dispose()
  }, 60_000)
})
