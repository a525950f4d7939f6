// A bundled child (kill-child.ts bundleChild) staged where another user can run it. Tests that need
// file permissions to hold run their child as nobody (uid 65534) when they run as root, and the
// checkout may sit where nobody cannot enter (CI clones into a private temporary folder): so the
// bundle and the native package it loads (better-sqlite3, with what it needs) are put in a folder
// anyone can read, hard-linked where the file system allows and copied where not, as
// test/desktops/support/staged-tapestry.ts stages the built app.
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ChildBundle } from './kill-child'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** What the bundles load from node_modules at run time (see kill-child.ts NATIVE_MODULES). */
const NATIVE = ['better-sqlite3']

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o755 })
  chmodSync(to, 0o755)
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) linkTree(source, target)
    else if (entry.isFile()) {
      try {
        linkSync(source, target)
      } catch {
        copyFileSync(source, target)
      }
    }
  }
}

/** `names` and the packages they depend on, as installed here. */
function withDependencies(names: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...names]
  while (queue.length > 0) {
    const name = queue.pop() as string
    const manifest = path.join(ROOT, 'node_modules', name, 'package.json')
    if (seen.has(name) || !existsSync(manifest)) continue
    seen.add(name)
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> }
    queue.push(...Object.keys(dependencies))
  }
  return [...seen]
}

/** A copy of `bundle` that any user can run; dispose removes the copy only. */
export function stageChild(bundle: ChildBundle): ChildBundle {
  const root = mkdtempSync(path.join(tmpdir(), 'tapestry-child-'))
  // mkdtemp makes it private; the other user must be able to enter it.
  chmodSync(root, 0o755)
  const file = path.join(root, 'child.mjs')
  copyFileSync(bundle.file, file)
  chmodSync(file, 0o644)
  for (const name of withDependencies(NATIVE)) linkTree(path.join(ROOT, 'node_modules', name), path.join(root, 'node_modules', name))
  return { file, dispose: async () => rmSync(root, { recursive: true, force: true }) }
}
