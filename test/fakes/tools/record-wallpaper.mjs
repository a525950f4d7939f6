// A "desktop" for tests and the demo: the custom wallpaper command appends what it was asked to
// set (file, display) as one JSON line to the file named by TAPESTRY_TEST_WALLPAPER_LOG.
import { appendFileSync } from 'node:fs'

const [file, display] = process.argv.slice(2)
const log = process.env.TAPESTRY_TEST_WALLPAPER_LOG
if (!log) {
  console.error('TAPESTRY_TEST_WALLPAPER_LOG is not set')
  process.exit(1)
}
if (file === undefined || process.argv.includes('fail-on-purpose')) {
  console.error('the fake desktop refused this wallpaper')
  process.exit(3)
}
appendFileSync(log, `${JSON.stringify({ file, display })}\n`)
