// The fit tables are desktop-facts §6, cell by cell.
import { describe, expect, it } from 'vitest'
import { WallpaperError } from '../../../src/main/core/errors'
import {
  FEH_OPTION,
  fitFor,
  GNOME_PICTURE_OPTIONS,
  HYPRPAPER_FIT,
  MACOS_SCALE,
  SWAYBG_MODE,
  WINDOWS_SCALE,
  XFCE_IMAGE_STYLE,
  XWALLPAPER_OPTION,
} from '../../../src/main/core/wallpaper/fit-modes'

const FITS = ['fill', 'fit', 'stretch', 'center', 'tile', 'span'] as const

describe('fit tables (desktop-facts §6)', () => {
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

  it('a fit the tool lacks is an error naming the tool, not a substitute', () => {
    expect(() => fitFor(SWAYBG_MODE, 'span', 'swaybg')).toThrow(WallpaperError)
    expect(() => fitFor(SWAYBG_MODE, 'span', 'swaybg')).toThrow('swaybg cannot span one image across all displays; choose another fit.')
    expect(fitFor(SWAYBG_MODE, 'fill', 'swaybg')).toBe('fill')
  })
})
