// A sentence the core says to a person, as a message of the shared catalog: its English for the
// command line and the log, and its key and values for the window, which says it in the person's
// language (ErrorData.text). Made once, so the two can never say different things.
import { createIntl, type IntlShape } from '@formatjs/intl'
import type { ErrorText, TapestryErrorOptions } from '../../../shared/errors'
import type { MessageKey } from '../../../shared/i18n/catalog'
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales'
import { ENGLISH } from './intl'

export type SentenceValues = Record<string, string | number>

/** The arguments of an error's constructor for `key`: its English, and the options carrying the key. */
export function sentence(key: MessageKey, values: SentenceValues, options: Omit<TapestryErrorOptions, 'text'> = {}): [message: string, options: TapestryErrorOptions] {
  const text: ErrorText = { key, values }
  return [ENGLISH.t(key, values), { ...options, text }]
}

/** A source's own words (src/sources/<id>/messages/en.json), where its error sentences are kept. */
export interface SourceWords {
  id: string
  english: Readonly<Record<string, string>>
}

const sourceIntl = new Map<string, IntlShape<string>>()

/**
 * The arguments of an error's constructor for a source's own sentence: its English from the source's
 * en.json, and the window's key for it, `source.<id>.<key>`, whose translations are the source's
 * messages/<locale>.json (src/renderer/src/i18n/source-catalog.ts).
 */
export function sourceSentence(words: SourceWords, key: string, values: SentenceValues = {}, options: Omit<TapestryErrorOptions, 'text'> = {}): [message: string, options: TapestryErrorOptions] {
  if (words.english[key] === undefined) throw new Error(`${words.id} has no sentence ${key} in its messages/en.json`)
  let intl = sourceIntl.get(words.id)
  if (intl === undefined) {
    intl = createIntl<string>({ locale: DEFAULT_LOCALE, messages: words.english as Record<string, string> })
    sourceIntl.set(words.id, intl)
  }
  return [intl.formatMessage({ id: key }, values), { ...options, text: { key: `source.${words.id}.${key}`, values } }]
}

/**
 * A source's sentence about a wait, one key per unit the wait is said in (`<key>.later`, `.seconds`,
 * `.minutes`, `.hours`, and any unit of the source's own, such as `.days`), its count as `{count}`:
 * a translation then says the wait in its own words and plurals, never English ones.
 */
export function waitSentence(words: SourceWords, key: string, wait: { unit: string; count: number }, options: Omit<TapestryErrorOptions, 'text'> = {}): [message: string, options: TapestryErrorOptions] {
  return sourceSentence(words, `${key}.${wait.unit}`, { count: wait.count }, options)
}
