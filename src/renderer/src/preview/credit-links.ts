// The credit a card is shown with: the author and the source, each linked, as each source asks.
// A picture from the person's own folders has no author, page or link: it is "from your folders".
// Unsplash's guidelines want "Photo by NAME on Unsplash" with utm_source=tapestry&utm_medium=referral
// on every link back; the card's links already carry them and `withUnsplashReferral` is applied
// again (it changes nothing twice) so no link can leave without them.
import type { MediaItem, MediaSource } from '../../../shared/media'
import { withUnsplashReferral } from '../../../shared/sources/unsplash/attribution'
import type { FolderSourceId } from '../../../sources/ids'
import { FOLDER_SOURCES } from '../../../sources/registry'

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

const SOURCES: Readonly<Record<MediaSource, { name: string; home: string; lead: string }>> = {
  wallhaven: { name: 'Wallhaven', home: 'https://wallhaven.cc/', lead: 'Wallpaper by' },
  unsplash: { name: 'Unsplash', home: 'https://unsplash.com/', lead: 'Photo by' },
  reddit: { name: 'Reddit', home: 'https://www.reddit.com/', lead: 'Posted by' },
  ...(Object.fromEntries(Object.values(FOLDER_SOURCES).map((source) => [source.id, { name: source.name, home: source.homepage, lead: 'By' }])) as Record<FolderSourceId, { name: string; home: string; lead: string }>),
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
  const source = SOURCES[item.source]
  const link = (url: string) => (item.source === 'unsplash' ? withUnsplashReferral(url) : url)
  const authorName = item.author?.name ?? null
  const authorUrl = item.author?.url == null ? null : link(item.author.url)
  return {
    lead: source.lead,
    authorName,
    authorUrl,
    sourceName: source.name,
    sourceUrl: link(source.home),
    pageUrl: link(item.pageUrl),
    // A source that words its own credit (Pexels, Bing's copyright line, a Commons licence's attribution) is quoted as it asks.
    text: item.credit ?? (authorName === null ? `From ${source.name}` : `${source.lead} ${authorName} on ${source.name}`),
  }
}
