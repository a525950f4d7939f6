// @vitest-environment jsdom
// The History says which display each picture was on, and where there is more than one display
// lets the person see one display's own history: what was set on it, and what was set on all. It
// says when each was set as people say it, with the exact time for screen readers, and "Set again"
// asks which display (starting at the one the picture was on).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { exactTime } from '../../src/renderer/src/library/relative-time'
import type { DisplayInfo, HistoryEntry, HistoryRequest } from '../../src/shared/ipc'
import './support/css-escape'
import { sampleItem } from './support/items'
import { renderApp } from './support/render-app'

afterEach(cleanup)

function record(id: string, display: string, minute: number): HistoryEntry {
  const item = sampleItem('wallhaven', { id, title: `Picture ${id}` })
  return { libraryId: `lib-${id}`, source: 'wallhaven', id, title: item.title, setAt: new Date(Date.UTC(2026, 10, 20, 8, minute)).toISOString(), display, item, inLibrary: true }
}

const RECORDS = [record('c', 'eDP-1', 3), record('b', 'HDMI-1', 2), record('a', 'all', 1)]

/** Answers like the core: with a display, what was set on it and what was set on all. */
function history(request: HistoryRequest) {
  const display = request?.display ?? 'all'
  const items = display === 'all' ? RECORDS : RECORDS.filter((entry) => entry.display === display || entry.display === 'all')
  return { ok: true as const, value: { items, next: null, total: items.length } }
}

const TWO_DISPLAYS: DisplayInfo[] = [
  { id: 'eDP-1', name: 'eDP-1', description: 'Built-in panel', width: 1920, height: 1080, primary: true },
  { id: 'HDMI-1', name: 'HDMI-1', width: 2560, height: 1440, primary: false },
]

const shownIds = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.getAttribute('data-key'))

describe('the history by display', () => {
  it('says which display each picture was on, and narrows to one display’s own history', async () => {
    const fake = await renderApp('#/library/history', { 'library.history': history, displays: () => ({ ok: true, value: TWO_DISPLAYS }) })
    const list = await screen.findByRole('list', { name: 'History' })
    await waitFor(() => expect(shownIds(list)).toEqual(['wallhaven:c', 'wallhaven:b', 'wallhaven:a']))
    expect(within(list).getAllByRole('listitem').map((item) => /on (all displays|display [\w-]+)/.exec(item.textContent ?? '')?.[0])).toEqual([
      'on display eDP-1',
      'on display HDMI-1',
      'on all displays',
    ])

    const filter = await screen.findByLabelText('Display')
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All displays', 'eDP-1 — Built-in panel', 'HDMI-1'])
    fireEvent.change(filter, { target: { value: 'HDMI-1' } })
    await waitFor(() => expect(fake.callsOf('library.history').at(-1)).toEqual({ cursor: 0, limit: 60, display: 'HDMI-1' }))
    await waitFor(() => expect(shownIds(screen.getByRole('list', { name: 'History' }))).toEqual(['wallhaven:b', 'wallhaven:a']))

    fireEvent.change(screen.getByLabelText('Display'), { target: { value: 'all' } })
    await waitFor(() => expect(fake.callsOf('library.history').at(-1)).toEqual({ cursor: 0, limit: 60 }))
  })

  it('offers no filter with one display, unless the history names another (one since unplugged)', async () => {
    const one: DisplayInfo[] = [{ id: 'eDP-1', name: 'eDP-1', width: 1920, height: 1080, primary: true }]
    await renderApp('#/library/history', {
      'library.history': () => ({ ok: true, value: { items: [record('a', 'all', 1)], next: null, total: 1 } }),
      displays: () => ({ ok: true, value: one }),
    })
    await screen.findByRole('list', { name: 'History' })
    expect(screen.queryByLabelText('Display')).toBeNull()
    cleanup()

    await renderApp('#/library/history', { 'library.history': history, displays: () => ({ ok: true, value: one }) })
    const filter = await screen.findByLabelText('Display')
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All displays', 'eDP-1', 'HDMI-1'])
  })

  it('keeps the filter on a display with nothing of its own yet, so it can be set back', async () => {
    await renderApp('#/library/history', {
      'library.history': (request) => (request?.display ? { ok: true, value: { items: [], next: null, total: 0 } } : history(request)),
      displays: () => ({ ok: true, value: TWO_DISPLAYS }),
    })
    fireEvent.change(await screen.findByLabelText('Display'), { target: { value: 'eDP-1' } })
    await screen.findByText('Nothing has been set on this display yet.')
    expect(screen.getByLabelText('Display')).toBeTruthy()
  })
})

