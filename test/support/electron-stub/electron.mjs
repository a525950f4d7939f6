import { execFile } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { request as httpRequest } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

// A stand-in for the `electron` module, for loading the BUILT main bundle in plain Node: every call
// the app makes is recorded in globalThis.__electronStub so a test can check how the app set itself up.
const record = {
  // The BrowserWindows; baseWindows has every window, BrowserWindows and bare BaseWindows.
  windows: [],
  baseWindows: [],
  ipcHandlers: new Map(),
  privilegedSchemes: [],
  protocolHandlers: new Map(),
  permissionRequestHandler: null,
  permissionCheckHandler: null,
  headersReceived: null,
  trays: [],
  appEvents: new Map(),
  powerEvents: [],
  openedExternally: [],
  singleInstanceLock: false,
  paths: {},
  errorBoxes: [],
  loginItemSettings: [],
  applicationMenu: undefined,
  aboutPanel: null,
  appUserModelId: null,
  openedPaths: [],
  shownInFolder: [],
  messageBoxes: [],
  powerListeners: new Map(),
  notifications: [],
  globalShortcuts: new Map(),
  shortcutCalls: [],
  commandLineSwitches: new Map(),
  toastActivatorCLSID: null,
  // Each open dialog shown: its parent window's id (null when not modal) and its options.
  openDialogs: [],
  // What the next open dialog answers (Electron's shape): cancelled until a test picks something.
  openDialogAnswer: { canceled: true, filePaths: [] },
}
globalThis.__electronStub = record

class WebContents {
  constructor() {
    this.id = 1
    this.listeners = new Map()
    this.windowOpenHandler = null
    this.sent = []
  }
  on(event, listener) {
    this.listeners.set(event, listener)
    return this
  }
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler
  }
  send(channel, payload) {
    this.sent.push([channel, payload])
  }
  reload() {
    this.reloads = (this.reloads ?? 0) + 1
  }
  isDestroyed() {
    return false
  }
}

let nextWindowId = 1
// BaseWindow: a native window without web contents (electron.d.ts: `class BrowserWindow extends
// BaseWindow`). Every window, shown or not, is in record.baseWindows; BrowserWindow.getAllWindows()
// lists only BrowserWindows, as lib/browser/api/browser-window.ts filters BaseWindow.getAllWindows().
export class BaseWindow {
  constructor(options = {}) {
    // win.id: "A Integer property representing the unique ID of the window", from 1.
    this.id = nextWindowId++
    this.options = options
    this.events = new Map()
    this.shown = false
    this.destroyed = false
    record.baseWindows.push(this)
  }
  once(event, listener) {
    this.events.set(`once:${event}`, listener)
  }
  on(event, listener) {
    this.events.set(event, listener)
  }
  /** Emits as Electron does: `on` listeners, and a `once` listener a single time. */
  emit(event, ...args) {
    this.events.get(event)?.(...args)
    const once = this.events.get(`once:${event}`)
    this.events.delete(`once:${event}`)
    once?.(...args)
  }
  destroy() {
    this.destroyed = true
    this.shown = false
  }
  show() {
    this.shown = true
  }
  hide() {
    this.shown = false
  }
  isVisible() {
    return this.shown
  }
  isDestroyed() {
    return this.destroyed
  }
  static getAllWindows() {
    return record.baseWindows
  }
}

export class BrowserWindow extends BaseWindow {
  constructor(options) {
    super(options)
    this.webContents = new WebContents()
    this.loaded = []
    this.fullScreen = false
    record.windows.push(this)
  }
  isFullScreen() {
    return this.fullScreen
  }
  // Leaving full screen is animated: Electron says so with 'leave-full-screen' afterwards, not at once.
  setFullScreen(flag) {
    const was = this.fullScreen
    this.fullScreen = flag
    if (was && !flag) setTimeout(() => this.emit('leave-full-screen'), 5)
    if (!was && flag) setTimeout(() => this.emit('enter-full-screen'), 5)
  }
  loadURL(url) {
    this.loaded.push(url)
    return Promise.resolve()
  }
  focus() {}
  isMinimized() {
    return false
  }
  restore() {}
  static getAllWindows() {
    return record.windows
  }
}

