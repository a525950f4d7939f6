// LXDE: the running pcmanfm desktop takes the picture (`--set-wallpaper --wallpaper-mode`, the mode
// always given, so a desktop showing its background colour only shows the picture), and its
// profile's desktop-items-N.conf records it, one file for each monitor: the picture and the mode,
// both read back (a mode of color is "no picture"). pcmanfm keeps a picture for each monitor, but
// its command sets the first monitor's alone, so with several monitors the others keep theirs and
// Tapestry says so.
import { join } from 'node:path'
import { said, sentence } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { WallpaperError } from '../../errors/errors'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { requireAllDisplays } from '../display-target'
import { fitFor, PCMANFM_MODE } from '../fit-modes'
import { readTextIfExists } from '../ini-value'
import { sameFile } from '../verify'
import type { CurrentWallpaper, DisplayInfo, WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'
import { groupValue } from './pcmanfm-config'

const NAME = BACKEND_NAMES.lxde

/** pcmanfm's config profile is named by DESKTOP_SESSION (LXDE, LXDE-pi), except Lubuntu's, which is lower case. */
export function pcmanfmProfile(desktopSession: string | undefined): string {
  if (!desktopSession) return 'LXDE'
  return desktopSession.toLowerCase() === 'lubuntu' ? 'lubuntu' : desktopSession
}

/** What one monitor's desktop shows, from its desktop-items-N.conf; undefined when the file cannot say. */
export function readDesktopItems(text: string): { file: string } | undefined {
  // Without a common picture, each workspace has its own (wallpaper0, wallpaper1…), and which one is on screen is not in the file.
  if (groupValue(text, '*', 'wallpaper_common') === '0') return undefined
  const mode = groupValue(text, '*', 'wallpaper_mode') ?? 'color'
  // An old file numbers the modes; 0 is color.
  if (mode === 'color' || mode === '0') return { file: '' }
  return { file: groupValue(text, '*', 'wallpaper') ?? '' }
}

export function createLxdeBackend(context: BackendContext): WallpaperBackend {
  // Said when a backend is made, not when the module loads: the command line loads every backend.
  const LIMITATION = limitation(said('desktop.limitation.lxde'))
  const profileFolder = join(context.home, '.config', 'pcmanfm', pcmanfmProfile(context.env.DESKTOP_SESSION))
  const monitorReading = async (index: number) => {
    const text = await readTextIfExists(join(profileFolder, `desktop-items-${index}.conf`))
    return text === undefined ? undefined : readDesktopItems(text)
  }
  // pcmanfm has a desktop, and a file, for each monitor, in the order X lists them.
  const monitors = async (): Promise<DisplayInfo[]> => {
    const listed = await listX11DisplaysIfAvailable(context)
    return listed.length > 0 ? listed : [{ id: 0, name: 'the screen' }]
  }

  return {
    id: 'lxde',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, LIMITATION)
      const mode = fitFor(PCMANFM_MODE, fit, NAME)
      await context.runner.run('pcmanfm', [`--set-wallpaper=${file}`, `--wallpaper-mode=${mode}`])
      const [first, ...others] = await monitors()
      const keeping: string[] = []
      for (const [index, monitor] of others.entries()) {
        const reading = await monitorReading(index + 1)
        if (reading !== undefined && !(await sameFile(reading.file, file))) keeping.push(monitor.name)
      }
      if (keeping.length > 0) {
        const values = { first: String(first?.name), monitors: keeping.join(', ') }
        throw new WallpaperError(...(keeping.length === 1 ? sentence('desktop.lxde.keepsOwn', values) : sentence('desktop.lxde.keepOwn', values)))
      }
    },
    async current(): Promise<CurrentWallpaper[] | null> {
      const listed = await monitors()
      const first = await monitorReading(0)
      if (first === undefined) return null
      if (listed.length === 1) return first.file === '' ? [] : [{ file: first.file }]
      const readings: CurrentWallpaper[] = [{ file: first.file, display: listed[0]?.name }]
      for (const [index, monitor] of listed.slice(1).entries()) {
        const reading = await monitorReading(index + 1)
        if (reading !== undefined) readings.push({ file: reading.file, display: monitor.name })
      }
      return readings
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
