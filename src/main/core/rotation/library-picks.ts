// Pictures Tapestry can show without the network: the person's favourites and folders (members of
// the pool like the online sources), and, when the sources cannot be reached, anything already in
// the library. A picture with a library file is set from that file (its `libraryId`), never fetched.
import type { LocalMediaItem, MediaItem } from '../../../shared/media'
import { itemKey, type Library } from '../library/library'
import type { LocalFolders } from '../local-folders/local-folders'
import type { Acceptable, Screen } from './screen'

export interface LibraryPick {
  item: MediaItem
  /** Its library entry: set from that file, with no network. */
  libraryId?: string
}

/** Favourites read a page at a time: a favourites list is never loaded whole for one pick. */
const FAVOURITES_PAGE = 200

function oneOf<T>(candidates: readonly T[], random: () => number): T | null {
  return candidates.length === 0 ? null : (candidates[Math.floor(random() * candidates.length)] as T)
}

/** A favourite that passes; with `offline`, only one whose picture is on this computer. */
export function pickFavourite(library: Library, acceptable: Acceptable, random: () => number, offline: boolean): LibraryPick | null {
  const candidates: LibraryPick[] = []
  let cursor: number | null = 0
  while (cursor !== null) {
    const page = library.favourites({ cursor, limit: FAVOURITES_PAGE })
    for (const favourite of page.items) {
      if (!acceptable(favourite.item)) continue
      if (favourite.item.source === 'local') {
        if (!offline || library.local.image(favourite.item.id)) candidates.push({ item: favourite.item })
        continue
      }
      const entry = library.findByItem(favourite.item.source, favourite.item.id)
      if (entry) candidates.push({ item: entry.item, libraryId: entry.libraryId })
      else if (!offline) candidates.push({ item: favourite.item })
    }
    cursor = page.next
  }
  return oneOf(candidates, random)
}

/** Something already in the library that passes: the last stand-in when nothing else can be had. */
export function pickFromLibrary(library: Library, acceptable: Acceptable, random: () => number): LibraryPick | null {
  const candidates = library.entries().filter((entry) => acceptable(entry.item))
  const chosen = oneOf(candidates, random)
  return chosen ? { item: chosen.item, libraryId: chosen.libraryId } : null
}

export interface FolderPickOptions {
  /** The folders to draw from; all the person's folders when absent. */
  folders?: readonly string[]
  screen: Screen | undefined
  acceptable: Acceptable
  /** Whether the picture must be at least the display's size. */
  fullSize: boolean
  /** Keys (itemKey) to leave out: the recent ones, and what this step already picked. */
  exclude: ReadonlySet<string>
  random: () => number
}

/** Draws in the folder index (SQL); a draw the rules refuse is drawn again without it, a few times. */
export async function pickFromFolders(localFolders: LocalFolders, options: FolderPickOptions): Promise<LocalMediaItem | null> {
  const { screen } = options
  const excluded = [...options.exclude].filter((key) => key.startsWith(itemKey('local', ''))).map((key) => key.slice(itemKey('local', '').length))
  for (let draw = 0; draw < 5; draw++) {
    const item = await localFolders.pick({
      ...(options.folders ? { folders: options.folders } : {}),
      excludeIds: excluded,
      ...(screen && options.fullSize ? { minWidth: screen.width, minHeight: screen.height } : {}),
      ...(screen ? { orientation: screen.width >= screen.height ? 'landscape' : 'portrait' } : {}),
      random: options.random,
    })
    if (item === null) return null
    if (options.acceptable(item)) return item
    excluded.push(item.id)
  }
  return null
}
