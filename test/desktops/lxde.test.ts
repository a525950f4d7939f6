// LXDE for real: pcmanfm's desktop as an LXDE session starts it (`--profile` named for the
// session), on Xvfb with a session bus, the screen read back with xwd. Every desktop here starts
// with its background colour only (pcmanfm's own default, wallpaper_mode=color).
import { chmodSync, readdirSync, readFileSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallpaperSetter, type WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import { ensureDebianTools } from '../support/debian-tools'
import { startSessionBus } from './support/buses'
import { bandedOn1280x720, bandedPicture, expectPoints } from './support/fit-pictures'
import { DESKTOP_GREY, lxdeItemsFile, startPcmanfm, writeLxdeItems } from './support/pcmanfm'
import { solidPicture } from './support/pictures'
import { captureX11, expectScreen, GREEN, RED, viewsOf } from './support/screen'
import { startSession, type Session } from './support/session'
import { redThenBlue, tapestryEnv, tapestryOk, type Desktop } from './support/set-and-see'
import { stageTapestry, type StagedTapestry } from './support/staged-tapestry'
import { sideBySide, startX11, type Monitor } from './support/x-server'

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: 'pcmanfm', debianPackage: 'pcmanfm' },
])
const test = missing ? it.skip : it
const skipped = missing ? ` (skipped: ${missing})` : ''

const ONE_SCREEN = sideBySide([{ width: 1280, height: 720 }])

interface Lxde {
  desktopSession: string
  profile: string
}
const LXDE: Lxde = { desktopSession: 'LXDE', profile: 'LXDE' }

/** The desktop-items-0.conf `[*]` value of `key`, as pcmanfm wrote it. */
function itemsSetting(session: Session, profile: string, key: string): string | undefined {
  return new RegExp(`^${key}=(.*)$`, 'm').exec(readFileSync(lxdeItemsFile(session, profile), 'utf8'))?.[1]
}

/** pcmanfm's desktop on `monitors`, started showing its background colour only, with Tapestry staged for it (unless `asMe`: set from inside this process). */
async function lxdeDesktop(name: string, monitors: readonly Monitor[], lxde: Lxde, asMe = false): Promise<Desktop> {
  const session = startSession(name, { asMe })
  await startX11(session, monitors)
  await startSessionBus(session)
  // A picture is chosen, but the mode says the colour alone.
  writeLxdeItems(session, lxde.profile, monitors.length, { wallpaper_mode: 'color', wallpaper: await solidPicture(session, 'green', GREEN) })
  const views = viewsOf(captureX11(session), monitors)
  await startPcmanfm(session, views, lxde)
  const electronDisplays = monitors.map(({ x, y, width, height }) => ({ x, y, width, height }))
  return { session, tapestry: asMe ? (undefined as unknown as StagedTapestry) : stageTapestry(), views, electronDisplays }
}

async function tapestryFails(desktop: Desktop, args: readonly string[], extra: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  const result = await desktop.tapestry.cli(desktop.session, args, tapestryEnv(desktop, extra))
  return { code: result.code, stderr: result.stderr }
}

/**
 * Whether pcmanfm can read WebP: gdk-pixbuf reads it only with a loader of its own (Debian's
 * webp-pixbuf-loader, which pcmanfm does not pull in), listed in its loaders.cache.
 */
function gdkPixbufReadsWebp(): boolean {
  for (const triplet of readdirSync('/usr/lib')) {
    try {
      if (readFileSync(join('/usr/lib', triplet, 'gdk-pixbuf-2.0/2.10.0/loaders.cache'), 'utf8').includes('webp')) return true
    } catch {
      // Not a folder with gdk-pixbuf's loaders.
    }
  }
  return false
}
const withoutWebp = missing || gdkPixbufReadsWebp() ? it.skip : it

/** A WebP picture, which Tapestry takes and pcmanfm without a WebP loader refuses, keeping its picture. */
async function webpPicture(session: Session): Promise<string> {
  const file = join(session.folder('pictures', 'webp'), 'blue.webp')
  await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .webp()
    .toFile(file)
  chmodSync(file, 0o644)
  return file
}

