import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

// A stand-in for the `electron` module, for loading the BUILT main bundle in plain Node: every call
// the app makes is recorded in globalThis.__electronStub so a test can check how the app set itself up.
const record = {
  windows: [],
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
export class BrowserWindow {
  constructor(options) {
    // win.id: "A Integer property representing the unique ID of the window", from 1.
    this.id = nextWindowId++
    this.options = options
    this.webContents = new WebContents()
    this.events = new Map()
    this.loaded = []
    this.shown = false
    this.fullScreen = false
    this.destroyed = false
    record.windows.push(this)
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
  destroy() {
    this.destroyed = true
    this.shown = false
  }
  loadURL(url) {
    this.loaded.push(url)
    return Promise.resolve()
  }
  show() {
    this.shown = true
  }
  focus() {}
  isMinimized() {
    return false
  }
  restore() {}
  hide() {
    this.shown = false
  }
  isDestroyed() {
    return this.destroyed
  }
  static getAllWindows() {
    return record.windows
  }
}

export const app = {
  isPackaged: false,
  requestSingleInstanceLock() {
    record.singleInstanceLock = true
    return true
  },
  whenReady: () => Promise.resolve(),
  on(event, listener) {
    record.appEvents.set(event, listener)
  },
  setPath(name, value) {
    record.paths[name] = value
  },
  // As documented: userData defaults to the per-user config folder named after the app (package.json's
  // productName, else its name, when not packaged).
  getPath(name) {
    if (record.paths[name]) return record.paths[name]
    if (name !== 'userData') return process.env.HOME
    const pkg = JSON.parse(readFileSync(join(globalThis.__electronStubAppPath, 'package.json'), 'utf8'))
    const appName = pkg.productName ?? pkg.name
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
  getAppPath() {
    // The folder of the app's package.json, which the loader knows.
    return globalThis.__electronStubAppPath
  },
  quit() {},
  // Login items exist only on macOS and Windows (the docs mark both "@platform darwin,win32"):
  // on Linux they are not there, so code that calls them there fails here too.
  ...(process.platform === 'darwin' || process.platform === 'win32'
    ? {
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

export const net = { fetch: () => Promise.resolve(new Response('file')) }

export const session = {
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
}

export class Tray {
  constructor(icon) {
    this.icon = icon
    this.menu = null
    this.tooltip = ''
    record.trays.push(this)
  }
  setContextMenu(menu) {
    this.menu = menu
  }
  setToolTip(text) {
    this.tooltip = text
  }
  on() {}
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

// globalShortcut as documented: register answers false for keys another app holds
// (TAPESTRY_STUB_TAKEN_SHORTCUTS, comma-separated) and for keys already registered.
const takenShortcuts = (process.env.TAPESTRY_STUB_TAKEN_SHORTCUTS ?? '').split(',').filter(Boolean)
export const globalShortcut = {
  register(accelerator, callback) {
    record.shortcutCalls.push(`register ${accelerator}`)
    if (takenShortcuts.includes(accelerator) || record.globalShortcuts.has(accelerator)) return false
    record.globalShortcuts.set(accelerator, callback)
    return true
  },
  isRegistered: (accelerator) => record.globalShortcuts.has(accelerator),
  unregister(accelerator) {
    record.shortcutCalls.push(`unregister ${accelerator}`)
    record.globalShortcuts.delete(accelerator)
  },
  unregisterAll() {
    record.shortcutCalls.push('unregisterAll')
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
// As documented for Linux: `--password-store=basic` (or a desktop with no keyring) selects
// basic_text, and encryption is then reported unavailable unless setUsePlainTextEncryption(true).
// The synchronous calls are deprecated in Electron 45 but still there, so keys they wrote still read.
const basicText = process.argv.includes('--password-store=basic')
const encrypt = (text) => Buffer.from(`enc:${text}`)
const decrypt = (buffer) => {
  const text = buffer.toString()
  if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.')
  return text.slice(4)
}
export const safeStorage = {
  getSelectedStorageBackend: () => (basicText ? 'basic_text' : 'gnome_libsecret'),
  isEncryptionAvailable: () => !basicText,
  encryptString: encrypt,
  decryptString: decrypt,
  isAsyncEncryptionAvailable: async () => !basicText,
  encryptStringAsync: async (text) => {
    if (basicText) throw new Error('Error while encrypting the text provided to safeStorage.encryptStringAsync. Encryption is not available.')
    return encrypt(text)
  },
  decryptStringAsync: async (buffer) => ({ result: decrypt(buffer), shouldReEncrypt: false }),
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
export const contextBridge = { exposeInMainWorld() {} }
export const ipcRenderer = { invoke() {}, on() {}, removeListener() {} }

export default { app, dialog, BrowserWindow, ipcMain, protocol, net, session, shell, Tray, Menu, nativeImage, powerMonitor, screen, safeStorage, contextBridge, ipcRenderer, Notification, globalShortcut }
