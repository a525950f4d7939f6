// createWallpaperSetter itself: what it refuses before running anything, the custom command, the
// settings override, and macOS/Windows through an injected `wallpaper` module.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../src/main/core/errors'
import { createWallpaperSetter, type WallpaperModule } from '../../src/main/core/wallpaper'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const fakeTools = useFakeTools()
const ALL_TOOLS = ['gsettings', 'xfconf-query', 'qdbus', 'dbus-send', 'pcmanfm', 'pcmanfm-qt', 'swaybg', 'swaymsg', 'swww', 'awww', 'hyprctl', 'feh', 'nitrogen', 'xwallpaper', 'xrandr', 'setbg'] as const

async function gnome(box: FakeToolbox) {
  const schema = 'org.gnome.desktop.background'
  for (const key of ['picture-uri', 'picture-uri-dark']) await box.setGsetting(schema, key, "'file:///old.jpg'")
  await box.setGsetting(schema, 'picture-options', "'zoom'")
  return createWallpaperSetter({ env: box.env({ XDG_CURRENT_DESKTOP: 'GNOME', DISPLAY: ':0' }), stateDir: box.stateDir })
}

describe('createWallpaperSetter: refusals before anything runs', () => {
  it.each(['wallpapers/a.png', './a.png', ''])('a relative path (%j)', async (file) => {
    const box = await fakeTools(ALL_TOOLS)
    const error = await wallpaperError((await gnome(box)).set(file))
    expect(error.message).toBe(`A wallpaper must be given by its absolute path, not "${file}".`)
    expect(await box.calls()).toEqual([])
  })

  it('a missing file, and a folder', async () => {
    const box = await fakeTools(ALL_TOOLS)
    const wallpaper = await gnome(box)
    const missing = join(box.images, 'missing.png')
    expect((await wallpaperError(wallpaper.set(missing))).message).toBe(`The wallpaper file ${missing} does not exist.`)
    await mkdir(join(box.images, 'folder.png'))
    expect((await wallpaperError(wallpaper.set(join(box.images, 'folder.png')))).message).toBe(`The wallpaper ${box.images}/folder.png is not a file.`)
    expect(await box.calls()).toEqual([])
  })

  it('an unknown fit or display is a validation error naming the field', async () => {
    const box = await fakeTools(ALL_TOOLS)
    const wallpaper = await gnome(box)
    const file = await box.image('a.png')
    const error = await wallpaper.set(file, { fit: 'cover' as never }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).issues[0]?.field).toBe('fit')
    await expect(wallpaper.set(file, { display: -1 })).rejects.toBeInstanceOf(ValidationError)
    expect(await box.calls()).toEqual([])
  })

  it('runs one backend only, even with every tool installed', async () => {
    const box = await fakeTools(ALL_TOOLS)
    await (await gnome(box)).set(await box.image('a.png'))
    expect(new Set((await box.calls()).map((call) => call[0]))).toEqual(new Set(['gsettings']))
  })

  it('a backend chosen in the settings wins over the desktop', async () => {
    const box = await fakeTools(ALL_TOOLS)
    const wallpaper = await createWallpaperSetter({
      env: box.env({ XDG_CURRENT_DESKTOP: 'GNOME', DISPLAY: ':0' }),
      stateDir: box.stateDir,
      settings: { backend: 'feh' },
    })
    expect(wallpaper.backend).toMatchObject({ id: 'feh', reason: 'chosen in the settings' })
    const file = await box.image('a.png')
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([['feh', '--bg-fill', file]])
  })

  it('a settings value that is not a backend is a validation error', async () => {
    const box = await fakeTools(ALL_TOOLS)
    await expect(createWallpaperSetter({ env: box.env(), stateDir: box.stateDir, settings: { backend: 'gnome3' as never } })).rejects.toBeInstanceOf(ValidationError)
  })
})

