// The two questions detection asks the system: is a command on PATH, is a process running. Both
// take the environment explicitly, so the PATH searched is the one the commands will run with.
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** A process of this user: its name and, where it could be read, its environment. */
interface OwnProcess {
  name: string
  environ: string[] | undefined
}

/** This user's live processes, from /proc. */
function ownProcesses(): OwnProcess[] {
  const uid = process.getuid?.()
  const found: OwnProcess[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (statSync(`/proc/${entry}`).uid !== uid) continue
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // A zombie has exited; it only waits to be reaped.
      if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z') continue
      const name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim()
      let environ: string[] | undefined
      try {
        environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0')
      } catch {
        environ = undefined
      }
      found.push({ name, environ })
    } catch {
      // Gone while we looked.
    }
  }
  return found
}

/** Whether a process draws on the display this session has: it names no other X or Wayland display than `env` does. */
function inThisSession(found: OwnProcess, env: Env): boolean {
  if (found.environ === undefined) return true
  return ['WAYLAND_DISPLAY', 'DISPLAY'].every((key) => {
    const ours = env[key]
    const theirs = found.environ?.find((entry) => entry.startsWith(`${key}=`))?.slice(key.length + 1)
    return ours === undefined || ours === '' || theirs === undefined || theirs === ours
  })
}

/**
 * Whether a process with exactly this name runs for this person, in this graphical session: only
 * this user's processes count (another person's plasmashell says nothing about this desktop), and
 * of those only ones on this session's display. Without /proc, `pgrep -u UID -x`; false when pgrep
 * itself is missing.
 */
export function createRunning(env: Env): Probe {
  if (existsSync('/proc/self/environ')) {
    // Read once, when first asked: detection asks about several names in a row.
    let snapshot: OwnProcess[] | undefined
    return (processName) => {
      snapshot ??= ownProcesses()
      return snapshot.some((found) => found.name === processName && inThisSession(found, env))
    }
  }
  const runner = createCommandRunner({ backendName: 'Desktop detection', env, timeoutMs: 5_000 })
  return async (processName) => {
    try {
      const result = await runner.run('pgrep', ['-u', String(process.getuid?.() ?? ''), '-x', processName], { okExitCodes: [1] })
      return result.exitCode === 0
    } catch {
      return false
    }
  }
}
