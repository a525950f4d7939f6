// createWallpaperSetter itself: what it refuses before running anything, one backend run however
// many tools are installed, the settings override (on the real gsettings, dconf behind a session
// bus of our own, and the real feh on an X.Org server, read back with gsettings, ~/.fehbg and the
// screen), the custom command (a script standing for the person's own, noting its arguments), and
// macOS/Windows through an injected `wallpaper` module.
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ValidationError } from '../../src/main/core/errors/errors'
import { createWallpaperSetter, type WallpaperModule } from '../../src/main/core/wallpaper/wallpaper'
import { startSessionBus } from '../desktops/support/buses'
import { solidPicture } from '../desktops/support/pictures'
import { captureX11, centres, expectScreen, GREEN, RED, viewsOf, type View } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { startXorg } from '../desktops/support/x-server'
import { makePng } from '../fakes/images'
import { wallpaperError } from '../support/wallpaper-error'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'dbus-daemon', debianPackage: 'dbus-daemon' },
  { command: '/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so', debianPackage: 'dconf-gsettings-backend' },
  // Every wallpaper tool there is a backend for that Debian has, on the setter's PATH at once.
  { command: 'gsettings', debianPackage: 'libglib2.0-bin' },
  { command: 'xfconf-query', debianPackage: 'xfconf' },
  { command: 'qdbus', debianPackage: 'qdbus-qt5' },
  { command: 'pcmanfm', debianPackage: 'pcmanfm' },
  { command: 'pcmanfm-qt', debianPackage: 'pcmanfm-qt' },
  { command: 'swaymsg', debianPackage: 'sway' },
  { command: 'swaybg', debianPackage: 'swaybg' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'nitrogen', debianPackage: 'nitrogen' },
  { command: 'xwallpaper', debianPackage: 'xwallpaper' },
  { command: 'hsetroot', debianPackage: 'hsetroot' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const describeDesktop = missing ? describe.skip : describe
const skipped = missing ? ` (skipped: ${missing})` : ''

const BACKGROUND = 'org.gnome.desktop.background'
const OLD = "'file:///old.jpg'"

/** Files of this file's own: pictures, homes, state folders, the person's command. */
let root: string
let session: Session
let views: View[]
/** Every tool at once. */
let allTools: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tapestry-wallpaper-setter-'))
  if (missing) return
  session = startSession('wallpaper-setter', { asMe: true })
  const { monitors } = await startXorg(session, [{ width: 640, height: 480 }])
  views = viewsOf(captureX11(session), monitors)
  await startSessionBus(session)
  allTools = toolPath(['gsettings', 'xfconf-query', 'qdbus', 'pcmanfm', 'pcmanfm-qt', 'swaymsg', 'swaybg', 'feh', 'nitrogen', 'xwallpaper', 'hsetroot', 'xrandr'], session.folder('tools'))
}, 60_000)
afterAll(async () => {
  await session?.stop()
  await rm(root, { recursive: true, force: true })
})

/** A fresh folder of this file's. */
const folder = (name: string) => mkdtemp(join(root, `${name}-`))

/** A small real PNG. */
async function image(name: string): Promise<string> {
  const file = join(await folder('images'), name)
  await writeFile(file, makePng(8, 4))
  return file
}

