// 500 rotation steps against the fakes: memory growth and repeats inside the history window. The
// app's rotation scheduler fires every step from its own timer under fake timers that jump to each
// planned run (probes/rotation-run.ts); the source is Wallhaven, the default. Each step really
// searches (random order, fresh seed), downloads the image into the library, sets it (a desktop that
// accepts every set) and records it. Every run is a fresh process; the fakes run in another one.
import { inFreshProcess } from '../main'
import { MIB, round, summarise } from '../lib/stats'
import type { Figure, FigureResult, Stats } from '../lib/types'
import { ROTATION_WARMUP, type RotationRunResult } from '../probes/rotation-run'

const STEPS = 500
const TARGET_GROWTH_MIB = 10

function repeatsIn(picked: readonly string[], window: number): number {
  let repeats = 0
  picked.forEach((key, index) => {
    if (picked.slice(Math.max(0, index - window), index).includes(key)) repeats += 1
  })
  return repeats
}

function rounded(stats: Stats, digits: number): Stats {
  return { ...stats, median: round(stats.median, digits), min: round(stats.min, digits), max: round(stats.max, digits) }
}

export const figure: Figure = {
  name: 'rotation',
  async run({ quick }): Promise<FigureResult[]> {
    const steps = quick ? 60 : STEPS
    const runs: RotationRunResult[] = []
    for (let index = 0; index < (quick ? 1 : 3); index++) {
      runs.push(await inFreshProcess<RotationRunResult>(['--probe', 'rotation-run', '--steps', String(steps)]))
    }
    const heap = summarise(runs.map((run) => (run.after.heap - run.before.heap) / MIB))
    const rss = summarise(runs.map((run) => (run.after.rss - run.before.rss) / MIB))
    const repeats = summarise(runs.map((run) => repeatsIn(run.picked, run.historyWindow)))
    const window = runs[0]?.historyWindow ?? 0
    const measured = runs.flatMap((run) => run.stepMs)
    const notes = [
      `${runs.length} runs of ${steps} steps, each in a fresh process after ${ROTATION_WARMUP} warm-up steps; memory after a full collection before and after the ${steps} steps.`,
      `Each step fired by the scheduler's timer under @sinonjs/fake-timers, ${runs[0]?.intervalMinutes ?? '?'} minutes of fake time apart; network and disk are real. The fakes run in another process.`,
    ]
    return [
      {
        id: 'rotation-heap-growth',
        title: `${steps} rotation steps: retained memory growth (heap + external)`,
        unit: 'MiB',
        stats: rounded(heap, 2),
        target: { text: `≤ ${TARGET_GROWTH_MIB} MiB (every run)`, met: heap.max <= TARGET_GROWTH_MIB },
        notes,
        details: { beforeMiB: runs.map((run) => round(run.before.heap / MIB, 1)), afterMiB: runs.map((run) => round(run.after.heap / MIB, 1)) },
      },
      {
        id: 'rotation-rss-growth',
        title: `${steps} rotation steps: RSS growth`,
        unit: 'MiB',
        stats: rounded(rss, 2),
        target: { text: `≤ ${TARGET_GROWTH_MIB} MiB (every run)`, met: rss.max <= TARGET_GROWTH_MIB },
        details: { beforeMiB: runs.map((run) => round(run.before.rss / MIB, 1)), afterMiB: runs.map((run) => round(run.after.rss / MIB, 1)) },
      },
      {
        id: 'rotation-repeats',
        title: `${steps} rotation steps: repeats inside the history window (${window})`,
        unit: 'repeats',
        stats: repeats,
        // A step that failed sets nothing, so it could hide a repeat: every step must have succeeded.
        target: { text: '0 (every run)', met: repeats.max === 0 && runs.every((run) => run.failedSteps === 0) },
        details: {
          distinctItems: runs.map((run) => new Set(run.picked).size),
          stepsPerRun: ROTATION_WARMUP + steps,
          failedSteps: runs.map((run) => run.failedSteps),
        },
      },
      {
        id: 'rotation-step-time',
        title: 'Rotation step (search, download, set, record)',
        unit: 'ms',
        stats: rounded(summarise(measured), 1),
        target: null,
        details: {
          first50MedianMs: runs.map((run) => round(summarise(run.stepMs.slice(0, 50)).median, 1)),
          last50MedianMs: runs.map((run) => round(summarise(run.stepMs.slice(-50)).median, 1)),
        },
        notes: ['The library is the SQLite database: a step costs the same early and late (see the library-size figure).'],
      },
    ]
  },
}
