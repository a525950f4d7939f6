import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError, type FieldIssue } from '../../../src/shared/errors'
import { Category, Color, FileType, Order, Purity, Sort, TopRange } from '../../../src/sources/wallhaven/enums'
import {
  QUERY_MAX_LENGTH,
  WallhavenSearchParamsSchema,
  createWallhavenSearchParams,
  toWallhavenQuery,
  withPage,
  withSeed,
  type WallhavenSearchParams,
  type WallhavenSearchParamsInput,
} from '../../../src/sources/wallhaven/params'

function issuesOf(input: unknown): FieldIssue[] {
  try {
    createWallhavenSearchParams(input as WallhavenSearchParamsInput)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return [...(error as ValidationError).issues]
  }
  throw new Error(`expected ${JSON.stringify(input)} to be rejected`)
}

function fieldsOf(input: unknown): string[] {
  return issuesOf(input).map((issue) => issue.field)
}

function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen)
}

const DEFAULTS = {
  query: null,
  categories: ['GENERAL', 'ANIME', 'PEOPLE'],
  purity: ['SFW'],
  sorting: 'DATE_ADDED',
  order: 'DESC',
  top_range: null,
  atleast: null,
  resolutions: [],
  ratios: [],
  colors: [],
  page: 1,
  seed: null,
  file_type: null,
  like: null,
  ai_art_filter: null,
}

describe('defaults', () => {
  it('fills every field when nothing is given', () => {
    expect(createWallhavenSearchParams()).toEqual(DEFAULTS)
    expect(createWallhavenSearchParams({})).toEqual(DEFAULTS)
  })

  it('returns a deeply frozen set', () => {
    const params = createWallhavenSearchParams({ query: 'nature', ratios: ['16x9'] })
    expect(isDeepFrozen(params)).toBe(true)
    expect(() => (params.ratios as string[]).push('21x9')).toThrow()
  })

  it('serialises the defaults to the safe, explicit query', () => {
    expect(toWallhavenQuery(createWallhavenSearchParams())).toEqual({
      categories: '111',
      purity: '100',
      sorting: 'date_added',
      order: 'desc',
      page: '1',
    })
  })
})

