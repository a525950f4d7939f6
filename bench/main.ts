// The benchmark command. Without arguments it runs every figure, each in a fresh `node --expose-gc`
// process, prints a table and writes bench/results.json with the machine it ran on. `--only a,b`
// runs some figures; `--quick` checks that they work with fewer, smaller runs (its numbers are not
// the figures); `--results FILE` writes the results elsewhere. Inside a figure process,
// `--figure NAME --out FILE` runs one figure, `--probe NAME --out FILE …` runs one measurement a
// figure asked for in a process of its own, and `--serve-fakes --out FILE` serves the fakes from a
// process of their own.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { FIGURES } from './figures/index'
import { machineInfo } from './lib/machine'
import { PROBES } from './probes/index'
import { formatTable } from './lib/table'
import { isSkipped, type FigureResult, type Measurement } from './lib/types'

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url))
export const LAUNCHER = path.join(BENCH_DIR, 'run.mjs')
const RESULTS = path.join(BENCH_DIR, 'results.json')

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name)
  return index === -1 ? undefined : argv[index + 1]
}

/** Runs the launcher in a new `node --expose-gc` process and returns the JSON it wrote to --out. */
export async function inFreshProcess<T>(args: readonly string[]): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-'))
  const out = path.join(dir, 'result.json')
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['--expose-gc', LAUNCHER, ...args, '--out', out], { stdio: ['ignore', 'inherit', 'inherit'] })
      child.once('error', reject)
      child.once('exit', (exitCode) => resolve(exitCode))
    })
    if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`)
    return JSON.parse(await readFile(out, 'utf8')) as T
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function runFigure(name: string, argv: readonly string[]): Promise<number> {
  const load = FIGURES[name]
  const out = option(argv, '--out')
  if (!load || !out) throw new Error(`unknown figure "${name}" or no --out`)
  const figure = await load()
  const results = await figure.run({ quick: argv.includes('--quick') })
  await writeFile(out, JSON.stringify(results))
  return 0
}

async function runProbe(name: string, argv: readonly string[]): Promise<number> {
  const probe = PROBES[name]
  const out = option(argv, '--out')
  if (!probe || !out) throw new Error(`unknown probe "${name}" or no --out`)
  await writeFile(out, JSON.stringify(await (await probe())(argv)))
  return 0
}

/** Starts every fake in this process, writes their environment to --out, and serves until killed. */
async function serveFakes(argv: readonly string[]): Promise<number> {
  const out = option(argv, '--out')
  if (!out) throw new Error('--serve-fakes needs --out')
  const { startFakesHere } = await import('./support/fakes-process')
  const env = await startFakesHere()
  await writeFile(`${out}.tmp`, JSON.stringify(env))
  await rename(`${out}.tmp`, out)
  await new Promise<never>(() => undefined)
  return 0
}

export async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--serve-fakes')) return serveFakes(argv)
  const figureName = option(argv, '--figure')
  if (figureName) return runFigure(figureName, argv)
  const probeName = option(argv, '--probe')
  if (probeName) return runProbe(probeName, argv)

  const quick = argv.includes('--quick')
  const only = option(argv, '--only')?.split(',')
  const names = Object.keys(FIGURES).filter((name) => !only || only.includes(name))
  const unknown = (only ?? []).filter((name) => !(name in FIGURES))
  if (unknown.length > 0) {
    console.error(`Unknown figure${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known: ${Object.keys(FIGURES).join(', ')}.`)
    return 2
  }

  const machine = machineInfo()
  const startedAt = new Date()
  console.error(`Tapestry benchmarks on ${machine.cpuModel} (${machine.cores} cores, ${machine.memoryGiB} GiB), Node ${machine.node}${quick ? ' — QUICK: not the figures' : ''}`)
  const results: FigureResult[] = []
  let crashed = 0
  for (const name of names) {
    const began = performance.now()
    console.error(`\n▶ ${name}`)
    try {
      results.push(...(await inFreshProcess<FigureResult[]>(['--figure', name, ...(quick ? ['--quick'] : [])])))
    } catch (error) {
      crashed += 1
      results.push({ id: name, title: name, skipped: `failed to run (${error instanceof Error ? error.message : String(error)})` })
    }
    console.error(`  ${name} took ${((performance.now() - began) / 1000).toFixed(1)} s`)
  }

  const measured = results.filter((result): result is Measurement => !isSkipped(result))
  const withTargets = measured.filter((result) => result.target !== null)
  const missed = withTargets.filter((result) => result.target?.met === false)
  console.log(`\n${formatTable(results)}\n`)
  console.log(`${withTargets.length - missed.length} of ${withTargets.length} targets met${missed.length > 0 ? `; missed: ${missed.map((result) => result.id).join(', ')}` : ''}.`)

  // --results FILE writes elsewhere (the bench's own test does, so it never overwrites real figures).
  const resultsFile = path.resolve(option(argv, '--results') ?? RESULTS)
  await writeFile(
    resultsFile,
    `${JSON.stringify({ date: startedAt.toISOString(), quick, machine, figures: results }, null, 2)}\n`,
  )
  console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}.`)
  return crashed > 0 ? 1 : 0
}
