// Set wallpaper from a library file, feh backend under Xvfb: the whole "Set as wallpaper" operation
// (invokeOperation → the library copy is found and reused → the desktop detected as bare X11 with
// feh → `feh --bg-fill` → ~/.fehbg read back → history written) against running `feh --bg-fill` on
// the same file alone, turn about.
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../../src/main/core/app/app'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { MediaItem } from '../../src/shared/media'
import { startAllFakes } from '../../test/fakes/all-fakes'
import { startXvfb } from '../../test/support/xvfb'
import { round, since, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'

const TARGET_MS = 200
const WIDTH = 1920
const HEIGHT = 1080

function missingTools(): string | null {
  const missing = [
    ['Xvfb', 'xvfb'],
    ['feh', 'feh'],
  ].filter(([command]) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status !== 0)
  return missing.length === 0 ? null : `needs the Debian package${missing.length > 1 ? 's' : ''} ${missing.map(([, name]) => name).join(', ')}`
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))))
  })
}

export const figure: Figure = {
  name: 'set-wallpaper-feh',
  async run({ quick }): Promise<FigureResult[]> {
    const title = 'Set wallpaper from a library file (feh, Xvfb)'
    const missing = missingTools()
    if (missing) return [{ id: 'set-wallpaper-feh', title, skipped: missing }]

    const xvfb = await startXvfb({ width: WIDTH, height: HEIGHT })
    const fakes = await startAllFakes()
    const root = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-feh-'))
    try {
      const home = path.join(root, 'home')
      await mkdir(home)
      const env = { PATH: process.env.PATH ?? '', HOME: home, DISPLAY: xvfb.display, XDG_SESSION_TYPE: 'x11' }
      const app = await createApp({
        dataDir: path.join(root, 'data'),
        env: { ...env, TAPESTRY_WALLHAVEN_URL: fakes.wallhaven.url },
        secrets: createMemorySecretStore(),
        displays: async () => [{ id: 1, label: 'Xvfb', bounds: { x: 0, y: 0, width: WIDTH, height: HEIGHT }, scaleFactor: 1, rotation: 0, internal: false, primary: true }],
      })
      const setter = await app.wallpaper()
      if (setter.backend.id !== 'feh') throw new Error(`expected the feh backend under bare X11, got ${setter.backend.id}`)
      const record = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw' && entry.record.dimension_x === WIDTH && entry.record.dimension_y === HEIGHT)
      const search = await invokeOperation(app.handlers as OperationHandlers, 'search', { source: 'wallhaven', params: { query: `id:${record.tags[0]?.id}` } })
      const item = search.ok ? search.value.items.find((candidate) => candidate.id === record.id) : undefined
      if (!item) throw new Error('the benchmark wallpaper was not found through search')

      const setThroughTapestry = async (card: MediaItem) => {
        const result = await invokeOperation(app.handlers as OperationHandlers, 'setWallpaper', { item: card, display: 'all', fit: 'fill' })
        if (!result.ok) throw new Error(result.error.message)
      }
      // The first set downloads the image into the library; every later one starts from the library file.
      await setThroughTapestry(item)
      const entry = app.library.findByItem('wallhaven', item.id)
      if (!entry) throw new Error('the image is not in the library')
      const file = app.library.pathOf(entry)

      const tapestry: number[] = []
      const fehAlone: number[] = []
      const runs = quick ? 4 : 25
      for (let index = -3; index < runs; index++) {
        for (const who of index % 2 === 0 ? ['tapestry', 'feh'] : ['feh', 'tapestry']) {
          const started = performance.now()
          if (who === 'tapestry') await setThroughTapestry(item)
          else await run('feh', ['--bg-fill', file], env)
          const elapsed = since(started)
          if (index >= 0) (who === 'tapestry' ? tapestry : fehAlone).push(elapsed)
        }
      }
      app.dispose()
      const stats = summarise(tapestry)
      const reference = summarise(fehAlone)
      return [
        {
          id: 'set-wallpaper-feh',
          title,
          unit: 'ms',
          stats: { ...stats, median: round(stats.median, 1), min: round(stats.min, 1), max: round(stats.max, 1) },
          reference: { label: 'feh --bg-fill', stats: { ...reference, median: round(reference.median, 1), min: round(reference.min, 1), max: round(reference.max, 1) } },
          ratio: round(stats.median / reference.median),
          target: { text: `≤ ${TARGET_MS} ms median`, met: stats.median <= TARGET_MS },
          details: { addedMedianMs: round(stats.median - reference.median, 1), image: `${WIDTH}x${HEIGHT} JPEG`, screen: `${WIDTH}x${HEIGHT}` },
          notes: ['Tapestry runs the same `feh --bg-fill FILE`; the rest is finding the library copy, reading ~/.fehbg back and writing the history.'],
        },
      ]
    } finally {
      await fakes.stop()
      await xvfb.stop()
      await rm(root, { recursive: true, force: true })
    }
  },
}
