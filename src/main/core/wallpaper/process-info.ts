// Just enough of /proc to tell whether a PID is still the helper Tapestry started (PIDs are reused)
// and what it was started with. Where there is no /proc, only liveness can be asked.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { isProcessAlive } from '../system/process-alive'

const hasProc = (): boolean => existsSync('/proc/self/cmdline')

/** Whether `pid` runs a process named `name` (its comm, which for a script is the script's name). */
export async function isProcessNamed(pid: number, name: string): Promise<boolean> {
  if (!hasProc()) return isProcessAlive(pid)
  try {
    const [comm, stat] = await Promise.all([readFile(`/proc/${pid}/comm`, 'utf8'), readFile(`/proc/${pid}/stat`, 'utf8')])
    // A zombie has exited; it only waits to be reaped.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    return comm.trim() === name && state !== 'Z'
  } catch {
    return false
  }
}

/**
 * The arguments `pid` was started with after the program named `name` (skipping an interpreter in
 * front of it); undefined when unknown.
 */
export async function processArgs(pid: number, name: string): Promise<string[] | undefined> {
  if (!hasProc()) return undefined
  try {
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0')
    if (argv[argv.length - 1] === '') argv.pop()
    const start = argv.findIndex((arg) => basename(arg) === name)
    return start === -1 ? undefined : argv.slice(start + 1)
  } catch {
    return undefined
  }
}

export function procAvailable(): boolean {
  return hasProc()
}
