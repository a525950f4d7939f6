// MATE for real: caja drawing org.mate.background on an X server with two real outputs (X.Org's
// dummy driver: on Xvfb GTK sees the first monitor only, and caja leaves the rest black), the
// root window read back. Set with the built command line and the built app, as the desktop user.
import { copyFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { startSessionBus } from './support/buses'
import { startCaja } from './support/mate'
import { solidPicture } from './support/pictures'
import { captureX11, expectScreen, GREEN, RED, viewsOf } from './support/screen'
import { startSession, type Session } from './support/session'
import { startXorg } from './support/x-server'
import { redThenBlue, tapestryEnv, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'caja', debianPackage: 'caja' },
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
  { command: 'xprop', debianPackage: 'x11-utils' },
  { command: 'xwininfo', debianPackage: 'x11-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
])
const test = missing ? it.skip : it

describe(`MATE with two monitors${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    session = startSession('mate')
    tapestry = stageTapestry()
    const { monitors } = await startXorg(session, [
      { width: 1280, height: 720 },
      { width: 1280, height: 720 },
    ])
    await startSessionBus(session)
    await startCaja(session)
    const views = viewsOf(captureX11(session), monitors)
    desktop = { session, tapestry, views, electronDisplays: monitors.map(({ x, y, width, height }) => ({ x, y, width, height })) }
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test('a picture set from the command line, then one from the app’s rotation, shows on every monitor', async () => {
    await redThenBlue(desktop)
  }, 60_000)

  test('a file whose name holds spaces, quotes, accents, $ and ; is shown as it is', async () => {
    const green = await solidPicture(session, 'green', GREEN)
    const odd = join(dirname(green), `Rivière (2) $HOME 'a' "b";c.png`)
    await copyFile(green, odd)
    await tapestryOk(desktop, ['set', '--file', odd])
    await expectScreen(desktop.views, [GREEN, GREEN])
    // picture-filename holds the plain path; gsettings quotes a value holding ' with ", escaping " inside.
    const stored = (await session.run('gsettings', ['get', 'org.mate.background', 'picture-filename'])).stdout.trim()
    expect(stored).toBe(`"${odd.replace(/"/g, '\\"')}"`)
  }, 60_000)

  test('a picture for one monitor alone is refused, and the screen keeps what it showed', async () => {
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
    await expectScreen(desktop.views, [RED, RED])
    const result = await tapestry.cli(session, ['set', '--file', await solidPicture(session, 'green', GREEN), '--display', '1'], tapestryEnv(desktop))
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 7, stderr: 'tapestry: MATE shows one image on all displays (or one image spanned across them): it cannot show a separate image on display 1.\n' })
    await expectScreen(desktop.views, [RED, RED])
  }, 60_000)
})
