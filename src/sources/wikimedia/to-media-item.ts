import { aspectRatio, formatResolution, type MediaType, type OnlineMediaItem } from '../../shared/media'
import { wikimediaAttribution } from './attribution'
import { htmlToText } from './html-text'
import { WIKIMEDIA_PREVIEW_WIDTH } from './params'
import type { WikimediaFeaturedImage, WikimediaImageInfo } from './records'

/** The grid's thumbnail width: a standard step (mediawiki.org/wiki/Common_thumbnail_sizes). */
const THUMB_WIDTH = 500
/** The width an SVG is rendered at to be a wallpaper: the largest standard step. */
const SVG_RENDER_WIDTH = 3840
/** Files a desktop can show as they are. */
const WEB_IMAGES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
const MAX_ID_LENGTH = 128

/** FNV-1a, 32 bits: a short, stable tag for an id that had to be shortened. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) as number
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** `File:Martial eagle (Polemaetus bellicosus).jpg` → `Martial_eagle_(Polemaetus_bellicosus).jpg`, as Commons' URLs write it. */
export function wikimediaFileId(fileTitle: string): string {
  const name = fileTitle.replace(/^File:/, '').replaceAll(' ', '_')
  if (name.length <= MAX_ID_LENGTH) return name
  return `${name.slice(0, MAX_ID_LENGTH - 9)}~${fnv1a(name)}`
}

/** The file's page on Commons, as the API's `descriptionurl` writes it. */
function filePage(fileTitle: string): string {
  return `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(fileTitle.replace(/^File:/, '').replaceAll(' ', '_'))}`
}

/** The file's name without `File:` and its extension: a title when the metadata has none. */
function nameOf(fileTitle: string): string {
  return fileTitle.replace(/^File:/, '').replace(/\.[A-Za-z0-9]{2,5}$/, '').replaceAll('_', ' ')
}

/** A thumbnail URL at another standard width; the URL as it is when it is not a `/NNNpx-` thumbnail. */
function atWidth(thumbUrl: string, width: number): string {
  return thumbUrl.replace(new RegExp(`/${WIKIMEDIA_PREVIEW_WIDTH}px-([^/]+)$`), `/${width}px-$1`)
}

/** The card's media type for a file's MIME type; null for what cannot be a card (sound, documents, TIFF). */
export function wikimediaMediaType(mime: string): MediaType | null {
  if (mime === 'image/gif') return 'gif'
  if (WEB_IMAGES.has(mime) || mime === 'image/svg+xml') return 'image'
  if (mime.startsWith('video/')) return 'video'
  return null
}

function sized(width: number, height: number) {
  return { width, height, resolution: formatResolution(width, height), aspectRatio: aspectRatio(width, height), sizeKnown: true }
}

/** What a card takes from the file, or null when the file cannot be one (no URL, an audio file, a TIFF). */
function files(info: WikimediaImageInfo) {
  const { url, thumburl, width, height, mime } = info
  if (url === null || thumburl === null || width === null || height === null || mime === null) return null
  const mediaType = wikimediaMediaType(mime)
  if (mediaType === null) return null
  const preview = { thumbUrl: atWidth(thumburl, THUMB_WIDTH), previewUrl: thumburl }
  if (mime === 'image/svg+xml') {
    // A drawing is rendered by Commons as a PNG, at the widest standard step: sharp on any screen.
    const rendered = atWidth(thumburl, SVG_RENDER_WIDTH)
    if (rendered === thumburl) return null
    return { ...preview, fullUrl: rendered, mediaType, size: sized(SVG_RENDER_WIDTH, Math.max(1, Math.round((SVG_RENDER_WIDTH * height) / width))), fileSize: null }
  }
  return { ...preview, fullUrl: url, mediaType, size: sized(width, height), fileSize: info.size }
}

/**
 * The card of the file a day's template shows, or null when the file cannot be a card (the answer
 * lacks its URL or size, or it is a sound or a document). Its page is the file's page on Commons;
 * author, licence and credit are what the file's metadata says, as plain text.
 */
export function wikimediaToMediaItem(fileTitle: string, info: WikimediaImageInfo): OnlineMediaItem | null {
  const made = files(info)
  if (made === null) return null
  const { author, licence, credit } = wikimediaAttribution(info.extmetadata)
  const pageUrl = info.descriptionurl ?? filePage(fileTitle)
  return {
    source: 'wikimedia',
    id: wikimediaFileId(fileTitle),
    title: htmlToText(info.extmetadata.ObjectName) ?? nameOf(fileTitle),
    ...made.size,
    thumbUrl: made.thumbUrl,
    previewUrl: made.previewUrl,
    fullUrl: made.fullUrl,
    pageUrl,
    author,
    nsfw: false,
    mediaType: made.mediaType,
    color: null,
    blurHash: null,
    fileSize: made.fileSize,
    colors: [],
    tags: [],
    purity: null,
    spoiler: false,
    community: null,
    licence,
    credit,
    sponsored: false,
  }
}

/**
 * The card of a Wikipedia featured feed's picture of the day. The feed's older form carries no
 * artist or licence, so the card has none until the file's imageinfo is read; its page is the file's.
 */
export function featuredImageToMediaItem(image: WikimediaFeaturedImage): OnlineMediaItem {
  const thumb = image.thumbnail?.source ?? image.image.source
  return {
    source: 'wikimedia',
    id: wikimediaFileId(image.title),
    title: nameOf(image.title),
    ...sized(image.image.width, image.image.height),
    thumbUrl: thumb,
    previewUrl: thumb,
    fullUrl: image.image.source,
    pageUrl: filePage(image.title),
    author: null,
    nsfw: false,
    mediaType: 'image',
    color: null,
    blurHash: null,
    fileSize: null,
    colors: [],
    tags: [],
    purity: null,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    sponsored: false,
  }
}