describe('fields', () => {
  it('trims the query and treats an empty one as none', () => {
    expect(createWallhavenSearchParams({ query: '  +mountains -snow  ' }).query).toBe('+mountains -snow')
    expect(createWallhavenSearchParams({ query: '   ' }).query).toBeNull()
    expect(createWallhavenSearchParams({ query: '' }).query).toBeNull()
    expect(createWallhavenSearchParams({ query: null }).query).toBeNull()
  })

  it('keeps the documented query forms', () => {
    for (const query of ['nature', '+a +b', '+a -b', '@alpine_light', 'id:37', 'cyberpunk city night']) {
      expect(createWallhavenSearchParams({ query }).query).toBe(query)
    }
  })

  it(`allows a query of ${QUERY_MAX_LENGTH} characters and no more`, () => {
    expect(createWallhavenSearchParams({ query: 'a'.repeat(QUERY_MAX_LENGTH) }).query).toHaveLength(QUERY_MAX_LENGTH)
    expect(createWallhavenSearchParams({ query: ` ${'a'.repeat(QUERY_MAX_LENGTH)} ` }).query).toHaveLength(QUERY_MAX_LENGTH)
    expect(issuesOf({ query: 'a'.repeat(QUERY_MAX_LENGTH + 1) })).toEqual([{ field: 'query', message: 'must be at most 250 characters' }])
  })

  it('de-duplicates categories and purity and keeps them in bit order', () => {
    const params = createWallhavenSearchParams({ categories: ['PEOPLE', 'GENERAL', 'PEOPLE'], purity: ['SKETCHY', 'SFW', 'SFW'] })
    expect(params.categories).toEqual(['GENERAL', 'PEOPLE'])
    expect(params.purity).toEqual(['SFW', 'SKETCHY'])
  })

  it('normalises and de-duplicates ratios, and de-duplicates resolutions and colours', () => {
    const params = createWallhavenSearchParams({
      ratios: ['16:9', '16x9', '21x9', 'landscape'],
      resolutions: ['1920x1080', '2560x1440', '1920x1080'],
      colors: ['BLUE', 'TEAL', 'BLUE'],
    })
    expect(params.ratios).toEqual(['16x9', '21x9', 'landscape'])
    expect(params.resolutions).toEqual(['1920x1080', '2560x1440'])
    expect(params.colors).toEqual(['BLUE', 'TEAL'])
  })

  it.each([
    ['categories', { categories: [] }],
    ['purity', { purity: [] }],
  ])('rejects an empty %s list', (field, input) => {
    expect(fieldsOf(input)).toEqual([field])
  })

  it.each([0, -1, 1.5, '2', Number.NaN, Number.POSITIVE_INFINITY, null])('rejects page %j', (page) => {
    expect(issuesOf({ page })).toEqual([{ field: 'page', message: 'must be a whole number of at least 1' }])
  })

  it('accepts any whole page from 1', () => {
    expect(createWallhavenSearchParams({ page: 1 }).page).toBe(1)
    expect(createWallhavenSearchParams({ page: 258 }).page).toBe(258)
  })

  it.each([
    ['categories', { categories: ['general'] }],
    ['purity', { purity: ['nsfw'] }],
    ['sorting', { sorting: 'toplist' }],
    ['order', { order: 'desc' }],
    ['top_range', { sorting: 'TOPLIST', top_range: '1M' }],
    ['colors', { colors: ['0066cc'] }],
    ['file_type', { file_type: 'png' }],
  ])('wants member names, not wire values, in %s', (field, input) => {
    expect(fieldsOf(input)[0]).toMatch(new RegExp(`^${field}`))
  })

  it.each([
    ['atleast', { atleast: '1920 x 1080' }],
    ['resolutions.1', { resolutions: ['1920x1080', '16:9'] }],
    ['ratios.0', { ratios: ['1.78'] }],
    ['seed', { sorting: 'RANDOM', seed: 'abc12' }],
    ['like', { like: 'P29KE3' }],
    ['ai_art_filter', { ai_art_filter: 1 }],
    ['query', { query: 42 }],
  ])('names %s when its value is malformed', (field, input) => {
    expect(fieldsOf(input)).toEqual([field])
  })

  it('rejects fields it does not know, such as the wire name topRange', () => {
    expect(issuesOf({ topRange: 'ONE_MONTH' })).toEqual([{ field: 'topRange', message: 'is not a known field' }])
  })

  it('rejects anything that is not an object', () => {
    expect(issuesOf(null)).toHaveLength(1)
    expect(issuesOf('q=nature')).toHaveLength(1)
    expect(issuesOf([])).toHaveLength(1)
  })
})

