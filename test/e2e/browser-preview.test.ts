// The preview in Debian's Chromium against the harness, judged by what it draws and by the keyboard:
// every picture whole (portrait, square, a 32:9 panorama and 16:9, at 1440×900 and 900×700) on a
// neutral stage; Escape and the arrows after every action; focus kept inside and given back to a
// card; GIFs and videos offered without "Set as wallpaper", saying why; a Wallhaven wallpaper's own
// record (title from its tags, uploader, views) with tag chips and "Similar" that search.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/chromium'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../harness/start-harness'
import { ensureDebianTools } from '../support/debian-tools'
import { seriousViolations } from './support/axe'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const SCREENSHOTS = process.env.TAPESTRY_PREVIEW_SHOTS ?? path.resolve('test-results/screenshots')

/** Pictures of the shapes people have, each named for its shape; the stage's colour is not among theirs. */
const SHAPES = [
  { name: 'shape-a-portrait', width: 1080, height: 1920, colour: '#e8c020' },
  { name: 'shape-b-square', width: 1600, height: 1600, colour: '#d03030' },
  { name: 'shape-c-panorama', width: 5120, height: 1440, colour: '#2a9d8f' },
  { name: 'shape-d-wide', width: 1920, height: 1080, colour: '#4361ee' },
] as const
const SIZES = [
  { width: 1440, height: 900 },
  { width: 900, height: 700 },
] as const

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
  width: number
  height: number
}

// Measured in the page as strings: the test is type-checked for Node, without the DOM.
const BOXES = `(() => {
  const rect = (element) => { const box = element.getBoundingClientRect(); return { left: box.left, top: box.top, right: box.right, bottom: box.bottom, width: box.width, height: box.height } }
  const picture = document.querySelector('[role="dialog"] img.preview-picture')
  const stage = document.querySelector('[role="dialog"] .preview-stage')
  return {
    picture: rect(picture),
    stage: rect(stage),
    natural: { width: picture.naturalWidth, height: picture.naturalHeight },
    full: picture.getAttribute('data-full'),
    stageColour: getComputedStyle(stage).backgroundColor,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  }
})()`
const ACTIVE = `(() => {
  const active = document.activeElement
  return {
    inDialog: Boolean(active && active.closest('[role="dialog"]')),
    card: active && active.closest('.card') ? active.closest('.card').getAttribute('data-key') : null,
    tag: active ? active.tagName.toLowerCase() : null,
  }
})()`

