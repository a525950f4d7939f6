import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { trayIconFile } from '../../src/main/core/shell/tray-icon'

describe('trayIconFile', () => {
  it.each([
    ['darwin', {}, 'tray/trayTemplate.png'],
    ['win32', {}, 'tray/tray.png'],
    ['linux', { XDG_CURRENT_DESKTOP: 'KDE' }, 'tray/tray-22.png'],
    ['linux', { XDG_CURRENT_DESKTOP: 'ubuntu:GNOME' }, 'tray/tray-22.png'],
    ['linux', { XDG_CURRENT_DESKTOP: 'XFCE' }, 'tray/tray-24.png'],
    ['linux', { XDG_CURRENT_DESKTOP: 'X-Cinnamon' }, 'tray/tray-24.png'],
    ['linux', {}, 'tray/tray-22.png'],
  ] as const)('%s %j → %s, which ships with its @2x twin', (platform, env, file) => {
    expect(trayIconFile(platform, env)).toBe(file)
    expect(existsSync(join('resources', file))).toBe(true)
    expect(existsSync(join('resources', file.replace('.png', '@2x.png')))).toBe(true)
  })
})
