// The cards and the search bar in Debian's Chromium against the harness, judged by what is drawn:
// Set and Favourite appear on a card under the pointer and on a card with keyboard focus (and on
// no other), a favourite keeps a star, labels say only what tells something (no "SFW", no source
// on a one-source search; a local picture's file name; sources in a mixed list), the source
// chooser is one Tab stop whose arrows move, and Shuffle is one control with its panel. axe-core
// finds nothing serious at 1440×900 and 900×700, light and dark.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { launchChromium } from './support/chromium'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../harness/start-harness'
import { ensureDebianTools } from '../support/debian-tools'
import { seriousViolations } from './support/axe'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const SIZES = [
  { name: '1440×900', width: 1440, height: 900 },
  { name: '900×700', width: 900, height: 700 },
] as const
const SHOTS = process.env.TAPESTRY_CARD_SHOTS ?? path.resolve('test-results/screenshots')

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The page's getComputedStyle, for callbacks run in the page (this file is type-checked without the DOM). */
type StyleOf = (element: unknown) => { opacity: string; backgroundColor: string }

function inside(inner: Box, outer: Box): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5
}

describe('cards and the search bar in Chromium', () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  const pageErrors: string[] = []

  beforeAll(async () => {
    if (missing) return
    harness = await startHarness()
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-cards-'))
    context = await launchChromium(profile, {
      viewport: { width: 1440, height: 900 },
    })
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
  }, 180_000)

  afterAll(async () => {
    await context?.close()
    await harness?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  afterEach(async (test) => {
    if (missing || test.task.result?.state !== 'fail') return
    const name = test.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
    await page.screenshot({ path: path.join(SHOTS, `failed-cards-${name}.png`) }).catch(() => undefined)
  })

  /** Opens `hash` as a fresh page and waits for the first cards of `source`. */
  async function search(hash: string, source: string): Promise<void> {
    await page.goto(`${harness.url}/${hash}`)
    await page.reload()
    await page.locator(`.results[data-status="ready"] .card[data-key^="${source}:"]`).first().waitFor()
  }

  function card(index: number): Locator {
    return page.locator(`.grid .card[data-index="${index}"]`)
  }

  function setButton(index: number): Locator {
    return card(index).getByRole('button', { name: 'Set as wallpaper' })
  }

  function favouriteButton(index: number): Locator {
    return card(index).getByRole('button', { name: 'Favourite' })
  }

  async function box(locator: Locator): Promise<Box> {
    const found = await locator.boundingBox()
    if (found === null) throw new Error('not drawn')
    return found
  }

  /** Whether the element is drawn: in the layout, not visibility:hidden, and fully opaque once its fade is over. */
  async function drawn(locator: Locator): Promise<boolean> {
    if (!(await locator.isVisible())) return false
    return (await locator.evaluate((element) => (globalThis as unknown as { getComputedStyle: StyleOf }).getComputedStyle(element).opacity)) === '1'
  }

  /** The pointer away from every card (over the header). */
  async function pointerAway(): Promise<void> {
    await page.mouse.move(4, 4)
  }

  /** An attribute of the element that has focus. */
  function focused(attribute: string): Promise<string | null> {
    return page.evaluate<string | null>(`document.activeElement?.getAttribute(${JSON.stringify(attribute)}) ?? null`)
  }

  test(`Set and Favourite appear on the card under the pointer, inside its top-right corner, and nowhere else${skipped}`, async () => {
    await search('#/search/wallhaven', 'wallhaven')
    await pointerAway()
    for (const index of [0, 1]) {
      expect(await setButton(index).isVisible(), `Set on card ${index} before hovering`).toBe(false)
      expect(await favouriteButton(index).isVisible(), `Favourite on card ${index} before hovering`).toBe(false)
    }
    await card(0).hover()
    await expect.poll(() => drawn(setButton(0))).toBe(true)
    await expect.poll(() => drawn(favouriteButton(0))).toBe(true)
    expect(await setButton(1).isVisible()).toBe(false)
    const cardBox = await box(card(0))
    const setBox = await box(setButton(0))
    const favouriteBox = await box(favouriteButton(0))
    // Both drawn whole inside the card, in its top right quarter, side by side, Set first; tall
    // enough to hit (24 px, WCAG 2.2's target size).
    expect(inside(setBox, cardBox) && inside(favouriteBox, cardBox)).toBe(true)
    expect(setBox.y - cardBox.y).toBeLessThan(cardBox.height / 2)
    expect(favouriteBox.x + favouriteBox.width).toBeGreaterThan(cardBox.x + cardBox.width / 2)
    expect(favouriteBox.x).toBeGreaterThanOrEqual(setBox.x + setBox.width)
    expect(Math.min(setBox.height, favouriteBox.height, favouriteBox.width)).toBeGreaterThanOrEqual(24)
    console.log(`card 0 ${JSON.stringify(cardBox)}; Set ${JSON.stringify(setBox)}; Favourite ${JSON.stringify(favouriteBox)}`)
    await page.screenshot({ path: path.join(SHOTS, 'cards-hover.png') })

    await pointerAway()
    await expect.poll(() => setButton(0).isVisible()).toBe(false)
    expect(await favouriteButton(0).isVisible()).toBe(false)
  }, 60_000)

  test(`keyboard focus shows them too, Tab reaches them from the focused card, and arrows and Enter still work${skipped}`, async () => {
    await search('#/search/wallhaven', 'wallhaven')
    await pointerAway()
    // From the search box, Tab goes on until the grid's one card stop.
    await page.getByRole('searchbox', { name: 'Search Wallhaven' }).focus()
    for (let presses = 0; presses < 12 && (await focused('role')) !== 'gridcell'; presses++) await page.keyboard.press('Tab')
    expect(await focused('data-index')).toBe('0')
    await expect.poll(() => drawn(setButton(0))).toBe(true)
    expect(await drawn(favouriteButton(0))).toBe(true)

    await page.keyboard.press('ArrowRight')
    expect(await focused('data-index')).toBe('1')
    await expect.poll(() => drawn(setButton(1))).toBe(true)
    await expect.poll(() => setButton(0).isVisible()).toBe(false)

    // Tab: the focused card's Set, then its Favourite, still drawn while they have focus.
    await page.keyboard.press('Tab')
    expect(await focused('aria-label')).toBe('Set as wallpaper')
    expect(await drawn(setButton(1))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await focused('aria-label')).toBe('Favourite')
    expect(await focused('aria-pressed')).toBe('false')
    await page.keyboard.press('Enter')
    await expect.poll(() => focused('aria-pressed')).toBe('true')
    await page.getByText(/^Added “.+” to favourites\.$/).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Back to the card; Enter still previews it, Escape brings focus back to it.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focused('data-index')).toBe('1')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(await focused('data-index')).toBe('1')

    // On another card, the favourite keeps its star where the button was, and says so in its name.
    await page.keyboard.press('ArrowLeft')
    const mark = card(1).locator('.card-mark')
    await expect.poll(() => drawn(mark)).toBe(true)
    await expect.poll(() => setButton(1).isVisible()).toBe(false)
    expect(inside(await box(mark), await box(card(1)))).toBe(true)
    expect(await card(1).locator('.card-summary').textContent()).toMatch(/, favourite$/)
    expect(await card(0).locator('.card-mark').count()).toBe(0)
    console.log(`favourite mark ${JSON.stringify(await box(mark))} in card ${JSON.stringify(await box(card(1)))}`)
    await page.screenshot({ path: path.join(SHOTS, 'cards-favourite-mark.png') })
  }, 60_000)

  test(`Set on a card sets it on every display without opening the preview${skipped}`, async () => {
    await search('#/search/wallhaven', 'wallhaven')
    const before = (await harness.wallpapersSet()).length
    await card(2).hover()
    await setButton(2).click()
    await page.getByText(/^Set “.+” as the wallpaper\.$/).waitFor({ timeout: 30_000 })
    expect((await harness.wallpapersSet()).length).toBeGreaterThan(before)
    expect(await page.getByRole('dialog').count()).toBe(0)
  }, 60_000)

  test(`labels tell only what tells something: no SFW or Wallhaven on a Wallhaven search, file names on local cards, sources in a mixed list${skipped}`, async () => {
    await search('#/search/wallhaven', 'wallhaven')
    const wallhaven = await page.locator('.grid .card .card-meta').allTextContents()
    expect(wallhaven.length).toBeGreaterThan(5)
    expect(wallhaven.filter((text) => /\bSFW\b|Wallhaven/.test(text))).toEqual([])
    expect(wallhaven.every((text) => /\d+x\d+/.test(text))).toBe(true)

    await search('#/search/local', 'local')
    const local = await page.locator('.grid .card').evaluateAll((cards) =>
      cards.map((element) => ({ label: element.querySelector('.card-summary')?.textContent ?? '', name: element.querySelector('.card-name')?.textContent ?? null, text: element.textContent ?? '' })),
    )
    expect(local).toHaveLength(6)
    for (const { label, name, text } of local) {
      // The file's name, as the end of its path in the folder (the card's name starts with that path).
      expect(name).not.toBeNull()
      expect(label.split(',')[0]?.endsWith(`${name}`)).toBe(true)
      expect(text).not.toContain('Local folders')
    }
    expect(local.map((entry) => entry.name).sort()).toEqual(['calm.png', 'dawn.jpg', 'dusk.jpg', 'Forest.jpg', 'portrait.jpg', 'storm.webp'].sort())
    const nameBox = await box(card(0).locator('.card-name'))
    expect(inside(nameBox, await box(card(0)))).toBe(true)
    await page.screenshot({ path: path.join(SHOTS, 'cards-local.png') })

    // A local picture favourited from its card joins a Wallhaven favourite: the Library's list
    // mixes sources, so there each card says its own.
    await card(0).hover()
    await favouriteButton(0).click()
    await expect.poll(() => favouriteButton(0).getAttribute('aria-pressed')).toBe('true')
    await search('#/search/wallhaven', 'wallhaven')
    if ((await card(0).getAttribute('data-favourite')) === null) {
      await card(0).hover()
      await favouriteButton(0).click()
      await expect.poll(() => card(0).getAttribute('data-favourite')).toBe('true')
    }
    await page.goto(`${harness.url}/#/library/favourites`)
    await page.locator('.grid .card').nth(1).waitFor()
    const sources = await page.locator('.grid .card .card-source').allTextContents()
    expect(new Set(sources)).toEqual(new Set(['Wallhaven', 'Local folders']))
  }, 60_000)

  test(`the source chooser is one Tab stop, and arrows move between the sources (and choose)${skipped}`, async () => {
    await search('#/search/wallhaven', 'wallhaven')
    const radios = page.getByRole('radiogroup', { name: 'Source' }).getByRole('radio')
    // Every source, the keyless ones first (docs/sources.md).
    expect(await radios.count()).toBe(9)
    // Shift+Tab from the search box lands on the chosen source; one more leaves the group.
    await page.getByRole('searchbox', { name: 'Search Wallhaven' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate<string | null>('document.activeElement?.closest("[role=radiogroup]") ? document.activeElement.value : null')).toBe('wallhaven')
    await page.keyboard.press('Tab')
    expect(await focused('id')).toBe('search-query')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate<boolean>('Boolean(document.activeElement?.closest("[role=radiogroup]"))')).toBe(false)

    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/#\/search\/bing/)
    // The address changes at once; the window takes it at its hashchange.
    await expect.poll(() => page.getByRole('radio', { name: 'Bing' }).isChecked()).toBe(true)
    expect(await page.evaluate<string | null>('document.activeElement?.value ?? null')).toBe('bing')
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/#\/search\/apod/)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.waitForURL(/#\/search\/wallhaven/)
    await expect.poll(() => page.getByRole('radio', { name: 'Wallhaven' }).isChecked()).toBe(true)
    // `/` still goes to the search box from a source (a radio button is not a text field).
    await page.keyboard.press('/')
    expect(await focused('id')).toBe('search-query')

    // Drawn as one segmented row, the chosen source filled with the accent colour.
    const labels = page.locator('.source-switch .source')
    const boxes = await Promise.all([0, 1, 2, 3].map(async (index) => box(labels.nth(index))))
    for (let index = 1; index < boxes.length; index++) {
      const [before, after] = [boxes[index - 1] as Box, boxes[index] as Box]
      expect(Math.abs(after.y - before.y)).toBeLessThan(1)
      expect(Math.abs(after.x - (before.x + before.width))).toBeLessThan(2)
    }
    // Read once the colours have settled (the chosen source's fill fades in and out).
    const backgrounds = () => labels.evaluateAll((elements) => elements.map((element) => (globalThis as unknown as { getComputedStyle: StyleOf }).getComputedStyle(element).backgroundColor))
    await expect.poll(async () => { const [first, second, third] = await backgrounds(); return first !== second && second === third }).toBe(true)
  }, 60_000)

  test(`Shuffle is one control: its panel holds the seed, opens from the keyboard and gives focus back${skipped}`, async () => {
    await search('#/search/wallhaven', 'wallhaven')
    // Nothing of the seed in the bar until asked for.
    expect(await page.getByLabel('Seed to use').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Use seed' }).count()).toBe(0)
    const trigger = page.locator('button.shuffle-trigger')
    await trigger.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Shuffle' })
    await panel.waitFor()
    const panelBox = await box(panel)
    const triggerBox = await box(trigger)
    // Below its button and inside the window.
    expect(panelBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height - 1)
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1440)
    expect(await panel.getByLabel('Seed to use').isVisible()).toBe(true)
    await panel.getByRole('button', { name: 'Shuffle now' }).click()
    await page.waitForURL(/sorting=RANDOM/)
    const seed = (await panel.getByLabel('Current seed').textContent()) ?? ''
    expect(seed).toMatch(/^[A-Za-z0-9]{6}$/)
    await page.screenshot({ path: path.join(SHOTS, 'cards-shuffle-panel.png') })
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.count()).toBe(0)
    // Focus goes back to the trigger as the popover's exit finishes: a moment after the panel is gone.
    await expect.poll(async () => (await focused('class')) ?? '').toContain('shuffle-trigger')
    // The seed in use shows on the button.
    expect(await trigger.textContent()).toContain(seed)
  }, 60_000)

  for (const size of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      test(`at ${size.name} in ${theme}: no serious axe violation with a card's buttons shown or the Shuffle panel open${skipped}`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.emulateMedia({ colorScheme: theme })
        try {
          await search('#/search/wallhaven', 'wallhaven')
          await card(0).focus()
          await expect.poll(() => drawn(setButton(0))).toBe(true)
          expect(await seriousViolations(page)).toEqual([])
          await page.screenshot({ path: path.join(SHOTS, `cards-${size.width}-${theme}.png`) })
          await page.locator('button.shuffle-trigger').click()
          await page.getByRole('dialog', { name: 'Shuffle' }).waitFor()
          expect(await seriousViolations(page)).toEqual([])
          await page.screenshot({ path: path.join(SHOTS, `cards-shuffle-${size.width}-${theme}.png`) })
          await page.keyboard.press('Escape')
        } finally {
          await page.setViewportSize({ width: 1440, height: 900 })
          await page.emulateMedia({ colorScheme: 'light' })
        }
      }, 60_000)
    }
  }

  test(`no script error happened in the page${skipped}`, () => {
    expect(pageErrors).toEqual([])
  })
})
