// `tapestry artic search` from its flags to the request --dry-run prints.
import { describe, expect, it } from 'vitest'
import { parseCommandLine, renameFields } from '../../../src/main/cli/args'
import type { CliContext } from '../../../src/main/cli/context'
import { ValidationError } from '../../../src/shared/errors'
import { AIC_USER_AGENT, createArticClient } from '../../../src/sources/artic/client'
import { articSearchCommand } from '../../../src/sources/artic/command'
import { ARTIC_FILTER, type ArticSearchParams } from '../../../src/sources/artic/params'

const artic = createArticClient({ baseUrl: 'https://api.artic.edu/api/v1' })
const context = { service: { planSearch: (request: { params: ArticSearchParams }) => artic.planSearch(request.params) } } as unknown as CliContext

async function dryRun(argv: string[]) {
  const parsed = parseCommandLine(argv, articSearchCommand.flags, articSearchCommand.positionals)
  try {
    return await articSearchCommand.run(parsed.input, { dryRun: true }, context)
  } catch (error) {
    throw error instanceof ValidationError ? renameFields(error, articSearchCommand.flags, articSearchCommand.positionals) : error
  }
}

describe('tapestry artic search', () => {
  it('prints the request it would send', async () => {
    const result = await dryRun(['--query', 'water lilies', '--page', '2', '--limit', '12'])
    expect(result.json).toMatchObject({
      url: 'https://api.artic.edu/api/v1/artworks/search',
      query: { q: 'water lilies', params: ARTIC_FILTER, page: '2', limit: '12' },
      headers: { 'AIC-User-Agent': AIC_USER_AGENT },
    })
  })

  it('names the flag of a bad value, and the page past the first 1,000 results', async () => {
    await expect(dryRun(['--limit', '500'])).rejects.toMatchObject({ issues: [{ field: '--limit', message: 'must be a whole number from 1 to 100' }] })
    await expect(dryRun(['--page', '40'])).rejects.toMatchObject({ issues: [{ field: '--page' }] })
  })

  it('sends a request, with help lines and examples', () => {
    expect(articSearchCommand.sends).toBe(true)
    expect(articSearchCommand.words).toEqual(['artic', 'search'])
    expect(articSearchCommand.examples?.length).toBeGreaterThanOrEqual(2)
  })
})
