import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { Sort } from '../../../src/sources/wallhaven/enums'
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

describe('an id that begins with a dash', () => {
  const items = [
    { name: 'SOURCE', field: 'source', required: false },
    { name: 'ID', field: 'id', required: false },
  ]
  const parse = (argv: string[]) => parseCommandLine(argv, flags, items)

  it('is a positional, before or after the options, without --', () => {
    expect(parse(['unsplash', '-pWV-0jg3SE']).input).toEqual({ source: 'unsplash', id: '-pWV-0jg3SE' })
    expect(parse(['unsplash', '-pWV-0jg3SE', '--json', '--per-page', '5'])).toMatchObject({ input: { source: 'unsplash', id: '-pWV-0jg3SE', per_page: 5 }, json: true })
    expect(parse(['--nsfw', 'unsplash', '-_x9']).input).toEqual({ include_nsfw: true, source: 'unsplash', id: '-_x9' })
    expect(parse(['unsplash', '--', '-pWV-0jg3SE']).input).toEqual({ source: 'unsplash', id: '-pWV-0jg3SE' })
  })

  it('stays a flag value where a flag takes one', () => {
    expect(parse(['unsplash', 'abc', '--per-page', '-5']).input).toEqual({ source: 'unsplash', id: 'abc', per_page: -5 })
  })

  it('still leaves a mistyped option an unknown option, with its did-you-mean', () => {
    const typo = (argv: string[], positionalsOf = items) => {
      try {
        parseCommandLine(argv, flags, positionalsOf)
      } catch (error) {
        return (error as ValidationError).issues
      }
      throw new Error('expected a validation error')
    }
    expect(typo(['unsplash', '--sortnig', 'hot'])).toEqual([{ field: '', message: 'unknown option --sortnig. Did you mean "--sorting"?' }])
    expect(typo(['unsplash', '-nsfw'])[0]?.message).toMatch(/^unknown option -n/)
    // A command without positionals reads every dashed word as an option.
    expect(typo(['-pWV-0jg3SE'], [])[0]?.message).toMatch(/^unknown option/)
    expect(typo(['unsplash', 'a', '-pWV-0jg3SE'])).toEqual([{ field: '', message: 'unexpected argument "-pWV-0jg3SE"' }])
  })

  it('leaves -h the help switch', () => {
    expect(parse(['-h']).help).toBe(true)
  })
})
