// @vitest-environment jsdom
// The preview: what it says about a card, the credit each source asks for (Unsplash's links with
// the referral parameters), and the actions with their progress, success and failure.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import './support/css-escape'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../src/renderer/src/api/api-context'
import { LibraryProvider } from '../../src/renderer/src/hooks/library-context'
import { SettingsProvider } from '../../src/renderer/src/hooks/settings-context'
import { PreviewDialog } from '../../src/renderer/src/preview/PreviewDialog'
import type { MediaItem } from '../../src/shared/media'
import { createFakeApi, type Answers } from './support/fake-api'
import { sampleItem } from './support/items'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function renderPreview(item: MediaItem, answers: Answers = {}, handlers: { onClose?: () => void; onBlocked?: (item: MediaItem) => void } = {}) {
  const fake = createFakeApi(answers)
  render(
    <ApiProvider api={fake.api}>
      <SettingsProvider>
        <LibraryProvider>
          <PreviewDialog item={item} onClose={handlers.onClose ?? (() => undefined)} onBlocked={handlers.onBlocked ?? (() => undefined)} onOpenSettings={() => undefined} />
        </LibraryProvider>
      </SettingsProvider>
    </ApiProvider>,
  )
  return fake
}

const unsplash = sampleItem('unsplash', {
  author: { name: 'Anna Berger', url: 'https://unsplash.com/@anna' },
  pageUrl: 'https://unsplash.com/photos/abc',
})

