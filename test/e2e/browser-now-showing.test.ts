// "Now showing" and the display chooser in real Chromium (Debian's, through playwright-core) against
// the browser harness, with the pretend desktop laid out as a laptop at 200% beside a 1440p monitor,
// a monitor turned to portrait and a projector the desktop does not list (MIXED_LAYOUT), and as the
// usual two side by side: the drawing measured against the displays' geometry, each display's
// Previous / Next / Favourite / Block reaching the recording desktop for that display only, the
// chooser's names whole and its arrow keys, and axe at both window sizes, light and dark.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { launchChromium } from './support/chromium'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MIXED_LAYOUT, SIDE_BY_SIDE, type PretendLayout } from '../../harness/pretend-displays'
import { startHarness, type Harness } from '../../harness/start-harness'
import type { OperationName, OperationOutput } from '../../src/shared/ipc'
import type { MediaItem } from '../../src/shared/media'
import { ensureDebianTools } from '../support/debian-tools'
import { seriousViolations } from './support/axe'

const missing = ensureDebianTools([{ command: 'chromium', debianPackage: 'chromium' }])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const SHOTS = process.env.TAPESTRY_NOW_SHOWING_SHOTS ?? path.resolve('test-results/screenshots')
/** What the window shows after a rotation step (a download from the fakes) may take a few seconds. */
function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000 })
}
const WIDE = { width: 1440, height: 900 }
const SMALL = { width: 900, height: 700 }

interface Box {
  x: number
  y: number
  width: number
  height: number
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error('the element is not drawn')
  return found
}

/** Where each display should be drawn, as fractions of the arrangement: from the layout's own bounds. */
function expectedFractions(layout: PretendLayout): Map<string, Box> {
  const rects = layout.map((display) => display.platform.bounds)
  const left = Math.min(...rects.map((rect) => rect.x))
  const top = Math.min(...rects.map((rect) => rect.y))
  const width = Math.max(...rects.map((rect) => rect.x + rect.width)) - left
  const height = Math.max(...rects.map((rect) => rect.y + rect.height)) - top
  return new Map(
    layout.map((display) => {
      const { x, y, width: w, height: h } = display.platform.bounds
      const id = display.connector ?? `unmatched-${display.platform.id}`
      return [id, { x: (x - left) / width, y: (y - top) / height, width: w / width, height: h / height }]
    }),
  )
}

/** Each display's place in a drawing, as fractions of the drawing's box. */
async function drawnFractions(map: Locator): Promise<Map<string, Box>> {
  const whole = await box(map)
  const places = map.locator('.display-map-place')
  const drawn = new Map<string, Box>()
  for (let index = 0; index < (await places.count()); index++) {
    const place = places.nth(index)
    const id = (await place.getAttribute('data-display')) as string
    const rect = await box(place)
    drawn.set(id, { x: (rect.x - whole.x) / whole.width, y: (rect.y - whole.y) / whole.height, width: rect.width / whole.width, height: rect.height / whole.height })
  }
  return drawn
}

/** Every place is where the layout puts it, to within a pixel of the drawing's size. */
async function expectDrawnAsLaidOut(map: Locator, layout: PretendLayout): Promise<void> {
  const whole = await box(map)
  const drawn = await drawnFractions(map)
  const expected = expectedFractions(layout)
  expect([...drawn.keys()].sort()).toEqual([...expected.keys()].sort())
  for (const [id, want] of expected) {
    const got = drawn.get(id) as Box
    expect(Math.abs(got.x - want.x) * whole.width, `${id} x`).toBeLessThanOrEqual(1)
    expect(Math.abs(got.y - want.y) * whole.height, `${id} y`).toBeLessThanOrEqual(1)
    expect(Math.abs(got.width - want.width) * whole.width, `${id} width`).toBeLessThanOrEqual(1)
    expect(Math.abs(got.height - want.height) * whole.height, `${id} height`).toBeLessThanOrEqual(1)
  }
}

