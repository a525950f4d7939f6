import { memo, useMemo, useState } from 'react'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { canShowImage } from '../images/can-show-image'
import { imageSrc } from '../images/image-src'
import { ImageNotShownHere } from '../images/ImageNotShownHere'
import { SOURCE_LABELS } from '../search/search-state'
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

const MEDIA_BADGE = { image: null, gif: 'GIF', video: 'Video' } as const

/** One result: the thumbnail over its placeholder, with resolution and source always visible. */
export const Card = memo(function Card({ item, index, width, height, tabbable, onOpen, onFocusCard }: CardProps) {
  const [loaded, setLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const allowed = useMemo(() => canShowImage(item.thumbUrl), [item.thumbUrl])
  const blur = loaded ? null : blurHashUrl(item.blurHash)
  const badge = MEDIA_BADGE[item.mediaType]
  return (
    <div
      role="gridcell"
      className="card"
      data-index={index}
      data-key={`${item.source}:${item.id}`}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${item.title}, ${resolutionLabel(item)}, ${SOURCE_LABELS[item.source]}`}
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
          className={loaded ? 'card-image loaded' : 'card-image'}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
      {failed && <span className="card-missing">Thumbnail unavailable</span>}
      <span className="card-meta" aria-hidden="true">
        <span className="card-resolution">{resolutionLabel(item)}</span>
        <span className="card-source">{SOURCE_LABELS[item.source]}</span>
        {badge !== null && <span className="card-badge">{badge}</span>}
      </span>
    </div>
  )
})
