// @vitest-environment jsdom
// What each source's card says: the Unsplash photographer, linked with the referral parameters and
// without opening the preview; a Reddit post's title and community; a Wallhaven wallpaper's
// resolution and its purity when not SFW; a local picture's file name; the source only in a mixed
// list; a favourite's star; Set and Favourite on the card; NSFW and spoilers blurred until shown,
// card by card. jsdom lays nothing
// out, so a narrow card is checked here by the order of its labels, in test/unit/card-labels-css.test.ts
// by the rules that keep them inside the card, and measured for real in Chromium (test/e2e/browser.test.ts).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Card } from '../../src/renderer/src/grid/Card'
import { mixesSources } from '../../src/renderer/src/grid/card-text'
import type { CardActionHandlers } from '../../src/renderer/src/grid/use-card-actions'
import { localImageUrl } from '../../src/shared/local-image-url'
import type { MediaItem } from '../../src/shared/media'
import { sampleItem } from './support/items'
import { renderApp } from './support/render-app'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** What the card says first to assistive technology (its name starts with it). */
function summary(card: HTMLElement): string | null | undefined {
  return card.querySelector('.card-summary')?.textContent
}

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
    expect(summary(card)).toBe('A unsplash picture, Photo by Anna Berger, 1920x1080')
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
    expect(summary(card)).toBe('Misty morning in the Dolomites [3840x2160], r/wallpapers, 3840x2160')
  })

  it('has no author link on the card (Reddit asks for none there)', () => {
    const { card } = renderCard(sampleItem('reddit', { community: 'wallpapers', author: { name: 'u/alpine_lens', url: 'https://www.reddit.com/user/alpine_lens' } }))
    expect(within(card).queryByRole('link')).toBeNull()
  })
})

describe('a Wallhaven card', () => {
  it('shows its resolution and its purity when it warns (Sketchy)', () => {
    const { card } = renderCard(sampleItem('wallhaven', { purity: 'sketchy', width: 2560, height: 1440, resolution: '2560x1440' }))
    expect(card.querySelector('.card-resolution')?.textContent).toBe('2560x1440')
    expect(card.querySelector('.card-badge.sketchy')?.textContent).toBe('Sketchy')
    expect(summary(card)).toBe('A wallhaven picture, 2560x1440, Sketchy')
  })

  it('says nothing of a purity that is SFW, nor of its source in a Wallhaven-only list', () => {
    const { card } = renderCard(sampleItem('wallhaven', { purity: 'sfw', width: 2560, height: 1440, resolution: '2560x1440' }))
    expect(card.querySelector('.card-badge')).toBeNull()
    expect(card.textContent).not.toContain('SFW')
    expect(card.textContent).not.toContain('Wallhaven')
    expect(summary(card)).toBe('A wallhaven picture, 2560x1440')
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
    expect(labels(unsplash)).toEqual(['card-label card-credit', 'card-label card-resolution'])
    expect(labels(sampleItem('reddit', { community: 'wallpapers', mediaType: 'gif' }))).toEqual(['card-label card-community', 'card-label card-resolution', 'card-badge media'])
    expect(labels(sampleItem('wallhaven', { purity: 'sketchy' }))).toEqual(['card-label card-resolution', 'card-badge sketchy'])
    expect(labels(localItem('Phone/portrait.jpg'))).toEqual(['card-label card-name', 'card-label card-resolution'])
  })
})

const LOCAL_ID = 'a'.repeat(32)

function localItem(title: string): MediaItem {
  return sampleItem('local', {
    id: LOCAL_ID,
    title,
    thumbUrl: localImageUrl('thumb', LOCAL_ID),
    previewUrl: localImageUrl('thumb', LOCAL_ID),
    fullUrl: localImageUrl('local', LOCAL_ID),
    pageUrl: null,
    author: null,
  } as Partial<MediaItem>)
}

describe('a local card', () => {
  it('shows its file’s name, not the folder it is in nor “Local folders”', () => {
    const { card } = renderCard(localItem('Phone/portrait.jpg'))
    expect(card.querySelector('.card-name')?.textContent).toBe('portrait.jpg')
    expect(card.textContent).not.toContain('Local folders')
    expect(summary(card)).toBe('Phone/portrait.jpg, 1920x1080')
  })
})