describe('the preview', () => {
  it('shows resolution, aspect ratio, file size, colours and tags', () => {
    renderPreview(sampleItem('wallhaven'))
    const facts = screen.getByRole('dialog')
    expect(within(facts).getByText('1920x1080')).toBeTruthy()
    expect(within(facts).getByText('16:9 (1.78)')).toBeTruthy()
    expect(within(facts).getByText('2.4 MB')).toBeTruthy()
    expect(within(facts).getByText('#ffcc00')).toBeTruthy()
    expect(within(facts).getByText('mountains')).toBeTruthy()
  })

  it('credits Unsplash as "Photo by NAME on Unsplash", every link with utm_source=tapestry&utm_medium=referral', () => {
    renderPreview(unsplash)
    const credit = document.querySelector('.credit') as HTMLElement
    expect(credit.textContent).toBe('Photo by Anna Berger on Unsplash')
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.preview a[href*="unsplash.com"]')]
    expect(links.map((link) => link.textContent)).toEqual(['Anna Berger', 'Unsplash', 'Open on Unsplash'])
    for (const link of links) {
      const url = new URL(link.href)
      expect(url.searchParams.get('utm_source')).toBe('tapestry')
      expect(url.searchParams.get('utm_medium')).toBe('referral')
      expect(link.rel).toContain('noopener')
    }
  })

  it('credits Wallhaven and Reddit authors in the same way, and says where an image is from without one', () => {
    renderPreview(sampleItem('reddit', { author: { name: 'u/painter', url: 'https://www.reddit.com/user/painter' } }))
    expect((document.querySelector('.credit') as HTMLElement).textContent).toBe('Posted by u/painter on Reddit')
    cleanup()
    renderPreview(sampleItem('wallhaven', { author: null }))
    expect((document.querySelector('.credit') as HTMLElement).textContent).toBe('From Wallhaven')
  })

  it('sets the wallpaper on the display chosen among several, showing progress and then success', async () => {
    let finish: (value: { ok: true; value: { libraryId: string; setAt: string } }) => void = () => undefined
    const fake = renderPreview(unsplash, {
      displays: () => ({
        ok: true,
        value: [
          { id: '0', name: 'Laptop', width: 1920, height: 1080, primary: true },
          { id: 'HDMI-1', name: 'Big screen', width: 3840, height: 2160, primary: false },
        ],
      }),
      setWallpaper: () => new Promise((resolve) => (finish = resolve)),
    })
    await screen.findByRole('radiogroup', { name: 'Display' })
    fireEvent.click(screen.getByRole('radio', { name: 'Big screen, 3840×2160' }))
    fireEvent.click(screen.getByRole('button', { name: 'Set as wallpaper' }))
    await screen.findByText('Setting as wallpaper…')
    act(() => fake.emit('download.progress', { source: 'unsplash', id: unsplash.id, bytes: 500, total: 1000, percent: 50 }))
    expect(screen.getByText(/50%/)).toBeTruthy()
    act(() => finish({ ok: true, value: { libraryId: 'lib1', setAt: new Date().toISOString() } }))
    await screen.findByText('Set as the wallpaper on Big screen.')
    expect(fake.callsOf('setWallpaper')).toEqual([{ item: unsplash, display: 'HDMI-1' }])
  })

  it('the chooser shows the desktop’s names; a display it could not match is shown, not offered, and says why', async () => {
    const problem = "Tapestry cannot tell which of the desktop's displays (eDP-1, HDMI-1) is Projector (1280×720 at 4480,0): no single one has its name or its position and size."
    renderPreview(unsplash, {
      displays: () => ({
        ok: true,
        value: [
          { id: 'HDMI-1', name: 'HDMI-1', description: 'DELL U2720Q', width: 2560, height: 1440, primary: false },
          { id: 'eDP-1', name: 'eDP-1', description: 'Built-in', width: 1920, height: 1080, primary: true },
          { id: 'unmatched-23', name: 'Projector', width: 1280, height: 720, primary: false, problem },
        ],
      }),
    })
    const chooser = await screen.findByRole('radiogroup', { name: 'Display' })
    const options = within(chooser)
      .getAllByRole('radio')
      .map((radio) => [(radio as HTMLInputElement).value, radio.closest('label')?.textContent, (radio as HTMLInputElement).disabled])
    expect(options).toEqual([
      ['all', 'All displays', false],
      ['HDMI-1', 'HDMI-1 — DELL U2720Q, 2560×1440', false],
      ['eDP-1', 'eDP-1 — Built-in, 1920×1080, main', false],
      ['unmatched-23', 'Projector, 1280×720', true],
    ])
    expect(screen.getByText(problem)).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Projector, 1280×720' }).getAttribute('aria-describedby')).toBe(screen.getByText(problem).id)
  })

  it('no chooser where the desktop shows one picture on every display', async () => {
    const limitation = 'GNOME shows one image on all displays.'
    const fake = renderPreview(unsplash, {
      displays: () => ({
        ok: true,
        value: [
          { id: 'unmatched-1', name: 'Built-in', width: 1920, height: 1080, primary: true, problem: limitation },
          { id: 'unmatched-2', name: 'DELL U2720Q', width: 2560, height: 1440, primary: false, problem: limitation },
        ],
      }),
    })
    await screen.findByRole('button', { name: 'Set as wallpaper' })
    // Let the displays arrive: the chooser would appear with them.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(fake.callsOf('displays')).toHaveLength(1)
    expect(screen.queryByLabelText('Display')).toBeNull()
  })

  it('a failed action says why in a plain sentence, with a way forward', async () => {
    renderPreview(sampleItem('wallhaven'), {
      setWallpaper: () => ({ ok: false, error: { kind: 'wallpaper', message: 'The desktop refused the wallpaper.' } }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Set as wallpaper' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The desktop refused the wallpaper.')
    expect(alert.textContent).toContain('Check the wallpaper method in Settings, then try again.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('downloads, favourites and blocks, each with a clear result', async () => {
    const item = sampleItem('wallhaven')
    const onBlocked = vi.fn()
    const fake = renderPreview(
      item,
      {
        download: () => ({ ok: true, value: { libraryId: 'lib2', fileName: 'wallhaven-0123456789abcdef.jpg', path: '/library/wallhaven-0123456789abcdef.jpg' } }),
        'library.addFavourite': () => ({ ok: true, value: { source: item.source, id: item.id, favourite: true } }),
        'library.block': () => ({ ok: true, value: { source: item.source, id: item.id, title: item.title, blockedAt: new Date().toISOString() } }),
      },
      { onBlocked },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    await screen.findByText('Downloaded to your library.')
    fireEvent.click(screen.getByRole('button', { name: '☆ Favourite' }))
    await screen.findByText('Added to favourites.')
    expect(screen.getByRole('button', { name: '★ Favourite' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Block' }))
    await waitFor(() => expect(onBlocked).toHaveBeenCalledWith(item))
    expect(fake.callsOf('library.block')).toEqual([{ item }])
  })

  it('Escape closes it', () => {
    const onClose = vi.fn()
    renderPreview(sampleItem('wallhaven'), {}, { onClose })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })
})
