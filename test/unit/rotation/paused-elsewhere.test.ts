// The running app hears of rotation paused or resumed by another process (`tapestry pause`) within
// one look, once per change, and a settings file it cannot read for a moment is no change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAUSED_ELSEWHERE_POLL_MS, watchPausedElsewhere } from '../../../src/main/core/rotation/paused-elsewhere'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchPausedElsewhere', () => {
  it('says each change of the flag once, at the next look', () => {
    let paused: boolean | Error = false
    const changes: boolean[] = []
    const watch = watchPausedElsewhere({
      paused: () => {
        if (paused instanceof Error) throw paused
        return paused
      },
      changed: (now) => changes.push(now),
    })
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS * 3)
    expect(changes).toEqual([])
    paused = true
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS)
    expect(changes).toEqual([true])
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS * 3)
    expect(changes).toEqual([true])
    // A read that fails is not a change; the flag as it is after it is compared with the last seen.
    paused = new Error('the disk is gone')
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS * 2)
    paused = true
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS)
    expect(changes).toEqual([true])
    paused = false
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS)
    expect(changes).toEqual([true, false])
    watch.stop()
    paused = true
    vi.advanceTimersByTime(PAUSED_ELSEWHERE_POLL_MS * 3)
    expect(changes).toEqual([true, false])
  })
})