describe('custom command', () => {
  const NASTY = [`it's "a" file.png`, 'semi;colon $(touch pwned) `id`.png', 'two  spaces & more.png']

  it.each(NASTY)('fills {file} and {display} as single arguments, never through a shell: %s', async (name) => {
    const box = await fakeTools(['setbg'])
    const wallpaper = await createWallpaperSetter({
      env: box.env({ XDG_SESSION_TYPE: 'wayland' }),
      stateDir: box.stateDir,
      settings: { customCommand: `setbg --output {display} --mode "{fit} mode" '{file}'` },
    })
    expect(wallpaper.backend).toMatchObject({ id: 'custom', perDisplay: true })
    const file = await box.image(name)
    await wallpaper.set(file, { display: 'HDMI-1', fit: 'center' })
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([
      ['setbg', '--output', 'HDMI-1', '--mode', 'center mode', file],
      ['setbg', '--output', 'all', '--mode', 'fill mode', file],
    ])
  })

  it('without {display} it sets all displays only; it cannot be read back', async () => {
    const box = await fakeTools(['setbg'])
    const wallpaper = await createWallpaperSetter({ env: box.env(), stateDir: box.stateDir, settings: { backend: 'custom', customCommand: 'setbg {file}' } })
    expect(wallpaper.backend.perDisplay).toBe(false)
    expect((await wallpaperError(wallpaper.set(await box.image('a.png'), { display: 0 }))).message).toBe(
      'The custom wallpaper command has no {display} placeholder, so it sets one image on all displays: it cannot show a separate image on display 0.',
    )
    expect(await wallpaper.current()).toBeNull()
  })

  it('a broken template is refused when the setter is made', async () => {
    const box = await fakeTools(['setbg'])
    const error = await wallpaperError(createWallpaperSetter({ env: box.env(), stateDir: box.stateDir, settings: { customCommand: 'setbg {file}; notify-send done' } }))
    expect(error.message).toMatch(/^The custom wallpaper command uses the shell character ;/)
  })

  it('a failing command: its stderr; a slow one: a time limit; a missing one: its name', async () => {
    const box = await fakeTools(['setbg'])
    const make = (customCommand: string) =>
      createWallpaperSetter({ env: box.env(), stateDir: box.stateDir, commandTimeoutMs: 300, settings: { backend: 'custom', customCommand } })
    const file = await box.image('a.png')
    await box.fail('setbg', 'setbg: cannot open display')
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
  const setter = (box: FakeToolbox, module: WallpaperModule) =>
    createWallpaperSetter({ platform: 'darwin', env: box.env(), stateDir: box.stateDir, loadWallpaperModule: async () => module, verifyTimeoutMs: 50 })

  it('sets all screens or one (by index or name) with the scale, and reads back', async () => {
    const box = await fakeTools([])
    const { module, calls } = fakeModule({ screens: ['Built-in Retina Display', 'DELL U2720Q'] })
    const wallpaper = await setter(box, module)
    expect(wallpaper.backend).toMatchObject({ id: 'macos', perDisplay: true, limitation: 'macOS changes the wallpaper of the active Space only.' })
    const file = await box.image('m.png')
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
    const box = await fakeTools([])
    const { module } = fakeModule({ current: ['/Users/me/old.heic'] })
    const wallpaper = await setter(box, module)
    expect((await wallpaperError(wallpaper.set(await box.image('m.png')))).message).toBe('macOS did not take the new wallpaper: it still shows /Users/me/old.heic (screen 0).')
    expect((await wallpaperError(wallpaper.set(await box.image('m.png'), { fit: 'tile' }))).message).toBe('macOS cannot tile the image; choose another fit.')
  })

  it('the helper binary failing: its stderr', async () => {
    const box = await fakeTools([])
    const failure = Object.assign(new Error('Command failed: macos-wallpaper set'), { stderr: 'Error: Unknown screens\n' })
    const { module } = fakeModule({ fail: failure })
    expect((await wallpaperError((await setter(box, module)).set(await box.image('m.png')))).message).toBe('macOS could not set the wallpaper: Error: Unknown screens.')
  })
})

describe('Windows through the wallpaper package', () => {
  const setter = (box: FakeToolbox, module: WallpaperModule) =>
    createWallpaperSetter({ platform: 'win32', env: box.env(), stateDir: box.stateDir, loadWallpaperModule: async () => module, verifyTimeoutMs: 50 })

  it.each(['fill', 'fit', 'stretch', 'center', 'tile', 'span'] as const)('always passes the scale explicitly (%s)', async (fit) => {
    const box = await fakeTools([])
    const { module, calls } = fakeModule()
    const file = await box.image('w.png')
    await (await setter(box, module)).set(file, { fit })
    expect(calls).toEqual([
      ['setWallpaper', file, { scale: fit }],
      ['getWallpaper', undefined],
    ])
  })

  it('one image on all monitors: a single display is refused', async () => {
    const box = await fakeTools([])
    const { module, calls } = fakeModule()
    const wallpaper = await setter(box, module)
    expect(wallpaper.backend).toMatchObject({ id: 'windows', perDisplay: false, limitation: 'Windows shows one image on all displays.' })
    expect((await wallpaperError(wallpaper.set(await box.image('w.png'), { display: 1 }))).message).toBe(
      'Windows shows one image on all displays: it cannot show a separate image on display 1.',
    )
    expect(calls).toEqual([])
  })
})
