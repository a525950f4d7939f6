import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, RateLimitedError, NotFoundError } from '../../src/main/core/errors/errors'
import { createRotationScheduler, type RotationState } from '../../src/main/core/rotation/rotation-scheduler'
import type { RotationStatus } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import type { Said } from '../../src/main/core/i18n/sentence'

/** Where a step's picture went in the history, as the real step answers. */
const SET = { libraryId: 'lib-1', setAt: '2026-01-01T00:00:00.000Z' }

const MINUTE = 60_000
const item = { id: 'x1', source: 'wallhaven' } as MediaItem

const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function setup(
  options: { intervalMinutes?: number; dailyAt?: string | null; paused?: boolean; state?: RotationState; step?: () => Promise<{ item: MediaItem; note: Said | null; result: typeof SET }> } = {},
) {
  const settings = { intervalMinutes: options.intervalMinutes ?? 60, dailyAt: options.dailyAt ?? null, paused: options.paused ?? false, pool: [{ source: 'wallhaven' as const, weight: 1, filters: {} }], perDisplay: false }
  let saved: RotationState = options.state ?? { nextRunAt: null, lastRunAt: null }
  const changes: RotationStatus[] = []
  const step = vi.fn(options.step ?? (async () => ({ item, note: null, result: SET })))
  const scheduler = createRotationScheduler({
    step,
    rotation: settings,
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
    const { scheduler, step } = setup({ step: () => new Promise((resolve) => (release = () => resolve({ item, note: null, result: SET }))) })
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
        return { item, note: null, result: SET }
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
    // Pushed to it (the app's settings.set, or what it saw in settings.json), never read back.
    scheduler.use({ ...settings, paused: true })
    await vi.advanceTimersByTimeAsync(60 * MINUTE)
    expect(step).not.toHaveBeenCalled()
    expect(scheduler.status().nextRunAt).toBeNull()
    scheduler.use({ ...settings, paused: false })
    // Followed at once; the overdue run happens within the minute.
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

describe('a change due while the computer slept', () => {
  it('happens once on waking, not once per missed interval, and the next is an interval after it', async () => {
    const { scheduler, step, saved } = setup({ intervalMinutes: 60 })
    scheduler.begin()
    // Asleep for five hours: no timer fires, the clock moves on.
    vi.setSystemTime(Date.now() + 5 * HOUR)
    scheduler.wake()
    await vi.advanceTimersByTimeAsync(0)
    expect(step).toHaveBeenCalledTimes(1)
    expect(saved().nextRunAt).toBe(Date.now() + HOUR)
    await vi.advanceTimersByTimeAsync(HOUR - 1)
    expect(step).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('happens once even where no resume is reported: the next look at the clock finds it', async () => {
    const { scheduler, step } = setup({ intervalMinutes: 15 })
    scheduler.begin()
    vi.setSystemTime(Date.now() + 10 * HOUR)
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(14 * MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
  })
})

describe('daily at a time of day', () => {
  const zone = process.env.TZ
  // A zone with summer time, so the days a clock skips and repeats an hour can be tried.
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin'
  })
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  const at = (iso: string) => Date.parse(iso)

  it('runs when the local clock reads the time, then a day later, and says so in its status', async () => {
    vi.setSystemTime(at('2026-11-20T05:00:00Z')) // 06:00 in Berlin
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    expect(scheduler.status()).toMatchObject({ dailyAt: '07:30', nextRunAt: '2026-11-20T06:30:00.000Z' })
    await vi.advanceTimersByTimeAsync(90 * MINUTE - 1)
    expect(step).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(step).toHaveBeenCalledTimes(1)
    expect(saved().nextRunAt).toBe(at('2026-11-21T06:30:00Z'))
    await vi.advanceTimersByTimeAsync(DAY)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('keeps the local time across the spring change: 07:30 is 23 hours after the day before', async () => {
    vi.setSystemTime(at('2026-03-28T06:31:00Z')) // just after 07:30 CET, the day before summer time
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    expect(saved().nextRunAt).toBe(at('2026-03-29T05:30:00Z')) // 07:30 CEST
    await vi.advanceTimersByTimeAsync(at('2026-03-29T05:30:00Z') - Date.now() - 1)
    expect(step).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(step).toHaveBeenCalledTimes(1)
    expect(saved().nextRunAt).toBe(at('2026-03-30T05:30:00Z'))
  })

  it('keeps the local time across the autumn change: 07:30 is 25 hours after the day before', async () => {
    vi.setSystemTime(at('2026-10-24T05:31:00Z')) // just after 07:30 CEST, the day before winter time
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    expect(saved().nextRunAt).toBe(at('2026-10-25T06:30:00Z')) // 07:30 CET
    await vi.advanceTimersByTimeAsync(at('2026-10-25T06:30:00Z') - Date.now() - 1)
    expect(step).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(step).toHaveBeenCalledTimes(1)
  })

  it('a time the spring change skips comes an hour later by the clock; one the autumn change repeats runs once', async () => {
    vi.setSystemTime(at('2026-03-28T12:00:00Z'))
    const spring = setup({ dailyAt: '02:30' })
    spring.scheduler.begin()
    expect(spring.saved().nextRunAt).toBe(at('2026-03-29T01:30:00Z')) // 03:30 CEST: 02:30 never happens that night
    await vi.advanceTimersByTimeAsync(at('2026-03-29T01:30:00Z') - Date.now())
    expect(spring.step).toHaveBeenCalledTimes(1)
    expect(spring.saved().nextRunAt).toBe(at('2026-03-30T00:30:00Z'))
    spring.scheduler.dispose()

    vi.setSystemTime(at('2026-10-24T12:00:00Z'))
    const autumn = setup({ dailyAt: '02:30' })
    autumn.scheduler.begin()
    expect(autumn.saved().nextRunAt).toBe(at('2026-10-25T00:30:00Z')) // the first 02:30 (CEST)
    // Through both 02:30s (00:30 and 01:30 UTC) and on to the morning: one change.
    await vi.advanceTimersByTimeAsync(at('2026-10-25T06:00:00Z') - Date.now())
    expect(autumn.step).toHaveBeenCalledTimes(1)
    expect(autumn.saved().nextRunAt).toBe(at('2026-10-26T01:30:00Z'))
  })

  it('after a clock set back, waits only until the clock next reads the time', async () => {
    vi.setSystemTime(at('2026-11-20T06:29:00Z'))
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
    expect(saved().nextRunAt).toBe(at('2026-11-21T06:30:00Z'))
    // Someone sets the clock back three days, to a minute past 07:30.
    vi.setSystemTime(at('2026-11-17T06:31:00Z'))
    scheduler.wake()
    expect(saved().nextRunAt).toBe(at('2026-11-18T06:30:00Z'))
    await vi.advanceTimersByTimeAsync(DAY - MINUTE)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('after a clock set back across the autumn change, still runs at the local time', async () => {
    vi.setSystemTime(at('2026-10-26T06:29:00Z')) // 07:29 CET, the day after winter time began
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
    vi.setSystemTime(at('2026-10-24T06:00:00Z')) // back to 08:00 CEST, two days earlier
    scheduler.wake()
    expect(saved().nextRunAt).toBe(at('2026-10-25T06:30:00Z')) // 07:30 CET
  })

  it('after sleeping through several mornings, changes once on waking and next at the time', async () => {
    vi.setSystemTime(at('2026-11-20T06:29:00Z'))
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(step).toHaveBeenCalledTimes(1)
    vi.setSystemTime(at('2026-11-23T08:00:00Z')) // asleep three days; wakes at 09:00
    scheduler.wake()
    await vi.advanceTimersByTimeAsync(0)
    expect(step).toHaveBeenCalledTimes(2)
    expect(saved().nextRunAt).toBe(at('2026-11-24T06:30:00Z'))
    await vi.advanceTimersByTimeAsync(at('2026-11-24T06:30:00Z') - Date.now() - 1)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('"Next wallpaper" before the time leaves the day’s change where it is', async () => {
    vi.setSystemTime(at('2026-11-20T05:00:00Z'))
    const { scheduler, step, saved } = setup({ dailyAt: '07:30' })
    scheduler.begin()
    await scheduler.next()
    expect(saved().nextRunAt).toBe(at('2026-11-20T06:30:00Z'))
    await vi.advanceTimersByTimeAsync(90 * MINUTE)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('backs off a network fault by minutes, then goes back to the time', async () => {
    vi.setSystemTime(at('2026-11-20T06:29:00Z'))
    const outcomes = [new NetworkError('offline'), null]
    const { scheduler, saved } = setup({
      dailyAt: '07:30',
      step: async () => {
        const outcome = outcomes.shift()
        if (outcome) throw outcome
        return { item, note: null, result: SET }
      },
    })
    scheduler.begin()
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(saved().nextRunAt).toBe(Date.now() + MINUTE)
    await vi.advanceTimersByTimeAsync(MINUTE)
    expect(saved().nextRunAt).toBe(at('2026-11-21T06:30:00Z'))
  })

  it('is counted from now when the time is set or changed', async () => {
    vi.setSystemTime(at('2026-11-20T12:00:00Z'))
    const { scheduler, settings, saved } = setup({ intervalMinutes: 60 })
    scheduler.begin()
    scheduler.use({ ...settings, dailyAt: '07:30' })
    expect(scheduler.reschedule()).toMatchObject({ dailyAt: '07:30', nextRunAt: '2026-11-21T06:30:00.000Z' })
    scheduler.use({ ...settings, dailyAt: null })
    scheduler.reschedule()
    expect(saved().nextRunAt).toBe(Date.now() + HOUR)
  })
})
