// nitrogen on X11: sets the root window (--head=N for one Xinerama screen) and, with --save, records
// each head's image in ~/.config/nitrogen/bg-saved.cfg, which is read back. Saving one head drops
// the whole-screen section ([xin_-1]) from that file (nitrogen 1.6.1), so before a picture goes on
// one head, the others are saved with the picture they show, and the record stays whole.
import { join } from 'node:path'
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, NITROGEN_OPTION } from '../fit-modes'
import { readTextIfExists } from '../ini-value'
import type { CurrentWallpaper, DisplayTarget, WallpaperBackend } from '../types'
import { listX11DisplaysForOne, listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.nitrogen

export interface NitrogenEntry {
  /** The head number, or null for a section covering the whole screen ([xin_-1], [:0.0]). */
  head: number | null
  file: string
  /** nitrogen's own number for how it fits the picture, where the section says. */
  mode?: number
}

/** nitrogen's SetMode numbers (SetBG.h: scale, tile, center, zoom, auto, zoom-fill) as the options that set them. */
const MODE_OPTIONS: Readonly<Record<number, string>> = { 0: '--set-scaled', 1: '--set-tiled', 2: '--set-centered', 3: '--set-zoom', 4: '--set-auto', 5: '--set-zoom-fill' }

export function parseNitrogenConfig(text: string): NitrogenEntry[] {
  const entries: NitrogenEntry[] = []
  let head: number | null | undefined
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    const section = /^\[(.*)\]$/.exec(line)
    if (section) {
      const xin = /^xin_(-?\d+)$/.exec(section[1] as string)
      head = xin ? (Number(xin[1]) < 0 ? null : Number(xin[1])) : null
      continue
    }
    if (head === undefined) continue
    if (line.startsWith('file=')) entries.push({ head, file: line.slice('file='.length) })
    const mode = /^mode=(\d+)$/.exec(line)
    const entry = entries.at(-1)
    if (mode && entry && entry.head === head) entry.mode = Number(mode[1])
  }
  return entries
}

export function createNitrogenBackend(context: BackendContext): WallpaperBackend {
  const { runner } = context
  const config = join(context.home, '.config', 'nitrogen', 'bg-saved.cfg')

  async function head(display: number | string): Promise<number> {
    // A number is checked against the screens when xrandr can list them; a name needs the list.
    if (typeof display === 'number' && !(await context.which('xrandr'))) return display
    return findDisplay(display, await listX11DisplaysForOne(context, NAME), NAME).id
  }

  /** Saves each other head with the whole-screen picture it shows, where the record has only that. */
  async function keepOtherHeads(target: number): Promise<void> {
    const entries = parseNitrogenConfig((await readTextIfExists(config)) ?? '')
    const whole = entries.find((entry) => entry.head === null)
    // Without xrandr the heads cannot be counted: the record keeps what nitrogen writes.
    if (!whole || !(await context.which('xrandr'))) return
    for (const screen of await listX11DisplaysForOne(context, NAME)) {
      if (screen.id === target || entries.some((entry) => entry.head === screen.id)) continue
      await runner.run('nitrogen', [MODE_OPTIONS[whole.mode ?? 5] ?? '--set-zoom-fill', '--save', `--head=${screen.id}`, whole.file])
    }
  }

  return {
    id: 'nitrogen',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.nitrogen')),
    async set(file, { display, fit }) {
      const option = fitFor(NITROGEN_OPTION, fit, NAME)
      if (display === 'all') {
        await runner.run('nitrogen', [option, '--save', file])
        return
      }
      const target = await head(display)
      await keepOtherHeads(target)
      await runner.run('nitrogen', [option, '--save', `--head=${target}`, file])
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[] | null> {
      const text = await readTextIfExists(config)
      if (text === undefined) return null
      const entries = parseNitrogenConfig(text)
      const whole = entries.filter((entry) => entry.head === null)
      const label = (entry: NitrogenEntry) => (entry.head === null ? {} : { display: `head ${entry.head}` })
      if (display === 'all') return (whole.length > 0 ? whole : entries).map((entry) => ({ file: entry.file, ...label(entry) }))
      const wanted = await head(display)
      const own = entries.filter((entry) => entry.head === wanted)
      return (own.length > 0 ? own : whole).map((entry) => ({ file: entry.file, ...label(entry) }))
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
