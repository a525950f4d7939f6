// GNOME for real: GNOME Shell 43 headless with two virtual monitors, read back with
// gnome-screenshot, in the light style and in the dark one (where the shell draws
// picture-uri-dark: a Tapestry that set picture-uri alone would leave the screen as it was).
// Set with the built command line and the built app, as the desktop user.
import { copyFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { chooseStyle, setBackgroundKey, startGnome, type GnomeStyle } from './support/gnome'
import { solidPicture } from './support/pictures'
import { BLUE, captureGnome, expectScreen, GREEN, RED, viewsOf } from './support/screen'
import { startSession, type Session } from './support/session'
import { redThenBlue, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'

const missing = ensureDebianTools([
  { command: 'gnome-shell', debianPackage: 'gnome-shell' },
  { command: 'gnome-screenshot', debianPackage: 'gnome-screenshot' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
])
const test = missing ? it.skip : it

const STYLES: readonly { style: GnomeStyle; name: string; shownKey: string; otherKey: string }[] = [
  { style: 'default', name: 'light', shownKey: 'picture-uri', otherKey: 'picture-uri-dark' },
  { style: 'prefer-dark', name: 'dark', shownKey: 'picture-uri-dark', otherKey: 'picture-uri' },
]

describe.each(STYLES)(`GNOME in the $name style, two monitors${missing ? ` (skipped: ${missing})` : ''}`, ({ style, shownKey, otherKey }) => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    session = startSession('gnome')
    tapestry = stageTapestry()
    const sizes = [
      { width: 1280, height: 720 },
      { width: 1280, height: 720 },
    ]
    const regions = await startGnome(session, sizes)
    await chooseStyle(session, style)
    desktop = { session, tapestry, views: viewsOf(captureGnome(session), regions), electronDisplays: regions.map(({ x, y, width, height }) => ({ x, y, width, height })) }
  }, 90_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test(`the shell draws ${shownKey}, not ${otherKey}, in this style`, async () => {
    await setBackgroundKey(session, shownKey, pathToFileURL(await solidPicture(session, 'green', GREEN)).href)
    await setBackgroundKey(session, otherKey, pathToFileURL(await solidPicture(session, 'blue', BLUE)).href)
    await expectScreen(desktop.views, [GREEN, GREEN])
  }, 60_000)

  test('a picture set from the command line, then one from the app’s rotation, shows on every monitor', async () => {
    await redThenBlue(desktop)
  }, 60_000)

  test('a file whose name holds spaces, quotes, #, % and accents is shown as it is', async () => {
    const green = await solidPicture(session, 'green', GREEN)
    const odd = join(dirname(green), `Été #1 100% 'a' "b".png`)
    await copyFile(green, odd)
    await tapestryOk(desktop, ['set', '--file', odd])
    await expectScreen(desktop.views, [GREEN, GREEN])
    const stored = (await session.run('gsettings', ['get', 'org.gnome.desktop.background', shownKey])).stdout.trim()
    // A URI, encoded (space %20, # %23, " %22); gsettings quotes a value holding ' with ".
    const uri = pathToFileURL(odd).href
    expect(stored).toBe(uri.includes("'") ? `"${uri}"` : `'${uri}'`)
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
    await expectScreen(desktop.views, [RED, RED])
  }, 60_000)
})
