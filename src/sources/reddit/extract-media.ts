import { UNKNOWN_SIZE, aspectRatio, formatResolution, type MediaItem, type MediaType } from '../../shared/media'
import { keepsMediaType, type MediaTypeFilter } from './enums'
import type { RedditListingParams } from './params'
import {
  readRedditPost,
  type RedditListing,
  type RedditMediaMetadata,
  type RedditPost,
  type RedditPreviewImage,
} from './records'

/**
 * Turns Reddit posts into cards, following docs/apis.md, Reddit "Posts and their media" (client practice, not a Reddit
 * contract): skip what is not media, then gallery, hosted video, direct image, Imgur, gfycat and
 * redgifs clips (Reddit's MP4 of them), and finally the preview of a link to a picture file or a
 * photo page. Any other link's preview is the page's share card (a news article's), not a
 * wallpaper, so such a post gives no card, in the grid or in rotation.
 */

const REDDIT_ORIGIN = 'https://www.reddit.com'
/** The largest preview the detail view needs; Reddit's previews go up to 1080 wide. */
const PREVIEW_MAX_WIDTH = 1080
/** Grid thumbnails: the smallest rendition at least this wide. */
const THUMB_MIN_WIDTH = 320

const EXTENSION_MEDIA_TYPE: Readonly<Record<string, MediaType>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'gif',
}

