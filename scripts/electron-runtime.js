// `npm start` and `npm run dev` run this first: Electron (42 and later) downloads its runtime on
// first use, and where that cannot happen (no network) the person gets one sentence saying so and
// what works without it, not a stack trace, and a non-zero exit.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const installer = createRequire(import.meta.url).resolve('electron/install.js')
// install.js exits at once when the runtime is already there.
const result = spawnSync(process.execPath, [installer], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] })
if (result.status !== 0) {
  // The installer prints a stack; its first line says what went wrong ("TypeError: fetch failed").
  const firstLine = (result.stderr ?? '').split('\n').find((line) => line.trim() !== '') ?? ''
  const reason = firstLine.replace(/^\w*Error:\s*/, '').trim()
  console.error(
    `Tapestry could not download the Electron runtime it runs in${reason ? ` (${reason})` : ''}; is there a network connection? ` +
      'Without it, `npm run demo` runs the whole window in a browser and `npm run cli -- …` the command line.',
  )
  process.exit(1)
}
