// The window's messages in a component: t(key, values) for a sentence, and the intl object for
// numbers, dates and sizes. A component drawn with no IntlProvider above it (a unit test of one
// card) speaks English rather than failing.
import { useContext } from 'react'
import { IntlContext, createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales'
import { windowMessages, type WindowMessageKey } from './window-catalog'

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>

export interface WindowT {
  (key: WindowMessageKey, values?: MessageValues): string
}

const ENGLISH_INTL: IntlShape = createIntl({ locale: DEFAULT_LOCALE, messages: windowMessages(DEFAULT_LOCALE) }, createIntlCache())

// The intl the window's provider last gave, for code that runs outside a component (a toast
// shown after a download): WindowIntl keeps it current.
let current: IntlShape = ENGLISH_INTL

export function setCurrentIntl(intl: IntlShape): void {
  current = intl
}

/** One message in the window's language, from code that is not a component. */
export function translate(key: WindowMessageKey, values?: MessageValues): string {
  return current.formatMessage({ id: key }, values)
}

/** Whether the window's catalog has `key` (a sentence the core sends by key may be newer than this window). */
export function hasMessage(key: string): boolean {
  return current.messages[key] !== undefined
}

/** The window's locale, from code that is not a component. */
export function currentLocale(): string {
  return current.locale
}

export function useIntlOrEnglish(): IntlShape {
  return (useContext(IntlContext) as IntlShape | null | undefined) ?? ENGLISH_INTL
}

export function useT(): WindowT {
  const intl = useIntlOrEnglish()
  return (key, values) => intl.formatMessage({ id: key }, values)
}
