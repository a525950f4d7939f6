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
  it('offers Next, Pause, intervals, sources, Open and Quit', () => {
    const menu = buildTrayMenu(base)
    expect(menu.filter((item) => item.label).map((item) => item.label)).toEqual(['Next wallpaper', 'Pause rotation', 'Change every', 'Source', 'Open Tapestry', 'Quit'])
    expect(find(menu, 'interval')?.submenu?.map((item) => [item.label, item.checked])).toEqual([
      ['Every 15 minutes', false],
      ['Every hour', true],
      ['Every 3 hours', false],
      ['Daily', false],
      ['Custom…', false],
    ])
    expect(find(menu, 'source-wallhaven')?.checked).toBe(true)
    expect(find(menu, 'next')?.action).toEqual({ kind: 'next' })
  })

  it('says Resume when paused', () => {
    expect(find(buildTrayMenu({ ...base, paused: true }), 'toggle-pause')?.label).toBe('Resume rotation')
  })

  it('disables Next while a step runs', () => {
    expect(find(buildTrayMenu({ ...base, busy: true }), 'next')).toMatchObject({ label: 'Changing wallpaper…', enabled: false })
  })

  it('shows a custom interval as checked', () => {
    expect(find(buildTrayMenu({ ...base, intervalMinutes: 120 }), 'interval-custom')).toMatchObject({ label: 'Custom: every 2 hours', checked: true })
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