describeDesktop(`on a desktop${skipped}`, () => {
  /** The test's own home, where feh keeps ~/.fehbg. */
  let home: string

  /** A key as gsettings itself answers it. */
  async function gsetting(key: string): Promise<string> {
    const result = await session.run('gsettings', ['get', BACKGROUND, key])
    expect(result.stderr).toBe('')
    return result.stdout.trim()
  }
  const gnomeKeys = async () => ({ uri: await gsetting('picture-uri'), dark: await gsetting('picture-uri-dark'), options: await gsetting('picture-options') })

  /** GNOME's environment with every tool on PATH; dconf reads its database from the config folder its service writes (the session's). */
  const gnomeEnv = () => ({
    PATH: allTools,
    HOME: home,
    XDG_CONFIG_HOME: join(session.home, '.config'),
    XDG_RUNTIME_DIR: session.runtimeDir,
    DBUS_SESSION_BUS_ADDRESS: session.env.DBUS_SESSION_BUS_ADDRESS as string,
    DISPLAY: session.env.DISPLAY as string,
    XDG_CURRENT_DESKTOP: 'GNOME',
  })
  const gnome = async () => createWallpaperSetter({ env: gnomeEnv(), stateDir: await folder('state') })

  /** Everything under the config folder: what a tool that keeps its settings there left. */
  const configFiles = async () => (await readdir(join(session.home, '.config'), { recursive: true })).sort()

  beforeEach(async () => {
    home = await folder('home')
    for (const [key, value] of [['picture-uri', OLD], ['picture-uri-dark', OLD], ['picture-options', "'zoom'"]] as const) {
      expect((await session.run('gsettings', ['set', BACKGROUND, key, value])).code).toBe(0)
    }
  })

  describe('createWallpaperSetter: refusals before anything runs', () => {
    const untouched = { uri: OLD, dark: OLD, options: "'zoom'" }

    it.each(['wallpapers/a.png', './a.png', ''])('a relative path (%j)', async (file) => {
      const error = await wallpaperError((await gnome()).set(file))
      expect(error.message).toBe(`A wallpaper must be given by its absolute path, not "${file}".`)
      expect(await gnomeKeys()).toEqual(untouched)
    })

    it('a missing file, and a folder', async () => {
      const wallpaper = await gnome()
      const images = await folder('images')
      const missingFile = join(images, 'missing.png')
      expect((await wallpaperError(wallpaper.set(missingFile))).message).toBe(`The wallpaper file ${missingFile} does not exist.`)
      await mkdir(join(images, 'folder.png'))
      expect((await wallpaperError(wallpaper.set(join(images, 'folder.png')))).message).toBe(`The wallpaper ${images}/folder.png is not a file.`)
      expect(await gnomeKeys()).toEqual(untouched)
    })

    it('an unknown fit or display is a validation error naming the field', async () => {
      const wallpaper = await gnome()
      const file = await image('a.png')
      const error = await wallpaper.set(file, { fit: 'cover' as never }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).issues[0]?.field).toBe('fit')
      await expect(wallpaper.set(file, { display: -1 })).rejects.toBeInstanceOf(ValidationError)
      expect(await gnomeKeys()).toEqual(untouched)
    })

    it('runs one backend only, even with every tool installed', async () => {
      const before = await configFiles()
      const file = await solidPicture(session, 'red', RED, { width: 640, height: 480 })
      await (await gnome()).set(file)
      expect(await gnomeKeys()).toEqual({ uri: `'file://${file}'`, dark: `'file://${file}'`, options: "'zoom'" })
      // No other tool drew the picture (feh, nitrogen, xwallpaper and hsetroot draw the root window),
      // wrote its record in the home (feh) or kept its settings (nitrogen, pcmanfm, xfconf).
      expect(await centres(views)).not.toContainEqual(RED)
      expect(await readdir(home)).toEqual([])
      expect(await configFiles()).toEqual(before)
    })

    it('a backend chosen in the settings wins over the desktop', async () => {
      const wallpaper = await createWallpaperSetter({ env: gnomeEnv(), stateDir: await folder('state'), settings: { backend: 'feh' } })
      expect(wallpaper.backend).toMatchObject({ id: 'feh', reason: 'chosen in the settings' })
      const file = await solidPicture(session, 'green', GREEN, { width: 640, height: 480 })
      await wallpaper.set(file)
      expect(await readFile(join(home, '.fehbg'), 'utf8')).toBe(`#!/bin/sh\nfeh --no-fehbg --bg-fill '${file}' \n`)
      await expectScreen(views, [GREEN])
      expect(await gnomeKeys()).toEqual(untouched)
    })

    it('a settings value that is not a backend is a validation error', async () => {
      await expect(createWallpaperSetter({ env: gnomeEnv(), stateDir: await folder('state'), settings: { backend: 'gnome3' as never } })).rejects.toBeInstanceOf(ValidationError)
    })
  })
})

/**
 * The person's own wallpaper command, `setbg`, alone on a PATH: it notes each run's arguments as a
 * line (tab-separated, after its name), and fails saying what the file `fail` holds when there is one.
 */
