// @vitest-environment jsdom
// Each source's words in each language (src/sources/<id>/messages): the keys its definition's texts
// get (src/sources/texts.ts) and its window parts' own (messages/en.json), every one translated,
// parsing, with English's placeholders and names; every English key of the window parts used by
// what the parts draw; and the window drawing a source's filters and key steps in the language.
import { cleanup, render, screen } from '@testing-library/react'
import { IntlProvider, createIntl } from 'react-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'
import { sourceCatalog, sourceEnglish, sourceMessages } from '../../src/renderer/src/i18n/source-catalog'
import { localisedDefinition } from '../../src/renderer/src/i18n/source-texts'
import { windowMessages } from '../../src/renderer/src/i18n/window-catalog'
import { SOURCE_IDS, type SourceId } from '../../src/sources/ids'
import { SOURCE_DEFINITIONS } from '../../src/sources/registry'
import { definitionTexts, withTexts } from '../../src/sources/texts'
import { SOURCE_WINDOW_PARTS } from '../../src/sources/window'
import { catalogProblems } from '../i18n/check-catalog'

// The sources' code as text (Vite's raw imports): where their window parts name their keys.
const CODE = import.meta.glob(['../../src/sources/*/**/*.ts', '../../src/sources/*/*.tsx', '../../src/sources/window.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>
const OTHERS = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')
const NAMES = ['Tapestry', 'Wallhaven', 'Unsplash', 'Reddit', 'Bing', 'NASA', 'APOD', 'DEMO_KEY', 'Wikimedia Commons', 'Art Institute of Chicago', 'Pexels']

afterEach(cleanup)

/** The code of a source's folder, where its window parts name their keys. */
function folderCode(id: SourceId): string {
  const code = Object.entries(CODE).filter(([file]) => file.includes(`/sources/${id}/`) || file.endsWith('/sources/window.ts'))
  if (code.length < 3) throw new Error(`found too little of ${id}'s code to look for its keys in`)
  return code.map(([, text]) => text).join('\n')
}

/** The keys a source's filters panel asks for when drawn in English, read off the messages it is given. */
function keysTheFiltersAsk(id: SourceId): Set<string> {
  const asked = new Set<string>()
  const Filters = SOURCE_WINDOW_PARTS[id]?.Filters
  if (Filters === undefined) return asked
  const record = (key: string | symbol) => {
    if (typeof key === 'string' && key.startsWith(`source.${id}.`)) asked.add(key.slice(`source.${id}.`.length))
  }
  const messages = new Proxy(windowMessages('en') as Record<string, unknown>, {
    get: (target, key) => (record(key), target[key as string]),
    has: (target, key) => (record(key), key in target),
    getOwnPropertyDescriptor: (target, key) => (record(key), Object.getOwnPropertyDescriptor(target, key)),
  })
  const definition = SOURCE_DEFINITIONS[id]
  render(
    <IntlProvider locale="en" messages={messages as Record<string, string>}>
      <Filters form={definition.form.defaults} issues={{}} onChange={() => {}} hasKey={false} />
    </IntlProvider>,
  )
  cleanup()
  return asked
}

/** Every key of a source's English: its definition's (used by construction), and its parts' where drawn or named in its code. */
function usedKeys(id: SourceId): string[] {
  const code = folderCode(id)
  const drawn = keysTheFiltersAsk(id)
  // An error sentence is named by its short key where the client says it (sourceSentence(words,
  // 'error.…')); a wait's, by the key its units hang from (waitSentence(words, 'error.…', wait)).
  const waitKey = (key: string) => /^(error\.[^.]+)\.(later|seconds|minutes|hours|days)$/.exec(key)?.[1]
  const said = (key: string) => key.startsWith('error.') && (code.includes(`'${key}'`) || code.includes(`'${waitKey(key) ?? key}'`))
  // What a field's value is told (sourceFieldSays(words, 'issue.…')) is named by its short key where the schema says it.
  const told = (key: string) => key.startsWith('issue.') && code.includes(`'${key}'`)
  return Object.keys(sourceEnglish(id)).filter((key) => key in definitionTexts(SOURCE_DEFINITIONS[id]) || drawn.has(key) || namedIn(code, `source.${id}.${key}`) || said(key) || told(key))
}

/** A key named in code as it is, or by a template whose fixed start leads to it (`source.x.preview.category.${…}`). */
function namedIn(code: string, key: string): boolean {
  if (code.includes(`'${key}'`)) return true
  return [...code.matchAll(/`(source\.[\w.]+)\$\{/g)].some(([, start]) => key.startsWith(start as string))
}

describe("the sources' catalogs", () => {
  it.each(SOURCE_IDS)('%s: every language has English’s keys, parsing, with its placeholders and names, each English key used', (id) => {
    const english = sourceEnglish(id)
    const catalogs = Object.fromEntries(OTHERS.map((locale) => [locale, sourceMessages(id, locale)]))
    const problems = catalogProblems({ english, catalogs, sources: usedKeys(id).map((key) => `'${key}'`), names: NAMES })
    expect(problems).toEqual([])
    for (const locale of OTHERS) expect(Object.keys(catalogs[locale] ?? {}), `${id} ${locale}`).toEqual(Object.keys(english))
  })

  it.each(SOURCE_IDS)('%s: is translated, not copied (only codes, acronyms and names read as English)', (id) => {
    const english = sourceEnglish(id)
    // "en-US", "SFW", "GIF", "JPEG": no word of three lower-case letters, nothing to translate.
    const wordless = (text: string) => !/[a-z]{3}/.test(text)
    for (const locale of OTHERS) {
      const catalog = sourceMessages(id, locale)
      const copied = Object.entries(catalog).filter(([key, text]) => text === english[key] && !wordless(text))
      // A handful of words are the same in a language ("Portrait", "Orange", "Magenta", "Anime").
      expect(copied.length, `${id} ${locale}: ${copied.map(([key]) => key).join(', ')}`).toBeLessThan(6)
    }
  })

  it('a definition’s texts are keyed by the walk that gives them, and only its words change', () => {
    const wallhaven = SOURCE_DEFINITIONS.wallhaven
    expect(definitionTexts(wallhaven)).toMatchObject({ 'key.label': 'API key', 'key.steps.0': 'Sign in to Wallhaven (an account is free).' })
    expect(definitionTexts(SOURCE_DEFINITIONS.apod)).toMatchObject({ 'field.mode.label': 'Show', 'field.mode.option.today': "Today's picture", 'field.date.hint': 'From 1995-06-16 to today' })
    const shouted = withTexts(SOURCE_DEFINITIONS.apod, (_key, english) => english.toUpperCase())
    expect(shouted.form.fields[0]).toMatchObject({ label: 'SHOW', options: [['today', "TODAY'S PICTURE"], ['day', 'ONE DAY'], ['range', 'A DATE RANGE'], ['random', 'RANDOM DAYS']] })
    expect(shouted.key?.url).toBe('https://api.nasa.gov')
    expect(shouted.name).toBe('NASA APOD')
  })

  it('a language without a translation of a text shows its English, never its key', () => {
    const catalog = sourceCatalog('de')
    for (const id of SOURCE_IDS) for (const key of Object.keys(sourceEnglish(id))) expect(catalog[`source.${id}.${key}`], `${id}.${key}`).toBeTruthy()
  })
})

describe('the window in the language', () => {
  it('draws APOD’s form and Unsplash’s key steps from the German catalog', () => {
    const intl = createIntl({ locale: 'de', messages: windowMessages('de') })
    const t = (key: string) => intl.formatMessage({ id: key })
    const apod = localisedDefinition('apod', t)
    expect(apod.form.fields[0]?.label).toBe(sourceMessages('apod', 'de')['field.mode.label'])
    expect(apod.form.fields[0]?.label).not.toBe('Show')
    const unsplash = localisedDefinition('unsplash', t)
    expect(unsplash.key?.steps).toEqual(SOURCE_DEFINITIONS.unsplash.key?.steps.map((_step, index) => sourceMessages('unsplash', 'de')[`key.steps.${index}`]))
  })

  it('draws Wallhaven’s filters panel in French', () => {
    const Filters = SOURCE_WINDOW_PARTS.wallhaven?.Filters
    if (Filters === undefined) throw new Error('Wallhaven has its own filters panel')
    const { container } = render(
      <IntlProvider locale="fr" messages={windowMessages('fr') as Record<string, string>}>
        <Filters form={SOURCE_DEFINITIONS.wallhaven.form.defaults} issues={{}} onChange={() => {}} hasKey={false} />
      </IntlProvider>,
    )
    const french = sourceMessages('wallhaven', 'fr')
    expect(container.querySelector(`.filters[aria-label="${french['filters']}"]`)).not.toBeNull()
    expect(screen.getByLabelText(french['field.sorting.label'] as string)).toBeTruthy()
    expect(screen.getByRole('option', { name: french['field.sorting.option.DATE_ADDED'] })).toBeTruthy()
    expect(screen.queryByText('Sorting')).toBeNull()
  })
})
