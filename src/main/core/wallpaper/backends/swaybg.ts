// swaybg (sway and other wlroots compositors): one detached process draws every output, with one
// -o/-i/-m group per output. A new image starts a new process first and stops the previous one about a
// second later: stopping first flashes grey, never stopping leaks processes.
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, SWAYBG_MODE } from '../fit-modes'
import { isProcessNamed, procAvailable, processArgs } from '../process-info'
import { endSentence, firstLines, toolOutput } from '../run-command'
import type { CurrentWallpaper, DisplayTarget, WallpaperBackend } from '../types'
import { listWaylandOutputs } from '../wayland-outputs'
import { parseSwaybgArgs, readSwaybgState, swaybgArgs, writeSwaybgState, type SwaybgGroup } from './swaybg-state'

const NAME = BACKEND_NAMES.swaybg

export interface SwaybgOptions {
  /** How long the new swaybg runs before the old one is stopped; about a second lets it draw first. */
  swapDelayMs: number
}

export function createSwaybgBackend(context: BackendContext, options: SwaybgOptions): WallpaperBackend {
  const { runner, stateDir } = context
  const displays = () => listWaylandOutputs(context)

  async function outputName(display: number | string): Promise<string> {
    const outputs = await displays()
    // Without a list (an unknown compositor) a name is taken as given.
    if (typeof display === 'string' && outputs.length === 0) return display
    return findDisplay(display, outputs, NAME).name
  }

  async function groupsNowDrawn(): Promise<SwaybgGroup[] | null> {
    const state = await readSwaybgState(stateDir)
    if (!state || state.pids.length === 0) return null
    if (!procAvailable()) return state.groups
    const groups: SwaybgGroup[] = []
    for (const pid of state.pids) {
      if (!(await isProcessNamed(pid, 'swaybg'))) continue
      groups.push(...parseSwaybgArgs((await processArgs(pid, 'swaybg')) ?? []))
    }
    return groups
  }

  return {
    id: 'swaybg',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.swaybg')),
    async set(file, { display, fit }) {
      const mode = fitFor(SWAYBG_MODE, fit, NAME)
      const previous = await readSwaybgState(stateDir)
      let groups: SwaybgGroup[]
      if (display === 'all') {
        groups = [{ output: '*', file, mode }]
      } else {
        // The other outputs keep their images: a specific output's group wins over '*' in swaybg.
        const name = await outputName(display)
        groups = [...(previous?.groups ?? []).filter((entry) => entry.output !== name), { output: name, file, mode }]
        groups.sort((a, b) => Number(b.output === '*') - Number(a.output === '*'))
      }
      await mkdir(stateDir, { recursive: true })
      const log = join(stateDir, 'swaybg.log')
      const started = await runner.spawnDetached('swaybg', swaybgArgs(groups), log)
      await delay(options.swapDelayMs)
      if (started.hasExited()) {
        const output = toolOutput(firstLines(await readFile(log, 'utf8').catch(() => '')))
        if (output === null) throw new WallpaperError(...sentence('desktop.swaybg.stopped', { backend: NAME }))
        throw new WallpaperError(...sentence('desktop.swaybg.stoppedSaying', { backend: NAME, output }))
      }
      // A picture it cannot read does not stop swaybg: it keeps running and draws grey, and says so.
      const failed = (await readFile(log, 'utf8').catch(() => '')).split('\n').filter((line) => /failed to load/i.test(line))
      if (failed.length > 0) {
        try {
          process.kill(started.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
        // Without the time stamp swaybg puts before each line.
        const said = (failed.at(-1) as string).replace(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d - /, '')
        throw new WallpaperError(...sentence('desktop.swaybg.cannotDraw', { backend: NAME, output: endSentence(firstLines(said)) }))
      }
      for (const pid of previous?.pids ?? []) {
        if (pid !== started.pid && (await isProcessNamed(pid, 'swaybg'))) {
          try {
            process.kill(pid, 'SIGTERM')
          } catch {
            // Already gone.
          }
        }
      }
      await writeSwaybgState(stateDir, { pids: [started.pid], groups })
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[] | null> {
      const groups = await groupsNowDrawn()
      if (groups === null) return null
      let shown = groups
      if (display !== 'all') {
        const name = await outputName(display)
        const own = groups.filter((entry) => entry.output === name)
        shown = own.length > 0 ? own : groups.filter((entry) => entry.output === '*')
      }
      return shown.map((entry) => ({ file: entry.file, display: entry.output === '*' ? 'all outputs' : entry.output }))
    },
    displays,
  }
}
