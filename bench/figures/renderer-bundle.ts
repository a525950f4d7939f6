// The renderer's initial JavaScript, gzipped: after `electron-vite build`, every module script and
// modulepreload of out/renderer/index.html and every chunk they import statically (what loads before
// the first render); chunks loaded by dynamic import() (Library, Settings) are counted separately.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import type { Figure, FigureResult } from '../lib/types'
import { round } from '../lib/stats'

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const OUT = path.join(REPO, 'out/renderer')
const TARGET_KIB = 250

/** Relative chunk paths a minified chunk imports statically (`import…from"./x.js"`, `import"./x.js"`; any quotes). */
function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) found.add(match[1] as string)
  return [...found]
}

function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1] as string))]
}

export const figure: Figure = {
  name: 'renderer-bundle',
  async run(): Promise<FigureResult[]> {
    await promisify(execFile)(process.execPath, [path.join(REPO, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 300_000,
    })
    const html = await readFile(path.join(OUT, 'index.html'), 'utf8')
    const entries = [
      ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1] as string),
      ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string),
    ].map((src) => path.resolve(OUT, src))

    const initial = new Map<string, { raw: number; gzip: number }>()
    const lazy = new Set<string>()
    const queue = [...entries]
    while (queue.length > 0) {
      const file = queue.shift() as string
      if (initial.has(file)) continue
      const code = await readFile(file)
      initial.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length })
      const text = code.toString('utf8')
      for (const imported of staticImports(text)) queue.push(path.resolve(path.dirname(file), imported))
      for (const imported of dynamicImports(text)) lazy.add(path.resolve(path.dirname(file), imported))
    }
    let lazyGzip = 0
    for (const file of lazy) if (!initial.has(file)) lazyGzip += gzipSync(await readFile(file), { level: 9 }).length
    const gzipKiB = [...initial.values()].reduce((sum, size) => sum + size.gzip, 0) / 1024
    const rawKiB = [...initial.values()].reduce((sum, size) => sum + size.raw, 0) / 1024
    return [
      {
        id: 'renderer-initial-js-gzip',
        title: 'Renderer initial JavaScript, gzip -9',
        unit: 'KiB',
        stats: { median: round(gzipKiB, 1), min: round(gzipKiB, 1), max: round(gzipKiB, 1), runs: 1 },
        target: { text: `≤ ${TARGET_KIB} KiB`, met: gzipKiB <= TARGET_KIB },
        details: {
          files: Object.fromEntries([...initial].map(([file, size]) => [path.relative(OUT, file), { rawKiB: round(size.raw / 1024, 1), gzipKiB: round(size.gzip / 1024, 1) }])),
          rawKiB: round(rawKiB, 1),
          lazyChunksGzipKiB: round(lazyGzip / 1024, 1),
        },
        notes: ['A build is deterministic, so one run; lazy chunks (loaded on first visit to Library or Settings) are not initial.'],
      },
    ]
  },
}
