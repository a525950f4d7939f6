// vitest globalSetup: tests that load the built bundles (out/) need a build. CI builds before the
// tests; a developer's `npm test` on a fresh checkout builds here once.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export default function setup(): void {
  if (existsSync('out/main/cli.js') && existsSync('out/main/index.js') && existsSync('out/preload/index.cjs')) return
  execFileSync('npx', ['electron-vite', 'build'], { stdio: 'ignore' })
}
