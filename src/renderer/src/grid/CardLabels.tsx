import type { MouseEvent } from 'react'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { useT } from '../i18n/use-t'
import { AuthorName } from '../preview/Credit'
import { SOURCE_LABELS } from '../search/search-state'
import { cardBadges, cardLabelKind, communityLabel, fileNameLabel } from './card-text'

/** The credit link is its own target: its click opens the author's page, not the preview as well. */
function keepFromCard(event: MouseEvent): void {
  event.stopPropagation()
}

/**
 * The words over the bottom of a card, most important first: a post's title on a line of its own
 * (a source whose cards are labelled by community); then "Sponsored" on a paid placement, so it is
 * the last thing a narrow card drops; then the file's name (a picture of the person's own), the
 * author (linked, where the source asks it wherever a photo is shown) or the community, the
 * resolution, the rating and media badges, and the source where the list mixes sources. On a narrow
 * card the line keeps what fits in that order and drops the rest whole (see .card-line), and a
 * first label too long even alone ends in an ellipsis. The card's summary says all the rest, so
 * only the link and the sponsored mark are left for assistive technology; the link takes no Tab
 * stop, as the card is the grid's one stop and the preview holds the same credit.
 */
export function CardLabels({ item, showSource }: { item: MediaItem; showSource: boolean }) {
  const t = useT()
  const community = communityLabel(item)
  const fileName = fileNameLabel(item)
  const labelKind = cardLabelKind(item)
  return (
    <span className="card-meta">
      {labelKind === 'community' && (
        <span className="card-title" aria-hidden="true">
          {item.title}
        </span>
      )}
      <span className="card-line">
        {item.sponsored && <span className="card-badge sponsored">{t('card.sponsored')}</span>}
        {fileName !== null && (
          <span className="card-label card-name" aria-hidden="true">
            {fileName}
          </span>
        )}
        {labelKind === 'author' && <AuthorName item={item} className="card-label card-credit" tabIndex={-1} onClick={keepFromCard} />}
        {community !== null && (
          <span className="card-label card-community" aria-hidden="true">
            {community}
          </span>
        )}
        <span className="card-label card-resolution" aria-hidden="true">
          {item.sizeKnown ? resolutionLabel(item) : t('card.sizeUnknown')}
        </span>
        {cardBadges(item).map((badge) => (
          <span key={badge.kind} className={`card-badge ${badge.kind}`} aria-hidden="true">
            {badge.text}
          </span>
        ))}
        {showSource && (
          <span className="card-label card-source" aria-hidden="true">
            {SOURCE_LABELS[item.source]}
          </span>
        )}
      </span>
    </span>
  )
}
