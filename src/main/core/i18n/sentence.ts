// A sentence the core says to a person, as a message of the shared catalog: its English for the
// command line and the log, and its key and values for the window, which says it in the person's
// language (ErrorData.text). Made once, so the two can never say different things.
import { createIntl, type IntlShape } from '@formatjs/intl'
import type { ErrorText, FieldIssue, TapestryErrorOptions } from '../../../shared/errors'
import type { MessageKey } from '../../../shared/i18n/catalog'
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales'
import { ENGLISH } from './intl'

/** A sentence said: its English, and (where the core words it so) its catalog message. */
export interface Said {
  message: string
  text?: ErrorText | undefined
}

/**
 * A sentence's values: words and numbers, or sentences said already (an error's, a limitation's),
 * which go in as their English here and as their catalog message for the window.
 */
export type SentenceValues = Record<string, string | number | Said>

function isSaid(value: string | number | Said): value is Said {
  return typeof value === 'object'
}

function englishValues(values: SentenceValues): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isSaid(value) ? value.message : value]))
}

function textValues(values: SentenceValues): ErrorText['values'] {
  // A sentence without a catalog message (a tool's own words) goes in as it was said.
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isSaid(value) ? (value.text ?? value.message) : value]))
}

/** A sentence of the shared catalog, said: its English, and its key and values for the window. */
export function said(key: MessageKey, values: SentenceValues = {}): Said & { text: ErrorText } {
  return { message: ENGLISH.t(key, englishValues(values)), text: { key, values: textValues(values) } }
}

/** The arguments of an error's constructor for `key`: its English, and the options carrying the key. */
export function sentence(key: MessageKey, values: SentenceValues = {}, options: Omit<TapestryErrorOptions, 'text'> = {}): [message: string, options: TapestryErrorOptions] {
  const { message, text } = said(key, values)
  return [message, { ...options, text }]
}

/** A said sentence as an answer's field `name` and its `<name>Text` (SentenceTextSchema), or both null. */
export function sentenceField<N extends string>(name: N, sentence: Said | null): Record<N, string | null> & Record<`${N}Text`, ErrorText | null> {
  return { [name]: sentence?.message ?? null, [`${name}Text`]: sentence?.text ?? null } as Record<N, string | null> & Record<`${N}Text`, ErrorText | null>
}

/** Sentences said one after another ("From your favourites: … Display 2 kept its picture: …"), once each; null for none. */
export function saidInTurn(sentences: readonly Said[]): Said | null {
  const once = sentences.filter((each, index) => sentences.findIndex((other) => other.message === each.message) === index)
  return once.reduce<Said | null>((first, second) => (first === null ? second : said('status.inTurn', { first, second })), null)
}

/**
 * Parts said as one list: "a, b and c" (`and`), or "a; b; c" (`semicolons`), each language joining
 * them its own way; null for none.
 */
export function saidInList(parts: readonly Said[], joined: 'and' | 'semicolons'): Said | null {
  const last = parts.at(-1)
  if (last === undefined) return null
  return parts.slice(0, -1).reduceRight<Said>((rest, first, index) => {
    if (joined === 'semicolons') return said('status.list.semicolons', { first, rest })
    return index === parts.length - 2 ? said('status.list.and', { first, second: rest }) : said('status.list.comma', { first, rest })
  }, last)
}

/** A field's issue said: its English, and its catalog message for the window (FieldIssue.text). */
export function fieldIssue(field: string, why: Said): FieldIssue {
  return { field, message: why.message, ...(why.text ? { text: why.text } : {}) }
}

/** An error's sentence as said: its English, and its catalog message where it has one. */
export function saidOf(error: { message: string; text?: ErrorText | undefined }): Said {
  return error.text === undefined ? { message: error.message } : { message: error.message, text: error.text }
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
  return [intl.formatMessage({ id: key }, englishValues(values)), { ...options, text: { key: `source.${words.id}.${key}`, values: textValues(values) } }]
}

/**
 * A source's sentence about a wait, one key per unit the wait is said in (`<key>.later`, `.seconds`,
 * `.minutes`, `.hours`, and any unit of the source's own, such as `.days`), its count as `{count}`:
 * a translation then says the wait in its own words and plurals, never English ones.
 */
export function waitSentence(words: SourceWords, key: string, wait: { unit: string; count: number }, options: Omit<TapestryErrorOptions, 'text'> = {}): [message: string, options: TapestryErrorOptions] {
  return sourceSentence(words, `${key}.${wait.unit}`, { count: wait.count }, options)
}
