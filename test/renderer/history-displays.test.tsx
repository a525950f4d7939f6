// @vitest-environment jsdom
// The History says which display each picture was on, and where there is more than one display
// lets the person see one display's own history: what was set on it, and what was set on all.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DisplayInfo, HistoryEntry, HistoryRequest } from '../../src/shared/ipc'
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