export const app = {
  // TAPESTRY_STUB_PACKAGED=FOLDER: started as a package is, its resources (app-update.yml,
  // package-type) in FOLDER, which Electron gives as process.resourcesPath (load-main.mjs sets it).
  isPackaged: Boolean(process.env.TAPESTRY_STUB_PACKAGED),
  requestSingleInstanceLock() {
    record.singleInstanceLock = true
    return true
  },
  whenReady: () => Promise.resolve(),
  on(event, listener) {
    record.appEvents.set(event, listener)
  },
  once(event, listener) {
    record.appEvents.set(`once:${event}`, listener)
  },
  relaunch() {
    record.relaunched = true
  },
  setPath(name, value) {
    record.paths[name] = value
  },
  // As documented: userData is "the appData directory appended with your app's name" (app.name:
  // package.json's productName, else its name, or "Electron" when started from a file).
  getPath(name) {
    if (record.paths[name]) return record.paths[name]
    if (name !== 'userData') return process.env.HOME
    const appName = app.name
    const home = process.env.HOME ?? homedir()
    if (process.platform === 'darwin') return join(home, 'Library', 'Application Support', appName)
    if (process.platform === 'win32') return join(process.env.APPDATA ?? join(home, 'AppData', 'Roaming'), appName)
    return join(process.env.XDG_CONFIG_HOME ?? join(home, '.config'), appName)
  },
  setAboutPanelOptions(options) {
    record.aboutPanel = options
  },
  // Chromium's command line: switches given to the process, and those the app appends before ready.
  // As in Chromium, a switch appended again replaces the earlier value (one --enable-features counts).
  commandLine: {
    appendSwitch(name, value = '') {
      record.commandLineSwitches.set(name, value)
    },
    getSwitchValue(name) {
      if (record.commandLineSwitches.has(name)) return record.commandLineSwitches.get(name)
      const given = process.argv.findLast((arg) => arg.startsWith(`--${name}=`))
      return given ? given.slice(name.length + 3) : ''
    },
    hasSwitch(name) {
      return record.commandLineSwitches.has(name) || process.argv.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
    },
  },
  // "@platform win32" in Electron's typings: absent elsewhere, so calling it elsewhere fails here too.
  ...(process.platform === 'win32'
    ? {
        setAppUserModelId: (id) => void (record.appUserModelId = id),
        setToastActivatorCLSID: (id) => void (record.toastActivatorCLSID = id),
      }
    : {}),
  // What Electron's default app set from the path it was given (default-app.mjs): the folder of a
  // package.json and its names, or a file's folder and the name "Electron".
  getAppPath() {
    return globalThis.__electronStubApp.appPath
  },
  get name() {
    return globalThis.__electronStubApp.name
  },
  set name(value) {
    globalThis.__electronStubApp.name = value
  },
  getName() {
    return globalThis.__electronStubApp.name
  },
  getVersion() {
    return globalThis.__electronStubApp.version
  },
  // As Electron does on Linux (shell/common/language_util_linux.cc): GLib's g_get_language_names()
  // (LANGUAGE, a colon-separated list, over LC_ALL, LC_MESSAGES and LANG), each name and its
  // language alone ("de_DE.UTF-8" gives "de-DE" then "de"), as BCP 47 tags, C and POSIX left out.
  // An array, empty where only C is set.
  getPreferredSystemLanguages() {
    const env = process.env
    const value = [env.LANGUAGE, env.LC_ALL, env.LC_MESSAGES, env.LANG].find((set) => set)
    const tags = (value ?? '').split(':').flatMap((name) => {
      const tag = name.replace(/[.@].*$/, '').replaceAll('_', '-')
      if (!tag || tag === 'C' || tag === 'POSIX') return []
      return [tag, tag.split('-')[0]]
    })
    return [...new Set(tags)]
  },
  quit() {
    record.quitCalls = (record.quitCalls ?? 0) + 1
  },
  // Login items exist only on macOS and Windows (the docs mark both "@platform darwin,win32"):
  // on Linux they are not there, so code that calls them there fails here too.
  ...(process.platform === 'darwin' || process.platform === 'win32'
    ? {
        // wasOpenedAtLogin stays false: on macOS 13+ Electron answers it from the launch's Apple event
        // (browser_mac.mm), which an SMAppService login item gives no supported signal in (Apple
        // Feedback FB10207829); test/support/macos-login.ts starts such an item with no arguments.
        getLoginItemSettings: () => ({ openAtLogin: record.loginItemSettings.at(-1)?.openAtLogin ?? false, wasOpenedAtLogin: false, status: 'not-registered', executableWillLaunchAtLogin: false, launchItems: [] }),
        setLoginItemSettings: (settings) => void record.loginItemSettings.push(settings),
      }
    : {}),
}

