// The main process's messages in one locale: FormatJS's intl (the runtime react-intl gives the
// window), over the catalogs in src/shared/i18n. The pure builders (tray, menus, notices) take a
// Messages and default to English, so they stay testable in any language (docs/i18n.md).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { ENGLISH_CATALOG, catalogMessages, type MessageKey } from '../../../shared/i18n/catalog'
import type { ErrorText } from '../../../shared/errors'
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales'
import { sayText } from '../../../shared/i18n/say-text'
import { sourceSentenceMessage } from './source-sentences'

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>

export interface Messages {
  readonly locale: Locale
  /** For numbers, dates and lists in this locale. */
  readonly intl: IntlShape<string>
  /** One message, its placeholders filled. */
  t(key: MessageKey, values?: MessageValues): string
  /** A sentence the core sent as a catalog message (an error's `text`), in this locale; undefined for a key this catalog lacks. */
  say(text: ErrorText): string | undefined
}

// One cache for every locale: intl keeps its formatters there rather than making them per call.
const cache = createIntlCache()
const made = new Map<Locale, Messages>()

export function messagesFor(locale: Locale): Messages {
  const known = made.get(locale)
  if (known) return known
  const intl = createIntl<string>(
    {
      // The pseudo-locales format numbers and dates as English does (their text is English's, changed).
      locale: locale === 'en-XA' || locale === 'ar-XB' ? DEFAULT_LOCALE : locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: catalogMessages(locale),
      // A missing message falls back to English (defaultMessage below); the catalog test keeps that
      // from happening. Any other fault (a value not given) shows the message unfilled, said on the
      // console rather than thrown: a tray menu with one odd label beats no tray menu.
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.warn(`Message: ${error.message}`)
      },
    },
    cache,
  )
  const messages: Messages = {
    locale,
    intl,
    t: (key, values) => intl.formatMessage({ id: key, defaultMessage: ENGLISH_CATALOG[key] }, values),
    say: (text) =>
      sayText(text, (key, values) => {
        if (key in ENGLISH_CATALOG) return intl.formatMessage({ id: key, defaultMessage: ENGLISH_CATALOG[key as MessageKey] }, values)
        // A source's own sentence, where the app registered the sources' catalogs; in this locale's plurals and numbers.
        const message = sourceSentenceMessage(locale, key)
        return message === undefined ? undefined : String(intl.formatters.getMessageFormat(message, intl.locale).format(values))
      }),
  }
  made.set(locale, messages)
  return messages
}

/** A sentence the core sent with its catalog message, in `messages`' language; its English where the catalog lacks a key. */
export function spoken(messages: Messages, english: string, text: ErrorText | null | undefined): string {
  return (text && messages.say(text)) ?? english
}

/**
 * What the builders say when they are given no locale. Made on first use: the command line loads
 * this module with every error's sentence (sentence.ts) but formats one only when something fails.
 */
export const ENGLISH: Messages = {
  locale: DEFAULT_LOCALE,
  get intl() {
    return messagesFor(DEFAULT_LOCALE).intl
  },
  t: (key, values) => messagesFor(DEFAULT_LOCALE).t(key, values),
  say: (text) => messagesFor(DEFAULT_LOCALE).say(text),
}
