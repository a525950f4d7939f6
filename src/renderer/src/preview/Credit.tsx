import type { MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { SOURCE_LABELS } from '../search/search-state'
import { creditOf } from './credit-links'

const external = { target: '_blank', rel: 'noreferrer noopener' }

/** "Photo by NAME on Unsplash", each name a link (opened outside the window); "From your folders" for the person's own. */
export function Credit({ item }: { item: Pick<MediaItem, 'source' | 'author' | 'pageUrl'> }) {
  const credit = creditOf(item)
  const source =
    credit.sourceUrl === null ? (
      credit.sourceName
    ) : (
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

/** "Open on Wallhaven": the item's page at its source; nothing for a picture of the person's own. */
export function SourcePageLink({
  item,
  label,
  ...rest
}: {
  item: Pick<MediaItem, 'source' | 'author' | 'pageUrl'>
  label?: string
  tabIndex?: number
  onClick?: (event: MouseEvent) => void
}) {
  const { pageUrl } = creditOf(item)
  if (pageUrl === null) return null
  return (
    <a href={pageUrl} {...external} {...rest}>
      {label ?? `Open on ${SOURCE_LABELS[item.source]}`}
    </a>
  )
}
