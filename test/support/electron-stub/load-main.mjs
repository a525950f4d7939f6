// Run in a child process: registers the hook, loads the built main bundle, exercises what it set up,
// and prints one JSON report on stdout.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { register } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

register('./hooks.mjs', import.meta.url)
const bundle = process.argv[2]
// As Electron has it for `electron .`: the folder of the package.json (out/main/index.js → ../..).
globalThis.__electronStubAppPath = resolve(dirname(bundle), '../..')
await import(pathToFileURL(bundle).href)
// Let app.whenReady().then(start) finish (createApp reads and writes the data folder).
for (let i = 0; i < 200 && globalThis.__electronStub.trays.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))

const record = globalThis.__electronStub
const window = record.windows[0]
// Started hidden (--hidden, as the autostart entry starts it): there is no window, so only what a
// start at login does is reported: the tray, and whether a rotation step ran (rotation.json).
if (window === undefined) {
  const rotationFile = join(process.env.TAPESTRY_DATA_DIR, 'rotation.json')
  const lastRunAt = () => (existsSync(rotationFile) ? JSON.parse(readFileSync(rotationFile, 'utf8')).lastRunAt ?? null : null)
  // A step against a closed port fails after got's bounded retries (about 3 s).
  for (let i = 0; i < 1500 && lastRunAt() === null; i++) await new Promise((resolve) => setTimeout(resolve, 10))
  console.log(JSON.stringify({ windowCount: 0, trays: record.trays.length, rotationRan: lastRunAt() !== null, errorBoxes: record.errorBoxes }))
  process.exit(0)
}

const contents = window.webContents
const rendererUrl = window.loaded[0]

const trusted = { senderFrame: { url: `${rendererUrl}#/search/wallhaven`, parent: null }, sender: { id: contents.id } }
const subFrame = { senderFrame: { url: rendererUrl, parent: {} }, sender: { id: contents.id } }
const displays = record.ipcHandlers.get('displays')

let permission = null
record.permissionRequestHandler?.(contents, 'geolocation', (allowed) => (permission = allowed))
let headers = null
record.headersReceived?.({ responseHeaders: {} }, (answer) => (headers = answer.responseHeaders))
let prevented = false
contents.listeners.get('will-navigate')?.({ preventDefault: () => (prevented = true) }, 'https://evil.example/')
let hashPrevented = false
contents.listeners.get('will-navigate')?.({ preventDefault: () => (hashPrevented = true) }, `${rendererUrl}#/settings`)
const openJs = contents.windowOpenHandler?.({ url: 'javascript:alert(1)' })
const openUnsplash = contents.windowOpenHandler?.({ url: 'https://unsplash.com/@ana?utm_source=tapestry&utm_medium=referral' })
const libraryHandler = record.protocolHandlers.get('tapestry')
const missing = await libraryHandler?.(new Request('tapestry://library/no-such-id'))
const traversal = await libraryHandler?.(new Request('tapestry://library/..%2F..%2Fsecrets.json'))
const shownBeforeReady = window.shown
window.events.get('once:ready-to-show')?.()
const shownAfterReady = window.shown
const KEY = 'BuiltBundleKey-0123456789'
const keySet = await record.ipcHandlers.get('settings.set')?.(trusted, { secrets: { wallhavenApiKey: KEY } })
const dataFile = (name) => (existsSync(join(process.env.TAPESTRY_DATA_DIR, name)) ? readFileSync(join(process.env.TAPESTRY_DATA_DIR, name), 'utf8') : '')
const keysFile = dataFile('keys.json')
const secretsFile = dataFile('secrets.json')
const secretsMode = secretsFile ? statSync(join(process.env.TAPESTRY_DATA_DIR, 'secrets.json')).mode & 0o777 : null
const loginBefore = await record.ipcHandlers.get('loginItem.get')?.(trusted, undefined)
const loginOn = await record.ipcHandlers.get('loginItem.set')?.(trusted, { enabled: true })
const autostartFile = join(process.env.XDG_CONFIG_HOME ?? join(process.env.HOME, '.config'), 'autostart', JSON.parse(readFileSync(join(globalThis.__electronStubAppPath, 'package.json'), 'utf8')).desktopName)
const autostartEntry = existsSync(autostartFile) ? readFileSync(autostartFile, 'utf8') : null
const loginOff = await record.ipcHandlers.get('loginItem.set')?.(trusted, { enabled: false })
let closePrevented = false
window.events.get('close')?.({ preventDefault: () => (closePrevented = true) })

console.log(
  JSON.stringify({
    singleInstanceLock: record.singleInstanceLock,
    windowCount: record.windows.length,
    webPreferences: window.options.webPreferences,
    show: window.options.show,
    readyToShow: window.events.has('once:ready-to-show'),
    shownBeforeReady,
    shownAfterReady,
    keyHasKey: keySet?.value?.hasKey?.wallhavenApiKey,
    keyInAnswer: JSON.stringify(keySet).includes(KEY),
    keyInFile: keysFile.includes(KEY),
    keyInSecretsFile: secretsFile.includes(KEY),
    secretsMode,
    keyStorage: keySet?.value?.keyStorage?.wallhavenApiKey,
    keySentToWindow: JSON.stringify(contents.sent).includes(KEY),
    loginBefore,
    loginOn,
    loginOff,
    autostartEntry,
    autostartLeft: existsSync(autostartFile),
    loginItemSettings: record.loginItemSettings,
    rotationRanAtStart: JSON.parse(readFileSync(join(process.env.TAPESTRY_DATA_DIR, 'rotation.json'), 'utf8')).lastRunAt !== null,
    rendererUrl,
    ipcChannels: [...record.ipcHandlers.keys()].sort(),
    trustedDisplays: await displays?.(trusted, undefined),
    subFrameDisplays: await displays?.(subFrame, undefined),
    privilegedSchemes: record.privilegedSchemes,
    protocolSchemes: [...record.protocolHandlers.keys()],
    libraryMissingStatus: missing?.status,
    libraryTraversalStatus: traversal?.status,
    permission,
    permissionCheck: record.permissionCheckHandler?.(contents, 'notifications'),
    csp: headers?.['Content-Security-Policy'],
    navigationPrevented: prevented,
    hashNavigationPrevented: hashPrevented,
    openJs,
    openUnsplash,
    openedExternally: record.openedExternally,
    trays: record.trays.length,
    trayIcon: { path: record.trays[0]?.icon?.path, empty: record.trays[0]?.icon?.isEmpty() },
    windowIcon: window.options.icon ?? null,
    trayMenuIds: record.trays[0]?.menu?.template.map((item) => item.id ?? item.type),
    trayTooltip: record.trays[0]?.tooltip,
    appEvents: [...record.appEvents.keys()].sort(),
    powerEvents: record.powerEvents,
    closePrevented,
    paths: record.paths,
    errorBoxes: record.errorBoxes,
  }),
)
process.exit(0)
