// npm run demo: runs harness/demo.ts (TypeScript, like the tests) through Vite's module runner, so
// the demo needs no build step of its own and no extra loader. Prints one address; Ctrl+C stops it.
import { createServer, createServerModuleRunner } from 'vite'

const portArgument = process.argv.indexOf('--port')
const port = portArgument === -1 ? 0 : Number(process.argv[portArgument + 1])

const vite = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })

try {
  const { runDemo } = await runner.import('/harness/demo.ts')
  await runDemo({
    port,
    onStopped: async () => {
      await runner.close()
      await vite.close()
    },
  })
} catch (error) {
  console.error(`The demo could not start: ${error instanceof Error ? error.message : String(error)}`)
  await runner.close()
  await vite.close()
  process.exit(1)
}
