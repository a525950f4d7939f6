// KDE Plasma 5 for real: plasmashell on two monitors of an Xvfb, each read back from the screen, with
// Tapestry's built command line and app run as the desktop user, Plasma's own configuration read
// back through its script engine, and the lock screen's kscreenlockerrc read back with kreadconfig5.
// Once with the left monitor primary, once with the right one: Plasma numbers its screens from
// the primary one, and the lock screen shows the primary screen's picture.
import { chownSync, writeFileSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'
import { solidPicture, solidPictures } from './support/pictures'
import { startPlasma, type Plasma } from './support/plasma'
import { BLUE, captureX11, expectScreen, GREEN, RED, viewsOf } from './support/screen'
import { firstLine, startSession, type Session } from './support/session'
import { appRotates, redThenBlue, tapestryEnv, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'
import { sideBySide, type Monitor } from './support/x-server'

const missing = ensureDebianTools([
  { command: 'plasmashell', debianPackage: 'plasma-workspace' },
  { command: '/usr/share/plasma/shells/org.kde.plasma.desktop', debianPackage: 'plasma-desktop' },
  { command: 'qdbus', debianPackage: 'qdbus-qt5' },
  { command: 'kwriteconfig5', debianPackage: 'libkf5config-bin' },
  { command: 'kreadconfig5', debianPackage: 'libkf5config-bin' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
])
const test = missing ? it.skip : it

/** Two monitors of different sizes, so that each display the app lists can only be one of them. */
const MONITORS: readonly Monitor[] = sideBySide([
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
])
const LOCK_SCREEN_IMAGE = ['--file', 'kscreenlockerrc', '--group', 'Greeter', '--group', 'Wallpaper', '--group', 'org.kde.image', '--group', 'General', '--key', 'Image']

interface Shown {
  screen: number
  plugin: string
  image: string | null
  fillMode: string | null
}

/** Each desktop's wallpaper type and image as Plasma keeps them, in Plasma's screen order. */
async function plasmaShows(plasma: Plasma): Promise<Shown[]> {
  const printed = await plasma.evaluate(
    [
      'var out = [], all = desktops();',
      'for (var i = 0; i < all.length; i++) { var d = all[i];',
      "d.currentConfigGroup = ['Wallpaper', 'org.kde.image', 'General'];",
      "out.push({ screen: d.screen, plugin: String(d.wallpaperPlugin), image: d.readConfig('Image') ? String(d.readConfig('Image')) : null, fillMode: d.readConfig('FillMode') == null ? null : String(d.readConfig('FillMode')) }); }",
      'out.sort(function (a, b) { return a.screen - b.screen; });',
      'print(JSON.stringify(out));',
    ].join(' '),
  )
  return JSON.parse(printed) as Shown[]
}

async function setPlugin(plasma: Plasma, screen: number, plugin: string): Promise<void> {
  await plasma.evaluate(`var all = desktops(); for (var i = 0; i < all.length; i++) if (all[i].screen == ${screen}) all[i].wallpaperPlugin = ${JSON.stringify(plugin)};`)
}

/** The lock screen's picture as KDE's own kreadconfig5 reads it for the desktop user ('' when none). */
async function lockScreenShows(session: Session): Promise<string> {
  const result = await session.run('kreadconfig5', LOCK_SCREEN_IMAGE)
  expect(result.code, result.stderr).toBe(0)
  return result.stdout.trim()
}

/** A data folder of its own whose settings have "Also set the lock screen" on (and `rotation`, where given). */
function lockScreenData(session: Session, name: string, rotation: object = {}): Record<string, string> {
  const folder = session.folder(name)
  const file = join(folder, 'settings.json')
  writeFileSync(file, JSON.stringify({ wallpaper: { lockScreen: true }, rotation }), { mode: 0o644 })
  if (session.user.switches) chownSync(file, session.user.uid, session.user.gid)
  return { TAPESTRY_DATA_DIR: folder }
}

const uri = (file: string) => pathToFileURL(file).href

/** The displays the built app's window is offered (its `displays` call), Electron's displays being the desktop's. */
async function appLists(desktop: Desktop): Promise<{ id: string; bounds: object; primary: boolean }[]> {
  // No scenario: the stub's own run of the app, whose report holds what the window's `displays` call answered.
  const result = await desktop.tapestry.app(desktop.session, '', { ...tapestryEnv(desktop), TAPESTRY_STUB_DISPLAYS: JSON.stringify(desktop.electronDisplays) })
  expect(result.code, result.stderr).toBe(0)
  const report = JSON.parse(result.stdout.trim().split('\n').at(-1) as string) as { trustedDisplays: { ok: boolean; value: { id: string; bounds: object; primary: boolean }[] } }
  expect(report.trustedDisplays.ok).toBe(true)
  return report.trustedDisplays.value.map(({ id, bounds, primary }) => ({ id, bounds, primary }))
}

/** Plasma, staged Tapestry and the screen, for one describe block. */
function usePlasma(name: string, options: { primary: number }) {
  const state = {} as { session: Session; tapestry: StagedTapestry; plasma: Plasma; desktop: Desktop }
  beforeAll(async () => {
    if (missing) return
    state.session = startSession(name)
    state.tapestry = stageTapestry()
    state.plasma = await startPlasma(state.session, MONITORS, options)
    // Electron lists the primary display first, as the stub takes them.
    const electronDisplays = [MONITORS[options.primary] as Monitor, ...MONITORS.filter((_, index) => index !== options.primary)].map(({ x, y, width, height }) => ({ x, y, width, height }))
    state.desktop = { session: state.session, tapestry: state.tapestry, views: viewsOf(captureX11(state.session), MONITORS), electronDisplays }
  }, 90_000)
  afterAll(async () => {
    await state.session?.stop()
    state.tapestry?.dispose()
  })
  return state
}

describe(`KDE Plasma 5, the left monitor primary${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const kde = usePlasma('kde', { primary: 0 })

  test('a picture set from the command line, then one from the app’s rotation, shows on both screens', async () => {
    await redThenBlue(kde.desktop)
  }, 60_000)

  test('a picture on screen 1 alone leaves screen 0, and the other way round', async () => {
    const { desktop, session } = kde
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
    await expectScreen(desktop.views, [RED, RED])
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'green', GREEN), '--display', '1'])
    await expectScreen(desktop.views, [RED, GREEN])
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'blue', BLUE), '--display', 'screen 0'])
    await expectScreen(desktop.views, [BLUE, GREEN])
  }, 60_000)

  test('a file whose name holds spaces, quotes, #, $ and ; is shown, and Plasma keeps its file URI, filling the screen', async () => {
    const { desktop, session, plasma } = kde
    const green = await solidPicture(session, 'green', GREEN)
    const odd = join(dirname(green), `Rivière (2) $HOME 'a' "b";c #1.png`)
    await copyFile(green, odd)
    await tapestryOk(desktop, ['set', '--file', odd])
    await expectScreen(desktop.views, [GREEN, GREEN])
    // Qt's PreserveAspectCrop, Plasma's "Scaled and Cropped".
    expect(await plasmaShows(plasma)).toEqual([0, 1].map((screen) => ({ screen, plugin: 'org.kde.image', image: uri(odd), fillMode: '2' })))
  }, 60_000)

  test('a slideshow desktop is left alone and said; the other desktop is set', async () => {
    const { desktop, session, plasma } = kde
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
    const before = await plasmaShows(plasma)
    await setPlugin(plasma, 1, 'org.kde.slideshow')
    try {
      const green = await solidPicture(session, 'green', GREEN)
      const result = await desktop.tapestry.cli(session, ['set', '--file', green], tapestryEnv(desktop))
      expect(result.code).not.toBe(0)
      expect(result.stderr).toContain("KDE Plasma left 1 desktop alone because it uses the wallpaper type org.kde.slideshow; set the type to Image in Plasma's wallpaper settings.")
      expect(await plasmaShows(plasma)).toEqual([
        { ...before[0], image: uri(green) },
        { ...before[1], plugin: 'org.kde.slideshow' },
      ])
      await expectScreen(desktop.views.slice(0, 1), [GREEN])
      const alone = await desktop.tapestry.cli(session, ['set', '--file', await solidPicture(session, 'blue', BLUE), '--display', '1'], tapestryEnv(desktop))
      expect(alone.code).not.toBe(0)
      expect(alone.stderr).toContain("KDE Plasma left 1 desktop on screen 1 alone because it uses the wallpaper type org.kde.slideshow; set the type to Image in Plasma's wallpaper settings.")
      expect(await plasmaShows(plasma)).toEqual([
        { ...before[0], image: uri(green) },
        { ...before[1], plugin: 'org.kde.slideshow' },
      ])
    } finally {
      await setPlugin(plasma, 1, 'org.kde.image')
    }
  }, 60_000)

  test('the app’s rotation with fit “fit”: Plasma keeps Qt’s PreserveAspectFit (FillMode 1) on both desktops', async () => {
    const { desktop, session, plasma } = kde
    const green = await solidPicture(session, 'green-fit', GREEN)
    const [step] = await appRotates(desktop, green, 1, { TAPESTRY_TEST_FIT: 'fit' })
    expect(step?.error ?? null).toBeNull()
    await expectScreen(desktop.views, [GREEN, GREEN])
    expect(await plasmaShows(plasma)).toEqual([0, 1].map((screen) => ({ screen, plugin: 'org.kde.image', image: uri(green), fillMode: '1' })))
  }, 60_000)

  test('span has no Plasma fill mode: the app’s rotation says so, and Plasma is left as it was', async () => {
    const { desktop, session, plasma } = kde
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)])
    const before = await plasmaShows(plasma)
    const [step] = await appRotates(desktop, await solidPicture(session, 'blue-span', BLUE), 1, { TAPESTRY_TEST_FIT: 'span' })
    expect(step?.error).toBe('KDE Plasma cannot span one image across all displays; choose another fit.')
    expect(await plasmaShows(plasma)).toEqual(before)
    await expectScreen(desktop.views, [RED, RED])
  }, 60_000)

  test('with no qdbus on PATH, dbus-send talks to Plasma; with neither, the error says so', async () => {
    const { desktop, session } = kde
    const onlyDbusSend = toolPath(['dbus-send'], session.folder('tools-dbus-send'))
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'red', RED)], { PATH: onlyDbusSend })
    await expectScreen(desktop.views, [RED, RED])
    await tapestryOk(desktop, ['set', '--file', await solidPicture(session, 'green', GREEN), '--display', '1'], { PATH: onlyDbusSend })
    await expectScreen(desktop.views, [RED, GREEN])
    const none = toolPath([], session.folder('tools-none'))
    const result = await desktop.tapestry.cli(session, ['set', '--file', await solidPicture(session, 'blue', BLUE)], tapestryEnv(desktop, { PATH: none }))
    expect({ code: result.code === 0, stderr: result.stderr }).toEqual({ code: false, stderr: expect.stringContaining('KDE Plasma needs qdbus, qdbus6 or dbus-send to talk to Plasma, and none is installed.') })
    await expectScreen(desktop.views, [RED, GREEN])
  }, 60_000)

  test('a session bus where plasmashell does not answer: the error carries what qdbus said', async () => {
    const { desktop, session } = kde
    const bus = session.spawn('dbus-without-plasma', 'dbus-daemon', ['--session', '--nofork', '--print-address=1', `--address=unix:path=${join(session.runtimeDir, 'bus-without-plasma')}`], { pipeStdout: true })
    const address = (await firstLine(session, bus, bus.stdout, 'A bus without Plasma')).trim()
    const result = await desktop.tapestry.cli(session, ['set', '--file', await solidPicture(session, 'red', RED)], tapestryEnv(desktop, { DBUS_SESSION_BUS_ADDRESS: address }))
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain("KDE Plasma: qdbus failed with exit status 1: Cannot find 'org.kde.PlasmaShell.evaluateScript' in object /PlasmaShell at org.kde.plasmashell.")
    bus.kill()
  }, 60_000)

  test('the app lists Plasma’s screens, each matched to its display by where it sits', async () => {
    expect(await appLists(kde.desktop)).toEqual([
      { id: 'screen 0', bounds: { x: 0, y: 0, width: 1280, height: 720 }, primary: true },
      { id: 'screen 1', bounds: { x: 1280, y: 0, width: 1024, height: 768 }, primary: false },
    ])
  }, 60_000)

  test('“also set the lock screen”: a set on all screens or on screen 0 writes kscreenlockerrc; one on screen 1 alone leaves it', async () => {
    const { desktop, session } = kde
    const data = lockScreenData(session, 'data-lock-screen')
    const [red, green, blue] = [await solidPicture(session, 'red', RED), await solidPicture(session, 'green', GREEN), await solidPicture(session, 'blue', BLUE)]
    await tapestryOk(desktop, ['set', '--file', red], data)
    expect(await lockScreenShows(session)).toBe(uri(red))
    await tapestryOk(desktop, ['set', '--file', green, '--display', '1'], data)
    await expectScreen(desktop.views, [RED, GREEN])
    expect(await lockScreenShows(session)).toBe(uri(red))
    await tapestryOk(desktop, ['set', '--file', blue, '--display', '0'], data)
    await expectScreen(desktop.views, [BLUE, GREEN])
    expect(await lockScreenShows(session)).toBe(uri(blue))
  }, 60_000)

  test('the app’s rotation, a picture on each screen: the lock screen gets the primary screen’s', async () => {
    const { desktop, session, plasma } = kde
    const data = lockScreenData(session, 'data-lock-screen-rotation', { perDisplay: true })
    const [blue] = await solidPictures(session, 'blue-pair', BLUE, 2)
    const [step] = await appRotates(desktop, blue as string, 1, data)
    expect(step?.error ?? null).toBeNull()
    await expectScreen(desktop.views, [BLUE, BLUE])
    const [screen0, screen1] = await plasmaShows(plasma)
    expect(screen0?.image).not.toBe(screen1?.image)
    expect(await lockScreenShows(session)).toBe(screen0?.image)
  }, 60_000)

  test('without kwriteconfig the wallpaper is set all the same, and the lock screen’s failure is said in one sentence', async () => {
    const { desktop, session } = kde
    const data = lockScreenData(session, 'data-lock-screen-no-kwriteconfig')
    const before = await lockScreenShows(session)
    const green = await solidPicture(session, 'green', GREEN)
    const result = await desktop.tapestry.cli(session, ['set', '--file', green], tapestryEnv(desktop, { ...data, PATH: toolPath(['qdbus'], session.folder('tools-qdbus')) }))
    expect({ code: result.code, stderr: result.stderr.trim() }).toEqual({
      code: 0,
      stderr: 'tapestry: KDE Plasma’s lock screen was not changed: it needs kwriteconfig6 or kwriteconfig5, and neither is installed.',
    })
    await expectScreen(desktop.views, [GREEN, GREEN])
    expect(await lockScreenShows(session)).toBe(before)
  }, 60_000)
})

