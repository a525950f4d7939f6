// The credit an image carries in the library, from its card. Unsplash's guidelines want the
// photographer and Unsplash named with referral links; the card's links already carry them
// (src/shared/sources/unsplash/to-media-item.ts) and the Unsplash home link is built the same way.
import type { MediaItem, MediaSource, OnlineMediaItem } from '../../../shared/media'
import { withUnsplashReferral } from '../../../shared/sources/unsplash/attribution'
import type { Credit } from './records'
import type { FolderSourceId } from '../../../sources/ids'
import { FOLDER_SOURCES } from '../../../sources/registry'

const SOURCE_LABELS: Record<MediaSource, { name: string; home: string; kind: string }> = {
  wallhaven: { name: 'Wallhaven', home: 'https://wallhaven.cc/', kind: 'Wallpaper' },
  unsplash: { name: 'Unsplash', home: withUnsplashReferral('https://unsplash.com/'), kind: 'Photo' },
  reddit: { name: 'Reddit', home: 'https://www.reddit.com/', kind: 'Posted' },
  ...(Object.fromEntries(Object.values(FOLDER_SOURCES).map((source) => [source.id, { name: source.name, home: source.homepage, kind: 'Picture' }])) as Record<FolderSourceId, { name: string; home: string; kind: string }>),
}

export function creditFor(item: OnlineMediaItem): Credit {
  const label = SOURCE_LABELS[item.source]
  const pageUrl = item.source === 'unsplash' ? withUnsplashReferral(item.pageUrl) : item.pageUrl
  const authorUrl = item.author?.url == null ? null : item.source === 'unsplash' ? withUnsplashReferral(item.author.url) : item.author.url
  // A source that words its own credit (Pexels' "Photo by … on Pexels", Bing's copyright line, a licence's attribution) is quoted as it asks.
  const text = item.credit ?? (item.author ? `${label.kind} by ${item.author.name} on ${label.name}` : `From ${label.name}`)
  return { text, pageUrl, authorUrl, sourceUrl: label.home }
}

/** The credit as one line, for any card: a picture from the person's own folders has no author to credit. */
export function creditLine(item: MediaItem): string {
  return item.source === 'local' ? 'From your folders' : creditFor(item).text
}
