// `npm run screenshot`, second part: every view of the window (harness/window-views.ts) at both
// window sizes in light and dark, as docs/screens/<view>-<size>-<theme>.png. The library is filled
// first, so its lists show rows. PNGs are written with a palette (sharp), small enough to commit.
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { startHarness } from './start-harness'
import { fillLibrary, THEMES, WINDOW_SIZES, WINDOW_VIEWS } from './window-views'

const CHROMIUM = '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/**
 * Writes every view into `folder` (old pictures there are replaced); returns the files written. A
 * view that cannot be opened does not stop the others: all are tried, then the failures are thrown.
 */
export async function writeScreens(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true })
  for (const old of await readdir(folder)) if (old.endsWith('.png')) await rm(join(folder, old))
  const written: string[] = []
  const failures: string[] = []
  const harness = await startHarness()
  try {
    await fillLibrary(harness.url)
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })
    try {
      const page = await browser.newPage()
      for (const view of WINDOW_VIEWS) {
        for (const size of WINDOW_SIZES) {
          for (const theme of THEMES) {
            await page.setViewportSize({ width: size.width, height: size.height })
            await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
            const opened = await view.open(page, harness.url).catch((error: unknown) => {
              failures.push(`${view.name} at ${size.name} in ${theme}: ${error instanceof Error ? error.message : String(error)}`)
              return null
            })
            if (opened === false) break
            if (opened === null) continue
            const file = join(folder, `${view.name}-${size.name}-${theme}.png`)
            await sharp(await page.screenshot()).png({ palette: true, quality: 90, effort: 8, compressionLevel: 9 }).toFile(file)
            written.push(file)
          }
        }
      }
    } finally {
      await browser.close()
    }
  } finally {
    await harness.stop()
  }
  if (failures.length > 0) throw new Error(`${written.length} pictures were written, but not these:\n${failures.join('\n')}`)
  return written
}
