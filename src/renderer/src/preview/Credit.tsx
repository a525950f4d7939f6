import type { MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { SOURCE_LABELS } from '../search/search-state'
import { creditOf } from './credit-links'

const external = { target: '_blank', rel: 'noreferrer noopener' }

type CreditedItem = Pick<MediaItem, 'source' | 'author' | 'pageUrl'>

/** What a link inside something clickable (a card) needs: to take no Tab stop, and to keep its click to itself. */
interface NestedLinkProps {
  className?: string
  tabIndex?: number
  onClick?: (event: MouseEvent) => void
}

/**
 * The author's name, a link to their page (opened outside the window, Unsplash's with the referral
 * parameters) where the source has one; plain text where it has not; nothing without an author.
 */
export function AuthorName({ item, ...rest }: { item: CreditedItem } & NestedLinkProps) {
  const { authorName, authorUrl } = creditOf(item)
  if (authorName === null) return null
  if (authorUrl === null) return <span className={rest.className}>{authorName}</span>
  return (
    <a href={authorUrl} {...external} {...rest}>
      {authorName}
    </a>
  )
}

/** "Photo by NAME on Unsplash", each name a link (opened outside the window); "From your folders" for the person's own. */
export function Credit({ item }: { item: CreditedItem }) {
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
      {credit.lead} <AuthorName item={item} /> on {source}
    </span>
  )
}

/** "Open on Wallhaven": the item's page at its source; nothing for a picture of the person's own. */
export function SourcePageLink({ item, label, ...rest }: { item: CreditedItem; label?: string } & NestedLinkProps) {
  const { pageUrl } = creditOf(item)
  if (pageUrl === null) return null
  return (
    <a href={pageUrl} {...external} {...rest}>
      {label ?? `Open on ${SOURCE_LABELS[item.source]}`}
    </a>
  )
}
