// "Fits my displays" and a minimum size: filters every source's results share, applied in the window
// to the sizes the cards carry, so a picture that cannot fill a screen is never downloaded to find
// out. A picture whose size its source did not give (a picture of the day's UHD file, a post
// without a preview) is kept: nothing says it does not fit.
import type { DisplayInfo } from '../../../shared/ipc'
import { fieldSays } from '../../../shared/i18n/field-words'
import type { MediaItem } from '../../../shared/media'

export interface FitFilter {
  /** At least the largest display's pixels, in its orientation. */
  displays: boolean
  /** "WxH" as typed; '' for none. */
  min: string
}

export const NO_FIT: FitFilter = Object.freeze({ displays: false, min: '' })

const SIZE = /^\s*(\d{2,5})\s*[x×]\s*(\d{2,5})\s*$/i

/** The minimum as numbers; null for none or for a size that is not one (fitIssues says why). */
export function minimumOf(min: string): { width: number; height: number } | null {
  const match = SIZE.exec(min)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/** What is wrong with a typed minimum, beside its field; none when it is empty or a size. */
export function fitIssues(filter: FitFilter): readonly string[] {
  if (filter.min.trim() === '' || minimumOf(filter.min) !== null) return []
  return [fieldSays('fields.minimumSize')]
}

export function isFiltering(filter: FitFilter): boolean {
  return filter.displays || minimumOf(filter.min) !== null
}

/** The display a picture must fill: the one with the most pixels, whose size the desktop gives. */
function largest(displays: readonly DisplayInfo[]): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null
  for (const display of displays) {
    if (display.width === null || display.height === null) continue
    if (best === null || display.width * display.height > best.width * best.height) best = { width: display.width, height: display.height }
  }
  return best
}

export function fitsFilter(filter: FitFilter, displays: readonly DisplayInfo[]): (item: MediaItem) => boolean {
  const minimum = minimumOf(filter.min)
  const screen = filter.displays ? largest(displays) : null
  return (item) => {
    if (!item.sizeKnown) return true
    if (minimum !== null && (item.width < minimum.width || item.height < minimum.height)) return false
    if (screen !== null) {
      if (screen.width >= screen.height !== item.width >= item.height) return false
      if (item.width < screen.width || item.height < screen.height) return false
    }
    return true
  }
}
