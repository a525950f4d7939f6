// Starting Tapestry when the person logs in. Each system has its own way (an XDG autostart entry on
// Linux, a launch agent on macOS, the system's login items on Windows through Electron); the rest of the core
// only sees this interface, and the system, not a setting of ours, is what says whether it is on.
import type { LoginItemStatus } from '../../../shared/ipc'
import { ValidationError } from '../errors/errors'

export interface LoginItem {
  status(): Promise<LoginItemStatus>
  /** Turns it on or off and answers with the system's state afterwards. */
  set(enabled: boolean): Promise<LoginItemStatus>
}

/** The argument that starts the app with no window, only the tray (autostart entries pass it). */
export const START_HIDDEN_ARGUMENT = '--hidden'

/** Where Tapestry cannot change it (the command line on Windows): says where it can. */
export function unsupportedLoginItem(detail: string): LoginItem {
  const status = async (): Promise<LoginItemStatus> => ({ enabled: false, supported: false, detail })
  return {
    status,
    async set() {
      throw new ValidationError([{ field: '', message: detail }])
    },
  }
}

/** What the command line says on Windows, whose login items only the app can change. */
export const USE_THE_APP =
  'On Windows, Tapestry starts at login through the system’s login items: turn on “Start Tapestry when I log in” in the app’s Settings.'
