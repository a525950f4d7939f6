// Fast after a year of use as on the first day: the same operations on an empty library and on a
// large one (1,000 history records, 1,000 favourites, 5,000 blocked items, 200 images), turn about
// in one run, each as the large library's median over the empty one's. Search goes through the
// contract entry the window uses (with the blocklist filter); History is its first page, against a
// library holding just that one page (an empty history has no page to compare with); a favourite
// is added; a rotation step (from Unsplash, so Wallhaven's 45-a-minute limiter in each app does
// not make the searches wait) searches, downloads, sets on a desktop that accepts every set, and
// records; `tapestry next` is the whole built command in a process of its own.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp, type App } from '../../src/main/core/app/app'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { createLibrary } from '../../src/main/core/library/library'
import { invokeOperation } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes } from '../../test/fakes/all-fakes'
import { bareItem } from '../../test/support/media-item'
import { round, since, summarise } from '../lib/stats'
import type { Figure, FigureResult, Measurement, Stats } from '../lib/types'

const RATIO_TARGET = 1.2
const HISTORY_PAGE_TARGET_MS = 20
const LARGE = { images: 200, history: 1_000, favourites: 1_000, blocked: 5_000 }
const ONE_PAGE = { images: 10, history: 60, favourites: 0, blocked: 0 }
const RECORDER = path.resolve(import.meta.dirname, '../../test/fakes/tools/record-wallpaper.mjs')
const CLI = path.resolve(import.meta.dirname, '../../out/main/cli.js')

function rounded(stats: Stats): Stats {
  return { ...stats, median: round(stats.median, 3), min: round(stats.min, 3), max: round(stats.max, 3) }
}

/** Fills a data folder through the library's own calls, as a year of use would. */
async function fillLibrary(dataDir: string, counts: typeof LARGE, scale: number): Promise<void> {
  const library = createLibrary({ dataDir })
  try {
    await mkdir(library.libraryDir, { recursive: true })
    const entries: string[] = []
    for (let n = 0; n < counts.images * scale; n++) {
      const item = bareItem(`year${n}`, `https://w.wallhaven.cc/full/ye/wallhaven-year${n}.jpg`, { title: `A year of pictures, ${n}`, tags: ['nature', 'sky'] })
      const file = path.join(library.libraryDir, libraryFileName(libraryFileStem(item.source, item.id, 'original'), 'jpeg'))
      await writeFile(file, Buffer.alloc(2048, n % 251))
      entries.push(library.add(item, { path: file, bytes: 2048, format: 'jpeg', width: 640, height: 400 }).entry.libraryId)
    }
    for (let n = 0; n < counts.history * scale; n++) library.recordSet({ libraryId: entries[n % entries.length] as string, display: n % 3 === 0 ? '0' : 'all' })
    for (let n = 0; n < counts.favourites * scale; n++) library.addFavourite(bareItem(`fav${n}`, `https://w.wallhaven.cc/full/fa/wallhaven-fav${n}.jpg`, { title: `Favourite ${n}` }))
    for (let n = 0; n < counts.blocked * scale; n++) library.block({ source: 'wallhaven', id: `blocked${n}`, title: `Not for me ${n}` })
  } finally {
    library.close()
  }
}

function runCli(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(since(started)) : reject(new Error(`tapestry ${args.join(' ')} failed (${code}): ${stderr.trim()}`))))
  })
}

