// The best picture the preview can draw of an item: a fitting size at once, then the full image when
// it has arrived. A full image that fails to load (a GIF post whose file is a video) is said, so
// "loading" never stays forever; a video's full media is not a picture, so its still stays.
import { useEffect, useState } from 'react'
import type { MediaItem } from '../../../shared/media'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import type { ImageStage } from './media-kind'

/** Wider than any screen needs for a look; a source's originals can be 6000 px and 20 MB. */
const MAX_PREVIEW_WIDTH = 3840

/** The full image as the preview loads it: sized to this screen on the source's image host, where it resizes (its `previewUrl`). */
function fullImageUrl(item: MediaItem): string {
  const sized = isSourceId(item.source) ? SOURCE_DEFINITIONS[item.source].previewUrl : undefined
  if (sized === undefined) return item.fullUrl
  const width = Math.min(MAX_PREVIEW_WIDTH, Math.round(window.screen.width * (window.devicePixelRatio || 1)) || MAX_PREVIEW_WIDTH)
  return sized(item, width)
}

export interface BestImage {
  /** The URL to draw (before imageSrc), or null when there is none the window's policy allows. */
  src: string | null
  stage: ImageStage
}

type FullState = { key: string; url: string | null; failed: boolean }

export function useBestImage(item: MediaItem): BestImage {
  const key = `${item.source}:${item.id}`
  const [full, setFull] = useState<FullState>({ key, url: null, failed: false })
  const fullWanted = item.mediaType !== 'video' && item.fullUrl !== item.previewUrl
  const url = fullWanted ? fullImageUrl(item) : null
  const allowed = url !== null && canShowImage(url)

  useEffect(() => {
    if (url === null || !allowed) return
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => setFull({ key, url, failed: false })
    image.onerror = () => setFull({ key, url: null, failed: true })
    image.src = imageSrc(url)
    return () => {
      image.onload = null
      image.onerror = null
      image.src = ''
    }
  }, [key, url, allowed])

  const current = full.key === key ? full : { url: null, failed: false }
  if (current.url !== null) return { src: current.url, stage: 'full' }
  const preview = canShowImage(item.previewUrl) ? item.previewUrl : null
  if (preview === null) return { src: null, stage: 'none' }
  if (!fullWanted) return { src: preview, stage: item.fullUrl === item.previewUrl ? 'full' : 'preview-only' }
  if (current.failed || !allowed) return { src: preview, stage: 'preview-failed' }
  return { src: preview, stage: 'preview-loading' }
}