export const ipcMain = {
  handle(channel, listener) {
    record.ipcHandlers.set(channel, listener)
  },
}

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    record.privilegedSchemes.push(...schemes)
  },
  handle(scheme, handler) {
    record.protocolHandlers.set(scheme, handler)
  },
}

/**
 * net.request as Electron documents it (docs/api/client-request.md), over Node's http for the
 * loopback fakes: options with protocol, hostname, port, path, method, headers, redirect and
 * session; 'response' gets an IncomingMessage (statusCode, statusMessage, headers, a readable
 * stream); with redirect 'manual' a 3xx is 'redirect' (statusCode, method, redirectUrl,
 * responseHeaders) and waits for followRedirect() or abort(); a connection refused is 'error'
 * with Chromium's net::ERR_CONNECTION_REFUSED. Electron's request has no 'socket' event.
 */
class ClientRequest extends EventEmitter {
  constructor(options) {
    super()
    if (options.protocol && options.protocol !== 'http:') throw new Error(`The stub's net.request speaks http only (the loopback fakes), not ${options.protocol}`)
    record.netRequests.push(`${options.method ?? 'GET'} ${options.path}`)
    this.inner = httpRequest({ hostname: options.hostname, port: options.port, path: options.path, method: options.method ?? 'GET', headers: options.headers })
    this.inner.on('response', (response) => {
      const location = response.headers.location
      if (options.redirect === 'manual' && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume()
        this.emit('redirect', response.statusCode, options.method ?? 'GET', new URL(location, `http://${options.hostname}:${options.port}`).href, response.headers)
        return
      }
      this.emit('response', response)
    })
    this.inner.on('error', (error) => {
      if (this.aborted) return
      this.emit('error', new Error(error.code === 'ECONNREFUSED' ? 'net::ERR_CONNECTION_REFUSED' : `net::ERR_FAILED (${error.message})`))
    })
  }
  setHeader(name, value) {
    this.inner.setHeader(name, value)
  }
  write(chunk) {
    this.inner.write(chunk)
  }
  end(chunk) {
    this.inner.end(chunk)
    return this
  }
  abort() {
    this.aborted = true
    this.inner.destroy()
    this.emit('abort')
  }
}
record.netRequests = []
export const net = { fetch: () => Promise.resolve(new Response('file')), request: (options) => new ClientRequest(options) }

export const session = {
  // A session of its own (electron-updater asks for partition "electron-updater"); the stub's net ignores it.
  fromPartition: (partition, options = {}) => ({ partition, options }),
  defaultSession: {
    setPermissionRequestHandler(handler) {
      record.permissionRequestHandler = handler
    },
    setPermissionCheckHandler(handler) {
      record.permissionCheckHandler = handler
    },
    webRequest: {
      onHeadersReceived(handler) {
        record.headersReceived = handler
      },
    },
  },
}

