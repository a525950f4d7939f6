// What the preview can do with each kind of media, and what it says about it. Only still pictures can
// be wallpapers: a desktop shows a GIF's first frame at best, and a video not at all. So those are
// offered to download (the core keeps a video's MP4 or WebM file) and to open at their source, with
// the reason said in plain words.
import type { MediaItem } from '../../../shared/media'

export interface MediaAbilities {
  canSet: boolean
  canDownload: boolean
  /** Why it cannot be set, in one or two plain sentences; null when it can. */
  reason: string | null
}

export function abilitiesOf(item: Pick<MediaItem, 'mediaType' | 'source'>): MediaAbilities {
  // A picture of the person's own is already on this computer: there is nothing to download.
  const online = item.source !== 'local'
  switch (item.mediaType) {
    case 'image':
      return { canSet: true, canDownload: online, reason: null }
    case 'gif':
      return {
        canSet: false,
        canDownload: online,
        reason: 'An animated GIF can’t be a wallpaper: desktops show only still pictures. Download it, or open it where it was posted to see it move.',
      }
    case 'video':
      return {
        canSet: false,
        canDownload: online,
        reason: 'A video can’t be a wallpaper: desktops show only still pictures. Download it to keep it in your library, or open it where it was posted to watch it.',
      }
  }
}

export type ImageStage = 'full' | 'preview-loading' | 'preview-failed' | 'preview-only' | 'none'

/** The "Showing" line: what the picture drawn is, so a still of a video is never taken for the video. */
export function showingText(item: Pick<MediaItem, 'mediaType'>, stage: ImageStage): string {
  if (stage === 'none') return 'Nothing: the image is on another site'
  if (item.mediaType === 'video') return 'A still from the video'
  if (item.mediaType === 'gif') return stage === 'full' ? 'The animation, full size' : 'A still of the animation'
  switch (stage) {
    case 'full':
      return 'Full size'
    case 'preview-loading':
      return 'Preview size (the full image is loading)'
    case 'preview-failed':
      return 'Preview size (the full image could not be loaded)'
    case 'preview-only':
      return 'Preview size'
  }
}
