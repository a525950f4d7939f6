// The system's preferred languages, as Electron gives them on each system, to one catalog.
import { describe, expect, it } from 'vitest'
import { matchLocale } from '../../src/shared/i18n/match-locale'

describe('matchLocale', () => {
  it.each([
    [['de-AT', 'en-US'], 'de'],
    [['en-US', 'de-DE'], 'en'],
    [['fr-CA', 'en-US'], 'fr'],
    [['es-419'], 'es'],
    [['es-MX', 'en-US'], 'es'],
    [['pt-BR'], 'pt-BR'],
    // Portuguese from Portugal reads Brazilian Portuguese: it gets that rather than English.
    [['pt-PT', 'en-GB'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['zh-CN'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    // macOS: the region as the country of a language that names none (Electron's docs, "zh-Hans-FI").
    [['zh-Hans-FI'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    // Traditional Chinese: no catalog, so the next language, else English.
    [['zh-TW'], 'en'],
    [['zh-Hant-HK', 'fr-FR'], 'fr'],
    // A language without a catalog gives way to the next one that has one.
    [['fi-FI', 'de-DE'], 'de'],
    [['fi', 'ja-JP'], 'en'],
    // POSIX spellings, if a list carries them.
    [['de_DE.UTF-8'], 'de'],
    [['C', 'POSIX', 'fr_FR@euro'], 'fr'],
    [['not a tag!', 'es-ES'], 'es'],
    [[], 'en'],
  ] as const)('%o → %s', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected)
  })
})