describe(`LXDE (pcmanfm --desktop --profile LXDE), one monitor, started with its background colour only${skipped}`, () => {
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    desktop = await lxdeDesktop('lxde', ONE_SCREEN, LXDE)
  }, 60_000)
  afterAll(async () => {
    await desktop?.session.stop()
    desktop?.tapestry?.dispose()
  })

  test('a picture set from the command line, then one from the app’s rotation, shows over the colour', async () => {
    await redThenBlue(desktop)
  }, 60_000)

  test('the profile’s desktop-items-0.conf records the picture and a picture mode', async () => {
    const red = await solidPicture(desktop.session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    expect({ wallpaper: itemsSetting(desktop.session, 'LXDE', 'wallpaper'), mode: itemsSetting(desktop.session, 'LXDE', 'wallpaper_mode') }).toEqual({ wallpaper: red, mode: 'crop' })
  }, 30_000)

  withoutWebp('a WebP picture, which pcmanfm cannot read here, is said not to have taken, from what the LXDE profile records', async () => {
    const red = await solidPicture(desktop.session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    expect(await tapestryFails(desktop, ['set', '--file', await webpPicture(desktop.session)])).toEqual({
      code: 7,
      stderr: `tapestry: LXDE did not take the new wallpaper: it still shows ${red}.\n`,
    })
    await expectScreen(desktop.views, [RED])
  }, 30_000)

  test('a file whose name holds spaces, quotes, brackets, $, ; and a non-ASCII letter is shown and read back', async () => {
    const green = await solidPicture(desktop.session, 'green', GREEN)
    const odd = join(dirname(green), `Rivière (2) $HOME 'a' "b";c.png`)
    await copyFile(green, odd)
    await tapestryOk(desktop, ['set', '--file', odd])
    await expectScreen(desktop.views, [GREEN])
  }, 30_000)

  test('one display on its own is refused before anything changes', async () => {
    await tapestryOk(desktop, ['set', '--file', await solidPicture(desktop.session, 'green', GREEN)])
    expect(await tapestryFails(desktop, ['set', '--file', await solidPicture(desktop.session, 'red', RED), '--display', '0'])).toEqual({
      code: 7,
      stderr: 'tapestry: LXDE takes one image for all displays, and with several monitors only the first shows it: it cannot show a separate image on display 0.\n',
    })
    await expectScreen(desktop.views, [GREEN])
  }, 30_000)

  test('without pcmanfm on PATH, says which command is missing', async () => {
    expect(await tapestryFails(desktop, ['set', '--file', await solidPicture(desktop.session, 'red', RED)], { PATH: desktop.session.folder('empty-path') })).toEqual({
      code: 7,
      stderr: 'tapestry: LXDE needs the command pcmanfm, which is not installed or not on PATH.\n',
    })
  }, 30_000)
})

describe(`LXDE’s fit modes, one 1280×720 monitor, set from inside this process${skipped}`, () => {
  let desktop: Desktop
  let wallpaper: WallpaperSetter
  const expected = bandedOn1280x720(DESKTOP_GREY)

  beforeAll(async () => {
    if (missing) return
    // Everything as this process's user, whose setter reads the desktop's files.
    desktop = await lxdeDesktop('lxde-fits', ONE_SCREEN, LXDE, true)
    wallpaper = await createWallpaperSetter({ env: desktop.session.env, stateDir: desktop.session.folder('state') })
  }, 60_000)
  afterAll(async () => {
    await desktop?.session.stop()
  })

  test.each(['fill', 'fit', 'stretch', 'center', 'tile'] as const)('%s', async (fit) => {
    const file = await bandedPicture(desktop.session, `banded-${fit}`, ['fill', 'fit', 'stretch', 'center', 'tile'].indexOf(fit))
    await wallpaper.set(file, { fit })
    await expectPoints(captureX11(desktop.session), expected[fit])
    expect(await wallpaper.current()).toEqual([{ file }])
  })

  test('span (pcmanfm’s screen mode) on one monitor stretches the picture over it', async () => {
    const file = await bandedPicture(desktop.session, 'banded-span', 9)
    await wallpaper.set(file, { fit: 'span' })
    await expectPoints(captureX11(desktop.session), expected.stretch)
    expect(itemsSetting(desktop.session, 'LXDE', 'wallpaper_mode')).toBe('screen')
  })
})

describe(`LXDE on two monitors: pcmanfm takes a picture from outside for the first alone${skipped}`, () => {
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    const monitors = sideBySide([
      { width: 1280, height: 720 },
      { width: 1280, height: 720 },
    ])
    desktop = await lxdeDesktop('lxde-two', monitors, LXDE)
  }, 60_000)
  afterAll(async () => {
    await desktop?.session.stop()
    desktop?.tapestry?.dispose()
  })

  test('the first monitor shows the picture, the second keeps its colour, and Tapestry says so', async () => {
    const result = await tapestryFails(desktop, ['set', '--file', await solidPicture(desktop.session, 'red', RED)])
    await expectScreen(desktop.views, [RED, DESKTOP_GREY])
    expect(result).toEqual({
      code: 7,
      stderr: expect.stringMatching(/^tapestry: LXDE takes a picture from outside for its first monitor only \(\S+\): pcmanfm keeps one for each monitor, and MON-2 keeps its own\.\n$/),
    })
  }, 30_000)
})

describe(`Lubuntu before 18.10 (DESKTOP_SESSION=Lubuntu, pcmanfm --desktop --profile lubuntu)${skipped}`, () => {
  let desktop: Desktop

  beforeAll(async () => {
    if (missing) return
    desktop = await lxdeDesktop('lubuntu', ONE_SCREEN, { desktopSession: 'Lubuntu', profile: 'lubuntu' })
  }, 60_000)
  afterAll(async () => {
    await desktop?.session.stop()
    desktop?.tapestry?.dispose()
  })

  test('a set shows, and pcmanfm records it in the lubuntu profile', async () => {
    const red = await solidPicture(desktop.session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    await expectScreen(desktop.views, [RED])
    expect(itemsSetting(desktop.session, 'lubuntu', 'wallpaper')).toBe(red)
  }, 30_000)

  withoutWebp('what Tapestry reads back comes from the lubuntu profile: a WebP picture pcmanfm cannot read is said not to have taken', async () => {
    const red = await solidPicture(desktop.session, 'red', RED)
    await tapestryOk(desktop, ['set', '--file', red])
    expect(await tapestryFails(desktop, ['set', '--file', await webpPicture(desktop.session)])).toEqual({
      code: 7,
      stderr: `tapestry: LXDE did not take the new wallpaper: it still shows ${red}.\n`,
    })
  }, 30_000)
})
