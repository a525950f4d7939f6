import type { MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { SourcePageLink } from '../preview/Credit'
import { useT } from '../i18n/use-t'

interface ImageNotShownHereProps {
  item: Pick<MediaItem, 'source' | 'author' | 'pageUrl'>
  /**
   * Inside a card: the card is one Tab stop that opens the preview (where this link is reachable
   * too), so the link takes no focus and its click does not open the preview as well.
   */
  inCard?: boolean
}

function keepFromCard(event: MouseEvent): void {
  event.stopPropagation()
}

/**
 * What stands in for a picture on a host the window's policy does not allow (a community post
 * linking an image elsewhere): it says so and links to the post, which opens in the browser.
 */
export function ImageNotShownHere({ item, inCard = false }: ImageNotShownHereProps) {
  const t = useT()
  return (
    <span className="image-not-shown">
      <span>{t('image.notShownHere')}</span>
      <SourcePageLink item={item} {...(inCard ? { tabIndex: -1, onClick: keepFromCard } : {})} />
    </span>
  )
}
