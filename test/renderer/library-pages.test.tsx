// @vitest-environment jsdom
// The Library view reads its lists a page at a time: a year of history is not loaded at once, and
// a change elsewhere reloads what is shown without jumping back to the first page.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { HistoryEntry, PageRequest } from '../../src/shared/ipc'
import { sampleItem } from './support/items'
import { renderApp } from './support/render-app'

afterEach(cleanup)

const TOTAL = 130

function historyRecord(n: number): HistoryEntry {
  const item = sampleItem('wallhaven', { id: `h${n}`, title: `Picture ${n}` })
  return { libraryId: `lib${n}`, source: 'wallhaven', id: item.id, title: item.title, setAt: new Date(Date.UTC(2026, 9, 1, 0, TOTAL - n)).toISOString(), display: 'all', item, inLibrary: n % 2 === 0 }
}

/** Answers like the core: `limit` records from `cursor`, and where the next page starts. */
function historyPage(request: PageRequest = {}) {
  const cursor = request?.cursor ?? 0
  const limit = request?.limit ?? 50
  const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - cursor)) }, (_, index) => historyRecord(cursor + index))
  const next = cursor + items.length < TOTAL ? cursor + items.length : null
  return { ok: true as const, value: { items, next, total: TOTAL } }
}

describe('the history, a page at a time', () => {
  it('shows the first page, then more on request, and says how many there are', async () => {
    const fake = await renderApp('#/library/history', { 'library.history': historyPage })
    const list = await screen.findByRole('list', { name: 'History' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60))
    expect(screen.getByText('Showing 60 of 130')).toBeTruthy()
    expect(fake.callsOf('library.history')).toEqual([{ cursor: 0, limit: 60 }])

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(120))
    expect(fake.callsOf('library.history').at(-1)).toEqual({ cursor: 60, limit: 60 })
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await screen.findByText('130 in all')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    // A record whose file the library no longer has says so; Set again still works from its card.
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('file no longer in the library')
  })

  it('reloads what is shown when the history changes, not just the first page', async () => {
    const fake = await renderApp('#/library/history', { 'library.history': historyPage })
    await screen.findByText('Showing 60 of 130')
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await screen.findByText('Showing 120 of 130')
    fake.emit('library.changed', { what: 'history' })
    await waitFor(() => expect(fake.callsOf('library.history').at(-1)).toEqual({ cursor: 0, limit: 120 }))
    await screen.findByText('Showing 120 of 130')
  })
})

describe('favourites', () => {
  it('marks cards from the list of favourite ids, without loading every favourite’s card', async () => {
    const item = sampleItem('unsplash', { id: 'fav1' })
    const fake = await renderApp('#/library/favourites', {
      'library.favouriteRefs': () => ({ ok: true, value: [{ source: 'unsplash', id: 'fav1' }] }),
      'library.favourites': () => ({ ok: true, value: { items: [{ source: 'unsplash', id: 'fav1', addedAt: '2026-10-01T00:00:00.000Z', item }], next: null, total: 1 } }),
    })
    await waitFor(() => expect(fake.callsOf('library.favourites')).toEqual([{ cursor: 0, limit: 60 }]))
    expect(fake.callsOf('library.favouriteRefs')).toHaveLength(1)
  })
})