export const figure: Figure = {
  name: 'library-size',
  async run({ quick }): Promise<FigureResult[]> {
    if (!existsSync(CLI)) return [{ id: 'library-size', title: 'Library size', skipped: 'needs the built command line (npm run build)' }]
    const fakes = await startAllFakes({ unlimited: true })
    const root = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-library-'))
    const apps: App[] = []
    try {
      const folders = { empty: path.join(root, 'empty'), onePage: path.join(root, 'one-page'), large: path.join(root, 'large') }
      const env = (dataDir: string) => ({
        PATH: process.env.PATH ?? '',
        HOME: root,
        TAPESTRY_DATA_DIR: dataDir,
        TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL as string,
        TAPESTRY_UNSPLASH_URL: fakes.env.TAPESTRY_UNSPLASH_URL as string,
        TAPESTRY_UNSPLASH_ACCESS_KEY: fakes.env.TAPESTRY_UNSPLASH_ACCESS_KEY as string,
        TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'),
      })
      for (const dataDir of Object.values(folders)) {
        await mkdir(dataDir, { recursive: true })
        await writeFile(
          path.join(dataDir, 'settings.json'),
          JSON.stringify({ rotation: { source: 'unsplash' }, wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }),
        )
      }
      const filling = performance.now()
      const scale = quick ? 0.1 : 1
      await fillLibrary(folders.large, LARGE, scale)
      const fillMs = since(filling)
      await fillLibrary(folders.onePage, ONE_PAGE, 1)
      const open = async (dataDir: string) => {
        const app = await createApp({ dataDir, env: env(dataDir), secrets: createMemorySecretStore(), displays: async () => [] })
        apps.push(app)
        return app
      }
      const app = { empty: await open(folders.empty), onePage: await open(folders.onePage), large: await open(folders.large) }
      type Which = keyof typeof app

      let favouriteCount = 0
      // Each app's Wallhaven client allows 45 searches a minute: search stays under it.
      const operations: { id: string; title: string; runs: number; reference: Which; measure: (which: Which) => Promise<number> }[] = [
        {
          id: 'library-size-search',
          title: 'Search through invokeOperation (Wallhaven 24), with the blocklist filter',
          runs: quick ? 10 : 36,
          reference: 'empty',
          measure: async (which) => {
            const started = performance.now()
            const result = await invokeOperation(app[which].handlers, 'search', { source: 'wallhaven', params: { query: 'nature' } })
            if (!result.ok) throw new Error(result.error.message)
            return since(started)
          },
        },
        {
          id: 'library-size-history',
          title: 'History, first page (60 records with their cards)',
          runs: quick ? 20 : 300,
          reference: 'onePage',
          measure: async (which) => {
            const started = performance.now()
            const result = await invokeOperation(app[which].handlers, 'library.history', { limit: 60 })
            if (!result.ok) throw new Error(result.error.message)
            return since(started)
          },
        },
        {
          id: 'library-size-favourite',
          title: 'Add a favourite',
          runs: quick ? 20 : 200,
          reference: 'empty',
          measure: async (which) => {
            const item: MediaItem = bareItem(`bench-fav-${favouriteCount++}`, 'https://w.wallhaven.cc/full/be/bench.jpg')
            const started = performance.now()
            const result = await invokeOperation(app[which].handlers, 'library.addFavourite', { item })
            if (!result.ok) throw new Error(result.error.message)
            return since(started)
          },
        },
        {
          id: 'library-size-rotation-step',
          title: 'Rotation step (search, download, set, record)',
          runs: quick ? 6 : 60,
          reference: 'empty',
          measure: async (which) => {
            const started = performance.now()
            await app[which].rotationStep()
            return since(started)
          },
        },
        {
          id: 'library-size-cli-next',
          title: '`tapestry next`, the whole process',
          runs: quick ? 3 : 30,
          reference: 'empty',
          measure: (which) => runCli(['next', '--json'], env(folders[which])),
        },
      ]

      const results: Measurement[] = []
      for (const operation of operations) {
        const samples = { reference: [] as number[], large: [] as number[] }
        const warmup = Math.min(4, Math.max(2, Math.round(operation.runs / 10)))
        for (let index = -warmup; index < operation.runs; index++) {
          // Turn about, so drift of the machine falls on both alike.
          for (const which of index % 2 === 0 ? (['reference', 'large'] as const) : (['large', 'reference'] as const)) {
            const ms = await operation.measure(which === 'large' ? 'large' : operation.reference)
            if (index >= 0) samples[which].push(ms)
          }
        }
        const large = summarise(samples.large)
        const reference = summarise(samples.reference)
        const ratio = round(large.median / reference.median, 2)
        const isHistory = operation.id === 'library-size-history'
        results.push({
          id: operation.id,
          title: `${operation.title}: large library vs ${isHistory ? 'one page' : 'empty'}`,
          unit: 'ms',
          stats: rounded(large),
          reference: { label: isHistory ? `a library of ${ONE_PAGE.history} records` : 'empty library', stats: rounded(reference) },
          ratio,
          target: {
            text: isHistory ? `≤ ${RATIO_TARGET}× and ≤ ${HISTORY_PAGE_TARGET_MS} ms` : `≤ ${RATIO_TARGET}× empty`,
            met: ratio <= RATIO_TARGET && (!isHistory || large.median <= HISTORY_PAGE_TARGET_MS),
          },
          ...(operation.id === 'library-size-search'
            ? { notes: [`Large library: ${LARGE.history * scale} history records, ${LARGE.favourites * scale} favourites, ${LARGE.blocked * scale} blocked items, ${LARGE.images * scale} images, filled through the library's own calls in ${round(fillMs / 1000, 1)} s.`] }
            : {}),
        })
      }
      return results
    } finally {
      for (const app of apps) app.dispose()
      await fakes.stop()
      await rm(root, { recursive: true, force: true })
    }
  },
}
