import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRateLimiter, type RateLimiter } from '../../src/main/core/http/rate-limiter'
import { WALLHAVEN_CALLS_PER_MINUTE, createWallhavenLimiter } from '../../src/sources/wallhaven/client'

// The limiter reads performance.now() and waits with setTimeout: both are faked, so minutes pass
// in microseconds and every grant time is exact.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Starts one acquire and records the fake time it was granted (or that it was refused). */
function track(limiter: RateLimiter, signal?: AbortSignal) {
  const result: { grantedAt?: number; error?: unknown } = {}
  const promise = limiter.acquire({ signal }).then(
    () => {
      result.grantedAt = performance.now()
    },
    (error: unknown) => {
      result.error = error
    },
  )
  return Object.assign(result, { promise })
}

/** Lets granted promises settle without moving the clock. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0)
}

describe('sliding-window rate limiter', () => {
  it('lets `limit` calls start at once and holds the next until the oldest leaves the window', async () => {
    const limiter = createRateLimiter({ limit: 3, intervalMs: 1_000 })
    const start = performance.now()
    const calls = Array.from({ length: 4 }, () => track(limiter))
    await flush()
    expect(calls.map((call) => call.grantedAt)).toEqual([start, start, start, undefined])
    expect(limiter.waiting).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls[3]?.grantedAt).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(calls[3]?.grantedAt).toBe(start + 1_000)
    expect(limiter.waiting).toBe(0)
  })

  it('slides: a call waits for the start that is exactly one interval older, not for a fixed window', async () => {
    const limiter = createRateLimiter({ limit: 2, intervalMs: 1_000 })
    const start = performance.now()
    const first = track(limiter)
    await vi.advanceTimersByTimeAsync(600)
    const second = track(limiter)
    const third = track(limiter)
    const fourth = track(limiter)
    await vi.advanceTimersByTimeAsync(2_000)
    expect([first.grantedAt, second.grantedAt, third.grantedAt, fourth.grantedAt]).toEqual([
      start,
      start + 600,
      start + 1_000,
      start + 1_600,
    ])
  })

  it('holds a burst of 200 to 45 a minute: the last call starts after four minutes, never sooner', async () => {
    const limiter = createWallhavenLimiter()
    expect(WALLHAVEN_CALLS_PER_MINUTE).toBe(45)
    const start = performance.now()
    const calls = Array.from({ length: 200 }, () => track(limiter))
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    const times = calls.map((call) => (call.grantedAt as number) - start)
    expect(times.filter((time) => time === 0)).toHaveLength(45)
    expect(Math.max(...times)).toBe(4 * 60_000)
    for (let i = 45; i < times.length; i++) expect((times[i] as number) - (times[i - 45] as number)).toBeGreaterThanOrEqual(60_000)
  })

  it('grants in arrival order, never more than `limit` in any window, and never later than needed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 10, max: 1_000 }),
        fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 40 }),
        async (limit, intervalMs, gaps) => {
          const limiter = createRateLimiter({ limit, intervalMs })
          const origin = performance.now()
          const arrivals: number[] = []
          const calls: ReturnType<typeof track>[] = []
          for (const gap of gaps) {
            await vi.advanceTimersByTimeAsync(gap)
            arrivals.push(performance.now() - origin)
            calls.push(track(limiter))
          }
          await vi.advanceTimersByTimeAsync(intervalMs * gaps.length + 1)
          const granted = calls.map((call) => (call.grantedAt as number) - origin)
          // The exact schedule of a first-come first-served sliding window.
          const expected: number[] = []
          arrivals.forEach((arrival, index) => {
            const previous = index > 0 ? (expected[index - 1] as number) : 0
            const windowFrees = index >= limit ? (expected[index - limit] as number) + intervalMs : 0
            expected.push(Math.max(arrival, previous, windowFrees))
          })
          expect(granted).toEqual(expected)
          for (let i = limit; i < granted.length; i++) {
            expect((granted[i] as number) - (granted[i - limit] as number)).toBeGreaterThanOrEqual(intervalMs)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('cancels a waiting call by its AbortSignal without using up a slot', async () => {
    const limiter = createRateLimiter({ limit: 1, intervalMs: 1_000 })
    const start = performance.now()
    const first = track(limiter)
    const controller = new AbortController()
    const cancelled = track(limiter, controller.signal)
    const after = track(limiter)
    await vi.advanceTimersByTimeAsync(100)
    expect(limiter.waiting).toBe(2)
    const reason = new Error('the user left the search')
    controller.abort(reason)
    await flush()
    expect(cancelled.error).toBe(reason)
    expect(limiter.waiting).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(first.grantedAt).toBe(start)
    expect(cancelled.grantedAt).toBeUndefined()
    // The cancelled call's turn went to the next one in line.
    expect(after.grantedAt).toBe(start + 1_000)
  })

  it('refuses an already-aborted signal at once, taking no slot', async () => {
    const limiter = createRateLimiter({ limit: 1, intervalMs: 1_000 })
    const refused = track(limiter, AbortSignal.abort(new Error('too late')))
    const next = track(limiter)
    await flush()
    expect((refused.error as Error).message).toBe('too late')
    expect(next.grantedAt).toBe(performance.now())
  })

  it('ignores an abort after the call was granted', async () => {
    const limiter = createRateLimiter({ limit: 1, intervalMs: 1_000 })
    const controller = new AbortController()
    const granted = track(limiter, controller.signal)
    await flush()
    controller.abort()
    await flush()
    expect(granted.grantedAt).toBeDefined()
    expect(granted.error).toBeUndefined()
  })

  it('leaves no timer behind when the last waiting call is cancelled (a CLI process can exit)', async () => {
    const limiter = createRateLimiter({ limit: 1, intervalMs: 60_000 })
    track(limiter)
    const controller = new AbortController()
    const waiting = track(limiter, controller.signal)
    await flush()
    expect(vi.getTimerCount()).toBe(1)
    controller.abort()
    await waiting.promise
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects a limit or interval that could never work', () => {
    expect(() => createRateLimiter({ limit: 0, intervalMs: 1_000 })).toThrow(RangeError)
    expect(() => createRateLimiter({ limit: 1.5, intervalMs: 1_000 })).toThrow(RangeError)
    expect(() => createRateLimiter({ limit: 1, intervalMs: 0 })).toThrow(RangeError)
  })
})
