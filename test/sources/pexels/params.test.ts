import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import {
  PEXELS_DEFAULT_PER_PAGE,
  createPexelsSearchParams,
  pexelsPath,
  toPexelsQuery,
  withPexelsPage,
  type PexelsSearchParamsInput,
} from '../../../src/sources/pexels/params'

function issues(input: unknown): readonly { field: string; message: string }[] {
  try {
    createPexelsSearchParams(input as PexelsSearchParamsInput)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues
  }
  throw new Error('the set was accepted')
}

const fieldsOf = (input: unknown) => issues(input).map((issue) => issue.field)

describe('Pexels parameter set', () => {
  it('defaults to the curated list, page 1, 40 a page, frozen', () => {
    const params = createPexelsSearchParams()
    expect(params).toEqual({ query: null, orientation: null, size: null, color: null, locale: null, page: 1, per_page: PEXELS_DEFAULT_PER_PAGE })
    expect(Object.isFrozen(params)).toBe(true)
    expect(pexelsPath(params)).toBe('curated')
    expect(toPexelsQuery(params)).toEqual({ page: '1', per_page: '40' })
  })

  it('is a search with words, and blank words are the curated list', () => {
    expect(pexelsPath(createPexelsSearchParams({ query: ' sea ' }))).toBe('search')
    expect(createPexelsSearchParams({ query: ' sea ' }).query).toBe('sea')
    expect(pexelsPath(createPexelsSearchParams({ query: '   ' }))).toBe('curated')
  })

  it('maps every field to its wire value, the query first and the page last', () => {
    const params = createPexelsSearchParams({ query: 'red flowers', orientation: 'LANDSCAPE', size: 'MEDIUM', color: 'RED', locale: 'UK_UA', page: 2, per_page: 80 })
    const query = toPexelsQuery(params)
    expect(query).toEqual({ query: 'red flowers', orientation: 'landscape', size: 'medium', color: 'red', locale: 'uk-UA', page: '2', per_page: '80' })
    expect(Object.keys(query)).toEqual(['query', 'orientation', 'size', 'color', 'locale', 'page', 'per_page'])
  })

  it('takes a hex colour, kept lower-case with its #', () => {
    expect(toPexelsQuery(createPexelsSearchParams({ query: 'sea', color: '#33AAFF' })).color).toBe('#33aaff')
    expect(fieldsOf({ query: 'sea', color: '33aaff' })).toEqual(['color'])
    expect(fieldsOf({ query: 'sea', color: '#3af' })).toEqual(['color'])
    expect(fieldsOf({ query: 'sea', color: 'red' })).toEqual(['color'])
  })

  it.each([
    [{ orientation: 'landscape' }, 'orientation'],
    [{ orientation: 'SQUARISH' }, 'orientation'],
    [{ size: 'HUGE' }, 'size'],
    [{ color: 'MAGENTA' }, 'color'],
    [{ locale: 'en-GB' }, 'locale'],
    [{ locale: 'EN_GB' }, 'locale'],
    [{ page: 0 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ page: '2' }, 'page'],
    [{ per_page: 0 }, 'per_page'],
    [{ per_page: 81 }, 'per_page'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ query: 42 }, 'query'],
    [{ sort: 'popular' }, 'sort'],
  ])('names the field of a bad value: %j', (input, field) => {
    const found = issues({ query: 'sea', ...input })
    expect(found.map((issue) => issue.field)).toEqual([field])
    expect(found[0]?.message).not.toBe('')
  })

  it('refuses filters without words, each on its own field, beside every other problem', () => {
    const found = issues({ orientation: 'PORTRAIT', size: 'LARGE', color: '#000000', locale: 'DE_DE', per_page: 99 })
    expect(found.map((issue) => issue.field).sort()).toEqual(['color', 'locale', 'orientation', 'per_page', 'size'])
    expect(found.find((issue) => issue.field === 'size')?.message).toMatch(/only applies to a search/)
  })

  it('gives the next page as a new validated set', () => {
    const params = createPexelsSearchParams({ query: 'sea', per_page: 10 })
    const next = withPexelsPage(params, 2)
    expect(next).toEqual({ ...params, page: 2 })
    expect(params.page).toBe(1)
    expect(() => withPexelsPage(params, 0)).toThrow(ValidationError)
  })
})
