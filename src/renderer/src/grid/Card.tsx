import { memo, useMemo, useState, type MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { ImageNotShownHere } from '../images/ImageNotShownHere'
import { cardLabel, isVeiled, revealLabel } from './card-text'
import { CardLabels } from './CardLabels'
import { blurHashUrl } from './placeholder'

interface CardProps {
  item: MediaItem
  index: number
  width: number
  height: number
  /** The one card reachable with Tab (roving focus); arrows move it. */
  tabbable: boolean
  onOpen(index: number): void
  onFocusCard(index: number): void
}

/**
 * One result: the thumbnail over its placeholder, with its labels always visible. An NSFW picture
 * or a spoiler is blurred until its "Show" control is clicked (or pressed: it is the Tab stop after
 * its card); that lasts as long as the card is in the grid, and nothing is remembered.
 */
export const Card = memo(function Card({ item, index, width, height, tabbable, onOpen, onFocusCard }: CardProps) {
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
      aria-label={cardLabel(item)}
      style={{
        width,
        height,
        backgroundColor: item.color ?? undefined,
        backgroundImage: blur === null ? undefined : `url(${blur})`,
      }}
      onClick={() => onOpen(index)}
      onFocus={() => onFocusCard(index)}
    >
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
      {failed && <span className="card-missing">Thumbnail unavailable</span>}
      {veiled && allowed && !failed && (
        <button type="button" className="card-reveal" tabIndex={tabbable ? 0 : -1} onClick={reveal}>
          {revealLabel(item)}
        </button>
      )}
      <CardLabels item={item} />
    </div>
  )
})
