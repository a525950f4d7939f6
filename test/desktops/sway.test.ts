// sway for real, headless with two outputs, each read back with grim: with Debian's own config
// (which has sway start a swaybg of its own) and with a config that draws no background.
import { copyFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { solidPicture } from './support/pictures'
import { BLUE, captureWayland, expectScreen, GREEN, RED, type View } from './support/screen'
import { startSession, type Session } from './support/session'
import { redThenBlue, tapestryEnv, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'
import { startSway, type SwayConfig } from './support/sway'

const missing = ensureDebianTools([
  { command: 'sway', debianPackage: 'sway' },
  { command: 'swaymsg', debianPackage: 'sway' },
  { command: 'swaybg', debianPackage: 'swaybg' },
  // Debian's sway config draws this picture; without it sway would start no swaybg of its own.
  { command: '/usr/share/backgrounds/sway', debianPackage: 'sway-backgrounds' },
  { command: 'grim', debianPackage: 'grim' },
])
const test = missing ? it.skip : it

describe.each<SwayConfig>(['debian', 'no-background'])(`sway with the %s config${missing ? ` (skipped: ${missing})` : ''}`, (config) => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    session = startSession('sway')
    tapestry = stageTapestry()
    const sway = await startSway(session, { config, outputs: 2 })
    let x = 0
    const electronDisplays = sway.outputs.map((output) => {
      const display = { x, y: 0, width: output.width, height: output.height }
      x += output.width
      return display
    })
    const views: View[] = sway.outputs.map((output) => ({ region: output, capture: captureWayland(session, output.name) }))
    desktop = { session, tapestry, views, electronDisplays }
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test('a picture set from the command line, then one from the app’s rotation, shows on every output', async () => {
    await redThenBlue(desktop)
  }, 60_000)

  test('a picture on one output leaves the other as it was', async () => {
    const green = await solidPicture(session, 'green', GREEN)
    const red = await solidPicture(session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    await expectScreen(desktop.views, [RED, RED])
    await tapestryOk(desktop, ['set', '--file', green, '--display', desktop.views[1]?.region.name as string])
    await expectScreen(desktop.views, [RED, GREEN])
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'blue', BLUE), '--display', '0'])
    await expectScreen(desktop.views, [BLUE, GREEN])
  }, 60_000)

  test('a file whose name holds spaces, quotes, brackets, $ and ; is shown as it is', async () => {
    const green = await solidPicture(session, 'green', GREEN)
    const odd = join(dirname(green), `Rivière (2) $HOME 'a' "b";c.png`)
    await copyFile(green, odd)
    await tapestryOk(desktop, ['set', '--file', odd])
    await expectScreen(desktop.views, [GREEN, GREEN])
    const plain = await solidPicture(session, 'Été', RED)
    await tapestryOk(desktop, ['set', '--file', plain])
    await expectScreen(desktop.views, [RED, RED])
  }, 60_000)
})

describe(`sway and the swaybg processes it did not start${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let tapestry: StagedTapestry
  let desktop: Desktop

  beforeEach(async () => {
    if (missing) return
    session = startSession('sway-others')
    tapestry = stageTapestry()
    const sway = await startSway(session, { config: 'no-background', outputs: 1 })
    const views: View[] = sway.outputs.map((output) => ({ region: output, capture: captureWayland(session, output.name) }))
    desktop = { session, tapestry, views, electronDisplays: sway.outputs }
  }, 60_000)
  afterEach(async () => {
    await session?.stop()
    tapestry?.dispose()
  })

  test('a swaybg an earlier Tapestry started (its swaybg method) is stopped, so sway’s own picture shows', async () => {
    const settings = join(tapestryEnv(desktop).TAPESTRY_DATA_DIR as string, 'settings.json')
    await writeFile(settings, JSON.stringify({ wallpaper: { backend: 'swaybg' } }), { mode: 0o644 })
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
    await expectScreen(desktop.views, [RED])
    await writeFile(settings, JSON.stringify({ wallpaper: { backend: 'auto' } }), { mode: 0o644 })
    const set = JSON.parse(await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'blue', BLUE), '--json'])) as { backend: string }
    expect(set.backend).toBe('sway')
    await expectScreen(desktop.views, [BLUE])
  }, 60_000)

  test('another swaybg drawn over sway’s own (an exec line in the config) is said, never reported as set', async () => {
    const green = await solidPicture(session, 'green', GREEN)
    session.spawn('exec-swaybg', 'swaybg', ['-o', '*', '-i', green, '-m', 'fill'])
    await expectScreen(desktop.views, [GREEN])
    const result = await tapestry.cli(session, ['set', '--file', await solidPicture(session, 'red', RED)], tapestryEnv(desktop))
    expect(result.code).toBe(7)
    expect(result.stderr).toMatch(/^tapestry: sway took the new wallpaper, but another swaybg \(process \d+, which sway did not start, such as one from an `exec swaybg` line in sway's config\) is drawn over it on HEADLESS-1; stop that one and set the wallpaper again\.\n$/)
    await expectScreen(desktop.views, [GREEN])
  }, 60_000)
})
