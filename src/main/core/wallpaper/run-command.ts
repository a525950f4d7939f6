// Every wallpaper command goes through here: execFile with an argument list (never a shell, so no
// file name can become a command), a time limit, and failures turned into one sentence that names
// the backend and the first lines of what the tool said.
import { execFile, spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { WallpaperError } from '../errors/errors'
import { said, sentence, type Said } from '../i18n/sentence'

export type Env = Record<string, string | undefined>

export interface CommandResult {
  stdout: string
  stderr: string
  exitCode: number
}

export interface RunOptions {
  /** Exit codes that are answers, not failures (pgrep's 1 means "none running"). */
  okExitCodes?: readonly number[]
  timeoutMs?: number
}

export interface DetachedProcess {
  readonly pid: number
  /** True once the process has exited (it is meant to keep running). */
  hasExited(): boolean
}

export interface CommandRunner {
  /** The backend as people know it; every error names it. */
  readonly backendName: string
  /** The name as it goes into a sentence: backendName, or its catalog message where the name is a phrase (runner-words.ts). */
  readonly backendWords: string | Said
  readonly env: Env
  run(command: string, args: readonly string[], options?: RunOptions): Promise<CommandResult>
  /**
   * Starts a long-running helper (swaybg) in its own session so it outlives Tapestry. Its stderr
   * goes to `stderrFile`, to be quoted if it dies early.
   */
  spawnDetached(command: string, args: readonly string[], stderrFile: string): Promise<DetachedProcess>
}

export interface CommandRunnerOptions {
  backendName: string
  /** Where the name is a phrase of the catalog ("The custom wallpaper command"), that phrase said; otherwise the name is put in as it is. */
  backendWords?: string | Said
  /** The environment the commands get; passed explicitly so tests never touch process.env. */
  env: Env
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 15_000
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024

/** The first few non-empty lines of a tool's complaint, on one line and short. */
export function firstLines(text: string, lines = 3, maxChars = 300): string {
  const joined = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, lines)
    .join(' / ')
  return joined.length > maxChars ? `${joined.slice(0, maxChars - 1)}…` : joined
}

/** Ends a message with exactly one full stop (or the ? or ! the quoted tool output ended with). */
export function endSentence(text: string): string {
  const trimmed = text.replace(/[\s.]+$/, '')
  return /[?!]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/**
 * A tool's own words for the end of a sentence (`…: {output}`), ended as endSentence ends them;
 * null when it said nothing, so the sentence ends without them.
 */
export function toolOutput(text: string): string | null {
  return text.replace(/[\s.]+$/, '') === '' ? null : endSentence(text)
}

interface ExecFailure extends Error {
  code?: string | number | null
  killed?: boolean
  signal?: NodeJS.Signals | null
}

function describeFailure(backendName: string | Said, command: string, error: ExecFailure, stdout: string, stderr: string, timeoutMs: number): WallpaperError {
  if (error.code === 'ENOENT') {
    return new WallpaperError(...sentence('desktop.command.missing', { backend: backendName, command }, { cause: error }))
  }
  if (error.code === 'EACCES') {
    return new WallpaperError(...sentence('desktop.command.denied', { backend: backendName, command }, { cause: error }))
  }
  if (error.killed && error.signal) {
    const seconds = Math.round(timeoutMs / 100) / 10
    return new WallpaperError(...sentence('desktop.command.timedOut', { backend: backendName, command, seconds }, { cause: error }))
  }
  const output = toolOutput(firstLines(stderr) || firstLines(stdout))
  const status =
    typeof error.code === 'number'
      ? said('desktop.command.status.exit', { code: error.code })
      : error.signal
        ? said('desktop.command.status.signal', { signal: error.signal })
        : said('desktop.command.status.error')
  const values = { backend: backendName, command, status }
  // The tool's own words go in as they are, never translated.
  if (output === null) return new WallpaperError(...sentence('desktop.command.failed', values, { cause: error }))
  return new WallpaperError(...sentence('desktop.command.failedSaying', { ...values, output }, { cause: error }))
}

export function createCommandRunner(options: CommandRunnerOptions): CommandRunner {
  const { backendName, env } = options
  const backendWords = options.backendWords ?? backendName
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  function run(command: string, args: readonly string[], runOptions: RunOptions = {}): Promise<CommandResult> {
    const timeoutMs = runOptions.timeoutMs ?? defaultTimeout
    return new Promise((resolve, reject) => {
      execFile(
        command,
        [...args],
        { env, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', windowsHide: true, shell: false },
        (error, stdout, stderr) => {
          if (!error) {
            resolve({ stdout, stderr, exitCode: 0 })
            return
          }
          const failure = error as ExecFailure
          if (typeof failure.code === 'number' && runOptions.okExitCodes?.includes(failure.code)) {
            resolve({ stdout, stderr, exitCode: failure.code })
            return
          }
          reject(describeFailure(backendWords, command, failure, stdout, stderr, timeoutMs))
        },
      )
    })
  }

  function spawnDetached(command: string, args: readonly string[], stderrFile: string): Promise<DetachedProcess> {
    let fd: number
    try {
      fd = openSync(stderrFile, 'w')
    } catch (error) {
      return Promise.reject(new WallpaperError(...sentence('desktop.command.noLog', { backend: backendWords }, { cause: error })))
    }
    return new Promise<DetachedProcess>((resolve, reject) => {
      let exited = false
      const child = spawn(command, [...args], { env, detached: true, stdio: ['ignore', 'ignore', fd], windowsHide: true, shell: false })
      child.once('exit', () => {
        exited = true
      })
      child.once('error', (error: ExecFailure) => {
        exited = true
        reject(describeFailure(backendWords, command, error, '', '', defaultTimeout))
      })
      child.once('spawn', () => {
        // Detached and unreferenced: Tapestry may quit while the helper keeps drawing.
        child.unref()
        resolve({ pid: child.pid as number, hasExited: () => exited })
      })
    }).finally(() => closeSync(fd))
  }

  return { backendName, backendWords, env, run, spawnDetached }
}
