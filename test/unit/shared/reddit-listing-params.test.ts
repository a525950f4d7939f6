import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError, type FieldIssue } from '../../../src/shared/errors'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from '../../../src/sources/reddit/enums'
import {
  MAX_COMMUNITIES,
  RedditListingParamsSchema,
  createRedditListingParams,
  toRedditListingRequest,
  withAfter,
  type RedditListingParamsInput,
} from '../../../src/sources/reddit/params'

function issuesOf(input: unknown): FieldIssue[] {
  try {
    createRedditListingParams(input as RedditListingParamsInput)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return [...(error as ValidationError).issues]
  }
  throw new Error('expected a ValidationError')
}

function fieldsOf(input: unknown): string[] {
  return issuesOf(input).map((issue) => issue.field)
}

describe('createRedditListingParams: defaults (seed §4.6)', () => {
  it('fills every default', () => {
    expect(createRedditListingParams({ communities: ['wallpapers'] })).toEqual({
      communities: ['wallpapers'],
      sort: 'HOT',
      time_filter: 'ALL',
      limit: 25,
      after: null,
      media_type: 'ANY',
      include_nsfw: false,
    })
  })

  it('returns a deeply frozen set', () => {
    const params = createRedditListingParams({ communities: ['wallpapers', 'EarthPorn'] })
    expect(Object.isFrozen(params)).toBe(true)
    expect(Object.isFrozen(params.communities)).toBe(true)
  })

  it('refuses unknown keys, so a misspelt field is not replaced by its default', () => {
    expect(fieldsOf({ communities: 'wallpapers', timeFilter: 'WEEK' })).toEqual(['timeFilter'])
  })
})

describe('communities', () => {
  it('accepts one name as a string', () => {
    expect(createRedditListingParams({ communities: 'wallpapers' }).communities).toEqual(['wallpapers'])
  })

  it('splits one string joined with "+"', () => {
    expect(createRedditListingParams({ communities: 'wallpapers+EarthPorn+de' }).communities).toEqual(['wallpapers', 'EarthPorn', 'de'])
  })

  it('strips a leading r/ or /r/ and surrounding spaces', () => {
    expect(createRedditListingParams({ communities: ['r/wallpapers', '/r/EarthPorn', ' spaceporn '] }).communities).toEqual([
      'wallpapers',
      'EarthPorn',
      'spaceporn',
    ])
    expect(createRedditListingParams({ communities: '/r/wallpapers+r/wallpaper' }).communities).toEqual(['wallpapers', 'wallpaper'])
  })

  it('drops duplicates case-insensitively, keeping the first spelling', () => {
    expect(createRedditListingParams({ communities: 'Wallpapers+EarthPorn+wallpapers+r/earthporn' }).communities).toEqual([
      'Wallpapers',
      'EarthPorn',
    ])
  })

  it.each(['abc', 'a_b', 'Wallpapers', '9gag', 'A'.repeat(21), 'de', 'fr'])('accepts %j', (name) => {
    expect(createRedditListingParams({ communities: [name] }).communities).toEqual([name])
  })

  it.each(['a', 'Ab', 'DE', '_abc', 'wall-papers', 'wall papers', 'A'.repeat(22), 'r/', 'wallpapers/', 'ünicode', ''])('rejects %j', (name) => {
    expect(fieldsOf({ communities: [name] })).toEqual(['communities.0'])
  })

  it('names the failing index in the field path, for each failing name', () => {
    const issues = issuesOf({ communities: ['wallpapers', 'no way', 'EarthPorn', '_x'] })
    expect(issues.map((issue) => issue.field)).toEqual(['communities.1', 'communities.3'])
    expect(issues[0]?.message).toMatch(/^must be a community name/)
  })

  it('names the index within a "+" string too', () => {
    expect(fieldsOf({ communities: 'wallpapers+bad name' })).toEqual(['communities.1'])
    expect(fieldsOf({ communities: 'wallpapers++EarthPorn' })).toEqual(['communities.1'])
  })

  it('needs at least one name', () => {
    for (const communities of [[], '', '   ']) {
      const issues = issuesOf({ communities })
      expect(issues).toEqual([{ field: 'communities', message: 'must name at least one community' }])
    }
    expect(fieldsOf({})).toEqual(['communities'])
  })

  it(`allows at most ${MAX_COMMUNITIES} distinct names`, () => {
    const names = Array.from({ length: MAX_COMMUNITIES + 1 }, (_, index) => `sub${index}`)
    expect(createRedditListingParams({ communities: names.slice(0, MAX_COMMUNITIES) }).communities).toHaveLength(MAX_COMMUNITIES)
    expect(issuesOf({ communities: names })).toEqual([{ field: 'communities', message: `must name at most ${MAX_COMMUNITIES} communities` }])
    // Duplicates don't count toward the limit.
    expect(createRedditListingParams({ communities: [...names.slice(0, MAX_COMMUNITIES), 'SUB0'] }).communities).toHaveLength(MAX_COMMUNITIES)
  })

  it('rejects something that is neither a string nor a list', () => {
    expect(fieldsOf({ communities: 42 })).toEqual(['communities'])
  })
})

