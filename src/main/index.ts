// Electron entry: kept thin. Everything that is not Electron lives in src/main/core and is tested
// in Node; this file wires the core to the window, IPC, the library protocol, the menus and the log.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, dialog, powerMonitor, safeStorage, screen, shell, type BrowserWindow } from 'electron'
import type { RotationStatus } from '../shared/ipc'
import { SecretNameSchema } from '../shared/settings'
import { createApp } from './core/app/app'
import { APP_ID, APP_NAME, APP_VERSION, HOMEPAGE } from './core/app/app-info'
import type { AppMenuAction } from './core/shell/app-menu'
import { DATA_DIR_ENV, chromiumProfileDir, resolveDataDir } from './core/system/data-dir'
import { FilesystemError, toErrorData } from './core/errors/errors'
import { sentence } from './core/i18n/sentence'
import { createAppLog } from './core/log/app-log'
import { showingNow } from './core/actions/showing-now'
import type { TrayAction } from './core/shell/tray-menu'
import { installAppMenu } from './electron/app-menu'
import { registerOperations, sendEvent } from './electron/ipc'
import { registerLibraryProtocol, registerSchemePrivileges } from './electron/protocol'
import { createKeychainSecretStore } from './electron/secrets'
import { createSystemLoginItem } from './core/startup/system-login-item'
import { createElectronLoginItem, startedAtLogin } from './electron/login-item'
import { recoverRenderer } from './electron/renderer-recovery'
import { onSessionEnd } from './electron/session-end'
import { checkStartedFromFolder } from './electron/started-from-folder'
import { createTray } from './electron/tray'
import { pickFolders } from './electron/folder-picker'
import { createMainWindow, installSessionSecurity } from './electron/window'
import { createChangeNotifier } from './core/notifications/change-notifier'
import { runNoticeAction } from './core/notifications/notice-actions'
import { wallpaperNotice } from './core/notifications/wallpaper-notice'
import { withWindowChanges } from './core/notifications/with-window-changes'
import { SHORTCUT_TRAY_ACTIONS } from './core/shortcuts/shortcut-tray-actions'
import { withShortcuts } from './core/shortcuts/with-shortcuts'
import { createGlobalShortcuts, enableShortcutsPortal } from './electron/global-shortcuts'
import { TOAST_ACTIVATOR_CLSID, showWallpaperNotice } from './electron/wallpaper-notification'
import { updateMenuItems } from './core/updates/update-menu'
import { withUpdates } from './core/updates/with-updates'
import { createElectronUpdates } from './electron/updates'
import { appMessages } from './core/i18n/app-language'
import { watchElsewhere } from './core/rotation/paused-elsewhere'
import { messagesFor, type Messages } from './core/i18n/intl'
import { withLanguage } from './core/i18n/with-language'
import { matchLocale } from '../shared/i18n/match-locale'
import { registerSourceSentences } from './core/i18n/source-sentences'

registerSchemePrivileges()
enableShortcutsPortal()

// The app and the CLI share one data folder (library, settings, history), so `tapestry next` rotates
// with the app's settings. Chromium's profile is never that same folder (chromiumProfileDir); a
// session given its own folder (tests, portable use) gets its own profile, and with it its own
// single-instance lock. A TAPESTRY_DATA_DIR Tapestry cannot use is said at start (below), in one sentence.
const dataDir = ((): { path: string } | { error: unknown } => {
  try {
    return { path: resolveDataDir(process.env) }
  } catch (error) {
    return { error }
  }
})()
if ('path' in dataDir) {
  const profile = chromiumProfileDir({
    dataDir: dataDir.path,
    chosen: Boolean(process.env[DATA_DIR_ENV]?.trim()),
    electronDefault: app.getPath('userData'),
    platform: process.platform,
  })
  if (profile) app.setPath('userData', profile)
}
// Windows groups the taskbar button and notifications by this id; the installer's shortcut has the same.
if (process.platform === 'win32') {
  // Before the id: Electron registers the toast activator (how toast buttons reach the app) with it.
  app.setToastActivatorCLSID(TOAST_ACTIVATOR_CLSID)
  app.setAppUserModelId(APP_ID)
}

/** `npm run dev`: the renderer comes from Vite's dev server, and the developer menu items are offered. */
const devServer = !app.isPackaged && process.env['ELECTRON_RENDERER_URL'] ? process.env['ELECTRON_RENDERER_URL'] : null

function rendererUrl(): string {
  return devServer ?? pathToFileURL(join(import.meta.dirname, '../renderer/index.html')).toString()
}

/** Electron's displays as it reports them; the core matches each to the desktop's own by connector name and geometry. */
async function electronDisplays() {
  const primary = screen.getPrimaryDisplay().id
  return screen.getAllDisplays().map((display) => ({
    id: display.id,
    label: display.label,
    bounds: display.bounds,
    scaleFactor: display.scaleFactor,
    rotation: display.rotation,
    internal: display.internal,
    primary: display.id === primary,
  }))
}

