// The real app in real Electron (playwright-core's _electron): start it against the fakes, run a
// search, set a wallpaper on a recording desktop, and look at the locked-down window from inside.
// Electron 42+ downloads its runtime on first start, which machines without network cannot do:
// there the test is skipped, saying why.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { _electron as electron } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { CONTENT_SECURITY_POLICY } from '../../src/shared/content-security-policy'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { APP_FOLDER } from '../support/electron-app-argument'
import { startXvfb, type XvfbServer } from '../support/xvfb'

const electronDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'))
const pathFile = path.join(electronDir, 'path.txt')
const binary = existsSync(pathFile) ? path.join(electronDir, 'dist', (await readFile(pathFile, 'utf8')).trim()) : null
const available = binary !== null && existsSync(binary)
// Where the workflow has installed the runtime, a missing one is a failure, not a reason to skip.
if (!available && process.env['TAPESTRY_E2E_ELECTRON'] === 'required') throw new Error(`The Electron runtime is not installed (${pathFile}); run npx install-electron.`)
const test = available ? it : it.skip
const run = promisify(execFile)
const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')

describe('Tapestry in Electron', () => {
  let fakes: AllFakes
  let dataDir = ''
  let xvfb: XvfbServer | null = null

  beforeAll(async () => {
    if (!available) return
    fakes = await startAllFakes()
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-electron-'))
    await writeFile(
      path.join(dataDir, 'settings.json'),
      JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }),
    )
    // A Linux machine without a desktop (CI) gets a private X server for the window.
    if (process.platform === 'linux' && !process.env.DISPLAY) xvfb = await startXvfb()
  })
  afterAll(async () => {
    if (!available) return
    await fakes.stop()
    await xvfb?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** `folder`: a data folder of the test's own instead of the shared one. */
  function launch(extraArgs: string[] = [], folder = dataDir) {
    return electron.launch({
      executablePath: binary as string,
      // Chromium refuses to run as root with its own OS sandbox (CI containers); the renderer's
      // sandbox (webPreferences.sandbox) is Electron's and stays on.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), APP_FOLDER, ...extraArgs],
      env: {
        ...process.env,
        ...fakes.env,
        ...(xvfb ? { DISPLAY: xvfb.display } : {}),
        TAPESTRY_DATA_DIR: folder,
        TAPESTRY_TEST_WALLPAPER_LOG: path.join(folder, 'desktop.log'),
      },
    })
  }

  test('started hidden (as at login) it opens no window, only the tray [requires the Electron binary]', async () => {
    const app = await launch(['--hidden'])
    try {
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(app.windows()).toHaveLength(0)
      // Windows tells the end of the session to windows alone ('session-end'): one is kept for it,
      // never shown; elsewhere powerMonitor's 'shutdown' tells it, and no window is made.
      const kept = await app.evaluate(({ BaseWindow }) => BaseWindow.getAllWindows().map((window) => ({ visible: window.isVisible(), listening: window.listenerCount('session-end') })))
      expect(kept).toEqual(process.platform === 'win32' ? [{ visible: false, listening: 1 }] : [])
    } finally {
      await app.close()
    }
  }, 60_000)

  test('on a desktop without a keyring a key is saved all the same, and Settings says where [requires the Electron binary]', async () => {
    // --password-store=basic makes Electron select basic_text, as sway, Hyprland and i3 without a keyring do.
    const app = await launch(['--password-store=basic'])
    try {
      const page = await app.firstWindow()
      await page.evaluate(`window.location.hash = '#/settings'`)
      const row = page.locator('[data-secret="unsplashAccessKey"]')
      await row.getByLabel('Unsplash access key').fill('E2E-Unsplash-Key-0123456789')
      // Settings saves a key when Enter is pressed; where keys are kept is said once, above the sources.
      await row.getByLabel('Unsplash access key').press('Enter')
      await page.getByTestId('keychain-note').getByText(/no keychain Tapestry can use/).waitFor({ timeout: 10_000 })
      expect(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')).toContain('E2E-Unsplash-Key-0123456789')
      await page.evaluate(`window.api['settings.set']({ secrets: { unsplashAccessKey: null } })`)
    } finally {
      await app.close()
    }
  }, 60_000)

  test('the shell in real Electron: its own menu, clipboard for the Copy button, a crashed page reloaded, a log [requires the Electron binary]', async () => {
    const app = await launch()
    try {
      const page = await app.firstWindow()
      await page.waitForLoadState('domcontentloaded')

      // Started by its folder, Electron read its package.json: the app's folder and name are its own
      // (given out/main/index.js, they would be out/main and "Electron": default_app/main.ts).
      expect(await app.evaluate(({ app }) => ({ path: app.getAppPath(), name: app.name }))).toEqual({ path: APP_FOLDER, name: packageJson.name })

      // Tapestry's menu, not Electron's default one: no Reload or DevTools in a build.
      const roles = await app.evaluate(({ Menu }) => {
        const walk = (items: Electron.MenuItem[]): string[] => items.flatMap((item) => [item.role ?? '', ...walk(item.submenu?.items ?? [])])
        return walk(Menu.getApplicationMenu()?.items ?? [])
      })
      expect(roles).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'selectall']))
      expect(roles.filter((role) => /reload|devtools/i.test(role))).toEqual([])

      // The seed's Copy really writes to the clipboard, and only then says Copied.
      await page.evaluate(`window.location.hash = '#/search/wallhaven'`)
      await page.getByRole('button', { name: 'Shuffle' }).click()
      const seed = (await page.getByLabel('Current seed').textContent())?.trim()
      await page.getByRole('button', { name: 'Copy' }).click()
      await page.getByRole('button', { name: 'Copied' }).waitFor({ timeout: 5_000 })
      expect(await app.evaluate(({ clipboard }) => clipboard.readText())).toBe(seed)

      // A crashed renderer is reloaded once, and the log says why.
      await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer())
      // Playwright may hand the reloaded page over as the same page or a new one: ask the newest.
      await expect.poll(async () => app.windows().at(-1)?.evaluate('document.readyState').catch(() => 'gone'), { timeout: 20_000 }).toBe('complete')
      const log = await readFile(path.join(dataDir, 'logs', 'tapestry.log'), 'utf8')
      expect(log).toMatch(/renderer process went away \((crashed|killed|abnormal-exit)/)
      expect(app.windows()).toHaveLength(1)
    } finally {
      await app.close()
    }
  }, 120_000)

  // Only macOS has Spaces: a full-screen window hidden as it is leaves an empty black one behind.
  const onMac = available && process.platform === 'darwin' ? it : it.skip
  onMac('on macOS, closing a full-screen window leaves full screen before hiding [requires the Electron binary]', async () => {
    const app = await launch()
    try {
      const page = await app.firstWindow()
      await page.waitForLoadState('domcontentloaded')
      await app.evaluate(async ({ BrowserWindow }) => {
        const window = BrowserWindow.getAllWindows()[0]
        if (!window) throw new Error('no window')
        const entered = new Promise<void>((resolve) => window.once('enter-full-screen', () => resolve()))
        window.setFullScreen(true)
        await entered
        window.close()
      })
      await expect
        .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().map((window) => ({ fullScreen: window.isFullScreen(), visible: window.isVisible() }))), { timeout: 10_000 })
        .toEqual([{ fullScreen: false, visible: false }])
    } finally {
      await app.close()
    }
  }, 60_000)

  test('starts, searches Wallhaven and sets a wallpaper [requires the Electron binary]', async () => {
    const log = path.join(dataDir, 'desktop.log')
    const app = await launch()
    try {
      const page = await app.firstWindow()
      await page.waitForLoadState('domcontentloaded')

      // On X11 the window's class is the desktop entry's StartupWMClass (package.json desktopName),
      // so the desktop puts the running window under the installed entry and its icon.
      const display = xvfb?.display ?? process.env['DISPLAY']
      if (process.platform === 'linux' && display) {
        const { stdout: tree } = await run('xwininfo', ['-root', '-tree', '-display', display])
        const classes = /"Tapestry": \("([^"]*)" "([^"]*)"\)/.exec(tree)
        expect(classes?.slice(1)).toContain(packageJson.desktopName.replace(/\.desktop$/, ''))
      }

      // The window has window.api and nothing of Node or Electron.
      // (Strings, not functions: this file is type-checked without the DOM library.)
      const world = await page.evaluate<{ require: string; process: string; apiKeys: string[]; ipc: boolean }>(
        `({ require: typeof require, process: typeof process, apiKeys: Object.keys(window.api).sort(), ipc: 'ipcRenderer' in window.api })`,
      )
      expect(world).toMatchObject({ require: 'undefined', process: 'undefined', ipc: false })
      expect(world.apiKeys).toContain('search')

      // The policy in force is the one the build wrote into the file:// page, and it applies: an
      // inline <style> and an image from a host not in the list are refused.
      const policy = await page.evaluate<{ metas: string[]; refused: string[] }>(`(async () => {
        const metas = [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map((meta) => meta.content)
        const refused = []
        const seen = new Promise((resolve) => document.addEventListener('securitypolicyviolation', (event) => {
          if (event.blockedURI === 'inline' || event.blockedURI.startsWith('https://not-an-image-host.example/')) refused.push(event.effectiveDirective)
          if (refused.length === 2) resolve()
        }))
        const style = document.createElement('style')
        style.textContent = 'body { outline: 1px solid red }'
        document.head.append(style)
        const image = new Image()
        image.src = 'https://not-an-image-host.example/probe.png'
        await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, 5000))])
        return { metas, refused: refused.sort() }
      })()`)
      expect(policy).toEqual({ metas: [CONTENT_SECURITY_POLICY], refused: ['img-src', 'style-src-elem'] })

      // A search the way a shared address starts one (a hash change on the same page).
      await page.evaluate(`window.location.hash = '#/search/wallhaven'`)
      await page.locator('.results[data-status="ready"] .card').first().waitFor({ timeout: 30_000 })
      // The fakes' pictures are on loopback, which the app's policy does not list: each card says
      // so with a link to the page in its middle, so the card is clicked by its corner.
      await page.locator('.grid .card').first().click({ position: { x: 8, y: 8 } })
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Set as wallpaper' }).click()
      await expect.poll(async () => (existsSync(log) ? (await readFile(log, 'utf8')).trim().split('\n').length : 0), { timeout: 30_000 }).toBe(1)

      // The image just set is in the library and reaches the window through tapestry:// by its id.
      const width = await page.evaluate<number>(`(async () => {
        const history = await window.api['library.history']()
        const image = new Image()
        image.src = 'tapestry://library/' + history.value.items[0].libraryId
        await image.decode()
        return image.naturalWidth
      })()`)
      expect(width).toBeGreaterThan(0)
    } finally {
      await app.close()
    }
  }, 120_000)

  test('“Choose folders…” in Settings adds the folder the system’s picker answers [requires the Electron binary]', async () => {
    const pictures = await mkdtemp(path.join(tmpdir(), 'tapestry-electron-pictures-'))
    const app = await launch()
    try {
      const page = await app.firstWindow()
      // A native dialog cannot be driven from a test: its answer is given in the main process instead.
      await app.evaluate(({ dialog }, folder) => {
        dialog.showOpenDialog = async () => ({ canceled: false, filePaths: [folder] })
      }, pictures)
      await page.evaluate(`window.location.hash = '#/settings'`)
      await page.getByRole('button', { name: 'Choose folders…' }).click()
      await page.getByRole('list', { name: 'Your folders' }).getByText(pictures).waitFor({ timeout: 10_000 })
      await page.evaluate(`window.api['folders.remove']({ path: ${JSON.stringify(pictures)} })`)
    } finally {
      await app.close()
      await rm(pictures, { recursive: true, force: true })
    }
  }, 60_000)

  test('a global shortcut saved in Settings is registered with the system, and let go when removed [requires the Electron binary]', async () => {
    const accelerator = 'CommandOrControl+Alt+Shift+F12'
    const app = await launch()
    try {
      const page = await app.firstWindow()
      await page.evaluate(`window.location.hash = '#/settings?focus=notifications'`)
      const form = page.locator('section', { has: page.getByRole('heading', { name: 'Shortcuts' }) })
      await form.getByLabel('Next wallpaper').fill(accelerator)
      // Saved as the box is left or Enter is pressed.
      await form.getByLabel('Next wallpaper').press('Enter')
      await form.getByText('works everywhere').waitFor({ timeout: 10_000 })
      expect(await app.evaluate(({ globalShortcut }, keys) => globalShortcut.isRegistered(keys), accelerator)).toBe(true)
      await page.evaluate(`window.api['settings.set']({ settings: { shortcuts: { next: null } } })`)
      expect(await app.evaluate(({ globalShortcut }, keys) => globalShortcut.isRegistered(keys), accelerator)).toBe(false)
    } finally {
      await app.close()
    }
  }, 60_000)

  test('“Now showing” after a rotation step the window did not ask for, through Electron’s Notification [requires the Electron binary]', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'tapestry-electron-notify-'))
    try {
      const desktop = { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` }
      await writeFile(path.join(folder, 'settings.json'), JSON.stringify({ wallpaper: desktop, notifications: { enabled: true } }))
      // The timer's next step falls due a few seconds after start: a change made outside the window.
      await writeFile(path.join(folder, 'rotation.json'), JSON.stringify({ nextRunAt: Date.now() + 10_000, lastRunAt: null }))
      const app = await launch([], folder)
      try {
        await app.firstWindow()
        // Every notification the app shows, as it calls show() (the system's own banner is not readable).
        const supported = await app.evaluate(({ Notification }) => {
          const shown: { title: string; body: string }[] = []
          const show = Notification.prototype.show
          Notification.prototype.show = function (this: Electron.Notification) {
            shown.push({ title: this.title, body: this.body })
            show.call(this)
          }
          Object.assign(globalThis, { tapestryShown: shown })
          return Notification.isSupported()
        })
        // Linux needs libnotify for Electron's notifications (the packages depend on it); macOS and Windows always have them.
        if (process.platform !== 'linux') expect(supported).toBe(true)
        if (!supported) return
        const shown = () => app.evaluate(() => (globalThis as unknown as { tapestryShown: { title: string; body: string }[] }).tapestryShown)
        await expect.poll(shown, { timeout: 40_000 }).toHaveLength(1)
        expect((await shown())[0]?.title).toMatch(/^Now showing: /)
      } finally {
        await app.close()
      }
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 90_000)
})
