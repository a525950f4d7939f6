// One card, large: a fitting size at once, then the full image when it has arrived, with everything
// known about it, its credit, and the actions. Escape closes; left and right go to the neighbours.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { resolutionLabel, type MediaItem } from '../../../shared/media'
import { unsplashSizedUrl } from '../../../shared/sources/unsplash/sized-url'
import { canShowImage } from '../images/can-show-image'
import { ImageNotShownHere } from '../images/ImageNotShownHere'
import { imageSrc } from '../images/image-src'
import { Credit, SourcePageLink } from './Credit'
import { ItemActions } from './ItemActions'
import { formatAspect, formatBytes } from './format'

interface PreviewDialogProps {
  item: MediaItem
  onClose(): void
  onPrevious?(): void
  onNext?(): void
  onBlocked(item: MediaItem): void
  onOpenSettings(): void
}

/** Wider than any screen needs for a look; Unsplash originals can be 6000 px and 20 MB. */
const MAX_PREVIEW_WIDTH = 3840

/** The full image as the preview loads it: Unsplash's original sized to this screen by imgix. */
function fullImageUrl(item: MediaItem): string {
  if (item.source !== 'unsplash') return item.fullUrl
  const width = Math.min(MAX_PREVIEW_WIDTH, Math.round(window.screen.width * (window.devicePixelRatio || 1)) || MAX_PREVIEW_WIDTH)
  return unsplashSizedUrl(item.fullUrl, { fit: 'max', width })
}

/**
 * Loads `item`'s full image in the background; answers the best URL available so far, or null
 * while there is none the window's policy allows.
 */
function useBestImage(item: MediaItem): { src: string | null; full: boolean } {
  const [full, setFull] = useState<string | null>(null)
  useEffect(() => {
    setFull(null)
    // A video's full media is not a picture: its preview stays.
    if (item.mediaType === 'video' || item.fullUrl === item.previewUrl) return
    const url = fullImageUrl(item)
    if (!canShowImage(url)) return
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => setFull(url)
    image.src = imageSrc(url)
    return () => {
      image.onload = null
      image.src = ''
    }
  }, [item])
  if (full !== null) return { src: full, full: true }
  return { src: canShowImage(item.previewUrl) ? item.previewUrl : null, full: false }
}

function focusable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"]')]
}

export function PreviewDialog({ item, onClose, onPrevious, onNext, onBlocked, onOpenSettings }: PreviewDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const image = useBestImage(item)
  const titleId = `preview-title-${item.source}-${item.id}`

  useEffect(() => closeButton.current?.focus(), [item.source, item.id])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    } else if (event.key === 'ArrowLeft' && !typing && onPrevious) {
      event.preventDefault()
      onPrevious()
    } else if (event.key === 'ArrowRight' && !typing && onNext) {
      event.preventDefault()
      onNext()
    } else if (event.key === 'Tab' && dialog.current) {
      // Focus stays in the dialog while it is open.
      const elements = focusable(dialog.current)
      const first = elements[0]
      const last = elements[elements.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
  }

  return (
    <div className="backdrop" onClick={onClose}>
      <div
        ref={dialog}
        className="preview"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="preview-image" style={{ backgroundColor: item.color ?? undefined }}>
          {image.src === null ? <ImageNotShownHere item={item} /> : <img src={imageSrc(image.src)} alt={item.title} data-full={image.full} />}
          {onPrevious && (
            <button type="button" className="nav nav-previous" aria-label="Previous image" onClick={onPrevious}>
              ‹
            </button>
          )}
          {onNext && (
            <button type="button" className="nav nav-next" aria-label="Next image" onClick={onNext}>
              ›
            </button>
          )}
        </div>
        <div className="preview-details">
          <div className="preview-heading">
            <h2 id={titleId}>{item.title}</h2>
            <button ref={closeButton} type="button" className="close" aria-label="Close preview" onClick={onClose}>
              ✕
            </button>
          </div>
          <p className="preview-credit">
            <Credit item={item} />
          </p>
          <dl className="facts">
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
            <dd>{item.mediaType === 'image' ? 'Image' : item.mediaType === 'gif' ? 'GIF' : 'Video (the preview is a still)'}</dd>
            <dt>Showing</dt>
            <dd>{image.full ? 'Full size' : image.src === null ? 'Nothing: the image is on another site' : 'Preview size (the full image is loading)'}</dd>
            {item.colors.length > 0 && (
              <>
                <dt>Colours</dt>
                <dd className="colour-list">
                  {item.colors.map((color) => (
                    <span key={color} className="colour-chip" title={color}>
                      <span className="colour-dot" style={{ backgroundColor: color }} />
                      {color}
                    </span>
                  ))}
                </dd>
              </>
            )}
            {item.tags.length > 0 && (
              <>
                <dt>Tags</dt>
                <dd className="tag-list">
                  {item.tags.map((tag) => (
                    <span key={tag} className="tag">
                      {tag}
                    </span>
                  ))}
                </dd>
              </>
            )}
          </dl>
          {item.pageUrl !== null && (
            <p>
              <SourcePageLink item={item} />
            </p>
          )}
          <ItemActions key={`${item.source}:${item.id}`} item={item} onBlocked={onBlocked} onOpenSettings={onOpenSettings} />
        </div>
      </div>
    </div>
  )
}
