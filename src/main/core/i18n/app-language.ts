// The app's language at any moment: Settings' `language`, or with 'system' the first of the
// system's preferred languages (Electron's app.getPreferredSystemLanguages()) Tapestry has a
// catalog for, else English (docs/i18n.md, "How the language is chosen").
import type { LanguageSetting, SupportedLocale } from '../../../shared/i18n/locales'
import { matchLocale } from '../../../shared/i18n/match-locale'
import { messagesFor, type Messages } from './intl'

export function chooseLocale(setting: LanguageSetting, systemLanguages: readonly string[]): SupportedLocale {
  return setting === 'system' ? matchLocale(systemLanguages) : setting
}

export interface AppLanguageSources {
  /** settings.language; read each time, so a change in Settings counts at once. */
  setting(): LanguageSetting
  systemLanguages(): readonly string[]
}

export function appMessages(sources: AppLanguageSources): () => Messages {
  return () => messagesFor(chooseLocale(sources.setting(), sources.systemLanguages()))
}
