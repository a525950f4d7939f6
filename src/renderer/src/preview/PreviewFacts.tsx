// Everything known about a card, as a list of facts: its size and shape, file size, type, what the
// picture drawn is, the facts its own record adds (use-source-details.ts) and its colours. Tags are
// shown by the preview itself (a source may make them searches).
import { Fragment } from 'react'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import type { PreviewDetails } from '../../../sources/window'
import { formatAspect, formatBytes } from './format'
import { showingText, type ImageStage } from './media-kind'

const TYPE_TEXT: Record<MediaItem['mediaType'], string> = { image: 'Image', gif: 'Animated GIF', video: 'Video (the preview is a still)' }

interface PreviewFactsProps {
  item: MediaItem
  stage: ImageStage
  /** The item's own record's facts, after those every item has. */
  facts: PreviewDetails['facts']
}

export function PreviewFacts({ item, stage, facts }: PreviewFactsProps) {
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
      {facts.map(([label, text]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </Fragment>
      ))}
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
