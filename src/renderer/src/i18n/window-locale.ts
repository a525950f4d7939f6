// The window's locale: Settings' `language` when it names one, else the system's preferred
// languages matched to a catalog (docs/i18n.md, "How the language is chosen"). The window reads the
// system's languages from the main process in the app (the preload's `systemLanguages`, the list the
// menus follow), and from navigator.languages in the browser harness.
import { isPseudoLocale, type LanguageSetting, type Locale } from '../../../shared/i18n/locales'
import { matchLocale } from '../../../shared/i18n/match-locale'

export function windowLocale(setting: LanguageSetting | null, languages: readonly string[]): Locale {
  if (setting !== null && setting !== 'system') return setting
  // A pseudo-locale only when it is the browser's first language (Chromium's --lang=en-XA, or a
  // test's locale): never matched from a list, never offered in Settings.
  const first = languages[0]
  if (first !== undefined && isPseudoLocale(first)) return first
  return matchLocale(languages)
}

/**
 * The system's preferred languages: the main process's (window.api.systemLanguages) in the app, the
 * browser's in the harness; none outside a browser (the window's tests under Node).
 */
export function systemLanguages(): readonly string[] {
  const page = globalThis as { api?: { systemLanguages?: readonly string[] }; navigator?: { languages?: readonly string[] } }
  return page.api?.systemLanguages ?? page.navigator?.languages ?? []
}

/**
 * The locale Intl formats numbers and dates in: the system's own variant of the catalog's language
 * when it has one (the English catalog, but en-GB's "26 November" and 24-hour clock; German, but
 * de-CH's numbers), else the catalog's. The pseudo-locales' text is English changed, so they format
 * as English does (ar-XB would otherwise write Arabic digits).
 */
export function formattingLocale(locale: Locale, languages: readonly string[] = []): string {
  if (isPseudoLocale(locale)) return 'en'
  const language = new Intl.Locale(locale).language
  const own = languages.find((tag) => {
    try {
      return new Intl.Locale(tag).language === language && matchLocale([tag]) === locale
    } catch {
      return false
    }
  })
  return own ?? locale
}
