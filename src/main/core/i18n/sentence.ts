// A sentence the core says to a person, as a message of the shared catalog: its English for the
// command line and the log, and its key and values for the window, which says it in the person's
// language (ErrorData.text). Made once, so the two can never say different things.
import type { ErrorText, TapestryErrorOptions } from '../../../shared/errors'
import type { MessageKey } from '../../../shared/i18n/catalog'
import { ENGLISH } from './intl'

export type SentenceValues = Record<string, string | number>

/** The arguments of an error's constructor for `key`: its English, and the options carrying the key. */
export function sentence(key: MessageKey, values: SentenceValues, options: Omit<TapestryErrorOptions, 'text'> = {}): [message: string, options: TapestryErrorOptions] {
  const text: ErrorText = { key, values }
  return [ENGLISH.t(key, values), { ...options, text }]
}
