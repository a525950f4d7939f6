// The built app's menus in the system's language (LANG, read as Electron reads it on Linux), and in
// the one Settings names once it is changed, without a restart; back to the system's with 'system'.
import { afterAll, describe, expect, it } from 'vitest'
import { APP_FOLDER } from '../support/electron-app-argument'
import { builtAppStarts } from '../support/start-built-app'

const starts = builtAppStarts()
afterAll(() => starts.cleanUp())

describe('the menus’ language', () => {
  it('German from LANG=de_DE.UTF-8, Chinese once Settings says zh-CN, German again with system', async () => {
    const report = await starts.start([APP_FOLDER, '--platform=linux'], { scenario: 'menus-language', env: { LANG: 'de_DE.UTF-8' } })
    expect(report.atStart.tray).toEqual(expect.arrayContaining(['Nächstes Bild', 'Vorheriges Bild', 'Wechsel anhalten', 'Tapestry öffnen', 'Einstellungen …', 'Beenden']))
    expect(report.atStart.intervals).toEqual(['Alle 15 Minuten', 'Stündlich', 'Alle 3 Stunden', 'Täglich', 'Benutzerdefiniert …'])
    expect(report.atStart.appMenu).toEqual(['&Datei', '&Bearbeiten', '&Ansicht', '&Fenster', '&Hilfe'])
    expect(report.chinese.tray).toEqual(expect.arrayContaining(['下一张壁纸', '暂停轮换', '打开 Tapestry', '退出']))
    expect(report.chinese.appMenu).toEqual(['文件(&F)', '编辑(&E)', '视图(&V)', '窗口(&W)', '帮助(&H)'])
    expect(report.backToSystem.tray).toContain('Nächstes Bild')
    // `tapestry config set language fr` while the app runs: the menus follow within seconds.
    expect(report.frenchFromElsewhere.tray).toEqual(expect.arrayContaining(['Quitter']))
    expect(report.frenchFromElsewhere.appMenu[0]).toMatch(/^&?Fichier$/)
  })

  it('English where the system says C', async () => {
    const report = await starts.start([APP_FOLDER, '--platform=linux'], { scenario: 'menus-language', env: { LC_ALL: 'C' } })
    expect(report.atStart.tray).toEqual(expect.arrayContaining(['Next wallpaper', 'Quit']))
    expect(report.atStart.appMenu).toEqual(['&File', '&Edit', '&View', '&Window', '&Help'])
  })
})
