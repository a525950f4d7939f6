// @vitest-environment jsdom
// The preview's parts that depend on what a card is: a GIF or a video is not offered as a wallpaper
// and the reason is said, with what the picture drawn is; a Wallhaven wallpaper is named from its own
// record (asked for once per wallpaper), its tags are chips that search and "Similar" searches like:ID.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import './support/css-escape'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../src/renderer/src/api/api-context'
import { LibraryProvider } from '../../src/renderer/src/hooks/library-context'
import { SettingsProvider } from '../../src/renderer/src/hooks/settings-context'
import { PreviewDialog } from '../../src/renderer/src/preview/PreviewDialog'
import { parseRoute } from '../../src/renderer/src/routing/route'
import type { MediaItem } from '../../src/shared/media'
import type { WallhavenDetails } from '../../src/sources/wallhaven/operations'
import { createFakeApi, type Answers } from './support/fake-api'
import { sampleItem } from './support/items'

afterEach(() => {
  cleanup()
  window.location.hash = ''
})

function renderPreview(item: MediaItem, answers: Answers = {}, onClose: () => void = () => undefined) {
  const fake = createFakeApi(answers)
  render(
    <ApiProvider api={fake.api}>
      <SettingsProvider>
        <LibraryProvider>
          <PreviewDialog item={item} onClose={onClose} onBlocked={() => undefined} onOpenSettings={() => undefined} />
        </LibraryProvider>
      </SettingsProvider>
    </ApiProvider>,
  )
  return fake
}

/** The fact after `term` in the preview's list. */
function fact(term: string): string | null {
  const terms = [...document.querySelectorAll('.preview-facts dt')]
  return terms.find((dt) => dt.textContent === term)?.nextElementSibling?.textContent ?? null
}

describe('a GIF or a video', () => {
  it('a video: Download and Open at its source, no Set, the reason in words, and "a still" shown', () => {
    renderPreview(sampleItem('reddit', { mediaType: 'video', fullUrl: 'http://127.0.0.1:9/video/DASH_720.mp4' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).queryByRole('button', { name: 'Set as wallpaper' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy()
    expect(within(dialog).getByText(/Download it to keep it in your library/)).toBeTruthy()
    expect(within(dialog).queryByText(/downloads only pictures/)).toBeNull()
    expect(within(dialog).getByRole('link', { name: 'Open on Reddit' })).toBeTruthy()
    expect(within(dialog).getByText(/A video can’t be a wallpaper/)).toBeTruthy()
    expect(fact('Showing')).toBe('A still from the video')
  })

  it('a video: pressing Download asks the core for that video and says it is in the library', async () => {
    const video = sampleItem('reddit', { id: 'vid1', mediaType: 'video', fullUrl: 'http://127.0.0.1:9/video/DASH_720.mp4' })
    const fake = renderPreview(video, {
      download: () => ({ ok: true, value: { libraryId: 'lib-vid1', fileName: 'reddit-vid1-0123456789abcdef.mp4', path: '/home/me/Pictures/Tapestry/reddit-vid1-0123456789abcdef.mp4' } }),
    })
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(screen.getByText(/Downloaded to your library/)).toBeTruthy())
    expect(fake.callsOf('download')).toEqual([{ item: video }])
  })

  it('a GIF: Download and Open, no Set, the reason in words', () => {
    renderPreview(sampleItem('reddit', { mediaType: 'gif', fullUrl: 'http://127.0.0.1:9/img/anim.gif' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).queryByRole('button', { name: 'Set as wallpaper' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Open on Reddit' })).toBeTruthy()
    expect(within(dialog).getByText(/An animated GIF can’t be a wallpaper/)).toBeTruthy()
    expect(fact('Type')).toBe('Animated GIF')
  })

  it('a picture is offered as a wallpaper, with no reason given', () => {
    renderPreview(sampleItem('reddit'))
    expect(screen.getByRole('button', { name: 'Set as wallpaper' })).toBeTruthy()
    expect(document.querySelector('.preview-reason')).toBeNull()
  })
})

const DETAILS: WallhavenDetails = {
  id: 'wallhaven1',
  title: 'landscape, digital art, minimalism',
  tags: ['landscape', 'digital art', 'minimalism', 'mountains'],
  uploader: { name: 'Nyx', url: 'https://wallhaven.cc/user/Nyx' },
  category: 'general',
  purity: 'sfw',
  views: 12_345,
  favourites: 678,
}

describe('a Wallhaven wallpaper’s own record', () => {
  const card = sampleItem('wallhaven', { id: 'wallhaven1', title: 'Wallpaper wallhaven1', tags: [], author: null })

  it('names and credits the wallpaper from its record, with category, views and favourites', async () => {
    const fake = renderPreview(card, { 'wallhaven.details': () => ({ ok: true, value: DETAILS }) })
    await screen.findByRole('heading', { name: 'landscape, digital art, minimalism' })
    expect(fake.callsOf('wallhaven.details')).toEqual([{ id: 'wallhaven1' }])
    expect((document.querySelector('.credit') as HTMLElement).textContent).toBe('Wallpaper by Nyx on Wallhaven')
    expect(fact('Category')).toBe('General')
    expect(fact('Views')).toBe((12_345).toLocaleString())
    expect(fact('Favourites')).toBe('678')
  })

  it('keeps the card’s own name when the record cannot be had', async () => {
    const fake = renderPreview(sampleItem('wallhaven', { id: 'other2', title: 'Wallpaper other2' }), {
      'wallhaven.details': () => ({ ok: false, error: { kind: 'network', message: 'Wallhaven could not be reached.' } }),
    })
    await waitFor(() => expect(fake.callsOf('wallhaven.details')).toHaveLength(1))
    expect(screen.getByRole('heading').textContent).toBe('Wallpaper other2')
    expect(fact('Views')).toBeNull()
  })

  it('a tag chip closes the preview and searches Wallhaven for that tag', async () => {
    const onClose = vi.fn()
    renderPreview(card, { 'wallhaven.details': () => ({ ok: true, value: DETAILS }) }, onClose)
    const chips = await screen.findByRole('list', { name: 'Tags: each searches Wallhaven' })
    fireEvent.click(within(chips).getByRole('button', { name: 'digital art' }))
    expect(onClose).toHaveBeenCalled()
    const route = parseRoute(window.location.hash)
    expect(route).toMatchObject({ view: 'search', search: { source: 'wallhaven', form: { query: 'digital art', like: '' } } })
  })

  it('Similar closes the preview and searches like:ID', async () => {
    const onClose = vi.fn()
    renderPreview(card, { 'wallhaven.details': () => ({ ok: true, value: DETAILS }) }, onClose)
    fireEvent.click(await screen.findByRole('button', { name: 'Similar' }))
    expect(onClose).toHaveBeenCalled()
    expect(parseRoute(window.location.hash)).toMatchObject({ view: 'search', search: { source: 'wallhaven', form: { query: '', like: 'wallhaven1' } } })
  })

  it('is not asked for a picture from another source', async () => {
    const fake = renderPreview(sampleItem('unsplash'))
    await screen.findByRole('button', { name: 'Set as wallpaper' })
    expect(fake.callsOf('wallhaven.details')).toEqual([])
    expect(screen.queryByRole('button', { name: 'Similar' })).toBeNull()
  })
})