describe('invalid combinations', () => {
  it.each([
    ['top_range without toplist sorting', { top_range: 'ONE_MONTH' }, 'top_range'],
    ['top_range with random sorting', { sorting: 'RANDOM', top_range: 'ONE_DAY' }, 'top_range'],
    ['seed without random sorting', { seed: 'abc123' }, 'seed'],
    ['seed with toplist sorting', { sorting: 'TOPLIST', seed: 'abc123' }, 'seed'],
    ['like with a query', { like: 'p29ke3', query: 'nature' }, 'like'],
    ['like with file_type', { like: 'p29ke3', file_type: 'PNG' }, 'like'],
    ['id: with another term', { query: 'id:37 mountains' }, 'query'],
    ['id: with an excluded term', { query: 'id:37 -snow' }, 'query'],
    ['id: with file_type', { query: 'id:37', file_type: 'JPG' }, 'query'],
    ['id: with a non-numeric tag', { query: 'id:anime' }, 'query'],
    ['like: typed in the query', { query: 'like:p29ke3' }, 'query'],
    ['like: typed after other terms', { query: 'nature +LIKE:p29ke3' }, 'query'],
    ['type: typed in the query', { query: 'nature type:png' }, 'query'],
  ])('rejects %s, naming the field', (_case, input, field) => {
    const issues = issuesOf(input)
    expect(issues.map((issue) => issue.field)).toEqual([field])
    expect(issues[0]?.message).not.toBe('')
  })

  it('names both fields when like meets an id: query', () => {
    expect(new Set(fieldsOf({ like: 'p29ke3', query: 'id:37' }))).toEqual(new Set(['like', 'query']))
  })

  it('accepts each rule-bound field where it belongs', () => {
    expect(createWallhavenSearchParams({ sorting: 'TOPLIST', top_range: 'ONE_MONTH' }).top_range).toBe('ONE_MONTH')
    expect(createWallhavenSearchParams({ sorting: 'RANDOM', seed: 'abc123' }).seed).toBe('abc123')
    expect(createWallhavenSearchParams({ like: 'p29ke3' }).like).toBe('p29ke3')
    expect(createWallhavenSearchParams({ query: 'id:37' }).query).toBe('id:37')
    expect(createWallhavenSearchParams({ query: 'nature', file_type: 'PNG' }).file_type).toBe('PNG')
    expect(createWallhavenSearchParams({ query: '@alpine_light', file_type: 'JPG' }).query).toBe('@alpine_light')
  })

  it('reports every failing field at once', () => {
    expect(fieldsOf({ page: 0, top_range: 'ONE_DAY' })).toEqual(['page', 'top_range'])
    expect(new Set(fieldsOf({ categories: [], purity: [], seed: 'abc123', like: 'p29ke3', query: 'x' }))).toEqual(
      new Set(['categories', 'purity', 'seed', 'like']),
    )
  })

  it('does not blame a rule on a field that is itself invalid', () => {
    expect(fieldsOf({ sorting: 'toplist', top_range: 'ONE_MONTH' })).toEqual(['sorting'])
  })

  it('gives one message naming every field', () => {
    const error = (() => {
      try {
        createWallhavenSearchParams({ page: -1, seed: 'abc123' })
      } catch (caught) {
        return caught as ValidationError
      }
      return null
    })()
    expect(error?.message).toContain('page')
    expect(error?.message).toContain('seed: only applies when sorting is random')
  })
})

