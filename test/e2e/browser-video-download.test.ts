// A Reddit video post in Debian's Chromium against the harness: the preview offers Download and
// Open, never Set, with the reason in words; Download (pressed from the keyboard) keeps the video's
// MP4 in the library, the keyboard stays in the preview, the Downloads list shows it, and the
// recording desktop is never asked to set it. Axe finds nothing serious, light and dark, both sizes.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../harness/start-harness'
import { ensureDebianTools } from '../support/debian-tools'
import { launchChromium } from './support/chromium'
import { seriousViolations } from './support/axe'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const SCREENSHOTS = process.env.TAPESTRY_PREVIEW_SHOTS ?? path.resolve('test-results/screenshots')
const SIZES = [
  { width: 1440, height: 900 },
  { width: 900, height: 700 },
] as const

const IN_DIALOG = `Boolean(document.activeElement && document.activeElement.closest('[role="dialog"]'))`

interface Found {
  ok: boolean
  value: { items: Card[] }
}
interface Card {
  id: string
  title: string
  mediaType: string
}
interface Listed {
  ok: boolean
  value: { items: { libraryId: string; fileName: string; path: string; present: boolean; item: { id: string } }[] }
}

describe('downloading a video in Chromium', () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  const pageErrors: string[] = []

  beforeAll(async () => {
    if (missing) return
    harness = await startHarness()
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-video-'))
    context = await launchChromium(profile, { viewport: SIZES[0] })
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }))
  }, 180_000)

  afterAll(async () => {
    await context?.close()
    await harness?.stop()
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  const dialog = () => page.getByRole('dialog')

  async function openVideo(): Promise<Card> {
    await page.goto('about:blank')
    await page.goto(`${harness.url}/#/search/reddit`)
    await page.locator('.results[data-status="ready"] .card').first().waitFor({ timeout: 30_000 })
    const found = (await page.evaluate(`window.api.search({ source: 'reddit', params: { communities: ['wallpapers'] } })`)) as Found
    const video = found.value.items.find((item) => item.mediaType === 'video')
    expect(video).toBeTruthy()
    await page.locator(`.card[data-key="reddit:${video?.id}"]`).focus()
    await page.keyboard.press('Enter')
    await dialog().waitFor()
    return video as Card
  }

  test(`offers Download and Open but not Set, and Download keeps the MP4 in the library${skipped}`, async () => {
    await page.setViewportSize(SIZES[0])
    const video = await openVideo()
    expect(await dialog().getByRole('button', { name: 'Set as wallpaper' }).count()).toBe(0)
    expect(await dialog().getByRole('link', { name: 'Open on Reddit' }).count()).toBe(1)
    const reason = dialog().locator('.preview-reason')
    expect(await reason.textContent()).toBe('A video can’t be a wallpaper: desktops show only still pictures. Download it to keep it in your library, or open it where it was posted to watch it.')

    // The Download button is drawn, on screen and of a size to press.
    const button = dialog().getByRole('button', { name: 'Download' })
    const box = await button.boundingBox()
    console.log(`Download button for a video at 1440×900: ${box?.width.toFixed(1)}×${box?.height.toFixed(1)} at ${box?.x.toFixed(1)},${box?.y.toFixed(1)}`)
    expect(box && box.width >= 24 && box.height >= 24 && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1440 && box.y + box.height <= 900).toBe(true)

    // Pressed from the keyboard, as a person would: focus it, Enter.
    await button.focus()
    await page.keyboard.press('Enter')
    await dialog().getByText('Downloaded to your library', { exact: false }).waitFor({ timeout: 15_000 })
    expect(await page.evaluate(IN_DIALOG)).toBe(true)
    await page.screenshot({ path: path.join(SCREENSHOTS, 'preview-video-downloaded-1440.png') })

    // In the library as an MP4 whose bytes are one; the desktop was never asked to set it.
    const listed = (await page.evaluate(`window.api['library.downloads']({})`)) as Listed
    const record = listed.value.items.find((entry) => entry.item.id === video.id)
    expect(record?.fileName).toMatch(/^reddit-.*-[0-9a-f]{16}\.mp4$/)
    expect(record?.present).toBe(true)
    const bytes = await readFile(record?.path as string)
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
    expect(await harness.wallpapersSet()).toEqual([])

    // Setting it anyway (as a script could) is refused in words, and still sets nothing.
    const set = (await page.evaluate(`window.api.setWallpaper({ item: ${JSON.stringify(video)} })`)) as { ok: boolean; error?: unknown }
    expect(set.ok).toBe(false)
    expect(JSON.stringify(set.error)).toMatch(/only pictures can be wallpapers/)
    expect(await harness.wallpapersSet()).toEqual([])

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)

    // The Downloads list shows it like any download.
    await page.goto(`${harness.url}/#/library/downloads`)
    const row = page.locator(`.record[data-key="reddit:${video.id}"]`)
    await row.waitFor({ timeout: 15_000 })
    expect(await row.locator('.record-path code').textContent()).toBe(record?.path)
    expect(pageErrors).toEqual([])
  }, 90_000)

  for (const scheme of ['light', 'dark'] as const) {
    for (const size of SIZES) {
      test(`a video's preview has no serious accessibility problem at ${size.width}×${size.height} (${scheme})${skipped}`, async () => {
        await page.emulateMedia({ colorScheme: scheme })
        await page.setViewportSize(size)
        await openVideo()
        await dialog().getByRole('button', { name: 'Download' }).waitFor()
        await page.screenshot({ path: path.join(SCREENSHOTS, `preview-video-${size.width}-${scheme}.png`) })
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([])
        await page.keyboard.press('Escape')
      }, 60_000)
    }
  }
})
