// Each backend as people know it; messages and the settings screen use these names.
import { said, type Said } from '../i18n/sentence'
import type { BackendId } from './types'

export const BACKEND_NAMES: Readonly<Record<BackendId, string>> = {
  gnome: 'GNOME',
  unity: 'Unity',
  budgie: 'Budgie',
  cinnamon: 'Cinnamon',
  mate: 'MATE',
  kde: 'KDE Plasma',
  xfce: 'XFCE',
  lxde: 'LXDE',
  lxqt: 'LXQt',
  sway: 'sway',
  swaybg: 'swaybg',
  swww: 'swww',
  awww: 'awww',
  hyprpaper: 'hyprpaper',
  feh: 'feh',
  nitrogen: 'nitrogen',
  xwallpaper: 'xwallpaper',
  hsetroot: 'hsetroot',
  custom: 'The custom wallpaper command',
  macos: 'macOS',
  windows: 'Windows',
  portal: 'The desktop portal',
}

/**
 * A backend's name as it goes into a sentence. Most are names, the same in every language; the
 * custom command's and the portal's are English phrases, said from the catalog so a translated
 * sentence does not carry English inside it.
 */
export function backendWords(id: BackendId): string | Said {
  if (id === 'custom') return said('desktop.name.custom')
  if (id === 'portal') return said('desktop.name.portal')
  return BACKEND_NAMES[id]
}
