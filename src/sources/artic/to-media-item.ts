import { UNKNOWN_SIZE, aspectRatio, formatResolution, type Author, type MediaItem } from '../../shared/media'
import type { ArticArtwork } from './records'

// Picture sizes the IIIF server allows and caches (https://api.artic.edu/docs/, "IIIF Image API"):
// 200, 400, 600 and 843 wide for every work, and 1686 wide for public-domain works. Works still in
// copyright are served no wider than 843 (their `max_zoom_window_size`).
const THUMB_WIDTH = 400
const PREVIEW_WIDTH = 843
const PUBLIC_DOMAIN_FULL_WIDTH = 1686
const IN_COPYRIGHT_FULL_WIDTH = 843

/** The museum's public-domain images are released under CC0 (https://www.artic.edu/image-licensing). */
export const ARTIC_PUBLIC_DOMAIN = Object.freeze({ name: 'Public domain (CC0)', url: 'https://creativecommons.org/publicdomain/zero/1.0/' })

/** The work's page on the museum's site. */
export function articPageUrl(id: number): string {
  return `https://www.artic.edu/artworks/${id}`
}

/** A IIIF picture URL at `width` pixels wide, the height following the picture. */
export function iiifImageUrl(iiifUrl: string, imageId: string, width: number): string {
  return `${iiifUrl}/${imageId}/full/${width},/0/default.jpg`
}

function oneLine(text: string | null): string | null {
  const line = text?.replace(/\s+/g, ' ').trim()
  return line ? line : null
}

function author(artwork: ArticArtwork): Author | null {
  // artist_display is the name, a newline, then nationality and dates.
  const name = oneLine(artwork.artist_title) ?? oneLine(artwork.artist_display?.split('\n')[0] ?? null)
  if (name === null) return null
  return { name, url: artwork.artist_id === null ? null : `https://www.artic.edu/artists/${artwork.artist_id}` }
}

function hslToHex({ h, s, l }: { h: number; s: number; l: number }): string {
  const saturation = s / 100
  const lightness = l / 100
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const value = lightness - chroma / 2 * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255).toString(16).padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

/**
 * The card for an artwork, or null for one with no picture. `assumePublicDomain` stands for
 * `is_public_domain` when the answer does not carry it: true for a search, which asks for public
 * domain works only.
 *
 * The full link is the largest width the server allows for the work, never wider than the picture
 * itself (IIIF 2 does not promise to enlarge); its pixel size is the card's. `thumbnail.width` and
 * `height` are the picture's own size; without them the card's size is unknown.
 */
export function articToMediaItem(artwork: ArticArtwork, iiifUrl: string, assumePublicDomain: boolean): MediaItem | null {
  if (artwork.image_id === null) return null
  const publicDomain = artwork.is_public_domain ?? assumePublicDomain
  const cap = publicDomain ? PUBLIC_DOMAIN_FULL_WIDTH : IN_COPYRIGHT_FULL_WIDTH
  const width = artwork.thumbnail?.width ?? null
  const height = artwork.thumbnail?.height ?? null
  const known = width !== null && height !== null
  const at = (target: number) => (known ? Math.min(target, width) : target)
  const fullWidth = at(cap)
  const size = known
    ? (() => {
        const fullHeight = Math.max(1, Math.round((height * fullWidth) / width))
        return { width: fullWidth, height: fullHeight, resolution: formatResolution(fullWidth, fullHeight), aspectRatio: aspectRatio(fullWidth, fullHeight), sizeKnown: true }
      })()
    : { ...UNKNOWN_SIZE }
  const copyright = oneLine(artwork.copyright_notice)
  const color = artwork.color === null ? null : hslToHex(artwork.color)
  return {
    source: 'artic',
    id: String(artwork.id),
    title: oneLine(artwork.title) ?? `Artwork ${artwork.id}`,
    ...size,
    thumbUrl: iiifImageUrl(iiifUrl, artwork.image_id, at(THUMB_WIDTH)),
    previewUrl: iiifImageUrl(iiifUrl, artwork.image_id, at(PREVIEW_WIDTH)),
    fullUrl: iiifImageUrl(iiifUrl, artwork.image_id, fullWidth),
    pageUrl: articPageUrl(artwork.id),
    author: author(artwork),
    licence: publicDomain ? { ...ARTIC_PUBLIC_DOMAIN } : null,
    // CC0 asks for no credit; the museum is named as the picture's source all the same. A work
    // in copyright carries its notice.
    credit: publicDomain || copyright === null ? 'Art Institute of Chicago' : `${copyright}; Art Institute of Chicago`,
    nsfw: false,
    mediaType: 'image',
    color,
    blurHash: null,
    fileSize: null,
    colors: color === null ? [] : [color],
    tags: [artwork.classification_title, artwork.style_title].map(oneLine).filter((tag): tag is string => tag !== null),
    purity: null,
    spoiler: false,
    community: null,
    sponsored: false,
  }
}
