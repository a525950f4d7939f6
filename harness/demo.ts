// `npm run demo`: the whole window in a browser, offline, with no keys of your own. Starts the
// fakes, the core and the bridge (building the harness renderer if it is out of date), prints the
// one address to open, and cleans everything up on Ctrl+C.
import { startHarness } from './start-harness'

export async function runDemo(options: { port?: number; onStopped?: () => Promise<void> } = {}): Promise<void> {
  const harness = await startHarness({ keysOnDisk: true, port: options.port })
  console.log(harness.url)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await harness.stop()
    await options.onStopped?.()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
