// What Electron gives the built app depending on the path it is started with, through the stub,
// which follows Electron's default app (test/support/electron-stub/default-app.mjs): its folder, as
// npm start, electron-vite preview and the end-to-end test start it, or a file, as the end-to-end
// test used to (out/main/index.js: no package.json read, app path out/main, name "Electron").
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { APP_FOLDER } from '../support/electron-app-argument'
import { builtAppStarts } from '../support/start-built-app'

const starts = builtAppStarts()
afterAll(() => starts.cleanUp())

describe('the path Electron is given', () => {
  it('the project folder (what the end-to-end test gives): package.json is read, and the app finds its icons there', async () => {
    const started = await starts.start([APP_FOLDER], { scenario: 'started' })
    expect(started.electronApp).toEqual({ given: APP_FOLDER, appPath: APP_FOLDER, name: packageJson.name, desktopName: packageJson.desktopName })
    expect(started).toMatchObject({ windowCount: 1, trays: 1, errorBoxes: [] })
    expect(started.trayIcon).toEqual({ path: path.join(APP_FOLDER, 'resources/tray/tray-22.png'), empty: false })
  })

  it('the bundle file out/main/index.js: Electron reads no package.json and gives out/main as the app’s folder, and the app says to start it from its folder', async () => {
    const file = path.join(APP_FOLDER, 'out/main/index.js')
    const started = await starts.start([file], { scenario: 'started' })
    expect(started.electronApp).toEqual({ given: file, appPath: path.join(APP_FOLDER, 'out/main'), name: 'Electron', desktopName: 'Electron.desktop' })
    expect(started).toMatchObject({ windowCount: 0, trays: 0 })
    expect(started.errorBoxes).toEqual([{ title: 'Tapestry could not start', content: expect.stringMatching(/^Tapestry was started from a file, .* start it from its folder/) }])
  })
})
