// What the window's IntlProvider gets: the main process's catalog (src/shared/i18n: the sentences
// the main process sends the window), the window's own (messages/ here) and the sources' words
// (source-catalog.ts), one object a locale.
// English is the reference, as in the shared catalog; the pseudo-locales are built from the
// English window catalog with the same functions (docs/i18n.md).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { catalogMessages, type MessageKey } from '../../../shared/i18n/catalog'
import { isPseudoLocale, type Locale, type SupportedLocale } from '../../../shared/i18n/locales'
import { pseudoMessage } from '../../../shared/i18n/pseudo-locale'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import ptBR from './messages/pt-BR.json'
import zhCN from './messages/zh-CN.json'
import { sourceCatalog } from './source-catalog'

/** A key of the window's catalog, of the shared one (the tray's words the window repeats), or a source's (source-catalog.ts). */
export type WindowMessageKey = keyof typeof en | MessageKey | `source.${string}`

export const WINDOW_ENGLISH: Readonly<Record<keyof typeof en, string>> = en

export const WINDOW_CATALOGS: Readonly<Record<SupportedLocale, Readonly<Record<string, string>>>> = { en, de, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN }

export type WindowMessages = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>

const built = new Map<Locale, WindowMessages>()

/** A locale's messages for the window: the shared catalog's and the window's, merged. */
export function windowMessages(locale: Locale): WindowMessages {
  const known = built.get(locale)
  if (known) return known
  const shared = catalogMessages(locale)
  const own = isPseudoLocale(locale)
    ? Object.fromEntries(Object.entries({ ...WINDOW_ENGLISH, ...sourceCatalog('en') }).map(([key, message]) => [key, pseudoMessage(message, locale)]))
    : { ...WINDOW_CATALOGS[locale], ...sourceCatalog(locale) }
  const messages = { ...shared, ...own } as WindowMessages
  built.set(locale, messages)
  return messages
}
