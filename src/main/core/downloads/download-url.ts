// Which URL a wallpaper is downloaded from: the card's full picture, unless its source makes a file
// for the display (Unsplash resizes on its image host, Commons renders drawings at a standard width
// that covers it), whose size is then part of the file's identity.
import { z } from 'zod'
import { ValidationError } from '../../../shared/errors'
import type { MediaItem } from '../../../shared/media'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'

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

export function downloadSource(item: MediaItem, target: z.output<typeof DownloadTargetSchema> | undefined): DownloadSource {
  const sized = isSourceId(item.source) ? (SOURCE_DEFINITIONS[item.source].sizedDownload?.(item, target) ?? null) : null
  const source: DownloadSource = sized ?? { url: item.fullUrl, variant: 'original' }
  const protocol = new URL(source.url).protocol
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ValidationError([{ field: 'fullUrl', message: 'must be an http(s) URL' }])
  }
  return source
}
