import { aspectRatio, formatResolution, type Author, type OnlineMediaItem } from '../../shared/media'
import type { PexelsPhoto } from './records'

/** Pexels' licence: free to use, attribution appreciated (https://www.pexels.com/license/). */
export const PEXELS_LICENCE = Object.freeze({ name: 'Pexels License', url: 'https://www.pexels.com/license/' })

/** "photo-of-stream-during-daytime-3225517" → "Photo of stream during daytime"; null when the slug is only the id. */
function titleFromPage(pageUrl: string, id: number): string | null {
  const slug = /\/photo\/([^/]+?)\/?$/.exec(new URL(pageUrl).pathname)?.[1]
  if (slug === undefined) return null
  let words: string
  try {
    words = decodeURIComponent(slug)
  } catch {
    words = slug
  }
  words = words.replace(new RegExp(`-?${id}$`), '').replace(/[-_]+/g, ' ').trim()
  return words === '' ? null : words.charAt(0).toUpperCase() + words.slice(1)
}

/** The alt text, or the words of the page's address (answers before 2021 have no alt). */
function title(photo: PexelsPhoto): string {
  const alt = photo.alt.replace(/\s+/g, ' ').trim()
  return alt || titleFromPage(photo.url, photo.id) || `Pexels photo ${photo.id}`
}

function author(photo: PexelsPhoto): Author | null {
  const name = photo.photographer.trim()
  return name === '' ? null : { name, url: photo.photographer_url }
}

/**
 * The card for a Pexels photo. Pexels' guidelines ask for "Photo by NAME on Pexels" with links to
 * the photographer and to the photo's page (https://www.pexels.com/api/documentation/,
 * "Guidelines"): the credit says it, `author` links the photographer, `pageUrl` the photo. The
 * thumbnail is `src.medium` because it keeps the aspect ratio; the wallpaper is `src.original`.
 */
export function pexelsToMediaItem(photo: PexelsPhoto): OnlineMediaItem {
  const credited = author(photo)
  const color = photo.avg_color?.toLowerCase() ?? null
  return {
    source: 'pexels',
    id: String(photo.id),
    title: title(photo),
    width: photo.width,
    height: photo.height,
    resolution: formatResolution(photo.width, photo.height),
    aspectRatio: aspectRatio(photo.width, photo.height),
    thumbUrl: photo.src.medium ?? photo.src.small ?? photo.src.large ?? photo.src.original,
    previewUrl: photo.src.large2x ?? photo.src.large ?? photo.src.original,
    fullUrl: photo.src.original,
    pageUrl: photo.url,
    author: credited,
    nsfw: false,
    mediaType: 'image',
    color,
    blurHash: null,
    fileSize: null,
    colors: color === null ? [] : [color],
    tags: [],
    sizeKnown: true,
    purity: null,
    spoiler: false,
    community: null,
    licence: { ...PEXELS_LICENCE },
    credit: credited === null ? 'Photo from Pexels' : `Photo by ${credited.name} on Pexels`,
    sponsored: false,
  }
}
