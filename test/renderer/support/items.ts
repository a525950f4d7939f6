import { MediaItemSchema, type MediaItem } from '../../../src/shared/media'

/** A valid card of `source`; `changes` replace fields. */
export function sampleItem(source: MediaItem['source'], changes: Partial<MediaItem> = {}): MediaItem {
  return MediaItemSchema.parse({
    source,
    id: `${source}1`,
    title: `A ${source} picture`,
    width: 1920,
    height: 1080,
    resolution: '1920x1080',
    aspectRatio: 1.78,
    thumbUrl: 'http://127.0.0.1:9/img/320x180.jpg',
    previewUrl: 'http://127.0.0.1:9/img/960x540.jpg',
    fullUrl: 'http://127.0.0.1:9/img/1920x1080.jpg',
    pageUrl: `https://example.com/${source}/1`,
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: '#336699',
    blurHash: null,
    fileSize: 2_400_000,
    colors: ['#336699', '#ffcc00'],
    tags: ['mountains', 'lake'],
    ...changes,
  })
}
