import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../../src/shared/errors'
import { flagsOf, parseCommandLine } from '../../../src/main/cli/args'
import { pexelsCuratedCommand, pexelsSearchCommand } from '../../../src/sources/pexels/command'
import { pexelsDefinition } from '../../../src/sources/pexels/definition'
import { createPexelsSearchParams } from '../../../src/sources/pexels/params'

const { form } = pexelsDefinition

describe('Pexels definition', () => {
  it('opens on the curated photos: the default form is a valid set with no query', () => {
    expect(createPexelsSearchParams(form.toParams(form.defaults)).query).toBeNull()
    expect(form.needsQuery?.(form.defaults)).toBe(false)
  })

  it('drops the filters of a form without words, and keeps them beside words', () => {
    const filters = { orientation: 'PORTRAIT', size: 'LARGE', color: 'BLUE', locale: 'JA_JP' }
    expect(createPexelsSearchParams(form.toParams({ ...form.defaults, ...filters }))).toMatchObject({ query: null, orientation: null, size: null })
    expect(createPexelsSearchParams(form.toParams({ ...form.defaults, ...filters, query: ' sea ' }))).toMatchObject({
      query: 'sea',
      orientation: 'PORTRAIT',
      size: 'LARGE',
      color: 'BLUE',
      locale: 'JA_JP',
    })
  })

  it('offers only values the schema takes, each field a parameter of the set', () => {
    for (const field of form.fields) {
      expect(Object.keys(form.defaults)).toContain(field.name)
      if (field.kind !== 'select') continue
      for (const [value] of field.options) {
        expect(() => createPexelsSearchParams(form.toParams({ ...form.defaults, query: 'sea', [field.name]: value })), `${field.name}=${value}`).not.toThrow()
      }
    }
  })

  it('needs a key, with the steps to get one, and stays out of the default pool', () => {
    expect(pexelsDefinition.key).toMatchObject({ setting: 'pexelsApiKey', env: 'TAPESTRY_PEXELS_API_KEY', required: true, url: 'https://www.pexels.com/api/' })
    expect(pexelsDefinition.key?.steps.length).toBeGreaterThanOrEqual(2)
    expect(pexelsDefinition.defaultPoolFilters).toBeNull()
  })
})

describe('Pexels commands', () => {
  const search = (argv: string[]) => parseCommandLine(argv, pexelsSearchCommand.flags, pexelsSearchCommand.positionals)

  it('read every search flag into the set', () => {
    const { input } = search(['sea', '--orientation', 'landscape', '--size', 'medium', '--color', '336699', '--locale', 'de-DE', '--page', '2', '--per-page', '80'])
    expect(createPexelsSearchParams(input)).toEqual({ query: 'sea', orientation: 'LANDSCAPE', size: 'MEDIUM', color: '#336699', locale: 'DE_DE', page: 2, per_page: 80 })
    expect(search(['sea', '--color', 'Turquoise']).input['color']).toBe('TURQUOISE')
  })

  it('name the flag of a bad value', () => {
    for (const [argv, field] of [
      [['sea', '--color', 'magenta'], '--color'],
      [['sea', '--orientation', 'squarish'], '--orientation'],
      [['sea', '--locale', 'en-GB'], '--locale'],
      [['sea', '--page', 'two'], '--page'],
    ] as const) {
      try {
        search([...argv])
        throw new Error(`${argv.join(' ')} was accepted`)
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError)
        expect((error as ValidationError).issues.map((issue) => issue.field)).toEqual([field])
      }
    }
  })

  it('need words for a search, and take none for the curated list', () => {
    expect(() => search([])).toThrow(ValidationError)
    expect(pexelsCuratedCommand.positionals).toEqual([])
    expect(flagsOf(pexelsCuratedCommand).map((spec) => spec.flag)).toEqual(['page', 'per-page', 'json', 'dry-run', 'help'])
    expect(pexelsSearchCommand.sends && pexelsCuratedCommand.sends).toBe(true)
    expect(pexelsSearchCommand.examples?.length).toBeGreaterThanOrEqual(2)
  })
})
