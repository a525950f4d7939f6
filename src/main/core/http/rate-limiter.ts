// A client-side sliding-window limiter: at most `limit` calls start in ANY window of `intervalMs`,
// waiting calls go first-come first-served, and a waiting call can be cancelled by its own
// AbortSignal without using up a slot.
//
// Why not p-throttle (v8.1.1): its only cancellation is one AbortSignal for the whole
// throttle, which rejects every queued call at once and also forgets the start times of calls that
// already ran, so the calls after an abort go out at once and break the limit (measured: 6 calls in
// 56 ms with limit 3 per second). Racing a per-call signal against a throttled call does not help
// either: p-throttle reserves the slot when the call is queued, so every cancelled search would
// still hold a slot and delay the searches after it by up to a minute each.

export interface RateLimiter {
  /**
   * Resolves when a call may start now, and counts that call. Rejects with the signal's reason if
   * the signal aborts before then; a cancelled call takes no slot.
   */
  acquire(options?: { signal?: AbortSignal }): Promise<void>
  /** Calls waiting for a slot. */
  readonly waiting: number
}

export interface RateLimiterOptions {
  /** Calls allowed to start in any one window. */
  limit: number
  intervalMs: number
}

interface Waiter {
  grant(): void
}

/** A monotonic clock: a wall-clock change must neither stall nor release the limiter. */
function now(): number {
  return performance.now()
}

export function createRateLimiter({ limit, intervalMs }: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number of at least 1')
  if (!(intervalMs > 0)) throw new RangeError('intervalMs must be positive')

  /** Start times of the calls inside the current window, oldest first; never more than `limit`. */
  const starts: number[] = []
  const waiters: Waiter[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  function stopTimer(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  function pump(): void {
    stopTimer()
    const time = now()
    while (starts.length > 0 && time - (starts[0] as number) >= intervalMs) starts.shift()
    while (waiters.length > 0 && starts.length < limit) {
      starts.push(time)
      ;(waiters.shift() as Waiter).grant()
    }
    // The oldest start leaves the window first; that is the earliest a waiter can go.
    if (waiters.length > 0) timer = setTimeout(pump, (starts[0] as number) + intervalMs - time)
  }

  function acquire(options: { signal?: AbortSignal } = {}): Promise<void> {
    const signal = options.signal
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      const onAbort = () => {
        const index = waiters.indexOf(waiter)
        if (index !== -1) waiters.splice(index, 1)
        if (waiters.length === 0) stopTimer()
        reject(signal?.reason)
      }
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiters.push(waiter)
      pump()
    })
  }

  return {
    acquire,
    get waiting() {
      return waiters.length
    },
  }
}