describe('the source on a card', () => {
  it('is said only in a list that mixes sources', () => {
    const online = sampleItem('wallhaven', { purity: 'sfw' })
    expect(mixesSources([online, sampleItem('wallhaven', { id: 'w2' })])).toBe(false)
    expect(mixesSources([online, localItem('a.jpg')])).toBe(true)
    expect(mixesSources([])).toBe(false)
    render(<Card item={online} index={0} width={320} height={180} tabbable showSource onOpen={() => undefined} onFocusCard={() => undefined} />)
    const card = screen.getByRole('gridcell')
    expect(card.querySelector('.card-source')?.textContent).toBe('Wallhaven')
    expect(summary(card)).toBe('A wallhaven picture, 1920x1080, Wallhaven')
  })
})

describe('Set and Favourite on a card', () => {
  function withActions(item: MediaItem, { tabbable = true, favourite = false } = {}) {
    const actions: CardActionHandlers = { setWallpaper: vi.fn(async () => undefined), toggleFavourite: vi.fn(async () => undefined) }
    const onOpen = vi.fn()
    render(<Card item={item} index={2} width={320} height={180} tabbable={tabbable} favourite={favourite} onOpen={onOpen} onFocusCard={() => undefined} actions={actions} />)
    return { card: screen.getByRole('gridcell'), actions, onOpen }
  }

  it('are buttons of the card that act without opening the preview', async () => {
    const item = sampleItem('wallhaven', { purity: 'sfw' })
    const { card, actions, onOpen } = withActions(item)
    fireEvent.click(within(card).getByRole('button', { name: 'Set as wallpaper' }))
    await waitFor(() => expect(actions.setWallpaper).toHaveBeenCalledWith(item))
    const favourite = within(card).getByRole('button', { name: 'Favourite' })
    expect(favourite.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(favourite)
    await waitFor(() => expect(actions.toggleFavourite).toHaveBeenCalledWith(item))
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('follow the card’s Tab stop: the grid’s one tabbable card has them next in the tab order, the others none', () => {
    const { card } = withActions(sampleItem('wallhaven'))
    expect(within(card).getAllByRole('button').map((button) => button.tabIndex)).toEqual([0, 0])
    cleanup()
    const other = withActions(sampleItem('wallhaven'), { tabbable: false }).card
    expect(within(other).getAllByRole('button').map((button) => button.tabIndex)).toEqual([-1, -1])
  })

  it('mark a favourite with a star, pressed, and say so in the card’s name', () => {
    const { card } = withActions(sampleItem('unsplash'), { favourite: true })
    expect(card.querySelector('.card-mark')?.textContent).toBe('★')
    expect(within(card).getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true')
    expect(summary(card)).toBe('A unsplash picture, 1920x1080, favourite')
  })

  it('offer no Set for a video or an animation (the preview offers Download and Open)', () => {
    const { card } = withActions(sampleItem('reddit', { mediaType: 'video' }))
    expect(within(card).queryByRole('button', { name: 'Set as wallpaper' })).toBeNull()
    expect(within(card).getByRole('button', { name: 'Favourite' })).toBeTruthy()
  })

  it('in a search, favourite through the library and set on every display, each said in a toast', async () => {
    // jsdom lays nothing out: the grid is given a width and a height so it draws a row.
    for (const property of ['clientWidth', 'offsetWidth', 'offsetHeight', 'clientHeight']) {
      vi.spyOn(HTMLElement.prototype, property as 'clientWidth', 'get').mockReturnValue(800)
    }
    const item = sampleItem('wallhaven', { purity: 'sfw' })
    const fake = await renderApp('#/search/wallhaven', {
      search: () => ({ ok: true, value: { items: [item], next: null, total: 1, seed: null } }),
      'library.addFavourite': () => ({ ok: true, value: { source: 'wallhaven', id: item.id, favourite: true } }),
      setWallpaper: () => ({ ok: true, value: { libraryId: 'wallhaven-1', setAt: new Date().toISOString() } }),
    })
    const card = await screen.findByRole('gridcell')
    expect(card.querySelector('.card-mark')).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: 'Favourite' }))
    await waitFor(() => expect(screen.getByRole('gridcell').querySelector('.card-mark')).not.toBeNull())
    expect(fake.callsOf('library.addFavourite')).toEqual([{ item }])
    await screen.findByText('Added “A wallhaven picture” to favourites.')
    fireEvent.click(within(screen.getByRole('gridcell')).getByRole('button', { name: 'Set as wallpaper' }))
    await screen.findByText('Set “A wallhaven picture” as the wallpaper.')
    expect(fake.callsOf('setWallpaper')).toEqual([{ item, display: 'all' }])
    expect(window.location.hash).toBe('#/search/wallhaven')
  })
})
