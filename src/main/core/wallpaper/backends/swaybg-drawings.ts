// What the swaybg processes of this session draw, read from /proc: each one's -o/-i/-m groups and
// when it started. A compositor stacks background surfaces so that the OLDEST is drawn on top (seen
// on sway 1.7: a second swaybg stays hidden under the one sway started from its config, and one
// Tapestry started earlier covers the one sway starts after `output … bg`), so on each output the
// oldest swaybg that draws there is what a person sees.
import { readdir, readFile } from 'node:fs/promises'
import { isProcessNamed, processArgs } from '../process-info'
import type { Env } from '../run-command'
import { parseSwaybgArgs, type SwaybgGroup } from './swaybg-state'

export interface SwaybgDrawing {
  pid: number
  /** Clock ticks since boot (/proc/PID/stat field 22): only compared with each other. */
  startedAt: number
  /**
   * Started by sway itself (`output … bg`): sway hands the swaybg it starts its Wayland connection
   * in WAYLAND_SOCKET (sway/config/output.c, spawn_swaybg); one started any other way finds the
   * compositor by WAYLAND_DISPLAY. (sway forks twice, so the parent says nothing.)
   */
  bySway: boolean
  groups: SwaybgGroup[]
}

/** The start time, from /proc/PID/stat (field 22). */
async function startTicks(pid: number): Promise<number | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Counted from the state, the field after the name, which may hold spaces.
    return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[19])
  } catch {
    return undefined
  }
}

/** A process's environment; undefined where it cannot be read (another user's). */
async function environOf(pid: number): Promise<string[] | undefined> {
  try {
    return (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0')
  } catch {
    return undefined
  }
}

/** Whether an environment draws on this session's Wayland display: it names no other display or runtime folder. */
function inSession(environ: readonly string[], env: Env): boolean {
  const value = (name: string) => environ.find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1)
  const sameOrUnset = (name: string) => value(name) === undefined || env[name] === undefined || value(name) === env[name]
  return sameOrUnset('WAYLAND_DISPLAY') && sameOrUnset('XDG_RUNTIME_DIR')
}

/** Every live swaybg of this session, oldest first. Another user's cannot be read, so they never count. */
export async function swaybgDrawings(env: Env): Promise<SwaybgDrawing[]> {
  const drawings: SwaybgDrawing[] = []
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    if (!(await isProcessNamed(pid, 'swaybg'))) continue
    const [environ, startedAt, args] = await Promise.all([environOf(pid), startTicks(pid), processArgs(pid, 'swaybg')])
    if (environ === undefined || startedAt === undefined || args === undefined || !inSession(environ, env)) continue
    drawings.push({ pid, startedAt, bySway: environ.some((entry) => entry.startsWith('WAYLAND_SOCKET=')), groups: parseSwaybgArgs(args) })
  }
  return drawings.sort((a, b) => a.startedAt - b.startedAt)
}

/** The group a drawing shows on `output`: its own for that output, else its '*' one. */
export function groupOn(drawing: SwaybgDrawing, output: string): SwaybgGroup | undefined {
  return drawing.groups.find((group) => group.output === output) ?? drawing.groups.find((group) => group.output === '*')
}

/** What `output` shows: the oldest drawing that draws there, with the group it draws. */
export function shownOn(drawings: readonly SwaybgDrawing[], output: string): { drawing: SwaybgDrawing; group: SwaybgGroup } | undefined {
  for (const drawing of drawings) {
    const group = groupOn(drawing, output)
    if (group) return { drawing, group }
  }
  return undefined
}
