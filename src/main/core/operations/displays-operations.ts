// The displays as the desktop and the platform report them, and what each one shows now.
import type { DisplayInfo } from '../../../shared/ipc'
import type { Library } from '../library/library'
import { nowShowing } from '../actions/showing-on-displays'
import type { HandlerGroup } from './handler-group'

export interface DisplaysOperationParts {
  library: () => Library
  displays: () => Promise<DisplayInfo[]>
}

export function displaysOperations(parts: DisplaysOperationParts): HandlerGroup<'displays' | 'displays.showing'> {
  return {
    displays: () => parts.displays(),
    'displays.showing': () => nowShowing({ library: parts.library(), displays: parts.displays }),
  }
}
