// The fit tables are docs/desktops.md, "Fit modes", cell by cell.
import { describe, expect, it } from 'vitest'
import { WallpaperError } from '../../../src/main/core/errors/errors'
import { KDE_FILL_MODE } from '../../../src/main/core/wallpaper/backends/kde-script'
import {
  FEH_OPTION,
  fitFor,
  GNOME_PICTURE_OPTIONS,
  HYPRPAPER_FIT,
  HYPRPAPER_LEGACY_PREFIX,
  MACOS_SCALE,
  HSETROOT_OPTION,
  NITROGEN_OPTION,
  PCMANFM_MODE,
  PCMANFM_QT_MODE,
  SWAYBG_MODE,
  SWWW_RESIZE,
  WINDOWS_SCALE,
  XFCE_IMAGE_STYLE,
  XWALLPAPER_OPTION,
} from '../../../src/main/core/wallpaper/fit-modes'

const FITS = ['fill', 'fit', 'stretch', 'center', 'tile', 'span'] as const

describe('fit tables (docs/desktops.md, "Fit modes")', () => {
  it.each([
    ['GNOME/Cinnamon/MATE picture-options', GNOME_PICTURE_OPTIONS, ['zoom', 'scaled', 'stretched', 'centered', 'wallpaper', 'spanned']],
    ['XFCE image-style', XFCE_IMAGE_STYLE, [5, 4, 3, 1, 2, 6]],
    ['swaybg -m', SWAYBG_MODE, ['fill', 'fit', 'stretch', 'center', 'tile', null]],
    ['feh', FEH_OPTION, ['--bg-fill', '--bg-max', '--bg-scale', '--bg-center', '--bg-tile', '--bg-fill']],
    ['xwallpaper', XWALLPAPER_OPTION, ['--zoom', '--maximize', '--stretch', '--center', '--tile', null]],
    ['hyprpaper 0.8', HYPRPAPER_FIT, ['cover', 'contain', null, null, 'tile', null]],
    ['macOS scale', MACOS_SCALE, ['fill', 'fit', 'stretch', 'center', null, null]],
    ['Windows scale', WINDOWS_SCALE, ['fill', 'fit', 'stretch', 'center', 'tile', 'span']],
  ] as const)('%s', (_name, table, row) => {
    expect(FITS.map((fit) => table[fit])).toEqual(row)
  })

  it('smart fill reaches a tool only where Tapestry could not cut the picture: the tool then fills', () => {
    const tables = [GNOME_PICTURE_OPTIONS, XFCE_IMAGE_STYLE, SWAYBG_MODE, FEH_OPTION, XWALLPAPER_OPTION, HSETROOT_OPTION, NITROGEN_OPTION, HYPRPAPER_FIT, HYPRPAPER_LEGACY_PREFIX, SWWW_RESIZE, PCMANFM_MODE, PCMANFM_QT_MODE, MACOS_SCALE, WINDOWS_SCALE, KDE_FILL_MODE]
    for (const table of tables) expect(table.smart).toBe(table.fill)
    expect(fitFor(SWAYBG_MODE, 'smart', 'swaybg')).toBe('fill')
  })

  it('a fit the tool lacks is an error naming the tool, not a substitute', () => {
    expect(() => fitFor(SWAYBG_MODE, 'span', 'swaybg')).toThrow(WallpaperError)
    expect(() => fitFor(SWAYBG_MODE, 'span', 'swaybg')).toThrow('swaybg cannot span one image across all displays; choose another fit.')
    expect(fitFor(SWAYBG_MODE, 'fill', 'swaybg')).toBe('fill')
  })
})
