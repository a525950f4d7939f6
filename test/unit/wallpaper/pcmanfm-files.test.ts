// What Tapestry reads from and writes into pcmanfm's and pcmanfm-qt's files, and how it sizes a
// drawing for pcmanfm-qt; the desktops themselves are tested for real in test/desktops/lxde.test.ts
// and lxqt.test.ts. The samples are the files as pcmanfm 1.3.2 and pcmanfm-qt 1.2.1 write them.
import { describe, expect, it } from 'vitest'
import { readDesktopItems } from '../../../src/main/core/wallpaper/backends/lxde'
import { desktopCanvas } from '../../../src/main/core/wallpaper/backends/lxqt'
import { parseLxqtDesktop } from '../../../src/main/core/wallpaper/backends/lxqt-settings'
import { groupValue, withGroupValue } from '../../../src/main/core/wallpaper/backends/pcmanfm-config'
import { parsePcmanfmQtVersion, takesEveryMode } from '../../../src/main/core/wallpaper/backends/pcmanfm-qt-version'

const QT_SETTINGS = [
  '[Behavior]',
  'SingleClick=false',
  '',
  '[Desktop]',
  'BgColor=#808080',
  'PerScreenWallpaper=false',
  'Wallpaper="/home/a/Pictures/Rivi\\xe8re, 2.png"',
  'WallpaperMode=none',
  'WallpaperRandomize=false',
  '',
  '[Thumbnail]',
  'Wallpaper=not this one',
  '',
].join('\n')

describe('one group of an INI file', () => {
  it('reads a key of that group only, QSettings quoting undone', () => {
    expect(groupValue(QT_SETTINGS, 'Desktop', 'wallpaper')).toBe('/home/a/Pictures/Rivière, 2.png')
    expect(groupValue(QT_SETTINGS, 'Thumbnail', 'Wallpaper')).toBe('not this one')
    expect(groupValue(QT_SETTINGS, 'Desktop', 'SingleClick')).toBeUndefined()
    expect(groupValue(QT_SETTINGS, 'Nowhere', 'Wallpaper')).toBeUndefined()
  })

  it('changes one key in place and keeps every other line', () => {
    const changed = withGroupValue(QT_SETTINGS, 'Desktop', 'WallpaperMode', 'stretch')
    expect(changed).toBe(QT_SETTINGS.replace('WallpaperMode=none', 'WallpaperMode=stretch'))
  })

  it('adds a missing key at the end of its group, and a missing group at the end of the file', () => {
    expect(withGroupValue('[Desktop]\nBgColor=#000000\n\n[Volume]\nAutoRun=true\n', 'Desktop', 'WallpaperMode', 'stretch')).toBe('[Desktop]\nBgColor=#000000\nWallpaperMode=stretch\n\n[Volume]\nAutoRun=true\n')
    expect(withGroupValue('[Volume]\nAutoRun=true\n', 'Desktop', 'WallpaperMode', 'stretch')).toBe('[Volume]\nAutoRun=true\n\n[Desktop]\nWallpaperMode=stretch\n')
  })
})

describe('pcmanfm-qt', () => {
  it('reads its version from --version', () => {
    expect(parsePcmanfmQtVersion('pcmanfm-qt 1.2.1\n')).toEqual({ major: 1, minor: 2, patch: 1 })
    expect(parsePcmanfmQtVersion('pcmanfm-qt 2.1\n')).toEqual({ major: 2, minor: 1, patch: 0 })
    expect(parsePcmanfmQtVersion('')).toBeUndefined()
  })

  it('takes every mode from its command line from 1.4.0 on; an unknown version counts as older', () => {
    expect([{ major: 1, minor: 3, patch: 0 }, { major: 1, minor: 4, patch: 0 }, { major: 2, minor: 0, patch: 0 }, undefined].map(takesEveryMode)).toEqual([false, true, true, false])
  })

  it('reads the picture, the mode, the colour and the per-monitor switch from [Desktop]', () => {
    expect(parseLxqtDesktop(QT_SETTINGS)).toEqual({ wallpaper: '/home/a/Pictures/Rivière, 2.png', mode: 'none', background: '#808080', perScreen: false })
    // What pcmanfm-qt itself falls back to: no mode is none, no colour black.
    expect(parseLxqtDesktop('[Desktop]\nWallpaper=/a.png\n')).toEqual({ wallpaper: '/a.png', mode: 'none', background: '#000000', perScreen: false })
  })

  it('draws for its one window over every monitor, or for one monitor when each shows its own', () => {
    const hdmi = { id: 0, name: 'HDMI-1', width: 1920, height: 1080, x: 0, y: 0 }
    const dp = { id: 1, name: 'DP-1', width: 2560, height: 1440, x: 1920, y: 0, primary: true }
    expect(desktopCanvas([hdmi, dp], false)).toEqual({ width: 4480, height: 1440 })
    expect(desktopCanvas([hdmi, dp], true)).toEqual({ width: 2560, height: 1440 })
    expect(desktopCanvas([hdmi], true)).toEqual({ width: 1920, height: 1080 })
    expect(desktopCanvas([{ id: 0, name: 'the screen' }], false)).toBeUndefined()
  })
})

describe('pcmanfm desktop-items-N.conf', () => {
  const items = (lines: string[]) => ['[*]', ...lines, 'desktop_bg=#808080', '', '[trash-can.desktop]', 'x=10', 'y=10', ''].join('\n')

  it('a picture mode shows the picture; color shows none, also in the old numbered form', () => {
    expect(readDesktopItems(items(['wallpaper_mode=crop', 'wallpaper_common=1', 'wallpaper=/a b.png']))).toEqual({ file: '/a b.png' })
    expect(readDesktopItems(items(['wallpaper_mode=color', 'wallpaper_common=1', 'wallpaper=/a.png']))).toEqual({ file: '' })
    expect(readDesktopItems(items(['wallpaper_mode=0', 'wallpaper=/a.png']))).toEqual({ file: '' })
  })

  it('cannot say which picture shows when each workspace has its own', () => {
    expect(readDesktopItems(items(['wallpaper_mode=crop', 'wallpaper_common=0', 'wallpapers_configured=2', 'wallpaper0=/a.png', 'wallpaper1=/b.png']))).toBeUndefined()
  })
})
