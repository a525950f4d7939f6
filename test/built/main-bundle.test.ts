// The BUILT main bundle (out/main/index.js), loaded in plain Node with a stub `electron` through a
// module-resolve hook, in a child process so the hook stays there: it shows how the app sets itself
// up — window settings, every contract operation through the wrapper, protocol, security, tray.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { CONTENT_SECURITY_POLICY } from '../../src/shared/content-security-policy'
import { OPERATIONS } from '../../src/shared/ipc'
import { writePicture } from '../support/local-pictures'
import { APP_FOLDER } from '../support/electron-app-argument'
import { folderSourcesAt } from '../fakes/all-fakes'

type Report = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
let report: Report
let dataDir: string
const folders: string[] = []

// Every source at a closed loopback port: a rotation step the app starts fails at once, offline.
const NOWHERE = 'http://127.0.0.1:9'
const SOURCES_NOWHERE = { TAPESTRY_WALLHAVEN_URL: NOWHERE, TAPESTRY_UNSPLASH_URL: NOWHERE, TAPESTRY_REDDIT_URL: NOWHERE, TAPESTRY_REDDIT_AUTH_URL: NOWHERE, ...folderSourcesAt(NOWHERE) }

/**
 * Loads the built bundle in a fresh data folder (which is also HOME) and returns its report. With
 * `chosenDataDir: false` the app finds its data folder itself, as without TAPESTRY_DATA_DIR.
 */
function loadMain(args: readonly string[] = [], settings?: object, env: { chosenDataDir?: boolean; extra?: Record<string, string> } = {}): Report & { dataDir: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'tapestry-built-'))
  folders.push(folder)
  if (settings) writeFileSync(path.join(folder, 'settings.json'), JSON.stringify(settings))
  const output = execFileSync(process.execPath, ['test/support/electron-stub/load-main.mjs', APP_FOLDER, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: folder, ...(env.chosenDataDir === false ? {} : { TAPESTRY_DATA_DIR: folder }), ...SOURCES_NOWHERE, ...env.extra },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { ...JSON.parse(output.trim().split('\n').at(-1) as string), dataDir: folder }
}

