import { UNKNOWN_SIZE, aspectRatio, formatResolution, type Author, type OnlineMediaItem } from '../../shared/media'
import { BING_URLBASE, type BingImage } from './records'

/** Titles Bing writes where a market has none of its own (the rest-of-world market's "Info"). */
const PLACEHOLDER_TITLES = new Set(['', 'info'])

/** The size a rendition's name carries (`…_1920x1080.jpg`), or the placeholder when it carries none. */
function sizeOf(url: string) {
  const match = /_(\d{2,5})x(\d{2,5})\.jpg(?:$|&)/.exec(url)
  if (!match) return { ...UNKNOWN_SIZE }
  const width = Number(match[1])
  const height = Number(match[2])
  return { width, height, resolution: formatResolution(width, height), aspectRatio: aspectRatio(width, height), sizeKnown: true }
}

/** "Eurasian otters, Loch Spelve (© Neil Henderson/Alamy)" → the part before the credit (in ASCII or full-width brackets). */
function caption(copyright: string): string {
  return copyright.replace(/\s*[(（]\s*(?:©|copyright)[^)）]*[)）]\s*$/i, '').trim()
}

/** "(© Neil Henderson/Alamy)" → "Neil Henderson/Alamy": who the copyright line names, without a link. */
function photographer(copyright: string): Author | null {
  const name = /[(（]\s*©\s*([^)）]+?)\s*[)）]\s*$/.exec(copyright)?.[1]
  return name ? { name, url: null } : null
}

function title(image: BingImage): string {
  const own = image.title.replace(/\s+/g, ' ').trim()
  if (!PLACEHOLDER_TITLES.has(own.toLowerCase())) return own
  return caption(image.copyright).replace(/\s+/g, ' ') || 'Bing picture of the day'
}

/**
 * The picture's page: `copyrightlink` where it is a link (an absolute http(s) address, or a path on
 * Bing as zh-CN writes it), else a Bing search for the picture's title (`javascript:void(0)` is
 * real too).
 */
function pageUrl(image: BingImage, origin: string, name: string): string {
  const link = image.copyrightlink.trim()
  if (/^https?:\/\//i.test(link)) return link
  if (link.startsWith('/') && !link.startsWith('//')) return `${origin}${link}`
  return `${origin}/search?q=${encodeURIComponent(name)}`
}

/** The item's id at Bing: the picture's name with its market and number (`MullOtter_EN-US5451978021`). */
export function bingImageId(image: BingImage): string {
  return BING_URLBASE.exec(image.urlbase)?.[1] as string
}

/**
 * The card for one day's picture. `origin` is Bing's (`https://www.bing.com`), which the answer's
 * paths are relative to. Current pictures are downloaded as `_UHD.jpg`, the largest rendition,
 * whose size varies from picture to picture (1920×1080 on some days, over 7000 px wide on others),
 * so its size is unknown until the file is read. Pictures from before 2019 (`/az/hprichbg/`) have
 * no UHD rendition: their `url` (1920×1080, as its name says) is the largest.
 */
export function bingToMediaItem(image: BingImage, origin: string): OnlineMediaItem {
  const base = `${origin}${image.urlbase}`
  const name = title(image)
  const old = image.urlbase.startsWith('/az/')
  const size = old ? sizeOf(image.url) : { ...UNKNOWN_SIZE }
  return {
    source: 'bing',
    id: bingImageId(image),
    title: name,
    ...size,
    thumbUrl: old ? `${origin}${image.url}` : `${base}_400x240.jpg`,
    previewUrl: old ? `${origin}${image.url}` : `${base}_1920x1080.jpg`,
    fullUrl: old ? `${origin}${image.url}` : `${base}_UHD.jpg`,
    pageUrl: pageUrl(image, origin, name),
    author: photographer(image.copyright),
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
    // Bing's terms: the copyright line goes with the picture, as Bing words it.
    credit: image.copyright.replace(/\s+/g, ' '),
    sponsored: false,
  }
}
