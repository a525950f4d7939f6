// "Previous wallpaper": each display goes back one step in its own history (what was set on it, and
// what was set on all displays), from the library's own files or the person's own folders: never the
// network. A record whose file is gone, or whose picture is blocked now, is passed over and said; one
// showing the picture the display shows now is passed over silently, since going back to it would
// change nothing.
//
// Going back adds no history record: it moves the display's place in the history back (see
// library/history-cursor.ts), so a second "previous" goes further back instead of bouncing between
// two pictures, and the history keeps saying what was set and when. The next rotation step or set
// is recorded as usual and the display's place is the newest record again.
import { existsSync } from 'node:fs'
import type { PreviousResult, ShowingNow } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import type { WallpaperFit } from '../../../shared/settings'
import { NotFoundError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import { creditLine } from '../library/credit'
import type { EarlierRecord, ShownRecord } from '../library/history-cursor'
import { ALL_DISPLAYS, type Library } from '../library/library'
import type { LaidOutDisplay } from '../displays/span-layout'
import type { SpanCrop } from '../images/compose-span'
import type { PictureSetter } from '../actions/picture-setter'
import type { SpanFile } from '../actions/span-actions'

export interface PreviousDeps {
  library: Library
  wallpaper: () => Promise<PictureSetter>
  fit: WallpaperFit
  /**
   * On a desktop with one picture for all, displays that each went back to their own picture are
   * shown together as one spanning image: the layout (null where it cannot be drawn), and how the
   * image is drawn and set (src/main/core/actions/span-actions.ts).
   */
  span?: {
    layout: () => Promise<LaidOutDisplay[] | null>
    show: (layout: readonly LaidOutDisplay[], files: readonly SpanFile[], undo: () => void, crop: SpanCrop) => Promise<void>
  }
}

/** Records read at a time while looking for one that can be shown. */
const PAGE = 50

type Skipped = PreviousResult['skipped'][number]

/** Where each display is in its history: all of them, or one (which shows what was set on all until set on its own). */
function placesOf(shown: readonly ShownRecord[], display: string): ShownRecord[] {
  const onAll = shown.find((place) => place.display === ALL_DISPLAYS)
  if (display !== ALL_DISPLAYS) {
    const place = shown.find((candidate) => candidate.display === display) ?? (onAll && { ...onAll, display })
    if (!place) throw new NotFoundError(...sentence('core.previous.nothingOn', { display }))
    return [place]
  }
  // The picture on all displays first: setting it covers every display, then each one's own goes on top.
  if (shown.length > 0) return [...(onAll ? [onAll] : []), ...shown.filter((place) => place !== onAll)]
  // Nothing is showing that the library still has (its file went): go back from the newest record.
  return [{ display: ALL_DISPLAYS, libraryId: '', historySeq: null, item: null }]
}

interface Earlier {
  seq: number
  libraryId: string
  file: string
  item: MediaItem
}

/** The record's picture, if its file is still there: a library entry's, or one in the person's folders. */
function pictureOf(library: Library, record: EarlierRecord): Pick<Earlier, 'file' | 'item'> | null {
  if (record.source === 'local') {
    const file = library.local.image(record.id)?.path
    return file !== undefined && record.item !== null && existsSync(file) ? { file, item: record.item } : null
  }
  const entry = library.get(record.libraryId)
  if (!entry) return null
  const file = library.pathOf(entry)
  return existsSync(file) ? { file, item: entry.item } : null
}

/** The file a display shows now: its own picture's, else the one set on all displays. */
function fileShowing(library: Library, shown: readonly ShownRecord[], display: string): string | null {
  const place = shown.find((candidate) => candidate.display === display) ?? shown.find((candidate) => candidate.display === ALL_DISPLAYS)
  if (!place?.item) return null
  return pictureOf(library, { libraryId: place.libraryId, source: place.item.source, id: place.item.id, item: place.item } as EarlierRecord)?.file ?? null
}

/** The newest record before the display's place that can be shown, and what was passed over on the way. */
function earlierPicture(library: Library, place: ShownRecord, skipped: Skipped[]): Earlier | null {
  const now = library.get(place.libraryId)?.item ?? place.item ?? null
  let before = place.historySeq
  for (;;) {
    const records = library.earlierOn(place.display, before, PAGE)
    if (records.length === 0) return null
    for (const record of records) {
      before = record.seq
      const samePicture = record.libraryId === place.libraryId || (now !== null && record.source === now.source && record.id === now.id)
      if (samePicture) continue
      const passed = { display: place.display, source: record.source, id: record.id, title: record.title }
      if (library.isBlocked(record.source, record.id)) {
        skipped.push({ ...passed, reason: 'blocked' })
        continue
      }
      const picture = pictureOf(library, record)
      if (!picture) {
        skipped.push({ ...passed, reason: 'file-missing' })
        continue
      }
      return { seq: record.seq, libraryId: record.libraryId, ...picture }
    }
  }
}

function nothingEarlier(display: string, skipped: readonly Skipped[]): NotFoundError {
  // One sentence for all displays and one for a display, not " on display 2" put into another.
  const all = display === ALL_DISPLAYS
  if (skipped.length === 0) return new NotFoundError(...(all ? sentence('core.previous.noEarlier') : sentence('core.previous.noEarlierOn', { display })))
  const count = skipped.length
  return new NotFoundError(...(all ? sentence('core.previous.skipped', { count }) : sentence('core.previous.skippedOn', { display, count })))
}

/** With `dryRun`, says what each display would go back to and changes nothing. */
export async function previousWallpaper(deps: PreviousDeps, display: string = ALL_DISPLAYS, options: { dryRun?: boolean } = {}): Promise<PreviousResult> {
  // Detection first: a desktop Tapestry cannot work with fails before anything changes.
  const setter = options.dryRun ? null : await deps.wallpaper()
  // What each display goes back to is read, recorded and set as one change (the setter's exclusive section).
  return setter ? setter.exclusive(() => goBack(deps, display, setter)) : goBack(deps, display, null)
}

async function goBack(deps: PreviousDeps, display: string, setter: PictureSetter | null): Promise<PreviousResult> {
  const { library } = deps
  const skipped: Skipped[] = []
  const found = placesOf(library.showing(), display).flatMap((place) => {
    const earlier = earlierPicture(library, place, skipped)
    return earlier ? [{ display: place.display, ...earlier }] : []
  })
  if (found.length === 0) throw nothingEarlier(display, skipped)
  const restored: ShowingNow[] = found.map(({ display: on, libraryId, item }) => ({ display: on, libraryId, item, credit: creditLine(item) }))
  if (setter === null) return { restored, skipped }

  if (deps.span && !setter.backend.perDisplay && found.some((earlier) => earlier.display !== ALL_DISPLAYS)) {
    const layout = await deps.span.layout()
    if (layout) {
      // One image for all displays: each goes back to its own picture, the others keep theirs, drawn together.
      const shown = library.showing()
      const files = layout.map(({ display: on }): SpanFile => {
        const earlier = found.find((candidate) => candidate.display === on)
        if (earlier) return { display: on, file: earlier.file, picture: { source: earlier.item.source, id: earlier.item.id, libraryId: earlier.libraryId } }
        const file = fileShowing(library, shown, on)
        if (file === null) throw new NotFoundError(...sentence('core.previous.spanGone', { display: on }))
        return { display: on, file }
      })
      const records = found.map((earlier) => library.showAgain(earlier.display, earlier.seq))
      await deps.span.show(
        layout,
        files,
        () => {
          for (const record of [...records].reverse()) record.undo()
        },
        deps.fit === 'smart' ? 'smart' : 'centre',
      )
      return { restored, skipped }
    }
  }

  for (const { display: on, seq, file, item, libraryId } of found) {
    // Recorded before the desktop changes, and taken back if it refuses (as a set is).
    const shown = library.showAgain(on, seq)
    try {
      await setter.set(file, { display: on, fit: deps.fit, picture: { source: item.source, id: item.id, libraryId } })
    } catch (error) {
      try {
        shown.undo()
      } catch {
        // The library cannot be written now (a full disk); the desktop's error is the one to tell.
      }
      throw error
    }
  }
  return { restored, skipped }
}
