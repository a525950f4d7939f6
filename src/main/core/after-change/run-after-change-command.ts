// Runs the person's after-change command once: its program and arguments as written, each
// placeholder filled inside its own argument, never through a shell; a time limit, after which it
// and anything it started are stopped; what it prints goes to the log a line at a time, never more
// than a few kilobytes of it held (command-output.ts). It gets the session's environment without
// Tapestry's own variables, so no key reaches it or, through what it prints, the log.
//
// The run is over when the command itself exits, not when its output pipes close: whatever it left
// running in the background (`cmd &`, a `setsid` daemon, a program that forks itself away) holds
// the pipes open for as long as it lives, and waiting for that kept `tapestry set` waiting 75 s and
// the app from running the command again. Those are left running: the command exited on its own,
// so what it left behind it left on purpose, and Tapestry cannot tell a stray from a wallpaper
// daemon. Only a command that overruns its time limit has its process group stopped.
import { spawn } from 'node:child_process'
import { fillAfterChangeCommand, type AfterChangeCommand, type AfterChangeValues } from '../../../shared/after-change-command'
import type { AppLog } from '../log/app-log'
import { said, type Said } from '../i18n/sentence'
import { endSentence } from '../wallpaper/run-command'
import { createCommandOutput } from './command-output'

export type Env = Record<string, string | undefined>

export const AFTER_CHANGE_TIMEOUT_MS = 30_000
/** After the time limit a polite SIGTERM; this long later, SIGKILL. */
const KILL_GRACE_MS = 2_000
/**
 * After the command exits, how long what it printed may still take to be read, while something it
 * left running holds the pipes open. Its own output is already in the pipes then (at most 64 KB
 * each on Linux), read within milliseconds; half a second allows for a loaded machine and for the
 * first lines of a helper it started, and still ends `tapestry set` promptly. Then the pipes are
 * closed: what the helper prints later is not Tapestry's to read.
 */
export const AFTER_EXIT_GRACE_MS = 500
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
export type AfterChangeResult = { ok: true } | { ok: false; error: Said }

/** The session's environment without TAPESTRY_* (keys, and base URLs that may hold a password). */
function withoutTapestryVariables(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('TAPESTRY_')))
}

export function runAfterChangeCommand(parsed: AfterChangeCommand, values: AfterChangeValues, options: AfterChangeRunOptions): Promise<AfterChangeResult> {
  const timeoutMs = options.timeoutMs ?? AFTER_CHANGE_TIMEOUT_MS
  const program = parsed.command
  return new Promise((resolve) => {
    const prefix = `After-change command (${program}): `
    const output = createCommandOutput({
      maxLines: MAX_LINES,
      maxLineChars: MAX_LINE_CHARS,
      line: (stream, text) => {
        if (stream === 'stderr') options.log?.warn(prefix + text)
        else options.log?.info(prefix + text)
        options.echo?.(text)
      },
    })
    let child: ReturnType<typeof spawn>
    try {
      // Its own process group, so what it starts (wal runs its own helpers) stops with it when it
      // overruns its time limit.
      child = spawn(program, fillAfterChangeCommand(parsed, values), {
        env: withoutTapestryVariables(options.env),
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: false,
        windowsHide: true,
        detached: process.platform !== 'win32',
      })
    } catch (error) {
      resolve({ ok: false, error: said('status.afterChange.notStarted', { program, said: (error as Error).message }) })
      return
    }
    // Raw chunks, never decoded whole; a read error only ends what is read (an 'error' with no
    // listener would be thrown, and take the app down with it).
    for (const [stream, lines] of [
      [child.stdout, output.stdout],
      [child.stderr, output.stderr],
    ] as const) {
      stream?.on('data', (chunk: Buffer) => lines.push(chunk))
      stream?.on('error', () => undefined)
    }

    let timedOut = false
    let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null
    const stop = (signal: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, signal)
        else child.kill(signal)
      } catch {
        // Already gone.
      }
    }
    const timers: ReturnType<typeof setTimeout>[] = []
    const later = (ms: number, then: () => void) => timers.push(setTimeout(then, ms))
    const limit = setTimeout(() => {
      timedOut = true
      stop('SIGTERM')
      later(KILL_GRACE_MS, () => {
        stop('SIGKILL')
        // A process that outlives SIGKILL (stuck in the kernel on a dead network share) still
        // does not hold the change up.
        later(KILL_GRACE_MS, () => finish(null))
      })
    }, timeoutMs)

    let settled = false
    /** Ends the run: what was read is logged, the pipes closed, the result given. */
    function finish(startError: NodeJS.ErrnoException | null): void {
      if (settled) return
      settled = true
      clearTimeout(limit)
      for (const timer of timers) clearTimeout(timer)
      output.stdout.end()
      output.stderr.end()
      child.stdout?.destroy()
      child.stderr?.destroy()
      const leftOut = output.leftOut()
      if (leftOut !== null) {
        options.log?.info(prefix + leftOut)
        options.echo?.(leftOut)
      }
      resolve(result(startError))
    }

    function result(startError: NodeJS.ErrnoException | null): AfterChangeResult {
      if (startError) {
        return {
          ok: false,
          error:
            startError.code === 'ENOENT'
              ? said('status.afterChange.notInstalled', { program })
              : said('status.afterChange.notStartedCode', { program, code: startError.code ?? startError.message }),
        }
      }
      const seconds = Math.round(timeoutMs / 100) / 10
      if (timedOut) return { ok: false, error: said('status.afterChange.timedOut', { program, seconds }) }
      if (exited?.code === 0) return { ok: true }
      const how = exited !== null && exited.code !== null ? said('status.afterChange.exitStatus', { code: exited.code }) : said('status.afterChange.signal', { signal: exited?.signal ?? 'unknown' })
      const lastError = output.lastError()
      // What the command said ends the sentence, with the full stop (or ? or !) it ended with.
      return { ok: false, error: lastError ? said('status.afterChange.failedSaying', { program, how, said: endSentence(lastError) }) : said('status.afterChange.failed', { program, how }) }
    }

    child.once('error', (error: NodeJS.ErrnoException) => finish(error))
    // The command's own exit ends its time limit; what it printed is read for a moment longer.
    child.once('exit', (code, signal) => {
      exited = { code, signal }
      clearTimeout(limit)
      later(AFTER_EXIT_GRACE_MS, () => finish(null))
    })
    // Every holder of the pipes is gone and every line read: no need to wait out the grace.
    child.once('close', () => finish(null))
  })
}
