// Times said as people say them, in the window's language, through Intl: never a count of seconds,
// "yesterday" rather than "1 day ago", and the exact time to the minute without seconds.
import { describe, expect, it } from 'vitest'
import { exactTime, relativeTime } from '../../src/renderer/src/library/relative-time'

const NOW = Date.parse('2026-11-26T14:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()

describe('relative times', () => {
  it('steps from this minute to years, in English', () => {
    const en = ['en-GB']
    expect(relativeTime(ago(20_000), NOW, en)).toBe('this minute')
    expect(relativeTime(ago(5 * 60_000), NOW, en)).toBe('5 minutes ago')
    expect(relativeTime(ago(2 * 3600_000), NOW, en)).toBe('2 hours ago')
    expect(relativeTime(ago(26 * 3600_000), NOW, en)).toBe('yesterday')
    expect(relativeTime(ago(3 * 86400_000), NOW, en)).toBe('3 days ago')
    expect(relativeTime(ago(14 * 86400_000), NOW, en)).toBe('2 weeks ago')
    expect(relativeTime(ago(90 * 86400_000), NOW, en)).toBe('3 months ago')
    expect(relativeTime(ago(800 * 86400_000), NOW, en)).toBe('2 years ago')
  })

  it('follows the window’s language', () => {
    expect(relativeTime(ago(2 * 3600_000), NOW, ['de-DE'])).toBe('vor 2 Stunden')
    expect(relativeTime(ago(26 * 3600_000), NOW, ['fr-FR'])).toBe('hier')
  })

  it('gives the exact time to the minute, without seconds', () => {
    const exact = exactTime('2026-11-26T14:05:37Z', ['en-GB'])
    expect(exact).toMatch(/Thursday(,)? 26 November 2026 at \d{2}:\d{2}$/)
    expect(exact).not.toMatch(/\d{2}:\d{2}:\d{2}/)
  })

  it('says what it was given when it is not a time', () => {
    expect(relativeTime('soon', NOW)).toBe('soon')
    expect(exactTime('soon')).toBe('soon')
  })
})
