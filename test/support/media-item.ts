// A bare MediaItem whose every image is at one URL, for tests and benchmarks that download or
// store items without a source in between. Anything a case cares about goes in `overrides`.
import type { OnlineMediaItem } from '../../src/shared/media'

export function bareItem(id: string, url: string, overrides: Partial<OnlineMediaItem> = {}): OnlineMediaItem {
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
    sizeKnown: true,
    purity: null,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    sponsored: false,
    ...overrides,
  }
}

/** `count` cards of assorted sizes whose images the fake image host serves: a long result list for the grid. */
export function gridItems(imageHost: string, count: number, idPrefix: string): OnlineMediaItem[] {
  const sizes = [
    [1920, 1080],
    [2560, 1440],
    [1080, 1920],
    [3840, 2160],
    [3440, 1440],
  ] as const
  return Array.from({ length: count }, (_, index) => {
    const [width, height] = sizes[index % sizes.length] as readonly [number, number]
    const id = `${idPrefix}${index}`
    return bareItem(id, `${imageHost}/img/${width}x${height}.jpg`, {
      title: `Wallpaper ${index}`,
      width,
      height,
      resolution: `${width}x${height}`,
      aspectRatio: Math.round((width * 100) / height) / 100,
      thumbUrl: `${imageHost}/img/${Math.round(width / 8)}x${Math.round(height / 8)}.jpg`,
      previewUrl: `${imageHost}/img/${Math.round(width / 4)}x${Math.round(height / 4)}.jpg`,
      color: '#336699',
    })
  })
}