describe('serialisation (docs/apis.md, Wallhaven "Search parameters")', () => {
  it('sends a filtered keyword search', () => {
    const params = createWallhavenSearchParams({
      query: '+mountains -snow',
      categories: ['GENERAL'],
      purity: ['SFW', 'SKETCHY'],
      sorting: 'RELEVANCE',
      order: 'DESC',
      atleast: '2560x1440',
      ratios: ['16:9', '21x9'],
      colors: ['AZURE'],
      page: 3,
    })
    const query = toWallhavenQuery(params)
    expect(query).toEqual({
      categories: '100',
      purity: '110',
      sorting: 'relevance',
      order: 'desc',
      q: '+mountains -snow',
      atleast: '2560x1440',
      ratios: '16x9,21x9',
      colors: '0099cc',
      page: '3',
    })
    expect(Object.keys(query)).toEqual(['categories', 'purity', 'sorting', 'order', 'q', 'atleast', 'ratios', 'colors', 'page'])
  })

  it('sends a toplist with its range in camelCase', () => {
    const query = toWallhavenQuery(
      createWallhavenSearchParams({ categories: ['ANIME', 'PEOPLE'], sorting: 'TOPLIST', top_range: 'ONE_MONTH', resolutions: ['3840x2160', '2560x1440'] }),
    )
    expect(query).toEqual({
      categories: '011',
      purity: '100',
      sorting: 'toplist',
      order: 'desc',
      topRange: '1M',
      resolutions: '3840x2160,2560x1440',
      page: '1',
    })
    expect(Object.keys(query)).toEqual(['categories', 'purity', 'sorting', 'order', 'topRange', 'resolutions', 'page'])
  })

  it('sends a seeded shuffle page with the seed after the page', () => {
    const query = toWallhavenQuery(createWallhavenSearchParams({ sorting: 'RANDOM', seed: 'Xk3m9Q', page: 2, ai_art_filter: true }))
    expect(Object.entries(query)).toEqual([
      ['categories', '111'],
      ['purity', '100'],
      ['sorting', 'random'],
      ['order', 'desc'],
      ['page', '2'],
      ['seed', 'Xk3m9Q'],
      ['ai_art_filter', '1'],
    ])
  })

  it('folds like into q as the whole term, never first in the query string', () => {
    const query = toWallhavenQuery(createWallhavenSearchParams({ like: 'p29ke3', purity: ['SFW', 'SKETCHY', 'NSFW'], order: 'ASC' }))
    expect(Object.entries(query)).toEqual([
      ['categories', '111'],
      ['purity', '111'],
      ['sorting', 'date_added'],
      ['order', 'asc'],
      ['q', 'like:p29ke3'],
      ['page', '1'],
    ])
  })

  it('adds the file type to q as one more term', () => {
    expect(toWallhavenQuery(createWallhavenSearchParams({ query: 'nature', file_type: 'PNG' })).q).toBe('nature type:png')
    expect(toWallhavenQuery(createWallhavenSearchParams({ file_type: 'JPG' })).q).toBe('type:jpg')
    expect(toWallhavenQuery(createWallhavenSearchParams({ query: '@alpine_light', file_type: 'JPG' })).q).toBe('@alpine_light type:jpg')
  })

  it('sends an id: search alone in q', () => {
    expect(toWallhavenQuery(createWallhavenSearchParams({ query: 'id:1', sorting: 'VIEWS' }))).toEqual({
      categories: '111',
      purity: '100',
      sorting: 'views',
      order: 'desc',
      q: 'id:1',
      page: '1',
    })
  })

  it('sends several colours as a comma list of hex', () => {
    expect(toWallhavenQuery(createWallhavenSearchParams({ colors: ['MAROON', 'CHARCOAL', 'WHITE'] })).colors).toBe('660000,424153,ffffff')
  })

  it('sends the AI-art filter only when it is set', () => {
    expect(toWallhavenQuery(createWallhavenSearchParams({ ai_art_filter: false })).ai_art_filter).toBe('0')
    expect(toWallhavenQuery(createWallhavenSearchParams({ ai_art_filter: true })).ai_art_filter).toBe('1')
    expect(toWallhavenQuery(createWallhavenSearchParams({ ai_art_filter: null }))).not.toHaveProperty('ai_art_filter')
  })
})

describe('copy operations', () => {
  it('withPage changes only the page and validates it', () => {
    const params = createWallhavenSearchParams({ query: 'nature', ratios: ['16x9'] })
    const next = withPage(params, 2)
    expect(next).toEqual({ ...params, page: 2 })
    expect(params.page).toBe(1)
    expect(() => withPage(params, 0)).toThrow(ValidationError)
  })

  it('withSeed changes only the seed and needs random sorting', () => {
    const params = createWallhavenSearchParams({ sorting: 'RANDOM', seed: 'abc123', page: 4 })
    expect(withSeed(params, 'Xk3m9Q')).toEqual({ ...params, seed: 'Xk3m9Q' })
    expect(() => withSeed(params, 'short')).toThrow(ValidationError)
    expect(fieldsOfThrown(() => withSeed(createWallhavenSearchParams(), 'abc123'))).toEqual(['seed'])
  })
})

function fieldsOfThrown(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    return (error as ValidationError).issues.map((issue) => issue.field)
  }
  return []
}

