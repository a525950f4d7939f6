// XFCE's backend from inside this process, on the real thing: xfconf-query talking to xfconfd on a
// session bus of this test's own, xfdesktop 4.18 drawing what it keeps on an X.Org server with two
// outputs, its properties read back with xfconf-query and its drawing from the root window.
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallpaperSetter, type WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import { startSessionBus } from '../desktops/support/buses'
import { solidPicture } from '../desktops/support/pictures'
import { BLUE, captureX11, expectScreen, GREEN, RED, viewsOf, type Rgb, type View } from '../desktops/support/screen'
import { startSession, waitFor, type Env, type Session } from '../desktops/support/session'
import { startXorg, type Monitor } from '../desktops/support/x-server'
import { announceWorkspaces, backdropProperties, setProperty, startXfdesktop } from '../desktops/support/xfce'
import { wallpaperError } from '../support/wallpaper-error'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

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

const property = (monitor: string, workspace: number, leaf = 'last-image') => `/backdrop/screen0/monitor${monitor}/workspace${workspace}/${leaf}`
const LEGACY = '/backdrop/screen0/monitor0/image-path'

describe(`XFCE, real xfconf and xfdesktop${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let monitors: Monitor[]
  let views: View[]
  let names: string[]
  let stateDir: string
  /** The commands Tapestry may run: these and nothing else. */
  let tools: string

  const setter = (env: Env = {}): Promise<WallpaperSetter> => createWallpaperSetter({ env: { ...session.env, PATH: tools, ...env }, stateDir, verifyTimeoutMs: 1_000 })
  const picture = (name: string, colour: Rgb) => solidPicture(session, name, colour, { width: 320, height: 240 })
  /** Each monitor's backdrop on each workspace, as xfconfd keeps it: [monitor 0 workspace 0, monitor 0 workspace 1, …]. */
  const everyImage = async (leaf = 'last-image') => {
    const properties = await backdropProperties(session)
    return names.flatMap((name) => [0, 1].map((workspace) => properties[property(name, workspace, leaf)]))
  }

  beforeAll(async () => {
    if (missing) return
    session = startSession('xfce-core', { asMe: true })
    ;({ monitors } = await startXorg(session, [
      { width: 640, height: 480 },
      { width: 640, height: 480 },
    ]))
    names = monitors.map((monitor) => monitor.name)
    views = viewsOf(captureX11(session), monitors)
    await startSessionBus(session)
    // Two workspaces, each visited, as a person's: xfdesktop writes each one's backdrops when it shows it.
    await announceWorkspaces(session, 2, 1)
    await startXfdesktop(session)
    for (const workspace of [1, 0]) {
      await announceWorkspaces(session, 2, workspace)
      await waitFor(session, `xfdesktop's backdrops of workspace ${workspace}`, async () => {
        const properties = await backdropProperties(session)
        return names.every((name) => property(name, workspace) in properties)
      })
    }
    // The legacy key older setters wrote: it stays as it is.
    expect((await session.run('xfconf-query', ['-c', 'xfce4-desktop', '-p', LEGACY, '-n', '-t', 'string', '-s', '/old.png'])).code).toBe(0)
    stateDir = session.folder('state')
    tools = toolPath(['xfconf-query', 'xrandr'], session.folder('tools'))
  }, 90_000)
  afterAll(async () => {
    await session?.stop()
  })

  test('sets image-style and every last-image (each monitor, each workspace), reads them back, and xfdesktop shows it', async () => {
    const red = await picture('red', RED)
    const wallpaper = await setter()
    expect(wallpaper.backend).toMatchObject({ id: 'xfce', name: 'XFCE', perDisplay: true, limitation: null })
    await wallpaper.set(red, { fit: 'fit' })
    expect(await everyImage()).toEqual([red, red, red, red])
    expect(await everyImage('image-style')).toEqual(['4', '4', '4', '4'])
    expect((await backdropProperties(session))[LEGACY]).toBe('/old.png')
    expect(await wallpaper.current()).toEqual(names.flatMap((name) => [0, 1].map((workspace) => ({ file: red, display: `monitor${name}/workspace${workspace}` }))))
    await expectScreen(views, [RED, RED])
  })

  test('one display, by number or by name: only that monitor’s workspaces', async () => {
    const [first, second] = names as [string, string]
    const red = await picture('red', RED)
    const green = await picture('green', GREEN)
    const blue = await picture('blue', BLUE)
    const wallpaper = await setter()
    await wallpaper.set(red)
    await wallpaper.set(green, { display: 1 })
    expect(await everyImage()).toEqual([red, red, green, green])
    await expectScreen(views, [RED, GREEN])
    await wallpaper.set(blue, { display: first })
    expect(await everyImage()).toEqual([blue, blue, green, green])
    await expectScreen(views, [BLUE, GREEN])
    expect(await wallpaper.displays()).toEqual([expect.objectContaining({ id: 0, name: first, primary: true }), expect.objectContaining({ id: 1, name: second, primary: false })])
  })

  test('a monitor with no backdrop yet gets one made on its first workspace; the others’ are set as they are', async () => {
    const [first, second] = names as [string, string]
    // As after a monitor was plugged in while xfdesktop was not running: nothing written for it yet.
    expect((await session.run('xfconf-query', ['-c', 'xfce4-desktop', '-p', `/backdrop/screen0/monitor${second}`, '-r', '-R'])).code).toBe(0)
    try {
      const red = await picture('red', RED)
      await (await setter()).set(red)
      const properties = await backdropProperties(session)
      expect([property(first, 0), property(first, 1), property(second, 0), property(second, 1)].map((key) => properties[key])).toEqual([red, red, red, undefined])
      // xfdesktop makes the new monitor's backdrop and reloads both from their files: longer than a
      // plain change when the machine is busy (once in CI, both still black after 10 s).
      await expectScreen(views, [RED, RED], 30_000, session)
    } finally {
      // The second workspace's backdrop back, as xfdesktop wrote it, for the tests after this one.
      await setProperty(session, property(second, 1), 'string', '/usr/share/backgrounds/xfce/xfce-shapes.svg')
      await setProperty(session, property(second, 1, 'image-style'), 'int', '5')
    }
  })

  test.each([
    ['fill', '5'],
    ['fit', '4'],
    ['stretch', '3'],
    ['center', '1'],
    ['tile', '2'],
    ['span', '6'],
  ] as const)('fit %s → image-style %s', async (fit, style) => {
    await (await setter()).set(await picture(`fit-${fit}`, RED), { fit })
    expect(await everyImage('image-style')).toEqual([style, style, style, style])
  })

  test('without xrandr, the monitors come from the backdrops xfconfd lists', async () => {
    const onlyXfconf = { PATH: toolPath(['xfconf-query'], session.folder('tools-without-xrandr')) }
    const wallpaper = await setter(onlyXfconf)
    expect(await wallpaper.displays()).toEqual(names.map((name, id) => ({ id, name })))
    const green = await picture('green', GREEN)
    await wallpaper.set(await picture('red', RED))
    await wallpaper.set(green, { display: names[1] as string })
    expect(await everyImage()).toEqual([expect.stringContaining('red'), expect.stringContaining('red'), green, green])
  })

  test('an unknown display is named with the ones that exist, and nothing changes', async () => {
    const before = await everyImage()
    const error = await wallpaperError((await setter()).set(await picture('blue', BLUE), { display: 'DP-9' }))
    expect(error.message).toBe(`XFCE has no display DP-9; the displays are ${names.map((name, id) => `${id}: ${name}`).join(', ')}.`)
    expect(await everyImage()).toEqual(before)
  })

  test('xfconfd out of reach (no session bus): names XFCE and what xfconf-query said', async () => {
    const noBus = { DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(session.runtimeDir, 'no-such-bus')}` }
    const error = await wallpaperError((await setter(noBus)).set(await picture('blue', BLUE)))
    expect(error.message).toBe('XFCE: xfconf-query failed with exit status 1: Failed to init libxfconf: Could not connect: No such file or directory.')
  })
})
