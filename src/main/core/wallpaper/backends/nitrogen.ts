// nitrogen on X11: sets the root window (--head=N for one Xinerama screen) and, with --save, records
// each head's image in ~/.config/nitrogen/bg-saved.cfg, which is read back.
import { join } from 'node:path'
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
}

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
    if (head !== undefined && line.startsWith('file=')) entries.push({ head, file: line.slice('file='.length) })
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

  return {
    id: 'nitrogen',
    name: NAME,
    perDisplay: true,
    limitation: 'nitrogen draws the root window only when no desktop covers it, and cannot span one image across displays.',
    async set(file, { display, fit }) {
      const option = fitFor(NITROGEN_OPTION, fit, NAME)
      const args = [option, '--save']
      if (display !== 'all') args.push(`--head=${await head(display)}`)
      await runner.run('nitrogen', [...args, file])
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
