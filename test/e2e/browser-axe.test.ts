// Every view of the window (harness/window-views.ts: search, the preview, each library tab,
// settings) at 1440×900 and 900×700, light and dark, in Debian's Chromium against the harness:
// axe-core finds no serious or critical violation, and the frame draws well (the header's views
// side by side without overlapping, nothing wider than the window).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/chromium'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../harness/start-harness'
import { fillLibrary, THEMES, WINDOW_SIZES, WINDOW_VIEWS, type Theme, type WindowView } from '../../harness/window-views'
import { ensureDebianTools } from '../support/debian-tools'
import { seriousViolations } from './support/axe'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''


const NARROW = WINDOW_SIZES.find((size) => size.width === 900) ?? WINDOW_SIZES[1]
const SEARCH = WINDOW_VIEWS.find((view) => view.name === 'search')
if (!SEARCH) throw new Error('harness/window-views.ts lists no search view')

interface Box {
  name: string
  left: number
  right: number
  top: number
  bottom: number
}

// Measured in the page with page.evaluate (allowed by the page's Content-Security-Policy); strings,
// as the test is type-checked for Node, without the DOM.
const NAV_ITEMS = `[...document.querySelectorAll('header nav[aria-label="Views"] a')].map((link) => {
  const box = link.getBoundingClientRect()
  return { name: link.textContent.trim(), left: box.left, right: box.right, top: box.top, bottom: box.bottom }
})`
const PAGE_WIDTH = `({ scrollWidth: document.scrollingElement.scrollWidth, innerWidth: window.innerWidth })`
/** The elements whose right edge is past the window's, to name in a failure. */
const PAST_THE_EDGE = `[...document.querySelectorAll('body *')]
  .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
  .slice(0, 5)
  .map((element) => element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '') + ' → ' + Math.round(element.getBoundingClientRect().right))`

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

describe('every view in Chromium: accessibility and the frame', () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  const pageErrors: string[] = []

  beforeAll(async () => {
    if (missing) return
    harness = await startHarness()
    await fillLibrary(harness.url)
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-axe-'))
    context = await launchChromium(profile)
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
  }, 180_000)

  afterAll(async () => {
    await context?.close()
    await harness?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  /** Opens `view` at `size` in `theme`; false when this build has no such view (a tab not built yet). */
  async function open(view: WindowView, size: (typeof WINDOW_SIZES)[number], theme: Theme): Promise<boolean> {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.emulateMedia({ colorScheme: theme })
    return view.open(page, harness.url)
  }

  for (const view of WINDOW_VIEWS) {
    for (const size of WINDOW_SIZES) {
      for (const theme of THEMES) {
        test(`${view.name} at ${size.name} in ${theme}: no serious or critical axe violation${skipped}`, async (context) => {
          if (!(await open(view, size, theme))) return context.skip(`this build has no ${view.name} view`)
          expect(await seriousViolations(page)).toEqual([])
        }, 60_000)
      }
    }
  }

  // The shared states (status/*), which no view shows unasked: a failure with its countdown and
  // Try again (StatusMessage), a source without its key (NeedsKey), and the start's notices
  // above everything (Notices). The bridge's answers are replaced in the page for each.
  const STATES = [
    {
      name: 'a rate-limited search',
      hash: '#/search/wallhaven?query=sea',
      shows: 'alert',
      text: 'Wallhaven is limiting requests.',
      answers: { search: { ok: false, error: { kind: 'rate_limited', message: 'Wallhaven is limiting requests. Try again in 30 seconds.', retryAfter: 30 } } },
    },
    { name: 'a source without its key', hash: '#/search/unsplash?query=nature', shows: 'status', text: 'Unsplash needs your own access key.', answers: {}, withoutUnsplashKey: true },
    {
      name: 'the start’s notices',
      hash: '#/search/wallhaven',
      shows: 'alert',
      text: 'settings.json was damaged',
      answers: { notices: { ok: true, value: [{ message: 'settings.json was damaged and has been moved aside to settings.corrupt-2026-11-26.json; Tapestry started with the default settings.' }] } },
    },
  ] as const

  for (const state of STATES) {
    for (const size of WINDOW_SIZES) {
      for (const theme of THEMES) {
        test(`${state.name} at ${size.name} in ${theme}: no serious or critical axe violation${skipped}`, async () => {
          for (const [operation, answer] of Object.entries(state.answers)) {
            await page.route(`**/api/${operation}`, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) }))
          }
          if ('withoutUnsplashKey' in state) {
            await page.route('**/api/settings.get', async (route) => {
              const answer = (await (await route.fetch()).json()) as { ok: boolean; value?: { hasKey: Record<string, boolean> } }
              if (answer.value) answer.value.hasKey.unsplashAccessKey = false
              await route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) })
            })
          }
          try {
            await page.setViewportSize({ width: size.width, height: size.height })
            await page.emulateMedia({ colorScheme: theme })
            await page.goto('about:blank')
            await page.goto(`${harness.url}/${state.hash}`)
            await page.getByRole(state.shows).filter({ hasText: state.text }).waitFor({ timeout: 15_000 })
            expect(await seriousViolations(page)).toEqual([])
          } finally {
            await page.unrouteAll()
          }
        }, 60_000)
      }
    }
  }

  test(`the header's views sit side by side without overlapping, at both sizes${skipped}`, async () => {
    for (const size of WINDOW_SIZES) {
      await open(SEARCH, size, 'light')
      const items = await page.evaluate<Box[]>(NAV_ITEMS)
      expect(items.map((item) => item.name)).toEqual(['Search', 'Library', 'Settings'])
      for (const [index, item] of items.entries()) {
        // Each is drawn (a real box, inside the window) and clear of the next one.
        expect(item.right - item.left, `${item.name} at ${size.name}`).toBeGreaterThan(24)
        expect(item.bottom - item.top, `${item.name} at ${size.name}`).toBeGreaterThanOrEqual(24)
        expect(item.right, `${item.name} at ${size.name}`).toBeLessThanOrEqual(size.width)
        const next = items[index + 1]
        if (next) {
          expect(overlaps(item, next), `${item.name} and ${next.name} at ${size.name}`).toBe(false)
          expect(next.left, `${next.name} after ${item.name} at ${size.name}`).toBeGreaterThanOrEqual(item.right)
        }
      }
    }
  }, 60_000)

  for (const view of WINDOW_VIEWS) {
    test(`${view.name} at ${NARROW.name}: nothing is wider than the window${skipped}`, async (context) => {
      if (!(await open(view, NARROW, 'light'))) return context.skip(`this build has no ${view.name} view`)
      const { scrollWidth, innerWidth } = await page.evaluate<{ scrollWidth: number; innerWidth: number }>(PAGE_WIDTH)
      const pastTheEdge = scrollWidth > innerWidth ? await page.evaluate<string[]>(PAST_THE_EDGE) : []
      expect({ scrollWidth, pastTheEdge }).toEqual({ scrollWidth: Math.min(scrollWidth, innerWidth), pastTheEdge: [] })
    }, 60_000)
  }

  test(`no view threw in the page${skipped}`, () => {
    expect(pageErrors).toEqual([])
  })
})
