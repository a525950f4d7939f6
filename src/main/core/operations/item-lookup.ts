// One item's card by its source and id: the library's when it has one (nothing is sent), else
// asked of its source, where the source answers such a call (a Wallhaven record fetched here is
// kept, as the preview keeps it, so naming the picture when it is set asks nothing more).
import type { ItemRef } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { NotFoundError, ValidationError } from '../errors/errors'
import { said, sentence } from '../i18n/sentence'
import type { RequestPlan } from '../http/http'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import type { Library } from '../library/library'
import type { CallOptions, SourceClients } from '../sources/service'

export interface ItemLookupParts {
  library: () => Pick<Library, 'findByItem'>
  clients: () => SourceClients
}

/** `libraryOnly`: nothing is sent; null when the library does not have it. */
export async function lookUpItem(parts: ItemLookupParts, { source, id, libraryOnly }: ItemRef & { libraryOnly?: boolean }, options: CallOptions = {}): Promise<MediaItem | null> {
  const known = parts.library().findByItem(source, id)?.item
  if (known) return known
  if (libraryOnly) return null
  if (source === 'local') throw new NotFoundError(...sentence('core.library.localNotIn'))
  const client = parts.clients()[source]
  if (client.item === undefined) {
    throw new NotFoundError(...sentence('core.library.foundBySearching', { source: SOURCE_DEFINITIONS[source].name, sourceId: source, id }))
  }
  return (await client.item(id, options)).item
}

/** The request lookUpItem would send for an item the library does not have (`--dry-run`). */
export function planItemLookup(parts: Pick<ItemLookupParts, 'clients'>, { source, id }: ItemRef): RequestPlan {
  if (source === 'local') throw new ValidationError([{ field: 'source', ...said('core.field.localNothingSent') }])
  const client = parts.clients()[source]
  if (client.planItem === undefined) {
    throw new ValidationError([{ field: 'source', ...said('core.field.searchedNotById', { source: SOURCE_DEFINITIONS[source].name }) }])
  }
  return client.planItem(id)
}
