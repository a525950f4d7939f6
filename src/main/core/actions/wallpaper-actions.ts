// "Set as wallpaper" and "Download": fetch the image into the library (or reuse the library copy),
// set it on the desktop, record it, and credit the author. A source may ask for its card again
// first (Unsplash: trusted image URLs, not ones from the window, and the download_location that
// must be called once for every set or download: its client's readyToSet). A picture from the person's own folders is
// set where it lies: looked up by its id in the folder index (never by anything else on the card),
// recorded, never downloaded or copied.
import type { DisplayInfo, SetWallpaperResult } from '../../../shared/ipc'
import { withKnownSize, type LocalMediaItem, type MediaItem } from '../../../shared/media'
import type { WallpaperFit } from '../../../shared/settings'
import { ValidationError } from '../../../shared/errors'
import { isVideoFormat, type LibraryEntry } from '../../../shared/library'
import type { Downloader, DownloadTarget } from '../downloads/downloads'
import { NotFoundError, WallpaperError } from '../errors/errors'
import { said, sentence } from '../i18n/sentence'
import type { Library, RecordedSet } from '../library/library'
import type { LocalFolders } from '../local-folders/local-folders'
import type { EventSink } from '../operations/operations'
import type { SourceClients } from '../../../sources/clients'
import type { PictureRef, PictureSetter } from './picture-setter'

export interface WallpaperActionsDeps {
  downloader: () => Downloader
  library: () => Library
  wallpaper: () => Promise<PictureSetter>
  /** The sources' clients as configured now (settings can change them). */
  clients: () => SourceClients
  localFolders: () => LocalFolders
  displays: () => Promise<DisplayInfo[]>
  events: EventSink
}

export interface SetOptions {
  display?: string
  fit?: WallpaperFit
  signal?: AbortSignal
  /** The displays as just listed (a rotation step sets several in a row): not listed again. */
  displays?: readonly DisplayInfo[]
}

/** The size to fetch for: the chosen display, or the largest when the image goes on all of them. */
export function targetFor(displays: readonly DisplayInfo[], display: string): DownloadTarget | undefined {
  const sized = displays.filter((info) => info.width !== null && info.height !== null)
  const chosen = display === 'all' ? sized : sized.filter((info) => info.id === display || info.name === display)
  if (chosen.length === 0) return undefined
  return {
    width: Math.max(...chosen.map((info) => info.width as number)),
    height: Math.max(...chosen.map((info) => info.height as number)),
  }
}

/** Said when a video is asked to be a wallpaper: it can be downloaded and kept, never set. */
// Said when refused, not when this module loads: the command line formats a sentence only when something fails.
const videoNotSettable = () => ({ field: 'mediaType', ...said('core.field.videoNotSettable') })

/** Refuses a video before anything is fetched or recorded: desktops show pictures, not videos. */
function refuseVideo(item: MediaItem, entry?: LibraryEntry): void {
  if (item.mediaType === 'video' || (entry !== undefined && isVideoFormat(entry.format))) {
    throw new ValidationError([videoNotSettable()])
  }
}

