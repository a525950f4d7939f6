// Which web permissions the window gets: writing to the clipboard (the seed's Copy button), asked
// by our own window's main frame showing our own page; every other permission, and every other
// page or frame, is denied. Pure, so it is tested without Electron.
import { isSamePage } from './security'

/** The one permission the window needs: Chromium's name for navigator.clipboard.writeText. */
export const CLIPBOARD_WRITE = 'clipboard-sanitized-write'

export interface PermissionAsk {
  permission: string
  /** Whether the asking webContents is our window's. */
  fromOurWindow: boolean
  isMainFrame: boolean
  /** The last URL the asking frame loaded; absent when not asked for a document. */
  requestingUrl: string | undefined
}

export function isPermissionAllowed(ask: PermissionAsk, rendererUrl: string): boolean {
  return (
    ask.permission === CLIPBOARD_WRITE &&
    ask.fromOurWindow &&
    ask.isMainFrame &&
    ask.requestingUrl !== undefined &&
    isSamePage(ask.requestingUrl, rendererUrl)
  )
}
