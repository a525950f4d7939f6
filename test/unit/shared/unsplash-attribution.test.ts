import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { unsplashCredit, withUnsplashReferral } from '../../../src/sources/unsplash/attribution'
import { UnsplashFullPhotoSchema, UnsplashSearchResultSchema } from '../../../src/sources/unsplash/records'
import { parseOrThrow } from '../../../src/shared/validation'

type RawPhoto = Record<string, unknown> & {
  urls: Record<string, unknown>
  links: Record<string, unknown>
  user: Record<string, unknown>
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/unsplash/${name}`, import.meta.url), 'utf8')) as T
}

const photoFullMinimal = fixture<RawPhoto>('photo-full-minimal.json')
const photoFull = fixture<RawPhoto>('photo-full.json')
const searchResult = fixture<{ total: number; total_pages: number; results: RawPhoto[] }>('search-result.json')

function hasReferral(url: string): boolean {
  const params = new URL(url).searchParams
  return params.get('utm_source') === 'tapestry' && params.get('utm_medium') === 'referral'
}

describe('withUnsplashReferral (docs/apis.md, Unsplash "Guidelines")', () => {
  it.each([
    ['https://unsplash.com/', 'https://unsplash.com/?utm_source=tapestry&utm_medium=referral'],
    ['https://unsplash.com/@kace', 'https://unsplash.com/@kace?utm_source=tapestry&utm_medium=referral'],
    ['https://unsplash.com/photos/x-TAxlQ07_I9A?lang=de', 'https://unsplash.com/photos/x-TAxlQ07_I9A?lang=de&utm_source=tapestry&utm_medium=referral'],
    ['https://unsplash.com/photos/abc#info', 'https://unsplash.com/photos/abc?utm_source=tapestry&utm_medium=referral#info'],
    ['https://unsplash.com/?utm_source=other&x=1', 'https://unsplash.com/?utm_source=tapestry&x=1&utm_medium=referral'],
  ])('%s', (url, expected) => {
    expect(withUnsplashReferral(url)).toBe(expected)
  })

  it('is idempotent and keeps every other parameter', () => {
    const key = fc.stringMatching(/^[a-z]{1,8}$/).filter((name) => !name.startsWith('utm'))
    fc.assert(
      fc.property(fc.dictionary(key, fc.stringMatching(/^[A-Za-z0-9._-]{0,12}$/), { maxKeys: 4 }), (extra) => {
        const url = `https://unsplash.com/photos/abc?${new URLSearchParams(extra).toString()}`
        const once = withUnsplashReferral(url)
        expect(withUnsplashReferral(once)).toBe(once)
        expect(hasReferral(once)).toBe(true)
        for (const [name, value] of Object.entries(extra)) expect(new URL(once).searchParams.get(name)).toBe(value)
      }),
    )
  })
})

describe('unsplashCredit', () => {
  it('credits "Photo by NAME on Unsplash" with referral links', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFull)
    expect(unsplashCredit(photo)).toEqual({
      text: 'Photo by eberhard 🖐 grossgasteiger on Unsplash',
      authorUrl: 'https://unsplash.com/@eberhardgross?utm_source=tapestry&utm_medium=referral',
      unsplashUrl: 'https://unsplash.com/?utm_source=tapestry&utm_medium=referral',
      photoUrl: `${photo.links.html}?utm_source=tapestry&utm_medium=referral`,
    })
  })

  it('builds the profile URL from the username when the user has no links', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFullMinimal)
    expect(unsplashCredit(photo)).toMatchObject({
      text: 'Photo by v2osk on Unsplash',
      authorUrl: 'https://unsplash.com/@v2osk?utm_source=tapestry&utm_medium=referral',
    })
  })

  it('falls back to the username when the name is blank', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, { ...photoFullMinimal, user: { ...photoFullMinimal.user, name: '  ' } })
    expect(unsplashCredit(photo).text).toBe('Photo by v2osk on Unsplash')
  })

  it('every link of every search result carries both parameters', () => {
    for (const photo of parseOrThrow(UnsplashSearchResultSchema, searchResult).results) {
      const credit = unsplashCredit(photo)
      for (const url of [credit.authorUrl, credit.unsplashUrl, credit.photoUrl]) expect(hasReferral(url)).toBe(true)
    }
  })
})
