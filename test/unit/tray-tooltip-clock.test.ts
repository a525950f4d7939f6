// The tray tooltip counts down to the next change instead of standing at what it said at the last one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTooltipClock } from '../../src/main/core/shell/tray-tooltip-clock'
import type { RotationStatus } from '../../src/shared/ipc'

const status: RotationStatus = {
  paused: false,
  busy: false,
  pool: [{ source: 'wallhaven', weight: 1, filters: {} }],
  perDisplay: false,
  intervalMinutes: 60,
  dailyAt: null,
  nextRunAt: '2026-11-25T13:00:00.000Z',
  lastRunAt: null,
  lastError: null,
  afterChangeError: null,
  lastSet: null,
  current: null,
  note: null,
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-25T12:30:00.000Z'))
})
afterEach(() => vi.useRealTimers())

describe('tray tooltip clock', () => {
  it('counts down minute by minute, setting the tooltip only when its text changes', () => {
    const shown: string[] = []
    const clock = startTooltipClock(() => status, (tooltip) => shown.push(tooltip))
    expect(shown).toEqual(['Tapestry · next in 30 min'])
    vi.advanceTimersByTime(30_000)
    expect(shown).toHaveLength(1)
    vi.advanceTimersByTime(60_000)
    expect(shown.at(-1)).toBe('Tapestry · next in 29 min')
    vi.advanceTimersByTime(28 * 60_000)
    expect(shown.at(-1)).toBe('Tapestry · next in 1 min')
    clock.stop()
    vi.advanceTimersByTime(10 * 60_000)
    expect(shown.at(-1)).toBe('Tapestry · next in 1 min')
  })

  it('shows a change of the rotation at once when refreshed', () => {
    let current = status
    const shown: string[] = []
    const clock = startTooltipClock(() => current, (tooltip) => shown.push(tooltip))
    current = { ...status, paused: true }
    clock.refresh()
    expect(shown.at(-1)).toBe('Tapestry · rotation paused')
    clock.stop()
  })
})
