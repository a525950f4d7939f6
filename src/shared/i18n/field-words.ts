// What a form says beside a field, said when a schema judges a value (zod asks for a message at
// parse time, so a schema built once can speak whichever language is current). The command line
// and the main process never install a translator: they say English, from the fields part's
// en.json or a source's own messages/en.json, and load no other language. The window installs one
// (src/renderer/src/i18n/field-words.ts) that says the same keys in its language.
import { createIntl, type IntlShape } from '@formatjs/intl'
import { DEFAULT_LOCALE } from './locales'
import english from './messages/fields/en.json'

/** A shared phrase's key: the fields part of the catalog (messages/fields/). */
export type FieldKey = keyof typeof english

export type FieldValues = Record<string, string | number>

/** Says a message by its window key (`fields.…`, `source.<id>.issue.…`); undefined when it has no such message. */
export type FieldTranslator = (key: string, values: FieldValues) => string | undefined

/** A source's own words: its id and its messages/en.json, which its client imports already. */
export interface SourceFieldWords<E extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  id: string
  english: E
}

let translator: FieldTranslator | null = null

/** The window's translator, or null for English. */
export function setFieldWords(next: FieldTranslator | null): void {
  translator = next
}

const englishIntl = new Map<string, IntlShape<string>>()

function inEnglish(id: string, messages: Readonly<Record<string, string>>, key: string, values: FieldValues): string {
  let intl = englishIntl.get(id)
  if (intl === undefined) {
    intl = createIntl<string>({ locale: DEFAULT_LOCALE, messages: messages as Record<string, string> })
    englishIntl.set(id, intl)
  }
  return intl.formatMessage({ id: key }, values)
}

/** A phrase many sources share ("must be true or false"), in the current language. */
export function fieldSays(key: FieldKey, values: FieldValues = {}): string {
  return translator?.(key, values) ?? inEnglish('fields', english, key, values)
}

/** A source's own sentence about a field (its messages' `issue.…` keys), in the current language. */
export function sourceFieldSays<E extends Readonly<Record<string, string>>>(words: SourceFieldWords<E>, key: keyof E & string, values: FieldValues = {}): string {
  // A key missing from English is a programming mistake: say so rather than show the key.
  if (words.english[key] === undefined) throw new Error(`${words.id} has no sentence ${key} in its messages/en.json`)
  return translator?.(`source.${words.id}.${key}`, values) ?? inEnglish(`source.${words.id}`, words.english, key, values)
}
