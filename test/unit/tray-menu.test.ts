import { describe, expect, it } from 'vitest'
import { buildTrayMenu, trayTooltip, type TrayMenuItem } from '../../src/main/core/tray-menu'
import type { RotationStatus } from '../../src/shared/ipc'

const base: RotationStatus = {
  paused: false,
  busy: false,
  source: 'wallhaven',
  intervalMinutes: 60,
  nextRunAt: '2026-11-21T13:00:00.000Z',
  lastRunAt: null,
  lastError: null,
  current: null,
}

function find(items: TrayMenuItem[], id: string): TrayMenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const inner = item.submenu && find(item.submenu, id)
    if (inner) return inner
  }
  return undefined
}

describe('tray menu', () => {
  it('offers Next, Pause, intervals, sources, Open, Settings, the log folder and Quit: everything, since Linux panels never send a click', () => {
    const menu = buildTrayMenu(base)
    expect(menu.filter((item) => item.label).map((item) => item.label)).toEqual([
      'Next wallpaper',
      'Pause rotation',
      'Change every',
      'Source',
      'Open Tapestry',
      'Settings…',
      'Open the log folder',
      'Quit',
    ])
    expect(find(menu, 'interval')?.submenu?.map((item) => [item.label ?? item.type, item.type ?? 'normal', item.checked])).toEqual([
      ['Every 15 minutes', 'radio', false],
      ['Every hour', 'radio', true],
      ['Every 3 hours', 'radio', false],
      ['Daily', 'radio', false],
      ['separator', 'separator', undefined],
      // A plain item: a radio would check itself when clicked, before anything was chosen.
      ['Custom…', 'normal', undefined],
    ])
    expect(find(menu, 'settings')?.action).toEqual({ kind: 'settings' })
    expect(find(menu, 'open-log-folder')?.action).toEqual({ kind: 'open-log-folder' })
    expect(find(menu, 'source-wallhaven')?.checked).toBe(true)
    expect(find(menu, 'next')?.action).toEqual({ kind: 'next' })
  })

  it('says Resume when paused', () => {
    expect(find(buildTrayMenu({ ...base, paused: true }), 'toggle-pause')?.label).toBe('Resume rotation')
  })

  it('disables Next while a step runs', () => {
    expect(find(buildTrayMenu({ ...base, busy: true }), 'next')).toMatchObject({ label: 'Changing wallpaper…', enabled: false })
  })

  it('shows a custom interval as the checked choice, with Custom… still a plain item', () => {
    const choices = find(buildTrayMenu({ ...base, intervalMinutes: 120 }), 'interval')?.submenu ?? []
    expect(choices.filter((item) => item.checked).map((item) => item.label)).toEqual(['Every 2 hours'])
    expect(find(choices, 'interval-120')?.action).toEqual({ kind: 'interval', minutes: 120 })
    expect(find(choices, 'interval-custom')).toMatchObject({ label: 'Custom…', action: { kind: 'custom-interval' } })
    expect(find(choices, 'interval-custom')?.type).toBeUndefined()
    expect(find(buildTrayMenu({ ...base, intervalMinutes: 45 }), 'interval-45')?.label).toBe('Every 45 minutes')
    expect(find(buildTrayMenu({ ...base, intervalMinutes: 2880 }), 'interval-2880')?.label).toBe('Every 2 days')
  })

  it('shows the last error plainly', () => {
    const menu = buildTrayMenu({ ...base, lastError: { kind: 'network', message: 'Could not reach Wallhaven. Check your connection.' } })
    expect(find(menu, 'last-error')).toMatchObject({ label: 'Last try: Could not reach Wallhaven. Check your connection.', enabled: false })
  })

  it('has a tooltip with the next change', () => {
    expect(trayTooltip(base, new Date('2026-11-21T12:30:00Z'))).toBe('Tapestry · next in 30 min')
    expect(trayTooltip({ ...base, paused: true }, new Date())).toBe('Tapestry · rotation paused')
  })
})
