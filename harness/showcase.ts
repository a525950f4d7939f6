// The view the README opens with: Unsplash's results for "nature" in a 1280×800 window, light
// theme, every thumbnail in view drawn. `npm run screenshot` photographs it for the README and the
// browser test opens it on every run, so the picture can always be made again.
import type { Page } from 'playwright-core'

export const SHOWCASE_VIEWPORT = Object.freeze({ width: 1280, height: 800 })

/** Opens the showcase in `page` (a 1280×800 page) and waits until it is fully drawn. */
export async function openShowcase(page: Page, harnessUrl: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(`${harnessUrl}/#/search/unsplash?query=nature`)
  await page.locator('.results[data-status="ready"] .grid .card').first().waitFor()
  // Polled with page.evaluate, which the page's Content-Security-Policy allows (waitForFunction
  // would eval in the page); a string, as this file is type-checked for Node, without the DOM.
  const drawn = `[...document.querySelectorAll('.grid .card')]
    .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
    .every((card) => card.querySelector('img.loaded') !== null)`
  for (let attempt = 0; !(await page.evaluate<boolean>(drawn)); attempt++) {
    if (attempt === 100) throw new Error('the showcase’s thumbnails did not all load in 10 seconds')
    await page.waitForTimeout(100)
  }
  // The thumbnails fade in (0.25 s): the picture is taken once they have.
  await page.waitForTimeout(400)
}
