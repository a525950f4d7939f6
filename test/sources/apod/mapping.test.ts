import { describe, expect, it } from 'vitest'
import { MediaItemSchema, UNKNOWN_SIZE } from '../../../src/shared/media'
import { ApodDaySchema, ApodResponseSchema } from '../../../src/sources/apod/records'
import { NASA_PUBLIC_DOMAIN, apodPageUrl, apodToMediaItem, cleanCopyright } from '../../../src/sources/apod/to-media-item'

const image = {
  date: '2024-06-03',
  title: 'NGC 2403\nin Camelopardalis',
  media_type: 'image',
  url: 'https://apod.nasa.gov/apod/image/2405/NGC2403_1024.jpg',
  hdurl: 'https://apod.nasa.gov/apod/image/2405/NGC2403.jpg',
  copyright: '\nRolando Ligustri &\n Lukas Demetz \n',
  explanation: 'Magnificent island universe.',
  service_version: 'v1',
}

function card(record: unknown) {
  return apodToMediaItem(ApodDaySchema.parse(record))
}

describe('APOD day → card', () => {
  it('shows url, sets hdurl, credits the copyright holder without newlines, size unknown', () => {
    const item = card(image)
    expect(MediaItemSchema.parse(item)).toEqual(item)
    expect(item).toMatchObject({
      source: 'apod',
      id: '2024-06-03',
      title: 'NGC 2403 in Camelopardalis',
      thumbUrl: image.url,
      previewUrl: image.url,
      fullUrl: image.hdurl,
      pageUrl: 'https://apod.nasa.gov/apod/ap240603.html',
      author: { name: 'Rolando Ligustri & Lukas Demetz', url: null },
      licence: null,
      credit: 'Image credit & copyright: Rolando Ligustri & Lukas Demetz',
      mediaType: 'image',
      nsfw: false,
      ...UNKNOWN_SIZE,
    })
  })

  it('marks NASA’s own pictures public domain and credits NASA', () => {
    const { copyright: _copyright, ...own } = image
    expect(card(own)).toMatchObject({ author: null, licence: NASA_PUBLIC_DOMAIN, credit: 'Credit: NASA' })
  })

  it('falls back to url without hdurl, and calls a GIF a gif', () => {
    const { hdurl: _hdurl, ...small } = image
    expect(card(small)?.fullUrl).toBe(image.url)
    expect(card({ ...image, hdurl: 'https://apod.nasa.gov/apod/image/e_lens.gif', url: 'https://apod.nasa.gov/apod/image/e_lens.gif' })?.mediaType).toBe('gif')
  })

  it('makes a video day a card to open, with its still, never an image', () => {
    const video = { date: '2021-11-08', title: 'A Filament Leaps', media_type: 'video', url: 'https://www.youtube.com/embed/7NykS2kv_k8?rel=0', thumbnail_url: 'https://img.youtube.com/vi/7NykS2kv_k8/0.jpg' }
    expect(card(video)).toMatchObject({ mediaType: 'video', thumbUrl: video.thumbnail_url, previewUrl: video.thumbnail_url, fullUrl: video.url })
    const { thumbnail_url: _still, ...noStill } = video
    expect(card(noStill)?.thumbUrl).toBe('https://img.youtube.com/vi/7NykS2kv_k8/0.jpg')
  })

  it('leaves out a day with no picture at all', () => {
    expect(card({ date: '2014-02-10', title: 'Falling to Earth', media_type: 'other' })).toBeNull()
    expect(card({ date: '2021-03-09', title: 'Perseverance 360', media_type: 'video', url: 'https://mars.nasa.gov/layout/embed/image/mars-panorama/', thumbnail_url: '' })).toBeNull()
  })

  it('gives the day’s page and trims copyright', () => {
    expect(apodPageUrl('1995-06-16')).toBe('https://apod.nasa.gov/apod/ap950616.html')
    expect(cleanCopyright('  \n ')).toBeNull()
    expect(cleanCopyright('Red Bull StratosGoPro Music:  Wilderness')).toBe('Red Bull StratosGoPro Music: Wilderness')
  })
})

describe('APOD answers, read tolerantly', () => {
  it('reads one day and a list alike; a day that cannot be read is counted and the rest stand', () => {
    expect(ApodResponseSchema.parse(image)).toMatchObject({ days: [{ date: '2024-06-03' }], skipped: 0 })
    const page = ApodResponseSchema.parse([image, { date: 'soon', title: 'x' }, { ...image, date: '2024-06-04', url: undefined }, { ...image, date: '2024-06-05' }])
    expect(page.days.map((day) => day.date)).toEqual(['2024-06-03', '2024-06-05'])
    expect(page.skipped).toBe(2)
  })

  it('reads an unknown media type as other and a malformed copyright as none', () => {
    const day = ApodDaySchema.parse({ ...image, media_type: 'audio', copyright: 42 })
    expect(day).toMatchObject({ media_type: 'other', copyright: null })
  })
})
