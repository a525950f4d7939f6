import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MediaItemSchema } from '../../../src/shared/media'
import {
  WallhavenSearchResponseSchema,
  WallhavenWallpaperResponseSchema,
  WallhavenWallpaperSchema,
  type WallhavenWallpaper,
} from '../../../src/sources/wallhaven/records'
import { wallhavenToMediaItem } from '../../../src/sources/wallhaven/to-media-item'

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/wallhaven/${name}`, import.meta.url), 'utf8'))
}

const p29ke3: WallhavenWallpaper = WallhavenWallpaperSchema.parse({
  id: 'p29ke3',
  url: 'https://wallhaven.cc/w/p29ke3',
  short_url: 'https://whvn.cc/p29ke3',
  views: 5316,
  favorites: 21,
  source: '',
  purity: 'sfw',
  category: 'anime',
  dimension_x: 1920,
  dimension_y: 1080,
  resolution: '1920x1080',
  ratio: '1.78',
  file_size: 390342,
  file_type: 'image/jpeg',
  created_at: '2016-06-06 19:12:31',
  colors: ['#000000', '#ABBCDA'],
  path: 'https://w.wallhaven.cc/full/p2/wallhaven-p29ke3.jpg',
  thumbs: {
    large: 'https://th.wallhaven.cc/lg/p2/p29ke3.jpg',
    original: 'https://th.wallhaven.cc/orig/p2/p29ke3.jpg',
    small: 'https://th.wallhaven.cc/small/p2/p29ke3.jpg',
  },
})

describe('wallhavenToMediaItem', () => {
  it('maps a search item to a complete card', () => {
    expect(wallhavenToMediaItem(p29ke3)).toEqual({
      source: 'wallhaven',
      id: 'p29ke3',
      title: 'Wallpaper p29ke3',
      width: 1920,
      height: 1080,
      resolution: '1920x1080',
      aspectRatio: 1.78,
      thumbUrl: 'https://th.wallhaven.cc/orig/p2/p29ke3.jpg',
      previewUrl: 'https://th.wallhaven.cc/lg/p2/p29ke3.jpg',
      fullUrl: 'https://w.wallhaven.cc/full/p2/wallhaven-p29ke3.jpg',
      pageUrl: 'https://wallhaven.cc/w/p29ke3',
      author: null,
      nsfw: false,
      mediaType: 'image',
      color: '#000000',
      blurHash: null,
      fileSize: 390342,
      colors: ['#000000', '#abbcda'],
      tags: [],
      sizeKnown: true,
      purity: 'sfw',
      spoiler: false,
      community: null,
      licence: null,
      credit: null,
      sponsored: false,
    })
  })

  it('computes size values from the pixels, not from the rounded ratio text', () => {
    const item = wallhavenToMediaItem({ ...p29ke3, dimension_x: 1440, dimension_y: 2160, ratio: '0.66' })
    expect(item.aspectRatio).toBe(0.67)
    expect(item.resolution).toBe('1440x2160')
  })

  it('keeps sketchy as sketchy in purity, while nsfw stays true for NSFW alone', () => {
    expect(wallhavenToMediaItem({ ...p29ke3, purity: 'sketchy' })).toMatchObject({ purity: 'sketchy', nsfw: false })
    expect(wallhavenToMediaItem({ ...p29ke3, purity: 'nsfw' })).toMatchObject({ purity: 'nsfw', nsfw: true })
    expect(wallhavenToMediaItem({ ...p29ke3, purity: 'sfw' })).toMatchObject({ purity: 'sfw', nsfw: false })
  })

  it('gives a card with no file size when file_size cannot be read', () => {
    const wallpaper = WallhavenWallpaperSchema.parse({ ...p29ke3, file_size: null, file_type: undefined })
    expect(wallhavenToMediaItem(wallpaper)).toMatchObject({ fileSize: null, mediaType: 'image' })
  })

  it('marks NSFW purity, GIF files and a missing colour', () => {
    expect(wallhavenToMediaItem({ ...p29ke3, purity: 'nsfw' }).nsfw).toBe(true)
    expect(wallhavenToMediaItem({ ...p29ke3, purity: 'sketchy' }).nsfw).toBe(false)
    expect(wallhavenToMediaItem({ ...p29ke3, file_type: 'image/gif' }).mediaType).toBe('gif')
    expect(wallhavenToMediaItem({ ...p29ke3, file_type: 'image/png' }).mediaType).toBe('image')
    expect(wallhavenToMediaItem({ ...p29ke3, colors: [] }).color).toBeNull()
  })

  it('maps a detail record with its uploader, tags and a title from the first tags', () => {
    const { data } = WallhavenWallpaperResponseSchema.parse(fixture('wallpaper-detail.json'))
    const item = MediaItemSchema.parse(wallhavenToMediaItem(data))
    expect(item.title).toBe('nature, landscape, mountains')
    expect(item.author).toEqual({ name: 'alpine_light', url: 'https://wallhaven.cc/user/alpine_light' })
    expect(item.tags).toEqual(['nature', 'landscape', 'mountains', 'lake', 'sunrise', 'reflection'])
    expect(item.fullUrl).toBe(data.path)
  })

  it('keeps the id title for a detail without tags or uploader', () => {
    const { data } = WallhavenWallpaperResponseSchema.parse({ data: p29ke3 })
    const item = wallhavenToMediaItem(data)
    expect(item.title).toBe('Wallpaper p29ke3')
    expect(item.author).toBeNull()
  })

  it.each(['search-nature.json', 'search-random-seed.json', 'search-id-query.json'])('gives valid cards for every item of %s', (name) => {
    const { data } = WallhavenSearchResponseSchema.parse(fixture(name))
    for (const wallpaper of data) {
      const item = MediaItemSchema.parse(wallhavenToMediaItem(wallpaper))
      expect(item.fullUrl).toBe(wallpaper.path)
      expect(item.nsfw).toBe(wallpaper.purity === 'nsfw')
    }
  })
})
