// A Wallhaven wallpaper's details as the preview shows them: its own record (`GET /w/{id}`), kept in
// the library after the first time it is asked for, so looking at a wallpaper again, after a restart
// too, costs Wallhaven nothing. Asking for one already on its way waits for that answer rather than
// sending a second request. Every request goes through the client and so through its limiter (45
// a minute, shared with searching). The title is the command line's: made by wallhavenToMediaItem.
import type { MediaItem } from '../../../shared/media'
import type { WallhavenWallpaperDetail } from '../records'
import { wallhavenToMediaItem } from '../to-media-item'
import type { WallhavenDetails } from '../operations'
import { keepWallhavenRecord, type WallhavenRecordStore } from '../../../main/core/library/wallhaven-records'
import type { WallhavenClient } from '../client'

export interface WallhavenDetailsDeps {
  client: () => Pick<WallhavenClient, 'wallpaper'>
  records: () => WallhavenRecordStore
}

export interface WallhavenDetailsService {
  /** The details of wallpaper `id`: from the library, else asked of Wallhaven once and kept. */
  details(id: string, options?: { signal?: AbortSignal }): Promise<WallhavenDetails>
  /**
   * `item` named and credited as the command line's `set` names it (title from the tags, the
   * uploader as author) when it is a Wallhaven wallpaper; any other item as it is.
   */
  named(item: MediaItem, options?: { signal?: AbortSignal }): Promise<MediaItem>
}

export function detailsOf(record: WallhavenWallpaperDetail): WallhavenDetails {
  const card = wallhavenToMediaItem(record)
  return {
    id: record.id,
    title: card.title,
    tags: card.tags,
    uploader: card.author,
    category: record.category,
    purity: record.purity,
    views: record.views,
    favourites: record.favorites,
  }
}

export function createWallhavenDetails(deps: WallhavenDetailsDeps): WallhavenDetailsService {
  const asking = new Map<string, Promise<WallhavenWallpaperDetail>>()

  async function record(id: string, signal?: AbortSignal): Promise<WallhavenWallpaperDetail> {
    const kept = deps.records().get(id)
    if (kept !== null) return kept
    let pending = asking.get(id)
    if (pending === undefined) {
      // Not tied to the first asker's signal: a preview closed half way must not fail the others waiting.
      pending = deps
        .client()
        .wallpaper(id)
        .then(({ record: fetched }) => {
          keepWallhavenRecord(deps.records(), fetched)
          return fetched
        })
        .finally(() => asking.delete(id))
      asking.set(id, pending)
    }
    if (signal === undefined) return pending
    signal.throwIfAborted()
    return Promise.race([pending, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))])
  }

  return {
    details: async (id, options = {}) => detailsOf(await record(id, options.signal)),
    async named(item, options = {}) {
      if (item.source !== 'wallhaven') return item
      const card = wallhavenToMediaItem(await record(item.id, options.signal))
      return { ...item, title: card.title, author: card.author, tags: card.tags }
    },
  }
}
