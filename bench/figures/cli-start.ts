// The command line's start, as someone binding it to a key or running it from cron feels it: the
// whole `tapestry wallhaven search … --dry-run` process (Node's start, loading the bundle, reading
// the settings, planning the request; nothing is sent), against `node -e 0` (Node's start alone),
// turn about in one run. Needs the built bundle (out/main/cli.js): built first.
import { execFile, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { roundStats, since, summarise } from '../lib/stats'
import type { Figure, FigureResult } from '../lib/types'

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const TARGET_RATIO = 1.5

function timed(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now()
  const result = spawnSync(process.execPath, args, { cwd: REPO, env, stdio: ['ignore', 'ignore', 'pipe'] })
  const elapsed = since(started)
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}: ${result.stderr.toString().trim()}`)
  return elapsed
}

export const figure: Figure = {
  name: 'cli-start',
  async run({ quick }): Promise<FigureResult[]> {
    await promisify(execFile)(process.execPath, [path.join(REPO, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: REPO, timeout: 300_000 })
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-cli-'))
    try {
      const env = { PATH: process.env.PATH, HOME: dataDir, TAPESTRY_DATA_DIR: dataDir }
      const search = ['out/main/cli.js', 'wallhaven', 'search', '--query', 'nature', '--dry-run']
      const ours: number[] = []
      const bare: number[] = []
      for (let run = -2; run < (quick ? 3 : 30); run++) {
        const cli = timed(search, env)
        const node = timed(['-e', '0'], env)
        if (run < 0) continue
        ours.push(cli)
        bare.push(node)
      }
      const stats = roundStats(summarise(ours), 1)
      const reference = roundStats(summarise(bare), 1)
      const ratio = Math.round((stats.median / reference.median) * 100) / 100
      return [
        {
          id: 'cli-start-dry-run',
          title: '`tapestry wallhaven search … --dry-run`, the whole process',
          unit: 'ms',
          stats,
          reference: { label: 'node -e 0', stats: reference },
          ratio,
          target: { text: `≤ ${TARGET_RATIO}× node -e 0`, met: ratio <= TARGET_RATIO },
          notes: [
            'One bundled file per command group (got, zod and the rest written in), the group asked for loaded alone, got loaded at the first request and the library only by commands that use it.',
            'What remains beyond Node’s own start: zod’s own initialisation and building the schemas of the settings and of the sources (the wallhaven search parameters, the clients’ response records).',
          ],
        },
      ]
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  },
}
