// Windows through the wallpaper package's bundled tool: one image on every monitor. The scale is
// always passed, because the package's README, code and types disagree on its default.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import { requireAllDisplays } from '../display-target'
import { fitFor, WINDOWS_SCALE } from '../fit-modes'
import type { CurrentWallpaper, WallpaperBackend } from '../types'
import type { LoadWallpaperModule } from '../wallpaper-module'
import { callPackage } from './package-errors'

const NAME = BACKEND_NAMES.windows

export function createWindowsBackend(load: LoadWallpaperModule): WallpaperBackend {
  // Said when a backend is made, not when the module loads: the command line loads every backend.
  const LIMITATION = limitation(said('desktop.limitation.oneImage', { backend: 'Windows' }))
  return {
    id: 'windows',
    name: NAME,
    perDisplay: false,
    limitation: LIMITATION,
    async set(file, { display, fit }) {
      requireAllDisplays(display, LIMITATION)
      const scale = fitFor(WINDOWS_SCALE, fit, NAME)
      const module = await load()
      await callPackage(NAME, 'set the wallpaper', () => module.setWallpaper(file, { scale }))
    },
    async current(): Promise<CurrentWallpaper[]> {
      const module = await load()
      const answer = await callPackage(NAME, 'read the wallpaper', () => module.getWallpaper())
      const file = (Array.isArray(answer) ? (answer[0] ?? '') : answer).trim()
      return file === '' ? [] : [{ file }]
    },
    displays: async () => [],
  }
}
