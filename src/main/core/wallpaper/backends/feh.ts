// feh on X11 with nothing else drawing the desktop: one file per Xinerama screen, in order, sets
// the root window once and exits. feh writes ~/.fehbg (a shell script), which is its record and
// our read-back.
import { join } from 'node:path'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { findDisplay } from '../display-target'
import { FEH_OPTION, fitFor } from '../fit-modes'
import { readTextIfExists } from '../ini-value'
import { splitShellWords } from '../../../../shared/shell-words'
import type { CurrentWallpaper, DisplayFile, DisplayTarget, WallpaperBackend } from '../types'
import { listX11DisplaysForOne, listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.feh

/** The image files of the feh command in ~/.fehbg, in screen order; null when it has none. */
export function parseFehbg(text: string): string[] | null {
  for (const line of text.split('\n')) {
    let words: string[]
    try {
      words = splitShellWords(line)
    } catch {
      continue
    }
    if (words[0] !== 'feh' && !words[0]?.endsWith('/feh')) continue
    // feh writes absolute paths; everything else on the line is an option or an option's value.
    const files = words.slice(1).filter((word) => word.startsWith('/'))
    return files.length > 0 ? files : null
  }
  return null
}

export function createFehBackend(context: BackendContext): WallpaperBackend {
  const { runner } = context
  const fehbg = join(context.home, '.fehbg')
  // Only a picture on one display needs the list (and so xrandr); the whole screen never does.
  const screensForOne = () => listX11DisplaysForOne(context, NAME)

  async function recorded(): Promise<string[] | null> {
    const text = await readTextIfExists(fehbg)
    return text === undefined ? null : parseFehbg(text)
  }

  /** One feh run: the Nth file to the Nth screen, each display set its own, the others keeping what they show. */
  async function setScreens(sets: readonly DisplayFile[], option: string): Promise<void> {
    const screens = await screensForOne()
    const targets = new Map(sets.map((set) => [findDisplay(set.display, screens, NAME).id, set.file]))
    const previous = (await recorded()) ?? []
    const fallback = sets[0]?.file as string
    const files = screens.map((screen, index) => targets.get(screen.id) ?? previous[index] ?? previous[previous.length - 1] ?? fallback)
    await runner.run('feh', [option, ...files])
  }

  return {
    id: 'feh',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.feh')),
    async set(file, { display, fit }) {
      const option = fitFor(FEH_OPTION, fit, NAME)
      if (fit === 'span') {
        if (display !== 'all') throw new WallpaperError(...sentence('desktop.feh.spanAlone', { backend: NAME, display }))
        await runner.run('feh', ['--no-xinerama', option, file])
        return
      }
      if (display === 'all') {
        await runner.run('feh', [option, file])
        return
      }
      await setScreens([{ file, display }], option)
    },
    async setEach(sets, fit) {
      await setScreens(sets, fitFor(FEH_OPTION, fit, NAME))
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[] | null> {
      const files = await recorded()
      if (files === null) return null
      // One file covers every screen.
      if (files.length === 1) return [{ file: files[0] as string }]
      if (display === 'all') return files.map((file, index) => ({ file, display: `screen ${index}` }))
      const index = typeof display === 'number' ? display : findDisplay(display, await screensForOne(), NAME).id
      const file = files[index]
      return file === undefined ? [] : [{ file, display: `screen ${index}` }]
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
