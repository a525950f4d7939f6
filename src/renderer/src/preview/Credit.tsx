import type { MouseEvent } from 'react'
import type { MediaItem } from '../../../shared/media'
import { SOURCE_LABELS } from '../search/search-state'
import { creditOf } from './credit-links'
import { translate } from '../i18n/use-t'

const external = { target: '_blank', rel: 'noreferrer noopener' }

type CreditedItem = Pick<MediaItem, 'source' | 'author' | 'pageUrl'> & Partial<Pick<MediaItem, 'credit' | 'licence'>>

/** What a link inside something clickable (a card) needs: to take no Tab stop, and to keep its click to itself. */
interface NestedLinkProps {
  className?: string
  tabIndex?: number
  onClick?: (event: MouseEvent) => void
}

/**
 * The author's name, a link to their page (opened outside the window, with the referral parameters
 * its source asks for) where the source has one; plain text where it has not; nothing without an author.
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

/** The licence a source gives (a free collection, a museum, a public agency), linked to its text where there is one. */
function Licence({ licence }: { licence: NonNullable<MediaItem['licence']> }) {
  return (
    <span className="credit-licence">
      {' · '}
      {licence.url === null ? (
        licence.name
      ) : (
        <a href={licence.url} {...external}>
          {licence.name}
        </a>
      )}
    </span>
  )
}

/**
 * "Photo by NAME on SOURCE", each name a link (opened outside the window); "From your folders" for
 * the person's own. A source that words its credit itself (a sentence of its own, a copyright
 * line, a free file's attribution) is quoted as it asks, and its licence follows.
 */
export function Credit({ item }: { item: CreditedItem }) {
  const own = item.credit ?? null
  const licence = item.licence ? <Licence licence={item.licence} /> : null
  const credit = creditOf(item)
  // Worded as "<lead> NAME on SOURCE": drawn with its links, in its own words.
  const lead = own !== null && credit.authorName !== null && own.endsWith(` ${credit.authorName} on ${credit.sourceName}`) ? own.slice(0, -` ${credit.authorName} on ${credit.sourceName}`.length) : null
  if (own !== null && lead === null) {
    return (
      <span className="credit">
        {own}
        {licence}
      </span>
    )
  }
  const source =
    credit.sourceUrl === null ? (
      credit.sourceName
    ) : (
      <a href={credit.sourceUrl} {...external}>
        {credit.sourceName}
      </a>
    )
  if (credit.authorName === null)
    return (
      <span className="credit">
        From {source}
        {licence}
      </span>
    )
  return (
    <span className="credit">
      {lead ?? credit.lead} <AuthorName item={item} /> on {source}
      {licence}
    </span>
  )
}

/** "Open on SOURCE": the item's page at its source; nothing for a picture of the person's own. */
export function SourcePageLink({ item, label, ...rest }: { item: CreditedItem; label?: string } & NestedLinkProps) {
  const { pageUrl } = creditOf(item)
  if (pageUrl === null) return null
  return (
    <a href={pageUrl} {...external} {...rest}>
      {label ?? translate('preview.openOn', { source: SOURCE_LABELS[item.source] })}
    </a>
  )
}
