// When the after-change command runs, and what the tray says about it. One run at a time: a change
// while one is running waits, and of several waiting only the newest runs (re-theming for a
// wallpaper already replaced is wasted). In the app a change does not wait for its run; on the
// command line it does, so the process never exits with a child half-run. A failing run never undoes
// the wallpaper: its sentence is kept, with the lock screen's, until the next run goes well.
import { AfterChangeCommandError, parseAfterChangeCommand, type AfterChangeValues } from '../../../shared/after-change-command'
import { saidInTurn, type Said } from '../i18n/sentence'
import type { AppLog } from '../log/app-log'
import { runAfterChangeCommand, type AfterChangeResult, type Env } from './run-after-change-command'

export interface AfterChangeRunsOptions {
  /** The command as the settings have it now, or null. */
  command: () => string | null
  env: Env
  /** The app: true (a change never waits for it); the command line: false. */
  background: boolean
  timeoutMs?: number
  log?: Pick<AppLog, 'info' | 'warn'>
  /** Each line the command prints, and each sentence of what did not happen, for the person (the command line's stderr). */
  say?: (line: string) => void
  /** Told when what the tray shows (the last error) changed. */
  changed?: () => void
}

export interface AfterChangeRuns {
  /** After a change: the lock screen's outcome (its error or null), then the command, if any. Resolves at once in the background. */
  changed(values: AfterChangeValues, lockScreenError: string | Said | null): Promise<void>
  /** What did not happen after the last change, in sentences; null when all went well. */
  lastError(): Said | null
  /** Resolves once no run is under way or waiting (the app's quit, tests). */
  settled(): Promise<void>
}

export function createAfterChangeRuns(options: AfterChangeRunsOptions): AfterChangeRuns {
  let lockScreenError: Said | null = null
  let commandError: Said | null = null
  let running: Promise<void> | null = null
  let waiting: AfterChangeValues | null = null

  const lastError = () => saidInTurn([lockScreenError, commandError].filter((error) => error !== null))

  function record(error: Said | null): void {
    if (error?.message === commandError?.message) return
    commandError = error
    options.changed?.()
  }

  async function runOnce(values: AfterChangeValues): Promise<void> {
    const text = options.command()
    if (text === null) return record(null)
    let result: AfterChangeResult
    try {
      result = await runAfterChangeCommand(parseAfterChangeCommand(text), values, { env: options.env, timeoutMs: options.timeoutMs, log: options.log, echo: options.say })
    } catch (error) {
      // The settings schema refuses such a command; a file edited by hand can still hold one.
      if (!(error instanceof AfterChangeCommandError)) throw error
      result = { ok: false, error: { message: error.message } }
    }
    if (!result.ok) {
      options.log?.warn(result.error.message)
      options.say?.(result.error.message)
    }
    record(result.ok ? null : result.error)
  }

  /** Runs what waits, newest only, until nothing does. */
  function drain(): Promise<void> {
    running ??= (async () => {
      while (waiting !== null) {
        const values = waiting
        waiting = null
        await runOnce(values)
      }
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    async changed(values, lockScreen) {
      const lockError = typeof lockScreen === 'string' ? { message: lockScreen } : lockScreen
      if (lockError?.message !== lockScreenError?.message) {
        lockScreenError = lockError
        options.changed?.()
      }
      if (lockError !== null) {
        options.log?.warn(lockError.message)
        options.say?.(lockError.message)
      }
      if (options.command() === null) return record(null)
      waiting = values
      const done = running ? running.then(drain) : drain()
      if (options.background) void done.catch(() => undefined)
      else await done
    },
    lastError,
    async settled() {
      while (running) await running
    },
  }
}
