// Every catalog says what English says: the same keys, each used somewhere in src/, each message
// parsing, with English's placeholders, and the names English keeps (docs/i18n.md).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGS, CATALOG_PARTS, ENGLISH_CATALOG } from '../../src/shared/i18n/catalog'
import { SUPPORTED_LOCALES } from '../../src/shared/i18n/locales'
import { catalogProblems, placeholders } from './check-catalog'

const root = join(import.meta.dirname, '../..')

/** Every TypeScript file under src/: where the keys are looked for. */
function sourceTexts(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(root, 'src', file), 'utf8'))
}

/** The catalog's parts after the general one, in CATALOG_PARTS' order: each a folder of messages/ and its keys' prefix. */
const PARTS = ['core', 'desktop', 'status', 'system', 'fields']

const NAMES = ['Tapestry', 'Wallhaven', 'Unsplash', 'Reddit', 'Bing', 'NASA APOD', 'Wikimedia Commons', 'Art Institute of Chicago', 'Pexels']
const others = Object.fromEntries(SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, CATALOGS[locale]]))

describe('the message catalogs', () => {
  it('has a file for each supported locale in each part, and the English one is the reference', () => {
    const folder = join(root, 'src/shared/i18n/messages')
    const expected = SUPPORTED_LOCALES.map((locale) => `${locale}.json`).sort()
    for (const part of ['', ...PARTS]) expect(readdirSync(join(folder, part)).filter((file) => file.endsWith('.json')).sort(), part).toEqual(expected)
    expect(CATALOGS.en).toBe(ENGLISH_CATALOG)
  })

  it("keeps each part's keys under its name, so no part hides another's", () => {
    const [general, ...parts] = CATALOG_PARTS.en
    expect(Object.keys(general ?? {}).filter((key) => PARTS.some((part) => key.startsWith(`${part}.`)))).toEqual([])
    parts.forEach((messages, index) => expect(Object.keys(messages).filter((key) => !key.startsWith(`${PARTS[index]}.`)), PARTS[index]).toEqual([]))
  })

  it('is complete and consistent in every language', () => {
    expect(catalogProblems({ english: ENGLISH_CATALOG, catalogs: others, sources: sourceTexts(), names: NAMES })).toEqual([])
  })

  it('is translated, not copied: most of each catalog differs from English', () => {
    for (const [locale, catalog] of Object.entries(others)) {
      // A message of placeholders and punctuation alone ("{first}; {rest}") has no words to translate.
      const same = Object.entries(catalog).filter(([key, message]) => message === ENGLISH_CATALOG[key as keyof typeof ENGLISH_CATALOG] && /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, '')))
      // A few are the same everywhere ("{display}: {title} — {credit}", "OK", "Sources" in French).
      expect(same.length, `${locale}: ${same.map(([key]) => key).join(', ')}`).toBeLessThan(6)
    }
  })
})

/** The window's own catalogs (src/renderer/src/i18n/messages), read as files: the Node project does not compile them. */
const windowDir = join(root, 'src/renderer/src/i18n/messages')
const windowCatalog = (locale: string): Record<string, string> => JSON.parse(readFileSync(join(windowDir, `${locale}.json`), 'utf8')) as Record<string, string>
const windowOthers = Object.fromEntries(SUPPORTED_LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, windowCatalog(locale)]))

