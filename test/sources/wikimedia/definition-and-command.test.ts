import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ValidationError } from '../../../src/main/core/errors/errors'
import { parseCommandLine } from '../../../src/main/cli/args'
import type { CliContext } from '../../../src/main/cli/context'
import { wikimediaDaysCommand } from '../../../src/sources/wikimedia/command'
import { wikimediaDefinition } from '../../../src/sources/wikimedia/definition'
import { createWikimediaSearchParams } from '../../../src/sources/wikimedia/params'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-09-15T12:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe("Wikimedia Commons' definition", () => {
  it('is keyless, in the default pool with filters its schema takes, and not shuffled', () => {
    expect(wikimediaDefinition).toMatchObject({ id: 'wikimedia', name: 'Wikimedia Commons', key: null, shuffles: false })
    expect(createWikimediaSearchParams(wikimediaDefinition.defaultPoolFilters ?? undefined)).toEqual({ date: null, start_date: null, end_date: null })
  })

  it('opens on the last week, one date field for each parameter', () => {
    expect(createWikimediaSearchParams(wikimediaDefinition.form.toParams(wikimediaDefinition.form.defaults))).toEqual(createWikimediaSearchParams())
    expect(wikimediaDefinition.form.fields.map((field) => [field.name, field.kind])).toEqual([
      ['date', 'date'],
      ['start_date', 'date'],
      ['end_date', 'date'],
    ])
  })

  it('turns the form into a parameter set, and a bad day into an issue on its field', () => {
    expect(createWikimediaSearchParams(wikimediaDefinition.form.toParams({ date: ' 2024-06-06 ', start_date: '', end_date: '' }))).toEqual({ date: '2024-06-06', start_date: null, end_date: null })
    try {
      createWikimediaSearchParams(wikimediaDefinition.form.toParams({ date: '', start_date: '2024-02-30', end_date: '' }))
      throw new Error('expected a ValidationError')
    } catch (error) {
      expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual(['start_date'])
    }
  })
})

describe('tapestry wikimedia days', () => {
  function planned(argv: string[]) {
    const requests: unknown[] = []
    const context = { service: { planSearch: (request: unknown) => (requests.push(request), { method: 'GET', url: 'x', query: {}, headers: {} }) } } as unknown as CliContext
    const { input } = parseCommandLine(argv, wikimediaDaysCommand.flags, wikimediaDaysCommand.positionals)
    return { run: () => wikimediaDaysCommand.run(input, { dryRun: true }, context), requests }
  }

  it('reads a range from --from and --to', async () => {
    const { run, requests } = planned(['--from', '2024-06-01', '--to', '2024-06-30'])
    await run()
    expect(requests).toEqual([{ source: 'wikimedia', params: { date: null, start_date: '2024-06-01', end_date: '2024-06-30' } }])
  })

  it('refuses a day with a range, naming the field, and sends nothing', async () => {
    const { run, requests } = planned(['--date', '2024-06-06', '--from', '2024-06-01'])
    await expect((async () => run())()).rejects.toBeInstanceOf(ValidationError)
    expect(requests).toEqual([])
  })

  it('sends, and says so in its help, with examples', () => {
    expect(wikimediaDaysCommand).toMatchObject({ words: ['wikimedia', 'days'], sends: true })
    expect(wikimediaDaysCommand.examples?.some((example) => example.line.includes('--dry-run'))).toBe(true)
  })
})
