// Each backend as people know it; messages and the settings screen use these names.
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
