// `npm run screenshot`: the picture at the top of the README, the window as the offline demo shows
// it (harness/showcase.ts), taken in Debian's Chromium and written as a JPEG small enough to commit.
import { chromium } from 'playwright-core'
import { openShowcase, SHOWCASE_VIEWPORT } from './showcase'
import { startHarness } from './start-harness'

const CHROMIUM = '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export async function writeReadmeScreenshot(file: string): Promise<void> {
  const harness = await startHarness()
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })
    try {
      const page = await browser.newPage({ viewport: SHOWCASE_VIEWPORT })
      await openShowcase(page, harness.url)
      await page.screenshot({ path: file, type: 'jpeg', quality: 85 })
    } finally {
      await browser.close()
    }
  } finally {
    await harness.stop()
  }
}
