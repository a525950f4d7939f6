// One run of rotation steps in a fresh process (see figures/rotation.ts), driven the way the tray
// drives it: the app's rotation scheduler is started and every step is fired by its own timer, under
// fake timers (@sinonjs/fake-timers) that jump to each planned run. Network and disk stay real: while
// a step searches, downloads, sets and records, the fake clock stands still and the probe waits for
// the scheduler to announce that the step is done. It reports the memory retained after a full
// collection before and after, what each step picked, and how long each step really took.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import FakeTimers from '@sinonjs/fake-timers'
import { createApp } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import type { RotationStatus } from '../../src/shared/ipc'
import { collectGarbage } from '../lib/stats'
import { startFakesProcess } from '../support/fakes-process'
import type { Probe } from './index'

export const ROTATION_WARMUP = 20

export interface RotationRunResult {
  before: { heap: number; rss: number }
  after: { heap: number; rss: number }
  historyWindow: number
  intervalMinutes: number
  /** `source:id` of every step, warm-up included. */
  picked: string[]
  /** Real milliseconds of every measured step, from its timer firing to its announcement. */
  stepMs: number[]
  /** Steps that ended in an error instead of a new wallpaper. */
  failedSteps: number
}

function retained(): { heap: number; rss: number } {
  collectGarbage()
  const usage = process.memoryUsage()
  return { heap: usage.heapUsed + usage.external, rss: usage.rss }
}

export const probe: Probe = async (argv) => {
  const steps = Number(argv[argv.indexOf('--steps') + 1] ?? 500)
  // In a process of their own: the image host's generated images and the request logs are not
  // Tapestry's memory, and their rate windows keep real time.
  const fakes = await startFakesProcess()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-rotation-'))
  const realNow = performance.now.bind(performance)
  const realSetTimeout = globalThis.setTimeout
  const realClearTimeout = globalThis.clearTimeout
  // Timers and clocks only: setImmediate, nextTick and I/O stay real so network and disk work proceeds.
  // From today, as a person's clock would be (rotation.json refuses dates before 2000).
  const clock = FakeTimers.install({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  let announce: ((status: RotationStatus) => void) | null = null
  try {
    const app = await createApp({
      dataDir,
      env: { PATH: process.env.PATH ?? '', TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL as string },
      secrets: createMemorySecretStore(),
      displays: async () => [{ id: 1, label: 'Screen', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1, rotation: 0, internal: false, primary: true }],
      events: {
        emit: (name, payload) => {
          if (name === 'rotation.changed' && !(payload as RotationStatus).busy) announce?.(payload as RotationStatus)
        },
      },
    })
    // A desktop that accepts every set.
    app.settings.update({ wallpaper: { backend: 'custom', customCommand: 'true {file}' } })
    app.scheduler.begin()

    const picked: string[] = []
    const stepMs: number[] = []
    let failedSteps = 0
    const step = async (measured: boolean) => {
      const nextRunAt = app.scheduler.status().nextRunAt
      if (nextRunAt === null) throw new Error('rotation has no next run planned')
      const done = new Promise<RotationStatus>((resolve) => (announce = resolve))
      // Runs the scheduler's timers (its minute re-checks, then the run itself) up to the planned time.
      await clock.tickAsync(Date.parse(nextRunAt) - Date.now())
      const started = realNow()
      // A step that never ends would hang the benchmark: after a real minute it is an error.
      let guard: ReturnType<typeof realSetTimeout> | undefined
      const status = await Promise.race([
        done,
        new Promise<never>((_resolve, reject) => {
          guard = realSetTimeout(() => reject(new Error('a rotation step did not finish within a minute')), 60_000)
        }),
      ]).finally(() => realClearTimeout(guard))
      announce = null
      if (measured) stepMs.push(realNow() - started)
      if (status.lastError !== null || status.current === null) {
        failedSteps += 1
        return
      }
      picked.push(`${status.current.source}:${status.current.id}`)
    }
    for (let index = 0; index < ROTATION_WARMUP; index++) await step(false)
    const before = retained()
    for (let index = 0; index < steps; index++) await step(true)
    const after = retained()
    const { historyWindow, intervalMinutes } = app.settings.get().rotation
    app.dispose()
    const result: RotationRunResult = { before, after, historyWindow, intervalMinutes, picked, stepMs, failedSteps }
    return result
  } finally {
    clock.uninstall()
    await fakes.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
