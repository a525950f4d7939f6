// X11 with no desktop, each setter for real: feh, nitrogen, xwallpaper and hsetroot on an X.Org
// server with two outputs (the dummy driver), the root window read back with xwd. Tapestry's PATH
// holds the one tool and xrandr, so detection finds that tool as it would on such a machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'
import { solidPicture } from './support/pictures'
import { BLUE, captureX11, expectScreen, GREEN, RED, viewsOf } from './support/screen'
import { startSession, type Session } from './support/session'
import { redThenBlue, tapestryEnv, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'
import { startXorg } from './support/x-server'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'nitrogen', debianPackage: 'nitrogen' },
  { command: 'xwallpaper', debianPackage: 'xwallpaper' },
  { command: 'hsetroot', debianPackage: 'hsetroot' },
])
const test = missing ? it.skip : it

/** Each tool, and whether it can give each display a picture of its own. */
const TOOLS = [
  { tool: 'feh', perDisplay: true },
  { tool: 'nitrogen', perDisplay: true },
  { tool: 'xwallpaper', perDisplay: true },
  { tool: 'hsetroot', perDisplay: false },
] as const

describe.each(TOOLS)(`X11 with $tool alone${missing ? ` (skipped: ${missing})` : ''}`, ({ tool, perDisplay }) => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    session = startSession(tool)
    tapestry = stageTapestry()
    const { monitors } = await startXorg(session, [
      { width: 1280, height: 720 },
      { width: 1024, height: 768 },
    ])
    const tools = session.folder('tools')
    const env = { PATH: `${toolPath([tool, 'xrandr'], tools)}` }
    desktop = { session, tapestry, views: viewsOf(captureX11(session), monitors), electronDisplays: monitors, env }
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test(`tapestry finds ${tool}; a picture from the command line, then one from the app’s rotation, covers every display`, async () => {
    expect(JSON.parse(await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'green', GREEN), '--json'])).backend).toBe(tool)
    await redThenBlue(desktop)
  }, 60_000)

  if (perDisplay) {
    test('a picture on one display leaves the other as it was', async () => {
      await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
      await expectScreen(desktop.views, [RED, RED])
      await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'green', GREEN), '--display', '1'])
      await expectScreen(desktop.views, [RED, GREEN])
      await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'blue', BLUE), '--display', 'DUMMY0'])
      await expectScreen(desktop.views, [BLUE, GREEN])
    }, 60_000)
  } else {
    test('a picture on one display alone is refused in a sentence, and the screen keeps its picture', async () => {
      await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
      const result = await tapestry.cli(session, ['set', '--file', await solidPicture(session, 'green', GREEN), '--display', '1'], tapestryEnv(desktop))
      expect({ code: result.code, stderr: result.stderr.trim() }).toEqual({
        code: 7,
        stderr: 'tapestry: hsetroot draws the root window only when no desktop covers it, and shows one picture on every display: it cannot show a separate image on display 1.',
      })
      await expectScreen(desktop.views, [RED, RED])
    }, 60_000)
  }
})