// The Content-Security-Policies a file:// page is held to, as Chromium gathers them: only the
// `<meta http-equiv="Content-Security-Policy">` tags in its document. Such a page has no response
// headers, so no header onHeadersReceived sets can reach it (Electron's security guide: "it is not
// possible to use this method when loading a resource using the file:// protocol").
record.policiesInForce = (url) => {
  if (new URL(url).protocol !== 'file:') throw new Error(`The stub reads the policies of file:// pages only, not ${url}`)
  const html = readFileSync(new URL(url), 'utf8')
  return [...html.matchAll(/<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy\b[^>]*>/gi)].map(([tag]) =>
    (/\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
  )
}

export const shell = {
  openExternal(url) {
    record.openedExternally.push(url)
    return Promise.resolve()
  },
  // Resolves with an error message, or '' on success, as documented.
  openPath(path) {
    record.openedPaths.push(path)
    return Promise.resolve(existsSync(path) ? '' : 'Failed to open path')
  },
  // Returns nothing, as documented: the file manager is asked to show the file selected.
  showItemInFolder(path) {
    record.shownInFolder.push(path)
  },
}

export class Tray {
  constructor(icon) {
    this.icon = icon
    this.menu = null
    this.tooltip = ''
    this.listeners = new Map()
    // How often the system opened the context menu (a click that opens it is counted here).
    this.menuOpened = 0
    record.trays.push(this)
  }
  setContextMenu(menu) {
    this.menu = menu
  }
  setToolTip(text) {
    this.tooltip = text
  }
  on(event, listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, [])
    this.listeners.get(event).push(listener)
    return this
  }
  emit(event, ...args) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
  /**
   * The person clicks the icon, and the events come as each system's tray code sends them
   * (electron/electron shell/browser/ui):
   * - macOS, tray_icon_cocoa.mm: with a context menu set, mouseDown emits 'click' and then hands the
   *   event to the status item, which opens the menu (electron/electron#24200, "emit click events
   *   with tray context menu"); so every pick from the menu bar's menu comes after a 'click'.
   * - Windows, win/notify_icon.cc HandleClickEvent: a left click emits 'click' only; a right click
   *   with a context menu set pops the menu up and emits nothing.
   * Linux is not modelled: 'click' comes on the StatusNotifierItem's activation, which each panel
   * maps to a different click, if any (docs/api/tray.md, Platform Considerations).
   */
  clickIcon(button = 'left') {
    const event = { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, preventDefault() {} }
    const bounds = { x: 0, y: 0, width: 22, height: 22 }
    if (process.platform === 'darwin' && button === 'left') {
      this.emit('click', event, bounds, { x: 11, y: 11 })
      if (this.menu !== null) this.menuOpened++
      return
    }
    if (process.platform === 'win32') {
      if (button === 'left') return this.emit('click', event, bounds, { x: 11, y: 11 })
      if (this.menu !== null) this.menuOpened++
      else this.emit('right-click', event, bounds)
      return
    }
    throw new Error(`The stub does not model a ${button} click on the tray on ${process.platform}.`)
  }
  destroy() {}
}

// As electron.d.ts has it: built with options, shown only by show(); 'action' (macOS, Windows) gets
// details with actionIndex, then the deprecated index arguments; 'failed' exists on macOS and Windows.
// Buttons exist on macOS and Windows only: on Linux Electron hands libnotify none, so none are kept.
// TAPESTRY_STUB_NOTIFICATIONS=unsupported: a system without notifications (isSupported() false).
export class Notification {
  constructor(options = {}) {
    this.title = options.title ?? ''
    this.body = options.body ?? ''
    this.silent = options.silent ?? false
    this.actions = process.platform === 'darwin' || process.platform === 'win32' ? (options.actions ?? []) : []
    this.listeners = new Map()
    this.shown = false
  }
  static isSupported() {
    return process.env.TAPESTRY_STUB_NOTIFICATIONS !== 'unsupported'
  }
  on(event, listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, [])
    this.listeners.get(event).push(listener)
    return this
  }
  once(event, listener) {
    const once = (...args) => {
      this.listeners.set(event, (this.listeners.get(event) ?? []).filter((candidate) => candidate !== once))
      listener(...args)
    }
    return this.on(event, once)
  }
  emit(event, ...args) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
  show() {
    this.shown = true
    record.notifications.push(this)
  }
  close() {
    this.emit('close', { reason: 'applicationHidden' })
  }
  /** What the person pressing a button does, on the systems that show buttons. */
  pressAction(index) {
    if (process.platform !== 'darwin' && process.platform !== 'win32') throw new Error('Notification buttons exist only on macOS and Windows')
    this.emit('action', { actionIndex: index, selectionIndex: -1, preventDefault() {} }, index, -1)
  }
  click() {
    this.emit('click', { preventDefault() {} })
  }
}

