// "Also set the lock screen" with the desktops' own tools: GNOME's and Budgie's screensaver keys
// through the real gsettings on dconf, on a session bus of the test's own; KDE Plasma's
// kscreenlockerrc through the real kwriteconfig5 and kreadconfig5, which need no running Plasma (the
// whole change on a running Plasma is test/desktops/kde.test.ts). On desktops whose lock screen
// shows the wallpaper by itself, or that offer no way, nothing runs and the setter says so. Never a
// failed change: the desktop already shows the picture.
import { execFileSync } from 'node:child_process'
import { chmodSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import { applyLockScreen } from '../../src/main/core/wallpaper/lock-screen/apply-lock-screen'
import { createLockScreen } from '../../src/main/core/wallpaper/lock-screen/lock-screens'
import { createWhich } from '../../src/main/core/wallpaper/probes'
import { startSessionBus } from '../desktops/support/buses'
import { solidPicture } from '../desktops/support/pictures'
import { BLUE, GREEN, RED } from '../desktops/support/screen'
import { startSession, type Env, type Session } from '../desktops/support/session'
import { startX11 } from '../desktops/support/x-server'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

const BACKGROUND = 'org.gnome.desktop.background'
const SCREENSAVER = 'org.gnome.desktop.screensaver'
const OLD = "'file:///usr/share/backgrounds/old.jpg'"
const IMAGE_GROUPS = ['Greeter', 'Wallpaper', 'org.kde.image', 'General'].flatMap((group) => ['--group', group])

const uri = (file: string) => pathToFileURL(file).href
const quoted = (file: string) => `'${uri(file)}'`

/** Runs a command in the session to its end; its output, or an error with what it said. */
async function ran(session: Session, command: string, args: readonly string[], env: Env = {}): Promise<string> {
  const result = await session.run(command, args, { env })
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout.trim()
}

const gnomeMissing = ensureDebianTools([
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
])

describe(`the GNOME family, with gsettings on dconf${gnomeMissing ? ` (skipped: ${gnomeMissing})` : ''}`, () => {
  const test = gnomeMissing ? it.skip : it
  let session: Session
  const gsettings = (...args: string[]) => ran(session, 'gsettings', args)
  const setter = (desktop: string, lockScreen: boolean) =>
    createWallpaperSetter({ env: { ...session.env, XDG_CURRENT_DESKTOP: desktop }, stateDir: session.folder('state'), settings: { lockScreen }, verifyTimeoutMs: 2_000 })

  beforeAll(async () => {
    if (gnomeMissing) return
    // The test's own user: the setter runs in this process, and only the bus's own user may use it.
    session = startSession('lock-screen-gnome', { asMe: true })
    await startSessionBus(session)
  }, 30_000)
  afterAll(async () => {
    await session?.stop()
  })

  /** A person's settings before the change: another picture everywhere, the lock screen's drawn as GNOME's default ('none' is not). */
  async function before(): Promise<void> {
    for (const key of ['picture-uri', 'picture-uri-dark']) await gsettings('set', BACKGROUND, key, OLD)
    await gsettings('set', BACKGROUND, 'picture-options', 'zoom')
    await gsettings('set', SCREENSAVER, 'picture-uri', OLD)
    await gsettings('set', SCREENSAVER, 'picture-options', 'none')
  }

  test.each([
    ['ubuntu:GNOME', 'GNOME'],
    ['Budgie:GNOME', 'Budgie'],
  ])('%s: sets the screensaver’s picture-uri, filling the screen, with the wallpaper, and reads it back', async (desktop, name) => {
    await before()
    const wallpaper = await setter(desktop, true)
    expect(wallpaper.backend.lockScreen).toEqual({
      support: 'sets',
      detail: `${name}’s lock screen gets each new wallpaper too (the screensaver’s picture-uri), shown blurred behind the unlock prompt.`,
      detailText: { key: 'desktop.lockScreen.gnome', values: { desktop: name } },
    })
    const file = await solidPicture(session, 'lake at dawn', BLUE)

    expect(await wallpaper.set(file)).toEqual({ lockScreen: { done: 'set' } })

    expect(await gsettings('get', SCREENSAVER, 'picture-uri')).toBe(quoted(file))
    expect(await gsettings('get', SCREENSAVER, 'picture-options')).toBe("'zoom'")
    expect(await gsettings('get', BACKGROUND, 'picture-uri')).toBe(quoted(file))
  })

  test('leaves the lock screen alone when the setting is off', async () => {
    await before()
    const wallpaper = await setter('GNOME', false)
    const file = await solidPicture(session, 'a', RED)
    expect(await wallpaper.set(file)).toEqual({ lockScreen: { done: 'off' } })
    expect(await gsettings('get', BACKGROUND, 'picture-uri')).toBe(quoted(file))
    expect([await gsettings('get', SCREENSAVER, 'picture-uri'), await gsettings('get', SCREENSAVER, 'picture-options')]).toEqual([OLD, "'none'"])
  })

  test('gives the lock screen the picture it is told (a spanning image’s primary picture), or leaves it (another display)', async () => {
    await before()
    const wallpaper = await setter('GNOME', true)
    const composite = await solidPicture(session, 'span', GREEN)
    const primary = await solidPicture(session, 'primary', BLUE)
    expect(await wallpaper.set(composite, { fit: 'span', lockScreen: primary })).toEqual({ lockScreen: { done: 'set' } })
    expect(await gsettings('get', SCREENSAVER, 'picture-uri')).toBe(quoted(primary))
    expect([await gsettings('get', BACKGROUND, 'picture-uri'), await gsettings('get', BACKGROUND, 'picture-options')]).toEqual([quoted(composite), "'spanned'"])
    const other = await solidPicture(session, 'b', RED)
    expect(await wallpaper.set(other, { lockScreen: false })).toEqual({ lockScreen: { done: 'left' } })
    expect(await gsettings('get', BACKGROUND, 'picture-uri')).toBe(quoted(other))
    expect(await gsettings('get', SCREENSAVER, 'picture-uri')).toBe(quoted(primary))
  })
})

const kdeMissing = ensureDebianTools([
  { command: 'kwriteconfig5', debianPackage: 'libkf5config-bin' },
  { command: 'kreadconfig5', debianPackage: 'libkf5config-bin' },
])

describe(`KDE Plasma’s kscreenlockerrc, with kwriteconfig5 and kreadconfig5${kdeMissing ? ` (skipped: ${kdeMissing})` : ''}`, () => {
  const test = kdeMissing ? it.skip : it
  let session: Session
  const kreadconfig = (...args: string[]) => ran(session, 'kreadconfig5', ['--file', 'kscreenlockerrc', ...args])
  const kwriteconfig = (...args: string[]) => ran(session, 'kwriteconfig5', ['--file', 'kscreenlockerrc', ...args])
  const lockScreen = (env: Env = {}) => {
    const all = { ...session.env, ...env }
    return createLockScreen('kde', { env: all, which: createWhich(all) })
  }
  const apply = (env: Env, wanted: boolean, file: string | false) => applyLockScreen(lockScreen(env), wanted, file, { timeoutMs: 2_000 })

  beforeAll(() => {
    if (kdeMissing) return
    // The test's own user: the lock screen is set from this process, into the session's HOME.
    session = startSession('lock-screen-kde', { asMe: true })
  })
  afterAll(async () => {
    await session?.stop()
  })

  test('turns a slideshow lock screen into an image one and reads the image back, keeping the file’s other settings', async () => {
    await kwriteconfig('--group', 'Daemon', '--key', 'Timeout', '7')
    await kwriteconfig('--group', 'Greeter', '--key', 'WallpaperPlugin', 'org.kde.slideshow')
    expect(lockScreen().support).toBe('sets')
    const file = await solidPicture(session, 'fjord #2', BLUE)

    expect(await apply({}, true, file)).toEqual({ done: 'set' })

    expect(await kreadconfig('--group', 'Greeter', '--key', 'WallpaperPlugin')).toBe('org.kde.image')
    expect(await kreadconfig(...IMAGE_GROUPS, '--key', 'Image')).toBe(uri(file))
    expect(await kreadconfig('--group', 'Daemon', '--key', 'Timeout')).toBe('7')
  })

  test('off, or a change that leaves the lock screen: kscreenlockerrc is not touched', async () => {
    const shown = await solidPicture(session, 'shown', GREEN)
    await apply({}, true, shown)
    const other = await solidPicture(session, 'other', RED)
    expect(await apply({}, false, other)).toEqual({ done: 'off' })
    expect(await apply({}, true, false)).toEqual({ done: 'left' })
    expect(await kreadconfig(...IMAGE_GROUPS, '--key', 'Image')).toBe(uri(shown))
  })

  test('without kwriteconfig on PATH: said in one sentence', async () => {
    const file = await solidPicture(session, 'a', RED)
    expect(await apply({ PATH: toolPath([], session.folder('no-tools')) }, true, file)).toEqual({
      done: 'failed',
      error: 'KDE Plasma’s lock screen was not changed: it needs kwriteconfig6 or kwriteconfig5, and neither is installed.',
      errorText: expect.objectContaining({ key: 'desktop.lockScreen.notChanged' }),
    })
  })

  test('a read-only kscreenlockerrc: kwriteconfig5’s failure in one sentence, and the file as it was', async () => {
    const shown = await solidPicture(session, 'shown', GREEN)
    await apply({}, true, shown)
    const file = join(session.home, '.config', 'kscreenlockerrc')
    const undo = readOnly(file)
    try {
      expect(await apply({}, true, await solidPicture(session, 'refused', RED))).toEqual({
        done: 'failed',
        error: 'KDE Plasma’s lock screen was not changed: kwriteconfig5 failed with exit status 2.',
        errorText: expect.objectContaining({ key: 'desktop.lockScreen.notChanged' }),
      })
    } finally {
      undo()
    }
    expect(await kreadconfig(...IMAGE_GROUPS, '--key', 'Image')).toBe(uri(shown))
  })
})

/**
 * Makes a file read-only as the tools see it: its mode, or, for root, whom no mode stops, a
 * read-only bind mount of it. Returns what makes it writable again.
 */
function readOnly(file: string): () => void {
  if (process.getuid?.() !== 0) {
    chmodSync(file, 0o444)
    return () => chmodSync(file, 0o644)
  }
  execFileSync('mount', ['--bind', file, file])
  execFileSync('mount', ['-o', 'remount,bind,ro', file])
  return () => execFileSync('umount', [file])
}

describe('desktops whose lock screen follows the wallpaper, or that offer no way', () => {
  it.each([
    ['X-Cinnamon', 'follows', /^Cinnamon’s lock screen always shows the desktop wallpaper/],
    ['MATE', 'follows', /^MATE’s lock screen always shows the desktop wallpaper/],
    ['XFCE', 'follows', /xfce4-screensaver.*light-locker/],
    ['LXDE', 'none', /^LXDE has no lock screen picture Tapestry can set/],
  ] as const)('%s: %s, said plainly', async (desktop, support, detail) => {
    const wallpaper = await createWallpaperSetter({ env: { XDG_CURRENT_DESKTOP: desktop, PATH: '' }, stateDir: '/nonexistent', settings: { lockScreen: true } })
    expect(wallpaper.backend.lockScreen).toEqual({ support, detail: expect.stringMatching(detail), detailText: expect.objectContaining({ key: expect.stringMatching(/^desktop\.lockScreen\./) }) })
  })

  const swayMissing = ensureDebianTools([
    { command: 'swaybg', debianPackage: 'swaybg' },
    { command: 'swaymsg', debianPackage: 'sway' },
  ])
  it.skipIf(swayMissing)(`sway: none, said plainly${swayMissing ? ` (skipped: ${swayMissing})` : ''}`, async () => {
    const session = startSession('lock-screen-sway', { asMe: true })
    try {
      const wallpaper = await createWallpaperSetter({ env: { XDG_CURRENT_DESKTOP: 'sway', PATH: toolPath(['swaybg', 'swaymsg'], session.root) }, stateDir: session.folder('state'), settings: { lockScreen: true } })
      expect(wallpaper.backend).toMatchObject({ id: 'sway', lockScreen: { support: 'none', detail: expect.stringMatching(/^With sway the lock screen is the locker you run/) } })
    } finally {
      await session.stop()
    }
  })

  const fehMissing = ensureDebianTools([
    { command: 'Xvfb', debianPackage: 'xvfb' },
    { command: 'feh', debianPackage: 'feh' },
  ])
  it.skipIf(fehMissing)(`feh on bare X11: none, said plainly, and a set says the lock screen is unsupported${fehMissing ? ` (skipped: ${fehMissing})` : ''}`, async () => {
    const session = startSession('lock-screen-feh', { asMe: true })
    try {
      await startX11(session, [{ name: 'screen', x: 0, y: 0, width: 640, height: 480 }])
      const wallpaper = await createWallpaperSetter({ env: { ...session.env, PATH: toolPath(['feh'], session.root) }, stateDir: session.folder('state'), settings: { lockScreen: true } })
      expect(wallpaper.backend).toMatchObject({ id: 'feh', lockScreen: { support: 'none', detail: expect.stringMatching(/^Tapestry knows no lock screen on X11 without a desktop/) } })
      expect(await wallpaper.set(await solidPicture(session, 'a', RED))).toEqual({ lockScreen: { done: 'unsupported' } })
    } finally {
      await session.stop()
    }
  }, 30_000)
})
