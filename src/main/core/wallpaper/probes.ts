// The two questions detection asks the system: is a command on PATH, is a process running. Both
// take the environment explicitly, so the PATH searched is the one the commands will run with.
import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { createCommandRunner, type Env } from './run-command'

export type Probe = (name: string) => boolean | Promise<boolean>

/** Whether `command` is an executable file in one of env.PATH's folders. */
export function createWhich(env: Env, platform: NodeJS.Platform = process.platform): Probe {
  const folders = (env.PATH ?? env.Path ?? '').split(delimiter).filter((folder) => folder !== '')
  const extensions = platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';') : ['']
  return (command) =>
    folders.some((folder) =>
      extensions.some((extension) => {
        const candidate = join(folder, command + extension)
        try {
          if (!statSync(candidate).isFile()) return false
          accessSync(candidate, constants.X_OK)
          return true
        } catch {
          return false
        }
      }),
    )
}

/** Whether a process with exactly this name runs (`pgrep -x`); false when pgrep itself is missing. */
export function createRunning(env: Env): Probe {
  const runner = createCommandRunner({ backendName: 'Desktop detection', env, timeoutMs: 5_000 })
  return async (processName) => {
    try {
      const result = await runner.run('pgrep', ['-x', processName], { okExitCodes: [1] })
      return result.exitCode === 0
    } catch {
      return false
    }
  }
}