// Electron's init (lib/browser/init.ts) calls app.setDesktopName with package.json's desktopName
// before the app's code runs; on Linux that sets CHROME_DESKTOP (shell/browser/api/electron_api_app.cc),
// which is the identity the shortcuts portal is given.
if (process.platform === 'linux' && globalThis.__electronStubApp?.desktopName) process.env.CHROME_DESKTOP = globalThis.__electronStubApp.desktopName
// globalShortcut as Electron 45 has it (shell/browser/api/electron_api_global_shortcut.cc).
// - X11, macOS, Windows: register answers false for keys another app holds
//   (TAPESTRY_STUB_TAKEN_SHORTCUTS, comma-separated) and for keys already registered.
// - A Wayland session goes through the GlobalShortcuts portal (GlobalShortcutsPortal and, since
//   electron/electron#52221, GlobalShortcutsPortalPreferredTrigger are on by default): register()
//   hands the request on and answers true whatever becomes of it, isRegistered() answers true too
//   (the docs' "Usage on Linux"; electron/electron#52218), and unregister() lets go of nothing
//   (Unregister returns early for an accelerator not in accelerator_callback_map_, and portal ones
//   are kept in command_callback_map_); unregisterAll() clears both. The portal binds (and a key
//   press reaches the app) only when CHROME_DESKTOP names an installed desktop file in an XDG data
//   folder's applications/ — GNOME denies every bind otherwise (electron.d.ts, app.setDesktopName).
//   record.globalShortcuts holds what a key press reaches.
const takenShortcuts = (process.env.TAPESTRY_STUB_TAKEN_SHORTCUTS ?? '').split(',').filter(Boolean)
const onPortal = process.platform === 'linux' && (process.env.XDG_SESSION_TYPE === 'wayland' || Boolean(process.env.WAYLAND_DISPLAY?.trim()))
const portalCommands = new Map()
function portalKnowsApp() {
  const id = process.env.CHROME_DESKTOP ?? ''
  const dataHome = process.env.XDG_DATA_HOME || join(process.env.HOME ?? homedir(), '.local', 'share')
  const dataDirs = (process.env.XDG_DATA_DIRS || '/usr/local/share:/usr/share').split(':').filter(Boolean)
  return id !== '' && [dataHome, ...dataDirs].some((folder) => existsSync(join(folder, 'applications', id)))
}
export const globalShortcut = {
  register(accelerator, callback) {
    record.shortcutCalls.push(`register ${accelerator}`)
    if (onPortal) {
      portalCommands.set(accelerator, callback)
      if (portalKnowsApp() && !takenShortcuts.includes(accelerator)) record.globalShortcuts.set(accelerator, callback)
      return true
    }
    if (takenShortcuts.includes(accelerator) || record.globalShortcuts.has(accelerator)) return false
    record.globalShortcuts.set(accelerator, callback)
    return true
  },
  isRegistered: (accelerator) => (onPortal ? portalCommands.has(accelerator) : record.globalShortcuts.has(accelerator)),
  unregister(accelerator) {
    record.shortcutCalls.push(`unregister ${accelerator}`)
    if (!onPortal) record.globalShortcuts.delete(accelerator)
  },
  unregisterAll() {
    record.shortcutCalls.push('unregisterAll')
    portalCommands.clear()
    record.globalShortcuts.clear()
  },
}

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu(menu) {
    record.applicationMenu = menu
  },
}
// As documented: createFromPath gives an empty image (not an error) when the file cannot be read.
export const nativeImage = {
  createFromBitmap: (buffer, size) => ({ bytes: buffer.length, size, isEmpty: () => buffer.length === 0 }),
  createFromPath: (path) => ({ path, isEmpty: () => !existsSync(path) }),
}
export const powerMonitor = {
  on(event, listener) {
    record.powerEvents.push(event)
    record.powerListeners.set(event, listener)
  },
}
/**
 * The session ends (log-off, shutdown), told to the app as Electron tells it on each system:
 * - Linux and macOS: powerMonitor's 'shutdown' (electron.d.ts: "@platform linux,darwin").
 * - Windows: no powerMonitor event (electron_api_power_monitor_win.cc listens on a message-only
 *   window for session lock, suspend and resume only). Windows sends WM_ENDSESSION to top-level
 *   windows, shown or hidden, and Electron turns it into that window's 'session-end'
 *   (native_window_views_win.cc, PreHandleMSG); an app with no window at all hears nothing.
 */
