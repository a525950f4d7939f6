// What the preview can do with each kind of media, and what it says about it. Only still pictures can
// be wallpapers: a desktop shows a GIF's first frame at best, and a video not at all. So those are
// offered to download (the core keeps a video's MP4 or WebM file) and to open at their source, with
// the reason said in plain words.
import type { MediaItem } from '../../../shared/media'
import { translate } from '../i18n/use-t'

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
        reason: translate('preview.reason.gif'),
      }
    case 'video':
      return {
        canSet: false,
        canDownload: online,
        reason: translate('preview.reason.video'),
      }
  }
}

export type ImageStage = 'full' | 'preview-loading' | 'preview-failed' | 'preview-only' | 'none'

/** The "Showing" line: what the picture drawn is, so a still of a video is never taken for the video. */
export function showingText(item: Pick<MediaItem, 'mediaType'>, stage: ImageStage): string {
  if (stage === 'none') return translate('preview.showing.none')
  if (item.mediaType === 'video') return translate('preview.showing.videoStill')
  if (item.mediaType === 'gif') return stage === 'full' ? translate('preview.showing.gifFull') : translate('preview.showing.gifStill')
  switch (stage) {
    case 'full':
      return translate('preview.showing.full')
    case 'preview-loading':
      return translate('preview.showing.loading')
    case 'preview-failed':
      return translate('preview.showing.failed')
    case 'preview-only':
      return translate('preview.showing.previewOnly')
  }
}