describe('when, and Set again', () => {
  it('says when each was set relative to now, with the exact time in a <time> element', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000 - 60_000).toISOString()
    const yesterday = new Date(Date.now() - 26 * 3600_000).toISOString()
    const recent = [
      { ...record('b', 'all', 2), setAt: twoHoursAgo },
      { ...record('a', 'all', 1), setAt: yesterday },
    ]
    await renderApp('#/library/history', { 'library.history': () => ({ ok: true, value: { items: recent, next: null, total: 2 } }) })
    const list = await screen.findByRole('list', { name: 'History' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const times = list.querySelectorAll('time')
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([twoHoursAgo, yesterday])
    expect(times[0]?.textContent).toBe(`2 hours ago (${exactTime(twoHoursAgo)})`)
    expect(times[1]?.textContent).toBe(`yesterday (${exactTime(yesterday)})`)
    // No US-style date with seconds anywhere.
    expect(list.textContent).not.toMatch(/\d{1,2}:\d{2}:\d{2}/)
    // The time can be reached with the keyboard (its tooltip opens on focus); pressed, it says the exact time in place.
    const button = times[0]?.closest('button') as HTMLButtonElement
    expect(button.tabIndex).toBe(0)
    fireEvent.click(button)
    await waitFor(() => expect(list.querySelector('time')?.textContent).toBe(exactTime(twoHoursAgo)))
  })

  it('asks which display, starting at the one the picture was on, and sets it there', async () => {
    const fake = await renderApp('#/library/history', {
      'library.history': history,
      displays: () => ({ ok: true, value: TWO_DISPLAYS }),
      setWallpaper: () => ({ ok: true, value: { libraryId: 'lib-b', setAt: new Date().toISOString() } }),
    })
    const list = await screen.findByRole('list', { name: 'History' })
    await waitFor(() => expect(shownIds(list)).toEqual(['wallhaven:c', 'wallhaven:b', 'wallhaven:a']))
    const row = within(list).getAllByRole('listitem')[1] as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: 'Set again' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set “Picture b” again' })
    // The preview's display chooser: one radio per display, the record's own chosen first.
    const chooser = within(dialog).getByRole('radiogroup', { name: 'Display' })
    expect((within(chooser).getByRole('radio', { name: /^HDMI-1/ }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(chooser).getByRole('radio', { name: /^eDP-1/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }))
    await waitFor(() => expect(fake.callsOf('setWallpaper')).toEqual([{ item: RECORDS[1]?.item, display: 'eDP-1' }]))
    await within(row).findByText('Set again on eDP-1.')
  })

  it('sets again at once where there is one display', async () => {
    const one: DisplayInfo[] = [{ id: 'eDP-1', name: 'eDP-1', width: 1920, height: 1080, primary: true }]
    const fake = await renderApp('#/library/history', {
      'library.history': () => ({ ok: true, value: { items: [record('a', 'eDP-1', 1)], next: null, total: 1 } }),
      displays: () => ({ ok: true, value: one }),
      setWallpaper: () => ({ ok: true, value: { libraryId: 'lib-a', setAt: new Date().toISOString() } }),
    })
    const list = await screen.findByRole('list', { name: 'History' })
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(1))
    fireEvent.click(within(list).getByRole('button', { name: 'Set again' }))
    await waitFor(() => expect(fake.callsOf('setWallpaper')).toEqual([{ item: record('a', 'eDP-1', 1).item, display: 'eDP-1' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
