// @vitest-environment jsdom
// What each source's card says: the Unsplash photographer, linked with the referral parameters and
// without opening the preview; a Reddit post's title and community; a Wallhaven wallpaper's
// resolution and purity; NSFW and spoilers blurred until shown, card by card. jsdom lays nothing
// out, so a narrow card is checked here by the order of its labels, in test/unit/card-labels-css.test.ts
// by the rules that keep them inside the card, and measured for real in Chromium (test/e2e/browser.test.ts).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Card } from '../../src/renderer/src/grid/Card'
import type { MediaItem } from '../../src/shared/media'
import { sampleItem } from './support/items'

afterEach(cleanup)

function renderCard(item: MediaItem, onOpen = vi.fn()) {
  const view = render(<Card item={item} index={3} width={320} height={180} tabbable onOpen={onOpen} onFocusCard={() => undefined} />)
  return { card: screen.getByRole('gridcell'), onOpen, view }
}

const unsplash = sampleItem('unsplash', {
  title: 'A misty lake',
  author: { name: 'Anna Berger', url: 'https://unsplash.com/@anna?utm_source=tapestry&utm_medium=referral' },
  pageUrl: 'https://unsplash.com/photos/abc',
})

describe('an Unsplash card', () => {
  it('names the photographer, linked to their page with utm_source=tapestry&utm_medium=referral', () => {
    const { card } = renderCard(sampleItem('unsplash', { author: { name: 'Anna Berger', url: 'https://unsplash.com/@anna' } }))
    const link = within(card).getByRole('link', { name: 'Anna Berger' }) as HTMLAnchorElement
    const url = new URL(link.href)
    expect(url.origin + url.pathname).toBe('https://unsplash.com/@anna')
    expect(url.searchParams.get('utm_source')).toBe('tapestry')
    expect(url.searchParams.get('utm_medium')).toBe('referral')
    // Opened outside the window, as every external link is.
    expect(link.target).toBe('_blank')
    expect(link.rel).toContain('noopener')
    expect(card.getAttribute('aria-label')).toBe('A unsplash picture, Photo by Anna Berger, 1920x1080, Unsplash')
  })

  it('keeps the link its own target: its click does not open the preview, the card’s does', () => {
    const { card, onOpen } = renderCard(unsplash)
    const link = within(card).getByRole('link', { name: 'Anna Berger' })
    fireEvent.click(link)
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(card)
    expect(onOpen).toHaveBeenCalledWith(3)
  })

  it('leaves the card the grid’s one Tab stop: the link takes none (the preview has the same credit)', () => {
    const { card } = renderCard(unsplash)
    expect(card.tabIndex).toBe(0)
    expect((within(card).getByRole('link') as HTMLAnchorElement).tabIndex).toBe(-1)
  })

  it('shows the name as text, with no link, when the photographer has no page', () => {
    const { card } = renderCard(sampleItem('unsplash', { author: { name: 'Anna Berger', url: null } }))
    expect(within(card).queryByRole('link')).toBeNull()
    expect(within(card).getByText('Anna Berger')).toBeTruthy()
  })
})

describe('a Reddit card', () => {
  const post = sampleItem('reddit', { title: 'Misty morning in the Dolomites [3840x2160]', community: 'wallpapers', width: 3840, height: 2160, resolution: '3840x2160' })

  it('shows the post’s title and its community', () => {
    const { card } = renderCard(post)
    expect(card.querySelector('.card-title')?.textContent).toBe('Misty morning in the Dolomites [3840x2160]')
    expect(card.querySelector('.card-community')?.textContent).toBe('r/wallpapers')
    expect(card.querySelector('.card-resolution')?.textContent).toBe('3840x2160')
    expect(card.getAttribute('aria-label')).toBe('Misty morning in the Dolomites [3840x2160], r/wallpapers, 3840x2160, Reddit')
  })

  it('has no author link on the card (Reddit asks for none there)', () => {
    const { card } = renderCard(sampleItem('reddit', { community: 'wallpapers', author: { name: 'u/alpine_lens', url: 'https://www.reddit.com/user/alpine_lens' } }))
    expect(within(card).queryByRole('link')).toBeNull()
  })
})