describe('limit', () => {
  it.each([1, 25, 100])('accepts %i', (limit) => {
    expect(createRedditListingParams({ communities: 'wallpapers', limit }).limit).toBe(limit)
  })

  it.each([0, 101, -1, 2.5, Number.NaN])('rejects %d', (limit) => {
    expect(issuesOf({ communities: 'wallpapers', limit })).toEqual([{ field: 'limit', message: 'must be a whole number between 1 and 100' }])
  })

  it('rejects a numeric string', () => {
    expect(fieldsOf({ communities: 'wallpapers', limit: '25' })).toEqual(['limit'])
  })
})

describe('after', () => {
  it.each(['t3_1ss7q8o', 't3_a', 't3_zzzzzzzzzzzzz'])('accepts %j', (after) => {
    expect(createRedditListingParams({ communities: 'wallpapers', after }).after).toBe(after)
  })

  it.each(['1ss7q8o', 't5_2qmjl', 't3_', 't3_1SS7Q8O', 't3_1ss7q8o ', 't3_zzzzzzzzzzzzzz', ''])('rejects %j', (after) => {
    const issues = issuesOf({ communities: 'wallpapers', after })
    expect(issues).toEqual([{ field: 'after', message: 'must be a post fullname such as t3_1ss7q8o, or null' }])
  })

  it('accepts null for the first page', () => {
    expect(createRedditListingParams({ communities: 'wallpapers', after: null }).after).toBeNull()
  })
})

describe('enumerations and flags', () => {
  it('accepts every member and rejects wire values in their place', () => {
    for (const sort of CommunitySort.members) expect(createRedditListingParams({ communities: 'a_b', sort }).sort).toBe(sort)
    for (const time_filter of CommunityTimeFilter.members)
      expect(createRedditListingParams({ communities: 'a_b', time_filter }).time_filter).toBe(time_filter)
    for (const media_type of MediaTypeFilter.members)
      expect(createRedditListingParams({ communities: 'a_b', media_type }).media_type).toBe(media_type)
    expect(fieldsOf({ communities: 'a_b', sort: 'top', time_filter: 'week', media_type: 'image' })).toEqual(['sort', 'time_filter', 'media_type'])
  })

  it('takes include_nsfw only as a boolean', () => {
    expect(createRedditListingParams({ communities: 'a_b', include_nsfw: true }).include_nsfw).toBe(true)
    expect(issuesOf({ communities: 'a_b', include_nsfw: 'yes' })).toEqual([{ field: 'include_nsfw', message: 'must be true or false' }])
  })

  it('keeps time_filter with sorts that ignore it: not an error', () => {
    const params = createRedditListingParams({ communities: 'wallpapers', sort: 'NEW', time_filter: 'WEEK' })
    expect(params.time_filter).toBe('WEEK')
  })

  it('reports every failing field at once', () => {
    expect(fieldsOf({ communities: ['ok_name', 'x'], limit: 0, after: 'nope', sort: 'BEST' })).toEqual(['communities.1', 'sort', 'limit', 'after'])
  })
})