beforeAll(() => {
  report = loadMain()
  dataDir = report.dataDir
})
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe('out/main/index.js with a stub electron', () => {
  it('takes the single-instance lock and creates one window, shown on ready-to-show', () => {
    expect(report.singleInstanceLock).toBe(true)
    expect(report.windowCount).toBe(1)
    expect(report.show).toBe(false)
    expect(report.readyToShow).toBe(true)
    expect(report.shownBeforeReady).toBe(false)
    expect(report.shownAfterReady).toBe(true)
    expect(report.errorBoxes).toEqual([])
    expect(report.rendererUrl).toMatch(/^file:\/\/.*\/out\/renderer\/index\.html$/)
  })

  it('locks the window down', () => {
    expect(report.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false, webviewTag: false, webSecurity: true })
    expect(report.webPreferences.preload).toMatch(/out\/preload\/index\.cjs$/)
  })

  it('passes the window the system languages the menus follow (app.getPreferredSystemLanguages()), in its arguments', () => {
    const finnishThenGerman = loadMain([], undefined, { extra: { LANGUAGE: 'fi:de', LANG: 'fi_FI.UTF-8' } })
    expect(finnishThenGerman.webPreferences.additionalArguments).toEqual(['--tapestry-system-languages=fi,de'])
  })

  it('registers every contract operation through the wrapper, which checks the sender', () => {
    expect(report.ipcChannels).toEqual(Object.keys(OPERATIONS).sort())
    // No desktop session here: the display is listed, with why a picture cannot be set on it.
    expect(report.trustedDisplays).toEqual({
      ok: true,
      value: [
        {
          id: 'unmatched-41',
          name: 'Stub display',
          width: 1280,
          height: 720,
          primary: true,
          problem: 'Tapestry found no graphical session to set the wallpaper on (neither DISPLAY nor WAYLAND_DISPLAY is set).',
          // The same sentence as a catalog message, for the window's language.
          problemText: { key: 'desktop.detect.noSession', values: {} },
          bounds: { x: 0, y: 0, width: 1280, height: 720 },
          scaleFactor: 1,
        },
      ],
    })
    expect(report.subFrameDisplays).toMatchObject({ ok: false, error: { kind: 'blocked' } })
  })

  it('installs the library protocol (by opaque id only) and the security handlers', () => {
    expect(report.privilegedSchemes).toMatchObject([{ scheme: 'tapestry', privileges: { standard: true, secure: true } }])
    expect(report.protocolSchemes).toEqual(['tapestry'])
    expect(report.libraryMissingStatus).toBe(404)
    expect(report.libraryTraversalStatus).toBe(404)
    expect(report.localMissingStatus).toBe(404)
    expect(report.permission).toBe(false)
    expect(report.permissionCheck).toBe(false)
    // Writing to the clipboard (the seed's Copy) for our own page's main frame only.
    expect(report.clipboard).toEqual({ ourPage: true, ourPageCheck: true, read: false, otherPage: false, subFrame: false, otherWindow: false })
    // The file:// page is held to its meta policy only, which is the one in src/shared; the app sets
    // no header policy (it could never reach that page, and would be a second one on the dev server's).
    expect(report.pagePolicies).toEqual([CONTENT_SECURITY_POLICY])
    expect(report.headersHandlerInstalled).toBe(false)
    expect(report.navigationPrevented).toBe(true)
    expect(report.hashNavigationPrevented).toBe(false)
    expect(report.openJs).toEqual({ action: 'deny' })
    expect(report.openUnsplash).toEqual({ action: 'deny' })
    expect(report.openedExternally).toEqual(['https://unsplash.com/@ana?utm_source=tapestry&utm_medium=referral'])
  })

  it('serves a folder picture’s thumbnail through tapestry://thumb/<id>, made by core with sharp from the bundle’s dependencies', async () => {
    const pictures = mkdtempSync(path.join(tmpdir(), 'tapestry-built-pictures-'))
    folders.push(pictures)
    await writePicture(path.join(pictures, 'sea.jpg'), { width: 1200, height: 800 })
    const local = loadMain([], undefined, { extra: { TAPESTRY_STUB_PICTURES: pictures } })
    expect(local.errorBoxes).toEqual([])
    expect(local.localFolder).toMatchObject({ added: [{ path: pictures, available: true }], items: 1, thumbStatus: 200, thumbType: 'image/webp' })
    expect(local.localFolder.thumbUrl).toMatch(/^tapestry:\/\/thumb\/[0-9a-f]{32}$/)
    const thumbnails = readdirSync(path.join(local.dataDir, 'thumbnails'))
    expect(thumbnails).toEqual([expect.stringMatching(/^[0-9a-f]{32}-[0-9a-z]+-[0-9a-z]+\.webp$/)])
  })

  it('opens the system’s folder picker modal to the window for “Choose folders…”, and adds what it answers', () => {
    const chose = loadMain([], undefined, { extra: { TAPESTRY_STUB_SCENARIO: 'choose-folders' } })
    expect(chose.dialogs).toEqual([
      { parent: chose.windowId, options: expect.objectContaining({ properties: expect.arrayContaining(['openDirectory', 'multiSelections']) }) },
      { parent: chose.windowId, options: expect.anything() },
    ])
    expect(chose.dialogs[0].options.properties).not.toContain('openFile')
    expect(chose.chosen).toEqual({ chosen: chose.folders, paths: chose.folders })
    expect(chose.cancelled).toEqual({ chosen: [], paths: chose.folders })
    expect(chose.settingsFolders).toEqual(chose.folders)
  })

  it('keeps its data, its keys and its Chromium profile in the data folder it was given', () => {
    expect(report.paths).toEqual({ userData: path.join(dataDir, 'electron') })
    expect(report.keyHasKey).toBe(true)
    expect(report.keyInAnswer).toBe(false)
    // No desktop and no keyring here (basic_text): the key is in the owner-only file, never in keys.json
    // under Chromium's hard-coded key. The keychain itself: test/built/keychain.test.ts.
    expect(report.keyInFile).toBe(false)
    expect(report.keyStorage).toBe('file')
    expect(report.keySentToWindow).toBe(false)
  })

  it('never refuses a key on a desktop without a keyring: it is kept in the owner-only file, and Settings is told so', () => {
    // Electron selects basic_text for --password-store=basic as on sway, Hyprland or i3 with no keyring.
    const basic = loadMain(['--password-store=basic'])
    expect(basic.keyHasKey).toBe(true)
    expect(basic.keyStorage).toBe('file')
    expect(basic.keyInSecretsFile).toBe(true)
    expect(basic.secretsMode).toBe(0o600)
    expect(basic.keyInFile).toBe(false)
    expect(basic.keyInAnswer).toBe(false)
    expect(basic.keySentToWindow).toBe(false)
  })

  it('builds the tray, keeps running when the window closes, and wakes rotation after sleep', () => {
    expect(report.trays).toBe(1)
    // The drawn icon for a Linux panel, read from the app's resources (a missing file would be an empty image).
    expect(report.trayIcon).toEqual({ path: path.resolve('resources/tray/tray-22.png'), empty: false })
    expect(report.windowIcon).toBe(path.resolve('resources/icon.png'))
    // Nothing set yet in a fresh data folder: no "Now:" line above Next.
    expect(report.trayMenuIds).toEqual([
      'next',
      'previous',
      'favourite-current',
      'block-current',
      'toggle-pause',
      'separator',
      'interval',
      'source',
      'separator',
      'open',
      'settings',
      'open-log-folder',
      'separator',
      'quit',
    ])
    expect(report.trayTooltip).toMatch(/^Tapestry/)
    expect(report.closePrevented).toBe(true)
    expect(report.appEvents).toEqual(expect.arrayContaining(['second-instance', 'window-all-closed', 'before-quit']))
    expect(report.powerEvents).toContain('resume')
  })
})

