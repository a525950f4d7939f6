// Starting Tapestry when the person logs in. Each system has its own way (an XDG autostart entry on
// Linux, a launch agent on macOS, the system's login items on Windows through Electron); the rest of the core
// only sees this interface, and the system, not a setting of ours, is what says whether it is on.
import type { LoginItemStatus } from '../../../shared/ipc'
import { ValidationError } from '../errors/errors'
import { said, sentenceField, type Said } from '../i18n/sentence'

export interface LoginItem {
  status(): Promise<LoginItemStatus>
  /** Turns it on or off and answers with the system's state afterwards. */
  set(enabled: boolean): Promise<LoginItemStatus>
}

/** The argument that starts the app with no window, only the tray (autostart entries pass it). */
export const START_HIDDEN_ARGUMENT = '--hidden'

/** Where Tapestry cannot change it (the command line on Windows): says where it can. */
export function unsupportedLoginItem(detail: Said): LoginItem {
  const status = async (): Promise<LoginItemStatus> => ({ enabled: false, supported: false, ...sentenceField('detail', detail) })
  return {
    status,
    async set() {
      throw refusal(detail)
    },
  }
}

/** A refusal to turn it on or off, as one sentence (no field): the window says it from its catalog message. */
export function refusal(sentence: Said): ValidationError {
  return new ValidationError([{ field: '', message: sentence.message, ...(sentence.text ? { text: sentence.text } : {}) }])
}

/** What the command line says on Windows, whose login items only the app can change. */
export function useTheApp(): Said {
  return said('system.loginItem.windowsUseTheApp')
}

/** Where no login item was given (a session with no system behind it, as in tests and the harness). */
export function notInThisSession(): Said {
  return said('system.loginItem.notInThisSession')
}
