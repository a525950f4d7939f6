// Tapestry as the desktop user can run it, staged in a folder anyone can read (test/support/
// staged-files.ts): the built bundles (out/), package.json, the packages they load at run time (the
// four `dependencies` and what those need) and the stub `electron` the built app runs on in Node.
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { linkTree, nodeForAnyone, stagePackages } from '../../support/staged-files'
import type { RunResult, Session } from './session'

const ROOT = resolve(import.meta.dirname, '../../..')

export interface StagedTapestry {
  readonly root: string
  /** `tapestry ARGS…` as the desktop user, in the session's environment (plus `env`). */
  cli(session: Session, args: readonly string[], env?: Record<string, string>): Promise<RunResult>
  /**
   * The built app, given by its folder as Electron is given it (package.json's main is
   * out/main/index.js), on the stub `electron`, as the desktop user, running the stub scenario
   * `scenario` (test/support/electron-stub/scenarios); its report is the JSON it prints.
   */
  app(session: Session, scenario: string, env?: Record<string, string>, timeoutMs?: number): Promise<RunResult>
  dispose(): void
}

export function stageTapestry(): StagedTapestry {
  if (!existsSync(join(ROOT, 'out/main/cli.js'))) throw new Error('Build first: out/main/cli.js is missing (npm run build).')
  const root = mkdtempSync(join(tmpdir(), 'tapestry-staged-'))
  // mkdtemp makes it private; the desktop user must be able to read and enter it.
  chmodSync(root, 0o755)
  linkTree(join(ROOT, 'out'), join(root, 'out'))
  linkTree(join(ROOT, 'resources'), join(root, 'resources'))
  linkTree(join(ROOT, 'test/support/electron-stub'), join(root, 'stub'))
  copyFileSync(join(ROOT, 'package.json'), join(root, 'package.json'))
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  stagePackages(Object.keys(manifest.dependencies), root)
  return {
    root,
    cli: (session, args, env = {}) => session.run(nodeForAnyone(), [join(root, 'out/main/cli.js'), ...args], { env, timeoutMs: 60_000 }),
    app: (session, scenario, env = {}, timeoutMs = 60_000) =>
      session.run(nodeForAnyone(), [join(root, 'stub/load-main.mjs'), root], { env: { ...env, TAPESTRY_STUB_SCENARIO: scenario }, timeoutMs }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  }
}
