// What to do when the window's renderer process goes away: reload it once; if it goes again soon
// after, stop reloading (a page that crashes on load would loop) and tell the person plainly. The
// tray and rotation live in the main process and carry on either way.
import { ENGLISH, type Messages } from '../i18n/intl'

/** Electron's `render-process-gone` reasons; a clean exit is the window closing, not a crash. */
export type RendererGoneReason =
  | 'clean-exit'
  | 'abnormal-exit'
  | 'killed'
  | 'crashed'
  | 'oom'
  | 'launch-failed'
  | 'integrity-failure'
  | 'memory-eviction'

export type RendererGoneResponse = 'ignore' | 'reload' | 'tell'

/** A window that has run this long since its last reload gets another reload, not the message. */
const FORGIVE_AFTER_MS = 10 * 60_000

export function createRendererCrashPolicy(now: () => number = Date.now) {
  let lastReloadAt: number | null = null
  return {
    onGone(reason: RendererGoneReason | string): RendererGoneResponse {
      if (reason === 'clean-exit') return 'ignore'
      const at = now()
      if (lastReloadAt !== null && at - lastReloadAt < FORGIVE_AFTER_MS) return 'tell'
      lastReloadAt = at
      return 'reload'
    },
    /** A new window starts with a clean slate. */
    reset() {
      lastReloadAt = null
    },
  }
}

/** The log line for a renderer that went away: the reason and exit code, never page content. */
export function rendererGoneLine(reason: string, exitCode: number, response: RendererGoneResponse): string {
  const then = response === 'reload' ? 'reloading the window once' : response === 'tell' ? 'it went again soon after a reload, so the person is told' : 'nothing to do'
  return `The window's renderer process went away (${reason}, exit code ${exitCode}): ${then}.`
}

/** What the person reads after a second crash: the window is gone, the tray carries on. */
export function rendererCrashMessage({ t }: Messages = ENGLISH): { message: string; detail: string; buttons: string[] } {
  return { message: t('dialog.rendererCrashMessage'), detail: t('dialog.rendererCrashDetail'), buttons: [t('dialog.ok')] }
}
