// Everything known about a card, as a list of facts: its size and shape, file size, type, what the
// picture drawn is, the facts its own record adds (use-source-details.ts) and its colours. Tags are
// shown by the preview itself (a source may make them searches).
import { Fragment } from 'react'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import type { PreviewDetails } from '../../../sources/window'
import { formatAspect, formatBytes } from './format'
import { showingText, type ImageStage } from './media-kind'
import { useIntlOrEnglish, useT } from '../i18n/use-t'

const TYPE_TEXT = { image: 'preview.type.image', gif: 'preview.type.gif', video: 'preview.type.video' } as const satisfies Record<MediaItem['mediaType'], string>

interface PreviewFactsProps {
  item: MediaItem
  stage: ImageStage
  /** The item's own record's facts, after those every item has. */
  facts: PreviewDetails['facts']
}

export function PreviewFacts({ item, stage, facts }: PreviewFactsProps) {
  const t = useT()
  const { locale } = useIntlOrEnglish()
  return (
    <dl className="preview-facts">
      <dt>{t('preview.facts.resolution')}</dt>
      <dd>{item.sizeKnown ? resolutionLabel(item) : t('card.sizeUnknown')}</dd>
      <dt>{t('preview.facts.aspect')}</dt>
      <dd>{item.sizeKnown ? formatAspect(item.width, item.height, item.aspectRatio) : t('preview.facts.unknown')}</dd>
      {item.fileSize !== null && (
        <>
          <dt>{t('preview.facts.fileSize')}</dt>
          <dd>{formatBytes(item.fileSize, locale)}</dd>
        </>
      )}
      <dt>{t('preview.facts.type')}</dt>
      <dd>{t(TYPE_TEXT[item.mediaType])}</dd>
      <dt>{t('preview.facts.showing')}</dt>
      <dd>{showingText(item, stage)}</dd>
      {facts.map(([label, text]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </Fragment>
      ))}
      {item.colors.length > 0 && (
        <>
          <dt>{t('preview.facts.colours')}</dt>
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
