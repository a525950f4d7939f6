import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { ARTIC_FILTER, createArticSearchParams, nextArticParams, toArticQuery } from '../../../src/sources/artic/params'

function issuesOf(input: unknown): readonly { field: string; message: string }[] {
  try {
    createArticSearchParams(input as never)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues
  }
  throw new Error('expected a ValidationError')
}

describe('Art Institute parameters: every bad value names its field', () => {
  it('fills the defaults: every work, page 1, 30 a page', () => {
    expect(createArticSearchParams()).toEqual({ query: null, page: 1, limit: 30 })
    expect(createArticSearchParams({ query: '   ' }).query).toBeNull()
    expect(Object.isFrozen(createArticSearchParams())).toBe(true)
  })

  it.each([
    ['query', 'x'.repeat(251), 'at most 250'],
    ['query', 42, 'must be text'],
    ['page', 0, 'at least 1'],
    ['page', 1.5, 'at least 1'],
    ['limit', 0, '1 to 100'],
    ['limit', 101, '1 to 100'],
    ['limit', '20', '1 to 100'],
  ])('%s = %j is refused, naming %s', (field, value, words) => {
    const issues = issuesOf({ [field]: value })
    expect(issues).toHaveLength(1)
    expect(issues[0]?.field).toBe(field)
    expect(issues[0]?.message).toContain(words)
  })

  it('refuses a page past the first 1,000 results, on page, with the last page it may be', () => {
    expect(createArticSearchParams({ page: 10, limit: 100 }).page).toBe(10)
    expect(issuesOf({ page: 11, limit: 100 })).toEqual([
      { field: 'page', message: 'must be at most 10 with 100 a page: the Art Institute serves only the first 1,000 results of a search' },
    ])
    expect(issuesOf({ page: 34 })[0]?.message).toContain('at most 33 with 30 a page')
  })

  it('refuses an unknown field by name', () => {
    expect(issuesOf({ is_public_domain: false })).toEqual([{ field: 'is_public_domain', message: 'is not a known field' }])
  })
})

describe('Art Institute parameters on the wire', () => {
  it('asks for public-domain works with pictures, the card’s fields with image_id, in one order', () => {
    const query = toArticQuery(createArticSearchParams({ query: ' water lilies ', page: 2, limit: 12 }))
    expect(Object.keys(query)).toEqual(['q', 'params', 'fields', 'page', 'limit'])
    expect(query).toMatchObject({ q: 'water lilies', page: '2', limit: '12' })
    expect(JSON.parse(query.params as string)).toEqual({
      query: { bool: { filter: [{ term: { is_public_domain: true } }, { exists: { field: 'image_id' } }] } },
    })
    expect(query.params).toBe(ARTIC_FILTER)
    expect(query.fields?.split(',')).toEqual(expect.arrayContaining(['id', 'title', 'image_id', 'thumbnail', 'artist_title', 'is_public_domain']))
    expect(toArticQuery(createArticSearchParams())).not.toHaveProperty('q')
  })

  it('pages on until the last page or the 1,000th result', () => {
    expect(nextArticParams(createArticSearchParams({ page: 1 }), 5)).toEqual({ query: null, page: 2, limit: 30 })
    expect(nextArticParams(createArticSearchParams({ page: 5 }), 5)).toBeNull()
    expect(nextArticParams(createArticSearchParams({ page: 10, limit: 100 }), 50)).toBeNull()
    expect(nextArticParams(createArticSearchParams({ page: 33 }), null)).toBeNull()
  })
})
