// The picture, whole: drawn as large as the stage allows at its own shape (portrait, square, a 32:9
// panorama alike), on a blurred copy of itself over a neutral stage, never on a palette colour.
// The box is sized from the picture's ratio against the stage's own size (container units), so the
// <img> element is exactly the picture drawn, and nothing of it is cut at any window size.
import { useState, type CSSProperties } from 'react'
import type { MediaItem } from '../../../shared/media'
import { ImageNotShownHere } from '../images/ImageNotShownHere'
import { imageSrc } from '../images/image-src'
import type { BestImage } from './use-best-image'
import { translate } from '../i18n/use-t'

interface PreviewImageProps {
  item: MediaItem
  image: BestImage
  onPrevious?: (() => void) | undefined
  onNext?: (() => void) | undefined
}

/** A URL as CSS url() text: quotes and backslashes escaped, so no address can end the value early. */
function cssUrl(url: string): string {
  return `url("${url.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}")`
}

export function PreviewImage({ item, image, onPrevious, onNext }: PreviewImageProps) {
  // The picture's own shape; when its size is not known (some community posts), the drawn file's.
  const [natural, setNatural] = useState<{ src: string; ratio: number } | null>(null)
  const ratio = item.sizeKnown && item.width > 0 && item.height > 0 ? item.width / item.height : natural?.src === image.src ? natural.ratio : null
  const src = image.src === null ? null : imageSrc(image.src)

  return (
    <div className="preview-stage">
      {src !== null && <div className="preview-blur" aria-hidden="true" style={{ backgroundImage: cssUrl(src) }} />}
      {src === null ? (
        <ImageNotShownHere item={item} />
      ) : (
        <img
          className="preview-picture"
          src={src}
          alt={item.title}
          data-full={image.stage === 'full'}
          style={ratio === null ? undefined : ({ '--picture-ratio': ratio } as CSSProperties)}
          data-fitted={ratio !== null}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget
            if (naturalWidth > 0 && naturalHeight > 0 && image.src !== null) setNatural({ src: image.src, ratio: naturalWidth / naturalHeight })
          }}
        />
      )}
      {onPrevious && (
        <button type="button" className="preview-nav preview-nav-previous" aria-label={translate('preview.previous')} onClick={onPrevious}>
          ‹
        </button>
      )}
      {onNext && (
        <button type="button" className="preview-nav preview-nav-next" aria-label={translate('preview.next')} onClick={onNext}>
          ›
        </button>
      )}
    </div>
  )
}
