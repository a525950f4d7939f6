// The pseudo-locales (locales.ts) built from English: only the words change, never a placeholder,
// a plural's branches or a select's keys, so every message still formats as English's does.
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { PseudoLocale } from './locales'

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter]),
)

/** How much longer each word of en-XA is than its English: German and French words often are. */
const GROWTH = 0.4

/**
 * en-XA: each letter accented and each vowel said twice, and a word with too few vowels to grow by
 * 40% its last letter said again until it has, so a label that would be clipped in German or
 * French is clipped here first.
 */
function accented(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const letters = [...word].map((letter) => (/[aeiouyAEIOUY]/.test(letter) ? (ACCENTED[letter] ?? letter).repeat(2) : (ACCENTED[letter] ?? letter)))
    const short = Math.ceil(word.length * (1 + GROWTH)) - letters.join('').length
    return letters.join('') + (letters.at(-1)?.slice(-1) ?? '').repeat(Math.max(0, short))
  })
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
