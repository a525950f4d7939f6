// The BUILT main bundle (out/main/index.js), loaded in plain Node with a stub `electron` through a
// module-resolve hook, in a child process so the hook stays there: it shows how the app sets itself
// up — window settings, every contract operation through the wrapper, protocol, security, tray.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../src/shared/ipc'

let report: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
let dataDir: string

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tapestry-built-'))
  const output = execFileSync(process.execPath, ['test/support/electron-stub/load-main.mjs', path.resolve('out/main/index.js')], {
    env: { PATH: process.env.PATH ?? '', HOME: dataDir, TAPESTRY_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 30_000,
  })
  report = JSON.parse(output.trim().split('\n').at(-1) as string)
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

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

  it('registers every contract operation through the wrapper, which checks the sender', () => {
    expect(report.ipcChannels).toEqual(Object.keys(OPERATIONS).sort())
    expect(report.trustedDisplays).toEqual({ ok: true, value: [{ id: '0', name: 'Stub display', width: 1280, height: 720, primary: true }] })
    expect(report.subFrameDisplays).toMatchObject({ ok: false, error: { kind: 'blocked' } })
  })

  it('installs the library protocol (by opaque id only) and the security handlers', () => {
    expect(report.privilegedSchemes).toMatchObject([{ scheme: 'tapestry', privileges: { standard: true, secure: true } }])
    expect(report.protocolSchemes).toEqual(['tapestry'])
    expect(report.libraryMissingStatus).toBe(404)
    expect(report.libraryTraversalStatus).toBe(404)
    expect(report.permission).toBe(false)
    expect(report.permissionCheck).toBe(false)
    expect(report.csp?.[0]).toMatch(/^default-src 'none'; script-src 'self';/)
    expect(report.navigationPrevented).toBe(true)
    expect(report.hashNavigationPrevented).toBe(false)
    expect(report.openJs).toEqual({ action: 'deny' })
    expect(report.openUnsplash).toEqual({ action: 'deny' })
    expect(report.openedExternally).toEqual(['https://unsplash.com/@ana?utm_source=tapestry&utm_medium=referral'])
  })

  it('keeps its data, its keys and its Chromium profile in the data folder it was given', () => {
    expect(report.paths).toEqual({ userData: path.join(dataDir, 'electron') })
    expect(report.keyHasKey).toBe(true)
    expect(report.keyInAnswer).toBe(false)
    expect(report.keyInFile).toBe(false)
    expect(report.keySentToWindow).toBe(false)
  })

  it('builds the tray, keeps running when the window closes, and wakes rotation after sleep', () => {
    expect(report.trays).toBe(1)
    expect(report.trayMenuIds).toEqual(['next', 'toggle-pause', 'separator', 'interval', 'source', 'separator', 'open', 'quit'])
    expect(report.trayTooltip).toMatch(/^Tapestry/)
    expect(report.closePrevented).toBe(true)
    expect(report.appEvents).toEqual(expect.arrayContaining(['second-instance', 'window-all-closed', 'before-quit']))
    expect(report.powerEvents).toContain('resume')
  })
})
