// A 4K card whose full image is at `url`, for benchmarks that download without a source in between.
import type { MediaItem } from '../../src/shared/media'
import { bareItem } from '../../test/support/media-item'

export function cardFor(url: string, id: string): MediaItem {
  return bareItem(id, url, { title: `Benchmark ${id}`, width: 3840, height: 2160, resolution: '3840x2160', aspectRatio: 1.78 })
}
