// The pseudo-locales made from English: longer and accented (en-XA), marked right to left (ar-XB),
// with every placeholder, plural and select still working.
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { ENGLISH_CATALOG, catalogMessages, type MessageKey } from '../../src/shared/i18n/catalog'
import { isRightToLeft } from '../../src/shared/i18n/locales'
import { placeholders } from './check-catalog'

/** How many characters of a message are its own words: its literal text, a plural's or select's `other` case. */
function literalLength(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === TYPE.literal) return sum + element.value.length
    if (element.type === TYPE.plural || element.type === TYPE.select) return sum + literalLength(element.options.other?.value ?? [])
    return sum
  }, 0)
}

const english = messagesFor('en')
const accented = messagesFor('en-XA')
const mirrored = messagesFor('ar-XB')

describe('en-XA', () => {
  it('is longer than English by at least 30% of each message’s own words, over 40% across the catalog', () => {
    let words = 0
    let grown = 0
    for (const key of Object.keys(ENGLISH_CATALOG) as MessageKey[]) {
      // Every placeholder filled: a short word, a number for a plural or a number, a select's other case.
      const values: Record<string, string | number> = {}
      for (const found of placeholders(ENGLISH_CATALOG[key])) {
        const [name = '', kind = ''] = found.split(':')
        values[name] ??= kind === 'plural' || kind === 'number' ? 2 : kind.startsWith('select') ? 'other' : name.slice(0, 1).toUpperCase()
      }
      Object.assign(values, { status: '503', time: '08:00', version: '1.2.3', fraction: 0.3, hasVersion: 'yes' })
      const plain = english.t(key, values)
      // A message of placeholders and punctuation ("{first} {second}") has no words to lengthen.
      if (!/\p{L}/u.test(ENGLISH_CATALOG[key].replace(/\{[^{}]*\}/g, ''))) continue
      const pseudo = accented.t(key, values)
      // Its own words grow by at least 30% (spaces and stops do not grow); the
      // values put in (a path, a display's name) stay as they are, so only the words are measured.
      const own = literalLength(parse(ENGLISH_CATALOG[key]))
      expect(pseudo.length - plain.length, `${key}: ${pseudo}`).toBeGreaterThanOrEqual(Math.floor(own * 0.3))
      words += own
      grown += pseudo.length - plain.length
    }
    expect(grown / words).toBeGreaterThan(0.4)
  })

  it('accents letters but keeps placeholders, plurals and selects working', () => {
    expect(accented.t('tray.next')).toBe('⟦Ñééẋţţ ŵààļļþààþééŕŕ⟧')
    expect(accented.t('tray.everyHours', { count: 1 })).toBe('⟦ÉÉṽééŕýý ĥööûûŕ⟧')
    expect(accented.t('tray.everyHours', { count: 3 })).toContain(' 3 ')
    expect(accented.t('update.fault.refused', { hasVersion: 'yes', version: '1.2.3' })).toMatch(/^⟦Ţààþééšţŕýýý 1\.2\.3 ŵààšš ŕééƒûûšééđ/)
    expect(accented.t('tray.now', { title: 'Fjord', credit: 'Photo by Ana on Unsplash' })).toContain('Fjord — Photo by Ana on Unsplash')
  })

  it('is built, not stored, and is not right to left', () => {
    expect(catalogMessages('en-XA')).toBe(catalogMessages('en-XA'))
    expect(isRightToLeft('en-XA')).toBe(false)
  })
})

describe('ar-XB', () => {
  it('marks each word right to left and starts with a right-to-left mark, values untouched', () => {
    expect(mirrored.t('tray.next')).toBe('\u200f\u202eNext\u202c \u202ewallpaper\u202c')
    expect(mirrored.t('tray.dailyAt', { time: '08:00' })).toBe('\u200f\u202eDaily\u202c \u202eat\u202c 08:00')
    expect(isRightToLeft('ar-XB')).toBe(true)
  })
})
