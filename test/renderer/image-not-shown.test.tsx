// @vitest-environment jsdom
// A picture on a host the page's Content-Security-Policy does not allow (a Reddit post linking an
// image elsewhere) is never loaded to fail: the card and the preview say it cannot be shown here
// and link to the post. The policy is the one the build writes into the page.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import './support/css-escape'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiProvider } from '../../src/renderer/src/api/api-context'
import { Card } from '../../src/renderer/src/grid/Card'
import { LibraryProvider } from '../../src/renderer/src/hooks/library-context'
import { SettingsProvider } from '../../src/renderer/src/hooks/settings-context'
import { PreviewDialog } from '../../src/renderer/src/preview/PreviewDialog'
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_DIRECTIVES, formatPolicy, withSources } from '../../src/shared/content-security-policy'
import type { MediaItem } from '../../src/shared/media'
import { createFakeApi } from './support/fake-api'
import { sampleItem } from './support/items'

const POST = 'https://www.reddit.com/r/wallpapers/comments/1t00001/a_lake/'

/** A Reddit post whose picture lives on `host`. */
function redditPost(host: string): MediaItem {
  return sampleItem('reddit', {
    thumbUrl: `${host}/thumb.jpg`,
    previewUrl: `${host}/preview.jpg`,
    fullUrl: `${host}/full.jpg`,
    pageUrl: POST,
  })
}

function setPagePolicy(policy: string): void {
  document.head.querySelectorAll('meta[http-equiv]').forEach((meta) => meta.remove())
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = policy
  document.head.append(meta)
}

function renderCard(item: MediaItem, onOpen = vi.fn()) {
  render(<Card item={item} index={0} width={320} height={180} tabbable onOpen={onOpen} onFocusCard={() => undefined} />)
  return { card: screen.getByRole('gridcell'), onOpen }
}

beforeEach(() => setPagePolicy(CONTENT_SECURITY_POLICY))
afterEach(() => {
  cleanup()
  document.head.querySelectorAll('meta[http-equiv]').forEach((meta) => meta.remove())
})

describe('a picture the page’s policy does not allow', () => {
  it('is a card that says so and links to the post, which opens outside without opening the preview', () => {
    const { card, onOpen } = renderCard(redditPost('https://images.example.org'))
    expect(card.querySelector('img')).toBeNull()
    expect(within(card).getByText(/can’t be shown here/)).toBeTruthy()
    const link = within(card).getByRole('link', { name: 'Open on Reddit' }) as HTMLAnchorElement
    expect(link.href).toBe(POST)
    expect(link.target).toBe('_blank')
    expect(link.rel).toContain('noopener')
    // The card stays the one Tab stop of the grid's roving focus.
    expect(link.tabIndex).toBe(-1)
    fireEvent.click(link)
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(card)
    expect(onOpen).toHaveBeenCalledWith(0)
  })

  it('is a preview that says so and links to the post, with no image loading', () => {
    const item = redditPost('https://images.example.org')
    render(
      <ApiProvider api={createFakeApi().api}>
        <SettingsProvider>
          <LibraryProvider>
            <PreviewDialog item={item} onClose={() => undefined} onBlocked={() => undefined} onOpenSettings={() => undefined} />
          </LibraryProvider>
        </SettingsProvider>
      </ApiProvider>,
    )
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('img')).toBeNull()
    const picture = dialog.querySelector('.preview-stage') as HTMLElement
    expect(within(picture).getByText(/can’t be shown here/)).toBeTruthy()
    expect((within(picture).getByRole('link', { name: 'Open on Reddit' }) as HTMLAnchorElement).href).toBe(POST)
    expect(within(dialog).getByText('Nothing: the image is on another site')).toBeTruthy()
  })
})

describe('a picture the page’s policy allows', () => {
  it('is shown: Reddit’s own image hosts in the app', () => {
    const { card } = renderCard(redditPost('https://i.redd.it'))
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://i.redd.it/thumb.jpg')
    expect(within(card).queryByText(/can’t be shown here/)).toBeNull()
  })

  it('is shown: the loopback fakes in a page whose policy names them (the browser harness)', () => {
    setPagePolicy(formatPolicy(withSources(CONTENT_SECURITY_POLICY_DIRECTIVES, { 'img-src': ['http://127.0.0.1:*'] })))
    const { card } = renderCard(redditPost('http://127.0.0.1:41234'))
    expect(card.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:41234/thumb.jpg')
  })

  it('is refused when any of the page’s policies refuses it, as every policy applies', () => {
    setPagePolicy(formatPolicy(withSources(CONTENT_SECURITY_POLICY_DIRECTIVES, { 'img-src': ['http://127.0.0.1:*'] })))
    const second = document.createElement('meta')
    second.httpEquiv = 'Content-Security-Policy'
    second.content = CONTENT_SECURITY_POLICY
    document.head.append(second)
    const { card } = renderCard(redditPost('http://127.0.0.1:41234'))
    expect(card.querySelector('img')).toBeNull()
  })
})
