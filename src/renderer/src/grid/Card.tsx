import { memo, useMemo, useState, type MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { ImageNotShownHere } from '../images/ImageNotShownHere'
import { cardLabel, isVeiled, revealLabel } from './card-text'
import { CardActions } from './CardActions'
import { CardLabels } from './CardLabels'
import { useT } from '../i18n/use-t'
import { blurHashUrl } from './placeholder'
import './grid.css'
import type { CardActionHandlers } from './use-card-actions'

interface CardProps {
  item: MediaItem
  index: number
  width: number
  height: number
  /** The one card reachable with Tab (roving focus); arrows move it. */
  tabbable: boolean
  /** The list mixes sources: the card says its own. */
  showSource?: boolean
  favourite?: boolean
  onOpen(index: number): void
  onFocusCard(index: number): void
  /** Set and Favourite; a card without them (shown alone) offers neither. */
  actions?: CardActionHandlers
}

/**
 * One result: the thumbnail over its placeholder, with its labels always visible, a star when it is
 * a favourite, and Set and Favourite while the pointer or focus is on it. An NSFW picture or a
 * spoiler is blurred until its "Show" control is clicked (or pressed: it is the Tab stop after its
 * card); that lasts as long as the card is in the grid, and nothing is remembered.
 */
export const Card = memo(function Card({ item, index, width, height, tabbable, showSource = false, favourite = false, onOpen, onFocusCard, actions }: CardProps) {
  // The card's words follow the window's language (a memo'd card still hears the locale change).
  const t = useT()
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const [revealed, setRevealed] = useState(false)
  const allowed = useMemo(() => canShowImage(item.thumbUrl), [item.thumbUrl])
  const blur = loaded ? null : blurHashUrl(item.blurHash)
  const veiled = isVeiled(item) && !revealed
  const reveal = (event: MouseEvent<HTMLButtonElement>) => {
    // Shown, not opened; and focus stays on the card, as the control it was on goes away.
    event.stopPropagation()
    event.currentTarget.closest<HTMLElement>('[role="gridcell"]')?.focus()
    setRevealed(true)
  }
  return (
    <div
      role="gridcell"
      className="card"
      data-index={index}
      data-key={`${item.source}:${item.id}`}
      tabIndex={tabbable ? 0 : -1}
      data-favourite={favourite || undefined}
      style={{
        width,
        height,
        backgroundColor: item.color ?? undefined,
        backgroundImage: blur === null ? undefined : `url(${blur})`,
      }}
      onClick={() => onOpen(index)}
      onFocus={() => onFocusCard(index)}
    >
      {/* The cell is named by its content, this sentence first, then its controls' names: an
          aria-label would hide from the name the buttons the cell shows (axe's label-content rule). */}
      <span className="visually-hidden card-summary">{cardLabel(item, { showSource, favourite })}</span>
      {!allowed && <ImageNotShownHere item={item} inCard />}
      {allowed && !failed && (
        <img
          src={imageSrc(item.thumbUrl)}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          className={`card-image${loaded ? ' loaded' : ''}${veiled ? ' veiled' : ''}`}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
      {failed && <span className="card-missing">{t('card.thumbnailUnavailable')}</span>}
      {veiled && allowed && !failed && (
        <button type="button" className="card-reveal" tabIndex={tabbable ? 0 : -1} onClick={reveal}>
          {revealLabel(item)}
        </button>
      )}
      {favourite && (
        <span className="card-mark" aria-hidden="true">
          <span>★</span>
        </span>
      )}
      {actions && <CardActions item={item} favourite={favourite} tabbable={tabbable} actions={actions} />}
      <CardLabels item={item} showSource={showSource} />
    </div>
  )
})
