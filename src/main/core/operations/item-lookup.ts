// One item's card by its source and id: the library's when it has one (nothing is sent), else
// asked of its source. A Wallhaven record fetched here is kept, as the preview keeps it, so naming
// the picture when it is set (setWallpaper) asks nothing more.
import type { ItemRef } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { NotFoundError } from '../errors/errors'
import type { Library } from '../library/library'
import { keepWallhavenRecord } from '../library/wallhaven-records'
import type { CallOptions, SourceClients } from '../sources/service'

export interface ItemLookupParts {
  library: () => Pick<Library, 'findByItem' | 'wallhavenRecords'>
  clients: () => SourceClients
}

/** `libraryOnly`: nothing is sent; null when the library does not have it. */
export async function lookUpItem(parts: ItemLookupParts, { source, id, libraryOnly }: ItemRef & { libraryOnly?: boolean }, options: CallOptions = {}): Promise<MediaItem | null> {
  const known = parts.library().findByItem(source, id)?.item
  if (known) return known
  if (libraryOnly) return null
  const clients = parts.clients()
  switch (source) {
    case 'wallhaven': {
      const { record, item } = await clients.wallhaven.wallpaper(id, options)
      keepWallhavenRecord(parts.library().wallhavenRecords, record)
      return item
    }
    case 'unsplash':
      return (await clients.unsplash.photo(id, options)).item
    case 'reddit':
      return clients.reddit.item(id, options)
    case 'local':
      throw new NotFoundError('That picture from your folders is not in the library.')
  }
}
