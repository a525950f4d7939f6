// The sources that live in a folder (src/sources/<id>/) as the window draws them, in Debian's
// Chromium against the harness: every source fits in the source chooser at both window sizes; Bing
// searches with no query box and a market filter drawn from its definition; a card's preview carries
// the credit and licence each source asks for; a source that needs a key says so, with the steps,
// and sends nothing; Pexels' results say where they come from. axe-core finds nothing serious.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FAKE_KEYS, startHarness, type Harness } from '../../harness/start-harness'
import { ensureDebianTools } from '../support/debian-tools'
import { seriousViolations } from './support/axe'
import { launchChromium } from './support/chromium'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''
const SHOTS = path.resolve('test-results/screenshots')

const SIZES = [
  { name: '1440×900', width: 1440, height: 900 },
  { name: '900×700', width: 900, height: 700 },
] as const

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
}

describe(`the folder sources in Chromium${skipped}`, () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  const pageErrors: string[] = []

  beforeAll(async () => {
    if (missing) return
    // Every key but Pexels': the search that needs one is shown as it is before a key is added.
    const { pexelsApiKey: _pexels, ...keys } = FAKE_KEYS
    harness = await startHarness({ keys })
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-sources-'))
    context = await launchChromium(profile, { viewport: { width: 1440, height: 900 } })
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
  }, 180_000)

  afterAll(async () => {
    await context?.close()
    await harness?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  afterEach(async (current) => {
    if (missing || current.task.result?.state !== 'fail') return
    const name = current.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
    await page.screenshot({ path: path.join(SHOTS, `failed-sources-${name}.png`) }).catch(() => undefined)
  })

  async function open(hash: string): Promise<void> {
    await page.goto(`${harness.url}/${hash}`)
    await page.reload()
  }

  async function firstCards(source: string): Promise<void> {
    await page.locator(`.results[data-status="ready"] .card[data-key^="${source}:"]`).first().waitFor({ timeout: 20_000 })
  }

  test('every source has its place in the chooser, none overlapping, the window never scrolling sideways', async () => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await open('#/search/wallhaven')
      const radios = page.getByRole('radiogroup', { name: 'Source' }).getByRole('radio')
      await expect.poll(() => radios.count()).toBe(9)
      const labels = page.locator('.source-switch .source')
      const boxes = (await Promise.all((await labels.all()).map((label) => label.boundingBox()))) as Box[]
      expect(boxes.every((box) => box !== null && box.width > 0)).toBe(true)
      for (const [index, box] of boxes.entries()) {
        expect(box.x + box.width, `${size.name}: source ${index} inside the window`).toBeLessThanOrEqual(size.width)
        for (const other of boxes.slice(index + 1)) expect(overlaps(box, other), `${size.name}: sources ${index} and another overlap`).toBe(false)
      }
      const sideways = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')
      expect(sideways, size.name).toBeLessThanOrEqual(0)
      // Keyless sources come first, so a first search needs nothing.
      expect(await labels.allTextContents()).toEqual(['Wallhaven', 'Bing', 'NASA APOD', 'Wikimedia Commons', 'Art Institute of Chicago', 'Unsplash', 'Reddit', 'Pexels', 'Local folders'])
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  test('Bing: no query box, its market as a filter, and a choice searches that market at once', async () => {
    harness.fakes.bing.reset()
    await open('#/search/bing')
    await firstCards('bing')
    expect(await page.locator('#search-query').isVisible()).toBe(false)
    await page.getByRole('button', { name: /^Filters/ }).click()
    const market = page.getByLabel('Market')
    await market.selectOption({ label: await market.locator('option', { hasText: 'United Kingdom' }).first().innerText() })
    await expect.poll(() => harness.fakes.bing.requests.some((request) => request.query.get('mkt') === 'en-GB')).toBe(true)
    await page.waitForURL(/#\/search\/bing\?.*market=EN_GB/)
    await firstCards('bing')
    await page.screenshot({ path: path.join(SHOTS, 'sources-bing.png') })
    expect(pageErrors).toEqual([])
  })

  test("a card's preview carries its source's own credit and licence", async () => {
    await open('#/search/wikimedia')
    await firstCards('wikimedia')
    const cards = page.locator('.grid .card[data-key^="wikimedia:"]')
    const count = await cards.count()
    let licensed = false
    for (let index = 0; index < count && !licensed; index++) {
      await cards.nth(index).click()
      const credit = page.getByRole('dialog').locator('.credit')
      await credit.waitFor()
      const text = (await credit.textContent()) ?? ''
      expect(text.length).toBeGreaterThan(0)
      const licence = credit.locator('.credit-licence a')
      if ((await licence.count()) > 0) {
        expect(await licence.getAttribute('href')).toMatch(/^https?:\/\/creativecommons\.org\//)
        expect(await licence.textContent()).toMatch(/CC/)
        await page.screenshot({ path: path.join(SHOTS, 'sources-wikimedia-preview.png') })
        licensed = true
      }
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
    expect(licensed, 'a Commons picture under a CC licence shows it linked').toBe(true)
  })

  test('Pexels without a key says what it needs and how to get it, and asks Pexels nothing', async () => {
    harness.fakes.pexels.reset()
    await open('#/search/pexels?query=lake')
    await page.getByText('Pexels needs your own API key.').waitFor()
    await page.getByRole('button', { name: 'Add a Pexels API key' }).waitFor()
    expect(harness.fakes.pexels.count()).toBe(0)
    await page.screenshot({ path: path.join(SHOTS, 'sources-pexels-needs-key.png') })
  })

  test('the size filters: a minimum leaves only the cards at least that size, says how many fit, and a size that is not one is said and sends nothing', async () => {
    await open('#/search/wallhaven')
    await firstCards('wallhaven')
    const all = await page.locator('.grid .card').count()
    await open('#/search/wallhaven?min=3000x2000')
    await firstCards('wallhaven')
    await expect.poll(() => page.locator('.results-count').textContent()).toMatch(/^\d+ of \d+( so far)? fit$/)
    const shownCount = await page.locator('.grid .card').count()
    expect(shownCount).toBeLessThan(all)
    // Every card left says a size of at least 3000×2000 (its resolution is in its accessible name).
    const names = await page.locator('.grid .card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? card.textContent ?? ''))
    for (const name of names) {
      const [, width, height] = /(\d{3,5})x(\d{3,5})/.exec(name) ?? []
      expect(Number(width), name).toBeGreaterThanOrEqual(3000)
      expect(Number(height), name).toBeGreaterThanOrEqual(2000)
    }
    harness.fakes.wallhaven.reset()
    await open('#/search/wallhaven?min=big')
    await page.getByText('This search has fields that need changing before it can run.').waitFor()
    await page.getByRole('button', { name: 'Show filters' }).click()
    await page.getByText('must be a size such as 2560x1440').waitFor()
    expect(harness.fakes.wallhaven.count('/search')).toBe(0)
    await page.screenshot({ path: path.join(SHOTS, 'sources-size-filter.png') })
  })

  test('has no serious accessibility violation at 1440×900 and 900×700, light and dark: Bing, and the APOD filters', async () => {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height })
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await open('#/search/bing')
        await firstCards('bing')
        expect(await seriousViolations(page), `Bing ${size.name} ${colorScheme}`).toEqual([])
        await open('#/search/apod')
        await firstCards('apod')
        await page.getByRole('button', { name: /^Filters/ }).click()
        await page.locator('#filters-panel').waitFor()
        expect(await seriousViolations(page), `APOD filters ${size.name} ${colorScheme}`).toEqual([])
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})
