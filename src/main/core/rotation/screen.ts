// What a picture must be to go on a display: an image, allowed (not blocked, safe unless NSFW was
// asked for), not shown lately, not already picked in this step, and fitted to the display: its
// orientation, and at least its size (a stand-in, shown when the sources cannot be reached, only
// needs the orientation).
import type { DisplayInfo } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import type { RotationSettings } from '../../../shared/settings'
import { itemKey, type Library } from '../library/library'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'

export interface Screen {
  width: number
  height: number
}

export function screenOf(display: DisplayInfo | undefined): Screen | undefined {
  if (!display || display.width === null || display.height === null) return undefined
  return { width: display.width, height: display.height }
}

/** The screen a picture for `display` is fitted to: that display, or for all of them the primary one. */
export function screenFor(displays: readonly DisplayInfo[], display: string): Screen | undefined {
  const candidates = display === 'all' ? displays : displays.filter((info) => info.id === display || info.name === display)
  return screenOf(candidates.find((info) => info.primary) ?? candidates[0])
}

export type Acceptable = (item: MediaItem) => boolean

export interface AcceptOptions {
  /** Keys (itemKey) of pictures this step already picked for another display. */
  taken: ReadonlySet<string>
  /** Whether it must be at least the display's size (false: orientation only). */
  fullSize: boolean
  /** Whether the recent ones are left out. */
  fresh: boolean
}

/** The rules every candidate must pass, whatever the source. */
export function rotationFilter(rotation: RotationSettings, library: Library, screen: Screen | undefined, options: AcceptOptions = { taken: new Set(), fullSize: true, fresh: true }): Acceptable {
  const recent = options.fresh ? new Set(library.recentIds(rotation.historyWindow).map((ref) => itemKey(ref.source, ref.id))) : new Set<string>()
  return (item) => {
    if (item.mediaType !== 'image') return false
    if (item.nsfw && !rotation.includeNsfw) return false
    const key = itemKey(item.source, item.id)
    if (recent.has(key) || options.taken.has(key)) return false
    if (library.isBlocked(item.source, item.id)) return false
    // Bing's UHD file and APOD's hdurl come without their size, and are those sources' largest by
    // design (their definitions say so): such a picture is taken, and its fit is the fit mode's. Any
    // other picture of unknown size (a Reddit post without a preview) never passes a fit check.
    const largestByDesign = item.sizeKnown === false && isSourceId(item.source) && SOURCE_DEFINITIONS[item.source].unknownSizeIsLargest === true
    if (screen && !largestByDesign) {
      if (screen.width >= screen.height !== item.width >= item.height) return false
      if (options.fullSize && (item.width < screen.width || item.height < screen.height)) return false
    }
    return true
  }
}
