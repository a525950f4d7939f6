// The tray's update items at each step, where they sit in the menu, and the feed the packages are built to read.
import { describe, expect, it } from 'vitest'
import packageJson from '../../../package.json' with { type: 'json' }
import { builderConfig } from '../../../electron-builder.config.mjs'
import { buildTrayMenu } from '../../../src/main/core/shell/tray-menu'
import { updateMenuItems } from '../../../src/main/core/updates/update-menu'
import type { RotationStatus } from '../../../src/shared/ipc'
import type { UpdateStatus } from '../../../src/shared/updates'

const status = (change: Partial<UpdateStatus>): UpdateStatus => ({ canUpdate: true, detail: null, checking: true, currentVersion: '1.0.0', phase: { kind: 'idle' }, problem: null, ...change })
const rotation: RotationStatus = {
  paused: false,
  busy: false,
  pool: [{ source: 'wallhaven', weight: 1, filters: {} }],
  perDisplay: false,
  intervalMinutes: 60,
  dailyAt: null,
  nextRunAt: null,
  lastRunAt: null,
  lastError: null,
  current: null,
  note: null,
  afterChangeError: null,
  lastSet: null,
}

describe('updateMenuItems', () => {
  it.each([
    [{ kind: 'idle' }, { id: 'update-check', label: 'Check for updates', action: { kind: 'update-check' } }],
    [{ kind: 'checking' }, { id: 'update-checking', label: 'Checking for updates…', enabled: false }],
    [{ kind: 'available', version: '1.2.3' }, { id: 'update-download', label: 'Download Tapestry 1.2.3', action: { kind: 'update-download' } }],
    [{ kind: 'downloading', version: '1.2.3', percent: 30 }, { id: 'update-downloading', label: 'Downloading Tapestry 1.2.3… 30%', enabled: false }],
    [{ kind: 'ready', version: '1.2.3' }, { id: 'update-restart', label: 'Restart to update to 1.2.3', action: { kind: 'update-restart' } }],
  ] as const)('%o', (phase, item) => {
    expect(updateMenuItems(status({ phase }))).toEqual([item])
  })

  it('offers nothing where the package manager updates Tapestry', () => {
    expect(updateMenuItems(status({ canUpdate: false, detail: 'Installed with Flatpak.', phase: { kind: 'idle' } }))).toEqual([])
  })

  it('sit with Settings and the log folder, before Quit', () => {
    const ids = buildTrayMenu(rotation, [], updateMenuItems(status({ phase: { kind: 'ready', version: '1.2.3' } }))).map((item) => item.id ?? item.type)
    expect(ids.slice(-5)).toEqual(['settings', 'open-log-folder', 'update-restart', 'separator', 'quit'])
  })
})

describe('the feed the packages read', () => {
  it('is the project’s GitHub releases, the repository package.json names', () => {
    const config = builderConfig({ env: {}, hostArch: 'x64' })
    expect(config.publish).toEqual({ provider: 'github', owner: 'tapestryapp', repo: 'tapestry' })
    expect(packageJson.homepage).toBe('https://github.com/tapestryapp/tapestry')
    expect(packageJson.dependencies).toHaveProperty('electron-updater')
  })
})
