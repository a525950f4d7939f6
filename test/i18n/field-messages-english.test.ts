// The command line and the main process install no translator, so what they say of a bad field is
// the English they always said, character for character: scripts and people match on it. The
// literals below are those messages as they were before the schemas looked their words up.
import type { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { formIssues } from '../../src/sources/form-issues'
import { toFieldIssues } from '../../src/shared/validation'
import { ShuffleSeedSchema } from '../../src/shared/shuffle'
import { WallhavenSearchParamsSchema } from '../../src/sources/wallhaven/params'
import { UnsplashSearchParamsSchema } from '../../src/sources/unsplash/params'
import { RedditListingParamsSchema } from '../../src/sources/reddit/params'
import { ApodSearchParamsSchema } from '../../src/sources/apod/params'
import { ArticSearchParamsSchema } from '../../src/sources/artic/params'
import { BingSearchParamsSchema } from '../../src/sources/bing/params'
import { PexelsSearchParamsSchema } from '../../src/sources/pexels/params'
import { WikimediaSearchParamsSchema } from '../../src/sources/wikimedia/params'

/** Every field's messages, as the CLI prints them (field: message). */
function said(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected the input to be refused')
  return toFieldIssues(result.error).map(({ field, message }) => `${field}: ${message}`)
}

describe('field messages outside the window', () => {
  it('Wallhaven says its rules in the English it always did', () => {
    expect(said(WallhavenSearchParamsSchema, { query: 'like:abc id:x type:png', top_range: 'ONE_MONTH', seed: 'abc123', like: 'p29ke3', file_type: 'PNG', page: 0 })).toEqual([
      'page: must be a whole number of at least 1',
      'top_range: only applies when sorting is toplist',
      'seed: only applies when sorting is random',
      "like: can't be combined with a query: like:ID must be the whole search",
      "like: can't be combined with file_type: like:ID must be the whole search",
      "query: can't contain like:, use the like field instead",
      "query: can't contain type:, use file_type instead",
      'query: id: must be followed by a tag number, e.g. id:37',
      "query: an id: search can't be combined with other terms",
      "query: an id: search can't be combined with file_type",
      "query: an id: search can't be combined with like",
    ])
    expect(said(WallhavenSearchParamsSchema, { query: 'x'.repeat(251), categories: [], purity: [], resolutions: ['abc'], ratios: ['wide'], like: 'NOPE', ai_art_filter: 'yes', colour: 'red' })).toEqual([
      'query: must be at most 250 characters',
      'categories: must include at least one category',
      'purity: must include at least one purity',
      'resolutions.0: must be WIDTHxHEIGHT in whole pixels, e.g. 1920x1080',
      'ratios.0: must be WIDTHxHEIGHT (e.g. 16x9 or 16:9), landscape or portrait',
      'like: must be a Wallhaven wallpaper id: 1 to 16 lower-case letters or digits, e.g. p29ke3',
      'ai_art_filter: must be true, false or null',
      'colour: is not a known field',
    ])
  })

  it('Unsplash says its fields in the English it always did', () => {
    expect(said(UnsplashSearchParamsSchema, { query: ' ', page: 1.5, per_page: 31, collections: ['a,b', 7] })).toEqual([
      'query: must not be empty',
      'page: must be a whole number',
      'per_page: must be between 1 and 30',
      "collections.0: must be an id of letters, digits, '_' or '-' (no commas or spaces)",
      'collections.1: must be an id (text)',
    ])
    expect(said(UnsplashSearchParamsSchema, { page: 'one', per_page: 0, collections: 'a' })).toEqual([
      'query: is required',
      'page: must be a number',
      'per_page: must be between 1 and 30',
      'collections: must be a list of ids',
    ])
    expect(said(UnsplashSearchParamsSchema, { query: 3, page: 0 })).toEqual(['query: must be text', 'page: must be at least 1'])
  })

  it('Reddit says its fields in the English it always did', () => {
    expect(said(RedditListingParamsSchema, { communities: ['ok_name', '_bad'], limit: 101, after: 'nope', include_nsfw: 'yes' })).toEqual([
      'communities.1: must be a community name: 3 to 21 letters, digits or underscores, not starting with an underscore (or a two-letter language community such as "de")',
      'limit: must be a whole number between 1 and 100',
      'after: must be a post fullname such as t3_1ss7q8o, or null',
      'include_nsfw: must be true or false',
    ])
    expect(said(RedditListingParamsSchema, { communities: 5 })).toEqual(['communities: must be a community name, several joined with "+", or a list of names'])
    expect(said(RedditListingParamsSchema, { communities: [] })).toEqual(['communities: must name at least one community'])
    const many = Array.from({ length: 51 }, (_, index) => `community${index}`)
    expect(said(RedditListingParamsSchema, { communities: many })).toEqual(['communities: must name at most 50 communities'])
  })

  it('a list item and a shuffle seed read as they did', () => {
    const result = WallhavenSearchParamsSchema.safeParse({ resolutions: ['1920x1080', 'abc'] })
    if (result.success) throw new Error('expected the input to be refused')
    expect(formIssues(result.error, { resolutions: ['1920x1080', 'abc'] })).toEqual({ resolutions: ['“abc” must be WIDTHxHEIGHT in whole pixels, e.g. 1920x1080'] })
    expect(said(ShuffleSeedSchema, 'abc')).toEqual([': must be exactly 6 letters or digits (A-Z, a-z, 0-9)'])
  })

  it('APOD says its days and rules in the English it always did', () => {
    expect(said(ApodSearchParamsSchema, { date: '2024-6-5', start_date: '2024-02-30', end_date: '1990-01-01', count: 101 })).toEqual([
      'date: must be a day as YYYY-MM-DD, e.g. 2024-06-05',
      'start_date: is not a day of the calendar',
      'end_date: must be 1995-06-16 (the first Astronomy Picture of the Day) or later',
      'count: must be a whole number from 1 to 100',
    ])
    expect(said(ApodSearchParamsSchema, { date: 5, start_date: '9999-01-01' })).toEqual(['date: must be a day as YYYY-MM-DD', 'start_date: must not be in the future'])
    expect(said(ApodSearchParamsSchema, { count: 3, date: '2024-06-05', start_date: '2024-06-05' })).toEqual([
      "count: can't be combined with date, start_date or end_date: NASA picks random days on its own",
      "date: can't be combined with start_date or end_date: ask for one day or for a range",
    ])
    expect(said(ApodSearchParamsSchema, { end_date: '2024-06-05' })).toEqual(['end_date: needs a start_date'])
    expect(said(ApodSearchParamsSchema, { start_date: '2024-06-05', end_date: '2024-06-01' })).toEqual(['start_date: must not be after end_date'])
  })

  it('the Art Institute says its bounds in the English it always did, its ceiling grouped and its last page not', () => {
    expect(said(ArticSearchParamsSchema, { query: 7, page: 0, limit: 101 })).toEqual(['query: must be text', 'page: must be a whole number of at least 1', 'limit: must be a whole number from 1 to 100'])
    expect(said(ArticSearchParamsSchema, { query: 'x'.repeat(251) })).toEqual(['query: must be at most 250 characters'])
    expect(said(ArticSearchParamsSchema, { page: 1001, limit: 1 })).toEqual(['page: must be at most 1000 with 1 a page: the Art Institute serves only the first 1,000 results of a search'])
  })

  it('Bing says its ranges in the English it always did', () => {
    expect(said(BingSearchParamsSchema, { days_ago: 8, count: 1.5 })).toEqual(['days_ago: must be a whole number from 0 to 7', 'count: must be a whole number from 1 to 8'])
  })

  it('Pexels says its fields in the English it always did', () => {
    expect(said(PexelsSearchParamsSchema, { query: 'x'.repeat(201), color: 5, page: 0, per_page: 81 })).toEqual([
      'query: must be at most 200 characters',
      'color: must be one of RED, ORANGE, YELLOW, GREEN, TURQUOISE, BLUE, VIOLET, PINK, BROWN, BLACK, GRAY, WHITE or a colour like #336699',
      'page: must be a whole number of at least 1',
      'per_page: must be a whole number from 1 to 80',
    ])
    expect(said(PexelsSearchParamsSchema, { query: 5, orientation: 'LANDSCAPE' })).toEqual(['query: must be text'])
    expect(said(PexelsSearchParamsSchema, { orientation: 'LANDSCAPE' })).toEqual(['orientation: only applies to a search: give a query too (curated photos take no filters)'])
  })

  it('Wikimedia says its days and range in the English it always did', () => {
    expect(said(WikimediaSearchParamsSchema, { date: 5, start_date: '2024-6-6', end_date: '2024-02-30' })).toEqual([
      'date: must be a day written YYYY-MM-DD',
      'start_date: must be a day written YYYY-MM-DD, e.g. 2024-06-06',
      'end_date: is not a day of the calendar',
    ])
    expect(said(WikimediaSearchParamsSchema, { date: '2004-01-01' })).toEqual(['date: must be 2004-09-07 or later: there is no picture of the day before'])
    expect(said(WikimediaSearchParamsSchema, { date: '2024-06-06', start_date: '2024-06-01' })).toEqual(["date: can't be combined with a range: give a date, or start_date and end_date"])
    expect(said(WikimediaSearchParamsSchema, { start_date: '2024-06-06', end_date: '2024-06-01' })).toEqual(['start_date: must be on or before end_date'])
    expect(said(WikimediaSearchParamsSchema, { start_date: '9999-01-01' })).toEqual(["start_date: must be on or before today's date (the range ends today)"])
  })
})
