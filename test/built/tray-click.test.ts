// The tray icon clicked as each system sends it (Tray.clickIcon in test/support/electron-stub:
// macOS emits 'click' and then opens the menu; Windows emits 'click' for the left button only and
// opens the menu on the right one). Started hidden, as at login, so any window is one a click made.
import { afterAll, describe, expect, it } from 'vitest'
import { APP_FOLDER } from '../support/electron-app-argument'
import { builtAppStarts } from '../support/start-built-app'

const starts = builtAppStarts()
afterAll(() => starts.cleanUp())

describe('the tray icon', () => {
  it('on macOS, Next from the menu bar opens no window, nor does a click on the icon (it opens the menu, which has Open Tapestry)', async () => {
    const report = await starts.start([APP_FOLDER, '--hidden', '--platform=darwin'], { scenario: 'tray-click' })
    expect(report.atStart).toEqual([])
    expect(report.menuOpened).toBe(1)
    expect(report.afterNextFromMenu).toEqual([])
    expect(report.afterLeftClick).toEqual([])
  })

  it('on Windows, Next from the menu (right button) opens no window; a left click on the icon opens it', async () => {
    const report = await starts.start([APP_FOLDER, '--hidden', '--platform=win32'], { scenario: 'tray-click' })
    expect(report.menuOpened).toBe(1)
    expect(report.afterNextFromMenu).toEqual([])
    expect(report.afterLeftClick).toEqual([{ shown: false, destroyed: false }])
  })
})
