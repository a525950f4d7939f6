// npm run screenshot (after the README's picture): every view at 1440×900 and 900×700, light and
// dark, into docs/screens/, by running harness/screens.ts through Vite's module runner (as
// scripts/screenshot.js does). Needs Debian's Chromium at /usr/bin/chromium; no network.
import { createServer, createServerModuleRunner } from 'vite'

const folder = process.argv[2] ?? 'docs/screens'

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })

let failed = false
try {
  const { writeScreens } = await runner.import('/harness/screens.ts')
  for (const file of await writeScreens(folder)) console.log(file)
} catch (error) {
  console.error(`The screens could not be taken: ${error instanceof Error ? error.message : String(error)}`)
  failed = true
}
await runner.close()
await vite.close()
process.exit(failed ? 1 : 0)