describe(`KDE Plasma 5, the right monitor primary${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const kde = usePlasma('kde-right-primary', { primary: 1 })

  test('Plasma’s screen 0 is the primary monitor, wherever it sits: the app matches it there', async () => {
    expect(await appLists(kde.desktop)).toEqual([
      { id: 'screen 0', bounds: { x: 1280, y: 0, width: 1024, height: 768 }, primary: true },
      { id: 'screen 1', bounds: { x: 0, y: 0, width: 1280, height: 720 }, primary: false },
    ])
  }, 60_000)

  test('screen 0 alone paints the right monitor and sets the lock screen; screen 1 alone, the left one, leaves it', async () => {
    const { desktop, session } = kde
    const data = lockScreenData(session, 'data-lock-screen')
    const [red, green, blue] = [await solidPicture(session, 'red', RED), await solidPicture(session, 'green', GREEN), await solidPicture(session, 'blue', BLUE)]
    await tapestryOk(desktop, ['set', '--file', red], data)
    await expectScreen(desktop.views, [RED, RED])
    expect(await lockScreenShows(session)).toBe(uri(red))
    await tapestryOk(desktop, ['set', '--file', green, '--display', '1'], data)
    await expectScreen(desktop.views, [GREEN, RED])
    expect(await lockScreenShows(session)).toBe(uri(red))
    await tapestryOk(desktop, ['set', '--file', blue, '--display', '0'], data)
    await expectScreen(desktop.views, [GREEN, BLUE])
    expect(await lockScreenShows(session)).toBe(uri(blue))
  }, 60_000)
})
