// What an operation's failure means to a person: the core's own plain sentence, and the way forward
// the window offers for each kind.
import type { ErrorData } from '../../../shared/errors'

export type ErrorAction = 'retry' | 'settings' | 'edit'

/** The carrier itself failed (the service is gone, or the connection): shown like any failure. */
export function carrierError(): ErrorData {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  return { kind: 'network', message: offline ? 'You are offline.' : 'Tapestry could not reach its service.' }
}

export function actionFor(error: ErrorData): ErrorAction {
  switch (error.kind) {
    case 'credentials':
      return 'settings'
    case 'validation':
    case 'not_found':
    case 'blocked':
      return 'edit'
    case 'rate_limited':
    case 'network':
    case 'upstream':
    case 'filesystem':
    case 'wallpaper':
      return 'retry'
  }
}

/** The way forward, as one sentence after the core's message ('' when the message already says it). */
export function nextStep(error: ErrorData, online: boolean): string {
  if (!online) return 'Tapestry will try again when your connection is back.'
  switch (error.kind) {
    case 'credentials':
      return 'Open Settings to add or check the key.'
    case 'rate_limited':
      return error.retryAfter === undefined ? 'Wait a little, then try again.' : ''
    case 'network':
      return 'Check your connection, then try again.'
    case 'upstream':
      return 'The source may be having trouble: try again in a moment.'
    case 'validation':
      return 'Change the fields marked in red, then search again.'
    case 'not_found':
      return 'Check the name, or change the search.'
    case 'blocked':
      return 'Choose another image, or change the search.'
    case 'filesystem':
      return 'Check the download folder and the disk quota in Settings, then try again.'
    case 'wallpaper':
      return 'Check the wallpaper method in Settings, then try again.'
  }
}

/** A rejected call as the failed result every caller already handles. */
export function carrierFailure(): { ok: false; error: ErrorData } {
  return { ok: false, error: carrierError() }
}
