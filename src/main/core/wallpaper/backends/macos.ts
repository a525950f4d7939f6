// macOS through the wallpaper package's bundled Swift tool: per screen (an index from screens()),
// with a scale. Only the active Space changes; there is no way to set all Spaces.
import { said } from '../../i18n/sentence'
import { limitation } from '../limitation'
import { BACKEND_NAMES } from '../backend-names'
import { findDisplay } from '../display-target'
import { fitFor, MACOS_SCALE } from '../fit-modes'
import type { CurrentWallpaper, DisplayInfo, DisplayTarget, WallpaperBackend } from '../types'
import type { LoadWallpaperModule } from '../wallpaper-module'
import { callPackage } from './package-errors'

const NAME = BACKEND_NAMES.macos

export function createMacosBackend(load: LoadWallpaperModule): WallpaperBackend {
  async function displays(): Promise<DisplayInfo[]> {
    const module = await load()
    if (!module.screens) return []
    const names = await callPackage(NAME, 'list the screens', () => (module.screens as () => Promise<string[]>)())
    return names.map((name, index) => ({ id: index, name }))
  }

  async function screen(display: DisplayTarget): Promise<'all' | number> {
    if (display === 'all' || typeof display === 'number') return display
    return findDisplay(display, await displays(), NAME).id
  }

  return {
    id: 'macos',
    name: NAME,
    perDisplay: true,
    limitation: limitation(said('desktop.limitation.macos')),
    async set(file, { display, fit }) {
      const scale = fitFor(MACOS_SCALE, fit, NAME)
      const module = await load()
      const target = await screen(display)
      await callPackage(NAME, 'set the wallpaper', () => module.setWallpaper(file, { screen: target, scale }))
    },
    async current(display: DisplayTarget = 'all'): Promise<CurrentWallpaper[]> {
      const module = await load()
      const target = await screen(display)
      const answer = await callPackage(NAME, 'read the wallpaper', () => module.getWallpaper({ screen: target }))
      const files = (Array.isArray(answer) ? answer : [answer]).map((file) => file.trim()).filter((file) => file !== '')
      if (target !== 'all') return files.map((file) => ({ file, display: `screen ${target}` }))
      return files.map((file, index) => ({ file, display: `screen ${index}` }))
    },
    displays,
  }
}
