// What swaybg keeps no record of: the PIDs Tapestry started and the -o/-i/-m groups they draw. Kept
// in a small JSON file in the state folder so the next set (even after a restart) can stop them.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

export const SwaybgGroupSchema = z.object({ output: z.string().min(1), file: z.string(), mode: z.string() })
export type SwaybgGroup = z.infer<typeof SwaybgGroupSchema>

const SwaybgStateSchema = z.object({ pids: z.array(z.number().int().positive()), groups: z.array(SwaybgGroupSchema) })
export type SwaybgState = z.infer<typeof SwaybgStateSchema>

export function swaybgStatePath(stateDir: string): string {
  return join(stateDir, 'swaybg.json')
}

/** The saved state, or null when there is none or it is unreadable (then there is nothing of ours to stop). */
export async function readSwaybgState(stateDir: string): Promise<SwaybgState | null> {
  try {
    const parsed = SwaybgStateSchema.safeParse(JSON.parse(await readFile(swaybgStatePath(stateDir), 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export async function writeSwaybgState(stateDir: string, state: SwaybgState): Promise<void> {
  await mkdir(stateDir, { recursive: true })
  const path = swaybgStatePath(stateDir)
  // Written aside and renamed, so a crash never leaves half a file.
  await writeFile(`${path}.tmp`, JSON.stringify(state))
  await rename(`${path}.tmp`, path)
}

/** The -o/-i/-m groups of a swaybg argument list (short or long options); -i and -m before any -o apply to '*'. */
export function parseSwaybgArgs(args: readonly string[]): SwaybgGroup[] {
  const groups: SwaybgGroup[] = []
  let current: SwaybgGroup | undefined
  const group = (): SwaybgGroup => {
    if (!current) {
      current = { output: '*', file: '', mode: 'stretch' }
      groups.push(current)
    }
    return current
  }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string
    const value = args[index + 1]
    if ((arg === '-o' || arg === '--output') && value !== undefined) {
      current = { output: value, file: '', mode: 'stretch' }
      groups.push(current)
      index += 1
    } else if ((arg === '-i' || arg === '--image') && value !== undefined) {
      group().file = value
      index += 1
    } else if ((arg === '-m' || arg === '--mode') && value !== undefined) {
      group().mode = value
      index += 1
    } else if ((arg === '-c' || arg === '--color') && value !== undefined) {
      group()
      index += 1
    }
  }
  return groups.filter((entry) => entry.file !== '')
}

/** The argument list that draws these groups in one process. */
export function swaybgArgs(groups: readonly SwaybgGroup[]): string[] {
  return groups.flatMap((entry) => ['-o', entry.output, '-i', entry.file, '-m', entry.mode])
}
