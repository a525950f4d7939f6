// Tapestry as the desktop user can run it. The checkout may sit where that user cannot reach (CI
// clones into a private temporary folder), so what runs is staged in a folder anyone can read: the
// built bundles (out/), package.json, the packages they load at run time (the four `dependencies`
// and what those need) and the stub `electron` the built app runs on in Node. Files are hard links
// where the file system allows, copies where not, so staging costs little.
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { RunResult, Session } from './session'

const ROOT = resolve(import.meta.dirname, '../../..')

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o755 })
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name)
    const target = join(to, entry.name)
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

/** The packages `names` need at run time, themselves included: their dependencies, and the optional ones installed here. */
function runtimePackages(names: readonly string[]): string[] {
  const seen = new Set<string>()
  const queue = [...names]
  while (queue.length > 0) {
    const name = queue.pop() as string
    const folder = join(ROOT, 'node_modules', name)
    if (seen.has(name) || !existsSync(join(folder, 'package.json'))) continue
    seen.add(name)
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: object; optionalDependencies?: object }
    queue.push(...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}))
  }
  return [...seen]
}

export interface StagedTapestry {
  readonly root: string
  /** `tapestry ARGS…` as the desktop user, in the session's environment (plus `env`). */
  cli(session: Session, args: readonly string[], env?: Record<string, string>): Promise<RunResult>
  /**
   * The built app (out/main/index.js) on the stub `electron`, as the desktop user, running the
   * stub scenario `scenario` (test/support/electron-stub/scenarios); its report is the JSON it prints.
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
  for (const name of runtimePackages(Object.keys(manifest.dependencies))) linkTree(join(ROOT, 'node_modules', name), join(root, 'node_modules', name))
  return {
    root,
    cli: (session, args, env = {}) => session.run(process.execPath, [join(root, 'out/main/cli.js'), ...args], { env, timeoutMs: 60_000 }),
    app: (session, scenario, env = {}, timeoutMs = 60_000) =>
      session.run(process.execPath, [join(root, 'stub/load-main.mjs'), join(root, 'out/main/index.js')], { env: { ...env, TAPESTRY_STUB_SCENARIO: scenario }, timeoutMs }),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  }
}
