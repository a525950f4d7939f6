// Run in a child process: registers the hook, loads the built main bundle, exercises what it set up,
// and prints one JSON report on stdout.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire, register, registerHooks } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { defaultAppFor } from './default-app.mjs'

register('./hooks.mjs', import.meta.url)
// The same for require(): CommonJS packages the bundle loads (electron-updater) require('electron'),
// which the asynchronous hook above does not see; Node 22.15+ runs these synchronous hooks for both.
registerHooks({ resolve: (specifier, context, nextResolve) => (specifier === 'electron' ? { url: new URL('./electron.mjs', import.meta.url).href, shortCircuit: true } : nextResolve(specifier, context)) })
// Electron gives every app process.resourcesPath: a package's resources/ (TAPESTRY_STUB_PACKAGED), else Electron's own.
// A stub staged outside the project (the desktop tests copy it for their own user) has no
// node_modules beside it: there the path only has to exist as a name, since only a packaged app reads it.
process.resourcesPath = process.env.TAPESTRY_STUB_PACKAGED || electronResources()

function electronResources() {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('electron/package.json')), 'dist', 'resources')
  } catch {
    return join(dirname(new URL(import.meta.url).pathname), 'resources')
  }
}
// The arguments after this script are Electron's: the app's path (its folder, or a file) and the
// app's own. Which file runs, app.getAppPath() and app.name follow Electron's default app.
const electronApp = defaultAppFor(process.argv.slice(2))
// --platform=darwin|win32: the app (and the stub, which offers each platform's calls only there) runs
// as on that system, to show what the Electron layer does there; core's files stay POSIX paths.
const platform = process.argv.find((arg) => arg.startsWith('--platform='))?.slice('--platform='.length)
if (platform) {
  // better-sqlite3 picks its prebuilt addon by process.platform when it first opens a database, and
  // this machine can load only its own: the one the bundle will use is loaded (and kept) first.
  const Database = createRequire(electronApp.mainFile)('better-sqlite3')
  new Database(':memory:').close()
  Object.defineProperty(process, 'platform', { value: platform })
}
// The data folder: the one the test gave, else where Tapestry keeps it on macOS (env-paths) when run as there.
const dataDir = process.env.TAPESTRY_DATA_DIR || join(process.env.HOME, 'Library', 'Application Support', 'Tapestry')
globalThis.__electronStubApp = electronApp
await import(pathToFileURL(electronApp.mainFile).href)
// Let app.whenReady().then(start) finish (createApp reads and writes the data folder).
// A start that failed says so in an error box and makes no tray: no need to wait for one then.
for (let i = 0; i < 200 && globalThis.__electronStub.trays.length === 0 && globalThis.__electronStub.errorBoxes.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))