describe('toRedditListingRequest (docs/apis.md, Reddit "Listings")', () => {
  it('puts the communities and the sort in the path', () => {
    const params = createRedditListingParams({ communities: 'wallpapers+EarthPorn', sort: 'TOP' })
    expect(toRedditListingRequest(params).path).toBe('/r/wallpapers+EarthPorn/top')
  })

  it.each(CommunitySort.members)('sort %s is the path segment', (sort) => {
    const request = toRedditListingRequest(createRedditListingParams({ communities: 'wallpapers', sort }))
    expect(request.path).toBe(`/r/wallpapers/${CommunitySort.toWire(sort)}`)
  })

  it('sends the defaults as limit and raw_json only', () => {
    const request = toRedditListingRequest(createRedditListingParams({ communities: 'wallpapers' }))
    expect(request).toEqual({ path: '/r/wallpapers/hot', query: { limit: '25', raw_json: '1' } })
  })

  it.each([
    ['TOP', true],
    ['CONTROVERSIAL', true],
    ['HOT', false],
    ['NEW', false],
    ['RISING', false],
  ] as const)('sort %s sends t: %s', (sort, sendsTime) => {
    const query = toRedditListingRequest(createRedditListingParams({ communities: 'wallpapers', sort, time_filter: 'WEEK' })).query
    expect('t' in query).toBe(sendsTime)
    if (sendsTime) expect(query.t).toBe('week')
  })

  it.each(CommunityTimeFilter.members)('time filter %s goes on the wire as its lower-case word', (time_filter) => {
    const query = toRedditListingRequest(createRedditListingParams({ communities: 'wallpapers', sort: 'TOP', time_filter })).query
    expect(query.t).toBe(CommunityTimeFilter.toWire(time_filter))
  })

  it('orders the query t, limit, after, raw_json', () => {
    const params = createRedditListingParams({
      communities: 'wallpapers',
      sort: 'CONTROVERSIAL',
      time_filter: 'MONTH',
      limit: 100,
      after: 't3_1ss1x3h',
      media_type: 'GIF',
      include_nsfw: true,
    })
    const { query } = toRedditListingRequest(params)
    expect(Object.entries(query)).toEqual([
      ['t', 'month'],
      ['limit', '100'],
      ['after', 't3_1ss1x3h'],
      ['raw_json', '1'],
    ])
  })

  it('never sends media_type or include_nsfw', () => {
    for (const media_type of MediaTypeFilter.members) {
      for (const include_nsfw of [true, false]) {
        const { query } = toRedditListingRequest(createRedditListingParams({ communities: 'wallpapers', media_type, include_nsfw }))
        expect(Object.keys(query)).toEqual(['limit', 'raw_json'])
      }
    }
  })
})

describe('withAfter', () => {
  const first = createRedditListingParams({ communities: 'wallpapers+EarthPorn', sort: 'TOP', time_filter: 'YEAR', limit: 50, media_type: 'IMAGE' })

  it('returns a new set with only after changed', () => {
    const next = withAfter(first, 't3_1ss1x3h')
    expect(next).not.toBe(first)
    expect(next).toEqual({ ...first, after: 't3_1ss1x3h' })
    expect(first.after).toBeNull()
  })

  it('restarts from the first page with null', () => {
    expect(withAfter(withAfter(first, 't3_1ss1x3h'), null)).toEqual(first)
  })

  it('validates the new cursor', () => {
    expect(() => withAfter(first, 't5_2qmjl')).toThrow(ValidationError)
  })
})

const nameArb = fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/), fc.stringMatching(/^[a-z]{2}$/))
const afterArb = fc.option(fc.stringMatching(/^t3_[a-z0-9]{1,13}$/), { nil: null })
const paramsArb = fc.record({
  communities: fc.uniqueArray(nameArb, { minLength: 1, maxLength: 8, selector: (name) => name.toLowerCase() }),
  sort: fc.constantFrom(...CommunitySort.members),
  time_filter: fc.constantFrom(...CommunityTimeFilter.members),
  limit: fc.integer({ min: 1, max: 100 }),
  after: afterArb,
  media_type: fc.constantFrom(...MediaTypeFilter.members),
  include_nsfw: fc.boolean(),
})

describe('properties', () => {
  it('a valid input comes back unchanged, frozen', () => {
    fc.assert(
      fc.property(paramsArb, (input) => {
        const params = createRedditListingParams(input)
        expect(params).toEqual(input)
        expect(Object.isFrozen(params) && Object.isFrozen(params.communities)).toBe(true)
      }),
    )
  })

  it('withAfter changes only after, and the result is frozen and valid', () => {
    fc.assert(
      fc.property(paramsArb, afterArb, (input, after) => {
        const params = createRedditListingParams(input)
        const next = withAfter(params, after)
        expect(next).toEqual({ ...params, after })
        expect(Object.isFrozen(next) && Object.isFrozen(next.communities)).toBe(true)
        expect(RedditListingParamsSchema.safeParse(next).success).toBe(true)
        expect(params).toEqual(input)
      }),
    )
  })

  it('the wire query never holds an empty string or undefined, and always ends with raw_json=1', () => {
    fc.assert(
      fc.property(paramsArb, (input) => {
        const { path, query } = toRedditListingRequest(createRedditListingParams(input))
        for (const value of Object.values(query)) {
          expect(typeof value).toBe('string')
          expect(value).not.toBe('')
        }
        expect(Object.entries(query).at(-1)).toEqual(['raw_json', '1'])
        expect(path).toMatch(/^\/r\/[A-Za-z0-9_]+(\+[A-Za-z0-9_]+)*\/(hot|new|top|rising|controversial)$/)
      }),
    )
  })
})