/** `media_metadata.m` → the extension of the original on i.redd.it (`image/jpg` is Reddit's spelling). */
const MIME_EXTENSION: Readonly<Record<string, string>> = {
  'image/jpg': 'jpg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

const MEDIA_ID = /^[A-Za-z0-9]+$/
const IMGUR_HOSTS = new Set(['imgur.com', 'www.imgur.com', 'm.imgur.com', 'i.imgur.com'])
const IMGUR_ALBUM_PATH = /^\/(?:a|gallery)\//i
const IMGUR_BARE_ID_PATH = /^\/([A-Za-z0-9]+)\/?$/
const IMGUR_GIFV_PATH = /^\/([A-Za-z0-9]+)\.gifv$/i
/** Hosts of looping clips: a page there is a player, and the post's preview a still of the clip, never a picture. */
const CLIP_HOSTS = ['gfycat.com', 'redgifs.com']
/**
 * Sites whose link post's preview is the picture itself: photo and artwork pages, a link to another
 * Reddit post, Reddit's old image host. Any other page's preview is its share card (a news
 * article's 460×259 or 1200×630 og:image, a shop's banner), not a wallpaper: such a post gives no card.
 */
const PICTURE_PAGE_HOSTS = ['flickr.com', 'flic.kr', 'deviantart.com', 'artstation.com', 'reddit.com', 'i.reddituploads.com']

export interface RedditMediaOptions {
  includeNsfw: boolean
  mediaType: MediaTypeFilter
}

/** One piece of media found in a post, before it is dressed as a card. */
interface FoundMedia {
  /** The gallery item's media id; null for a post's only media. */
  mediaId: string | null
  /** ` (2/5)` for gallery items. */
  titleSuffix: string
  fullUrl: string
  mediaType: MediaType
  /** Null when Reddit did not say (no preview, a gallery entry without `s.x`/`s.y`). */
  width: number | null
  height: number | null
  previewUrl: string
  thumbUrl: string
}

/** Reddit's `p` entries and preview resolutions both map to these; the URL is as Reddit sent it. */
interface Rendition {
  url: string | null
  width: number
}

/**
 * An absolute http(s) URL, or null. Reddit HTML-escapes `&` when `raw_json=1` is missing, which
 * breaks the signed `s=` of preview URLs, so `&amp;` is undone whatever was sent; relative URLs
 * (some crossposts) are on www.reddit.com.
 */
function parseHttpUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null
  const unescaped = raw.includes('&amp;') ? raw.replaceAll('&amp;', '&') : raw
  try {
    let url: URL
    if (!unescaped.startsWith('/')) url = new URL(unescaped)
    else if (unescaped.startsWith('//')) url = new URL(unescaped, REDDIT_ORIGIN)
    // A path is joined to the origin as text: one parse instead of parsing the base as well.
    else url = new URL(REDDIT_ORIGIN + unescaped)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function cleanUrl(raw: string | null | undefined): string | null {
  return parseHttpUrl(raw)?.href ?? null
}

function firstUrl(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const url = cleanUrl(candidate)
    if (url !== null) return url
  }
  return null
}

/** The first candidate, in order of preference, whose URL is usable (cleaned). */
function firstUsable(candidates: readonly Rendition[]): string | null {
  for (const candidate of candidates) {
    const url = cleanUrl(candidate.url)
    if (url !== null) return url
  }
  return null
}

// Both picks order the renditions first and clean URLs only until one is usable: parsing every
// rendition's URL was most of the cost of mapping a listing page.

/** The largest rendition at most 1080 wide. */
function pickPreview(renditions: readonly Rendition[]): string | null {
  return firstUsable(renditions.filter((rendition) => rendition.width <= PREVIEW_MAX_WIDTH).sort((a, b) => b.width - a.width))
}

/** The smallest rendition at least 320 wide, else the largest there is. */
function pickThumb(renditions: readonly Rendition[]): string | null {
  const byWidth = [...renditions].sort((a, b) => a.width - b.width)
  const wideEnough = byWidth.filter((rendition) => rendition.width >= THUMB_MIN_WIDTH)
  return firstUsable(wideEnough) ?? firstUsable(byWidth.filter((rendition) => rendition.width < THUMB_MIN_WIDTH).reverse())
}

function isPositiveInteger(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

function extensionOf(pathname: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(pathname)
  return match?.[1]?.toLowerCase() ?? ''
}

function collapseNewlines(title: string): string {
  return title.replace(/\s*[\r\n]+\s*/g, ' ').trim()
}

function isNotMedia(post: RedditPost): boolean {
  return post.removed_by_category !== null || post.is_self || post.domain.startsWith('self.')
}

function isGallery(post: RedditPost): boolean {
  return post.is_gallery || post.gallery_data !== null
}

function isRedditVideo(post: RedditPost): boolean {
  return post.is_video || post.domain === 'v.redd.it' || post.post_hint === 'hosted:video'
}

/** An embed of another site's player (YouTube and the like): its preview is a small still of a video, not a wallpaper. */
function isExternalVideo(post: RedditPost): boolean {
  return post.post_hint === 'rich:video' || post.media?.oembed != null || post.secure_media?.oembed != null
}

function galleryItemMedia(mediaId: string, meta: RedditMediaMetadata | null | undefined): Omit<FoundMedia, 'titleSuffix'> | null {
  if (meta == null || meta.status !== 'valid' || meta.s === null) return null
  const { s } = meta
  const renditions = meta.p.map((p): Rendition => ({ url: p.u, width: p.x }))
  if (meta.e === 'Image') {
    const extension = meta.m === null ? undefined : MIME_EXTENSION[meta.m]
    const fullUrl = extension !== undefined && MEDIA_ID.test(mediaId) ? `https://i.redd.it/${mediaId}.${extension}` : cleanUrl(s.u)
    if (fullUrl === null) return null
    return {
      mediaId,
      fullUrl,
      mediaType: extension === 'gif' ? 'gif' : 'image',
      width: s.x,
      height: s.y,
      previewUrl: pickPreview(renditions) ?? firstUrl(s.u) ?? fullUrl,
      thumbUrl: pickThumb(renditions) ?? firstUrl(s.u) ?? fullUrl,
    }
  }
  if (meta.e === 'AnimatedImage') {
    const fullUrl = firstUrl(s.mp4, s.gif)
    if (fullUrl === null) return null
    return {
      mediaId,
      fullUrl,
      mediaType: 'gif',
      width: s.x,
      height: s.y,
      previewUrl: pickPreview(renditions) ?? firstUrl(s.gif) ?? fullUrl,
      thumbUrl: pickThumb(renditions) ?? firstUrl(s.gif) ?? fullUrl,
    }
  }
  return null
}

/**
 * Each picture of a gallery, in `gallery_data`'s order; a gallery whose `gallery_data` is null
 * (seen on real posts, not only crossposts) is read in `media_metadata`'s own order.
 */
function galleryMedia(post: RedditPost): FoundMedia[] {
  const mediaIds = post.gallery_data !== null ? post.gallery_data.items.map((item) => item.media_id) : Object.keys(post.media_metadata ?? {})
  return mediaIds.flatMap((mediaId, index) => {
    const found = galleryItemMedia(mediaId, post.media_metadata?.[mediaId])
    if (found === null) return []
    return [{ ...found, titleSuffix: mediaIds.length > 1 ? ` (${index + 1}/${mediaIds.length})` : '' }]
  })
}

/**
 * A post's single media URL, its size and stills taken from the post's preview unless `size` is
 * known. Without either the size is unknown (null): a picture still makes a card, a video does not.
 */
function previewedMedia(
  post: RedditPost,
  fullUrl: string,
  mediaType: MediaType,
  size?: { width: number | null; height: number | null },
  /** A still picture of an animation, for when the post has no preview (an imgur .gifv's own thumbnail). */
  fallbackStill?: string,
): FoundMedia[] {
  const still: RedditPreviewImage | undefined = post.preview?.images[0]
  const width = size?.width ?? still?.source.width ?? null
  const height = size?.height ?? still?.source.height ?? null
  const renditions: readonly Rendition[] = still?.resolutions ?? []
  return [
    {
      mediaId: null,
      titleSuffix: '',
      fullUrl,
      mediaType,
      width,
      height,
      previewUrl: pickPreview(renditions) ?? firstUrl(still?.source.url, fallbackStill) ?? fullUrl,
      thumbUrl: pickThumb(renditions) ?? firstUrl(post.thumbnail, still?.source.url, fallbackStill) ?? fullUrl,
    },
  ]
}

function redditVideoMedia(post: RedditPost): FoundMedia[] {
  const video = post.secure_media?.reddit_video ?? post.media?.reddit_video ?? null
  const fullUrl = cleanUrl(video?.fallback_url)
  if (video === null || fullUrl === null) return []
  return previewedMedia(post, fullUrl, video.is_gif ? 'gif' : 'video', video)
}

/**
 * What a link post's card is made of: a file (with a still for when there is no preview), the
 * preview (where it is the picture), Reddit's MP4 of a clip, or nothing.
 */
type LinkTarget = { url: string; mediaType: MediaType; still?: string } | 'skip' | 'clip' | 'preview'

function onHost(host: string, hosts: readonly string[]): boolean {
  return hosts.some((known) => host === known || host.endsWith(`.${known}`))
}

function imgurTarget(url: URL): LinkTarget {
  if (IMGUR_ALBUM_PATH.test(url.pathname)) return 'skip'
  const extension = extensionOf(url.pathname)
  // .gifv is an HTML page around a silent looping video; the .mp4 beside it is that video, and
  // i.imgur.com/<id>h.jpg its "huge thumbnail" still (imgur's thumbnail suffixes), shown when
  // Reddit made no preview.
  if (extension === 'gifv') {
    const id = IMGUR_GIFV_PATH.exec(url.pathname)?.[1]
    const still = id === undefined ? {} : { still: `https://i.imgur.com/${id}h.jpg` }
    return { url: url.href.replace(/\.gifv(?=$|[?#])/i, '.mp4'), mediaType: 'gif', ...still }
  }
  const mediaType = EXTENSION_MEDIA_TYPE[extension]
  if (mediaType !== undefined) return { url: url.href, mediaType }
  const bareId = IMGUR_BARE_ID_PATH.exec(url.pathname)?.[1]
  if (bareId !== undefined) return { url: `https://i.imgur.com/${bareId}.jpg`, mediaType: 'image' }
  // Another imgur page: an image host's preview is its picture.
  return 'preview'
}

/** A gfycat or redgifs link: a clip's own file, else the player page, whose only playable file is Reddit's MP4. */
function clipTarget(url: URL): LinkTarget {
  const extension = extensionOf(url.pathname)
  if (extension === 'gif' || extension === 'mp4' || extension === 'webm') return { url: url.href, mediaType: 'gif' }
  return 'clip'
}

function linkTarget(post: RedditPost): LinkTarget {
  const url = parseHttpUrl(post.url_overridden_by_dest) ?? parseHttpUrl(post.url)
  if (url === null) return 'skip'
  const href = url.href
  const host = url.hostname.toLowerCase()
  if (IMGUR_HOSTS.has(host)) return imgurTarget(url)
  if (onHost(host, CLIP_HOSTS)) return clipTarget(url)
  const extensionType = EXTENSION_MEDIA_TYPE[extensionOf(url.pathname)]
  if (host === 'i.redd.it' && extensionType !== undefined) return { url: href, mediaType: extensionType }
  if (post.post_hint === 'image') return { url: href, mediaType: extensionType ?? 'image' }
  if (isExternalVideo(post)) return 'skip'
  // The preview stands for the picture only where the link is one: a picture file, or a photo page.
  return extensionType !== undefined || onHost(host, PICTURE_PAGE_HOSTS) ? 'preview' : 'skip'
}

/** A clip as Reddit's own silent MP4 of it (`preview.reddit_video_preview`); without one, no card. */
function clipMedia(post: RedditPost): FoundMedia[] {
  const clip = post.preview?.reddit_video_preview ?? null
  const fullUrl = cleanUrl(clip?.fallback_url)
  if (clip === null || fullUrl === null) return []
  return previewedMedia(post, fullUrl, clip.is_gif ? 'gif' : 'video', clip)
}

function linkMedia(post: RedditPost): FoundMedia[] {
  const target = linkTarget(post)
  if (target === 'skip') return []
  if (target === 'clip') return clipMedia(post)
  if (target !== 'preview') return previewedMedia(post, target.url, target.mediaType, undefined, target.still)
  const source = cleanUrl(post.preview?.images[0]?.source.url)
  return source === null ? [] : previewedMedia(post, source, 'image')
}

function findMedia(post: RedditPost): FoundMedia[] {
  if (isGallery(post)) return galleryMedia(post)
  if (isRedditVideo(post)) return redditVideoMedia(post)
  return linkMedia(post)
}

/** A picture file a browser shows as it is: what a card of unknown size can stand on (a video cannot). */
function isPictureUrl(url: string): boolean {
  const path = parseHttpUrl(url)?.pathname ?? ''
  return EXTENSION_MEDIA_TYPE[extensionOf(path)] !== undefined
}

/**
 * Media whose size Reddit did not give still makes a card when there is a picture to show for it:
 * the file itself, or an animation's still (an imgur .gifv's thumbnail); a video does not.
 */
function showsWithoutSize(found: FoundMedia): boolean {
  if (found.mediaType === 'video') return false
  return isPictureUrl(found.fullUrl) || (found.mediaType === 'gif' && isPictureUrl(found.previewUrl))
}

function authorOf(post: RedditPost): MediaItem['author'] {
  if (post.author === '[deleted]' || post.author === '') return null
  return { name: `u/${post.author}`, url: `${REDDIT_ORIGIN}/user/${encodeURIComponent(post.author)}` }
}

/**
 * The cards of one post (several for a gallery), or none when the post is not usable media or is
 * filtered out. A crosspost takes its media, and its author's credit, from the original post, and
 * keeps its own id, title, page and community; it counts as NSFW, or as a spoiler, when either post does.
 */
export function redditPostToMediaItems(post: RedditPost, options: RedditMediaOptions): MediaItem[] {
  if (isNotMedia(post) || post.stickied) return []
  const origin = post.crosspost_parent_list[0] ?? post
  if (origin !== post && isNotMedia(origin)) return []
  const nsfw = post.over_18 || origin.over_18
  if (nsfw && !options.includeNsfw) return []
  const pageUrl = cleanUrl(post.permalink)
  if (pageUrl === null) return []
  const title = collapseNewlines(post.title)
  const author = authorOf(origin)
  const spoiler = post.spoiler || origin.spoiler
  // Where this post was made: a crosspost's own community, not the original's.
  const community = post.subreddit === '' ? null : post.subreddit
  const items: MediaItem[] = []
  for (const found of findMedia(origin)) {
    if (!keepsMediaType(options.mediaType, found.mediaType)) continue
    const { width, height } = found
    const sizeKnown = isPositiveInteger(width) && isPositiveInteger(height)
    if (!sizeKnown && !showsWithoutSize(found)) continue
    items.push({
      source: 'reddit',
      id: found.mediaId === null ? post.id : `${post.id}_${found.mediaId}`,
      title: title + found.titleSuffix,
      width: sizeKnown ? width : UNKNOWN_SIZE.width,
      height: sizeKnown ? height : UNKNOWN_SIZE.height,
      resolution: sizeKnown ? formatResolution(width, height) : UNKNOWN_SIZE.resolution,
      aspectRatio: sizeKnown ? aspectRatio(width, height) : UNKNOWN_SIZE.aspectRatio,
      thumbUrl: found.thumbUrl,
      previewUrl: found.previewUrl,
      fullUrl: found.fullUrl,
      pageUrl,
      author,
      nsfw,
      mediaType: found.mediaType,
      color: null,
      blurHash: null,
      fileSize: null,
      colors: [],
      tags: [],
      sizeKnown,
      // Reddit rates a post only as over_18 or not: `nsfw` says it.
      purity: null,
      spoiler,
      community,
      licence: null,
      credit: null,
      sponsored: false,
    })
  }
  return items
}

export interface RedditListingMedia {
  items: MediaItem[]
  /** The next page's cursor (`data.after`); null on the last page. */
  after: string | null
  /** Children that are not posts, e.g. `t5` subreddits after a redirect to subreddit search. */
  nonPostChildren: number
  /** `t3` children whose data could not be read as a post; they are left out, not fatal. */
  unreadablePosts: number
}

/**
 * The cards of a listing page, filtered by the parameter set's `include_nsfw` and `media_type`.
 * A page may well give no cards (all text posts, all NSFW): that is not an error, page on.
 */
export function redditListingToMediaItems(
  listing: RedditListing,
  params: Pick<RedditListingParams, 'include_nsfw' | 'media_type'>,
): RedditListingMedia {
  const options: RedditMediaOptions = { includeNsfw: params.include_nsfw, mediaType: params.media_type }
  const items: MediaItem[] = []
  let nonPostChildren = 0
  let unreadablePosts = 0
  for (const child of listing.data.children) {
    if (child.kind !== 't3') {
      nonPostChildren += 1
      continue
    }
    const post = readRedditPost(child.data)
    if (post !== null) items.push(...redditPostToMediaItems(post, options))
    else unreadablePosts += 1
  }
  return { items, after: listing.data.after, nonPostChildren, unreadablePosts }
}
