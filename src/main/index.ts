// Electron entry: kept thin. Everything that is not Electron lives in src/main/core and is tested
// in Node; this file wires the core to the window, IPC, the library protocol and the tray.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, dialog, powerMonitor, safeStorage, screen, type BrowserWindow } from 'electron'
import type { DisplayInfo, RotationStatus } from '../shared/ipc'
import { createApp } from './core/app'
import { DATA_DIR_ENV, resolveDataDir } from './core/data-dir'
import { toErrorData } from './core/errors'
import type { TrayAction } from './core/tray-menu'
import { registerOperations, sendEvent } from './electron/ipc'
import { registerLibraryProtocol, registerSchemePrivileges } from './electron/protocol'
import { createKeychainSecretStore } from './electron/secrets'
import { createSystemLoginItem } from './core/startup/system-login-item'
import { createElectronLoginItem, startedAtLogin } from './electron/login-item'
import { createTray } from './electron/tray'
import { createMainWindow, installSessionSecurity } from './electron/window'

registerSchemePrivileges()

// The app and the CLI share one data folder (library, settings, history), so `tapestry next` rotates
// with the app's settings. A session given its own folder (tests, portable use) also gets its own
// Chromium profile, and with it its own single-instance lock.
// A TAPESTRY_DATA_DIR Tapestry cannot use is said at start (below), in one sentence.
const dataDir = ((): { path: string } | { error: unknown } => {
  try {
    return { path: resolveDataDir(process.env) }
  } catch (error) {
    return { error }
  }
})()
if ('path' in dataDir && process.env[DATA_DIR_ENV]?.trim()) app.setPath('userData', join(dataDir.path, 'electron'))

function rendererUrl(): string {
  const devServer = process.env['ELECTRON_RENDERER_URL']
  if (!app.isPackaged && devServer) return devServer
  return pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).toString()
}

/** Electron's displays, numbered in its order so the wallpaper layer can address each one. */
async function electronDisplays(): Promise<DisplayInfo[]> {
  const primary = screen.getPrimaryDisplay().id
  return screen.getAllDisplays().map((display, index) => ({
    id: String(index),
    name: display.label || `Display ${index + 1}`,
    width: Math.round(display.size.width * display.scaleFactor),
    height: Math.round(display.size.height * display.scaleFactor),
    primary: display.id === primary,
  }))
}

/**
 * Run from a checkout (`npm start`), the app uses the build of better-sqlite3's addon made for its
 * Electron (scripts/electron-native.js), beside the Node build the tests and the CLI use. Packages
 * carry the one electron-builder rebuilt in place.
 */
function sqliteBinding(): string | undefined {
  if (app.isPackaged) return undefined
  const built = join(app.getAppPath(), 'node_modules', '.cache', 'tapestry-electron', process.versions.electron ?? '', 'better_sqlite3.node')
  return existsSync(built) ? built : undefined
}

/** macOS and Windows keep login items themselves; Linux gets the XDG autostart entry the CLI writes too. */
function loginItem() {
  if (process.platform === 'darwin' || process.platform === 'win32') return createElectronLoginItem()
  return createSystemLoginItem({ execPath: process.execPath, inElectron: true, appRoot: app.getAppPath(), env: process.env, platform: process.platform })
}

async function start(): Promise<void> {
  if ('error' in dataDir) throw dataDir.error
  const url = rendererUrl()
  let window: BrowserWindow | null = null
  let quitting = false
  let tray: ReturnType<typeof createTray> | null = null

  const core = await createApp({
    dataDir: dataDir.path,
    env: process.env,
    secrets: await createKeychainSecretStore({ dataDir: dataDir.path, safeStorage, log: (line) => console.warn(line) }),
    displays: electronDisplays,
    loginItem: loginItem(),
    ...(sqliteBinding() ? { sqliteBinding: sqliteBinding() } : {}),
    events: {
      emit(name, payload) {
        sendEvent(window && !window.isDestroyed() ? window.webContents : null, name, payload)
        if (name === 'rotation.changed') tray?.update(payload as RotationStatus)
      },
    },
  })

  installSessionSecurity()
  registerOperations(core.handlers, () => (window && !window.isDestroyed() ? { webContentsId: window.webContents.id, rendererUrl: url } : null))
  registerLibraryProtocol(() => core.library)

  const show = () => {
    if (!window || window.isDestroyed()) {
      // A new window shows itself on ready-to-show, so it never flashes empty.
      window = createMainWindow({ preloadPath: join(import.meta.dirname, '../preload/index.cjs'), rendererUrl: url, isQuitting: () => quitting })
      return
    }
    if (window.isMinimized()) window.restore()
    window.show()
    window.focus()
  }
  const act = (action: TrayAction) => {
    switch (action.kind) {
      case 'next':
        void core.scheduler.next()
        return
      case 'toggle-pause':
        if (core.scheduler.status().paused) core.scheduler.start()
        else core.scheduler.stop()
        return
      case 'interval':
        void core.handlers['rotation.configure']({ intervalMinutes: action.minutes }, {})
        return
      case 'source':
        void core.handlers['rotation.configure']({ source: action.source }, {})
        return
      case 'custom-interval':
        show()
        void window?.loadURL(`${url}#/settings`)
        return
      case 'open':
        show()
        return
      case 'quit':
        quitting = true
        app.quit()
    }
  }

  // Started at login (or with --hidden): only the tray, no window.
  if (!startedAtLogin()) show()
  tray = createTray(core.scheduler.status(), { act })
  core.scheduler.begin()
  if (core.settings.get().startup.changeWallpaper) void core.scheduler.next()
  // After sleep the timers are late: look at the clock at once.
  powerMonitor.on('resume', () => core.scheduler.wake())
  app.on('second-instance', show)
  app.on('activate', show)
  app.on('before-quit', () => {
    quitting = true
    core.dispose()
    tray?.destroy()
  })
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  // Closing the window keeps Tapestry in the tray; only Quit ends it.
  app.on('window-all-closed', () => undefined)
  void app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      // A data folder that cannot be opened, say: one plain sentence, never a stack, then out.
      dialog.showErrorBox('Tapestry could not start', toErrorData(error).message)
      app.quit()
    })
}
