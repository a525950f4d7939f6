// "Start Tapestry when I log in" on macOS, through the built app on the stub, then the next login
// as macOS runs it (test/support/macos-login.ts): whatever the app registered is started the way
// macOS starts it, and the app must come up hidden, with only the tray. The start at login must say
// so itself (an argument): wasOpenedAtLogin, which the stub answers false as for SMAppService, has
// no supported signal behind it on macOS 13 and later.
import { afterAll, describe, expect, it } from 'vitest'
import { APP_FOLDER } from '../support/electron-app-argument'
import { macLoginStarts } from '../support/macos-login'
import { builtAppStarts } from '../support/start-built-app'

const starts = builtAppStarts()
afterAll(() => starts.cleanUp())

// The app's own executable, which an SMAppService login item opens: in the stub, the app started
// by its folder with nothing else, as a packaged app's bundle finds its app itself.
const MAIN_APP = 'Tapestry.app/Contents/MacOS/Tapestry'

describe('starting at login on macOS', () => {
  it('turned on in Settings, the next login starts Tapestry with --hidden: no window, only the tray', async () => {
    const settings = await starts.start([APP_FOLDER, '--platform=darwin'], { scenario: 'login-item-on' })
    expect(settings.before).toMatchObject({ enabled: false, supported: true })
    expect(settings.on).toMatchObject({ enabled: true, supported: true })

    const atLogin = macLoginStarts(settings.home, settings.loginItemSettings, MAIN_APP)
    expect(atLogin).toHaveLength(1)
    const argv = atLogin[0]?.argv ?? []
    // The stub stands in for Electron's executable (this Node): what follows it is what Electron is given.
    const electronArgs = argv[0] === MAIN_APP ? [APP_FOLDER] : argv[0] === process.execPath ? argv.slice(1) : null
    expect(electronArgs, `macOS would start ${argv.join(' ')}`).not.toBeNull()
    const login = await starts.start([...(electronArgs as string[]), '--platform=darwin'], { scenario: 'started', home: settings.home })
    expect(login).toMatchObject({ windowCount: 0, trays: 1, errorBoxes: [] })
    // What did it: the launch agent, running this app's runtime with its folder and --hidden.
    expect(argv).toEqual([process.execPath, APP_FOLDER, '--hidden'])
    expect(settings.on.detail).toContain('Library/LaunchAgents/io.github.tapestryapp.Tapestry.plist')
    expect(settings.loginItemSettings).toEqual([])
  })

  it('turned off, nothing starts at the next login', async () => {
    const settings = await starts.start([APP_FOLDER, '--platform=darwin'], { scenario: 'login-item-on' })
    const off = await starts.start([APP_FOLDER, '--platform=darwin'], { scenario: 'login-item-off', home: settings.home })
    expect(off.off).toMatchObject({ enabled: false })
    expect(macLoginStarts(settings.home, [...settings.loginItemSettings, ...off.loginItemSettings], MAIN_APP)).toEqual([])
  })
})