record.endSession = () => {
  if (process.platform === 'win32') {
    for (const window of record.baseWindows) if (!window.isDestroyed()) window.emit('session-end', { reasons: ['logoff'], preventDefault() {} })
    return
  }
  record.powerListeners.get('shutdown')?.({ preventDefault() {} })
}
/**
 * Electron's screen reports the monitors the system has. A test on a real desktop says which with
 * TAPESTRY_STUB_DISPLAYS (a JSON list of { x, y, width, height }, the first the primary); otherwise
 * one 1280×720 display.
 */
const displays = (JSON.parse(process.env.TAPESTRY_STUB_DISPLAYS || 'null') ?? [{ x: 0, y: 0, width: 1280, height: 720 }]).map((bounds, index) => ({
  id: 41 + index,
  label: index === 0 ? 'Stub display' : `Stub display ${index + 1}`,
  bounds,
  size: { width: bounds.width, height: bounds.height },
  workArea: { ...bounds, height: bounds.height - 30 },
  scaleFactor: 1,
  rotation: 0,
  internal: false,
  monochrome: false,
  touchSupport: 'unknown',
}))
export const screen = {
  // Electron's Display: bounds and size in DIP, the scale factor, rotation, and the monitor's label.
  getAllDisplays: () => displays,
  getPrimaryDisplay: () => displays[0],
}
// safeStorage as Electron 45 has it (electron.d.ts; shell/browser/api/electron_api_safe_storage.cc
// over Chromium's os_crypt async). Every call is recorded in record.safeStorageCalls.
// - getSelectedStorageBackend exists on Linux only, and names the backend Chromium *selects*
//   (os_crypt::SelectBackend, set in electron_browser_main_parts.cc before any keyring is asked):
//   --password-store first, then the desktop (electron.d.ts lists which select what), basic_text
//   for one it does not recognise. It says nothing of whether that keyring runs.
// - The asynchronous API makes its encryptor once, lazily, on the first async call: on Linux the
//   FreedesktopSecretKeyProvider asks the session bus for the keyring (NameHasOwner, then
//   ListActivatableNames and StartServiceByName: components/dbus/utils/check_for_service_and_start.cc)
//   — org.freedesktop.secrets, or kwalletd for KDE; for --password-store=basic none — and when none
//   answers falls back silently to PosixKeyProvider's hard-coded key, tag "v10"; the keyring's key is
//   tagged "v11". isAsyncEncryptionAvailable() resolves true either way once an encryptor exists.
//   The stub asks the real session bus (DBUS_SESSION_BUS_ADDRESS) with dbus-send, as Chromium would.
// - A "v11" ciphertext without the keyring's key cannot be decrypted ("Error while decrypting…").
// - macOS: the Keychain's key (tag "v10"); TAPESTRY_STUB_KEYCHAIN=denied is access refused, which
//   Chromium's KeychainKeyProvider reports as kTemporarilyUnavailable and Electron rejects with
//   "safeStorage.decryptStringAsync is temporarily unavailable. Please try again.".
// Ciphertexts are the tag and a byte-wise XOR per key: reversible, never the plain text.
// The synchronous calls are deprecated in Electron 45 but still there (the app no longer uses them).
record.safeStorageCalls = []
const passwordStore = process.argv.findLast((arg) => arg.startsWith('--password-store='))?.slice('--password-store='.length) ?? ''
const currentDesktops = (process.env.XDG_CURRENT_DESKTOP ?? '').split(':').map((name) => name.trim())
const kdeVersion = process.env.KDE_SESSION_VERSION ?? ''
function selectedBackend() {
  if (passwordStore === 'basic') return 'basic_text'
  if (passwordStore === 'gnome-libsecret') return 'gnome_libsecret'
  if (['kwallet', 'kwallet5', 'kwallet6'].includes(passwordStore)) return passwordStore
  if (currentDesktops.includes('KDE')) return kdeVersion === '6' ? 'kwallet6' : kdeVersion === '5' ? 'kwallet5' : 'kwallet'
  if (currentDesktops.some((name) => ['X-Cinnamon', 'Deepin', 'GNOME', 'Pantheon', 'XFCE', 'UKUI', 'Unity'].includes(name))) return 'gnome_libsecret'
  return 'basic_text'
}
/** The bus name the async key provider asks for (freedesktop_secret_key_provider.cc GetKey); null for none. */
function keyringName() {
  const kwalletd = { kwallet: 'org.kde.kwalletd', kwallet5: 'org.kde.kwalletd5', kwallet6: 'org.kde.kwalletd6' }
  if (passwordStore === 'basic') return null
  if (passwordStore === 'gnome-libsecret') return 'org.freedesktop.secrets'
  if (passwordStore in kwalletd) return kwalletd[passwordStore]
  // No (or an unknown) store: KDE's wallet on KDE, the Secret Service on every other desktop.
  if (currentDesktops.includes('KDE')) return kwalletd[selectedBackend()]
  return 'org.freedesktop.secrets'
}
const askBus = (member, ...args) =>
  new Promise((resolve) =>
    execFile('dbus-send', ['--session', '--dest=org.freedesktop.DBus', '--type=method_call', '--print-reply', '/org/freedesktop/DBus', `org.freedesktop.DBus.${member}`, ...args], { timeout: 5_000 }, (error, stdout) => resolve(error ? null : stdout)),
  )
