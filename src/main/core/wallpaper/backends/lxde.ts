// LXDE: the running pcmanfm desktop takes the image; its profile's desktop-items-0.conf records it.
import { join } from 'node:path'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { requireAllDisplays } from '../display-target'
import { fitFor, PCMANFM_MODE } from '../fit-modes'
import { iniValue, readTextIfExists } from '../ini-value'
import type { CurrentWallpaper, WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.lxde
const LIMITATION = 'LXDE shows one image on all displays.'

/** pcmanfm's config profile is named by DESKTOP_SESSION (LXDE, LXDE-pi), except Lubuntu's, which is lower case. */
export function pcmanfmProfile(desktopSession: string | undefined): string {
  if (!desktopSession) return 'LXDE'
  return desktopSession.toLowerCase() === 'lubuntu' ? 'lubuntu' : desktopSession
}

export function createLxdeBackend(context: BackendContext): WallpaperBackend {
  return {
    id: 'lxde',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, LIMITATION)
      const mode = fitFor(PCMANFM_MODE, fit, NAME)
      await context.runner.run('pcmanfm', [`--set-wallpaper=${file}`, `--wallpaper-mode=${mode}`])
    },
    async current(): Promise<CurrentWallpaper[] | null> {
      const config = join(context.home, '.config', 'pcmanfm', pcmanfmProfile(context.env.DESKTOP_SESSION), 'desktop-items-0.conf')
      const text = await readTextIfExists(config)
      if (text === undefined) return null
      const file = iniValue(text, 'wallpaper')
      return file ? [{ file }] : []
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
