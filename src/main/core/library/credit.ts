// The credit an image carries in the library, from its card. A source's guidelines may want its
// links with a referral (Unsplash's: the photographer and Unsplash named with referral links); its
// definition says so, and its home page is written that way.
import type { MediaItem, OnlineMediaItem } from '../../../shared/media'
import type { Credit } from './records'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'

export function creditFor(item: OnlineMediaItem): Credit {
  const { name, homepage, creditKind = 'Picture', referral = (url: string) => url } = SOURCE_DEFINITIONS[item.source]
  const pageUrl = referral(item.pageUrl)
  const authorUrl = item.author?.url == null ? null : referral(item.author.url)
  // A source that words its own credit (Pexels' "Photo by … on Pexels", Bing's copyright line, a licence's attribution) is quoted as it asks.
  const text = item.credit ?? (item.author ? `${creditKind} by ${item.author.name} on ${name}` : `From ${name}`)
  return { text, pageUrl, authorUrl, sourceUrl: homepage }
}

/** The credit as one line, for any card: a picture from the person's own folders has no author to credit. */
export function creditLine(item: MediaItem): string {
  return item.source === 'local' ? 'From your folders' : creditFor(item).text
}
