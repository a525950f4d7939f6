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
  /** Started by sway itself (`output … bg`): its parent is sway. */
  bySway: boolean
  groups: SwaybgGroup[]
}

/** The parent's pid and the start time, from /proc/PID/stat (fields 4 and 22). */
async function statOf(pid: number): Promise<{ parent: number; startedAt: number } | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Counted from the state, the field after the name, which may hold spaces.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { parent: Number(fields[1]), startedAt: Number(fields[19]) }
  } catch {
    return undefined
  }
}

/**
 * Whether `pid` draws on this session's Wayland display: its environment names no other display or
 * runtime folder. Another user's environment cannot be read, so their processes never count.
 */
async function inSession(pid: number, env: Env): Promise<boolean> {
  try {
    const environ = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0')
    const value = (name: string) => environ.find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1)
    const sameOrUnset = (name: string) => value(name) === undefined || env[name] === undefined || value(name) === env[name]
    return sameOrUnset('WAYLAND_DISPLAY') && sameOrUnset('XDG_RUNTIME_DIR')
  } catch {
    return false
  }
}

/** Every live swaybg of this session, oldest first. */
export async function swaybgDrawings(env: Env): Promise<SwaybgDrawing[]> {
  const drawings: SwaybgDrawing[] = []
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    if (!(await isProcessNamed(pid, 'swaybg')) || !(await inSession(pid, env))) continue
    const [stat, args] = await Promise.all([statOf(pid), processArgs(pid, 'swaybg')])
    if (stat === undefined || args === undefined) continue
    drawings.push({ pid, startedAt: stat.startedAt, bySway: await isProcessNamed(stat.parent, 'sway'), groups: parseSwaybgArgs(args) })
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