async function keyringAnswers(name) {
  if ((await askBus('NameHasOwner', `string:${name}`))?.includes('boolean true')) return true
  if (!(await askBus('ListActivatableNames'))?.includes(`"${name}"`)) return false
  // Started by the bus: DBUS_START_REPLY_SUCCESS (1) or ALREADY_RUNNING (2).
  return /uint32 [12]\b/.test((await askBus('StartServiceByName', `string:${name}`, 'uint32:0')) ?? '')
}
const XOR = { keyring: 0x33, hardCoded: 0x5a, keychain: 0x77, dpapi: 0x11 }
const seal = (tag, xor, text) => Buffer.concat([Buffer.from(tag), Buffer.from(Buffer.from(text).map((byte) => byte ^ xor))])
const open = (buffer, xor) => Buffer.from(buffer.subarray(3).map((byte) => byte ^ xor)).toString()
/** Made once, on the first async call: which keys the encryptor holds, and which one encrypts. */
let encryptor
const asyncEncryptor = () =>
  (encryptor ??= (async () => {
    if (process.platform === 'darwin') return process.env.TAPESTRY_STUB_KEYCHAIN === 'denied' ? { keys: { v10: null }, encryptWith: null } : { keys: { v10: XOR.keychain }, encryptWith: 'v10' }
    if (process.platform === 'win32') return { keys: { v10: XOR.dpapi }, encryptWith: 'v10' }
    const name = keyringName()
    const keyring = name !== null && (await keyringAnswers(name))
    return keyring ? { keys: { v10: XOR.hardCoded, v11: XOR.keyring }, encryptWith: 'v11' } : { keys: { v10: XOR.hardCoded }, encryptWith: 'v10' }
  })())
