// The Library in Chromium against the harness (the real core behind the loopback bridge, a desktop
// that records what it is asked to set): the History's toolbar measured (filter and count on one
// line, nothing outside the view's padding), times said relative to now with the exact time on
// hover and on focus, Set again choosing a display that reaches the recording desktop, a download
// from the preview named in a note with Show in folder (the harness says where the file is), the
// Downloads list, and axe at both window sizes in light and dark.
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/chromium'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from '../../harness/start-harness'
import type { MediaItem } from '../../src/shared/media'
import { ensureDebianTools } from '../support/debian-tools'
import { seriousViolations } from './support/axe'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const SHOTS = process.env.TAPESTRY_LIBRARY_SHOTS ?? path.join(tmpdir(), 'tapestry-library-shots')
const SIZES = [
  { width: 1440, height: 900 },
  { width: 900, height: 700 },
] as const

describe('the Library in Chromium against the harness', () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  const pageErrors: string[] = []

  beforeAll(async () => {
    if (missing) return
    harness = await startHarness()
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-library-'))
    context = await launchChromium(profile, { viewport: SIZES[0], locale: 'en-GB' })
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
    await page.screenshot({ path: path.join(SHOTS, `failed-${test.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}.png`) }).catch(() => undefined)
  })

  async function open(hash: string): Promise<void> {
    await page.goto(`${harness.url}/${hash}`)
  }

  /** Sets pictures through the window's own api (as the preview would), so the History has records on each display. */
  async function setThrough(display: string, index: number): Promise<MediaItem> {
    // A string: this file is compiled without the DOM's types.
    return page.evaluate<MediaItem>(`(async () => {
      const found = await window.api.search({ source: 'wallhaven', params: { query: 'sea' } })
      if (!found.ok) throw new Error(found.error.message)
      const item = found.value.items[${index}]
      if (!item) throw new Error('no picture to set')
      const set = await window.api.setWallpaper({ item, display: ${JSON.stringify(display)} })
      if (!set.ok) throw new Error(set.error.message)
      return item
    })()`)
  }

  test(`History: the filter and the count on one line, inside the view's padding${skipped}`, async () => {
    await open('#/library/history')
    await setThrough('HDMI-1', 0)
    await setThrough('eDP-1', 1)
    await setThrough('all', 2)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await open('#/library/history')
      await expect.poll(() => page.locator('.record').count()).toBe(3)
      const select = page.getByLabel('Display', { exact: true })
      const label = page.locator('.list-filter label')
      const count = page.getByText('3 in all')
      const [panel, toolbar, selectBox, labelBox, countBox] = await Promise.all([
        page.getByRole('tabpanel').boundingBox(),
        page.locator('.list-toolbar').boundingBox(),
        select.boundingBox(),
        label.boundingBox(),
        count.boundingBox(),
      ])
      if (!panel || !toolbar || !selectBox || !labelBox || !countBox) throw new Error('a part of the History is not drawn')
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2
      // One line: label, select and count share a centre line (within 2 px) and sit inside the toolbar.
      expect(Math.abs(middle(labelBox) - middle(selectBox))).toBeLessThanOrEqual(2)
      expect(Math.abs(middle(countBox) - middle(selectBox))).toBeLessThanOrEqual(2)
      for (const box of [labelBox, selectBox, countBox]) {
        expect(box.y).toBeGreaterThanOrEqual(toolbar.y)
        expect(box.y + box.height).toBeLessThanOrEqual(toolbar.y + toolbar.height)
      }
      // In order, left to right, the select not running the full width.
      expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(selectBox.x)
      expect(selectBox.x + selectBox.width).toBeLessThan(countBox.x)
      expect(selectBox.width).toBeLessThan(panel.width / 2)
      // Nothing starts at the window's edge: every control, text, picture and row starts at the
      // view's padding (--space-4, 1rem) or further in. (Containers run edge to edge, padded.)
      const { padding, lefts } = await page.evaluate<{ padding: number; lefts: { name: string; left: number }[] }>(`({
        padding: parseFloat(getComputedStyle(document.documentElement).fontSize),
        lefts: [...document.querySelectorAll('[role="tabpanel"] :is(label, select, p, li, button, time, img, code, a, ol)')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .map(({ element, box }) => ({ name: element.tagName.toLowerCase() + '.' + String(element.className), left: box.left })),
      })`)
      const firstTab = await page.getByRole('tab').first().boundingBox()
      expect(lefts.length).toBeGreaterThan(10)
      expect(lefts.filter(({ left }) => left < padding)).toEqual([])
      // The rows, the toolbar's first control and the first tab share one left edge.
      const rowLeft = (await page.locator('.record').first().boundingBox())?.x
      expect(rowLeft).toBe(labelBox.x)
      expect(firstTab?.x).toBe(labelBox.x)
      await page.emulateMedia({ colorScheme: 'light' })
      await page.screenshot({ path: path.join(SHOTS, `history-${size.width}-light.png`) })
      await page.emulateMedia({ colorScheme: 'dark' })
      // Past the colours' transition (--duration).
      await page.waitForTimeout(300)
      await page.screenshot({ path: path.join(SHOTS, `history-${size.width}-dark.png`) })
      console.log(`History at ${size.width}×${size.height}: label ${JSON.stringify(labelBox)}, select ${JSON.stringify(selectBox)}, count ${JSON.stringify(countBox)}, toolbar ${JSON.stringify(toolbar)}, first row x ${rowLeft}, first tab x ${firstTab?.x}`)
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize(SIZES[0])
  }, 120_000)

  test(`History: when, relative to now, with the exact time on hover and on focus${skipped}`, async () => {
    await open('#/library/history')
    const time = page.locator('.record time').first()
    await time.waitFor()
    const iso = (await time.getAttribute('datetime')) ?? ''
    expect(Number.isNaN(Date.parse(iso))).toBe(false)
    const shown = await time.evaluate((element) => (element.firstChild?.textContent ?? '').trim())
    expect(shown).toMatch(/^(this minute|\d+ minutes? ago)$/)
    const exact = await page.evaluate<string>(`new Intl.DateTimeFormat(navigator.languages, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(${JSON.stringify(iso)}))`)
    // Screen readers read the exact time with it.
    expect(await time.textContent()).toBe(`${shown} (${exact})`)
    expect(exact).not.toMatch(/\d{1,2}:\d{2}:\d{2}/)

    // As a person who came here with the mouse (React Aria opens tooltips on hover after pointer use).
    await page.getByText(/in all$/).click()
    await time.hover()
    const tooltip = page.getByRole('tooltip')
    await tooltip.waitFor()
    expect(await tooltip.textContent()).toBe(exact)
    await page.mouse.move(0, 0)
    await expect.poll(() => tooltip.count()).toBe(0)

    // By keyboard: Tab from the tab list reaches the first time, and the tooltip opens on focus.
    await page.getByRole('tab', { name: 'History' }).focus()
    for (let presses = 0; presses < 12; presses++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate<boolean>(`document.activeElement?.classList.contains('time-ago') ?? false`)) break
    }
    expect(await page.evaluate<string | null>(`document.activeElement?.querySelector('time')?.getAttribute('datetime') ?? null`)).toBe(iso)
    await tooltip.waitFor()
    expect(await tooltip.textContent()).toBe(exact)
    expect(await seriousViolations(page, '.library-view')).toEqual([])
    await page.screenshot({ path: path.join(SHOTS, 'history-tooltip.png') })
    await page.keyboard.press('Escape')
  }, 60_000)

  test(`History: Set again on a display chosen there reaches that display of the desktop${skipped}`, async () => {
    await open('#/library/history')
    const row = page.locator('.record').filter({ hasText: 'on all displays' }).first()
    await row.waitFor()
    const before = await harness.wallpapersSet()
    // With the keyboard: the button, then the chooser (arrows), then Set.
    await row.getByRole('button', { name: 'Set again' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const eDP = dialog.getByRole('radio', { name: /^eDP-1/ })
    expect(await dialog.getByRole('radio', { name: /^All displays/ }).isChecked()).toBe(true)
    await page.screenshot({ path: path.join(SHOTS, 'history-set-again.png') })
    expect(await seriousViolations(page, '.set-again-popover')).toEqual([])
    // Into the chooser (the checked radio), then along it with the arrows.
    await page.keyboard.press('Tab')
    for (let presses = 0; presses < 4 && !(await eDP.isChecked()); presses++) await page.keyboard.press('ArrowRight')
    expect(await eDP.isChecked()).toBe(true)
    await dialog.getByRole('button', { name: 'Set', exact: true }).focus()
    await page.keyboard.press('Enter')
    await row.getByText('Set again on eDP-1.').waitFor({ timeout: 30_000 })
    const after = await harness.wallpapersSet()
    expect(after.length).toBe(before.length + 1)
    expect(after.at(-1)?.display).toBe('eDP-1')
    // Focus came back to the button, which stayed focusable while it worked.
    expect(await page.evaluate<string | null>(`document.activeElement?.textContent ?? null`)).toBe('Set again')
  }, 60_000)

  test(`a download from the preview is named in a note with Show in folder, and listed under Downloads${skipped}`, async () => {
    await open('#/search/wallhaven?query=sea')
    await page.getByRole('gridcell').first().click()
    const preview = page.getByRole('dialog')
    await preview.getByRole('button', { name: 'Download' }).click()
    const region = page.getByRole('region', { name: 'Notifications' })
    const note = region.getByText(/^Downloaded as .+\.(jpg|png|webp|gif)\.$/)
    await note.waitFor({ timeout: 30_000 })
    const fileName = /^Downloaded as (.+)\.$/.exec((await note.textContent()) ?? '')?.[1] ?? ''
    expect(await seriousViolations(page, '.toast-region')).toEqual([])
    await page.screenshot({ path: path.join(SHOTS, 'download-toast.png') })
    await region.getByRole('button', { name: 'Show in folder' }).click()
    const where = page.getByText(/^The file is at /)
    await where.waitFor()
    const file = /^The file is at (.+)$/.exec((await where.textContent()) ?? '')?.[1] ?? ''
    expect(path.basename(file)).toBe(fileName)
    expect(file.startsWith(harness.dataDir)).toBe(true)
    expect(existsSync(file)).toBe(true)
    await page.keyboard.press('Escape')

    await open('#/library/downloads')
    const list = page.getByRole('list', { name: 'Downloads' })
    const record = list.getByRole('listitem').first()
    await record.waitFor()
    expect(await record.textContent()).toContain(`Saved as ${file}`)
    expect(await record.textContent()).toMatch(/Downloaded (this minute|1 minute ago)/)
    await record.getByRole('button', { name: 'Show in folder' }).click()
    await record.getByText(`The file is at ${file}`).waitFor()
    await page.screenshot({ path: path.join(SHOTS, 'downloads.png') })
  }, 90_000)

  test(`the Library's tabs follow the keyboard and the address${skipped}`, async () => {
    await open('#/library/favourites')
    await page.getByRole('tab', { name: 'Favourites', selected: true }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.evaluate<string>('location.hash')).toBe('#/library/downloads')
    await expect.poll(() => page.getByRole('tab', { name: 'Downloads', selected: true }).count()).toBe(1)
  }, 60_000)

  test(`no serious accessibility problem in any Library tab, at both sizes, light and dark${skipped}`, async () => {
    const found: Record<string, string[]> = {}
    for (const size of SIZES) {
      await page.setViewportSize(size)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        for (const tab of ['favourites', 'history', 'downloads', 'blocklist']) {
          await open(`#/library/${tab}`)
          await page.getByRole('tabpanel').waitFor()
          await page.waitForLoadState('networkidle')
          await page.waitForTimeout(300)
          // This view's own part of the window (the header and the now-showing strip are checked by their own tests).
          const violations = await seriousViolations(page, '.library-view')
          if (violations.length > 0) found[`${tab} ${size.width} ${scheme}`] = violations
          if (tab === 'downloads') await page.screenshot({ path: path.join(SHOTS, `downloads-${size.width}-${scheme}.png`) })
        }
      }
    }
    expect(found).toEqual({})
    expect(pageErrors).toEqual([])
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize(SIZES[0])
  }, 180_000)
})
