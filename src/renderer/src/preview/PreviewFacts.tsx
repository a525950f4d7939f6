// Everything known about a card, as a list of facts: its size and shape, file size, type, what the
// picture drawn is, its colours, and for a Wallhaven wallpaper its own record's category, views and
// favourites. Tags are shown by the preview itself (they are searches for Wallhaven).
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import type { WallhavenDetails } from '../../../shared/wallhaven-details'
import { formatAspect, formatBytes } from './format'
import { showingText, type ImageStage } from './media-kind'

const TYPE_TEXT: Record<MediaItem['mediaType'], string> = { image: 'Image', gif: 'Animated GIF', video: 'Video (the preview is a still)' }
const CATEGORY_TEXT: Record<NonNullable<WallhavenDetails['category']>, string> = { general: 'General', anime: 'Anime', people: 'People' }

interface PreviewFactsProps {
  item: MediaItem
  stage: ImageStage
  details: WallhavenDetails | null
}

export function PreviewFacts({ item, stage, details }: PreviewFactsProps) {
  return (
    <dl className="preview-facts">
      <dt>Resolution</dt>
      <dd>{resolutionLabel(item)}</dd>
      <dt>Aspect ratio</dt>
      <dd>{item.sizeKnown ? formatAspect(item.width, item.height, item.aspectRatio) : 'unknown'}</dd>
      {item.fileSize !== null && (
        <>
          <dt>File size</dt>
          <dd>{formatBytes(item.fileSize)}</dd>
        </>
      )}
      <dt>Type</dt>
      <dd>{TYPE_TEXT[item.mediaType]}</dd>
      <dt>Showing</dt>
      <dd>{showingText(item, stage)}</dd>
      {details?.category != null && (
        <>
          <dt>Category</dt>
          <dd>{CATEGORY_TEXT[details.category]}</dd>
        </>
      )}
      {details?.views != null && (
        <>
          <dt>Views</dt>
          <dd>{details.views.toLocaleString()}</dd>
        </>
      )}
      {details?.favourites != null && (
        <>
          <dt>Favourites</dt>
          <dd>{details.favourites.toLocaleString()}</dd>
        </>
      )}
      {item.colors.length > 0 && (
        <>
          <dt>Colours</dt>
          <dd className="preview-colours">
            {item.colors.map((color) => (
              <span key={color} className="preview-colour" title={color}>
                <span className="preview-colour-dot" style={{ backgroundColor: color }} />
                {color}
              </span>
            ))}
          </dd>
        </>
      )}
    </dl>
  )
}
