import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, RateLimitedError, NotFoundError } from '../../src/main/core/errors'
import { createRotationScheduler, type RotationState } from '../../src/main/core/rotation-scheduler'
import type { RotationStatus } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'

const MINUTE = 60_000
const item = { id: 'x1', source: 'wallhaven' } as MediaItem

function setup(options: { intervalMinutes?: number; paused?: boolean; state?: RotationState; step?: () => Promise<{ item: MediaItem }> } = {}) {
  const settings = { intervalMinutes: options.intervalMinutes ?? 60, paused: options.paused ?? false, source: 'wallhaven' as const }
  let saved: RotationState = options.state ?? { nextRunAt: null, lastRunAt: null }
  const changes: RotationStatus[] = []
  const step = vi.fn(options.step ?? (async () => ({ item })))
  const scheduler = createRotationScheduler({
    step,
    settings: () => settings,
    setPaused: (paused) => {
      settings.paused = paused
    },
    loadState: () => saved,
    saveState: (state) => {
      saved = state
    },
    onChange: (status) => changes.push(status),
  })
  return { scheduler, step, settings, changes, saved: () => saved }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('rotation scheduler', () => {
  it('runs a step every interval once begun, and persists the next run', async () => {
    const { scheduler, step, saved } = setup({ intervalMinutes: 15 })
    scheduler.begin()
    expect(saved().nextRunAt).toBe(Date.now() + 15 * MINUTE)
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1)
    expect(step).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(step).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(15 * MINUTE)
    expect(step).toHaveBeenCalledTimes(2)
    expect(scheduler.status().current).toEqual(item)
    expect(saved().lastRunAt).toBe(Date.now())
  })

  it('never runs before begin (the CLI keeps no timers)', async () => {
    const { step } = setup({ intervalMinutes: 1 })
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(step).not.toHaveBeenCalled()
  })

  it('pauses and resumes; paused shows no next run', async () => {
    const { scheduler, step } = setup({ intervalMinutes: 15 })
    scheduler.begin()
    expect(scheduler.stop()).toMatchObject({ paused: true, nextRunAt: null })
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(step).not.toHaveBeenCalled()
    expect(scheduler.start().paused).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(step).toHaveBeenCalledTimes(1) // the missed run happens on resume
  })

  it('never overlaps: "next" during a running step waits for it', async () => {
    let release: () => void = () => undefined
    const { scheduler, step } = setup({ step: () => new Promise((resolve) => (release = () => resolve({ item }))) })
    scheduler.begin()
    const first = scheduler.next()
    const second = scheduler.next()
    expect(scheduler.status().busy).toBe(true)
    release()
    await Promise.all([first, second])
    expect(step).toHaveBeenCalledTimes(1)
    expect(scheduler.status().busy).toBe(false)
  })

  it('backs off 1, 2, 4 minutes on network faults, capped at the interval, then back to normal', async () => {
    const outcomes = [new NetworkError('offline'), new NetworkError('offline'), new NetworkError('offline'), null]
    const { scheduler, step, saved } = setup({
      intervalMinutes: 3,
      step: async () => {
        const outcome = outcomes.shift()
        if (outcome) throw outcome
        return { item }
      },
    })
    scheduler.begin()
    await scheduler.next()
    expect(saved().nextRunAt! - Date.now()).toBe(1 * MINUTE)
    expect(scheduler.status().lastError).toMatchObject({ kind: 'network' })
    await vi.advanceTimersByTimeAsync(1 * MINUTE)
    expect(saved().nextRunAt! - Date.now()).toBe(2 * MINUTE)
    await vi.advanceTimersByTimeAsync(2 * MINUTE)
    expect(saved().nextRunAt! - Date.now()).toBe(3 * MINUTE) // 4 min capped at the 3 min interval
    await vi.advanceTimersByTimeAsync(3 * MINUTE)
    expect(step).toHaveBeenCalledTimes(4)
    expect(scheduler.status().lastError).toBeNull()
    expect(saved().nextRunAt! - Date.now()).toBe(3 * MINUTE)
  })

  it('waits at least as long as a rate limit asks', async () => {
    const { scheduler, saved } = setup({ step: async () => Promise.reject(new RateLimitedError('limited', 600)) })
    scheduler.begin()
    await scheduler.next()
    expect(saved().nextRunAt! - Date.now()).toBe(10 * MINUTE)
  })

  it('does not hurry after a fault that will not clear by itself', async () => {
    const { scheduler, saved } = setup({ intervalMinutes: 30, step: async () => Promise.reject(new NotFoundError('nothing matched')) })
    scheduler.begin()
    await scheduler.next()
    expect(saved().nextRunAt! - Date.now()).toBe(30 * MINUTE)
    expect(scheduler.status().lastError?.kind).toBe('not_found')
  })

  it('continues from a persisted next run after a restart, and catches up after sleep or a clock jump', async () => {
    const { scheduler, step } = setup({ intervalMinutes: 60, state: { nextRunAt: Date.now() + 5 * MINUTE, lastRunAt: null } })
    scheduler.begin()
    // The machine sleeps: the clock jumps two hours while no timer fires.
    vi.setSystemTime(Date.now() + 2 * 60 * MINUTE)
    scheduler.wake()
    await vi.advanceTimersByTimeAsync(0)
    expect(step).toHaveBeenCalledTimes(1)
  })

  it('does not stall when the clock is set back', async () => {
    const { scheduler, step, saved } = setup({ intervalMinutes: 60 })
    scheduler.begin()
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
    // Someone sets the clock back a day: the next run is a day and an hour away by the wall clock.
    vi.setSystemTime(Date.now() - 24 * 60 * MINUTE)
    scheduler.wake()
    expect(saved().nextRunAt! - Date.now()).toBe(60 * MINUTE)
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('follows a pause or resume written to the settings elsewhere (the window, the CLI)', async () => {
    const { scheduler, step, settings } = setup({ intervalMinutes: 15 })
    scheduler.begin()
    settings.paused = true
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(step).not.toHaveBeenCalled()
    expect(scheduler.status().nextRunAt).toBeNull()
    settings.paused = false
    // Noticed at the next look at the clock, at most a minute later; the overdue run happens then.
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
  })

  it('stops keeping time when disposed', async () => {
    const { scheduler, step } = setup({ intervalMinutes: 1 })
    scheduler.begin()
    scheduler.dispose()
    scheduler.wake()
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(step).not.toHaveBeenCalled()
  })

  it('tells about every change', async () => {
    const { scheduler, changes } = setup()
    scheduler.begin()
    await scheduler.next()
    expect(changes.map((status) => status.busy)).toEqual([true, false])
  })
})
