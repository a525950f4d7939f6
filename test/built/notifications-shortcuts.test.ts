// "Now showing" notifications and global shortcuts in the BUILT main bundle, with the stub electron
// (test/support/electron-stub: Notification and globalShortcut as electron.d.ts has them), run as
// Linux, macOS and Windows. Rotation steps run against the loopback fakes and a recording desktop,
// so the fakes answer while the app runs (the app is started asynchronously for that).
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { APP_FOLDER } from '../support/electron-app-argument'
import { folderSourcesAt } from '../fakes/all-fakes'

type Report = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const run = promisify(execFile)
const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')
const NOWHERE = 'http://127.0.0.1:9'
const folders: string[] = []
let fakes: AllFakes

beforeAll(async () => {
  fakes = await startAllFakes()
})
afterAll(async () => {
  await fakes.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** Starts the built app in a fresh data folder with these settings and runs a scenario in it. */
async function scenario(name: string, settings: object, options: { args?: string[]; env?: Record<string, string>; online?: boolean } = {}): Promise<Report> {
  const folder = mkdtempSync(path.join(tmpdir(), 'tapestry-built-'))
  folders.push(folder)
  const desktop = { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` }
  writeFileSync(path.join(folder, 'settings.json'), JSON.stringify({ wallpaper: desktop, ...settings }))
  const sources = options.online
    ? fakes.env
    : { TAPESTRY_WALLHAVEN_URL: NOWHERE, TAPESTRY_UNSPLASH_URL: NOWHERE, TAPESTRY_REDDIT_URL: NOWHERE, TAPESTRY_REDDIT_AUTH_URL: NOWHERE, ...folderSourcesAt(NOWHERE) }
  const { stdout } = await run(process.execPath, ['test/support/electron-stub/load-main.mjs', APP_FOLDER, ...(options.args ?? [])], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      TAPESTRY_DATA_DIR: folder,
      TAPESTRY_TEST_WALLPAPER_LOG: path.join(folder, 'desktop.log'),
      TAPESTRY_STUB_SCENARIO: name,
      ...sources,
      ...options.env,
    },
    timeout: 60_000,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string)
}

const FROM_UNSPLASH = { rotation: { pool: [{ source: 'unsplash', weight: 1, filters: {} }] } }

describe('“Now showing” notifications', () => {
  it('with the setting on (Linux): one after the tray’s Next with the Unsplash credit, none after the window’s own Next; no buttons, and a click opens the history', async () => {
    const report = await scenario('notifications', { ...FROM_UNSPLASH, notifications: { enabled: true } }, { online: true })
    expect(report.afterTrayNext).toBe(1)
    expect(report.afterWindowNext).toBe(1)
    expect(report.second.id).not.toBe(report.first.id)
    const [notice] = report.notices
    expect(notice.title).toBe(`Now showing: ${report.first.title}`)
    expect(notice.body).toBe(`Photo by ${report.first.author.name} on Unsplash`)
    expect(notice).toMatchObject({ actions: [], silent: true })
    expect(report.openedAfterClick).toMatch(/#\/library\/history$/)
  }, 90_000)

  it.each(['darwin', 'win32'])('on %s, Favourite and Block act on the notification’s own picture; Block moves on only while it still shows', async (platform) => {
    const report = await scenario('notifications', { ...FROM_UNSPLASH, notifications: { enabled: true } }, { online: true, args: [`--platform=${platform}`] })
    expect(report.notices[0]).toMatchObject({
      title: `Now showing: ${report.first.title}`,
      actions: [
        { type: 'button', text: 'Favourite' },
        { type: 'button', text: 'Block' },
      ],
    })
    expect(report.afterWindowNext).toBe(1)
    // The first notification's picture, not the one the window put up since.
    expect(report.favourites).toEqual([report.first.id])
    expect(report.blocked).toContain(report.first.id)
    expect(report.blocked).not.toContain(report.second.id)
    expect(report.movedOnAfterBlockingOld).toBe(false)
    // Block on a notification whose picture shows: blocked, moved on, and the new one announced.
    expect(report.blocked).toEqual([report.first.id, report.third.id].sort())
    expect(report.fourth.id).not.toBe(report.third.id)
    expect(report.notices).toHaveLength(3)
    expect(report.notices[2].title).toBe(`Now showing: ${report.fourth.title}`)
  }, 90_000)

  it('with the setting off (the default), none', async () => {
    const report = await scenario('notifications', FROM_UNSPLASH, { online: true, args: ['--platform=darwin'] })
    expect(report.afterTrayNext).toBe(0)
    expect(report.notices).toEqual([])
  }, 90_000)
})

describe('global shortcuts', () => {
  const SHORTCUTS = { shortcuts: { next: 'Ctrl+Alt+N', previous: 'Ctrl+Alt+P', favourite: 'Ctrl+Alt+F', block: null } }

  it('registers those set in settings, runs the tray’s action on a key press, says which another app holds, registers a saved change again, and lets go of all on quit', async () => {
    const report = await scenario('shortcuts', SHORTCUTS, { env: { TAPESTRY_STUB_TAKEN_SHORTCUTS: 'Ctrl+Alt+P' } })
    expect(report.enableFeatures).toBeNull()
    expect(report.registeredAtStart).toEqual(['Ctrl+Alt+F', 'Ctrl+Alt+N'])
    expect(report.statusAtStart).toEqual({
      available: true,
      detail: null,
      detailText: null,
      shortcuts: [
        { action: 'next', accelerator: 'Ctrl+Alt+N', registered: true, problem: null, problemText: null, pending: null, pendingText: null },
        {
          action: 'previous',
          accelerator: 'Ctrl+Alt+P',
          registered: false,
          problem: 'Not set: another app already uses these keys. Choose others.',
          problemText: { key: 'system.shortcuts.refused', values: {} },
          pending: null,
          pendingText: null,
        },
        { action: 'favourite', accelerator: 'Ctrl+Alt+F', registered: true, problem: null, problemText: null, pending: null, pendingText: null },
      ],
    })
    expect(report.stepAfterPress).toBe(true)
    expect(report.log).toContain('A rotation step did not change the wallpaper')
    expect(report.log).toContain('Tapestry has set no wallpaper that is still in its library.')
    expect(report.saved).toEqual({ next: 'Ctrl+Shift+N', previous: null, favourite: 'Ctrl+Alt+F', block: null })
    expect(report.callsOnSave).toEqual(['unregister Ctrl+Alt+N', 'register Ctrl+Shift+N'])
    expect(report.statusAfterSave.shortcuts.map((shortcut: Report) => [shortcut.accelerator, shortcut.registered])).toEqual([
      ['Ctrl+Shift+N', true],
      ['Ctrl+Alt+F', true],
    ])
    expect(report.callsOnOtherSave).toEqual([])
    expect(report.registeredAfterQuit).toEqual([])
  }, 60_000)

  it('none by default', async () => {
    const report = await scenario('shortcuts', {})
    expect(report.registeredAtStart).toEqual([])
    expect(report.statusAtStart).toEqual({ available: true, detail: null, detailText: null, shortcuts: [] })
  }, 60_000)

  it('on Wayland with no Tapestry desktop file installed (an AppImage, a checkout): asks anyway, but never says a shortcut works; says why and what to do', async () => {
    const noApplications = mkdtempSync(path.join(tmpdir(), 'tapestry-no-apps-'))
    folders.push(noApplications)
    const report = await scenario('shortcuts', SHORTCUTS, { env: { XDG_SESSION_TYPE: 'wayland', XDG_DATA_DIRS: noApplications } })
    // Electron answered true for each; the portal bound none (GNOME denies an app it cannot find).
    expect(report.registeredAtStart).toEqual([])
    expect(report.statusAtStart.shortcuts.map((shortcut: Report) => [shortcut.accelerator, shortcut.registered])).toEqual([
      ['Ctrl+Alt+N', false],
      ['Ctrl+Alt+P', false],
      ['Ctrl+Alt+F', false],
    ])
    for (const shortcut of report.statusAtStart.shortcuts) {
      expect(shortcut.problem).toContain(`Tapestry’s desktop file (${packageJson.desktopName}) is not installed`)
      expect(shortcut.problem).toContain('Install Tapestry’s .deb or .rpm package, then restart Tapestry.')
    }
  }, 60_000)

  it('on Wayland with the desktop file installed: sent to the portal and said to be unconfirmed; a press runs the action, and keys given up run nothing though the portal still holds them', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'tapestry-apps-'))
    folders.push(data)
    mkdirSync(path.join(data, 'applications'))
    writeFileSync(path.join(data, 'applications', packageJson.desktopName), '[Desktop Entry]\nType=Application\nName=Tapestry\nExec=/bin/sh -c true\n')
    const report = await scenario('shortcuts', SHORTCUTS, { env: { XDG_SESSION_TYPE: 'wayland', XDG_DATA_DIRS: data } })
    expect(report.registeredAtStart).toEqual(['Ctrl+Alt+F', 'Ctrl+Alt+N', 'Ctrl+Alt+P'])
    for (const shortcut of report.statusAtStart.shortcuts) expect(shortcut).toMatchObject({ registered: true, problem: null, pending: expect.stringMatching(/does not tell Tapestry whether it took the keys/) })
    expect(report.stepAfterPress).toBe(true)
    expect(report.callsOnSave).toEqual(['unregister Ctrl+Alt+N', 'unregister Ctrl+Alt+P', 'register Ctrl+Shift+N'])
    expect(report.oldKeysStillBound).toBe(true)
    expect(report.oldKeysRanAStep).toBe(false)
  }, 60_000)

  it('in a Wayland session turns on Chromium’s GlobalShortcutsPortal before ready, keeping features given on the command line, and says the desktop has a say', async () => {
    const report = await scenario('shortcuts', SHORTCUTS, { env: { XDG_SESSION_TYPE: 'wayland' }, args: ['--enable-features=WaylandWindowDecorations'] })
    expect(report.enableFeatures).toBe('WaylandWindowDecorations,GlobalShortcutsPortal')
    expect(report.statusAtStart.detail).toMatch(/shortcuts portal/)
  }, 60_000)
})
