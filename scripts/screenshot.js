// npm run screenshot: writes docs/screenshot.jpg, the README's picture of the window, by running
// harness/readme-screenshot.ts through Vite's module runner (as npm run demo does). Needs Debian's
// Chromium at /usr/bin/chromium; no network.
import { createServer, createServerModuleRunner } from 'vite'

const file = process.argv[2] ?? 'docs/screenshot.jpg'

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })

let failed = false
try {
  const { writeReadmeScreenshot } = await runner.import('/harness/readme-screenshot.ts')
  await writeReadmeScreenshot(file)
  console.log(file)
} catch (error) {
  console.error(`The screenshot could not be taken: ${error instanceof Error ? error.message : String(error)}`)
  failed = true
}
await runner.close()
await vite.close()
process.exit(failed ? 1 : 0)