/** Windows keeps login items itself; macOS gets the launch agent, Linux the XDG autostart entry, which the CLI writes too. */
function loginItem() {
  if (process.platform === 'win32') return createElectronLoginItem()
  return createSystemLoginItem({ execPath: process.execPath, inElectron: true, appRoot: app.getAppPath(), env: process.env, platform: process.platform })
}

// A source's own error sentences, found in each source's folder when the app is built, so the tray
// says them in its language too (the command line never loads them).
registerSourceSentences(import.meta.glob<Record<string, string>>('../sources/*/messages/*.json', { eager: true, import: 'default' }))

/**
 * The language menus, notices and dialogs speak: the system's until the settings are read (a start
 * that fails before then is said in it), then Settings' choice (docs/i18n.md).
 */
let messages: () => Messages = () => messagesFor(matchLocale(app.getPreferredSystemLanguages()))

async function start(): Promise<void> {
  if ('error' in dataDir) throw dataDir.error
  checkStartedFromFolder()
  const url = rendererUrl()
  let window: BrowserWindow | null = null
  let quitting = false
  let tray: ReturnType<typeof createTray> | null = null
  // Rotation statuses go to the notifier once it exists (it needs the core).
  let rotationChanged: (status: RotationStatus) => void = () => undefined

  // Keys read once the store exists; until then there are none to keep out of the log.
  let secrets: Awaited<ReturnType<typeof createKeychainSecretStore>> | null = null
  const log = createAppLog({
    dataDir: dataDir.path,
    secrets: () => SecretNameSchema.options.flatMap((name) => secrets?.get(name) ?? []),
    console: !app.isPackaged,
  })
  log.info(`${APP_NAME} ${APP_VERSION} started (Electron ${process.versions.electron ?? '?'}, ${process.platform} ${process.arch}${startedAtLogin() ? ', at login' : ''}).`)
  secrets = await createKeychainSecretStore({ dataDir: dataDir.path, safeStorage, log: (line) => log.warn(line) })
  const openFolder = async (folder: string) => {
    // shell.openPath answers an error message, or '' once the file manager has it.
    const failure = await shell.openPath(folder)
    if (failure) throw new FilesystemError(...sentence('error.folder.notOpened', { folder, failure }))
  }

  const core = await createApp({
    dataDir: dataDir.path,
    env: process.env,
    secrets,
    displays: electronDisplays,
    loginItem: loginItem(),
    log,
    logFolder: { folder: log.folder, open: openFolder },
    showInFolder: (file) => shell.showItemInFolder(file),
    watchFolders: true,
    watchLibrary: true,
    chooseFolders: () => pickFolders(window),
    // A change never waits for the after-change command: its output goes to the log, its failure to the tray.
    afterChange: { background: true },
    events: {
      emit(name, payload) {
        sendEvent(window && !window.isDestroyed() ? window.webContents : null, name, payload)
        if (name === 'rotation.changed') {
          tray?.update(payload as RotationStatus)
          rotationChanged(payload as RotationStatus)
        }
        // A set, Previous or a file gone: the tray's "Now:" lines follow.
        if (name === 'library.changed') tray?.refresh()
      },
    },
  })

  messages = appMessages({ setting: () => core.settings.get().language, systemLanguages: () => app.getPreferredSystemLanguages() })

  // "Now showing" after a change the person did not make in the window; its buttons act on its picture.
  const notifier = createChangeNotifier({
    settings: () => core.settings.get(),
    showing: () => showingNow(core.library),
    notify: (changed) => {
      const notice = wallpaperNotice(changed, process.platform, messages())
      if (!notice) return
      showWallpaperNotice(notice, {
        act: (action, item) => inBackground(runNoticeAction({ handlers: core.handlers, library: () => core.library, next: () => core.scheduler.next() }, action, item)),
        open: () => show('#/library/history'),
        failed: (message) => log.warn(`A notification could not be shown: ${message}`),
      }, messages())
    },
  })
  rotationChanged = (status) => notifier.rotationChanged(status)
  // A shortcut does what the tray's item of the same name does.
  const shortcuts = createGlobalShortcuts((action) => act(SHORTCUT_TRAY_ACTIONS[action]))
  // Checks once a day where the package updates itself; downloads only when the person says so.
  const updates = createElectronUpdates({
    dataDir: dataDir.path,
    log,
    choice: () => core.settings.get().updates.check,
    changed: () => tray?.refresh(),
    beforeInstall: () => void (quitting = true),
    open: () => show('#/settings'),
    messages: () => messages(),
  })

  const trustedPage = () => (window && !window.isDestroyed() ? { webContentsId: window.webContents.id, rendererUrl: url } : null)
  installSessionSecurity(trustedPage)
  // A language chosen in Settings: the menus are built again in it at once.
  const languageChanged = () => {
    installAppMenu({ development: devServer !== null, act, messages: messages() })
    tray?.refresh()
  }
  // `tapestry config set language …` while the app runs writes settings.json: the menus follow
  // within seconds (the window, the next time it is shown: it reads its settings again then).
  const languageElsewhere = watchElsewhere({ read: () => core.settings.get().language, changed: languageChanged })
  registerOperations(withLanguage(withUpdates(withShortcuts(withWindowChanges(core.handlers, notifier), shortcuts), updates), languageChanged), trustedPage)
  registerLibraryProtocol(() => core.library, core.localFolders)

  /** Shows the window (made anew if there is none), at `route` (`#/settings`) when given. */
  const show = (route?: string) => {
    if (!window || window.isDestroyed()) {
      // A new window shows itself on ready-to-show, so it never flashes empty.
      window = createMainWindow({ preloadPath: join(import.meta.dirname, '../preload/index.cjs'), rendererUrl: url, route, isQuitting: () => quitting, systemLanguages: app.getPreferredSystemLanguages() })
      recoverRenderer(window, log, () => messages())
      return
    }
    if (route) void window.loadURL(`${url}${route}`)
    if (window.isMinimized()) window.restore()
    window.show()
    window.focus()
  }
  let disposed = false
  function dispose() {
    if (disposed) return
    disposed = true
    quitting = true
    core.dispose()
    languageElsewhere.stop()
    shortcuts.dispose()
    updates.dispose()
    tray?.destroy()
    log.info(`${APP_NAME} stopped.`)
  }
  const openLogFolder = () => void openFolder(log.folder).catch((error: unknown) => log.warn(toErrorData(error).message))
  // A tray item has nowhere to show a failure ("nothing earlier to go back to"): it goes to the log.
  const inBackground = (work: Promise<unknown>) => void work.catch((error: unknown) => log.warn(toErrorData(error).message))
  // The tray's items and the application menu's own items.
  const act = (action: TrayAction | AppMenuAction) => {
    switch (action.kind) {
      case 'next':
        void core.scheduler.next()
        return
      case 'previous':
        inBackground(notifier.around(() => core.handlers['rotation.previous']({}, {})))
        return
      case 'favourite-current':
        inBackground(core.handlers['library.favouriteCurrent'](action.display === undefined ? {} : { display: action.display }, {}))
        return
      case 'block-current':
        inBackground(core.handlers['library.blockCurrent'](action.display === undefined ? {} : { display: action.display }, {}))
        return
      case 'daily':
        inBackground(core.handlers['rotation.configure']({ dailyAt: action.at }, {}))
        return
      case 'toggle-pause':
        if (core.scheduler.status().paused) core.scheduler.start()
        else core.scheduler.stop()
        return
      case 'interval':
        // An interval chosen in the tray replaces a daily time.
        void core.handlers['rotation.configure']({ intervalMinutes: action.minutes, dailyAt: null }, {})
        return
      case 'toggle-source': {
        const pool = core.settings.get().rotation.pool.map((member, index) => (index === action.index ? { ...member, weight: member.weight > 0 ? 0 : 1 } : member))
        void core.handlers['rotation.configure']({ pool }, {})
        return
      }
      case 'toggle-per-display':
        void core.handlers['rotation.configure']({ perDisplay: !core.settings.get().rotation.perDisplay }, {})
        return
      case 'custom-interval':
      case 'settings':
        show('#/settings')
        return
      case 'open-log-folder':
        openLogFolder()
        return
      case 'update-check':
        inBackground(updates.checkNow())
        return
      case 'update-download':
        inBackground(updates.download())
        return
      case 'update-restart':
        updates.restart()
        return
      case 'open':
        show()
        return
      case 'website':
        void shell.openExternal(HOMEPAGE)
        return
      case 'quit':
        quitting = true
        app.quit()
    }
  }

  installAppMenu({ development: devServer !== null, act, messages: messages() })
  app.setAboutPanelOptions({ applicationName: APP_NAME, applicationVersion: APP_VERSION, copyright: 'Copyright © Tapestry contributors', website: HOMEPAGE })
  // Started at login (or with --hidden): only the tray, no window.
  if (!startedAtLogin()) show()
  tray = createTray(core.scheduler.status(), {
    act,
    showing: () => showingNow(core.library),
    updates: () => updateMenuItems(updates.status(), messages()),
    messages: () => messages(),
  })
  updates.start()
  shortcuts.apply(core.settings.get().shortcuts)
  core.scheduler.begin()
  if (core.settings.get().startup.changeWallpaper) void core.scheduler.next()
  // After sleep the timers are late: look at the clock at once.
  powerMonitor.on('resume', () => core.scheduler.wake())
  // The session ends (log-off, shutdown) without before-quit: the library and timers are let go
  // first, with or without a window (session-end.ts says how each system tells).
  onSessionEnd(dispose)
  app.on('second-instance', () => show())
  // macOS: a click on the dock icon reopens the window.
  app.on('activate', () => show())
  app.on('before-quit', dispose)
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
      dialog.showErrorBox(messages().t('dialog.startFailedTitle'), toErrorData(error).message)
      app.quit()
    })
}
