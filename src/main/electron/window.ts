// The main window, locked down: sandboxed renderer, strict CSP, no permission but writing to the
// clipboard, no navigation away, no new windows (allow-listed https links open in the browser).
import { BrowserWindow, session, shell, type WebContents } from 'electron'
import { systemLanguagesArgument } from '../../shared/system-languages-argument'
import { isPermissionAllowed } from './permission-policy'
import { resourcePath } from './resources'
import type { TrustedPage } from './sender'
import { isAllowedExternalLink, isSamePage } from './security'

// The window's Content-Security-Policy is not set here: the build writes it into the page as a
// <meta> (src/shared/content-security-policy.ts), the only kind of policy a file:// page has. A
// response header never reaches that page, and on the dev server's page it would be a second
// policy, without what the dev server needs.

export interface MainWindowOptions {
  preloadPath: string
  /** The page to load: the dev server URL, or file:// of the built renderer. */
  rendererUrl: string
  /** Where in the page to open (`#/settings`); the start page when absent. */
  route?: string | undefined
  /** Whether closing should really close (when quitting) instead of hiding to the tray. */
  isQuitting: () => boolean
  /** app.getPreferredSystemLanguages(): the window matches its language against the same list as the menus. */
  systemLanguages: readonly string[]
}

/**
 * Security rules every session-wide request follows; installed once. `trusted` names our window
 * and page while there is one: only it may write to the clipboard; every other permission is denied.
 */
export function installSessionSecurity(trusted: () => TrustedPage | null): void {
  const ses = session.defaultSession
  const allowed = (webContents: WebContents | null, permission: string, isMainFrame: boolean, requestingUrl: string | undefined) => {
    const page = trusted()
    return page !== null && isPermissionAllowed({ permission, fromOurWindow: webContents?.id === page.webContentsId, isMainFrame, requestingUrl }, page.rendererUrl)
  }
  ses.setPermissionRequestHandler((webContents, permission, callback, details) => callback(allowed(webContents, permission, details.isMainFrame, details.requestingUrl)))
  ses.setPermissionCheckHandler((webContents, permission, _origin, details) => allowed(webContents, permission, details.isMainFrame, details.requestingUrl))
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Tapestry',
    // macOS and Windows take the icon from the app bundle or the executable; Linux from here.
    ...(process.platform === 'linux' ? { icon: resourcePath('icon.png') } : {}),
    // Written out here, not spread from a constant, so electronegativity can read each one.
    webPreferences: {
      preload: options.preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      additionalArguments: [systemLanguagesArgument(options.systemLanguages)],
    },
  })
  const contents = window.webContents
  contents.on('will-navigate', (event, url) => {
    if (!isSamePage(url, options.rendererUrl)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isSamePage(url, options.rendererUrl)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalLink(url)) void shell.openExternal(url)
    return { action: 'deny' }
  })
  window.once('ready-to-show', () => window.show())
  window.on('close', (event) => {
    // The tray keeps rotating: closing the window only hides it; Quit ends everything.
    if (options.isQuitting()) return
    event.preventDefault()
    // A full-screen window hidden as it is leaves an empty black Space behind on macOS: leave full
    // screen first, then hide once the system has.
    if (window.isFullScreen()) {
      window.once('leave-full-screen', () => window.hide())
      window.setFullScreen(false)
      return
    }
    window.hide()
  })
  void window.loadURL(`${options.rendererUrl}${options.route ?? ''}`)
  return window
}
