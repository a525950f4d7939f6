// The rotation scheduler is given its settings (use), never reads them back: a new interval takes
// effect when it is pushed, and a change nobody pushed is not followed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRotationScheduler, type RotationState, type SchedulerSettings } from '../../../src/main/core/rotation/rotation-scheduler'
import type { MediaItem } from '../../../src/shared/media'

/** Where a step's picture went in the history, as the real step answers. */
const SET = { libraryId: 'lib-1', setAt: '2026-01-01T00:00:00.000Z' }

const MINUTE = 60_000
const item = { id: 'x1', source: 'wallhaven' } as MediaItem

function setup(intervalMinutes: number) {
  const rotation: SchedulerSettings = { intervalMinutes, dailyAt: null, paused: false, pool: [{ source: 'wallhaven', weight: 1, filters: {} }], perDisplay: false }
  let saved: RotationState = { nextRunAt: null, lastRunAt: null }
  const step = vi.fn(async () => ({ item, note: null, result: SET }))
  const scheduler = createRotationScheduler({ step, rotation, setPaused: () => undefined, loadState: () => saved, saveState: (state) => (saved = state) })
  return { scheduler, step, rotation, saved: () => saved }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('rotation scheduler settings', () => {
  it('keeps its own copy: the object it was made with changing is not followed', async () => {
    const { scheduler, step, rotation } = setup(60)
    scheduler.begin()
    rotation.intervalMinutes = 5
    rotation.paused = true
    expect(scheduler.status()).toMatchObject({ intervalMinutes: 60, paused: false })
    await vi.advanceTimersByTimeAsync(59 * MINUTE)
    expect(step).not.toHaveBeenCalled()
  })

  it('follows a pushed interval at once: a shorter one brings the next run in', async () => {
    const { scheduler, step, saved } = setup(60)
    scheduler.begin()
    expect(saved().nextRunAt).toBe(Date.now() + 60 * MINUTE)
    scheduler.use({ intervalMinutes: 5, dailyAt: null, paused: false, pool: [{ source: 'wallhaven', weight: 1, filters: {} }], perDisplay: false })
    expect(scheduler.status().intervalMinutes).toBe(5)
    expect(saved().nextRunAt).toBe(Date.now() + 5 * MINUTE)
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
  })

  it('pauses and resumes by what it is given, and by start and stop', async () => {
    const { scheduler, step, rotation } = setup(1)
    scheduler.begin()
    scheduler.use({ ...rotation, paused: true })
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(step).not.toHaveBeenCalled()
    expect(scheduler.start().paused).toBe(false)
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(step).toHaveBeenCalled()
    expect(scheduler.stop().paused).toBe(true)
  })
})
