import { describe, expect, it } from 'vitest'
import { buildTrayMenu, trayTooltip, type TrayMenuItem } from '../../src/main/core/shell/tray-menu'
import type { RotationStatus, ShowingNow } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'

const base: RotationStatus = {
  paused: false,
  busy: false,
  pool: [{ source: 'wallhaven', weight: 1, filters: {} }],
  perDisplay: false,
  intervalMinutes: 60,
  dailyAt: null,
  nextRunAt: '2026-11-21T13:00:00.000Z',
  lastRunAt: null,
  lastError: null,
  current: null,
  note: null,
  afterChangeError: null,
  lastSet: null,
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
  it('offers Next, Previous, Favourite, Block, Pause, intervals, sources, Open, Settings, the log folder and Quit: everything, since Linux panels never send a click', () => {
    const menu = buildTrayMenu(base)
    expect(menu.filter((item) => item.label).map((item) => item.label)).toEqual([
      'Next wallpaper',
      'Previous wallpaper',
      'Favourite this wallpaper',
      'Block this wallpaper',
      'Pause rotation',
      'Change every',
      'Sources',
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
    expect(find(menu, 'next')?.action).toEqual({ kind: 'next' })
  })

  it('lists the pool’s sources to turn on and off, and a different picture on each display', () => {
    const menu = buildTrayMenu({
      ...base,
      pool: [
        { source: 'wallhaven', weight: 3, filters: {} },
        { source: 'unsplash', weight: 0, filters: {} },
        { source: 'favourites', weight: 1 },
        { source: 'folder', weight: 1, path: '/home/ana/Pictures/Walls & Skies' },
      ],
      perDisplay: true,
    })
    expect(find(menu, 'source')?.submenu?.map((item) => [item.label ?? item.type, item.type, item.checked])).toEqual([
      ['Wallhaven', 'checkbox', true],
      ['Unsplash', 'checkbox', false],
      ['Favourites', 'checkbox', true],
      // A folder by its name; an & is shown as it is, not as a mnemonic.
      ['Walls && Skies', 'checkbox', true],
      ['separator', 'separator', undefined],
      ['A different picture on each display', 'checkbox', true],
    ])
    expect(find(menu, 'source-1')?.action).toEqual({ kind: 'toggle-source', index: 1 })
    expect(find(menu, 'per-display')?.action).toEqual({ kind: 'toggle-per-display' })
  })

  it('says which source stood in for one that failed', () => {
    const note = 'From your favourites: Could not reach Wallhaven. Check your connection.'
    // A tray line is short: where the picture came from is said first, the rest cut.
    expect(find(buildTrayMenu({ ...base, note }), 'last-note')).toMatchObject({ label: 'From your favourites: Could not reach Wallhaven. Check your…', enabled: false })
    expect(find(buildTrayMenu(base), 'last-note')).toBeUndefined()
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

function showing(display: string, libraryId: string, title: string, credit: string): ShowingNow {
  const item = { source: 'unsplash', id: libraryId, title } as MediaItem
  return { display, libraryId, item, credit }
}

describe('tray menu: this wallpaper', () => {
  it('with nothing showing, Previous, Favourite and Block are there but cannot be used', () => {
    const menu = buildTrayMenu(base, [])
    expect(find(menu, 'now')).toBeUndefined()
    for (const id of ['previous', 'favourite-current', 'block-current']) expect(find(menu, id)?.enabled).toBe(false)
  })

  it('says what is showing with its credit, and acts on it', () => {
    const menu = buildTrayMenu(base, [showing('all', 'L1', 'Fjord at dusk', 'Photo by Ana Ruiz on Unsplash')])
    expect(menu[0]).toEqual({ id: 'now', label: 'Now: Fjord at dusk — Photo by Ana Ruiz on Unsplash', enabled: false })
    expect(menu[1]).toEqual({ type: 'separator' })
    expect(find(menu, 'previous')).toMatchObject({ label: 'Previous wallpaper', enabled: true, action: { kind: 'previous' } })
    expect(find(menu, 'favourite-current')).toMatchObject({ label: 'Favourite this wallpaper', enabled: true, action: { kind: 'favourite-current' } })
    expect(find(menu, 'block-current')).toMatchObject({ label: 'Block this wallpaper', enabled: true, action: { kind: 'block-current' } })
  })

  it('one line a display where the displays differ, and Favourite and Block ask which', () => {
    const menu = buildTrayMenu(base, [
      showing('all', 'L1', 'Fjord', 'Photo by Ana on Unsplash'),
      showing('HDMI-1', 'L2', 'Dunes', 'Wallpaper by kai on Wallhaven'),
    ])
    expect(menu.filter((item) => item.id?.startsWith('now')).map((item) => item.label)).toEqual([
      'Now on the other displays: Fjord — Photo by Ana on Unsplash',
      'Now on HDMI-1: Dunes — Wallpaper by kai on Wallhaven',
    ])
    const favourite = find(menu, 'favourite-current')
    expect(favourite?.type).toBe('submenu')
    expect(favourite?.submenu?.map((item) => [item.label, item.action])).toEqual([
      ['On the other displays: Fjord', { kind: 'favourite-current', display: 'all' }],
      ['On HDMI-1: Dunes', { kind: 'favourite-current', display: 'HDMI-1' }],
    ])
    expect(find(menu, 'block-current-1')?.action).toEqual({ kind: 'block-current', display: 'HDMI-1' })
  })

  it('shows an ampersand in a title as itself and a long title shortened', () => {
    const menu = buildTrayMenu(base, [showing('all', 'L1', `Salt & pepper ${'x'.repeat(80)}`, 'Photo by A&B on Unsplash')])
    const label = find(menu, 'now')?.label as string
    // Electron reads one & as a mnemonic; && is one & on the menu.
    expect(label.startsWith('Now: Salt && pepper xxx')).toBe(true)
    expect(label).toContain('… — Photo by A&&B on Unsplash')
  })

  it('disables Previous while a step runs', () => {
    expect(find(buildTrayMenu({ ...base, busy: true }, [showing('all', 'L1', 'Fjord', 'Photo by Ana on Unsplash')]), 'previous')?.enabled).toBe(false)
  })
})

describe('tray menu: a daily time', () => {
  it('shows the daily time set in Settings as the checked choice', () => {
    const choices = find(buildTrayMenu({ ...base, intervalMinutes: 45, dailyAt: '07:30' }), 'interval')?.submenu ?? []
    expect(choices.filter((item) => item.checked).map((item) => item.label)).toEqual(['Daily at 07:30'])
    expect(find(choices, 'interval-daily-at')?.action).toEqual({ kind: 'daily', at: '07:30' })
    // No custom-interval entry beside it: the interval is not what rotation follows now.
    expect(find(choices, 'interval-45')).toBeUndefined()
    expect(find(choices, 'interval-custom')).toMatchObject({ label: 'Custom…' })
  })
})