/** The window's messages that read the same as English in a language, rightly: short badges, words the language borrows. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['library.tab.downloads', 'card.badge.gif', 'card.badge.video', 'card.badge.nsfw', 'card.badge.spoiler', 'nowShowing.failed'],
  es: ['card.badge.gif', 'card.badge.nsfw', 'card.badge.spoiler', 'nowShowing.failed'],
  fr: ['preview.type.image', 'preview.facts.type', 'search.source', 'card.badge.gif', 'card.badge.nsfw', 'toast.region', 'settings.section.rotation', 'settings.pool.heading'],
  'pt-BR': ['library.tab.downloads', 'card.badge.gif', 'card.badge.nsfw', 'card.badge.spoiler', 'nowShowing.failed'],
  'zh-CN': [],
}

describe("the window's catalogs", () => {
  it('has a file for each supported locale', () => {
    expect(readdirSync(windowDir).sort()).toEqual(SUPPORTED_LOCALES.map((locale) => `${locale}.json`).sort())
  })

  it('is complete and consistent in every language', () => {
    expect(catalogProblems({ english: windowCatalog('en'), catalogs: windowOthers, sources: sourceTexts(), names: NAMES })).toEqual([])
  })

  it('shares no key with the main process catalog, so neither hides the other when they are merged', () => {
    expect(Object.keys(windowCatalog('en')).filter((key) => key in ENGLISH_CATALOG)).toEqual([])
  })

  it('is translated, not copied: only the listed messages read as English does', () => {
    const english = windowCatalog('en')
    for (const [locale, catalog] of Object.entries(windowOthers)) {
      const same = Object.keys(catalog).filter((key) => catalog[key] === english[key])
      expect(same.sort(), locale).toEqual([...(SAME_AS_ENGLISH[locale] ?? [])].sort())
    }
  })
})

describe('the catalog check', () => {
  const english = { 'tray.next': 'Next wallpaper', 'tray.everyHours': '{count, plural, one {Every hour} other {Every # hours}}', 'update.fault.refused': '{hasVersion, select, yes {Tapestry {version}} other {The update}} was refused.' }
  const sources = [`t('tray.next') t('tray.everyHours') t('update.fault.refused')`]
  const good = { 'tray.next': 'Nächstes Bild', 'tray.everyHours': '{count, plural, one {Stündlich} other {Alle # Stunden}}', 'update.fault.refused': '{hasVersion, select, yes {Tapestry {version}} other {Die Aktualisierung}} wurde abgelehnt.' }

  it('passes a good catalog, plural branches of its own included', () => {
    expect(catalogProblems({ english, catalogs: { de: good }, sources, names: ['Tapestry'] })).toEqual([])
  })

  it.each([
    ['a missing key', { 'tray.next': 'Nächstes Bild', 'tray.everyHours': good['tray.everyHours'] }, 'de: update.fault.refused is missing'],
    ['a key English does not have', { ...good, 'tray.nope': 'Nein' }, 'de: tray.nope is not in the English catalog'],
    ['a renamed argument', { ...good, 'tray.everyHours': '{n, plural, one {Stündlich} other {Alle # Stunden}}' }, 'de: tray.everyHours has placeholders n:plural, English has count:plural'],
    ['an argument made plain', { ...good, 'tray.everyHours': 'Alle {count} Stunden' }, 'de: tray.everyHours has placeholders count:argument, English has count:plural'],
    ['a select with other keys', { ...good, 'update.fault.refused': '{hasVersion, select, ja {Tapestry {version}} other {Die Aktualisierung}} wurde abgelehnt.' }, 'de: update.fault.refused has placeholders hasVersion:select, hasVersion:select=ja|other, version:argument, English has hasVersion:select, hasVersion:select=other|yes, version:argument'],
    ['a message that does not parse', { ...good, 'tray.next': 'Nächstes {Bild' }, 'de: tray.next does not parse'],
    ['a kept name translated', { ...good, 'update.fault.refused': '{hasVersion, select, yes {Tapisserie {version}} other {Die Aktualisierung}} wurde abgelehnt.' }, 'de: update.fault.refused drops the name Tapestry'],
  ])('fails on %s', (_what, catalog, problem) => {
    const problems = catalogProblems({ english, catalogs: { de: catalog }, sources, names: ['Tapestry'] })
    expect(problems.some((found) => found.startsWith(problem))).toBe(true)
  })

  it('fails on a key no source file uses', () => {
    expect(catalogProblems({ english, catalogs: {}, sources: [`t('tray.next') t('tray.everyHours')`] })).toEqual(['en: update.fault.refused is used by no source file'])
  })

  it('reads placeholders inside plural and select branches', () => {
    expect(placeholders('{count, plural, one {# on {display}} other {# on {display} at {time, time, short}}}')).toEqual(['count:plural', 'display:argument', 'time:time'])
  })
})
