import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { Sort } from '../../../src/shared/sources/wallhaven/enums'
import { commaList, parseCommandLine, renameFields, wholeNumber, wireValue, wireValueList, type FlagSpec } from '../../../src/main/cli/args'

const flags: FlagSpec[] = [
  { flag: 'per-page', field: 'per_page', value: 'N', help: '', parse: wholeNumber },
  { flag: 'sorting', field: 'sorting', value: 'S', help: '', parse: wireValue(Sort) },
  { flag: 'sorts', field: 'sorts', value: 'S', help: '', parse: wireValueList(Sort) },
  { flag: 'nsfw', field: 'include_nsfw', help: '' },
]
const positionals = [{ name: 'QUERY', field: 'query', required: true }]

function issues(argv: string[]) {
  try {
    parseCommandLine(argv, flags, positionals)
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).issues
  }
  throw new Error('expected a validation error')
}

describe('parseCommandLine', () => {
  it('maps flags to fields, wire values to members, and positionals', () => {
    const parsed = parseCommandLine(['nature', '--per-page', '5', '--sorting', 'toplist', '--sorts', 'views,hot', '--nsfw', '--json'], flags, positionals)
    expect(parsed.input).toEqual({ query: 'nature', per_page: 5, sorting: 'TOPLIST', sorts: ['VIEWS', 'HOT'], include_nsfw: true })
    expect(parsed.json).toBe(true)
    expect(parsed.dryRun).toBe(false)
  })

  it('reports every bad flag at once, named as typed', () => {
    expect(issues(['q', '--per-page', 'ten', '--sorting', 'best'])).toEqual([
      { field: '--per-page', message: 'must be a whole number' },
      { field: '--sorting', message: 'must be one of date_added, relevance, random, views, favorites, toplist, hot' },
    ])
  })

  it('rejects unknown options, missing values, missing and extra positionals', () => {
    expect(issues(['q', '--colour', 'red'])).toEqual([{ field: '', message: 'unknown option --colour' }])
    expect(issues(['q', '--per-page'])[0]?.message).toBe('option --per-page needs a value')
    expect(issues([])).toEqual([{ field: 'QUERY', message: 'is required' }])
    expect(issues(['a', 'b'])).toEqual([{ field: '', message: 'unexpected argument "b"' }])
  })

  it('lets --help through without the required positional', () => {
    expect(parseCommandLine(['--help'], flags, positionals).help).toBe(true)
  })
})

describe('renameFields', () => {
  it('names parameter-set fields by their flag or positional', () => {
    const renamed = renameFields(
      new ValidationError([
        { field: 'per_page', message: 'must be at most 30' },
        { field: 'query', message: 'must not be empty' },
        { field: 'other', message: 'x' },
      ]),
      flags,
      positionals,
    )
    expect(renamed.issues.map((issue) => issue.field)).toEqual(['--per-page', 'QUERY', 'other'])
  })
})

describe('commaList', () => {
  it('splits, trims and drops empty entries', () => {
    expect(commaList(' a, b,,c ')).toEqual(['a', 'b', 'c'])
  })
})
