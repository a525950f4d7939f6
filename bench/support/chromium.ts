// Debian's Chromium through playwright-core against the browser harness (the real core behind the
// loopback bridge, every upstream faked): what the two window figures run in.
import { spawnSync } from 'node:child_process'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startHarness, type Harness } from '../../harness/start-harness'

export const CHROMIUM = '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export interface WindowUnderTest {
  harness: Harness
  browser: Browser
  page: Page
  close(): Promise<void>
}

/** Why the window figures cannot run here, or null when they can. */
export function chromiumMissing(): string | null {
  return spawnSync('sh', ['-c', `command -v ${CHROMIUM}`], { stdio: 'ignore' }).status === 0 ? null : 'needs the Debian package chromium'
}

/** The harness and a 1280×800 page in headless Chromium with the HTTP cache off (every thumbnail is fetched). */
export async function openWindow(): Promise<WindowUnderTest> {
  const harness = await startHarness()
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  return {
    harness,
    browser,
    page,
    async close() {
      await browser.close()
      await harness.stop()
    },
  }
}
