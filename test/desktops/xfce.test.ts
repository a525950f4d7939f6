// XFCE for real: xfdesktop 4.18 drawing the backdrops xfconfd keeps, on an X server with two real
// outputs (X.Org's dummy driver: GTK names a monitor by its first output and leaves out one with
// none, so on Xvfb, whose one output is "screen", xfdesktop draws one monitor only), the root
// window read back. Set with the built command line and the built app, as the desktop user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { startSessionBus } from './support/buses'
import { solidPicture } from './support/pictures'
import { BLUE, captureX11, expectScreen, GREEN, RED, viewsOf } from './support/screen'
import { startSession, waitFor, type Session } from './support/session'
import { redThenBlue, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'
import { announceWorkspaces, backdropProperties, setProperty, startXfdesktop } from './support/xfce'
import { startXorg, type Monitor } from './support/x-server'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'xfdesktop', debianPackage: 'xfdesktop4' },
  { command: 'xfconf-query', debianPackage: 'xfconf' },
  { command: 'xprop', debianPackage: 'x11-utils' },
  { command: 'xwininfo', debianPackage: 'x11-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const TWO_MONITORS = [
  { width: 1280, height: 720 },
  { width: 1280, height: 720 },
]
const lastImage = (monitor: string, workspace = 0) => `/backdrop/screen0/monitor${monitor}/workspace${workspace}/last-image`

/** The session, its X server with two monitors and its bus: what XFCE runs on, before xfdesktop. */
async function xfceSession(): Promise<{ session: Session; tapestry: StagedTapestry; desktop: Desktop; monitors: Monitor[] }> {
  const session = startSession('xfce')
  const tapestry = stageTapestry()
  const { monitors } = await startXorg(session, TWO_MONITORS)
  await startSessionBus(session)
  await announceWorkspaces(session, 1)
  // What an XFCE session says, so that Tapestry knows XFCE before xfdesktop runs.
  Object.assign(session.env, { XDG_CURRENT_DESKTOP: 'XFCE', DESKTOP_SESSION: 'xfce' })
  const views = viewsOf(captureX11(session), monitors)
  return { session, tapestry, monitors, desktop: { session, tapestry, views, electronDisplays: monitors.map(({ x, y, width, height }) => ({ x, y, width, height })) } }
}

describe(`XFCE with two monitors${skipped}`, () => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop
  let monitors: Monitor[]

  beforeAll(async () => {
    if (missing) return
    ;({ session, tapestry, desktop, monitors } = await xfceSession())
    await startXfdesktop(session)
    // xfdesktop writes each monitor's backdrop as it starts: the state a person's XFCE is in.
    await waitFor(session, "xfdesktop's backdrop properties", async () => {
      const properties = await backdropProperties(session)
      return monitors.every((monitor) => lastImage(monitor.name) in properties)
    })
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test('xfdesktop names each monitor’s backdrop after its RandR output', async () => {
    const properties = await backdropProperties(session)
    expect(Object.keys(properties).filter((key) => key.endsWith('/last-image'))).toEqual(monitors.map((monitor) => lastImage(monitor.name)))
  })

  test('a picture set from the command line, then one from the app’s rotation, shows on every monitor', async () => {
    await redThenBlue(desktop)
  }, 60_000)

  test('a picture on one monitor leaves the other as it was', async () => {
    const [first, second] = monitors as [Monitor, Monitor]
    const red = await solidPicture(session, 'red', RED)
    const green = await solidPicture(session, 'green', GREEN)
    const blue = await solidPicture(session, 'blue', BLUE)
    await tapestryOk(desktop, ['set', '--file', red])
    await expectScreen(desktop.views, [RED, RED])
    await tapestryOk(desktop, ['set', '--file', green, '--display', second.name])
    await expectScreen(desktop.views, [RED, GREEN])
    await tapestryOk(desktop, ['set', '--file', blue, '--display', '0'])
    await expectScreen(desktop.views, [BLUE, GREEN])
    const properties = await backdropProperties(session)
    expect([properties[lastImage(first.name)], properties[lastImage(second.name)]]).toEqual([blue, green])
  }, 60_000)

  test('each workspace’s own backdrop follows, when workspaces do not share one', async () => {
    // A person who unticked "Apply to all workspaces", with a second workspace they have been on.
    await setProperty(session, '/backdrop/single-workspace-mode', 'bool', 'false')
    await announceWorkspaces(session, 2, 1)
    // xfdesktop writes each monitor's backdrop for a workspace the first time it shows it: all of them before ours.
    await waitFor(session, "xfdesktop's backdrops of the second workspace", async () => {
      const properties = await backdropProperties(session)
      return monitors.every((monitor) => lastImage(monitor.name, 1) in properties)
    })
    // The second workspace shows its own backdrop, not the first one's.
    const green = await solidPicture(session, 'green', GREEN)
    for (const monitor of monitors) await setProperty(session, lastImage(monitor.name, 1), 'string', green)
    // The test's own setup, before Tapestry does anything: under a full suite's load xfdesktop has
    // been seen to take over ten seconds to draw the second workspace's backdrop.
    await expectScreen(desktop.views, [GREEN, GREEN], 30_000)
    const red = await solidPicture(session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    await expectScreen(desktop.views, [RED, RED])
    await announceWorkspaces(session, 2, 0)
    await expectScreen(desktop.views, [RED, RED])
    const properties = await backdropProperties(session)
    expect(monitors.flatMap((monitor) => [0, 1].map((workspace) => properties[lastImage(monitor.name, workspace)]))).toEqual([red, red, red, red])
  }, 60_000)
})

describe(`a fresh XFCE, before xfdesktop has written any backdrop${skipped}`, () => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop
  let monitors: Monitor[]

  beforeAll(async () => {
    if (missing) return
    ;({ session, tapestry, desktop, monitors } = await xfceSession())
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test('Tapestry makes each monitor’s backdrop, and xfdesktop shows it when it starts', async () => {
    expect(await backdropProperties(session)).toEqual({})
    const red = await solidPicture(session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    const made = await backdropProperties(session)
    expect(made).toEqual(Object.fromEntries(monitors.flatMap((monitor) => [[lastImage(monitor.name).replace(/last-image$/, 'image-style'), '5'], [lastImage(monitor.name), red]])))
    await startXfdesktop(session)
    await expectScreen(desktop.views, [RED, RED])
  }, 60_000)
})
