import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ValidationError } from '../../../src/main/core/errors/errors'
import { createRateLimiter } from '../../../src/main/core/http/rate-limiter'
import { createWikimediaClient } from '../../../src/sources/wikimedia/client'
import { createWikimediaFake } from '../../../src/sources/wikimedia/fake'
import {
  WIKIMEDIA_EARLIEST_DAY,
  createWikimediaSearchParams,
  nextWikimediaParams,
  toFileQuery,
  toTemplateQuery,
  wikimediaPageDays,
} from '../../../src/sources/wikimedia/params'

function issues(run: () => unknown): Record<string, string> {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return Object.fromEntries((error as ValidationError).issues.map((issue) => [issue.field, issue.message]))
  }
  throw new Error('expected a ValidationError')
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  // 23:30 UTC: a clock ahead of UTC already reads the 16th; Commons' day is still the 15th.
  vi.setSystemTime(new Date('2026-09-15T23:30:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('Wikimedia Commons search parameters', () => {
  it("default to the last week up to today's date in UTC, newest first", () => {
    const params = createWikimediaSearchParams()
    expect(params).toEqual({ date: null, start_date: null, end_date: null })
    expect(Object.isFrozen(params)).toBe(true)
    expect(wikimediaPageDays(params)).toEqual(['2026-09-15', '2026-09-14', '2026-09-13', '2026-09-12', '2026-09-11', '2026-09-10', '2026-09-09'])
  })

  it('take one day', () => {
    expect(wikimediaPageDays(createWikimediaSearchParams({ date: '2024-02-29' }))).toEqual(['2024-02-29'])
    expect(nextWikimediaParams(createWikimediaSearchParams({ date: '2024-02-29' }))).toBeNull()
  })

  it('page a range a week at a time, newest first, and stop at its first day', () => {
    const range = createWikimediaSearchParams({ start_date: '2024-05-25', end_date: '2024-06-06' })
    expect(wikimediaPageDays(range)).toEqual(['2024-06-06', '2024-06-05', '2024-06-04', '2024-06-03', '2024-06-02', '2024-06-01', '2024-05-31'])
    const next = nextWikimediaParams(range)
    expect(next).toEqual({ date: null, start_date: '2024-05-25', end_date: '2024-05-30' })
    expect(wikimediaPageDays(next as never)).toEqual(['2024-05-30', '2024-05-29', '2024-05-28', '2024-05-27', '2024-05-26', '2024-05-25'])
    expect(nextWikimediaParams(next as never)).toBeNull()
  })

  it('end at the first picture of the day when the range has no first day', () => {
    const last = createWikimediaSearchParams({ end_date: '2004-09-10' })
    expect(wikimediaPageDays(last)).toEqual(['2004-09-10', '2004-09-09', '2004-09-08', WIKIMEDIA_EARLIEST_DAY])
    expect(nextWikimediaParams(last)).toBeNull()
  })

  it('accept days ahead of today: Commons schedules its pictures weeks ahead', () => {
    expect(createWikimediaSearchParams({ date: '2026-10-01' }).date).toBe('2026-10-01')
  })

  it.each([
    [{ date: '2024-02-30' }, 'date', /not a day of the calendar/],
    [{ date: '2023-02-29' }, 'date', /not a day of the calendar/],
    [{ date: '2024-6-6' }, 'date', /YYYY-MM-DD/],
    [{ date: '06/06/2024' }, 'date', /YYYY-MM-DD/],
    [{ date: 20240606 }, 'date', /YYYY-MM-DD/],
    [{ date: '2004-09-06' }, 'date', /2004-09-07 or later/],
    [{ start_date: '2024-13-01' }, 'start_date', /not a day of the calendar/],
    [{ end_date: 'yesterday' }, 'end_date', /YYYY-MM-DD/],
    [{ start_date: '2024-06-07', end_date: '2024-06-06' }, 'start_date', /on or before end_date/],
    [{ start_date: '2026-09-16' }, 'start_date', /on or before today's date/],
    [{ date: '2024-06-06', start_date: '2024-06-01' }, 'date', /can't be combined with a range/],
    [{ date: '2024-06-06', end_date: '2024-06-08' }, 'date', /can't be combined with a range/],
    [{ day: '2024-06-06' }, 'day', /not a known field/],
  ])('refuse %j naming the field', (input, field, message) => {
    const found = issues(() => createWikimediaSearchParams(input as never))
    expect(Object.keys(found)).toEqual([field])
    expect(found[field]).toMatch(message)
  })

  it('name every bad field at once', () => {
    expect(Object.keys(issues(() => createWikimediaSearchParams({ start_date: '2024-02-31', end_date: 'soon' }))).sort()).toEqual(['end_date', 'start_date'])
  })

  it("ask for the days' template pages, then for their files, in the Action API's modern JSON", () => {
    expect(Object.entries(toTemplateQuery(['2024-06-06', '2024-06-05']))).toEqual([
      ['action', 'query'],
      ['format', 'json'],
      ['formatversion', '2'],
      ['prop', 'images'],
      ['imlimit', 'max'],
      ['titles', 'Template:Potd/2024-06-06|Template:Potd/2024-06-05'],
    ])
    expect(toFileQuery(['File:A b.jpg', 'File:C.svg'])).toEqual({
      action: 'query',
      format: 'json',
      formatversion: '2',
      prop: 'imageinfo',
      iiprop: 'url|size|mime|extmetadata',
      iiurlwidth: '1280',
      iiextmetadatafilter: 'ObjectName|Artist|Credit|Attribution|AttributionRequired|LicenseShortName|LicenseUrl|UsageTerms',
      iiextmetadatalanguage: 'en',
      titles: 'File:A b.jpg|File:C.svg',
    })
  })
})

describe('a bad Wikimedia parameter set', () => {
  const fake = createWikimediaFake()
  beforeAll(() => fake.start())
  afterAll(() => fake.stop())

  it('sends nothing', async () => {
    const client = createWikimediaClient({ baseUrl: fake.apiUrl, retry: { limit: 0 } }, createRateLimiter({ limit: 100, intervalMs: 60_000 }))
    await expect(async () => client.search(createWikimediaSearchParams({ date: '2024-02-30' }))).rejects.toBeInstanceOf(ValidationError)
    expect(fake.count()).toBe(0)
  })
})
