// The `tapestry apod …` commands from their flags to the request --dry-run prints: the flags fill
// the parameter set, a bad value names its flag, and the plan never shows the key.
import { describe, expect, it } from 'vitest'
import { parseCommandLine, renameFields } from '../../../src/main/cli/args'
import type { CliContext } from '../../../src/main/cli/context'
import type { CliCommand } from '../../../src/main/cli/run'
import { ValidationError } from '../../../src/shared/errors'
import { createApodClient } from '../../../src/sources/apod/client'
import { apodRandomCommand, apodSearchCommand } from '../../../src/sources/apod/command'
import type { ApodSearchParams } from '../../../src/sources/apod/params'
import { createApodRateBudget } from '../../../src/sources/apod/rate-budget'

const KEY = 'PersonalNasaKey0123456789abcdefghijklmno'
const apod = createApodClient({ baseUrl: 'https://api.nasa.gov', apiKey: KEY, budget: createApodRateBudget(KEY), today: () => '2026-09-15' })
/** Only what --dry-run reaches: the service's plan, answered by the APOD client itself. */
const context = { service: { planSearch: (request: { params: ApodSearchParams }) => apod.planSearch(request.params) } } as unknown as CliContext

async function dryRun(command: CliCommand<CliContext>, argv: string[]) {
  const parsed = parseCommandLine(argv, command.flags, command.positionals)
  try {
    return await command.run(parsed.input, { dryRun: true }, context)
  } catch (error) {
    throw error instanceof ValidationError ? renameFields(error, command.flags, command.positionals) : error
  }
}

describe('tapestry apod', () => {
  it('prints the request a range would send, the key redacted', async () => {
    const result = await dryRun(apodSearchCommand, ['--start-date', '2024-06-01', '--end-date', '2024-06-05'])
    expect(result.json).toEqual({
      method: 'GET',
      url: 'https://api.nasa.gov/planetary/apod',
      query: { start_date: '2024-06-01', end_date: '2024-06-05', thumbs: 'true', api_key: '[redacted]' },
      headers: { 'user-agent': expect.any(String) },
    })
    expect(result.text).not.toContain(KEY)
  })

  it('asks for 24 random days unless --count says', async () => {
    expect(((await dryRun(apodRandomCommand, [])).json as { query: object }).query).toEqual({ count: '24', thumbs: 'true', api_key: '[redacted]' })
    expect(((await dryRun(apodRandomCommand, ['--count', '5'])).json as { query: object }).query).toMatchObject({ count: '5' })
  })

  it('names the flag of a bad value, and of a combination NASA refuses', async () => {
    await expect(dryRun(apodSearchCommand, ['--date', '2024-02-30'])).rejects.toMatchObject({ issues: [{ field: '--date', message: 'is not a day of the calendar' }] })
    await expect(dryRun(apodSearchCommand, ['--date', '2024-06-05', '--count', '3'])).rejects.toMatchObject({ issues: [{ field: '--count' }] })
    await expect(dryRun(apodRandomCommand, ['--count', 'many'])).rejects.toMatchObject({ issues: [{ field: '--count', message: 'must be a whole number' }] })
  })

  it('sends a request, with help lines and examples', () => {
    for (const command of [apodSearchCommand, apodRandomCommand]) {
      expect(command.sends).toBe(true)
      expect(command.words[0]).toBe('apod')
      expect(command.examples?.length).toBeGreaterThanOrEqual(2)
      for (const flag of command.flags) expect(flag.help.length).toBeGreaterThan(10)
    }
  })
})
