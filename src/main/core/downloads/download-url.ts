// Which URL a wallpaper is downloaded from. Unsplash resizes on its image CDN, so the file is
// made for the screen (and that size is part of the file's identity); Wallhaven's full image and
// Reddit's original media are taken as they are; a folder source may make a file for the display
// (Commons renders drawings at a standard width that covers it).
import { z } from 'zod'
import { ValidationError } from '../../../shared/errors'
import type { MediaItem } from '../../../shared/media'
import { unsplashSizedUrl } from '../../../shared/sources/unsplash/sized-url'
import { isFolderSource } from '../../../sources/ids'
import { FOLDER_SOURCES } from '../../../sources/registry'

/** 16K is the largest display anyone is likely to have; anything bigger is a mistake. */
const MAX_SIDE = 16_384
const side = z.number().int().min(1).max(MAX_SIDE)

export const DownloadTargetSchema = z.strictObject({
  width: side,
  height: side,
  /** `cover` crops to fill the screen exactly; `max` keeps the whole picture. Default `cover`. */
  fit: z.enum(['cover', 'max']).default('cover'),
})
export type DownloadTarget = z.input<typeof DownloadTargetSchema>

export interface DownloadSource {
  url: string
  /** Which rendition of the item this is; part of the file name and of the shared-transfer key. */
  variant: string
}

/**
 * Scales the target down, keeping its ratio, so it fits inside the original: imgix would
 * otherwise upscale a small photo to a big screen.
 */
function withinOriginal(item: MediaItem, width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, item.width / width, item.height / height)
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) }
}

export function downloadSource(item: MediaItem, target: z.output<typeof DownloadTargetSchema> | undefined): DownloadSource {
  let source: DownloadSource
  if (item.source === 'unsplash') {
    if (target) {
      const size = withinOriginal(item, target.width, target.height)
      source = {
        url: unsplashSizedUrl(item.fullUrl, { fit: target.fit, width: size.width, height: size.height }),
        variant: `${size.width}x${size.height}-${target.fit}`,
      }
    } else {
      // The original size, but as a JPEG: `raw` may be any format the photographer uploaded.
      source = { url: unsplashSizedUrl(item.fullUrl, { fit: 'max', width: item.width }), variant: `${item.width}w-max` }
    }
  } else {
    // A folder source that renders a picture for a display (Commons' drawings) says which file.
    const sized = target && isFolderSource(item.source) ? (FOLDER_SOURCES[item.source].sizedDownload?.(item, target) ?? null) : null
    source = sized ?? { url: item.fullUrl, variant: 'original' }
  }
  const protocol = new URL(source.url).protocol
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ValidationError([{ field: 'fullUrl', message: 'must be an http(s) URL' }])
  }
  return source
}
