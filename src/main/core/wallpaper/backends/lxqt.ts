// LXQt: the running pcmanfm-qt desktop takes the image; ~/.config/pcmanfm-qt/lxqt/settings.conf records it.
import { join } from 'node:path'
import { BACKEND_NAMES } from '../backend-names'
import type { BackendContext } from '../backend-context'
import { requireAllDisplays } from '../display-target'
import { fitFor, PCMANFM_QT_MODE } from '../fit-modes'
import { iniValue, readTextIfExists } from '../ini-value'
import type { CurrentWallpaper, WallpaperBackend } from '../types'
import { listX11DisplaysIfAvailable } from '../x11-displays'

const NAME = BACKEND_NAMES.lxqt
const LIMITATION = 'LXQt shows one image on all displays.'

export function createLxqtBackend(context: BackendContext): WallpaperBackend {
  return {
    id: 'lxqt',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, LIMITATION)
      const mode = fitFor(PCMANFM_QT_MODE, fit, NAME)
      await context.runner.run('pcmanfm-qt', [`--set-wallpaper=${file}`, `--wallpaper-mode=${mode}`])
    },
    async current(): Promise<CurrentWallpaper[] | null> {
      const text = await readTextIfExists(join(context.home, '.config', 'pcmanfm-qt', 'lxqt', 'settings.conf'))
      if (text === undefined) return null
      const file = iniValue(text, 'wallpaper')
      return file ? [{ file }] : []
    },
    displays: () => listX11DisplaysIfAvailable(context),
  }
}