describe('Now showing and the display chooser in Chromium against the harness', () => {
  let mixed: Harness
  let sideBySide: Harness
  let context: BrowserContext
  let page: Page
  let profile = ''
  const pageErrors: string[] = []

  beforeAll(async () => {
    if (missing) return
    ;[mixed, sideBySide] = await Promise.all([startHarness({ displays: MIXED_LAYOUT }), startHarness({ displays: SIDE_BY_SIDE })])
    profile = await mkdtemp(path.join(tmpdir(), 'tapestry-chromium-'))
    context = await launchChromium(profile, { viewport: WIDE })
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
  }, 240_000)

  afterAll(async () => {
    await context?.close()
    await Promise.all([mixed?.stop(), sideBySide?.stop()])
    if (profile) await rm(profile, { recursive: true, force: true })
  })

  afterEach(async (test) => {
    if (missing || test.task.result?.state !== 'fail') return
    const name = test.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
    await page.screenshot({ path: path.join(SHOTS, `failed-now-showing-${name}.png`) }).catch(() => undefined)
  })

  /** An operation through the bridge, as the window calls it (to arrange what each display shows). */
  async function call<N extends OperationName>(harness: Harness, name: N, input?: unknown): Promise<OperationOutput<N>> {
    const response = await fetch(`${harness.url}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? null) })
    const result = (await response.json()) as { ok: true; value: OperationOutput<N> } | { ok: false; error: { message: string } }
    if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`)
    return result.value
  }

  async function wallhavenItems(harness: Harness, count: number): Promise<MediaItem[]> {
    return (await call(harness, 'search', { source: 'wallhaven', params: {} })).items.slice(0, count)
  }

  async function openSearch(harness: Harness): Promise<void> {
    await page.goto(`${harness.url}/#/search/wallhaven`)
    await page.locator('.now-showing-map .display-map-place').first().waitFor()
  }

  /** The panel of one display in the strip. */
  const panel = (display: string) => page.locator(`.now-showing-display[data-display="${display}"]`)

  test(`draws the displays as arranged: a laptop at 200% at its size in the layout, left and lower; a portrait monitor tall${skipped}`, async () => {
    const [a, b] = await wallhavenItems(mixed, 2)
    await call(mixed, 'setWallpaper', { item: a })
    await call(mixed, 'setWallpaper', { item: b, display: 'HDMI-1' })
    await openSearch(mixed)
    const map = page.locator('.now-showing-map')
    await expectDrawnAsLaidOut(map, MIXED_LAYOUT)
    const place = (id: string) => box(map.locator(`[data-display="${id}"]`))
    const places = { 'DP-1': await place('DP-1'), 'eDP-1': await place('eDP-1'), 'HDMI-1': await place('HDMI-1') }
    // The laptop (2880×1800 pixels at 200%) is drawn at 1440×900 of the layout: smaller than the 1440p monitor, to its left, lower.
    expect(places['eDP-1'].x + places['eDP-1'].width).toBeLessThanOrEqual(places['DP-1'].x + 1)
    expect(places['eDP-1'].width / places['DP-1'].width).toBeCloseTo(1440 / 2560, 1)
    expect(places['eDP-1'].y + places['eDP-1'].height).toBeCloseTo(places['DP-1'].y + places['DP-1'].height, 0)
    // The portrait monitor is taller than wide, and the tallest.
    expect(places['HDMI-1'].height / places['HDMI-1'].width).toBeCloseTo(1920 / 1080, 1)
    expect(places['HDMI-1'].height).toBeGreaterThan(places['DP-1'].height)
    // Each place shows its display's picture: HDMI-1 its own, the others the one on all.
    const thumb = async (id: string) => map.locator(`[data-display="${id}"] img`).getAttribute('src')
    expect(await thumb('HDMI-1')).toBe(b?.thumbUrl)
    expect(await thumb('DP-1')).toBe(a?.thumbUrl)
    expect(await thumb('eDP-1')).toBe(a?.thumbUrl)
    // Each panel says its display and the title of what it shows (as the core named it when set).
    const now = await call(mixed, 'displays.showing')
    const titleOn = (id: string) => now.displays.find((shown) => shown.display.id === id)?.picture?.item.title
    expect(titleOn('HDMI-1')).not.toBe(titleOn('DP-1'))
    expect(await panel('HDMI-1').locator('.now-showing-title').textContent()).toBe(titleOn('HDMI-1'))
    expect(await panel('DP-1').locator('.now-showing-title').textContent()).toBe(titleOn('DP-1'))
    expect(await page.getByRole('group', { name: /DP-1/ }).first().isVisible()).toBe(true)
    await page.screenshot({ path: path.join(SHOTS, 'now-showing-mixed-1440-light.png') })
  })

  test(`draws two displays side by side at the same scale, in the desktop's order of places${skipped}`, async () => {
    await openSearch(sideBySide)
    const map = page.locator('.now-showing-map')
    await expectDrawnAsLaidOut(map, SIDE_BY_SIDE)
    const builtIn = await box(map.locator('[data-display="eDP-1"]'))
    const external = await box(map.locator('[data-display="HDMI-1"]'))
    expect(builtIn.x).toBeLessThan(external.x)
    expect(builtIn.width / external.width).toBeCloseTo(1920 / 2560, 1)
  })

  test(`Previous, Next, Favourite and Block on one display reach the desktop for that display only${skipped}`, async () => {
    const [a, b] = await wallhavenItems(sideBySide, 2)
    await call(sideBySide, 'setWallpaper', { item: a })
    await call(sideBySide, 'setWallpaper', { item: b, display: 'HDMI-1' })
    await openSearch(sideBySide)
    const setBefore = (await sideBySide.wallpapersSet()).length
    const newSets = async () => (await sideBySide.wallpapersSet()).slice(setBefore)
    const title = (display: string) => panel(display).locator('.now-showing-title').textContent()
    const builtInTitle = await title('eDP-1')
    const externalTitle = await title('HDMI-1')

    // Next on the built-in display: one new picture, there alone.
    await panel('eDP-1').getByRole('button', { name: 'Next' }).click()
    await eventually(newSets).toHaveLength(1)
    expect((await newSets()).map((set) => set.display)).toEqual(['eDP-1'])
    await eventually(() => title('eDP-1')).not.toBe(builtInTitle)
    expect(await title('HDMI-1')).toBe(externalTitle)
    await eventually(() => page.locator('.now-showing-status').textContent()).toBe('eDP-1 has a new picture.')
    // Focus stays on the button pressed.
    expect(await page.locator(':focus').textContent()).toBe('Next')

    // Previous on it: back to the picture on all displays, set on that display alone.
    await panel('eDP-1').getByRole('button', { name: 'Previous' }).click()
    await eventually(newSets).toHaveLength(2)
    const [, back] = await newSets()
    expect(back?.display).toBe('eDP-1')
    await eventually(() => title('eDP-1')).toBe(builtInTitle)

    // Favourite on the external monitor: its own picture, and the button says so.
    const favourite = panel('HDMI-1').getByRole('button', { name: '☆ Favourite' })
    await favourite.click()
    await eventually(async () => (await call(sideBySide, 'library.favouriteRefs')).map((ref) => ref.id)).toEqual([b?.id])
    await eventually(() => panel('HDMI-1').getByRole('button', { name: '★ Favourite' }).getAttribute('aria-pressed')).toBe('true')
    expect(await panel('eDP-1').getByRole('button', { name: '☆ Favourite' }).getAttribute('aria-pressed')).toBe('false')

    // Block on the external monitor: its picture is blocked and it alone moves on.
    await panel('HDMI-1').getByRole('button', { name: 'Block' }).click()
    await eventually(newSets).toHaveLength(3)
    expect((await newSets())[2]?.display).toBe('HDMI-1')
    expect((await call(sideBySide, 'library.blocklist')).items.map((blocked) => blocked.id)).toEqual([b?.id])
    await eventually(() => title('HDMI-1')).not.toBe(externalTitle)
    expect(await title('eDP-1')).toBe(builtInTitle)
    await eventually(() => page.locator('.now-showing-status').textContent()).toMatch(/^Blocked “.+”: it will not be shown again\.Undo$/)
    await page.locator('.now-showing-status').getByRole('button', { name: 'Undo' }).click()
    await eventually(async () => (await call(sideBySide, 'library.blocklist')).total).toBe(0)
    expect(pageErrors).toEqual([])
  })

  test(`a display the desktop cannot set alone offers no Previous or Next and says why${skipped}`, async () => {
    await openSearch(mixed)
    const projector = panel('unmatched-14')
    expect(await projector.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    expect(await projector.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true)
    await projector.getByRole('button', { name: 'Why?' }).click()
    await eventually(() => page.getByRole('dialog', { name: /Why Meeting-room projector/ }).textContent()).toMatch(/cannot tell which of the desktop's displays/)
    await page.keyboard.press('Escape')
    expect(await page.locator(':focus').textContent()).toBe('Why?')
  })

  test(`the display chooser draws the arrangement in each option, shows every name whole, and moves with the arrow keys${skipped}`, async () => {
    await openSearch(mixed)
    await page.locator('.grid .card').first().click()
    const dialog = page.getByRole('dialog')
    const chooser = dialog.getByRole('radiogroup', { name: 'Display' })
    await chooser.waitFor()
    const radios = chooser.getByRole('radio')
    expect(await radios.count()).toBe(5)
    const names = await chooser.locator('.display-option-label').allTextContents()
    expect(names).toEqual([
      'All displays',
      'DP-1 — DELL U2720Q, 2560×1440, main',
      'eDP-1 — Built-in Retina display, 2880×1800',
      'HDMI-1 — DELL P2419H, 1080×1920',
      'Meeting-room projector, 1280×720',
    ])
    // No name is cut: each label's content fits its box, at both window sizes.
    for (const size of [WIDE, SMALL]) {
      await page.setViewportSize(size)
      const cut = await chooser.locator('.display-option-label').evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight).map((label) => label.textContent))
      expect(cut, `${size.width}×${size.height}`).toEqual([])
    }
    await page.setViewportSize(WIDE)
    // Each option draws the arrangement as the strip does, with its own display filled in.
    const option = (index: number) => chooser.locator('.display-option').nth(index)
    await expectDrawnAsLaidOut(option(3).locator('.display-map'), MIXED_LAYOUT)
    expect(await option(3).locator('[data-marked]').evaluateAll((places) => places.map((place) => place.getAttribute('data-display')))).toEqual(['HDMI-1'])
    expect(await option(0).locator('[data-marked]').count()).toBe(4)
    // The projector is shown, not offered, with its reason tied to it.
    const projector = radios.nth(4)
    expect(await projector.isDisabled()).toBe(true)
    const described = await projector.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${described}"]`).textContent()).toMatch(/cannot tell which of the desktop's displays/)

    // Arrows move the choice, passing over the one that cannot be chosen.
    expect(await radios.nth(0).isChecked()).toBe(true)
    await radios.nth(0).focus()
    await page.keyboard.press('ArrowRight')
    expect(await radios.nth(1).isChecked()).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await radios.nth(3).isChecked()).toBe(true)
    await page.keyboard.press('ArrowRight')
    expect(await radios.nth(0).isChecked()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    expect(await radios.nth(3).isChecked()).toBe(true)
    await page.screenshot({ path: path.join(SHOTS, 'display-chooser-1440-light.png') })

    const before = (await mixed.wallpapersSet()).length
    await dialog.getByRole('button', { name: 'Set as wallpaper' }).click()
    await eventually(async () => (await mixed.wallpapersSet()).length).toBe(before + 1)
    expect((await mixed.wallpapersSet()).at(-1)?.display).toBe('HDMI-1')
    await page.keyboard.press('Escape')
  })

  test(`is compact at 900×700, folds to one line and stays folded${skipped}`, async () => {
    await page.setViewportSize(SMALL)
    await openSearch(sideBySide)
    const strip = page.locator('.now-showing')
    const open = await box(strip)
    expect(open.height).toBeLessThanOrEqual(130)
    await page.screenshot({ path: path.join(SHOTS, 'now-showing-900-light.png') })
    const toggle = page.getByRole('button', { name: 'Now showing' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await toggle.press('Enter')
    await eventually(async () => (await box(strip)).height).toBeLessThanOrEqual(40)
    expect(await page.locator('.now-showing-map').isVisible()).toBe(false)
    await page.reload()
    await page.getByRole('button', { name: 'Now showing' }).waitFor()
    expect(await page.getByRole('button', { name: 'Now showing' }).getAttribute('aria-expanded')).toBe('false')
    await page.getByRole('button', { name: 'Now showing' }).click()
    await page.locator('.now-showing-map').waitFor()
    await page.setViewportSize(WIDE)
  })

  test(`has no serious accessibility violation at 1440×900 and 900×700, light and dark: the strip, and the chooser${skipped}`, async () => {
    for (const size of [WIDE, SMALL]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize(size)
        await page.emulateMedia({ colorScheme })
        await page.goto(`${mixed.url}/#/library/history`)
        // Loaded afresh in this scheme: buttons fade between colours (150 ms) when the scheme changes under them.
        await page.reload()
        await page.locator('.now-showing-map .display-map-place').first().waitFor()
        expect(await seriousViolations(page, '.now-showing'), `the strip in the library, ${size.width}×${size.height} ${colorScheme}`).toEqual([])
        await page.screenshot({ path: path.join(SHOTS, `now-showing-library-${size.width}-${colorScheme}.png`) })
        await openSearch(mixed)
        expect(await seriousViolations(page, '.now-showing'), `the strip in search, ${size.width}×${size.height} ${colorScheme}`).toEqual([])
        await page.locator('.grid .card').first().click()
        await page.getByRole('radiogroup', { name: 'Display' }).waitFor()
        expect(await seriousViolations(page, '.display-choice'), `the chooser, ${size.width}×${size.height} ${colorScheme}`).toEqual([])
        await page.screenshot({ path: path.join(SHOTS, `display-chooser-${size.width}-${colorScheme}.png`) })
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        await page.screenshot({ path: path.join(SHOTS, `now-showing-${size.width}-${colorScheme}.png`) })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize(WIDE)
  })
})
