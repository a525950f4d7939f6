// The languages Tapestry speaks (docs/i18n.md): English, whose catalog every other one follows,
// five translations, and two pseudo-locales made from English by code for the layout tests.
import { z } from 'zod'

/** The catalogs in src/shared/i18n/messages/, by BCP 47 tag; English first, as the fallback. */
export const SUPPORTED_LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'zh-CN'] as const
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/**
 * Test-only: `en-XA` is English accented and about 40% longer (text that would be clipped shows),
 * `ar-XB` is English mirrored right to left. Both are built from English when asked (pseudo-locale.ts),
 * never stored, never matched from the system's languages, and not offered in Settings.
 */
export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'] as const
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number]

export type Locale = SupportedLocale | PseudoLocale

export const DEFAULT_LOCALE: SupportedLocale = 'en'

/** Each language by its own name, as a language menu lists them. */
export const LOCALE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
}

/** Settings' `language`: 'system' (the system's preferred languages, matched) or one catalog. */
export const LanguageSettingSchema = z.enum(['system', ...SUPPORTED_LOCALES])
export type LanguageSetting = z.infer<typeof LanguageSettingSchema>

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value)
}

export function isPseudoLocale(value: string): value is PseudoLocale {
  return (PSEUDO_LOCALES as readonly string[]).includes(value)
}

/** Whether a locale's text runs right to left (only the pseudo-locale ar-XB among these). */
export function isRightToLeft(locale: Locale): boolean {
  return locale === 'ar-XB'
}
