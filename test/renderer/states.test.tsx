// @vitest-environment jsdom
// Every state of the results says one plain thing and offers the way forward.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from './support/render-app'
import { settingsWith } from './support/fake-api'

afterEach(cleanup)

describe('result states', () => {
  it('Unsplash without a key says what it needs and offers to add it, sending nothing', async () => {
    const fake = await renderApp('#/search/unsplash?query=sea', { 'settings.get': () => ({ ok: true, value: settingsWith({ unsplashAccessKey: false }) }) })
    await screen.findByText('Unsplash needs your own access key.')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add an Unsplash access key' }))
    await waitFor(() => expect(window.location.hash).toBe('#/settings?focus=unsplashAccessKey'))
    expect(fake.callsOf('search')).toHaveLength(0)
  })

  it('Reddit without a client id says it needs API credentials', async () => {
    const fake = await renderApp('#/search/reddit', { 'settings.get': () => ({ ok: true, value: settingsWith({ redditClientId: false }) }) })
    await screen.findByText('Reddit needs API credentials.')
    expect(screen.getByRole('button', { name: 'Add Reddit credentials' })).toBeTruthy()
    expect(fake.callsOf('search')).toHaveLength(0)
  })

  it('a rate limit says when it will work again and holds the retry until then', async () => {
    await renderApp('#/search/wallhaven', {
      search: () => ({ ok: false, error: { kind: 'rate_limited', message: 'Wallhaven is limiting requests. Try again in 30 seconds.', retryAfter: 30 } }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Wallhaven is limiting requests. Try again in 30 seconds.')
    expect(alert.textContent).toMatch(/It will work again at .+ \(in 30 seconds\)\./)
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('a network failure asks to check the connection and retries on request', async () => {
    let failing = true
    const fake = await renderApp('#/search/wallhaven', {
      search: () =>
        failing
          ? { ok: false, error: { kind: 'network', message: 'Tapestry could not reach Wallhaven.' } }
          : { ok: true, value: { items: [], next: null, total: 0, seed: null } },
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Check your connection, then try again.')
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('Nothing matched this search on Wallhaven.')
    expect(fake.callsOf('search')).toHaveLength(2)
  })

  it('an upstream failure and a refused key each offer their way forward', async () => {
    await renderApp('#/search/wallhaven', { search: () => ({ ok: false, error: { kind: 'upstream', message: 'Wallhaven answered with an error.' } }) })
    expect((await screen.findByRole('alert')).textContent).toContain('try again in a moment')
    cleanup()
    await renderApp('#/search/wallhaven?purity=NSFW', {
      search: () => ({ ok: false, error: { kind: 'credentials', message: 'Wallhaven needs an API key to show NSFW wallpapers. Add yours in Settings.' } }),
    })
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Open Settings' }))
    await waitFor(() => expect(window.location.hash).toBe('#/settings?focus=wallhavenApiKey'))
  })

  it('an empty result says so and offers to clear the filters', async () => {
    await renderApp('#/search/wallhaven?query=nothing')
    await screen.findByText('Nothing matched this search on Wallhaven.')
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(window.location.hash).toBe('#/search/wallhaven'))
  })

  it('while the search runs it says so', async () => {
    await renderApp('#/search/wallhaven', { search: () => new Promise(() => undefined) })
    expect(await screen.findByText('Searching Wallhaven…')).toBeTruthy()
  })
})

describe('notices from the main process', () => {
  it('are shown above everything until dismissed', async () => {
    const notice = 'Tapestry found its library damaged and started afresh; the old one is kept as /data/library.corrupt-1.db.'
    await renderApp('#/search/wallhaven', { notices: () => ({ ok: true, value: [{ message: notice }] }) })
    const alert = await screen.findByText(notice)
    fireEvent.click(within(alert.closest('.notices') as HTMLElement).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(notice)).toBeNull()
  })
})
