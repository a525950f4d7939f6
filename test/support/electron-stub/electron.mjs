import { existsSync } from 'node:fs'

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
  isDestroyed() {
    return false
  }
}

export class BrowserWindow {
  constructor(options) {
    this.options = options
    this.webContents = new WebContents()
    this.events = new Map()
    this.loaded = []
    this.shown = false
    record.windows.push(this)
  }
  once(event, listener) {
    this.events.set(`once:${event}`, listener)
  }
  on(event, listener) {
    this.events.set(event, listener)
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
    return false
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
  getPath(name) {
    return record.paths[name] ?? process.env.HOME
  },
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

export const shell = {
  openExternal(url) {
    record.openedExternally.push(url)
    return Promise.resolve()
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

export const Menu = { buildFromTemplate: (template) => ({ template }) }
// As documented: createFromPath gives an empty image (not an error) when the file cannot be read.
export const nativeImage = {
  createFromBitmap: (buffer, size) => ({ bytes: buffer.length, size, isEmpty: () => buffer.length === 0 }),
  createFromPath: (path) => ({ path, isEmpty: () => !existsSync(path) }),
}
export const powerMonitor = {
  on(event) {
    record.powerEvents.push(event)
  },
}
export const screen = {
  getAllDisplays: () => [{ id: 41, label: 'Stub display', size: { width: 1280, height: 720 }, scaleFactor: 1 }],
  getPrimaryDisplay: () => ({ id: 41 }),
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
}
export const contextBridge = { exposeInMainWorld() {} }
export const ipcRenderer = { invoke() {}, on() {}, removeListener() {} }

export default { app, dialog, BrowserWindow, ipcMain, protocol, net, session, shell, Tray, Menu, nativeImage, powerMonitor, screen, safeStorage, contextBridge, ipcRenderer }
