// A bundled child (kill-child.ts bundleChild) staged where another user can run it. Tests that need
// file permissions to hold run their child as nobody (uid 65534) when they run as root, and the
// checkout may sit where nobody cannot enter (CI clones into a private temporary folder): so the
// bundle and the native package it loads (better-sqlite3, with what it needs) are put in a folder
// anyone can read, hard-linked where the file system allows and copied where not, as
// test/desktops/support/staged-tapestry.ts stages the built app.
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ChildBundle } from './kill-child'
import { stagePackages } from './staged-files'

/** What the bundles load from node_modules at run time (see kill-child.ts NATIVE_MODULES). */
const NATIVE = ['better-sqlite3']

/** A copy of `bundle` that any user can run; dispose removes the copy only. */
export function stageChild(bundle: ChildBundle): ChildBundle {
  const root = mkdtempSync(path.join(tmpdir(), 'tapestry-child-'))
  // mkdtemp makes it private; the other user must be able to enter it.
  chmodSync(root, 0o755)
  const file = path.join(root, 'child.mjs')
  copyFileSync(bundle.file, file)
  chmodSync(file, 0o644)
  stagePackages(NATIVE, root)
  return { file, dispose: async () => rmSync(root, { recursive: true, force: true }) }
}
