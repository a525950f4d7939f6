// sway: the compositor's own way, `swaymsg output NAME|* bg FILE MODE`, which restarts the swaybg
// sway runs for its outputs (the one its config's `output * bg …` started, too) with the new picture.
// A second swaybg of Tapestry's own would be drawn UNDER sway's (the oldest background is on top),
// so this is the only way on sway; swaybg stays for other wlroots compositors. What each output
// shows is read back from the swaybg processes themselves (sway's IPC does not report backgrounds):
// sway answers success even for a file it cannot read, and only the drawing tells.
import { rm } from 'node:fs/promises'
import { setTimeout as delay } from 'node:timers/promises'
import { z } from 'zod'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, SWAYBG_MODE } from '../fit-modes'
import { isProcessNamed } from '../process-info'
import { firstLines } from '../run-command'
import type { CurrentWallpaper, DisplayTarget, WallpaperBackend } from '../types'
import { listSwayOutputs } from '../wayland-outputs'
import { shownOn, swaybgDrawings } from './swaybg-drawings'
import { readSwaybgState, swaybgStatePath } from './swaybg-state'
import { createSwayPaths } from './sway-paths'

const NAME = BACKEND_NAMES.sway

const ReplySchema = z.array(z.object({ success: z.boolean(), error: z.string().optional() }))

export function createSwayBackend(context: BackendContext): WallpaperBackend {
  const { runner, stateDir } = context
  const displays = () => listSwayOutputs(runner)
  const paths = createSwayPaths([stateDir, context.env.XDG_RUNTIME_DIR], NAME)

  async function swaymsg(args: readonly string[]): Promise<void> {
    const { stdout } = await runner.run('swaymsg', ['-r', ...args])
    let replies: z.infer<typeof ReplySchema>
    try {
      replies = ReplySchema.parse(JSON.parse(stdout))
    } catch {
      throw new WallpaperError(...sentence('desktop.sway.notUnderstood', { backend: NAME, output: firstLines(stdout) }))
    }
    const refused = replies.find((reply) => !reply.success)
    if (refused) {
      // sway's own reason, as it gave it.
      throw new WallpaperError(...(refused.error ? sentence('desktop.sway.refused', { backend: NAME, output: refused.error }) : sentence('desktop.sway.refusedSilently', { backend: NAME })))
    }
  }

  /** The swaybg an earlier Tapestry (its swaybg backend) started: stopped, so it covers sway's own no longer. Answers the pids stopped. */
  async function stopOwnSwaybg(): Promise<number[]> {
    const state = await readSwaybgState(stateDir)
    const stopped: number[] = []
    for (const pid of state?.pids ?? []) {
      if (!(await isProcessNamed(pid, 'swaybg'))) continue
      try {
        process.kill(pid, 'SIGTERM')
        stopped.push(pid)
      } catch {
        // Already gone.
      }
    }
    if (state) await rm(swaybgStatePath(stateDir), { force: true })
    return stopped
  }

  async function outputNames(display: DisplayTarget): Promise<string[]> {
    const outputs = await displays()
    if (display === 'all') return outputs.map((output) => output.name)
    return [findDisplay(display, outputs, NAME).name]
  }

  return {
    id: 'sway',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.sway')),
    async set(file, { display, fit }) {
      const mode = fitFor(SWAYBG_MODE, fit, NAME)
      const target = display === 'all' ? '*' : (await outputNames(display))[0]
      const given = await paths.forSway(file)
      await swaymsg(['output', target as string, 'bg', given, mode])
      const stopped = await stopOwnSwaybg()
      // sway starts its new swaybg a moment after it answers.
      let drawings = await swaybgDrawings(context.env)
      for (let waited = 0; waited < 2_000 && !drawings.some((drawing) => drawing.bySway && drawing.groups.some((group) => group.file === given)); waited += 50) {
        await delay(50)
        drawings = await swaybgDrawings(context.env)
      }
      // A swaybg sway did not start and older than sway's own is drawn over it (an `exec swaybg` line in the config).
      const swayOwn = drawings.filter((drawing) => drawing.bySway).at(-1)
      const others = drawings.filter((drawing) => !drawing.bySway && !stopped.includes(drawing.pid))
      for (const name of await outputNames(display)) {
        const over = shownOn(others, name)
        if (over && swayOwn && over.drawing.startedAt < swayOwn.startedAt) {
          throw new WallpaperError(...sentence('desktop.sway.drawnOver', { backend: NAME, pid: String(over.drawing.pid), output: name }))
        }
      }
      await paths.prune([given, ...drawings.flatMap((drawing) => drawing.groups.map((group) => group.file))])
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[] | null> {
      const drawings = await swaybgDrawings(context.env)
      const readings: CurrentWallpaper[] = []
      for (const name of await outputNames(display)) {
        const shown = shownOn(drawings, name)
        if (shown) readings.push({ file: await paths.fromSway(shown.group.file), display: name })
      }
      return readings
    },
    displays,
  }
}
