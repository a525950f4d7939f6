// Every view of the window, each opened as a person reaches it and waited on until it is drawn:
// what `npm run screenshot` photographs into docs/screens/ and what the accessibility test checks.
// Views are reached by their addresses and found by roles and names (never by a component's class
// names), so a view that is rebuilt keeps being photographed and checked.
import type { Page } from 'playwright-core'
import type { OperationName } from '../src/shared/ipc'
import type { MediaItem } from '../src/shared/media'

export const WINDOW_SIZES = Object.freeze([
  { name: '1440x900', width: 1440, height: 900 },
  { name: '900x700', width: 900, height: 700 },
] as const)

export const THEMES = Object.freeze(['light', 'dark'] as const)
export type Theme = (typeof THEMES)[number]

export interface WindowView {
  /** The file-name part: docs/screens/<name>-<size>-<theme>.png. */
  name: string
  /** Opens the view in `page` and waits until it is drawn; false when this build has no such view. */
  open(page: Page, harnessUrl: string): Promise<boolean>
}

const WAIT_MS = 15_000

// Polled with page.evaluate, which the page's Content-Security-Policy allows (waitForFunction would
// eval in the page); strings, as this file is type-checked for Node, without the DOM.
const SETTLED = `(() => {
  const inView = (element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
  }
  const images = [...document.images].filter(inView)
  const spinning = [...document.querySelectorAll('.spinner, [aria-busy="true"]')].some(inView)
  const main = document.querySelector('main')
  const loading = /(Loading|Opening|Searching)[^.]*…/.test(main ? main.innerText : '')
  return document.fonts.status === 'loaded' && images.every((image) => image.complete) && !spinning && !loading
})()`

/** Waits until every picture in view has loaded and nothing says it is loading, then for the fade-ins. */
export async function settle(page: Page): Promise<void> {
  const until = Date.now() + WAIT_MS
  while (!(await page.evaluate<boolean>(SETTLED))) {
    if (Date.now() > until) throw new Error(`the view at ${page.url()} was still loading after ${WAIT_MS / 1000} seconds`)
    await page.waitForTimeout(100)
  }
  // Thumbnails and the preview fade in (0.25 s); the view is judged once they have.
  await page.waitForTimeout(400)
}

async function goto(page: Page, harnessUrl: string, hash: string): Promise<void> {
  // A new address each time (a blank page between), so a view is drawn afresh at the size and theme set.
  await page.goto('about:blank')
  await page.goto(`${harnessUrl}/${hash}`)
  await page.getByRole('main').waitFor({ timeout: WAIT_MS })
}

async function openSearch(page: Page, harnessUrl: string): Promise<boolean> {
  await goto(page, harnessUrl, '#/search/wallhaven')
  await page.getByRole('gridcell').first().waitFor({ timeout: WAIT_MS })
  await settle(page)
  return true
}

function libraryTab(tab: string, label: RegExp): WindowView {
  return {
    name: `library-${tab}`,
    async open(page, harnessUrl) {
      await goto(page, harnessUrl, `#/library/${tab}`)
      const tabs = page.getByRole('main').getByRole('navigation', { name: 'Library' }).or(page.getByRole('main').getByRole('tablist'))
      await tabs.first().waitFor({ timeout: WAIT_MS })
      // A tab this build does not have (Downloads, before it is built) is left out, not guessed.
      const named = tabs.first().getByRole('link', { name: label }).or(tabs.first().getByRole('tab', { name: label }))
      if ((await named.count()) === 0) return false
      await settle(page)
      return true
    },
  }
}

export const WINDOW_VIEWS: readonly WindowView[] = Object.freeze([
  { name: 'search', open: openSearch },
  {
    name: 'preview',
    async open(page, harnessUrl) {
      await openSearch(page, harnessUrl)
      // As a person with the keyboard opens it (a click could land on a card's own buttons).
      await page.getByRole('gridcell').first().focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').waitFor({ timeout: WAIT_MS })
      await settle(page)
      return true
    },
  },
  libraryTab('favourites', /^Favourites/),
  libraryTab('history', /^History/),
  libraryTab('blocklist', /^Block/),
  libraryTab('downloads', /^Downloads/),
  {
    name: 'settings',
    async open(page, harnessUrl) {
      await goto(page, harnessUrl, '#/settings')
      await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: WAIT_MS })
      await settle(page)
      return true
    },
  },
])

async function call<T>(harnessUrl: string, operation: OperationName, input: unknown): Promise<T> {
  const response = await fetch(`${harnessUrl}/api/${operation}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })
  const result = (await response.json()) as { ok: true; value: T } | { ok: false; error: { message: string } }
  if (!result.ok) throw new Error(`${operation}: ${result.error.message}`)
  return result.value
}

/**
 * Gives the library something to show, through the bridge as the window would: six favourites,
 * two wallpapers set (the history), one download and one blocked picture, all from Wallhaven's
 * first page (the blocked one from its end, so the search's first screen keeps its pictures).
 */
export async function fillLibrary(harnessUrl: string): Promise<void> {
  const { items } = await call<{ items: MediaItem[] }>(harnessUrl, 'search', { source: 'wallhaven', params: {} })
  if (items.length < 10) throw new Error(`the Wallhaven fake gave ${items.length} pictures; the library needs 10`)
  for (const item of items.slice(0, 6)) await call(harnessUrl, 'library.addFavourite', { item })
  for (const item of items.slice(1, 3)) await call(harnessUrl, 'setWallpaper', { item, display: 'all' })
  await call(harnessUrl, 'download', { item: items[3] })
  await call(harnessUrl, 'library.block', { item: items[items.length - 1] })
}
