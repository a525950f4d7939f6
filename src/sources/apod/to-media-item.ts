import { UNKNOWN_SIZE, type MediaItem } from '../../shared/media'
import { compactDay } from './days'
import type { ApodDay } from './records'

/**
 * NASA's own pictures are not under copyright; NASA asks to be named as the source
 * (https://www.nasa.gov/nasa-brand-center/images-and-media/, "NASA Images and Media Usage Guidelines").
 */
export const NASA_PUBLIC_DOMAIN = Object.freeze({ name: 'Public domain', url: 'https://www.nasa.gov/nasa-brand-center/images-and-media/' })

/** The day's page on APOD's own site, where its explanation and full credit are. */
export function apodPageUrl(day: string): string {
  return `https://apod.nasa.gov/apod/ap${compactDay(day)}.html`
}

/** A copyright line as a person reads it: APOD scrapes it from the page with its newlines and doubled spaces. */
export function cleanCopyright(text: string | null): string | null {
  if (text === null) return null
  const cleaned = text.replace(/\s+/g, ' ').trim()
  return cleaned === '' ? null : cleaned
}

/** YouTube's own still of an embedded video, for a video day NASA gave no thumbnail for (asked without `thumbs`). */
function youTubeStill(url: string): string | null {
  const id = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})/.exec(url)?.[1]
  return id === undefined ? null : `https://img.youtube.com/vi/${id}/0.jpg`
}

/**
 * The card for one day, or null for a day with no picture at all.
 *
 * An image day's card shows `url` and sets `hdurl` (the full-size file) when NASA has one. A video
 * or `other` day is never a wallpaper: it becomes a card with mediaType 'video' whose picture is
 * the video's still and whose full link is the video's page, so it can be opened; a day with no
 * still at all (an `other` day without a link, a video NASA has no thumbnail for) is left out.
 * APOD says nothing of pixel sizes, so every card is UNKNOWN_SIZE until its file is read.
 */
export function apodToMediaItem(day: ApodDay): MediaItem | null {
  const copyright = cleanCopyright(day.copyright)
  const common = {
    source: 'apod' as const,
    id: day.date,
    title: day.title.replace(/\s+/g, ' ').trim() || `Astronomy Picture of the Day ${day.date}`,
    ...UNKNOWN_SIZE,
    pageUrl: apodPageUrl(day.date),
    // A copyrighted picture names its holder; NASA's own are in the public domain and credit NASA.
    author: copyright === null ? null : { name: copyright, url: null },
    licence: copyright === null ? { ...NASA_PUBLIC_DOMAIN } : null,
    credit: copyright === null ? 'Credit: NASA' : `Image credit & copyright: ${copyright}`,
    nsfw: false,
    color: null,
    blurHash: null,
    fileSize: null,
    colors: [],
    tags: [],
    purity: null,
    spoiler: false,
    community: null,
    sponsored: false,
  }
  if (day.media_type === 'image' && day.url !== null) {
    const full = day.hdurl ?? day.url
    return {
      ...common,
      mediaType: /\.gif$/i.test(full) ? 'gif' : 'image',
      thumbUrl: day.url,
      previewUrl: day.url,
      fullUrl: full,
    }
  }
  if (day.url === null) return null
  const still = day.thumbnail_url ?? youTubeStill(day.url)
  if (still === null) return null
  return { ...common, mediaType: 'video', thumbUrl: still, previewUrl: still, fullUrl: day.url }
}
