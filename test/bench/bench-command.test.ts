// The benchmark command works end to end: it runs figures in processes of their own, prints the
// table and writes results with the machine, each figure's median/min/max and its target. Only
// `--quick` runs of cheap figures here; the numbers themselves are never asserted (they are not
// tests), only that they are there and well-formed.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { summarise } from '../../bench/lib/stats'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../..')
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-test-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('summarise', () => {
  it('gives the median (mean of the middle two when even), min, max and the count', () => {
    expect(summarise([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 })
    expect(summarise([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 })
    expect(() => summarise([])).toThrow()
  })
})

describe('npm run bench', () => {
  it('runs the figures asked for, prints the table and writes results.json where told', async () => {
    const results = path.join(dir, 'results.json')
    const { stdout } = await run(process.execPath, ['bench/run.mjs', '--quick', '--only', 'parse-map,renderer-bundle', '--results', results], {
      cwd: ROOT,
      timeout: 120_000,
    })
    expect(stdout).toMatch(/Parse \+ map: Wallhaven page of 24/)
    expect(stdout).toMatch(/Renderer initial JavaScript, gzip/)
    expect(stdout).toMatch(/\d+ of \d+ targets met/)
    const written = JSON.parse(await readFile(results, 'utf8')) as {
      date: string
      quick: boolean
      machine: { cores: number; node: string }
      figures: { id: string; stats: { median: number; min: number; max: number; runs: number }; target: { met: boolean } | null }[]
    }
    expect(written.quick).toBe(true)
    expect(Number.isNaN(Date.parse(written.date))).toBe(false)
    expect(written.machine.cores).toBeGreaterThan(0)
    expect(written.machine.node).toBe(process.version)
    expect(written.figures.map((figure) => figure.id)).toEqual([
      'parse-map-wallhaven-24',
      'parse-map-unsplash-30',
      'parse-map-reddit-100',
      'renderer-initial-js-gzip',
    ])
    for (const figure of written.figures) {
      expect(figure.stats.runs).toBeGreaterThan(0)
      expect(figure.stats.min).toBeLessThanOrEqual(figure.stats.median)
      expect(figure.stats.median).toBeLessThanOrEqual(figure.stats.max)
      expect(typeof figure.target?.met).toBe('boolean')
    }
  }, 180_000)

  it('refuses a figure it does not know, naming the ones it does', async () => {
    const failure = await run(process.execPath, ['bench/run.mjs', '--only', 'nope', '--results', path.join(dir, 'none.json')], { cwd: ROOT }).catch(
      (error: unknown) => error as { code: number; stderr: string },
    )
    expect(failure).toMatchObject({ code: 2 })
    expect((failure as { stderr: string }).stderr).toMatch(/Unknown figure: nope\. Known: .*parse-map/)
  })
})
