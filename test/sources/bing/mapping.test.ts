import { describe, expect, it } from 'vitest'
import { MediaItemSchema, UNKNOWN_SIZE } from '../../../src/shared/media'
import { BingImageSchema, type BingImage } from '../../../src/sources/bing/records'
import { bingToMediaItem } from '../../../src/sources/bing/to-media-item'

const ORIGIN = 'https://www.bing.com'

function image(fields: Record<string, unknown> = {}): BingImage {
  return BingImageSchema.parse({
    startdate: '20240529',
    fullstartdate: '202405290700',
    enddate: '20240530',
    url: '/th?id=OHR.MullOtter_EN-US5451978021_1920x1080.jpg&rf=LaDigue_1920x1080.jpg&pid=hp',
    urlbase: '/th?id=OHR.MullOtter_EN-US5451978021',
    copyright: 'Eurasian otters, Loch Spelve, Isle of Mull, Scotland (© Neil Henderson/Alamy)',
    copyrightlink: 'https://www.bing.com/search?q=World+Otter+Day&form=hpcapt',
    title: "'Otter' you looking at?",
    wp: true,
    hsh: '8e1993419ef029a70aa14fe34b9f4fef',
    ...fields,
  })
}

describe('a Bing picture as a card', () => {
  it('downloads the UHD rendition, whose size is unknown until read, and credits the copyright line', () => {
    const card = bingToMediaItem(image(), ORIGIN)
    expect(MediaItemSchema.parse(card)).toEqual(card)
    expect(card).toMatchObject({
      source: 'bing',
      id: 'MullOtter_EN-US5451978021',
      title: "'Otter' you looking at?",
      ...UNKNOWN_SIZE,
      thumbUrl: 'https://www.bing.com/th?id=OHR.MullOtter_EN-US5451978021_400x240.jpg',
      previewUrl: 'https://www.bing.com/th?id=OHR.MullOtter_EN-US5451978021_1920x1080.jpg',
      fullUrl: 'https://www.bing.com/th?id=OHR.MullOtter_EN-US5451978021_UHD.jpg',
      pageUrl: 'https://www.bing.com/search?q=World+Otter+Day&form=hpcapt',
      author: { name: 'Neil Henderson/Alamy', url: null },
      credit: 'Eurasian otters, Loch Spelve, Isle of Mull, Scotland (© Neil Henderson/Alamy)',
      licence: null,
      nsfw: false,
      mediaType: 'image',
    })
  })

  it.each(['Info', '', '  ', 'info'])('names a picture with the placeholder title %j by its caption', (title) => {
    expect(bingToMediaItem(image({ title }), ORIGIN).title).toBe('Eurasian otters, Loch Spelve, Isle of Mull, Scotland')
  })

  it('names a picture of the old shape (no title) by its caption, and takes its 1920×1080 file as it is', () => {
    const card = bingToMediaItem(
      BingImageSchema.parse({
        url: '/az/hprichbg/rb/AlaskaLynx_EN-US9313111559_1920x1080.jpg',
        urlbase: '/az/hprichbg/rb/AlaskaLynx_EN-US9313111559',
        copyright: 'Canada lynx in Denali National Park, Alaska (© Design Pics Inc./Alamy)',
        copyrightlink: 'http://www.bing.com/search?q=canada+lynx&form=hpcapt',
      }),
      ORIGIN,
    )
    expect(MediaItemSchema.parse(card)).toEqual(card)
    expect(card).toMatchObject({
      id: 'AlaskaLynx_EN-US9313111559',
      title: 'Canada lynx in Denali National Park, Alaska',
      width: 1920,
      height: 1080,
      sizeKnown: true,
      fullUrl: 'https://www.bing.com/az/hprichbg/rb/AlaskaLynx_EN-US9313111559_1920x1080.jpg',
      pageUrl: 'http://www.bing.com/search?q=canada+lynx&form=hpcapt',
    })
  })

  it('resolves a relative copyright link on Bing, and replaces one that is no link', () => {
    expect(bingToMediaItem(image({ copyrightlink: '/search?q=%e4%b8%89&form=hpcapt&mkt=zh-cn' }), ORIGIN).pageUrl).toBe('https://www.bing.com/search?q=%e4%b8%89&form=hpcapt&mkt=zh-cn')
    for (const link of ['javascript:void(0)', '', '//evil.example/x']) {
      expect(bingToMediaItem(image({ copyrightlink: link }), ORIGIN).pageUrl).toBe(`https://www.bing.com/search?q=${encodeURIComponent("'Otter' you looking at?")}`)
    }
  })

  it('keeps the same id for the same picture whatever the day it is listed on', () => {
    expect(bingToMediaItem(image({ startdate: '20240530' }), ORIGIN).id).toBe(bingToMediaItem(image(), ORIGIN).id)
  })

  it('builds every address on the origin it is given (a loopback fake in tests)', () => {
    const card = bingToMediaItem(image(), 'http://127.0.0.1:9')
    expect([card.thumbUrl, card.previewUrl, card.fullUrl].every((url) => url.startsWith('http://127.0.0.1:9/th?id=OHR.'))).toBe(true)
  })

  it('reads a credit in full-width brackets too', () => {
    expect(bingToMediaItem(image({ title: '', copyright: '结籽时的三花锦葵的长羽（© Sunshine Haven Photo/Shutterstock）' }), ORIGIN)).toMatchObject({
      title: '结籽时的三花锦葵的长羽',
      author: { name: 'Sunshine Haven Photo/Shutterstock', url: null },
    })
  })

  it('has no author when the copyright line names nobody', () => {
    expect(bingToMediaItem(image({ copyright: 'A lake at dawn' }), ORIGIN)).toMatchObject({ author: null, credit: 'A lake at dawn' })
  })

  it('refuses a record whose urlbase is not a Bing picture path', () => {
    expect(BingImageSchema.safeParse({ ...image(), urlbase: 'https://evil.example/x' }).success).toBe(false)
    expect(BingImageSchema.safeParse({ ...image(), urlbase: '/th?id=OHR.../../x' }).success).toBe(false)
  })
})