describe('the preview in Chromium', () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  let pictures = ''
  const pageErrors: string[] = []
  const searches: { source: string; params: Record<string, unknown> }[] = []

  beforeAll(async () => {
    if (missing) return
    harness = await startHarness()
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-preview-'))
    pictures = await mkdtemp(path.join(tmpdir(), 'tapestry-shapes-'))
    for (const shape of SHAPES) {
      // A frame of another colour round the edge: a picture cut at any side loses it.
      const frame = Math.round(Math.min(shape.width, shape.height) / 40)
      const inner = await sharp({ create: { width: shape.width - 2 * frame, height: shape.height - 2 * frame, channels: 3, background: shape.colour } }).png().toBuffer()
      await sharp({ create: { width: shape.width, height: shape.height, channels: 3, background: '#ffffff' } })
        .composite([{ input: inner, left: frame, top: frame }])
        .png()
        .toFile(path.join(pictures, `${shape.name}.png`))
    }
    context = await launchChromium(profile, { viewport: SIZES[0] })
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search')) searches.push(request.postDataJSON() as (typeof searches)[number])
    })
    // Links out of the window (Open on Wallhaven) open a page the test closes; nothing reaches the internet.
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }))
    await page.goto(`${harness.url}/#/search`)
    const added = await page.evaluate(`window.api['folders.add']({ path: ${JSON.stringify(pictures)} })`)
    expect(added).toMatchObject({ ok: true })
  }, 180_000)

  afterAll(async () => {
    await context?.close()
    await harness?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
    if (pictures) await rm(pictures, { recursive: true, force: true })
  })

  afterEach(async (test) => {
    if (missing || test.task.result?.state !== 'fail') return
    const name = test.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
    await page.screenshot({ path: path.join(SCREENSHOTS, `failed-preview-${name}.png`) }).catch(() => undefined)
  })

  const dialog = () => page.getByRole('dialog')
  const pictureSrc = () => dialog().locator('img.preview-picture').getAttribute('src')

  /** A fresh load of the window at `hash` (no toast or state left from the test before). */
  async function openSearch(hash: string): Promise<void> {
    await page.goto('about:blank')
    await page.goto(`${harness.url}/${hash}`)
    await page.locator('.results[data-status="ready"] .card').first().waitFor({ timeout: 30_000 })
  }

  /** Opens the card `key` as a person does: focus it, press Enter. */
  async function openCard(key: string): Promise<void> {
    await page.locator(`.card[data-key="${key}"]`).focus()
    await page.keyboard.press('Enter')
    await dialog().waitFor()
  }

  async function cardKeys(): Promise<string[]> {
    return page.locator('.grid .card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-key') ?? ''))
  }

  /** The keyboard is still in the preview: → shows the next picture and ← the one before. */
  async function expectNeighbours(): Promise<void> {
    expect(((await page.evaluate(ACTIVE)) as { inDialog: boolean }).inDialog).toBe(true)
    const before = await pictureSrc()
    await page.keyboard.press('ArrowRight')
    await expect.poll(pictureSrc, { timeout: 5000 }).not.toBe(before)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(pictureSrc, { timeout: 5000 }).toBe(before)
  }

  for (const size of SIZES) {
    test(`draws every shape whole inside the stage and the window at ${size.width}×${size.height}, on a neutral stage${skipped}`, async () => {
      await page.setViewportSize(size)
      await openSearch('#/search/local?query=shape')
      const keys = await cardKeys()
      expect(keys).toHaveLength(SHAPES.length)
      for (const [index, shape] of SHAPES.entries()) {
        await openCard(keys[index] as string)
        await expect.poll(() => dialog().locator('img.preview-picture').evaluate((image) => (image as unknown as { complete: boolean; naturalWidth: number }).complete && (image as unknown as { naturalWidth: number }).naturalWidth > 0)).toBe(true)
        const measured = (await page.evaluate(BOXES)) as { picture: Rect; stage: Rect; natural: { width: number; height: number }; full: string; stageColour: string; viewport: { width: number; height: number } }
        const { picture, stage, natural, viewport } = measured
        const line = `${shape.name} at ${size.width}×${size.height}: picture ${picture.width.toFixed(1)}×${picture.height.toFixed(1)} at ${picture.left.toFixed(1)},${picture.top.toFixed(1)} in stage ${stage.width.toFixed(1)}×${stage.height.toFixed(1)} at ${stage.left.toFixed(1)},${stage.top.toFixed(1)}`
        console.log(line)
        // Inside the stage and the window on every side.
        expect(picture.left, line).toBeGreaterThanOrEqual(stage.left - 0.5)
        expect(picture.top, line).toBeGreaterThanOrEqual(stage.top - 0.5)
        expect(picture.right, line).toBeLessThanOrEqual(stage.right + 0.5)
        expect(picture.bottom, line).toBeLessThanOrEqual(stage.bottom + 0.5)
        expect(picture.left, line).toBeGreaterThanOrEqual(0)
        expect(picture.top, line).toBeGreaterThanOrEqual(0)
        expect(picture.right, line).toBeLessThanOrEqual(viewport.width)
        expect(picture.bottom, line).toBeLessThanOrEqual(viewport.height)
        // At the picture's own shape (nothing cropped or stretched), the drawn file's too, as large as fits.
        const ratio = shape.width / shape.height
        expect(Math.abs(picture.width / picture.height - ratio) / ratio, line).toBeLessThan(0.01)
        expect(Math.abs(natural.width / natural.height - ratio) / ratio, line).toBeLessThan(0.01)
        expect(Math.min(stage.width - picture.width, stage.height - picture.height), line).toBeLessThan(1)
        // The ground is the neutral stage token, never the picture's colour.
        expect(measured.stageColour, line).toBe('rgb(16, 16, 18)')
        if (size.width === 1440 && index < 2) await page.screenshot({ path: path.join(SCREENSHOTS, `preview-${shape.name}-${size.width}.png`) })
        await page.keyboard.press('Escape')
        await expect.poll(() => dialog().count()).toBe(0)
      }
      expect(pageErrors).toEqual([])
    }, 120_000)
  }

  test(`keeps Escape and the arrows after Set, Download, Favourite and Open; after Block the keyboard is on a card${skipped}`, async () => {
    await page.setViewportSize(SIZES[0])
    await openSearch('#/search/wallhaven')
    const keys = await cardKeys()
    await openCard(keys[1] as string)

    await dialog().getByRole('button', { name: 'Set as wallpaper' }).click()
    await dialog().getByText('Set as the wallpaper on', { exact: false }).waitFor({ timeout: 30_000 })
    await expectNeighbours()

    // By the keyboard too: the button at work keeps the focus while it works, and after.
    await dialog().getByRole('button', { name: 'Download' }).focus()
    await page.keyboard.press('Enter')
    await dialog().getByText('Downloaded to your library.').waitFor({ timeout: 30_000 })
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Download')
    await expectNeighbours()

    await dialog().getByRole('button', { name: '☆ Favourite' }).click()
    await dialog().getByText('Added to favourites.').waitFor()
    await expectNeighbours()

    const outside = context.waitForEvent('page')
    await dialog().getByRole('link', { name: 'Open on Wallhaven' }).click()
    await (await outside).close()
    await page.bringToFront()
    await expectNeighbours()

    // Escape closes, and the keyboard is on the card the preview was opened from.
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)
    expect(await page.evaluate(ACTIVE)).toMatchObject({ card: keys[1] })

    await openCard(keys[2] as string)
    await dialog().getByRole('button', { name: 'Block' }).click()
    await expect.poll(() => dialog().count()).toBe(0)
    // The blocked card is gone; focus is on a card still there, so the arrows and Enter go on.
    await expect.poll(async () => ((await page.evaluate(ACTIVE)) as { card: string | null }).card).not.toBeNull()
    expect(((await page.evaluate(ACTIVE)) as { card: string }).card).not.toBe(keys[2])
    await page.keyboard.press('Enter')
    await dialog().waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)
    expect(pageErrors).toEqual([])
  }, 120_000)

  test(`keeps focus inside while open: Tab and Shift+Tab go round the preview${skipped}`, async () => {
    await page.setViewportSize(SIZES[0])
    await openSearch('#/search/wallhaven')
    const [first] = await cardKeys()
    await openCard(first as string)
    const visited = new Set<string>()
    for (const key of [...Array(30).fill('Tab'), ...Array(30).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key)
      const active = (await page.evaluate(ACTIVE)) as { inDialog: boolean; tag: string }
      expect(active.inDialog, `after ${key}`).toBe(true)
      visited.add(await page.evaluate<string>('document.activeElement.textContent || document.activeElement.getAttribute("aria-label") || ""'))
    }
    // It went round: the close button, the actions and the tags were all reached.
    expect(visited.has('Set as wallpaper')).toBe(true)
    expect([...visited].some((text) => text.includes('Close preview') || text === '✕')).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)
    expect(((await page.evaluate(ACTIVE)) as { card: string }).card).toBe(first)
  }, 60_000)

  test(`offers a GIF and a video Download or Open, never Set, and says why and what is shown${skipped}`, async () => {
    await page.setViewportSize(SIZES[1])
    await openSearch('#/search/reddit')
    const found = (await page.evaluate(`window.api.search({ source: 'reddit', params: { communities: ['wallpapers'] } })`)) as { ok: boolean; value: { items: { id: string; mediaType: string }[] } }
    const video = found.value.items.find((item) => item.mediaType === 'video')
    const gif = found.value.items.find((item) => item.mediaType === 'gif')
    expect(video && gif).toBeTruthy()

    await openCard(`reddit:${video?.id}`)
    expect(await dialog().getByRole('button', { name: 'Set as wallpaper' }).count()).toBe(0)
    // A video is downloaded to keep (test/e2e/browser-video-download.test.ts presses it).
    expect(await dialog().getByRole('button', { name: 'Download' }).count()).toBe(1)
    await dialog().getByText('A video can’t be a wallpaper', { exact: false }).waitFor()
    expect(await dialog().getByRole('link', { name: 'Open on Reddit' }).count()).toBe(1)
    await dialog().getByText('A still from the video').waitFor()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'preview-video-900.png') })
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Escape')

    await openCard(`reddit:${gif?.id}`)
    expect(await dialog().getByRole('button', { name: 'Set as wallpaper' }).count()).toBe(0)
    expect(await dialog().getByRole('button', { name: 'Download' }).count()).toBe(1)
    expect(await dialog().getByRole('link', { name: 'Open on Reddit' }).count()).toBe(1)
    await dialog().getByText('An animated GIF can’t be a wallpaper', { exact: false }).waitFor()
    // Whatever the full file turns out to be, "loading" does not stay.
    await expect.poll(() => dialog().getByText('the full image is loading', { exact: false }).count(), { timeout: 10_000 }).toBe(0)
    expect(await dialog().textContent()).toMatch(/ShowingThe animation, full size|ShowingA still of the animation/)
    await page.keyboard.press('Escape')
    expect(pageErrors).toEqual([])
  }, 60_000)

  for (const scheme of ['light', 'dark'] as const) {
    test(`shows a Wallhaven wallpaper’s own record: its tags as the title and as chips that search, and Similar (${scheme})${skipped}`, async () => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.setViewportSize(scheme === 'light' ? SIZES[0] : SIZES[1])
      await openSearch('#/search/wallhaven')
      const keys = await cardKeys()
      const key = keys[scheme === 'light' ? 3 : 4] as string
      const id = key.replace('wallhaven:', '')
      await openCard(key)
      const chips = dialog().getByRole('list', { name: 'Tags: each searches Wallhaven' }).getByRole('button')
      await chips.first().waitFor()
      const tags = await chips.allTextContents()
      await expect.poll(() => dialog().getByRole('heading').textContent()).toBe(tags.slice(0, 3).join(', '))
      expect(await dialog().textContent()).toMatch(/Views[\d,]+Favourites[\d,]+/)
      expect(await dialog().locator('.credit').textContent()).toMatch(/^Wallpaper by \S+ on Wallhaven$/)
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
      await page.screenshot({ path: path.join(SCREENSHOTS, `preview-details-${scheme}.png`) })

      // Set: the history says what the preview says.
      await dialog().getByRole('button', { name: 'Set as wallpaper' }).click()
      await dialog().getByText('Set as the wallpaper on', { exact: false }).waitFor({ timeout: 30_000 })
      const history = (await page.evaluate(`window.api['library.history']({})`)) as { value: { items: { id: string; title: string }[] } }
      expect(history.value.items.find((record) => record.id === id)?.title).toBe(tags.slice(0, 3).join(', '))

      // Looked at again (and perhaps before, as a neighbour): asked of Wallhaven once in all.
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowLeft')
      await chips.first().waitFor()
      expect(harness.fakes.wallhaven.requests.filter((request) => request.path === `/w/${id}`).length).toBe(1)

      // A chip searches Wallhaven for its tag.
      const tag = tags[1] ?? (tags[0] as string)
      const before = searches.length
      await chips.filter({ hasText: tag }).first().click()
      await expect.poll(() => dialog().count()).toBe(0)
      await expect.poll(() => searches.slice(before).some((search) => search.source === 'wallhaven' && search.params.query === tag)).toBe(true)
      expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`query=${tag}`.replaceAll(' ', '+'))
      expect(await page.locator('#search-query').inputValue()).toBe(tag)
      await page.locator('.results[data-status="ready"] .card').first().waitFor({ timeout: 30_000 })

      // Similar searches like:ID.
      const [firstHit] = await cardKeys()
      await openCard(firstHit as string)
      const similarOf = (firstHit as string).replace('wallhaven:', '')
      const beforeSimilar = searches.length
      await dialog().getByRole('button', { name: 'Similar' }).click()
      await expect.poll(() => dialog().count()).toBe(0)
      await expect.poll(() => searches.slice(beforeSimilar).some((search) => search.source === 'wallhaven' && search.params.like === similarOf)).toBe(true)
      await page.locator('.results[data-status="ready"] .card').first().waitFor({ timeout: 30_000 })
      expect(await cardKeys()).toContain(firstHit)
      expect(pageErrors).toEqual([])
    }, 90_000)
  }
})
