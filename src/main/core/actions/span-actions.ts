// One picture for all displays, made of each display's own (GNOME, Cinnamon, MATE, Budgie, Windows:
// desktops that take one image, shown spanned across every display). Each display's picture is
// fetched into the library (or taken where it is: a library file, a picture in the person's
// folders), drawn into one image laid out by the displays' real geometry, and set in the desktop's
// "spanned" mode. The image is a library file like any other: written atomically, counted by the
// quota, and removed when the next one replaces it. What each display shows is recorded by the
// picture it is made of, before the desktop changes, and taken back if the desktop refuses. The
// primary display's own picture, not the composite, stands for the change (the lock screen, the
// after-change command): see picture-setter.ts.
import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { SetWallpaperResult } from '../../../shared/ipc'
import type { LocalMediaItem, MediaItem } from '../../../shared/media'
import { spanLayout, type LaidOutDisplay, type SpanLayout } from '../displays/span-layout'
import { resolveInside } from '../downloads/file-name'
import { composeSpan, type SpanCrop } from '../images/compose-span'
import type { Library, SpanRecord } from '../library/library'
import { localLibraryId } from '../library/library'
import type { LocalFolders } from '../local-folders/local-folders'
import type { PictureRef, PictureSetter, StandsFor } from './picture-setter'

/** A display's picture: a card to fetch (or already fetched), or a library entry to use as it is. */
export interface SpanPick {
  display: string
  item: MediaItem
  /** The library entry to use, when the picture is one already there (no network). */
  libraryId?: string
}

export interface SpanActionsDeps {
  library: () => Library
  localFolders: () => LocalFolders
  wallpaper: () => Promise<PictureSetter>
  /** Fetches an online card into the library, sized for the display; returns its entry and how to credit it. */
  fetch: (item: MediaItem, display: string, signal: AbortSignal | undefined) => Promise<{ libraryId: string; credit?: () => Promise<void> }>
  changed: () => void
}

type Part = SpanRecord['parts'][number] & { file: string; picture: PictureRef; credit?: () => Promise<void> }

/** A display's picture as drawn into the image: its file, and which picture it is. */
export interface SpanFile {
  display: string
  file: string
  picture?: PictureRef
}

/** The primary display's picture (else the first's): what stands for the whole image. */
function standsFor(layout: readonly LaidOutDisplay[], files: readonly SpanFile[]): StandsFor | undefined {
  const display = (layout.find((entry) => entry.primary) ?? layout[0])?.display
  const part = files.find((file) => file.display === display) ?? files[0]
  return part && { file: part.file, display: part.display, ...(part.picture ? { picture: part.picture } : {}) }
}

/** The spanning image's name: the same pictures in the same layout give the same name. */
function spanFileName(parts: readonly { display: string; file: string }[], layout: readonly LaidOutDisplay[]): string {
  const hash = createHash('sha256').update(JSON.stringify({ parts: parts.map((part) => [part.display, part.file]), layout })).digest('hex').slice(0, 16)
  return `span-${hash}.jpg`
}

/** Composes the image (`drawn`: the layout in its pixels) into the library folder; answers its path and size. */
async function compose(library: Library, layout: readonly LaidOutDisplay[], drawn: SpanLayout, files: readonly SpanFile[], crop: SpanCrop): Promise<{ fileName: string; path: string; bytes: number }> {
  const fileName = spanFileName(files, layout)
  const path = resolveInside(library.libraryDir, fileName)
  const bytes = await composeSpan(drawn, files, path, crop)
  return { fileName, path, bytes }
}

/** Sets the image spanned; on a refusal takes back what was recorded and removes the file. */
async function setSpannedFile(setter: PictureSetter, path: string, standing: StandsFor | undefined, undo: () => void): Promise<void> {
  try {
    await setter.set(path, { display: 'all', fit: 'span', ...(standing ? { standsFor: standing } : {}) })
  } catch (error) {
    try {
      undo()
    } catch {
      // The library cannot be written now (a full disk); the desktop error is the one to tell.
    }
    await rm(path, { force: true })
    throw error
  }
}

export function createSpanActions(deps: SpanActionsDeps) {
  async function partOf(pick: SpanPick, signal: AbortSignal | undefined): Promise<Part> {
    const library = deps.library()
    if (pick.item.source === 'local') {
      const { path, item } = await deps.localFolders().fileToSet(pick.item.id)
      return { display: pick.display, local: item as LocalMediaItem, file: path, picture: { source: 'local', id: item.id, libraryId: localLibraryId(item.id) } }
    }
    const fetched = pick.libraryId ? { libraryId: pick.libraryId } : await deps.fetch(pick.item, pick.display, signal)
    const entry = library.get(fetched.libraryId)
    if (!entry) throw new Error(`The picture for ${pick.display} left the library before it could be shown.`)
    const picture = { source: entry.source, id: entry.id, libraryId: entry.libraryId }
    return { display: pick.display, libraryId: entry.libraryId, file: library.pathOf(entry), picture, ...(fetched.credit ? { credit: fetched.credit } : {}) }
  }

  return {
    async setSpanned(picks: readonly SpanPick[], layout: readonly LaidOutDisplay[], options: { signal?: AbortSignal; crop?: SpanCrop } = {}): Promise<SetWallpaperResult> {
      // The layout first: one that cannot be drawn is refused before anything is fetched for it.
      const drawn = spanLayout(layout)
      const setter = await deps.wallpaper()
      const library = deps.library()
      const parts: Part[] = []
      // One at a time: the downloads share the sources' rate limits, and each is sized for its display.
      for (const pick of picks) parts.push(await partOf(pick, options.signal))
      const { fileName, path, bytes } = await compose(library, layout, drawn, parts, options.crop ?? 'centre')
      // Recorded and set as one change (see the setter's exclusive section); composed before it.
      const recorded = await setter.exclusive(async () => {
        let made
        try {
          made = library.recordSpan({ file: { path, bytes }, parts: parts.map(({ file: _file, credit: _credit, picture: _picture, ...part }) => part) })
        } catch (error) {
          await rm(path, { force: true })
          throw error
        }
        await setSpannedFile(setter, path, standsFor(layout, parts), () => made.undo())
        return made
      })
      library.dropSpans(fileName)
      deps.changed()
      // Each Unsplash photo shown is credited, as a single set would (its failure never fails the set).
      for (const part of parts) await part.credit?.()
      return { libraryId: recorded.record.libraryId, setAt: recorded.record.setAt }
    },

    /**
     * Shows again pictures already recorded on their displays (going back through the history):
     * the spanning image is drawn and set, and only its file is kept; the caller records what each
     * display shows, and `undo` takes that back if the desktop refuses.
     */
    async showSpan(layout: readonly LaidOutDisplay[], files: readonly SpanFile[], undo: () => void, crop: SpanCrop = 'centre'): Promise<void> {
      const drawn = spanLayout(layout)
      const setter = await deps.wallpaper()
      const library = deps.library()
      const { fileName, path, bytes } = await compose(library, layout, drawn, files, crop)
      const kept = library.keepSpan({ path, bytes })
      await setSpannedFile(setter, path, standsFor(layout, files), () => {
        kept.undo()
        undo()
      })
      library.dropSpans(fileName)
      deps.changed()
    },
  }
}

export type SpanActions = ReturnType<typeof createSpanActions>
