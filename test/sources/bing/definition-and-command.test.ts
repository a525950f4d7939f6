import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/main/core/errors/errors'
import { parseCommandLine } from '../../../src/main/cli/args'
import type { CliContext } from '../../../src/main/cli/context'
import { bingDaysCommand } from '../../../src/sources/bing/command'
import { bingDefinition } from '../../../src/sources/bing/definition'
import { createBingSearchParams } from '../../../src/sources/bing/params'

describe("Bing's definition", () => {
  it('is keyless, in the default pool with filters its schema takes, and not shuffled', () => {
    expect(bingDefinition).toMatchObject({ id: 'bing', name: 'Bing', key: null, shuffles: false })
    expect(createBingSearchParams(bingDefinition.defaultPoolFilters ?? undefined)).toEqual({ market: 'EN_US', days_ago: 0, count: 8 })
  })

  it("opens on a form whose defaults are the schema's own, one field for each parameter it shows", () => {
    expect(createBingSearchParams(bingDefinition.form.toParams(bingDefinition.form.defaults))).toEqual(createBingSearchParams())
    const names = bingDefinition.form.fields.map((field) => field.name)
    expect(names).toEqual(['market', 'days_ago'])
    for (const name of names) expect(Object.keys(bingDefinition.params.shape)).toContain(name)
  })

  it('turns the form into a parameter set, and a bad value into an issue on its field', () => {
    expect(createBingSearchParams(bingDefinition.form.toParams({ market: 'JA_JP', days_ago: '3' }))).toEqual({ market: 'JA_JP', days_ago: 3, count: 8 })
    expect(() => createBingSearchParams(bingDefinition.form.toParams({ market: 'EN_US', days_ago: 'soon' }))).toThrow(ValidationError)
    try {
      createBingSearchParams(bingDefinition.form.toParams({ days_ago: 'soon' }))
    } catch (error) {
      expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['days_ago'])
    }
  })

  it('offers every market once, as its schema knows them', () => {
    const market = bingDefinition.form.fields.find((field) => field.name === 'market')
    const options = market?.kind === 'select' ? market.options.map(([value]) => value) : []
    expect(options).toHaveLength(12)
    for (const value of options) expect(() => createBingSearchParams({ market: value as never })).not.toThrow()
  })
})

describe('tapestry bing days', () => {
  function planned(argv: string[]) {
    const requests: unknown[] = []
    const context = { service: { planSearch: (request: unknown) => (requests.push(request), { method: 'GET', url: 'x', query: {}, headers: {} }) } } as unknown as CliContext
    const { input } = parseCommandLine(argv, bingDaysCommand.flags, bingDaysCommand.positionals)
    return { run: () => bingDaysCommand.run(input, { dryRun: true }, context), requests }
  }

  it('reads its flags as wire values and hands the service a checked parameter set', async () => {
    const { run, requests } = planned(['--market', 'ja-JP', '--days-ago', '3', '--count', '2'])
    await run()
    expect(requests).toEqual([{ source: 'bing', params: { market: 'JA_JP', days_ago: 3, count: 2 } }])
  })

  it('names the flag of a bad value, and sends nothing', async () => {
    expect(() => parseCommandLine(['--market', 'en-AU'], bingDaysCommand.flags, [])).toThrow(/must be one of de-DE/)
    const { run, requests } = planned(['--days-ago', '9'])
    await expect((async () => run())()).rejects.toBeInstanceOf(ValidationError)
    expect(requests).toEqual([])
  })

  it('sends, and says so in its help, with examples', () => {
    expect(bingDaysCommand).toMatchObject({ words: ['bing', 'days'], sends: true })
    expect(bingDaysCommand.examples?.length).toBeGreaterThanOrEqual(2)
    expect(bingDaysCommand.examples?.some((example) => example.line.includes('--dry-run'))).toBe(true)
  })
})
