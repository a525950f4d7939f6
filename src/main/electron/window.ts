// The main window, locked down: sandboxed renderer, strict CSP, no permissions, no navigation away,
// no new windows (allow-listed https links open in the browser instead).
import { BrowserWindow, session, shell } from 'electron'
import { resourcePath } from './resources'
import { CONTENT_SECURITY_POLICY, isAllowedExternalLink, isSamePage } from './security'

export interface MainWindowOptions {
  preloadPath: string
  /** The page to load: the dev server URL, or file:// of the built renderer. */
  rendererUrl: string
  /** Whether closing should really close (when quitting) instead of hiding to the tray. */
  isQuitting: () => boolean
}

/** Security rules every session-wide request follows; installed once. */
export function installSessionSecurity(): void {
  const ses = session.defaultSession
  ses.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
  })
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
    if (!options.isQuitting()) {
      event.preventDefault()
      window.hide()
    }
  })
  void window.loadURL(options.rendererUrl)
  return window
}
