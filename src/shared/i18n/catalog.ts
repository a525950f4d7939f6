// The message catalogs, one a locale: the JSON files as they are, the pseudo-locales built from
// English. English is the reference: its keys are the keys (test/i18n/catalog.test.ts holds every
// other file to them).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { isPseudoLocale, type Locale, type SupportedLocale } from './locales'
import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import ptBR from './messages/pt-BR.json'
import zhCN from './messages/zh-CN.json'
import { pseudoMessage } from './pseudo-locale'

export type MessageKey = keyof typeof en

export type Catalog = Readonly<Record<MessageKey, string>>

export const CATALOGS: Readonly<Record<SupportedLocale, Readonly<Record<string, string>>>> = { en, de, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN }

export const ENGLISH_CATALOG: Catalog = en

export type CatalogMessages = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>

const built = new Map<Locale, Readonly<Record<string, MessageFormatElement[]>>>()

/** A locale's messages for intl: its catalog's strings, or a pseudo-locale's parsed messages. */
export function catalogMessages(locale: Locale): CatalogMessages {
  if (!isPseudoLocale(locale)) return CATALOGS[locale]
  let messages = built.get(locale)
  if (!messages) {
    messages = Object.fromEntries(Object.entries(ENGLISH_CATALOG).map(([key, message]) => [key, pseudoMessage(message, locale)]))
    built.set(locale, messages)
  }
  return messages
}
