// Every change of wallpaper goes through here, on its way to the desktop's setter (wallpaper/):
// smart fill cuts each picture to its display's shape first (smart-fill.ts), the lock screen is
// given the picture that stands for the change, and after the change the person's after-change
// command runs (after-change/). What stands for a change on one screen — the lock screen's picture
// and the command's {file} {display} {source} {id} — is the picture on the primary display: the one
// picture set on all displays; of several set at once, the primary display's (else the first's);
// of a spanning image, the primary display's own picture, never the composite. A change on another
// display alone leaves the lock screen as it is, and still runs the command, once per change.
import type { DisplayInfo } from '../../../shared/ipc'
import type { AfterChangeRuns } from '../after-change/after-change-runs'
import type { Size } from '../images/smart-crop'
import type { Library } from '../library/library'
import { localImageId } from '../local-folders/local-item'
import type { AppLog } from '../log/app-log'
import { smartFill } from './smart-fill'
import type { SetOutcome, SetWallpaperOptionsInput, WallpaperSetter } from '../wallpaper/wallpaper'

/** Which picture a file is: for the command's {source} and {id}, and for the crop cache. */
export interface PictureRef {
  source: string
  id: string
  /** Its library id (an entry's, or local-<id>), where it has one. */
  libraryId?: string
}

/** The picture that stands for a change on one screen, where it is not the file set. */
export interface StandsFor {
  file: string
  display: string
  picture?: PictureRef
}

export interface PictureSetOptions {
  display?: string
  fit?: SetWallpaperOptionsInput['fit']
  picture?: PictureRef
  /** A spanning image: the primary display's own picture. */
  standsFor?: StandsFor
  /** The displays as just listed: not listed again. */
  displays?: readonly DisplayInfo[]
}

export interface PictureSetter extends Pick<WallpaperSetter, 'backend' | 'current' | 'displays' | 'exclusive'> {
  set(file: string, options?: PictureSetOptions): Promise<SetOutcome>
  setEach(sets: readonly { file: string; display: string; picture?: PictureRef }[], options?: Pick<PictureSetOptions, 'fit' | 'displays'>): Promise<SetOutcome>
}

export interface PictureSetterDeps {
  setter: WallpaperSetter
  library: () => Library
  /** The displays with their sizes (the platform's, matched to the desktop's). */
  displays: () => Promise<DisplayInfo[]>
  afterChange: AfterChangeRuns
  log?: Pick<AppLog, 'warn'>
}

const find = (displays: readonly DisplayInfo[], display: string) => displays.find((info) => info.id === display || info.name === display)

const sizeOf = (info: DisplayInfo | undefined): Size | null => (info?.width && info.height ? { width: info.width, height: info.height } : null)

/** The size to crop for: the display's; for all displays, theirs when they share one shape (the largest), else none. */
function cropSize(displays: readonly DisplayInfo[], display: string): Size | null {
  if (display !== 'all') return sizeOf(find(displays, display))
  const sizes = displays.map(sizeOf)
  if (sizes.length === 0 || sizes.some((size) => size === null)) return null
  const known = sizes as Size[]
  const ratio = (size: Size) => size.width / size.height
  const first = known[0] as Size
  if (known.some((size) => Math.abs(ratio(size) - ratio(first)) > 0.01 * ratio(first))) return null
  return known.reduce((largest, size) => (size.width * size.height > largest.width * largest.height ? size : largest))
}

/** Whether a change on `display` covers the primary display (whose picture the lock screen shows). */
function coversPrimary(displays: readonly DisplayInfo[], display: string): boolean {
  if (display === 'all' || !displays.some((info) => info.primary)) return true
  return find(displays, display)?.primary ?? false
}

export function createPictureSetter(deps: PictureSetterDeps): PictureSetter {
  const { setter } = deps
  const listed = async (given: readonly DisplayInfo[] | undefined) => given ?? (await deps.displays().catch(() => []))

  /**
   * The display as `displays` knows it. A number (`--display 1`) counts in the desktop's own list,
   * as the desktop's setter reads it, so it stands for the display of that number there, by name.
   */
  async function inList(displays: readonly DisplayInfo[], display: string): Promise<string> {
    if (!/^\d+$/.test(display) || find(displays, display)) return display
    const desktop = await setter.displays().catch(() => [])
    return desktop.find((info) => info.id === Number(display))?.name ?? display
  }

  /** The file to set on `display`: cut to its shape with smart fill, else as it is. */
  async function fitted(file: string, display: string, fit: PictureSetOptions['fit'], picture: PictureRef | undefined, displays: readonly DisplayInfo[]): Promise<string> {
    if (fit !== 'smart') return file
    const size = cropSize(displays, display)
    return size ? smartFill(file, size, { library: deps.library(), picture: picture?.libraryId, log: deps.log }) : file
  }

  async function after(outcome: SetOutcome, stands: StandsFor): Promise<SetOutcome> {
    // A file of the person's own (`set --file`) has no source id: it gets the id the same file has in
    // a folder, hex digits of its path's hash. Its name would be no id at all, and a name such as
    // `-rf.jpg` or `--help.png`, as a word of its own, would reach the command as an option.
    const values = { file: stands.file, display: stands.display, source: stands.picture?.source ?? 'file', id: stands.picture?.id ?? localImageId(stands.file) }
    const { error, errorText } = outcome.lockScreen
    // The lock screen's sentence goes on with its catalog message, for the window's and the tray's language.
    await deps.afterChange.changed(values, error === undefined ? null : { message: error, ...(errorText ? { text: errorText } : {}) })
    return outcome
  }

  // The desktop fills what smart fill cut; where it could not cut (the size unknown), it fills as usual.
  const toDesktop = (fit: PictureSetOptions['fit']) => (fit === 'smart' ? 'fill' : fit)

  return {
    get backend() {
      return setter.backend
    },
    current: () => setter.current(),
    displays: () => setter.displays(),
    exclusive: (task) => setter.exclusive(task),

    async set(file, options = {}) {
      const display = options.display ?? 'all'
      const displays = options.fit === 'smart' || display !== 'all' ? await listed(options.displays) : []
      const listedAs = await inList(displays, display)
      const path = await fitted(file, listedAs, options.fit, options.picture, displays)
      const stands = options.standsFor ?? { file: path, display, ...(options.picture ? { picture: options.picture } : {}) }
      const lockScreen = !coversPrimary(displays, listedAs) ? false : options.standsFor ? options.standsFor.file : undefined
      const outcome = await setter.set(path, { display, fit: toDesktop(options.fit), ...(lockScreen === undefined ? {} : { lockScreen }) })
      return after(outcome, stands)
    },

    async setEach(sets, options = {}) {
      const displays = await listed(options.displays)
      const prepared = []
      for (const set of sets) prepared.push({ ...set, file: await fitted(set.file, set.display, options.fit, set.picture, displays) })
      const first = prepared[0]
      if (!first) return setter.setEach([], { fit: toDesktop(options.fit) })
      const standing = prepared.find((set) => find(displays, set.display)?.primary) ?? first
      const outcome = await setter.setEach(
        prepared.map(({ file, display }) => ({ file, display })),
        { fit: toDesktop(options.fit), lockScreen: standing.file },
      )
      return after(outcome, { file: standing.file, display: standing.display, ...(standing.picture ? { picture: standing.picture } : {}) })
    },
  }
}
