// One item's card by its source and id: the library's when it has one (nothing is sent), else
// asked of its source. A Wallhaven record fetched here is kept, as the preview keeps it, so naming
// the picture when it is set (setWallpaper) asks nothing more.
import type { ItemRef } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { NotFoundError, ValidationError } from '../errors/errors'
import type { RequestPlan } from '../http/http'
import { FOLDER_SOURCES } from '../../../sources/registry'
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
    default:
      throw new NotFoundError(`${FOLDER_SOURCES[source].name} pictures are found by searching: Tapestry can set ${source} ${id} once a search has shown it.`)
  }
}

/** The request lookUpItem would send for an item the library does not have (`--dry-run`). */
export function planItemLookup(parts: Pick<ItemLookupParts, 'clients'>, { source, id }: ItemRef): RequestPlan {
  const clients = parts.clients()
  switch (source) {
    case 'wallhaven':
      return clients.wallhaven.planWallpaper(id)
    case 'unsplash':
      return clients.unsplash.planPhoto(id)
    case 'reddit':
      return clients.reddit.planItem(id)
    case 'local':
      throw new ValidationError([{ field: 'source', message: 'is local: your folders are read on this computer, and nothing is sent' }])
    default:
      throw new ValidationError([{ field: 'source', message: `is ${FOLDER_SOURCES[source].name}, whose pictures are found by searching, not asked for by id` }])
  }
}
