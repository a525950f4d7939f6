// A bare MediaItem whose every image is at one URL, for tests and benchmarks that download or
// store items without a source in between. Anything a case cares about goes in `overrides`.
import type { MediaItem } from '../../src/shared/media'

export function bareItem(id: string, url: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    source: 'wallhaven',
    id,
    title: id,
    width: 640,
    height: 400,
    resolution: '640x400',
    aspectRatio: 1.6,
    thumbUrl: url,
    previewUrl: url,
    fullUrl: url,
    pageUrl: `https://wallhaven.cc/w/${encodeURIComponent(id)}`,
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: null,
    blurHash: null,
    fileSize: null,
    colors: [],
    tags: [],
    ...overrides,
  }
}
