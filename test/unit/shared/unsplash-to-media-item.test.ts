import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MediaItemSchema } from '../../../src/shared/media'
import { UnsplashFullPhotoSchema, UnsplashPhotoSchema, UnsplashSearchResultSchema } from '../../../src/sources/unsplash/records'
import { unsplashToMediaItem } from '../../../src/sources/unsplash/to-media-item'
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

const referral = 'utm_source=tapestry&utm_medium=referral'

describe('unsplashToMediaItem', () => {
  it('maps a full record field by field', () => {
    const photo = parseOrThrow(UnsplashFullPhotoSchema, photoFull)
    expect(unsplashToMediaItem(photo)).toEqual({
      source: 'unsplash',
      id: 'TAxlQ07_I9A',
      title: 'Winter evening at Vestrahorn',
      width: 5355,
      height: 3479,
      resolution: '5355x3479',
      aspectRatio: 1.54,
      thumbUrl: photo.urls.small,
      previewUrl: photo.urls.regular,
      fullUrl: photo.urls.raw,
      pageUrl: `${photo.links.html}?${referral}`,
      author: { name: 'eberhard 🖐 grossgasteiger', url: `https://unsplash.com/@eberhardgross?${referral}` },
      nsfw: false,
      mediaType: 'image',
      color: '#594040',
      blurHash: 'LOE2IMoz0eM{%MxaM{RjNGofj[WB',
      fileSize: null,
      colors: ['#594040'],
      tags: ['mountain', 'snow', 'vestrahorn', 'iceland'],
      sizeKnown: true,
      purity: null,
      spoiler: false,
      community: null,
      licence: null,
      credit: null,
      sponsored: false,
    })
  })

  it('gives a valid MediaItem for every search result', () => {
    for (const photo of parseOrThrow(UnsplashSearchResultSchema, searchResult).results) {
      const item = unsplashToMediaItem(photo)
      expect(MediaItemSchema.parse(item)).toEqual(item)
      expect(item.pageUrl).toContain(referral)
      expect(item.author?.url).toContain(referral)
    }
  })

  it('titles a photo by its description, then its alt text, then its photographer', () => {
    const photo = parseOrThrow(UnsplashPhotoSchema, photoFull)
    expect(unsplashToMediaItem({ ...photo, description: null }).title).toBe('a snow covered mountain with a cloudy sky')
    expect(unsplashToMediaItem({ ...photo, description: '  ', alt_description: null }).title).toBe('Photo by eberhard 🖐 grossgasteiger')
    expect(unsplashToMediaItem({ ...photo, description: 'Lost in the fog.\nSomewhere in the Alps' }).title).toBe(
      'Lost in the fog. Somewhere in the Alps',
    )
  })

  it('maps a minimal record with no colour, blur hash, links or tags', () => {
    const item = unsplashToMediaItem(parseOrThrow(UnsplashFullPhotoSchema, photoFullMinimal))
    expect(MediaItemSchema.parse(item)).toEqual(item)
    expect(item).toMatchObject({
      title: 'Photo by v2osk',
      color: null,
      colors: [],
      blurHash: null,
      tags: [],
      author: { name: 'v2osk', url: `https://unsplash.com/@v2osk?${referral}` },
    })
  })

  it('marks a sponsored photo (sponsorship set, as on a brand’s paid placement) as sponsored, and no other', () => {
    // The sponsorship block of a real record (photo a3vDd8hzuYs, 2023), trimmed.
    const sponsorship = {
      impression_urls: [],
      tagline: 'Connect with Hyundai Motor Group',
      tagline_url: 'https://www.hyundaimotorgroup.com',
      sponsor: { id: 'hfrh7ZJApJQ', username: 'hyundaimotorgroup', name: 'Hyundai Motor Group', first_name: 'Hyundai Motor Group', last_name: null },
    }
    const sponsored = parseOrThrow(UnsplashFullPhotoSchema, { ...photoFull, sponsorship })
    expect(sponsored.sponsorship).toMatchObject({ tagline: 'Connect with Hyundai Motor Group', sponsor: { username: 'hyundaimotorgroup' } })
    expect(MediaItemSchema.parse(unsplashToMediaItem(sponsored)).sponsored).toBe(true)
    // A sponsorship with none of its parts is a sponsorship all the same.
    expect(unsplashToMediaItem(parseOrThrow(UnsplashPhotoSchema, { ...photoFull, sponsorship: {} })).sponsored).toBe(true)
    for (const none of [null, undefined, 'yes']) {
      expect(unsplashToMediaItem(parseOrThrow(UnsplashPhotoSchema, { ...photoFull, sponsorship: none })).sponsored).toBe(false)
    }
  })

  it('drops a colour that is not #rrggbb instead of producing an invalid card', () => {
    const photo = parseOrThrow(UnsplashPhotoSchema, { ...photoFull, color: 'red' })
    const item = unsplashToMediaItem(photo)
    expect(item.color).toBeNull()
    expect(item.colors).toEqual([])
    expect(MediaItemSchema.safeParse(item).success).toBe(true)
  })
})
