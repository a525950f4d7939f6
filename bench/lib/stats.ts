// Summaries of repeated measurements. The median is the figure; min and max show the spread.
import type { Stats } from './types'

export function summarise(samples: readonly number[]): Stats {
  if (samples.length === 0) throw new Error('no samples to summarise')
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  const median = sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number, runs: sorted.length }
}

/** Runs `measure` `warmup` times unmeasured, then `runs` times, and returns what each run returned. */
export async function repeat(warmup: number, runs: number, measure: (index: number) => Promise<number>): Promise<number[]> {
  for (let index = 0; index < warmup; index++) await measure(-1 - index)
  const samples: number[] = []
  for (let index = 0; index < runs; index++) samples.push(await measure(index))
  return samples
}

/** Milliseconds since `start` (a performance.now() reading). */
export function since(start: number): number {
  return performance.now() - start
}

export function round(value: number, digits = 3): number {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

/** The same summary with every figure rounded to `digits` decimals, for the table and results.json. */
export function roundStats(stats: Stats, digits = 3): Stats {
  return { ...stats, median: round(stats.median, digits), min: round(stats.min, digits), max: round(stats.max, digits) }
}

export const MIB = 1024 * 1024

/** Forces a full collection when node runs with --expose-gc (the bench launcher makes sure it does). */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run the benchmarks with node --expose-gc (npm run bench does)')
  gc()
  gc()
}
