// Runs the person's after-change command once: its program and arguments as written, each
// placeholder filled inside its own argument, never through a shell; a time limit, after which it
// and anything it started are stopped; what it prints goes to the log a line at a time. It gets the
// session's environment without Tapestry's own variables, so no key reaches it or, through what it
// prints, the log.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fillAfterChangeCommand, type AfterChangeCommand, type AfterChangeValues } from '../../../shared/after-change-command'
import type { AppLog } from '../log/app-log'
import { endSentence } from '../wallpaper/run-command'

export type Env = Record<string, string | undefined>

export const AFTER_CHANGE_TIMEOUT_MS = 30_000
/** After the time limit a polite SIGTERM; this long later, SIGKILL. */
const KILL_GRACE_MS = 2_000
/** A chatty command does not fill the log: lines past these are dropped, long lines cut. */
const MAX_LINES = 40
const MAX_LINE_CHARS = 300

export interface AfterChangeRunOptions {
  env: Env
  timeoutMs?: number
  log?: Pick<AppLog, 'info' | 'warn'>
  /** Also hands each line on (the command line prints them on stderr). */
  echo?: (line: string) => void
}

/** Whether it ran and exited 0; otherwise why not, in one sentence. */
export type AfterChangeResult = { ok: true } | { ok: false; error: string }

/** The session's environment without TAPESTRY_* (keys, and base URLs that may hold a password). */
function withoutTapestryVariables(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('TAPESTRY_')))
}

function shortened(line: string): string {
  return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS - 1)}…` : line
}

export function runAfterChangeCommand(parsed: AfterChangeCommand, values: AfterChangeValues, options: AfterChangeRunOptions): Promise<AfterChangeResult> {
  const timeoutMs = options.timeoutMs ?? AFTER_CHANGE_TIMEOUT_MS
  const program = parsed.command
  return new Promise((resolve) => {
    let lines = 0
    let lastError = ''
    const say = (stream: 'stdout' | 'stderr') => (line: string) => {
      if (stream === 'stderr' && line.trim() !== '') lastError = line.trim()
      lines += 1
      if (lines > MAX_LINES) return
      const text = `After-change command (${program}): ${shortened(line)}`
      if (stream === 'stderr') options.log?.warn(text)
      else options.log?.info(text)
      options.echo?.(shortened(line))
    }
    let child: ReturnType<typeof spawn>
    try {
      // Its own process group, so what it starts (wal runs its own helpers) stops with it.
      child = spawn(program, fillAfterChangeCommand(parsed, values), {
        env: withoutTapestryVariables(options.env),
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: false,
        windowsHide: true,
        detached: process.platform !== 'win32',
      })
    } catch (error) {
      resolve({ ok: false, error: `The after-change command ${program} could not be started: ${(error as Error).message}.` })
      return
    }
    if (child.stdout) createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', say('stdout'))
    if (child.stderr) createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', say('stderr'))

    let timedOut = false
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, signal)
        else child.kill(signal)
      } catch {
        // Already gone.
      }
    }
    let killer: ReturnType<typeof setTimeout> | undefined
    const limit = setTimeout(() => {
      timedOut = true
      stop('SIGTERM')
      killer = setTimeout(() => stop('SIGKILL'), KILL_GRACE_MS)
    }, timeoutMs)

    let settled = false
    const finish = (result: AfterChangeResult) => {
      if (settled) return
      settled = true
      clearTimeout(limit)
      if (killer) clearTimeout(killer)
      resolve(result)
    }
    child.once('error', (error: NodeJS.ErrnoException) => {
      finish({
        ok: false,
        error:
          error.code === 'ENOENT'
            ? `The after-change command ${program} is not installed or not on PATH.`
            : `The after-change command ${program} could not be started (${error.code ?? error.message}).`,
      })
    })
    // 'close', not 'exit': every line it printed has been read by then.
    child.once('close', (code, signal) => {
      const seconds = Math.round(timeoutMs / 100) / 10
      if (timedOut) finish({ ok: false, error: `The after-change command ${program} did not finish within ${seconds} second${seconds === 1 ? '' : 's'} and was stopped.` })
      else if (code === 0) finish({ ok: true })
      else {
        const how = code !== null ? `exit status ${code}` : `signal ${signal ?? 'unknown'}`
        finish({ ok: false, error: endSentence(`The after-change command ${program} failed with ${how}${lastError ? `: ${shortened(lastError)}` : ''}`) })
      }
    })
  })
}
