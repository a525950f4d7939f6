// The pseudo-locales made from English: longer and accented (en-XA), marked right to left (ar-XB),
// with every placeholder, plural and select still working.
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../src/main/core/i18n/intl'
import { ENGLISH_CATALOG, catalogMessages, type MessageKey } from '../../src/shared/i18n/catalog'
import { isRightToLeft } from '../../src/shared/i18n/locales'

const english = messagesFor('en')
const accented = messagesFor('en-XA')
const mirrored = messagesFor('ar-XB')

describe('en-XA', () => {
  it('is at least 30% longer than English in every message, about 40% over the catalog', () => {
    let englishLength = 0
    let pseudoLength = 0
    for (const key of Object.keys(ENGLISH_CATALOG) as MessageKey[]) {
      const values = { title: 'T', credit: 'C', display: 'D', message: 'M', source: 'S', type: 't', fields: 'f', status: '503', count: 2, time: '08:00', minutes: 5, hours: 2, version: '1.2.3', fraction: 0.3, hasVersion: 'yes' }
      const plain = english.t(key, values)
      const pseudo = accented.t(key, values)
      englishLength += plain.length
      pseudoLength += pseudo.length
      expect(pseudo.length, `${key}: ${pseudo}`).toBeGreaterThanOrEqual(Math.floor(plain.length * 1.3))
    }
    expect(pseudoLength / englishLength).toBeGreaterThan(1.35)
  })

  it('accents letters but keeps placeholders, plurals and selects working', () => {
    expect(accented.t('tray.next')).toBe('⟦Ñééẋţ ŵààļļþààþééŕ⟧')
    expect(accented.t('tray.everyHours', { count: 1 })).toBe('⟦ÉÉṽééŕýý ĥööûûŕ⟧')
    expect(accented.t('tray.everyHours', { count: 3 })).toContain(' 3 ')
    expect(accented.t('update.fault.refused', { hasVersion: 'yes', version: '1.2.3' })).toMatch(/^⟦Ţààþééšţŕýý 1\.2\.3 ŵààš ŕééƒûûšééđ/)
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
