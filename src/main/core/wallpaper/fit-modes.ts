// Each tool's word for each fit (docs/desktops.md, "Fit modes"). null: the tool has no such mode, and asking
// for it is an error rather than a silent substitute. `smart` reaches a tool only where Tapestry
// could not crop the picture itself (the display's size unknown): the tool then fills, as for `fill`.
import type { MessageKey } from '../../../shared/i18n/catalog'
import { WallpaperError } from '../errors/errors'
import { sentence, type Said } from '../i18n/sentence'
import type { Fit } from './types'

export type FitTable<T> = Readonly<Record<Fit, T | null>>

/** GNOME, Unity, Budgie, Cinnamon and MATE `picture-options`. */
export const GNOME_PICTURE_OPTIONS: FitTable<string> = {
  smart: 'zoom',
  fill: 'zoom',
  fit: 'scaled',
  stretch: 'stretched',
  center: 'centered',
  tile: 'wallpaper',
  span: 'spanned',
}

/** XFCE `image-style`. */
export const XFCE_IMAGE_STYLE: FitTable<number> = { smart: 5, fill: 5, fit: 4, stretch: 3, center: 1, tile: 2, span: 6 }

export const SWAYBG_MODE: FitTable<string> = { smart: 'fill', fill: 'fill', fit: 'fit', stretch: 'stretch', center: 'center', tile: 'tile', span: null }

/** feh's option; span is `--bg-fill` with `--no-xinerama` (one image over the whole root window). */
export const FEH_OPTION: FitTable<string> = {
  smart: '--bg-fill',
  fill: '--bg-fill',
  fit: '--bg-max',
  stretch: '--bg-scale',
  center: '--bg-center',
  tile: '--bg-tile',
  span: '--bg-fill',
}

export const XWALLPAPER_OPTION: FitTable<string> = {
  smart: '--zoom',
  fill: '--zoom',
  fit: '--maximize',
  stretch: '--stretch',
  center: '--center',
  tile: '--tile',
  span: null,
}

/** hsetroot 1.0.5's render commands (its -h); span is -cover with -root, the whole screen as one. */
export const HSETROOT_OPTION: FitTable<string> = {
  smart: '-cover',
  fill: '-cover',
  fit: '-full',
  stretch: '-fill',
  center: '-center',
  tile: '-tile',
  span: '-cover',
}

/** nitrogen's set options (its `--help`); it has no span over several heads from the command line. */
export const NITROGEN_OPTION: FitTable<string> = {
  smart: '--set-zoom-fill',
  fill: '--set-zoom-fill',
  fit: '--set-zoom',
  stretch: '--set-scaled',
  center: '--set-centered',
  tile: '--set-tiled',
  span: null,
}

/** hyprpaper 0.8+ fit word after the path. */
export const HYPRPAPER_FIT: FitTable<string> = { smart: 'cover', fill: 'cover', fit: 'contain', stretch: null, center: null, tile: 'tile', span: null }

/** hyprpaper 0.7 and earlier: a prefix before the path; cover (fill) is its default and has none. */
export const HYPRPAPER_LEGACY_PREFIX: FitTable<string> = { smart: '', fill: '', fit: 'contain:', stretch: null, center: null, tile: 'tile:', span: null }

/** swww/awww `--resize`. */
export const SWWW_RESIZE: FitTable<string> = { smart: 'crop', fill: 'crop', fit: 'fit', stretch: null, center: 'no', tile: null, span: null }

/** pcmanfm (LXDE) `--wallpaper-mode`; `screen` covers all monitors with one image. */
export const PCMANFM_MODE: FitTable<string> = { smart: 'crop', fill: 'crop', fit: 'fit', stretch: 'stretch', center: 'center', tile: 'tile', span: 'screen' }

/** pcmanfm-qt (LXQt) `--wallpaper-mode`: its own list, with `zoom` for crop-to-fill and no span. */
export const PCMANFM_QT_MODE: FitTable<string> = { smart: 'zoom', fill: 'zoom', fit: 'fit', stretch: 'stretch', center: 'center', tile: 'tile', span: null }

export const MACOS_SCALE: FitTable<'fill' | 'fit' | 'stretch' | 'center'> = {
  smart: 'fill',
  fill: 'fill',
  fit: 'fit',
  stretch: 'stretch',
  center: 'center',
  tile: null,
  span: null,
}

export const WINDOWS_SCALE: FitTable<'fill' | 'fit' | 'stretch' | 'center' | 'tile' | 'span'> = {
  smart: 'fill',
  fill: 'fill',
  fit: 'fit',
  stretch: 'stretch',
  center: 'center',
  tile: 'tile',
  span: 'span',
}

// One sentence a fit, so each language words the whole refusal its own way.
const FIT_REFUSALS: Readonly<Record<Fit, MessageKey>> = {
  smart: 'desktop.fit.cannotFill',
  fill: 'desktop.fit.cannotFill',
  fit: 'desktop.fit.cannotFit',
  stretch: 'desktop.fit.cannotStretch',
  center: 'desktop.fit.cannotCenter',
  tile: 'desktop.fit.cannotTile',
  span: 'desktop.fit.cannotSpan',
}

/** The tool's word for `fit`, or a WallpaperError saying the backend cannot do it. */
export function fitFor<T>(table: FitTable<T>, fit: Fit, backendName: string | Said): T {
  const value = table[fit]
  if (value === null) throw new WallpaperError(...sentence(FIT_REFUSALS[fit], { backend: backendName }))
  return value
}
