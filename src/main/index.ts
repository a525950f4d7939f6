// Electron entry: kept thin. Everything that is not Electron lives in src/main/core and is tested
// in Node; this file wires the core to the window, IPC, the library protocol and the tray.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, powerMonitor, screen, type BrowserWindow } from 'electron'
import type { DisplayInfo, RotationStatus } from '../shared/ipc'
import { createApp } from './core/app'
import type { TrayAction } from './core/tray-menu'
import { registerOperations, sendEvent } from './electron/ipc'
import { registerLibraryProtocol, registerSchemePrivileges } from './electron/protocol'
import { createSafeStorageSecretStore } from './electron/secrets'
import { createTray } from './electron/tray'
import { createMainWindow, installSessionSecurity } from './electron/window'

registerSchemePrivileges()

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

async function start(): Promise<void> {
  const dataDir = process.env['TAPESTRY_DATA_DIR'] ?? app.getPath('userData')
  const url = rendererUrl()
  let window: BrowserWindow | null = null
  let quitting = false
  let tray: ReturnType<typeof createTray> | null = null

  const core = await createApp({
    dataDir,
    env: process.env,
    secrets: createSafeStorageSecretStore(dataDir, (line) => console.warn(line)),
    displays: electronDisplays,
    events: {
      emit(name, payload) {
        sendEvent(window?.webContents ?? null, name, payload)
        if (name === 'rotation.changed') tray?.update(payload as RotationStatus)
      },
    },
  })

  installSessionSecurity()
  registerOperations(core.handlers, () => (window && !window.isDestroyed() ? { webContentsId: window.webContents.id, rendererUrl: url } : null))
  registerLibraryProtocol(() => core.library)

  const show = () => {
    if (!window || window.isDestroyed()) {
      window = createMainWindow({ preloadPath: join(import.meta.dirname, '../preload/index.cjs'), rendererUrl: url, isQuitting: () => quitting })
    }
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

  show()
  tray = createTray(core.scheduler.status(), { act })
  core.scheduler.begin()
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
  void app.whenReady().then(start)
}
