// One run of rotation steps in a fresh process (see figures/rotation.ts): the memory retained
// after a full collection before and after, what each step picked, and how long each step took.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../../src/main/core/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { collectGarbage } from '../lib/stats'
import { startFakesProcess } from '../support/fakes-process'
import { installVirtualClock } from '../support/virtual-clock'
import type { Probe } from './index'

export const ROTATION_WARMUP = 20
export const CLOCK_STEP_MS = 1_500

export interface RotationRunResult {
  before: { heap: number; rss: number }
  after: { heap: number; rss: number }
  historyWindow: number
  /** `source:id` of every step, warm-up included. */
  picked: string[]
  /** Real milliseconds of every measured step. */
  stepMs: number[]
}

function retained(): { heap: number; rss: number } {
  collectGarbage()
  const usage = process.memoryUsage()
  return { heap: usage.heapUsed + usage.external, rss: usage.rss }
}

export const probe: Probe = async (argv) => {
  const steps = Number(argv[argv.indexOf('--steps') + 1] ?? 500)
  // In a process of their own: the image host's generated images and the request logs are not Tapestry's memory.
  const fakes = await startFakesProcess()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-bench-rotation-'))
  const clock = installVirtualClock()
  try {
    const app = await createApp({
      dataDir,
      env: { PATH: process.env.PATH ?? '', TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL as string },
      secrets: createMemorySecretStore(),
      displays: async () => [{ id: '0', name: 'Screen', width: 1920, height: 1080, primary: true }],
    })
    // A desktop that accepts every set.
    app.settings.update({ wallpaper: { backend: 'custom', customCommand: 'true {file}' } })
    const picked: string[] = []
    const stepMs: number[] = []
    const step = async (measured: boolean) => {
      clock.advance(CLOCK_STEP_MS)
      const started = clock.realNow()
      const { item } = await app.rotationStep()
      if (measured) stepMs.push(clock.realNow() - started)
      picked.push(`${item.source}:${item.id}`)
    }
    for (let index = 0; index < ROTATION_WARMUP; index++) await step(false)
    const before = retained()
    for (let index = 0; index < steps; index++) await step(true)
    const after = retained()
    app.dispose()
    const result: RotationRunResult = { before, after, historyWindow: app.settings.get().rotation.historyWindow, picked, stepMs }
    return result
  } finally {
    clock.restore()
    await fakes.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
