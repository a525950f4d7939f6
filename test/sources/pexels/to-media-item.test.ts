import { describe, expect, it } from 'vitest'
import { parsePexelsCard } from './card'
import { PexelsPhotoSchema } from '../../../src/sources/pexels/records'
import { PEXELS_LICENCE, pexelsToMediaItem } from '../../../src/sources/pexels/to-media-item'

const RECORD = {
  id: 2014422,
  width: 3024,
  height: 3024,
  url: 'https://www.pexels.com/photo/brown-rocks-during-golden-hour-2014422/',
  photographer: 'Joey Farina',
  photographer_url: 'https://www.pexels.com/@joey',
  photographer_id: 680589,
  avg_color: '#978E82',
  src: {
    original: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg',
    large2x: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940',
    large: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&h=650&w=940',
    medium: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&h=350',
    small: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&h=130',
    portrait: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800',
    landscape: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200',
    tiny: 'https://images.pexels.com/photos/2014422/pexels-photo-2014422.jpeg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280',
  },
  liked: false,
  alt: 'Brown Rocks During Golden Hour',
}

const card = (record: unknown) => pexelsToMediaItem(PexelsPhotoSchema.parse(record))

describe('Pexels photo → card', () => {
  it('credits the photographer as Pexels asks, links the photo page, and sets the original', () => {
    const item = card(RECORD)
    expect(parsePexelsCard(item)).toEqual(item)
    expect(item).toMatchObject({
      source: 'pexels',
      id: '2014422',
      title: 'Brown Rocks During Golden Hour',
      width: 3024,
      height: 3024,
      resolution: '3024x3024',
      aspectRatio: 1,
      fullUrl: RECORD.src.original,
      previewUrl: RECORD.src.large2x,
      thumbUrl: RECORD.src.medium,
      pageUrl: RECORD.url,
      author: { name: 'Joey Farina', url: 'https://www.pexels.com/@joey' },
      credit: 'Photo by Joey Farina on Pexels',
      licence: PEXELS_LICENCE,
      color: '#978e82',
      colors: ['#978e82'],
      mediaType: 'image',
      nsfw: false,
      sizeKnown: true,
      sponsored: false,
    })
  })

  it('titles an old record without alt from its page address', () => {
    const { alt: _alt, avg_color: _color, ...old } = RECORD
    const item = card(old)
    expect(item.title).toBe('Brown rocks during golden hour')
    expect(item.color).toBeNull()
    expect(item.colors).toEqual([])
  })

  it('titles a photo whose address is only its id by the id', () => {
    expect(card({ ...RECORD, alt: '', url: 'https://www.pexels.com/photo/2014422/' }).title).toBe('Pexels photo 2014422')
  })

  it('keeps a title on one line', () => {
    expect(card({ ...RECORD, alt: 'Rocks\nat dusk\t ' }).title).toBe('Rocks at dusk')
  })

  it('credits Pexels alone when the photographer has no name, and falls back on the sizes it has', () => {
    const item = card({ ...RECORD, photographer: ' ', src: { original: RECORD.src.original, small: RECORD.src.small } })
    expect(item.author).toBeNull()
    expect(item.credit).toBe('Photo from Pexels')
    expect(item.thumbUrl).toBe(RECORD.src.small)
    expect(item.previewUrl).toBe(RECORD.src.original)
  })

  it('reads a broken optional field as missing, but never a record without its original', () => {
    const item = card({ ...RECORD, avg_color: 'brown', photographer_url: 'javascript:alert(1)', src: { ...RECORD.src, medium: 42 } })
    expect(item.color).toBeNull()
    expect(item.author).toEqual({ name: 'Joey Farina', url: null })
    expect(item.thumbUrl).toBe(RECORD.src.small)
    expect(PexelsPhotoSchema.safeParse({ ...RECORD, src: { ...RECORD.src, original: undefined } }).success).toBe(false)
    expect(PexelsPhotoSchema.safeParse({ ...RECORD, width: 0 }).success).toBe(false)
  })
})