describe('a Wallhaven card', () => {
  it.each([
    ['sfw', 'SFW'],
    ['sketchy', 'Sketchy'],
  ] as const)('shows its resolution and its purity (%s)', (purity, badge) => {
    const { card } = renderCard(sampleItem('wallhaven', { purity, width: 2560, height: 1440, resolution: '2560x1440' }))
    expect(card.querySelector('.card-resolution')?.textContent).toBe('2560x1440')
    const shown = card.querySelector(`.card-badge.${purity}`)
    expect(shown?.textContent).toBe(badge)
    expect(card.getAttribute('aria-label')).toBe(`A wallhaven picture, 2560x1440, ${badge}, Wallhaven`)
  })

  it('is not blurred for being sketchy: only NSFW is', () => {
    const { card } = renderCard(sampleItem('wallhaven', { purity: 'sketchy' }))
    expect(card.querySelector('img')?.classList.contains('veiled')).toBe(false)
    expect(within(card).queryByRole('button')).toBeNull()
  })
})

describe('NSFW and spoiler cards', () => {
  it.each([
    ['an NSFW Wallhaven wallpaper', sampleItem('wallhaven', { purity: 'nsfw', nsfw: true }), 'Show NSFW', 'NSFW'],
    ['an NSFW Reddit post', sampleItem('reddit', { nsfw: true, community: 'wallpapers' }), 'Show NSFW', 'NSFW'],
    ['a Reddit spoiler', sampleItem('reddit', { spoiler: true, community: 'wallpapers' }), 'Show spoiler', 'Spoiler'],
  ])('%s is blurred, with a badge, until its control is clicked; that click does not open it', (_, item, control, badge) => {
    const { card, onOpen } = renderCard(item)
    const image = card.querySelector('img') as HTMLImageElement
    expect(image.classList.contains('veiled')).toBe(true)
    expect(within(card).getByText(badge, { selector: '.card-badge' })).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: control }))
    expect(image.classList.contains('veiled')).toBe(false)
    expect(within(card).queryByRole('button')).toBeNull()
    expect(onOpen).not.toHaveBeenCalled()
    // Focus stays on the card once its control has gone.
    expect(document.activeElement).toBe(card)
  })

  it('can be shown from the keyboard: the control is a button, the Tab stop after its card', () => {
    const { card } = renderCard(sampleItem('reddit', { spoiler: true }))
    const button = within(card).getByRole('button', { name: 'Show spoiler' }) as HTMLButtonElement
    expect(button.type).toBe('button')
    expect(button.tabIndex).toBe(0)
    cleanup()
    render(<Card item={sampleItem('reddit', { spoiler: true })} index={0} width={320} height={180} tabbable={false} onOpen={() => undefined} onFocusCard={() => undefined} />)
    expect((screen.getByRole('button', { name: 'Show spoiler' }) as HTMLButtonElement).tabIndex).toBe(-1)
  })

  it('is shown card by card, and nothing is remembered: a card made again is blurred again', () => {
    const first = sampleItem('reddit', { id: 'a', spoiler: true })
    const second = sampleItem('reddit', { id: 'b', spoiler: true })
    const cards = (tabbableFirst: boolean) => (
      <>
        <Card item={first} index={0} width={320} height={180} tabbable={tabbableFirst} onOpen={() => undefined} onFocusCard={() => undefined} />
        <Card item={second} index={1} width={320} height={180} tabbable={!tabbableFirst} onOpen={() => undefined} onFocusCard={() => undefined} />
      </>
    )
    const view = render(cards(true))
    const [one, two] = screen.getAllByRole('gridcell') as [HTMLElement, HTMLElement]
    fireEvent.click(within(one).getByRole('button', { name: 'Show spoiler' }))
    expect(one.querySelector('img.veiled')).toBeNull()
    expect(two.querySelector('img.veiled')).not.toBeNull()
    view.unmount()
    render(cards(true))
    expect(screen.getAllByRole('gridcell').every((card) => card.querySelector('img.veiled') !== null)).toBe(true)
  })

  it('a safe card is not blurred and has no control', () => {
    const { card } = renderCard(sampleItem('reddit'))
    expect(card.querySelector('img.veiled')).toBeNull()
    expect(within(card).queryByRole('button')).toBeNull()
  })
})

describe('a narrow card', () => {
  it('puts what matters most first, so it is what stays: credit or community, resolution, rating, source', () => {
    const labels = (item: MediaItem) => {
      const { card } = renderCard(item)
      const classes = [...(card.querySelector('.card-line') as HTMLElement).children].map((label) => label.className)
      cleanup()
      return classes
    }
    expect(labels(unsplash)).toEqual(['card-label card-credit', 'card-label card-resolution', 'card-label card-source'])
    expect(labels(sampleItem('reddit', { community: 'wallpapers', mediaType: 'gif' }))).toEqual([
      'card-label card-community',
      'card-label card-resolution',
      'card-badge media',
      'card-label card-source',
    ])
    expect(labels(sampleItem('wallhaven', { purity: 'sketchy' }))).toEqual(['card-label card-resolution', 'card-badge sketchy', 'card-label card-source'])
  })
})