const record = globalThis.__electronStub
/** What Electron made of the path it was given, as the app sees it. */
const describeApp = () => ({ given: electronApp.given, appPath: electronApp.appPath, name: electronApp.name, desktopName: electronApp.desktopName })
// TAPESTRY_STUB_SCENARIO=NAME: ./scenarios/NAME.mjs exercises what the app set up and its report is printed instead.
if (process.env.TAPESTRY_STUB_SCENARIO) {
  const { run } = await import(`./scenarios/${process.env.TAPESTRY_STUB_SCENARIO}.mjs`)
  console.log(JSON.stringify(await run({ record, dataDir, electronApp: describeApp() })))
  process.exit(0)
}
const window = record.windows[0]
// Started hidden (--hidden, as the autostart entry starts it): there is no window, so only what a
// start at login does is reported: the tray, and whether a rotation step ran (rotation.json).
if (window === undefined) {
  const rotationFile = join(dataDir, 'rotation.json')
  const lastRunAt = () => (existsSync(rotationFile) ? JSON.parse(readFileSync(rotationFile, 'utf8')).lastRunAt ?? null : null)
  // A step against a closed port fails after got's bounded retries (about 3 s).
  for (let i = 0; i < 1500 && lastRunAt() === null && record.errorBoxes.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
  console.log(JSON.stringify({ windowCount: 0, trays: record.trays.length, rotationRan: lastRunAt() !== null, errorBoxes: record.errorBoxes, electronApp: describeApp() }))
  process.exit(0)
}

const contents = window.webContents
const rendererUrl = window.loaded[0]

const trusted = { senderFrame: { url: `${rendererUrl}#/search/wallhaven`, parent: null }, sender: { id: contents.id } }
const subFrame = { senderFrame: { url: rendererUrl, parent: {} }, sender: { id: contents.id } }
const displays = record.ipcHandlers.get('displays')
const trustedDisplays = await displays?.(trusted, undefined)
const subFrameDisplays = await displays?.(subFrame, undefined)

// As Electron calls them: the request handler with details of the asking frame, the check handler
// with the requesting origin and details.
const ask = (permission, url = `${rendererUrl}#/search/wallhaven`, isMainFrame = true) => {
  let answer = null
  record.permissionRequestHandler?.(contents, permission, (allowed) => (answer = allowed), { isMainFrame, requestingUrl: url })
  return answer
}
const permission = ask('geolocation')
const clipboard = {
  ourPage: ask('clipboard-sanitized-write'),
  ourPageCheck: record.permissionCheckHandler?.(contents, 'clipboard-sanitized-write', new URL(rendererUrl).origin, { isMainFrame: true, requestingUrl: rendererUrl }),
  read: ask('clipboard-read'),
  otherPage: ask('clipboard-sanitized-write', 'https://evil.example/'),
  subFrame: ask('clipboard-sanitized-write', rendererUrl, false),
  otherWindow: (() => {
    let answer = null
    record.permissionRequestHandler?.({ id: 99 }, 'clipboard-sanitized-write', (allowed) => (answer = allowed), { isMainFrame: true, requestingUrl: rendererUrl })
    return answer
  })(),
}
let prevented = false
contents.listeners.get('will-navigate')?.({ preventDefault: () => (prevented = true) }, 'https://evil.example/')
let hashPrevented = false
contents.listeners.get('will-navigate')?.({ preventDefault: () => (hashPrevented = true) }, `${rendererUrl}#/settings`)
const openJs = contents.windowOpenHandler?.({ url: 'javascript:alert(1)' })
const openUnsplash = contents.windowOpenHandler?.({ url: 'https://unsplash.com/@ana?utm_source=tapestry&utm_medium=referral' })
const libraryHandler = record.protocolHandlers.get('tapestry')
const missing = await libraryHandler?.(new Request('tapestry://library/no-such-id'))
const traversal = await libraryHandler?.(new Request('tapestry://library/..%2F..%2Fsecrets.json'))
const localMissing = await libraryHandler?.(new Request(`tapestry://thumb/${'0'.repeat(32)}`))
// TAPESTRY_STUB_PICTURES: a folder added through the contract, searched, and its first picture's
// thumbnail asked for through the protocol, as the window's <img> would (core makes it with sharp).
const localFolder = process.env.TAPESTRY_STUB_PICTURES
  ? await (async () => {
      const added = await record.ipcHandlers.get('folders.add')?.(trusted, { path: process.env.TAPESTRY_STUB_PICTURES })
      // The app indexes a new folder in the background: asked again until its picture is there.
      let found
      for (let i = 0; i < 200 && !(found?.value?.items?.length > 0); i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 10))
        found = await record.ipcHandlers.get('search')?.(trusted, { source: 'local', params: {} })
      }
      const item = found?.value?.items?.[0]
      const thumb = item ? await libraryHandler?.(new Request(item.thumbUrl)) : undefined
      return { added: added?.value, items: found?.value?.items?.length, thumbUrl: item?.thumbUrl, thumbStatus: thumb?.status, thumbType: thumb?.headers.get('content-type') }
    })()
  : null
const shownBeforeReady = window.shown
window.events.get('once:ready-to-show')?.()
const shownAfterReady = window.shown
const KEY = 'BuiltBundleKey-0123456789'
const keySet = await record.ipcHandlers.get('settings.set')?.(trusted, { secrets: { wallhavenApiKey: KEY } })
const dataFile = (name) => (existsSync(join(dataDir, name)) ? readFileSync(join(dataDir, name), 'utf8') : '')
const keysFile = dataFile('keys.json')
const secretsFile = dataFile('secrets.json')
const secretsMode = secretsFile ? statSync(join(dataDir, 'secrets.json')).mode & 0o777 : null
const loginBefore = await record.ipcHandlers.get('loginItem.get')?.(trusted, undefined)
const loginOn = await record.ipcHandlers.get('loginItem.set')?.(trusted, { enabled: true })
const autostartFile = join(process.env.XDG_CONFIG_HOME ?? join(process.env.HOME, '.config'), 'autostart', String(electronApp.packageJson?.desktopName))
const autostartEntry = existsSync(autostartFile) ? readFileSync(autostartFile, 'utf8') : null
const loginOff = await record.ipcHandlers.get('loginItem.set')?.(trusted, { enabled: false })
let closePrevented = false
window.events.get('close')?.({ preventDefault: () => (closePrevented = true) })

const windowCount = record.windows.length

