import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from '../../../src/sources/unsplash/enums'
import {
  createUnsplashSearchParams,
  toUnsplashSearchQuery,
  withPage,
  type UnsplashSearchParamsInput,
} from '../../../src/sources/unsplash/params'

function failureOf(make: () => unknown): ValidationError {
  try {
    make()
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

const fieldsOf = (make: () => unknown) => failureOf(make).issues.map((issue) => issue.field)

const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
const inputArb: fc.Arbitrary<UnsplashSearchParamsInput> = fc.record(
  {
    query: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim().length > 0),
    page: fc.integer({ min: 1, max: 10_000 }),
    per_page: fc.integer({ min: 1, max: 30 }),
    order_by: fc.constantFrom(...PhotoOrderBy.members),
    collections: fc.array(idArb, { maxLength: 4 }),
    content_filter: fc.constantFrom(...PhotoContentFilter.members),
    color: fc.option(fc.constantFrom(...PhotoColor.members)),
    orientation: fc.option(fc.constantFrom(...PhotoOrientation.members)),
  },
  { requiredKeys: ['query'] },
)

describe('createUnsplashSearchParams (seed §4.2)', () => {
  it('fills in every default', () => {
    expect(createUnsplashSearchParams({ query: 'mountains' })).toEqual({
      query: 'mountains',
      page: 1,
      per_page: 10,
      order_by: 'RELEVANT',
      collections: [],
      content_filter: 'LOW',
      color: null,
      orientation: null,
    })
  })

  it('returns a deeply frozen set', () => {
    const params = createUnsplashSearchParams({ query: 'sea', collections: ['1065976'] })
    expect(Object.isFrozen(params)).toBe(true)
    expect(Object.isFrozen(params.collections)).toBe(true)
  })

  it.each([1, 30, 10])('accepts per_page %d', (perPage) => {
    expect(createUnsplashSearchParams({ query: 'sea', per_page: perPage }).per_page).toBe(perPage)
  })

  it.each([
    [0, 'must be between 1 and 30'],
    [31, 'must be between 1 and 30'],
    [1.5, 'must be a whole number'],
    [-3, 'must be between 1 and 30'],
  ])('rejects per_page %d naming the field', (perPage, message) => {
    const error = failureOf(() => createUnsplashSearchParams({ query: 'sea', per_page: perPage }))
    expect(error.issues).toEqual([{ field: 'per_page', message }])
  })

  it('rejects a per_page that is not a number', () => {
    expect(fieldsOf(() => createUnsplashSearchParams({ query: 'sea', per_page: '10' as never }))).toEqual(['per_page'])
  })

  it.each([0, -1, 2.5])('rejects page %d', (page) => {
    expect(fieldsOf(() => createUnsplashSearchParams({ query: 'sea', page }))).toEqual(['page'])
  })

  it('starts pages at 1', () => {
    expect(createUnsplashSearchParams({ query: 'sea', page: 1 }).page).toBe(1)
  })

  it.each([
    [undefined, 'is required'],
    [null, 'is required'],
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['x'.repeat(251), 'must be at most 250 characters'],
  ])('requires a query (%j)', (query, message) => {
    const error = failureOf(() => createUnsplashSearchParams({ query } as never))
    expect(error.issues).toEqual([{ field: 'query', message }])
  })

  it('trims the query', () => {
    expect(createUnsplashSearchParams({ query: '  snowy peaks ' }).query).toBe('snowy peaks')
  })

  it.each(['a,b', '', 'with space', 'ünïcode'])('rejects the collection id %j naming its position', (id) => {
    expect(fieldsOf(() => createUnsplashSearchParams({ query: 'sea', collections: ['1065976', id] }))).toEqual(['collections.1'])
  })

  it('rejects wire values and unknown members for enumerations', () => {
    expect(fieldsOf(() => createUnsplashSearchParams({ query: 'sea', order_by: 'latest' as never, color: 'CYAN' as never }))).toEqual([
      'order_by',
      'color',
    ])
  })

  it('refuses unknown keys so a misspelt field is not silently dropped', () => {
    expect(() => createUnsplashSearchParams({ query: 'sea', perPage: 5 } as never)).toThrow(ValidationError)
  })

  it('reports every failing field at once', () => {
    expect(fieldsOf(() => createUnsplashSearchParams({ query: '', page: 0, per_page: 31 }))).toEqual(['query', 'page', 'per_page'])
  })
})

describe('toUnsplashSearchQuery', () => {
  it('emits the fixed keys in order when nothing optional is set', () => {
    const query = toUnsplashSearchQuery(createUnsplashSearchParams({ query: 'mountains' }))
    expect(Object.entries(query)).toEqual([
      ['query', 'mountains'],
      ['page', '1'],
      ['per_page', '10'],
      ['order_by', 'relevant'],
      ['content_filter', 'low'],
    ])
  })

  it('emits every field with wire values and joined collections', () => {
    const params = createUnsplashSearchParams({
      query: 'northern lights',
      page: 3,
      per_page: 30,
      order_by: 'LATEST',
      collections: ['1065976', 'j7hIPPKdCOU'],
      content_filter: 'HIGH',
      color: 'BLACK_AND_WHITE',
      orientation: 'LANDSCAPE',
    })
    expect(Object.entries(toUnsplashSearchQuery(params))).toEqual([
      ['query', 'northern lights'],
      ['page', '3'],
      ['per_page', '30'],
      ['order_by', 'latest'],
      ['content_filter', 'high'],
      ['collections', '1065976,j7hIPPKdCOU'],
      ['color', 'black_and_white'],
      ['orientation', 'landscape'],
    ])
  })

  it('never emits an empty, undefined or "null" value', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const value of Object.values(toUnsplashSearchQuery(createUnsplashSearchParams(input)))) {
          expect(typeof value).toBe('string')
          expect(value).not.toBe('')
          expect(value).not.toBe('null')
          expect(value).not.toBe('undefined')
        }
      }),
    )
  })
})

describe('withPage', () => {
  it('changes only the page and keeps the set frozen and valid', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 100_000 }), (input, page) => {
        const params = createUnsplashSearchParams(input)
        const next = withPage(params, page)
        expect(next).toEqual({ ...params, page })
        expect(next).not.toBe(params)
        expect(Object.isFrozen(next)).toBe(true)
        expect(Object.isFrozen(next.collections)).toBe(true)
        expect(createUnsplashSearchParams(next)).toEqual(next)
        expect(params.page).toBe(input.page ?? 1)
      }),
    )
  })

  it('rejects an invalid page', () => {
    const params = createUnsplashSearchParams({ query: 'sea' })
    expect(fieldsOf(() => withPage(params, 0))).toEqual(['page'])
  })
})
