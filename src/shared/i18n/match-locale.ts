// Which catalog to show, from the system's preferred languages in order, as Electron's
// app.getPreferredSystemLanguages() gives them ("de-AT", "zh-Hans-CN", "es-419"; on Linux from
// LANGUAGE, LC_ALL, LC_MESSAGES and LANG). The first language Tapestry has a catalog for wins, so
// ['fi-FI', 'de-DE'] is German; none at all is English. docs/i18n.md says why each rule is so.
import { DEFAULT_LOCALE, type SupportedLocale } from './locales'

/** "de_DE.UTF-8" or "sr_RS@latin" (POSIX spellings, if a list carries them) as a BCP 47 tag, or null. */
function toLocale(tag: string): Intl.Locale | null {
  const bcp47 = tag.trim().replace(/[.@].*$/, '').replaceAll('_', '-')
  if (bcp47 === '' || bcp47 === 'C' || bcp47 === 'POSIX') return null
  try {
    return new Intl.Locale(bcp47)
  } catch {
    return null
  }
}

/** The catalog for one preferred language, or null when there is none for it. */
function catalogFor(tag: string): SupportedLocale | null {
  const locale = toLocale(tag)
  if (!locale) return null
  switch (locale.language) {
    case 'en':
    case 'de':
    case 'es':
    case 'fr':
      return locale.language
    // Brazilian Portuguese for every Portuguese: a reader in Portugal reads it without effort
    // (spelling and some words differ, as US and British English do), far better than English.
    case 'pt':
      return 'pt-BR'
    // Simplified Chinese only for the Simplified script: "zh-TW" and "zh-HK" (Traditional, which
    // maximize() infers) go on to the next preferred language, rather than a script the reader
    // may not read comfortably.
    case 'zh':
      return locale.maximize().script === 'Hans' ? 'zh-CN' : null
    default:
      return null
  }
}

export function matchLocale(preferred: readonly string[]): SupportedLocale {
  for (const tag of preferred) {
    const match = catalogFor(tag)
    if (match) return match
  }
  return DEFAULT_LOCALE
}
