// A picture of the folder index as the card every source maps to. Its id is a hash of its absolute
// path: stable while the file stays where it is, and it says nothing about the path to the window.
import { createHash } from 'node:crypto'
import { localImageUrl } from '../../../shared/local-image-url'
import { aspectRatio, formatResolution, type LocalMediaItem } from '../../../shared/media'
import type { LocalImage } from '../library/local-index'

export function localImageId(absolutePath: string): string {
  return createHash('sha256').update(absolutePath).digest('hex').slice(0, 32)
}

export function toLocalItem(image: LocalImage): LocalMediaItem {
  return {
    source: 'local',
    id: image.id,
    // Its path inside the folder: where it is, and what a search matches.
    title: image.relativePath,
    width: image.width,
    height: image.height,
    resolution: formatResolution(image.width, image.height),
    aspectRatio: aspectRatio(image.width, image.height),
    nsfw: false,
    purity: null,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    sponsored: false,
    sizeKnown: true,
    mediaType: image.format === 'gif' ? 'gif' : 'image',
    color: null,
    blurHash: null,
    fileSize: image.bytes,
    colors: [],
    tags: [],
    thumbUrl: localImageUrl('thumb', image.id),
    // The cached thumbnail shows at once; the screen-sized rendition replaces it when made.
    previewUrl: localImageUrl('thumb', image.id),
    fullUrl: localImageUrl('local', image.id),
    pageUrl: null,
    author: null,
  }
}
