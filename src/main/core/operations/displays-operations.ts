// The displays as the desktop and the platform report them, and what each one shows now.
import type { DisplayInfo } from '../../../shared/ipc'
import type { Library } from '../library/library'
import { nowShowing } from '../actions/showing-on-displays'
import type { PictureSetter } from '../actions/picture-setter'
import { resolveDisplay } from '../displays/resolve-display'
import type { HandlerGroup } from './handler-group'

export interface DisplaysOperationParts {
  library: () => Library
  displays: () => Promise<DisplayInfo[]>
  /** The desktop's setter, detected at its first use: its own list of displays. */
  wallpaper: () => Promise<Pick<PictureSetter, 'backend' | 'displays'>>
}

export function displaysOperations(parts: DisplaysOperationParts): HandlerGroup<'displays' | 'displays.showing' | 'displays.resolve'> {
  return {
    displays: () => parts.displays(),
    'displays.showing': () => nowShowing({ library: parts.library(), displays: parts.displays }),
    'displays.resolve': async (asked) => ({ display: await resolveDisplay(parts.wallpaper, asked) }),
  }
}
