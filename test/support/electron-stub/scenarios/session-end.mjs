// The session ends (log-off, shutdown) while the app runs, told as Electron tells it on this system
// (record.endSession in ../electron.mjs): did the app let go of the library and timers, as Quit does?
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sleep } from './support.mjs'

export async function run({ record, dataDir }) {
  const logFile = join(dataDir, 'logs', 'tapestry.log')
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')
  const report = {
    platform: process.platform,
    browserWindows: record.windows.length,
    // Windows that are not BrowserWindows, and whether any is shown.
    bareWindows: record.baseWindows.filter((window) => !record.windows.includes(window)).map((window) => ({ shown: window.shown, options: window.options })),
    stoppedBefore: log().includes('Tapestry stopped.'),
  }
  record.endSession()
  await sleep(100)
  report.stoppedAfter = log().includes('Tapestry stopped.')
  return report
}
