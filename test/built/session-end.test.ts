// The session ends (log-off, shutdown) while the app runs: it lets go of the library and timers as
// Quit does, also when it started hidden at login and has no window. The stub tells the app as
// Electron does on each system (record.endSession): powerMonitor's 'shutdown' on Linux and macOS,
// and on Windows only a window's 'session-end', to every window the app has, shown or not.
import { afterAll, describe, expect, it } from 'vitest'
import { APP_FOLDER } from '../support/electron-app-argument'
import { builtAppStarts } from '../support/start-built-app'

const starts = builtAppStarts()
afterAll(() => starts.cleanUp())

describe('the end of the session', () => {
  it('on Windows, started hidden at login (no window to show), is heard through a window never shown, kept for it', async () => {
    const report = await starts.start([APP_FOLDER, '--hidden', '--platform=win32'], { scenario: 'session-end' })
    expect(report.browserWindows).toBe(0)
    expect(report.bareWindows).toEqual([{ shown: false, options: expect.objectContaining({ show: false, skipTaskbar: true }) }])
    expect(report.stoppedBefore).toBe(false)
    expect(report.stoppedAfter).toBe(true)
  })

  it('on Windows with the window open, once', async () => {
    const report = await starts.start([APP_FOLDER, '--platform=win32'], { scenario: 'session-end' })
    expect(report.browserWindows).toBe(1)
    expect(report.stoppedAfter).toBe(true)
  })

  it.each(['linux', 'darwin'])('on %s, started hidden, through powerMonitor’s shutdown, with no window made for it', async (platform) => {
    const report = await starts.start([APP_FOLDER, '--hidden', `--platform=${platform}`], { scenario: 'session-end' })
    expect(report).toMatchObject({ browserWindows: 0, bareWindows: [], stoppedBefore: false, stoppedAfter: true })
  })
})
