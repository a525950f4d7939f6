// The library: favourites, history, the blocklist and downloads, and favouriting or blocking the
// wallpaper showing now. A block of a picture on show moves on from it through rotation.
import type { DisplayInfo, ItemRef, RotationStatus } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { NotFoundError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { RequestPlan } from '../http/http'
import type { Library } from '../library/library'
import { showingNow } from '../actions/showing-now'
import { blockThisWallpaper, favouriteThisWallpaper } from '../actions/this-wallpaper'
import type { HandlerGroup, LibraryChanged } from './handler-group'

export interface LibraryOperationParts {
  /** The library open now (reopened when its folder or size changes). */
  library: () => Library
  displays: () => Promise<DisplayInfo[]>
  /** Moves on from the displays that showed a blocked picture (rotation's one-display steps). */
  moveOnFrom: (displays: readonly string[]) => Promise<RotationStatus>
  /** Shows a file selected in the file manager; none: only where it is can be said. */
  showInFolder: ((file: string) => void) | undefined
  libraryChanged: LibraryChanged
  /** One item's card: the library's, else its source's (item-lookup.ts). */
  lookUp: (ref: ItemRef & { libraryOnly?: boolean }, options: { signal?: AbortSignal }) => Promise<MediaItem | null>
  /** The request lookUp would send for an item the library does not have. */
  planLookUp: (ref: ItemRef) => RequestPlan
}

type LibraryOperationName =
  | 'library.favourites'
  | 'library.favouriteRefs'
  | 'library.addFavourite'
  | 'library.removeFavourite'
  | 'library.history'
  | 'library.blocklist'
  | 'library.downloads'
  | 'library.showInFolder'
  | 'library.block'
  | 'library.unblock'
  | 'library.favouriteCurrent'
  | 'library.blockCurrent'
  | 'library.item'
  | 'library.itemPlan'
  | 'library.showing'

export function libraryOperations(parts: LibraryOperationParts): HandlerGroup<LibraryOperationName> {
  const { library, libraryChanged } = parts
  return {
    'library.favourites': async (request) => library().favourites(request),
    'library.favouriteRefs': async () => library().favouriteRefs(),
    'library.addFavourite': async ({ item }) => {
      library().addFavourite(item)
      libraryChanged('favourites')
      return { source: item.source, id: item.id, favourite: true }
    },
    'library.removeFavourite': async ({ source, id }) => {
      library().removeFavourite(source, id)
      libraryChanged('favourites')
      return { source, id, favourite: false }
    },
    'library.history': async (request) => library().history(request),
    'library.blocklist': async (request) => library().blocklist(request),
    'library.downloads': async (request) => library().downloads.page(request),
    'library.showInFolder': async ({ libraryId }) => {
      const download = library().downloads.find(libraryId)
      if (!download) throw new NotFoundError(...sentence('core.library.notDownloaded'))
      if (!download.present) throw new NotFoundError(...sentence('core.library.fileGone', { path: download.path }))
      if (!parts.showInFolder) return { path: download.path, shown: false }
      parts.showInFolder(download.path)
      return { path: download.path, shown: true }
    },
    'library.block': async ({ item }) => {
      const blocked = library().block({ source: item.source, id: item.id, title: item.title })
      libraryChanged('blocklist')
      return blocked
    },
    'library.unblock': async ({ source, id }) => {
      const unblocked = library().unblock(source, id)
      libraryChanged('blocklist')
      return { unblocked }
    },
    'library.item': (ref, { signal }) => parts.lookUp(ref, { signal }),
    'library.itemPlan': async (ref) => parts.planLookUp(ref),
    'library.showing': async () => showingNow(library()),
    'library.favouriteCurrent': async (input) => {
      const favourite = await favouriteThisWallpaper({ library: library(), displays: parts.displays }, input?.display)
      libraryChanged('favourites')
      return favourite
    },
    'library.blockCurrent': async (input) => {
      const { blocked, displays: showedIt } = await blockThisWallpaper({ library: library(), displays: parts.displays }, input?.display)
      libraryChanged('blocklist')
      // Through the scheduler, so moving on never overlaps a step already under way.
      return { blocked, displays: showedIt, rotation: await parts.moveOnFrom(showedIt) }
    },
  }
}
