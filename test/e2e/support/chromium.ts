// Debian's Chromium as every browser test starts it: headless, no sandbox (the tests may run as
// root), and nothing that reaches the network on its own.
import { chromium, type BrowserContext } from 'playwright-core'

export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

type ContextOptions = NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>

/** A Chromium with its own profile folder, as the tests' window. */
export function launchChromium(profile: string, options: Omit<ContextOptions, 'executablePath' | 'headless' | 'args'> = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, ...options })
}
