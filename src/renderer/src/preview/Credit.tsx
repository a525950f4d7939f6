import type { MediaItem } from '../../../shared/media'
import { creditOf } from './credit-links'

/** "Photo by NAME on Unsplash", each name a link (opened outside the window). */
export function Credit({ item }: { item: Pick<MediaItem, 'source' | 'author' | 'pageUrl'> }) {
  const credit = creditOf(item)
  const external = { target: '_blank', rel: 'noreferrer noopener' }
  const source = (
    <a href={credit.sourceUrl} {...external}>
      {credit.sourceName}
    </a>
  )
  if (credit.authorName === null) return <span className="credit">From {source}</span>
  return (
    <span className="credit">
      {credit.lead}{' '}
      {credit.authorUrl === null ? (
        credit.authorName
      ) : (
        <a href={credit.authorUrl} {...external}>
          {credit.authorName}
        </a>
      )}{' '}
      on {source}
    </span>
  )
}
