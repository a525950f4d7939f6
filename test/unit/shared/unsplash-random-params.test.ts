import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { PhotoContentFilter, PhotoOrientation } from '../../../src/sources/unsplash/enums'
import {
  UnsplashRandomParamsSchema,
  createUnsplashRandomParams,
  toUnsplashRandomQuery,
  type UnsplashRandomParamsInput,
} from '../../../src/sources/unsplash/random-params'

function failureOf(make: () => unknown): ValidationError {
  try {
    make()
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

describe('createUnsplashRandomParams (seed §4.3)', () => {
  it('accepts no parameters at all and fills in every default', () => {
    const expected = { collections: [], topics: [], username: null, query: null, orientation: null, content_filter: 'LOW' }
    expect(createUnsplashRandomParams({})).toEqual(expected)
    expect(createUnsplashRandomParams()).toEqual(expected)
  })

  it('returns a deeply frozen set', () => {
    const params = createUnsplashRandomParams({ topics: ['wallpapers'] })
    expect(Object.isFrozen(params)).toBe(true)
    expect(Object.isFrozen(params.topics)).toBe(true)
  })

  it.each<[UnsplashRandomParamsInput]>([
    [{ query: 'forest' }],
    [{ collections: ['1065976'] }],
    [{ topics: ['nature', '3d-renders'] }],
    [{ collections: ['1065976'], topics: ['wallpapers'] }],
    [{ username: 'tjholowaychuk', query: 'lake' }],
  ])('accepts each narrowing alone: %j', (input) => {
    expect(() => createUnsplashRandomParams(input)).not.toThrow()
  })

  it.each<[UnsplashRandomParamsInput, string]>([
    [{ query: 'forest', collections: ['1065976'] }, "can't be combined with collections"],
    [{ query: 'forest', topics: ['wallpapers'] }, "can't be combined with topics"],
    [{ query: 'forest', collections: ['1065976'], topics: ['wallpapers'] }, "can't be combined with collections or topics"],
  ])('rejects query with collections or topics, naming query: %j', (input, message) => {
    expect(failureOf(() => createUnsplashRandomParams(input)).issues).toEqual([{ field: 'query', message }])
  })

  it('reports the combination together with unrelated failures', () => {
    const error = failureOf(() => createUnsplashRandomParams({ query: 'forest', topics: ['wallpapers'], orientation: 'WIDE' as never }))
    expect(error.issues.map((issue) => issue.field).sort()).toEqual(['orientation', 'query'])
  })

  it.each([
    ['a,b', 'collections.0'],
    ['', 'collections.0'],
  ])('rejects the collection id %j', (id, field) => {
    expect(failureOf(() => createUnsplashRandomParams({ collections: [id] })).issues.map((issue) => issue.field)).toEqual([field])
  })

  it('rejects a topic id with a comma', () => {
    expect(failureOf(() => createUnsplashRandomParams({ topics: ['nature', 'a,b'] })).issues.map((issue) => issue.field)).toEqual(['topics.1'])
  })

  it.each(['', '   ', 'x'.repeat(251)])('rejects the query %j', (query) => {
    expect(failureOf(() => createUnsplashRandomParams({ query })).issues.map((issue) => issue.field)).toEqual(['query'])
  })

  it.each([
    ['tjholowaychuk', 'tjholowaychuk'],
    ['  jane_doe99 ', 'jane_doe99'],
    ['@kace', 'kace'],
  ])('accepts the username %j as %j', (username, expected) => {
    expect(createUnsplashRandomParams({ username }).username).toBe(expected)
  })

  it.each(['', 'jane doe', 'jane-doe', 'jane.doe', '@', 'x'.repeat(65)])('rejects the username %j', (username) => {
    expect(failureOf(() => createUnsplashRandomParams({ username })).issues.map((issue) => issue.field)).toEqual(['username'])
  })

  it('refuses count, which belongs to the HTTP client', () => {
    expect(() => createUnsplashRandomParams({ count: 1 } as never)).toThrow(ValidationError)
  })
})

describe('toUnsplashRandomQuery', () => {
  it('sends only content_filter when nothing is set', () => {
    expect(toUnsplashRandomQuery(createUnsplashRandomParams({}))).toEqual({ content_filter: 'low' })
  })

  it('emits every set field in order with wire values', () => {
    const params = createUnsplashRandomParams({
      collections: ['1065976', 'j7hIPPKdCOU'],
      topics: ['wallpapers', 'nature'],
      username: 'kace',
      orientation: 'PORTRAIT',
      content_filter: 'HIGH',
    })
    expect(Object.entries(toUnsplashRandomQuery(params))).toEqual([
      ['collections', '1065976,j7hIPPKdCOU'],
      ['topics', 'wallpapers,nature'],
      ['username', 'kace'],
      ['orientation', 'portrait'],
      ['content_filter', 'high'],
    ])
  })

  it('emits the query where it may be sent', () => {
    expect(Object.entries(toUnsplashRandomQuery(createUnsplashRandomParams({ username: 'kace', query: ' snowy  peaks ' })))).toEqual([
      ['username', 'kace'],
      ['query', 'snowy  peaks'],
      ['content_filter', 'low'],
    ])
  })

  it('never emits an empty, undefined or "null" value, nor count or a cache-buster', () => {
    const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
    const inputArb = fc.oneof(
      fc.record(
        { collections: fc.array(idArb, { maxLength: 3 }), topics: fc.array(idArb, { maxLength: 3 }) },
        { requiredKeys: [] },
      ),
      fc.record({ query: fc.option(fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '')) }, { requiredKeys: [] }),
    )
    const restArb = fc.record(
      {
        username: fc.option(fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/)),
        orientation: fc.option(fc.constantFrom(...PhotoOrientation.members)),
        content_filter: fc.constantFrom(...PhotoContentFilter.members),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(inputArb, restArb, (narrowing, rest) => {
        const query = toUnsplashRandomQuery(createUnsplashRandomParams({ ...narrowing, ...rest }))
        expect(query).not.toHaveProperty('count')
        expect(query).not.toHaveProperty('c')
        expect(query.content_filter).toMatch(/^(low|high)$/)
        for (const value of Object.values(query)) {
          expect(value).not.toBe('')
          expect(value).not.toBe('null')
          expect(value).not.toBe('undefined')
        }
      }),
    )
  })
})

describe('inputs that are not a parameter set at all', () => {
  it.each([42, 'text', [], { unexpected: true }, null])('%j is a validation failure, not a crash', (input) => {
    const result = UnsplashRandomParamsSchema.safeParse(input)
    expect(result.success).toBe(false)
  })
})