// Valid sets only: each rule-bound field appears where the rules allow it.
const seedArb = fc.stringMatching(/^[A-Za-z0-9]{6}$/)
const termArb = fc.stringMatching(/^[+-]?[a-z][a-z0-9_]{0,11}$/)
const plainQueryArb = fc.array(termArb, { minLength: 1, maxLength: 5 }).map((terms) => terms.join(' '))
const resolutionArb = fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 })).map(([w, h]) => `${w}x${h}`)
const ratioArb = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }), fc.constantFrom('x', ':')).map(([w, h, sep]) => `${w}${sep}${h}`),
  fc.constantFrom('landscape', 'portrait'),
)
const searchArb = fc.oneof(
  fc.record({ like: fc.stringMatching(/^[a-z0-9]{6}$/) }),
  fc.record({ query: fc.integer({ min: 1, max: 99_999 }).map((id) => `id:${id}`) }),
  fc.record({ query: fc.option(plainQueryArb), file_type: fc.option(fc.constantFrom(...FileType.members)) }),
)
const sortingArb = fc.oneof(
  fc.record({ sorting: fc.constant('TOPLIST' as const), top_range: fc.option(fc.constantFrom(...TopRange.members)) }),
  fc.record({ sorting: fc.constant('RANDOM' as const), seed: fc.option(seedArb) }),
  fc.record({ sorting: fc.constantFrom(...Sort.members.filter((sort) => sort !== 'TOPLIST' && sort !== 'RANDOM')) }),
)
const validInputArb = fc
  .tuple(
    searchArb,
    sortingArb,
    fc.record(
      {
        categories: fc.array(fc.constantFrom(...Category.members), { minLength: 1, maxLength: 5 }),
        purity: fc.array(fc.constantFrom(...Purity.members), { minLength: 1, maxLength: 5 }),
        order: fc.constantFrom(...Order.members),
        atleast: fc.option(resolutionArb),
        resolutions: fc.array(resolutionArb, { maxLength: 4 }),
        ratios: fc.array(ratioArb, { maxLength: 4 }),
        colors: fc.array(fc.constantFrom(...Color.members), { maxLength: 4 }),
        page: fc.integer({ min: 1, max: 1_000_000 }),
        ai_art_filter: fc.option(fc.boolean()),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([search, sorting, rest]) => ({ ...rest, ...search, ...sorting }))
const validParamsArb = validInputArb.map((input) => createWallhavenSearchParams(input))

describe('properties', () => {
  it('every generated input is a valid set that survives a round trip through the schema', () => {
    fc.assert(
      fc.property(validParamsArb, (params) => {
        expect(WallhavenSearchParamsSchema.parse(params)).toEqual(params)
      }),
    )
  })

  it('withPage changes only the page and keeps the set frozen and valid', () => {
    fc.assert(
      fc.property(validParamsArb, fc.integer({ min: 1, max: 1_000_000 }), (params, page) => {
        const next = withPage(params, page)
        expect(next).toEqual({ ...params, page })
        expect(isDeepFrozen(next)).toBe(true)
        expect(WallhavenSearchParamsSchema.safeParse(next).success).toBe(true)
      }),
    )
  })

  it('withSeed changes only the seed of a random sort and keeps the set frozen and valid', () => {
    const randomArb = validInputArb.map((input) => createWallhavenSearchParams({ ...input, sorting: 'RANDOM', top_range: null }))
    fc.assert(
      fc.property(randomArb, seedArb, (params, seed) => {
        const next = withSeed(params, seed)
        expect(next).toEqual({ ...params, seed })
        expect(isDeepFrozen(next)).toBe(true)
        expect(WallhavenSearchParamsSchema.safeParse(next).success).toBe(true)
      }),
    )
  })

  it('serialising never emits an empty or placeholder value and always leads with the four fixed keys', () => {
    fc.assert(
      fc.property(validParamsArb, (params: WallhavenSearchParams) => {
        const query = toWallhavenQuery(params)
        expect(Object.keys(query).slice(0, 4)).toEqual(['categories', 'purity', 'sorting', 'order'])
        expect(query.page).toBe(String(params.page))
        for (const value of Object.values(query)) {
          expect(typeof value).toBe('string')
          expect(['', 'undefined', 'null', 'NaN']).not.toContain(value)
        }
        expect(query.categories).toMatch(/^(?!000)[01]{3}$/)
        expect(query.purity).toMatch(/^(?!000)[01]{3}$/)
      }),
    )
  })
})
