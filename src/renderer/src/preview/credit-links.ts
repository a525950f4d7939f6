// The credit a card is shown with: the author and the source, each linked, as each source asks.
// A picture from the person's own folders has no author, page or link: it is "from your folders".
// A source whose guidelines want a referral on every link back (its definition's `referral`) has it
// applied here again (it changes nothing twice) so no link can leave without it; the lead is its
// `creditKind` ("Photo by NAME on SOURCE").
import type { MediaItem } from '../../../shared/media'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'

export interface CreditLinks {
  /** "Photo by", "Wallpaper by", "Posted by". */
  lead: string
  authorName: string | null
  authorUrl: string | null
  sourceName: string
  /** The source's home page; null for the person's own folders. */
  sourceUrl: string | null
  /** The item's own page at its source; null for the person's own folders. */
  pageUrl: string | null
  /** The whole credit as one line of text, e.g. for copying. */
  text: string
}


const FROM_YOUR_FOLDERS: CreditLinks = Object.freeze({
  lead: 'From',
  authorName: null,
  authorUrl: null,
  sourceName: 'your folders',
  sourceUrl: null,
  pageUrl: null,
  text: 'From your folders',
})

export function creditOf(item: Pick<MediaItem, 'source' | 'author' | 'pageUrl'> & Partial<Pick<MediaItem, 'credit'>>): CreditLinks {
  if (item.source === 'local' || item.pageUrl === null) return FROM_YOUR_FOLDERS
  const definition = SOURCE_DEFINITIONS[item.source]
  const source = { name: definition.name, home: definition.homepage, lead: definition.creditKind === undefined ? 'By' : `${definition.creditKind} by` }
  const link = (url: string) => definition.referral?.(url) ?? url
  const authorName = item.author?.name ?? null
  const authorUrl = item.author?.url == null ? null : link(item.author.url)
  return {
    lead: source.lead,
    authorName,
    authorUrl,
    sourceName: source.name,
    sourceUrl: link(source.home),
    pageUrl: link(item.pageUrl),
    // A source that words its own credit (its own sentence, a copyright line, a licence's attribution) is quoted as it asks.
    text: item.credit ?? (authorName === null ? `From ${source.name}` : `${source.lead} ${authorName} on ${source.name}`),
  }
}
