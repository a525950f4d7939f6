import { aspectRatio, formatResolution, type Author, type MediaItem } from '../../shared/media'
import type { WallhavenWallpaper, WallhavenWallpaperDetail } from './records'

/** How many tag names a detail record's title is made of. */
const TITLE_TAGS = 3

function title(wallpaper: WallhavenWallpaper | WallhavenWallpaperDetail): string {
  const tags = 'tags' in wallpaper ? wallpaper.tags.slice(0, TITLE_TAGS).map((tag) => tag.name) : []
  return tags.length > 0 ? tags.join(', ') : `Wallpaper ${wallpaper.id}`
}

function author(wallpaper: WallhavenWallpaper | WallhavenWallpaperDetail): Author | null {
  if (!('uploader' in wallpaper) || wallpaper.uploader === null) return null
  const name = wallpaper.uploader.username
  return { name, url: `https://wallhaven.cc/user/${encodeURIComponent(name)}` }
}

/**
 * The card for a search item or a `/w/{id}` detail. The thumbnail is `thumbs.original` because it
 * keeps the aspect ratio a justified grid needs; the size-derived values are computed from the
 * pixel size, not taken from Wallhaven's rounded `ratio` text. Sketchy stays sketchy in `purity`;
 * `nsfw` is true for Wallhaven's NSFW alone, as rotation and the filters read it.
 */
export function wallhavenToMediaItem(wallpaper: WallhavenWallpaper | WallhavenWallpaperDetail): MediaItem {
  const colors = wallpaper.colors.map((color) => color.toLowerCase())
  return {
    source: 'wallhaven',
    id: wallpaper.id,
    title: title(wallpaper),
    width: wallpaper.dimension_x,
    height: wallpaper.dimension_y,
    resolution: formatResolution(wallpaper.dimension_x, wallpaper.dimension_y),
    aspectRatio: aspectRatio(wallpaper.dimension_x, wallpaper.dimension_y),
    thumbUrl: wallpaper.thumbs.original,
    previewUrl: wallpaper.thumbs.large,
    fullUrl: wallpaper.path,
    pageUrl: wallpaper.url,
    author: author(wallpaper),
    nsfw: wallpaper.purity === 'nsfw',
    mediaType: wallpaper.file_type === 'image/gif' ? 'gif' : 'image',
    color: colors[0] ?? null,
    blurHash: null,
    fileSize: wallpaper.file_size,
    colors,
    tags: 'tags' in wallpaper ? wallpaper.tags.map((tag) => tag.name) : [],
    sizeKnown: true,
    purity: wallpaper.purity,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    sponsored: false,
  }
}