// Closing a full-screen window: full screen is left first, and the window hidden once it has been.
window.show()
window.fullScreen = true
let fullScreenClosePrevented = false
window.emit('close', { preventDefault: () => (fullScreenClosePrevented = true) })
const hiddenInFullScreen = !window.shown
await new Promise((resolve) => setTimeout(resolve, 30))
const fullScreenClose = { prevented: fullScreenClosePrevented, hiddenWhileFullScreen: hiddenInFullScreen, fullScreenAfter: window.fullScreen, shownAfter: window.shown }
// The dock icon (macOS's activate) brings the hidden window back.
record.appEvents.get('activate')?.()
const shownOnActivate = window.shown

const menuRoles = (items) => items.flatMap((item) => [...(item.role ? [item.role] : []), ...menuRoles(item.submenu ?? [])])
const menuIds = (items) => items.flatMap((item) => [...(item.id ? [item.id] : []), ...menuIds(item.submenu ?? [])])
const applicationMenu = record.applicationMenu ? { labels: record.applicationMenu.template.map((item) => item.label ?? item.role), roles: menuRoles(record.applicationMenu.template), ids: menuIds(record.applicationMenu.template) } : record.applicationMenu

// "Open the log folder", through the contract as Settings does it.
const logsOpened = await record.ipcHandlers.get('logs.open')?.(trusted, undefined)
const openedPaths = [...record.openedPaths]

// The renderer goes away: reloaded once; again soon after: the window closed and the person told.
const webContentsListeners = contents.listeners
webContentsListeners.get('render-process-gone')?.({}, { reason: 'crashed', exitCode: 139 })
const afterFirstCrash = { reloads: contents.reloads ?? 0, destroyed: window.isDestroyed(), messages: record.messageBoxes.length }
webContentsListeners.get('render-process-gone')?.({}, { reason: 'oom', exitCode: -536870904 })
await new Promise((resolve) => setTimeout(resolve, 10))
const afterSecondCrash = { reloads: contents.reloads ?? 0, destroyed: window.isDestroyed(), messages: record.messageBoxes.map((box) => box.message) }
// The core carries on: the tray's Open makes a new window, and rotation is still scheduled.
record.trays[0]?.menu?.template.find((item) => item.id === 'open')?.click?.()
const windowsAfterReopen = record.windows.length
const rotationAfterCrash = await record.ipcHandlers.get('rotation.status')?.({ senderFrame: { url: rendererUrl, parent: null }, sender: { id: record.windows.at(-1).webContents.id } }, undefined)

// The system shuts down (Linux, macOS): the library and timers are let go, as Quit does.
record.powerListeners.get('shutdown')?.({ preventDefault() {} })
const logFile = join(dataDir, 'logs', 'tapestry.log')
const logText = existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''

console.log(
  JSON.stringify({
    singleInstanceLock: record.singleInstanceLock,
    electronApp: describeApp(),
    windowCount,
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
    rotationRanAtStart: JSON.parse(readFileSync(join(dataDir, 'rotation.json'), 'utf8')).lastRunAt !== null,
    rendererUrl,
    ipcChannels: [...record.ipcHandlers.keys()].sort(),
    trustedDisplays,
    subFrameDisplays,
    privilegedSchemes: record.privilegedSchemes,
    protocolSchemes: [...record.protocolHandlers.keys()],
    libraryMissingStatus: missing?.status,
    libraryTraversalStatus: traversal?.status,
    localMissingStatus: localMissing?.status,
    localFolder,
    permission,
    permissionCheck: record.permissionCheckHandler?.(contents, 'notifications', new URL(rendererUrl).origin, { isMainFrame: true, requestingUrl: rendererUrl }),
    clipboard,
    headersHandlerInstalled: record.headersReceived !== null,
    // What the window's file:// page is held to: its own meta policies, whatever headers are set.
    // The dev server's page (npm run dev) is http://, which the stub does not fetch: its meta (the
    // dev variant) is checked by test/e2e/dev-server-policy.test.ts.
    pagePolicies: rendererUrl.startsWith('file:') ? record.policiesInForce(rendererUrl) : null,
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
    fullScreenClose,
    windowEvents: [...window.events.keys()],
    shownOnActivate,
    applicationMenu,
    aboutPanel: record.aboutPanel,
    appUserModelId: record.appUserModelId,
    logsOpened,
    openedPaths,
    afterFirstCrash,
    afterSecondCrash,
    rotationAfterCrash: rotationAfterCrash?.ok ? { paused: rotationAfterCrash.value.paused, scheduled: rotationAfterCrash.value.nextRunAt !== null } : rotationAfterCrash,
    windowsAfterReopen,
    logText,
    logMode: existsSync(logFile) ? statSync(logFile).mode & 0o777 : null,
    paths: record.paths,
    errorBoxes: record.errorBoxes,
  }),
)
process.exit(0)
