// What an operation's failure means to a person: the core's own plain sentence, and the way forward
// the window offers for each kind.
import type { ErrorData } from '../../../shared/errors'
import type { WindowMessageKey } from '../i18n/window-catalog'
import { translate } from '../i18n/use-t'

export type ErrorAction = 'retry' | 'settings' | 'edit'

/** The carrier itself failed (the service is gone, or the connection): shown like any failure. */
export function carrierError(): ErrorData {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  return { kind: 'network', message: offline ? translate('status.offline') : translate('status.noService') }
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

/** The way forward, as the catalog's key of one sentence after the core's message (null when the message already says it). */
export function nextStep(error: ErrorData, online: boolean): WindowMessageKey | null {
  if (!online) return 'status.step.offline'
  switch (error.kind) {
    case 'credentials':
      return 'status.step.credentials'
    case 'rate_limited':
      return error.retryAfter === undefined ? 'status.step.rateLimited' : null
    case 'network':
      return 'status.step.network'
    case 'upstream':
      return 'status.step.upstream'
    case 'validation':
      return 'status.step.validation'
    case 'not_found':
      return 'status.step.notFound'
    case 'blocked':
      return 'status.step.blocked'
    case 'filesystem':
      return 'status.step.filesystem'
    case 'wallpaper':
      return 'status.step.wallpaper'
  }
}

/** A rejected call as the failed result every caller already handles. */
export function carrierFailure(): { ok: false; error: ErrorData } {
  return { ok: false, error: carrierError() }
}
