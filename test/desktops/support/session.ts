// A desktop session of our own for one test file: a private folder (home, XDG_RUNTIME_DIR, the data
// folder, the pictures), every process started as the desktop user with one marker variable in its
// environment, the session's D-Bus buses and X server, and a stop that ends every process carrying
// the marker (the desktop's own children too: D-Bus activated services, sway's swaybg) by its pid.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { currentUser, desktopUser, type DesktopUser } from './desktop-user'

export type Env = Record<string, string>

export interface RunResult {
  code: number | null
  stdout: string
  stderr: string
}

export interface SpawnOptions {
  env?: Env
  /** Pipe stdout to the caller instead of the process's log file. */
  pipeStdout?: boolean
  /** A pipe as fd 3 (Xvfb's -displayfd). */
  fd3?: boolean
  /** As the test's own user rather than the desktop user: an X server, which stands for the machine. */
  asMe?: boolean
}

export interface Session {
  readonly user: DesktopUser
  readonly root: string
  readonly home: string
  readonly runtimeDir: string
  /** The person's environment: what the desktop and Tapestry run with. Desktops add DISPLAY, WAYLAND_DISPLAY, the buses. */
  readonly env: Env
  /** Starts a long-running process as the desktop user; what it prints goes to logs/<label>.log. */
  spawn(label: string, command: string, args: readonly string[], options?: SpawnOptions): ChildProcess
  /** Runs a command as the desktop user to its end. */
  run(command: string, args: readonly string[], options?: { env?: Env; timeoutMs?: number; input?: string }): Promise<RunResult>
  /** A folder of the session's, owned by the desktop user. */
  folder(...parts: string[]): string
  /** The last lines each process printed: for a failure's message. */
  logs(): string
  onStop(task: () => Promise<void> | void): void
  stop(): Promise<void>
}

/** What every session process has, whatever the desktop: a plain system PATH (Node's folder first, for Tapestry). */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

function markedProcesses(marker: string): number[] {
  const needle = Buffer.from(`\0${marker}\0`)
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const environ = Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${entry}/environ`)])
      if (environ.includes(needle)) pids.push(Number(entry))
    } catch {
      // Gone already, or not ours to read.
    }
  }
  return pids
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    // A zombie has been stopped; only its parent's wait is missing.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/**
 * `asMe`: the processes run as this test's own user instead (root under CI), for tests that set
 * the wallpaper from inside the test process, which must reach the session's buses and files.
 */
export function startSession(name: string, options: { asMe?: boolean } = {}): Session {
  const user = options.asMe ? currentUser() : desktopUser()
  const root = mkdtempSync(join(tmpdir(), `tapestry-${name}-`))
  const marker = `TAPESTRY_TEST_SESSION=${name}-${randomBytes(6).toString('hex')}`
  const own = (path: string, mode = 0o755) => {
    chmodSync(path, mode)
    if (user.switches) chownSync(path, user.uid, user.gid)
  }
  own(root)
  const folder = (...parts: string[]) => {
    const path = join(root, ...parts)
    mkdirSync(path, { recursive: true })
    own(path)
    return path
  }
  const home = folder('home')
  const runtimeDir = folder('run')
  own(runtimeDir, 0o700)
  const logDir = folder('logs')
  const [markerName, markerValue] = marker.split('=') as [string, string]
  const env: Env = {
    PATH: `${dirname(process.execPath)}:${SYSTEM_PATH}`,
    HOME: home,
    XDG_RUNTIME_DIR: runtimeDir,
    USER: user.name,
    LOGNAME: user.name,
    LANG: 'C.UTF-8',
    // No accessibility bus: nothing here reads the screen aloud, and it halves the desktops' start.
    NO_AT_BRIDGE: '1',
    [markerName]: markerValue,
  }
  const started: ChildProcess[] = []
  const labels: string[] = []
  const stopTasks: (() => Promise<void> | void)[] = []
  const asUser = user.switches ? { uid: user.uid, gid: user.gid } : {}

  const session: Session = {
    user,
    root,
    home,
    runtimeDir,
    env,
    folder,
    spawn(label, command, args, options = {}) {
      const log = openSync(join(logDir, `${label}.log`), 'a')
      labels.push(label)
      const stdio: StdioOptions = [options.pipeStdout ? 'pipe' : 'ignore', options.pipeStdout ? 'pipe' : log, log, ...(options.fd3 ? (['pipe'] as const) : [])]
      const child = spawn(command, args, { ...(options.asMe ? {} : asUser), env: { ...env, ...options.env }, cwd: home, stdio, detached: true })
      closeSync(log)
      child.on('error', (error) => writeFileSync(join(logDir, `${label}.log`), `could not start ${command}: ${error.message}\n`, { flag: 'a' }))
      started.push(child)
      return child
    },
    run(command, args, options = {}) {
      return new Promise((resolve) => {
        const child = spawn(command, args, { ...asUser, env: { ...env, ...options.env }, cwd: home, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] })
        let stdout = ''
        let stderr = ''
        child.stdout?.setEncoding('utf8').on('data', (text: string) => (stdout += text))
        child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text))
        const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000)
        child.on('error', (error) => {
          clearTimeout(timer)
          resolve({ code: null, stdout, stderr: `${stderr}could not start ${command}: ${error.message}` })
        })
        child.on('close', (code) => {
          clearTimeout(timer)
          resolve({ code, stdout, stderr })
        })
        if (options.input !== undefined) child.stdin?.on('error', () => undefined).end(options.input)
      })
    },
    logs() {
      return [...new Set(labels)]
        .map((label) => {
          let text = ''
          try {
            text = readFileSync(join(logDir, `${label}.log`), 'utf8')
          } catch {
            // Never written.
          }
          return `--- ${label}\n${text.split('\n').slice(-15).join('\n')}`
        })
        .join('\n')
    },
    onStop(task) {
      stopTasks.push(task)
    },
    async stop() {
      for (const task of stopTasks.splice(0).reverse()) await task()
      const pids = new Set([...started.map((child) => child.pid).filter((pid): pid is number => pid !== undefined), ...markedProcesses(marker)])
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
      for (let waited = 0; waited < 3_000 && [...pids].some(alive); waited += 50) await delay(50)
      for (const pid of [...pids, ...markedProcesses(marker)]) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      rmSync(root, { recursive: true, force: true })
    },
  }
  return session
}

/** Waits until `check` answers true (at most `timeoutMs`); throws naming what never happened, with the session's logs. */
export async function waitFor(session: Session, what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.\n${session.logs()}`)
    await delay(100)
  }
}

/** The first line a child prints on `stream`, or an error with the session's logs if it exits or takes too long. */
export function firstLine(session: Session, child: ChildProcess, stream: NodeJS.ReadableStream | null | undefined, what: string, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs} ms.\n${session.logs()}`)), timeoutMs)
    stream?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (!text.includes('\n')) return
      clearTimeout(timer)
      resolve(text.split('\n')[0] as string)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`${what} exited (${code ?? signal}) before it was ready.\n${session.logs()}`))
    })
  })
}
