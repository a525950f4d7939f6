// What each display shows now, as the library has it (each display's current wallpaper with its
// card and credit), and which of those a "this wallpaper" action means (Favourite, Block).
import type { DisplayInfo, ShowingNow } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { NotFoundError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import { creditLine } from '../library/credit'
import { ALL_DISPLAYS, type Library } from '../library/library'

export type Showing = ShowingNow & {
  /** The history record that put it there (null for what was set before Tapestry kept this). */
  historySeq: number | null
}

/** What each display shows: the one set on all displays first, then each display's own by name. */
export function showingNow(library: Library): Showing[] {
  const showing = library.showing().flatMap((shown) => {
    // A library entry's card; a picture from the person's folders has none, only its history record's.
    const item = library.get(shown.libraryId)?.item ?? shown.item
    return item ? [{ display: shown.display, libraryId: shown.libraryId, item, credit: creditLine(item), historySeq: shown.historySeq }] : []
  })
  return showing.sort((a, b) => Number(b.display === ALL_DISPLAYS) - Number(a.display === ALL_DISPLAYS) || a.display.localeCompare(b.display))
}

/** The displays that show `item` now ('all' among them when it was set on every display). */
export function displaysShowing(showing: readonly Showing[], item: Pick<MediaItem, 'source' | 'id'>): string[] {
  return showing.filter((shown) => shown.item.source === item.source && shown.item.id === item.id).map((shown) => shown.display)
}

/**
 * The picture "this wallpaper" means. On one display: what was set on it, else what was set on all.
 * On 'all': the picture set on all displays. Unsaid: the one picture every display shows, or where
 * they differ the primary display's (failing that the one set on all, then the newest set).
 */
export async function pictureMeant(showing: readonly Showing[], display: string | undefined, displays: () => Promise<DisplayInfo[]>): Promise<Showing> {
  const onAll = showing.find((shown) => shown.display === ALL_DISPLAYS)
  if (display !== undefined && display !== ALL_DISPLAYS) {
    const on = showing.find((shown) => shown.display === display) ?? onAll
    if (!on) throw new NotFoundError(...sentence('core.showing.noneOn', { display }))
    return on
  }
  const [first] = showing
  if (!first) throw new NotFoundError(...sentence('core.showing.none'))
  if (display === ALL_DISPLAYS && onAll) return onAll
  if (showing.every((shown) => shown.libraryId === first.libraryId)) return first
  // Listing the displays may run the desktop's tools; a desktop that cannot say names no primary.
  const primary = (await displays().catch(() => [])).find((info) => info.primary)
  const onPrimary = primary && showing.find((shown) => shown.display === primary.id || shown.display === primary.name)
  const newest = [...showing].sort((a, b) => (b.historySeq ?? -1) - (a.historySeq ?? -1))[0] as Showing
  return onPrimary ?? onAll ?? newest
}
