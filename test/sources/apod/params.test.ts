import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import {
  APOD_DAYS_PER_PAGE,
  createApodSearchParams,
  nextApodParams,
  toApodQuery,
  type ApodSearchParams,
} from '../../../src/sources/apod/params'
import { addDays } from '../../../src/sources/apod/days'

// The person's calendar says 2026-09-15 (noon, so no time zone moves the day).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 8, 15, 12, 0, 0))
})
afterEach(() => vi.useRealTimers())

function issuesOf(input: unknown): readonly { field: string; message: string }[] {
  try {
    createApodSearchParams(input as never)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues
  }
  throw new Error('expected a ValidationError')
}

describe('APOD parameters: every bad value names its field', () => {
  it('fills nothing by default: today’s picture', () => {
    expect(createApodSearchParams()).toEqual({ date: null, start_date: null, end_date: null, count: null })
  })

  it.each([
    ['date', 'yesterday', 'YYYY-MM-DD'],
    ['date', '2023-02-29', 'not a day of the calendar'],
    ['date', '1995-06-15', '1995-06-16'],
    ['date', '2026-09-16', 'future'],
    ['start_date', '2024-13-01', 'not a day of the calendar'],
    ['end_date', 20240605, 'YYYY-MM-DD'],
    ['count', 0, '1 to 100'],
    ['count', 101, '1 to 100'],
    ['count', 2.5, '1 to 100'],
    ['count', '7', '1 to 100'],
  ])('%s = %j is refused, naming %s', (field, value, words) => {
    const input = field === 'end_date' ? { start_date: '2024-06-01', end_date: value } : { [field]: value }
    const issues = issuesOf(input)
    expect(issues).toHaveLength(1)
    expect(issues[0]?.field).toBe(field)
    expect(issues[0]?.message).toContain(words)
  })

  it('refuses an unknown field by name', () => {
    expect(issuesOf({ hd: true })).toEqual([{ field: 'hd', message: 'is not a known field' }])
  })

  it.each([
    [{ count: 5, date: '2024-06-05' }, 'count'],
    [{ count: 5, start_date: '2024-06-01' }, 'count'],
    [{ date: '2024-06-05', end_date: '2024-06-06' }, 'date'],
    [{ end_date: '2024-06-06' }, 'end_date'],
    [{ start_date: '2024-06-07', end_date: '2024-06-06' }, 'start_date'],
  ])('refuses the combination NASA refuses: %j names %s', (input, field) => {
    expect(issuesOf(input).map((issue) => issue.field)).toEqual([field])
  })

  it('names every problem at once, rules beside field errors', () => {
    const fields = issuesOf({ count: 500, date: 'soon', end_date: '2024-06-06' }).map((issue) => issue.field)
    expect(fields).toEqual(expect.arrayContaining(['count', 'date']))
  })

  it('gives a frozen set', () => {
    const params = createApodSearchParams({ date: '2024-06-05' })
    expect(Object.isFrozen(params)).toBe(true)
  })
})

describe('APOD parameters on the wire', () => {
  it('asks for one day, today or N random days with thumbs=true, nothing empty', () => {
    expect(toApodQuery(createApodSearchParams())).toEqual({ thumbs: 'true' })
    expect(Object.entries(toApodQuery(createApodSearchParams({ date: '1995-06-16' })))).toEqual([
      ['date', '1995-06-16'],
      ['thumbs', 'true'],
    ])
    expect(Object.entries(toApodQuery(createApodSearchParams({ count: 12 })))).toEqual([
      ['count', '12'],
      ['thumbs', 'true'],
    ])
  })

  it('asks for a short range whole, with its one page', () => {
    const params = createApodSearchParams({ start_date: '2024-06-03', end_date: '2024-06-05' })
    expect(Object.entries(toApodQuery(params))).toEqual([
      ['start_date', '2024-06-03'],
      ['end_date', '2024-06-05'],
      ['thumbs', 'true'],
    ])
    expect(nextApodParams(params)).toBeNull()
  })

  it('pages a long range back in time, 30 days a page, every day exactly once', () => {
    let params: ApodSearchParams | null = createApodSearchParams({ start_date: '2024-01-01', end_date: '2024-04-29' })
    const days: string[] = []
    let pages = 0
    while (params !== null) {
      const query = toApodQuery(params)
      const first = query.start_date as string
      const last = query.end_date as string
      expect(addDays(first, APOD_DAYS_PER_PAGE - 1) >= last).toBe(true)
      for (let day = last; day >= first; day = addDays(day, -1)) days.push(day)
      params = nextApodParams(params)
      pages += 1
    }
    expect(pages).toBe(4)
    expect(days).toHaveLength(120)
    expect(new Set(days).size).toBe(120)
    expect(days[0]).toBe('2024-04-29')
    expect(days.at(-1)).toBe('2024-01-01')
  })

  it('leaves end_date to NASA for a range up to today, then names it for the older pages', () => {
    const params = createApodSearchParams({ start_date: '2026-07-01' })
    expect(toApodQuery(params, '2026-09-15')).toEqual({ start_date: '2026-08-17', thumbs: 'true' })
    const next = nextApodParams(params, '2026-09-15')
    expect(next).toEqual({ date: null, start_date: '2026-07-01', end_date: '2026-08-16', count: null })
  })

  it('has no next page for a day or random days', () => {
    expect(nextApodParams(createApodSearchParams({ date: '2024-06-05' }))).toBeNull()
    expect(nextApodParams(createApodSearchParams({ count: 3 }))).toBeNull()
  })
})
