// The message catalogs, one a locale: the JSON files as they are, the pseudo-locales built from
// English. English is the reference: its keys are the keys (test/i18n/catalog.test.ts holds every
// other file to them).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { isPseudoLocale, type Locale, type SupportedLocale } from './locales'
import deGeneral from './messages/de.json'
import enGeneral from './messages/en.json'
import esGeneral from './messages/es.json'
import frGeneral from './messages/fr.json'
import ptBRGeneral from './messages/pt-BR.json'
import zhCNGeneral from './messages/zh-CN.json'
import deFields from './messages/fields/de.json'
import enFields from './messages/fields/en.json'
import esFields from './messages/fields/es.json'
import frFields from './messages/fields/fr.json'
import ptBRFields from './messages/fields/pt-BR.json'
import zhCNFields from './messages/fields/zh-CN.json'
import deStatus from './messages/status/de.json'
import enStatus from './messages/status/en.json'
import esStatus from './messages/status/es.json'
import frStatus from './messages/status/fr.json'
import ptBRStatus from './messages/status/pt-BR.json'
import zhCNStatus from './messages/status/zh-CN.json'
import deSystem from './messages/system/de.json'
import enSystem from './messages/system/en.json'
import esSystem from './messages/system/es.json'
import frSystem from './messages/system/fr.json'
import ptBRSystem from './messages/system/pt-BR.json'
import zhCNSystem from './messages/system/zh-CN.json'
import deCore from './messages/core/de.json'
import enCore from './messages/core/en.json'
import esCore from './messages/core/es.json'
import frCore from './messages/core/fr.json'
import ptBRCore from './messages/core/pt-BR.json'
import zhCNCore from './messages/core/zh-CN.json'
import deDesktop from './messages/desktop/de.json'
import enDesktop from './messages/desktop/en.json'
import esDesktop from './messages/desktop/es.json'
import frDesktop from './messages/desktop/fr.json'
import ptBRDesktop from './messages/desktop/pt-BR.json'
import zhCNDesktop from './messages/desktop/zh-CN.json'
import { pseudoMessage } from './pseudo-locale'

// The catalog is kept in parts, one file a locale in each: messages/ (the tray, menus, notices,
// dialogs and the HTTP sentences), messages/core/ (the core's faults: files, downloads, the
// library, going back), messages/desktop/ (setting the wallpaper: its faults, limits and displays),
// messages/status/ (rotation's note, the start's notices), messages/system/ (start at login,
// shortcuts, updates, your folders) and messages/fields/ (what a form says beside a field). A
// part's keys start with its name, so no part hides another's (test/i18n/catalog.test.ts).
const en = { ...enGeneral, ...enCore, ...enDesktop, ...enStatus, ...enSystem, ...enFields }

export type MessageKey = keyof typeof en

export type Catalog = Readonly<Record<MessageKey, string>>

export const CATALOG_PARTS: Readonly<Record<SupportedLocale, readonly Readonly<Record<string, string>>[]>> = {
  en: [enGeneral, enCore, enDesktop, enStatus, enSystem, enFields],
  de: [deGeneral, deCore, deDesktop, deStatus, deSystem, deFields],
  es: [esGeneral, esCore, esDesktop, esStatus, esSystem, esFields],
  fr: [frGeneral, frCore, frDesktop, frStatus, frSystem, frFields],
  'pt-BR': [ptBRGeneral, ptBRCore, ptBRDesktop, ptBRStatus, ptBRSystem, ptBRFields],
  'zh-CN': [zhCNGeneral, zhCNCore, zhCNDesktop, zhCNStatus, zhCNSystem, zhCNFields],
}

const merged = (parts: readonly Readonly<Record<string, string>>[]): Readonly<Record<string, string>> => Object.assign({}, ...parts) as Record<string, string>

export const ENGLISH_CATALOG: Catalog = en

export const CATALOGS: Readonly<Record<SupportedLocale, Readonly<Record<string, string>>>> = {
  en: ENGLISH_CATALOG,
  de: merged(CATALOG_PARTS.de),
  es: merged(CATALOG_PARTS.es),
  fr: merged(CATALOG_PARTS.fr),
  'pt-BR': merged(CATALOG_PARTS['pt-BR']),
  'zh-CN': merged(CATALOG_PARTS['zh-CN']),
}

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