const recorded = (name) => record.safeStorageCalls.push(name)
export const safeStorage = {
  ...(process.platform === 'linux' ? { getSelectedStorageBackend: () => (recorded('getSelectedStorageBackend'), selectedBackend()) } : {}),
  isEncryptionAvailable: () => (recorded('isEncryptionAvailable'), process.platform !== 'linux' || selectedBackend() !== 'basic_text'),
  encryptString: (text) => (recorded('encryptString'), seal('v10', process.platform === 'linux' ? XOR.hardCoded : XOR.keychain, text)),
  decryptString: (buffer) => (recorded('decryptString'), open(buffer, process.platform === 'linux' ? XOR.hardCoded : XOR.keychain)),
  isAsyncEncryptionAvailable: async () => {
    recorded('isAsyncEncryptionAvailable')
    await asyncEncryptor()
    return true
  },
  encryptStringAsync: async (text) => {
    recorded('encryptStringAsync')
    const { keys, encryptWith } = await asyncEncryptor()
    if (encryptWith === null) throw new Error('Error while encrypting the text provided to safeStorage.encryptStringAsync.')
    return seal(encryptWith, keys[encryptWith], text)
  },
  decryptStringAsync: async (buffer) => {
    recorded('decryptStringAsync')
    const { keys } = await asyncEncryptor()
    const tag = buffer.subarray(0, 3).toString('latin1')
    if (tag in keys && keys[tag] === null) throw new Error('safeStorage.decryptStringAsync is temporarily unavailable. Please try again.')
    if (!(tag in keys)) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.')
    return { result: open(buffer, keys[tag]), shouldReEncrypt: false }
  },
}
export const dialog = {
  showErrorBox(title, content) {
    record.errorBoxes.push({ title, content })
  },
  showMessageBox(...args) {
    // (options) or (window, options), as documented.
    record.messageBoxes.push(args.at(-1))
    return Promise.resolve({ response: 0, checkboxChecked: false })
  },
  showOpenDialog(...args) {
    // (options) or (window, options), as documented; it resolves with { canceled, filePaths }.
    const [parent, options] = args.length === 2 ? args : [null, args[0]]
    if (parent !== null && !(parent instanceof BrowserWindow)) throw new TypeError('showOpenDialog: the first of two arguments must be a BaseWindow.')
    record.openDialogs.push({ parent: parent?.id ?? null, options })
    return Promise.resolve({ ...record.openDialogAnswer, filePaths: [...record.openDialogAnswer.filePaths] })
  },
}
/**
 * Electron's own autoUpdater (Squirrel): an EventEmitter on every system (lib/browser/api/
 * auto-updater picks the Windows or the native one; Linux gets the native one, which updates
 * nothing). electron-updater uses it to update only on macOS (MacUpdater), but its quitAndInstall
 * emits 'before-quit-for-update' on it everywhere (BaseUpdater.js), so it must be there on Linux too.
 */
export const autoUpdater = new EventEmitter()
autoUpdater.on('before-quit-for-update', () => (record.beforeQuitForUpdate = (record.beforeQuitForUpdate ?? 0) + 1))
export const contextBridge = { exposeInMainWorld() {} }
export const ipcRenderer = { invoke() {}, on() {}, removeListener() {} }

export default { app, autoUpdater, dialog, BaseWindow, BrowserWindow, ipcMain, protocol, net, session, shell, Tray, Menu, nativeImage, powerMonitor, screen, safeStorage, contextBridge, ipcRenderer, Notification, globalShortcut }
