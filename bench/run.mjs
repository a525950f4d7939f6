// `npm run bench`: runs bench/main.ts (TypeScript, like the tests and the demo) through Vite's
// module runner, so the benchmarks need no build step of their own and no extra loader; the code
// under test runs as the same modules the tests import. Node modules (got, zod…) load natively.
// The orchestrator starts every figure in a fresh `node --expose-gc bench/run.mjs --figure NAME`
// process, so no figure's garbage or warm caches colour another's.
import { fileURLToPath } from 'node:url'
import { createServer, createServerModuleRunner } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  // No dependency scan in the background: it would compete with the figures for the two cores.
  optimizeDeps: { noDiscovery: true, include: [] },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })

let code = 1
try {
  const { main } = await runner.import('/bench/main.ts')
  code = await main(process.argv.slice(2))
} catch (error) {
  console.error(`The benchmarks could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
} finally {
  await runner.close()
  await vite.close()
}
process.exit(code)
