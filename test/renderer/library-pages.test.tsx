// @vitest-environment jsdom
// The Library view reads its lists a page at a time: a year of history is not loaded at once, and
// a change elsewhere reloads what is shown without jumping back to the first page.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toasts, clearToasts, showToast } from '../../src/renderer/src/components/Toast'
import type { DownloadRecord } from '../../src/shared/downloads'
import type { HistoryEntry, PageRequest } from '../../src/shared/ipc'
import type { OnlineMediaItem } from '../../src/shared/media'
import { sampleItem } from './support/items'
import { renderApp } from './support/render-app'

afterEach(() => {
  cleanup()
  clearToasts()
})

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
    // 130 rows, each with its time's tooltip and Set again, are slow to draw in jsdom on a busy machine.
  }, 60_000)

  it('reloads what is shown when the history changes, not just the first page', async () => {
    const fake = await renderApp('#/library/history', { 'library.history': historyPage })
    await screen.findByText('Showing 60 of 130')
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    await screen.findByText('Showing 120 of 130')
    fake.emit('library.changed', { what: 'history' })
    await waitFor(() => expect(fake.callsOf('library.history').at(-1)).toEqual({ cursor: 0, limit: 120 }))
    await screen.findByText('Showing 120 of 130')
  }, 60_000)
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

describe('downloads', () => {
  function download(id: string, present: boolean): DownloadRecord {
    const item = sampleItem('wallhaven', { id, title: `Picture ${id}` }) as OnlineMediaItem
    const fileName = `wallhaven-${id.padEnd(16, '0')}.jpg`
    return { libraryId: `lib-${id}`, title: item.title, fileName, path: `/home/me/Pictures/Tapestry/${fileName}`, bytes: 2_400_000, downloadedAt: new Date(Date.now() - 5 * 60_000).toISOString(), present, item }
  }

  it('lists each download with where its file is, and says where when the file manager cannot be asked', async () => {
    const records = [download('d1', true), download('d2', false)]
    const fake = await renderApp('#/library/downloads', {
      'library.downloads': () => ({ ok: true, value: { items: records, next: null, total: 2 } }),
      'library.showInFolder': (input) => ({ ok: true, value: { path: records.find((record) => record.libraryId === input?.libraryId)?.path ?? '', shown: false } }),
    })
    const list = await screen.findByRole('list', { name: 'Downloads' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(screen.getByRole('tab', { name: 'Downloads', selected: true })).toBeTruthy()
    expect(screen.getByText('2 in all')).toBeTruthy()
    const [present, gone] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(present.textContent).toContain('Saved as /home/me/Pictures/Tapestry/wallhaven-d100000000000000.jpg')
    expect(present.textContent).toMatch(/Downloaded 5 minutes ago/)
    expect(gone.textContent).toContain('the file is no longer there')
    expect(within(gone).queryByRole('button', { name: 'Show in folder' })).toBeNull()

    fireEvent.click(within(present).getByRole('button', { name: 'Show in folder' }))
    await within(present).findByText('The file is at /home/me/Pictures/Tapestry/wallhaven-d100000000000000.jpg')
    expect(fake.callsOf('library.showInFolder')).toEqual([{ libraryId: 'lib-d1' }])
  })

  it('reads the list again when the library’s entries change (a download here or in another process)', async () => {
    const fake = await renderApp('#/library/downloads', { 'library.downloads': () => ({ ok: true, value: { items: [], next: null, total: 0 } }) })
    await screen.findByText('Nothing downloaded yet.')
    fake.emit('library.changed', { what: 'entries' })
    await waitFor(() => expect(fake.callsOf('library.downloads')).toHaveLength(2))
  })
})

describe('the note at the bottom of the window', () => {
  it('names the downloaded file, shows it in its folder, and says where it is when no file manager can be asked', async () => {
    const fake = await renderApp('#/library/downloads', {
      'library.showInFolder': () => ({ ok: true, value: { path: '/data/library/wallhaven-abc0000000000000.jpg', shown: false } }),
    })
    act(() => fake.emit('download.finished', { libraryId: 'lib-abc', fileName: 'wallhaven-abc0000000000000.jpg', path: '/data/library/wallhaven-abc0000000000000.jpg', title: 'Sea' }))
    const region = await screen.findByRole('region', { name: 'Notifications' })
    await within(region).findByText('Downloaded as wallhaven-abc0000000000000.jpg.')
    fireEvent.click(within(region).getByRole('button', { name: 'Show in folder' }))
    // A new note (the region is drawn again for it).
    await screen.findByText('The file is at /data/library/wallhaven-abc0000000000000.jpg')
    expect(fake.callsOf('library.showInFolder')).toEqual([{ libraryId: 'lib-abc' }])
  })

  it('keeps Undo working, and closes once it is chosen', async () => {
    const undo = vi.fn()
    render(<Toasts />)
    act(() => void showToast({ message: 'Blocked “Sea”.', undo }))
    const region = await screen.findByRole('region', { name: 'Notifications' })
    fireEvent.click(within(region).getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('Blocked “Sea”.')).toBeNull())
  })
})
