// Tests that need Debian packages (Chromium, Xvfb, feh…) call this first. A missing command is
// installed with apt-get when we are root; otherwise the caller skips with the reason this returns.
// Under CI (.ci/run installs every package in .ci/debian-packages.txt first) a skip fails the run.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface ToolNeed {
  /** A command, or the absolute path of a file the package installs. */
  command: string
  /** The Debian package that provides it. */
  debianPackage: string
}

/** A command on PATH, or (a path) a file or folder the package installs. */
function onPath(command: string): boolean {
  if (command.startsWith('/')) return existsSync(command)
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

let aptUpdated = false

/** Returns undefined when every command is available, else a sentence naming the missing packages. */
export function ensureDebianTools(needs: readonly ToolNeed[]): string | undefined {
  let missing = needs.filter((need) => !onPath(need.command))
  if (missing.length === 0) return undefined
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && onPath('apt-get')) {
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
      if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env, timeout: 300_000 })
      aptUpdated = true
      const packages = [...new Set(missing.map((need) => need.debianPackage))]
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'ignore', env, timeout: 600_000 })
    } catch {
      // Reported below through what is still missing.
    }
    missing = needs.filter((need) => !onPath(need.command))
  }
  if (missing.length === 0) return undefined
  return `needs the Debian package${missing.length > 1 ? 's' : ''} ${[...new Set(missing.map((need) => need.debianPackage))].join(', ')} (not installed)`
}
