// A PATH holding exactly the commands a test declared, as links to the machine's own: the product
// under test cannot quietly use a tool the test (and .ci/debian-packages.txt) never named, which
// is how a test once passed only on a machine that happened to have xrandr.
import { spawnSync } from 'node:child_process'
import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

function locate(command: string): string {
  const found = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', command], { encoding: 'utf8' })
  const path = found.stdout.trim()
  if (found.status !== 0 || !path.startsWith('/')) throw new Error(`${command} is not installed, so it cannot go on the test's PATH.`)
  return path
}

/** A folder `bin` inside `parent` (the test's own temp folder) of links to `commands`: the whole PATH of what the test runs. */
export function toolPath(commands: readonly string[], parent: string): string {
  const folder = join(parent, 'bin')
  mkdirSync(folder, { recursive: true })
  for (const command of commands) symlinkSync(locate(command), join(folder, command))
  return folder
}
