import type { MediaItem } from '../../shared/media'
import { unsplashCredit, unsplashPhotographerName } from './attribution'
import { unsplashAspectRatio, unsplashResolution, type UnsplashPhoto } from './records'

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

/** The first text that says something, with runs of whitespace (descriptions hold newlines) made single spaces. */
function firstText(...texts: (string | null)[]): string | null {
  for (const text of texts) {
    const cleaned = text?.replace(/\s+/g, ' ').trim()
    if (cleaned) return cleaned
  }
  return null
}

/** An Unsplash record (abbreviated or full) as the card every source maps to. */
export function unsplashToMediaItem(photo: UnsplashPhoto): MediaItem {
  const credit = unsplashCredit(photo)
  const name = unsplashPhotographerName(photo.user)
  const color = photo.color !== null && HEX_COLOR.test(photo.color) ? photo.color : null
  return {
    source: 'unsplash',
    id: photo.id,
    title: firstText(photo.description, photo.alt_description) ?? `Photo by ${name}`,
    width: photo.width,
    height: photo.height,
    resolution: unsplashResolution(photo),
    aspectRatio: unsplashAspectRatio(photo),
    // 400 px wide: sharp enough for a grid cell, a fraction of `regular`.
    thumbUrl: photo.urls.small,
    previewUrl: photo.urls.regular,
    // Downloads size `raw` for the display with unsplashSizedUrl.
    fullUrl: photo.urls.raw,
    pageUrl: credit.photoUrl,
    author: { name, url: credit.authorUrl },
    nsfw: false,
    mediaType: 'image',
    color,
    blurHash: photo.blur_hash,
    fileSize: null,
    colors: color === null ? [] : [color],
    tags: photo.tags.map((tag) => tag.title),
    sizeKnown: true,
    // Unsplash rates no photo; its content_filter works on the search as a whole.
    purity: null,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    // A paid placement is said on its card (Unsplash marks it "Sponsored" too).
    sponsored: photo.sponsorship !== null,
  }
}