export function createWallpaperActions(deps: WallpaperActionsDeps) {
  /**
   * Downloads `item` (asked of its source again first where the source does, with the call to make once it is shown):
   * the file is complete before anything of it is written to the library.
   */
  async function download(item: MediaItem, target: DownloadTarget | undefined, signal: AbortSignal | undefined) {
    let trusted = item
    let credit: (() => Promise<void>) | undefined
    const ready = item.source === 'local' ? undefined : deps.clients()[item.source].readyToSet
    if (ready) {
      const fresh = await ready(item, { signal })
      trusted = fresh.item
      credit = fresh.shown
    }
    const downloaded = await deps.downloader().download(trusted, {
      target,
      signal,
      onProgress: (progress) => deps.events.emit('download.progress', { source: trusted.source, id: trusted.id, ...progress }),
    })
    // A card whose source did not say its size (a Reddit post without a preview) is stored with the size its file's header gives.
    const card = !trusted.sizeKnown && downloaded.width !== null && downloaded.height !== null ? withKnownSize(trusted, downloaded.width, downloaded.height) : trusted
    return { card, downloaded, credit }
  }

  type Downloaded = Awaited<ReturnType<typeof download>>

  /** A GIF whose host sent an MP4 is kept in the library as downloaded, but not set. */
  function refuseVideoFile(fetched: Downloaded): void {
    if (!isVideoFormat(fetched.downloaded.format)) return
    store(fetched)
    throw new ValidationError([videoNotSettable()])
  }

  /** Writes a downloaded picture's entry to the library; with `setOn`, its set is recorded with it. */
  function store({ card, downloaded }: Downloaded, setOn?: string) {
    const { entry, set } = deps.library().add(card, downloaded, setOn === undefined ? {} : { setOn })
    deps.events.emit('library.changed', { what: 'entries' })
    return { entry, set }
  }

  /** Fetches `item` into the library, not set. */
  async function intoLibrary(item: MediaItem, target: DownloadTarget | undefined, signal: AbortSignal | undefined) {
    const fetched = await download(item, target, signal)
    return { ...store(fetched), credit: fetched.credit }
  }

  /** Sets `file` on the desktop; the set, recorded before, is taken back if the desktop refuses. */
  async function setRecorded(setter: PictureSetter, file: string, recorded: RecordedSet, options: SetOptions & { display: string }): Promise<void> {
    const { record } = recorded
    const picture: PictureRef = { source: record.source, id: record.id, libraryId: record.libraryId }
    try {
      await setter.set(file, { display: options.display, fit: options.fit ?? 'fill', picture, ...(options.displays ? { displays: options.displays } : {}) })
    } catch (error) {
      try {
        recorded.undo()
      } catch {
        // The library cannot be written now (a full disk); the desktop error is the one to tell.
      }
      throw error
    }
    deps.events.emit('library.changed', { what: 'history' })
  }

  /** A picture from the person's folders: the file where it lies, as the index has it now. */
  async function setLocal(item: LocalMediaItem, setter: PictureSetter, options: SetOptions & { display: string }): Promise<SetWallpaperResult> {
    const { path, item: current } = await deps.localFolders().fileToSet(item.id)
    return setter.exclusive(async () => {
      const recorded = deps.library().recordLocalSet(current, options.display)
      await setRecorded(setter, path, recorded, options)
      return { libraryId: recorded.record.libraryId, setAt: recorded.record.setAt }
    })
  }

  return {
    /**
     * The record is made before the desktop changes, and taken back if the desktop refuses: a set
     * never changes the desktop and then fails, and the history never claims a set that did not happen.
     * Recording and setting are one change under the setter's exclusive section, so the history's
     * order is the order the desktop showed them in; the download comes before, outside it.
     */
    async setWallpaper(item: MediaItem, options: SetOptions = {}): Promise<SetWallpaperResult> {
      refuseVideo(item)
      const display = options.display ?? 'all'
      // Detection first: a desktop Tapestry cannot work with fails before anything is downloaded.
      const setter = await deps.wallpaper()
      const displays = options.displays ?? (await deps.displays())
      // A display Tapestry could not match to the desktop's own is said plainly, never guessed at.
      const unsettable = display === 'all' ? undefined : displays.find((info) => info.id === display)
      // Its sentence as the display list said it, catalog message and all, for the window.
      if (unsettable?.problem) throw new WallpaperError(unsettable.problem, { text: unsettable.problemText ?? undefined })
      if (item.source === 'local') return setLocal(item, setter, { ...options, display, displays })
      const fetched = await download(item, targetFor(displays, display), options.signal)
      refuseVideoFile(fetched)
      const result = await setter.exclusive(async () => {
        const { entry, set } = store(fetched, display)
        const recorded = set as RecordedSet
        await setRecorded(setter, deps.library().pathOf(entry), recorded, { ...options, display, displays })
        return { libraryId: entry.libraryId, setAt: recorded.record.setAt }
      })
      await fetched.credit?.()
      return result
    },

    /**
     * Each display its own picture, set in one go where the desktop can (feh draws every screen in
     * one run): every picture fetched and its set recorded first, all taken back if the desktop
     * refuses. A picture given with its `libraryId` is set from that file, with no network.
     */
    async setEach(picks: readonly { display: string; item: MediaItem; libraryId?: string }[], options: Omit<SetOptions, 'display'> = {}): Promise<SetWallpaperResult[]> {
      for (const pick of picks) refuseVideo(pick.item)
      const setter = await deps.wallpaper()
      const displays = options.displays ?? (await deps.displays())
      const library = deps.library()
      for (const { display } of picks) {
        const unsettable = displays.find((info) => info.id === display)
        if (unsettable?.problem) throw new WallpaperError(unsettable.problem, { text: unsettable.problemText ?? undefined })
      }
      // Each picture fetched (or found) first, outside the change; then recorded and set in one go.
      type Ready = { display: string; record: () => { file: string; recorded: RecordedSet }; credit?: () => Promise<void> }
      const ready: Ready[] = []
      for (const pick of picks) {
        if (pick.item.source === 'local') {
          const { path, item } = await deps.localFolders().fileToSet(pick.item.id)
          ready.push({ display: pick.display, record: () => ({ file: path, recorded: library.recordLocalSet(item, pick.display) }) })
        } else if (pick.libraryId) {
          const libraryId = pick.libraryId
          ready.push({
            display: pick.display,
            record: () => {
              const entry = library.get(libraryId)
              if (!entry) throw new NotFoundError(...sentence('core.library.notIn'))
              refuseVideo(entry.item, entry)
              return { file: library.pathOf(entry), recorded: library.recordSet({ libraryId, display: pick.display }) }
            },
          })
        } else {
          const fetched = await download(pick.item, targetFor(displays, pick.display), options.signal)
          refuseVideoFile(fetched)
          ready.push({
            display: pick.display,
            record: () => {
              const { entry, set } = store(fetched, pick.display)
              return { file: library.pathOf(entry), recorded: set as RecordedSet }
            },
            ...(fetched.credit ? { credit: fetched.credit } : {}),
          })
        }
      }
      const prepared = await setter.exclusive(async () => {
        const recorded: { file: string; display: string; recorded: RecordedSet }[] = []
        try {
          for (const pick of ready) recorded.push({ display: pick.display, ...pick.record() })
          await setter.setEach(
            recorded.map(({ file, display, recorded: { record } }) => ({ file, display, picture: { source: record.source, id: record.id, libraryId: record.libraryId } })),
            { fit: options.fit ?? 'fill', displays },
          )
        } catch (error) {
          for (const { recorded: made } of [...recorded].reverse()) {
            try {
              made.undo()
            } catch {
              // The library cannot be written now (a full disk); the error to tell is the one that stopped the set.
            }
          }
          throw error
        }
        return recorded
      })
      deps.events.emit('library.changed', { what: 'history' })
      for (const { credit } of ready) await credit?.()
      return prepared.map(({ recorded }) => ({ libraryId: recorded.record.libraryId, setAt: recorded.record.setAt }))
    },

    /**
     * A picture already in the library, set from its file: no network at all (rotation's stand-in
     * when the sources cannot be reached). Recorded before the desktop changes, as every set is.
     */
    async setFromLibrary(libraryId: string, options: SetOptions = {}): Promise<SetWallpaperResult> {
      const display = options.display ?? 'all'
      const setter = await deps.wallpaper()
      const library = deps.library()
      const entry = library.get(libraryId)
      if (!entry) throw new NotFoundError(...sentence('core.library.notIn'))
      refuseVideo(entry.item, entry)
      return setter.exclusive(async () => {
        const recorded = library.recordSet({ libraryId, display })
        await setRecorded(setter, library.pathOf(entry), recorded, { ...options, display })
        return { libraryId, setAt: recorded.record.setAt }
      })
    },

    /** Fetches an online card into the library, sized for `display`, without setting it; and how to credit it once it is shown. */
    async fetch(item: MediaItem, display: string, signal: AbortSignal | undefined): Promise<{ libraryId: string; credit?: () => Promise<void> }> {
      // Fetched to be set next (rotation's prefetch): a video never is.
      refuseVideo(item)
      const { entry, credit } = await intoLibrary(item, targetFor(await deps.displays(), display), signal)
      refuseVideo(entry.item, entry)
      return { libraryId: entry.libraryId, ...(credit ? { credit } : {}) }
    },

    async download(item: MediaItem, options: { signal?: AbortSignal } = {}): Promise<{ libraryId: string }> {
      if (item.source === 'local') throw new ValidationError([{ field: 'item', ...said('core.field.localAlreadyHere') }])
      const { entry, credit } = await intoLibrary(item, targetFor(await deps.displays(), 'all'), options.signal)
      await credit?.()
      return { libraryId: entry.libraryId }
    },
  }
}

export type WallpaperActions = ReturnType<typeof createWallpaperActions>