describe('the shell around the window', () => {
  it('replaces Electron’s default menu with its own: Edit roles, Settings, the log folder, About; no reload or DevTools in a build', () => {
    expect(report.applicationMenu.labels).toEqual(['&File', '&Edit', '&View', '&Window', '&Help'])
    expect(report.applicationMenu.roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'minimize', 'about', 'quit']))
    for (const developer of ['reload', 'forceReload', 'toggleDevTools']) expect(report.applicationMenu.roles).not.toContain(developer)
    expect(report.applicationMenu.ids).toEqual(['settings', 'open-log-folder', 'website'])
    expect(report.aboutPanel).toMatchObject({ applicationName: 'Tapestry', applicationVersion: packageJson.version, website: packageJson.homepage })
  })

  it('offers reload and DevTools only against the dev server (npm run dev)', () => {
    const dev = loadMain([], undefined, { extra: { ELECTRON_RENDERER_URL: 'http://localhost:5173/' } })
    expect(dev.rendererUrl).toBe('http://localhost:5173/')
    expect(dev.applicationMenu.roles).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']))
  })

  it('reloads a crashed renderer once and logs why; a second crash closes the window and says so, while rotation carries on', () => {
    expect(report.afterFirstCrash).toEqual({ reloads: 1, destroyed: false, messages: 0 })
    expect(report.afterSecondCrash).toEqual({ reloads: 1, destroyed: true, messages: ['Tapestry’s window stopped working.'] })
    expect(report.windowsAfterReopen).toBe(2)
    expect(report.rotationAfterCrash).toEqual({ paused: false, scheduled: true })
    expect(report.logText).toContain("The window's renderer process went away (crashed, exit code 139): reloading the window once.")
  })

  it('keeps a log in the data folder, owner-only and without keys, and opens its folder on request', () => {
    expect(report.logMode).toBe(0o600)
    expect(report.logText).toMatch(/\[info\] +Tapestry [\d.]+ started/)
    expect(report.logText).not.toContain('BuiltBundleKey-0123456789')
    expect(report.logsOpened).toEqual({ ok: true, value: { folder: path.join(dataDir, 'logs'), opened: true } })
    expect(report.openedPaths).toEqual([path.join(dataDir, 'logs')])
    // A system shutting down lets go of the library and timers, as Quit does.
    expect(report.powerEvents).toContain('shutdown')
    expect(report.logText).toMatch(/\[info\] +Tapestry stopped\.\n$/)
  })

  it('closing a full-screen window leaves full screen first and hides once it has; the dock icon brings it back', () => {
    expect(report.fullScreenClose).toEqual({ prevented: true, hiddenWhileFullScreen: false, fullScreenAfter: false, shownAfter: false })
    expect(report.shownOnActivate).toBe(true)
  })

  it('on macOS keeps Chromium’s profile apart from the data folder, which Electron would otherwise share', () => {
    const mac = loadMain(['--platform=darwin'], undefined, { chosenDataDir: false })
    const support = path.join(mac.dataDir, 'Library', 'Application Support')
    expect(mac.paths).toEqual({ userData: path.join(support, 'Tapestry', 'electron') })
    expect(mac.applicationMenu.labels).toEqual(['Tapestry', 'Edit', 'View', 'Window', 'Help'])
    expect(mac.applicationMenu.roles).toEqual(expect.arrayContaining(['hide', 'services', 'windowMenu', 'pasteAndMatchStyle']))
    expect(mac.errorBoxes).toEqual([])
  })

  it('on Windows sets the AppUserModelID the installer gives its shortcut', () => {
    const windows = loadMain(['--platform=win32'])
    expect(windows.appUserModelId).toBe('io.github.tapestryapp.Tapestry')
    // The end of the session, which Windows tells windows alone, is test/built/session-end.test.ts.
    expect(windows.errorBoxes).toEqual([])
  })
})

describe('starting at login', () => {
  it('turns the XDG autostart entry on and off through the contract (Linux), starting this app hidden', () => {
    expect(report.loginBefore).toEqual({ ok: true, value: { enabled: false, supported: true, detail: expect.stringContaining('autostart'), detailText: { key: 'system.loginItem.xdgOff', values: { path: expect.stringContaining('autostart') } } } })
    expect(report.loginOn).toMatchObject({ ok: true, value: { enabled: true, supported: true } })
    const entry = report.autostartEntry as string
    expect(entry).toMatch(/^\[Desktop Entry\]\nType=Application\n/)
    // `electron .` here: Electron's own executable, then the app's folder, then --hidden.
    expect(entry).toContain(`\nExec=${process.execPath} ${path.resolve('.')} --hidden\n`)
    expect(report.loginOff).toMatchObject({ ok: true, value: { enabled: false } })
    expect(report.autostartLeft).toBe(false)
    expect(report.loginItemSettings).toEqual([])
    expect(path.basename(path.join(dataDir, '.config/autostart', packageJson.desktopName))).toBe('io.github.tapestryapp.Tapestry.desktop')
  })

  it('with --hidden opens no window, only the tray; a start changes nothing unless asked to', () => {
    expect(report.rotationRanAtStart).toBe(false)
    const hidden = loadMain(['--hidden'], { startup: { changeWallpaper: true } })
    expect(hidden).toMatchObject({ windowCount: 0, trays: 1, rotationRan: true, errorBoxes: [] })
  })
})
