// hyprpaper (Hyprland), driven through `hyprctl hyprpaper …`. 0.8+ takes one request per monitor,
// `wallpaper "MONITOR,/abs/path,cover"`; 0.7 and earlier need preload, wallpaper, unload. The new
// form is tried first; when the answer shows an older hyprpaper, the old sequence is used from then on.
import { WallpaperError } from '../../errors/errors'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { fitFor, HYPRPAPER_FIT, HYPRPAPER_LEGACY_PREFIX } from '../fit-modes'
import { firstLines, toolOutput } from '../run-command'
import type { CurrentWallpaper, DisplayTarget, WallpaperBackend } from '../types'
import { listHyprlandMonitors } from '../wayland-outputs'

const NAME = BACKEND_NAMES.hyprpaper
/** What 0.8 says to preload/unload and 0.8.0–0.8.3 to listactive. */
const UNKNOWN_REQUEST = /unknown (hyprpaper )?request/i
/** What 0.7 says to the 0.8 form: it reads "/abs/path,cover" as a path it has not preloaded. */
const OLD_HYPRPAPER = /unknown (hyprpaper )?request|not preloaded/i

const isOk = (answer: string): boolean => /^ok\b/i.test(answer.trim())

/** `MONITOR = /path` lines of `listactive`; a 0.7 fit prefix (contain:, tile:) is not part of the path. */
export function parseListActive(stdout: string): { monitor: string; file: string }[] {
  return stdout.split('\n').flatMap((line) => {
    const match = /^\s*([^=\s][^=]*?)\s*=\s*(.+?)\s*$/.exec(line)
    if (!match) return []
    return [{ monitor: match[1] as string, file: (match[2] as string).replace(/^(contain|tile):/, '') }]
  })
}

export function createHyprpaperBackend(context: BackendContext): WallpaperBackend {
  const { runner } = context
  let legacy: boolean | undefined
  const displays = () => listHyprlandMonitors(runner)

  async function request(...args: string[]): Promise<string> {
    return (await runner.run('hyprctl', ['hyprpaper', ...args])).stdout.trim()
  }

  function refused(answer: string): WallpaperError {
    const output = toolOutput(firstLines(answer))
    if (output === null) return new WallpaperError(...sentence('desktop.hyprpaper.refusedSilently', { backend: NAME }))
    return new WallpaperError(...sentence('desktop.hyprpaper.refused', { backend: NAME, output }))
  }

  async function setLegacy(file: string, monitors: readonly string[] | 'all', prefix: string): Promise<void> {
    const preloaded = await request('preload', file)
    if (!isOk(preloaded)) throw refused(preloaded)
    // An empty monitor means every monitor to 0.7.
    for (const monitor of monitors === 'all' ? [''] : monitors) {
      const answer = await request('wallpaper', `${monitor},${prefix}${file}`)
      if (!isOk(answer)) throw refused(answer)
    }
    // Frees the images no monitor shows any more; failing to free memory does not undo the change.
    await request('unload', 'unused')
  }

  return {
    id: 'hyprpaper',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.hyprpaper')),
    async set(file, { display, fit }) {
      const fitWord = fitFor(HYPRPAPER_FIT, fit, NAME)
      const prefix = fitFor(HYPRPAPER_LEGACY_PREFIX, fit, NAME)
      if (legacy === true) return setLegacy(file, display === 'all' ? 'all' : [findDisplay(display, await displays(), NAME).name], prefix)
      const monitors = await displays()
      const targets = display === 'all' ? monitors.map((monitor) => monitor.name) : [findDisplay(display, monitors, NAME).name]
      if (targets.length === 0) throw new WallpaperError(...sentence('desktop.hyprpaper.noMonitors', { backend: NAME }))
      for (const [index, monitor] of targets.entries()) {
        const answer = await request('wallpaper', `${monitor},${file},${fitWord}`)
        if (isOk(answer)) continue
        if (index === 0 && legacy === undefined && OLD_HYPRPAPER.test(answer)) {
          legacy = true
          return setLegacy(file, display === 'all' ? 'all' : targets, prefix)
        }
        throw refused(answer)
      }
      legacy = false
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[] | null> {
      const answer = await request('listactive')
      // 0.8.0–0.8.3 have no listactive: the desktop cannot say.
      if (UNKNOWN_REQUEST.test(answer)) return null
      const active = parseListActive(answer)
      const wanted = display === 'all' ? undefined : findDisplay(display, await displays(), NAME).name
      return active.filter((entry) => wanted === undefined || entry.monitor === wanted).map((entry) => ({ file: entry.file, display: entry.monitor }))
    },
    displays,
  }
}
