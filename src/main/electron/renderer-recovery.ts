// A window whose renderer process went away (a crash, the out-of-memory killer): reloaded once and
// logged; if it goes again soon after, the window is closed and the person told in a plain message.
// Rotation and the tray live in the main process and carry on.
import { dialog, type BrowserWindow } from 'electron'
import type { Messages } from '../core/i18n/intl'
import { createRendererCrashPolicy, rendererCrashMessage, rendererGoneLine } from '../core/shell/renderer-crash-policy'

/** `messages`: the language of the moment, asked when the message is shown. */
export function recoverRenderer(window: BrowserWindow, log: { warn(line: string): void }, messages: () => Messages): void {
  const policy = createRendererCrashPolicy()
  window.webContents.on('render-process-gone', (_event, details) => {
    const response = policy.onGone(details.reason)
    if (response === 'ignore') return
    log.warn(rendererGoneLine(details.reason, details.exitCode, response))
    if (response === 'reload') {
      window.webContents.reload()
      return
    }
    // Destroyed, not closed: closing only hides it to the tray, and a crashed page must not come back.
    window.destroy()
    void dialog.showMessageBox({ type: 'error', title: 'Tapestry', ...rendererCrashMessage(messages()) })
  })
}
