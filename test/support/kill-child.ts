// Runs OUR TypeScript in a separate Node process that a test can SIGKILL mid-work (a real crash,
// not an exception). Node 20 cannot run TypeScript and tsx is not installed, so the child's entry
// is bundled with Vite's SSR build (rolldown) into one plain .mjs file. Every dependency is bundled
// in but native ones (better-sqlite3 finds its compiled addon beside its own files), which the
// child loads from the project's node_modules: the bundle is written under node_modules/.cache.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'vite'

/** Loaded from node_modules, never bundled. */
const NATIVE_MODULES = ['better-sqlite3']

export interface ChildBundle {
  /** The built .mjs file to run with plain `node`. */
  file: string
  dispose(): Promise<void>
}

/**
 * Bundles `entrySource` (TypeScript; import repository files by absolute path) into one ESM file.
 */
export async function bundleChild(entrySource: string): Promise<ChildBundle> {
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache')
  await mkdir(cache, { recursive: true })
  const dir = await mkdtemp(path.join(cache, 'tapestry-child-'))
  const entry = path.join(dir, 'entry.ts')
  await writeFile(entry, entrySource)
  const outDir = path.join(dir, 'out')
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    ssr: { noExternal: true, external: NATIVE_MODULES, target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: 'child.mjs', codeSplitting: false } },
    },
  })
  return {
    file: path.join(outDir, 'child.mjs'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
}

export interface RunningChild {
  child: ChildProcessWithoutNullStreams
  /** Resolves with the first stdout line matching `pattern`; rejects if the child exits first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>
  /** SIGKILL, then waits until the process is gone. */
  kill(): Promise<void>
  stderr(): string
}

export function runChild(file: string, args: readonly string[]): RunningChild {
  const child = spawn(process.execPath, [file, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  return {
    child,
    stderr: () => stderr,
    waitForLine(pattern, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = stdout.split('\n').find((candidate) => pattern.test(candidate))
          if (line === undefined) return false
          cleanup()
          resolve(line)
          return true
        }
        const onExit = () => {
          if (check()) return
          cleanup()
          reject(new Error(`child exited before printing ${pattern}: ${stderr.slice(0, 2000)}`))
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`child did not print ${pattern} within ${timeoutMs} ms: ${stderr.slice(0, 2000)}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          child.stdout.off('data', check)
          child.off('exit', onExit)
        }
        if (check()) return
        child.stdout.on('data', check)
        child.once('exit', onExit)
      })
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