async function personalCommand(): Promise<{ env: Record<string, string>; stateDir: string; runs(): Promise<string[][]>; fail(stderr: string): Promise<void> }> {
  const own = await folder('setbg')
  const bin = join(own, 'bin')
  await mkdir(bin)
  const [log, failure] = [join(own, 'runs.log'), join(own, 'fail')]
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`
  await writeFile(
    join(bin, 'setbg'),
    [
      '#!/bin/sh',
      'PATH=/usr/bin:/bin',
      `{ printf 'setbg'; for arg in "$@"; do printf '\\t%s' "$arg"; done; printf '\\n'; } >> ${quote(log)}`,
      `if [ -f ${quote(failure)} ]; then cat ${quote(failure)} >&2; exit 1; fi`,
      '',
    ].join('\n'),
  )
  await chmod(join(bin, 'setbg'), 0o755)
  await writeFile(log, '')
  return {
    env: { PATH: bin, HOME: await folder('home') },
    stateDir: await folder('state'),
    runs: async () =>
      (await readFile(log, 'utf8'))
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => line.split('\t')),
    fail: (stderr) => writeFile(failure, `${stderr}\n`),
  }
}

describe('custom command', () => {
  const NASTY = [`it's "a" file.png`, 'semi;colon $(touch pwned) `id`.png', 'two  spaces & more.png']

  it.each(NASTY)('fills {file} and {display} as single arguments, never through a shell: %s', async (name) => {
    const command = await personalCommand()
    const wallpaper = await createWallpaperSetter({
      env: { ...command.env, XDG_SESSION_TYPE: 'wayland' },
      stateDir: command.stateDir,
      settings: { customCommand: `setbg --output {display} --mode "{fit} mode" '{file}'` },
    })
    expect(wallpaper.backend).toMatchObject({ id: 'custom', perDisplay: true })
    const file = await image(name)
    await wallpaper.set(file, { display: 'HDMI-1', fit: 'center' })
    await wallpaper.set(file)
    expect(await command.runs()).toEqual([
      ['setbg', '--output', 'HDMI-1', '--mode', 'center mode', file],
      ['setbg', '--output', 'all', '--mode', 'fill mode', file],
    ])
  })

  it('without {display} it sets all displays only; it cannot be read back', async () => {
    const command = await personalCommand()
    const wallpaper = await createWallpaperSetter({ env: command.env, stateDir: command.stateDir, settings: { backend: 'custom', customCommand: 'setbg {file}' } })
    expect(wallpaper.backend.perDisplay).toBe(false)
    expect((await wallpaperError(wallpaper.set(await image('a.png'), { display: 0 }))).message).toBe(
      'The custom wallpaper command has no {display} placeholder, so it sets one image on all displays: it cannot show a separate image on display 0.',
    )
    expect(await command.runs()).toEqual([])
    expect(await wallpaper.current()).toBeNull()
  })

  it('a broken template is refused when the setter is made', async () => {
    const command = await personalCommand()
    const error = await wallpaperError(createWallpaperSetter({ env: command.env, stateDir: command.stateDir, settings: { customCommand: 'setbg {file}; notify-send done' } }))
    expect(error.message).toMatch(/^The custom wallpaper command uses the shell character ;/)
  })

  it('a failing command: its stderr; a slow one: a time limit; a missing one: its name', async () => {
    const command = await personalCommand()
    const make = (customCommand: string) =>
      createWallpaperSetter({ env: command.env, stateDir: command.stateDir, commandTimeoutMs: 300, settings: { backend: 'custom', customCommand } })
    const file = await image('a.png')
    await command.fail('setbg: cannot open display')
    expect((await wallpaperError((await make('setbg {file}')).set(file))).message).toBe(
      'The custom wallpaper command: setbg failed with exit status 1: setbg: cannot open display.',
    )
    const node = `'${process.execPath.replace(/'/g, `'\\''`)}'`
    const started = Date.now()
    expect((await wallpaperError((await make(`${node} -e "setTimeout(() => {}, 5000)" {file}`)).set(file))).message).toMatch(
      /^The custom wallpaper command: .* did not finish within 0\.3 seconds\.$/,
    )
    expect(Date.now() - started).toBeLessThan(3_000)
    expect((await wallpaperError((await make('no-such-setter {file}')).set(file))).message).toBe(
      'The custom wallpaper command needs the command no-such-setter, which is not installed or not on PATH.',
    )
  })
})

function fakeModule(options: { screens?: string[]; current?: string | string[]; fail?: Error } = {}) {
  const calls: unknown[][] = []
  let current: string | string[] = options.current ?? ''
  const module: WallpaperModule = {
    async setWallpaper(path, setOptions) {
      calls.push(['setWallpaper', path, setOptions])
      if (options.fail) throw options.fail
      if (options.current === undefined) current = setOptions?.screen === 'all' || !options.screens ? path : (options.screens ?? []).map(() => path)
    },
    async getWallpaper(getOptions) {
      calls.push(['getWallpaper', getOptions])
      if (getOptions?.screen === 'all' && !Array.isArray(current)) return [current]
      return current
    },
    ...(options.screens ? { screens: async () => options.screens ?? [] } : {}),
  }
  return { module, calls }
}

describe('macOS through the wallpaper package', () => {
  const setter = async (module: WallpaperModule) =>
    createWallpaperSetter({ platform: 'darwin', env: { HOME: await folder('home') }, stateDir: await folder('state'), loadWallpaperModule: async () => module, verifyTimeoutMs: 50 })

  it('sets all screens or one (by index or name) with the scale, and reads back', async () => {
    const { module, calls } = fakeModule({ screens: ['Built-in Retina Display', 'DELL U2720Q'] })
    const wallpaper = await setter(module)
    expect(wallpaper.backend).toMatchObject({ id: 'macos', perDisplay: true, limitation: expect.objectContaining({ message: 'macOS changes the wallpaper of the active Space only.' }) })
    const file = await image('m.png')
    await wallpaper.set(file)
    await wallpaper.set(file, { display: 'DELL U2720Q', fit: 'fit' })
    expect(calls).toEqual([
      ['setWallpaper', file, { screen: 'all', scale: 'fill' }],
      ['getWallpaper', { screen: 'all' }],
      ['setWallpaper', file, { screen: 1, scale: 'fit' }],
      ['getWallpaper', { screen: 1 }],
    ])
    expect(await wallpaper.displays()).toEqual([
      { id: 0, name: 'Built-in Retina Display' },
      { id: 1, name: 'DELL U2720Q' },
    ])
  })

  it('a screen that keeps its old picture is "did not take"; tile is refused', async () => {
    const { module } = fakeModule({ current: ['/Users/me/old.heic'] })
    const wallpaper = await setter(module)
    expect((await wallpaperError(wallpaper.set(await image('m.png')))).message).toBe('macOS did not take the new wallpaper: it still shows /Users/me/old.heic (screen 0).')
    expect((await wallpaperError(wallpaper.set(await image('m.png'), { fit: 'tile' }))).message).toBe('macOS cannot tile the image; choose another fit.')
  })

  it('the helper binary failing: its stderr', async () => {
    const failure = Object.assign(new Error('Command failed: macos-wallpaper set'), { stderr: 'Error: Unknown screens\n' })
    const { module } = fakeModule({ fail: failure })
    expect((await wallpaperError((await setter(module)).set(await image('m.png')))).message).toBe('macOS could not set the wallpaper: Error: Unknown screens.')
  })
})

describe('Windows through the wallpaper package', () => {
  const setter = async (module: WallpaperModule) =>
    createWallpaperSetter({ platform: 'win32', env: { HOME: await folder('home') }, stateDir: await folder('state'), loadWallpaperModule: async () => module, verifyTimeoutMs: 50 })

  it.each(['fill', 'fit', 'stretch', 'center', 'tile', 'span'] as const)('always passes the scale explicitly (%s)', async (fit) => {
    const { module, calls } = fakeModule()
    const file = await image('w.png')
    await (await setter(module)).set(file, { fit })
    expect(calls).toEqual([
      ['setWallpaper', file, { scale: fit }],
      ['getWallpaper', undefined],
    ])
  })

  it('one image on all monitors: a single display is refused', async () => {
    const { module, calls } = fakeModule()
    const wallpaper = await setter(module)
    expect(wallpaper.backend).toMatchObject({ id: 'windows', perDisplay: false, limitation: expect.objectContaining({ message: 'Windows shows one image on all displays.' }) })
    expect((await wallpaperError(wallpaper.set(await image('w.png'), { display: 1 }))).message).toBe(
      'Windows shows one image on all displays: it cannot show a separate image on display 1.',
    )
    expect(calls).toEqual([])
  })
})
