// The pseudo-locales (locales.ts) built from English: only the words change, never a placeholder,
// a plural's branches or a select's keys, so every message still formats as English's does.
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { PseudoLocale } from './locales'

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter]),
)

/**
 * en-XA: each letter accented and each vowel said twice, about 40% longer as German and French
 * often are, so a label that would be clipped in them is clipped here first.
 */
function accented(text: string): string {
  return [...text].map((letter) => (/[aeiouyAEIOUY]/.test(letter) ? (ACCENTED[letter] ?? letter).repeat(2) : (ACCENTED[letter] ?? letter))).join('')
}

/** ar-XB: each run of words marked right to left (U+202E … U+202C), as Chromium's ar-XB does. */
function mirrored(text: string): string {
  return text.replace(/[^\s\p{P}]+/gu, (word) => `\u202e${word}\u202c`)
}

function transform(elements: MessageFormatElement[], change: (text: string) => string): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: change(element.value) }
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value, change) }])),
        }
      case TYPE.tag:
        return { ...element, children: transform(element.children, change) }
      default:
        return element
    }
  })
}

/** One English message in a pseudo-locale, as the parsed form intl accepts in place of a string. */
export function pseudoMessage(english: string, locale: PseudoLocale): MessageFormatElement[] {
  const ast = transform(parse(english), locale === 'en-XA' ? accented : mirrored)
  // Brackets in en-XA show where a label was cut; a right-to-left mark starts each ar-XB message.
  const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value })
  return locale === 'en-XA' ? [literal('⟦'), ...ast, literal('⟧')] : [literal('\u200f'), ...ast]
}
