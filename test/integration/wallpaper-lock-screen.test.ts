// "Also set the lock screen": on the desktops that have a way (GNOME, Budgie, KDE Plasma) the lock
// screen is set with the wallpaper and read back; on those whose lock screen shows the wallpaper by
// itself, or that offer no way, nothing runs and the setter says so. Never a failed change: the
// desktop already shows the picture.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox, FakeToolName } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'

const fakeTools = useFakeTools()
const BACKGROUND = 'org.gnome.desktop.background'
const SCREENSAVER = 'org.gnome.desktop.screensaver'
const OLD = "'file:///usr/share/backgrounds/old.jpg'"
const IMAGE_GROUPS = ['Greeter', 'Wallpaper', 'org.kde.image', 'General']

async function gnomeBox({ screensaver = true } = {}): Promise<FakeToolbox> {
  const box = await fakeTools(['gsettings'])
  for (const key of ['picture-uri', 'picture-uri-dark']) await box.setGsetting(BACKGROUND, key, OLD)
  await box.setGsetting(BACKGROUND, 'picture-options', "'zoom'")
  if (screensaver) {
    await box.setGsetting(SCREENSAVER, 'picture-uri', OLD)
    await box.setGsetting(SCREENSAVER, 'picture-options', "'none'")
  }
  return box
}

function setter(box: FakeToolbox, env: Record<string, string>, lockScreen: boolean) {
  return createWallpaperSetter({ env: box.env(env), stateDir: box.stateDir, settings: { lockScreen }, verifyTimeoutMs: 100 })
}

describe('the GNOME family', () => {
  it.each([
    ['ubuntu:GNOME', 'GNOME'],
    ['Budgie:GNOME', 'Budgie'],
  ])('%s: sets the screensaver’s picture-uri (filling the screen) after the wallpaper, and reads it back', async (desktop, name) => {
    const box = await gnomeBox()
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: desktop }, true)
    expect(wallpaper.backend.lockScreen).toEqual({ support: 'sets', detail: `${name}’s lock screen gets each new wallpaper too (the screensaver’s picture-uri), shown blurred behind the unlock prompt.` })
    const file = await box.image('lake at dawn.png')

    expect(await wallpaper.set(file)).toEqual({ lockScreen: { done: 'set' } })

    const uri = `'file://${box.images}/lake%20at%20dawn.png'`
    expect(await box.gsetting(SCREENSAVER, 'picture-uri')).toBe(uri)
    expect(await box.gsetting(SCREENSAVER, 'picture-options')).toBe("'zoom'")
    expect(await box.gsetting(BACKGROUND, 'picture-uri')).toBe(uri)
    const calls = (await box.calls()).map((call) => call.slice(1, 4).join(' '))
    expect(calls.slice(-3)).toEqual([`set ${SCREENSAVER} picture-options`, `set ${SCREENSAVER} picture-uri`, `get ${SCREENSAVER} picture-uri`])
  })

  it('leaves the lock screen alone when the setting is off', async () => {
    const box = await gnomeBox()
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: 'GNOME' }, false)
    expect(await wallpaper.set(await box.image('a.png'))).toEqual({ lockScreen: { done: 'off' } })
    expect(await box.gsetting(SCREENSAVER, 'picture-uri')).toBe(OLD)
    expect((await box.calls()).some((call) => call.includes(SCREENSAVER))).toBe(false)
  })

  it('gives the lock screen the picture it is told (a spanning image’s primary picture), or leaves it (another display)', async () => {
    const box = await gnomeBox()
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: 'GNOME' }, true)
    const composite = await box.image('span.png')
    const primary = await box.image('primary.png')
    await wallpaper.set(composite, { fit: 'span', lockScreen: primary })
    expect(await box.gsetting(SCREENSAVER, 'picture-uri')).toBe(`'file://${primary}'`)
    expect(await box.gsetting(BACKGROUND, 'picture-uri')).toBe(`'file://${composite}'`)
    expect(await wallpaper.set(await box.image('b.png'), { lockScreen: false })).toEqual({ lockScreen: { done: 'left' } })
    expect(await box.gsetting(SCREENSAVER, 'picture-uri')).toBe(`'file://${primary}'`)
  })

  it('a lock screen that refuses is said in one sentence, and the wallpaper stays set', async () => {
    const box = await gnomeBox({ screensaver: false })
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: 'GNOME' }, true)
    const file = await box.image('a.png')
    expect(await wallpaper.set(file)).toEqual({
      lockScreen: { done: 'failed', error: `GNOME’s lock screen was not changed: gsettings failed with exit status 1: No such schema “${SCREENSAVER}”.` },
    })
    expect(await box.gsetting(BACKGROUND, 'picture-uri')).toBe(`'file://${file}'`)
  })
})

describe('KDE Plasma', () => {
  async function kdeBox(tools: readonly FakeToolName[]): Promise<FakeToolbox> {
    const box = await fakeTools(['qdbus6', ...tools])
    await box.setPlasma({ running: true, screens: [{ width: 1920, height: 1080 }], desktops: [{ screen: 0, plugin: 'org.kde.image', config: {} }] })
    return box
  }
  const kde = (box: FakeToolbox, lockScreen = true) => setter(box, { KDE_SESSION_VERSION: '6', XDG_SESSION_TYPE: 'wayland' }, lockScreen)

  it.each([
    ['kwriteconfig6', 'kreadconfig6'],
    ['kwriteconfig5', 'kreadconfig5'],
  ] as const)('writes kscreenlockerrc’s image wallpaper with %s and reads it back with %s; no reload is needed', async (write, read) => {
    const box = await kdeBox([write, read])
    const wallpaper = await kde(box)
    expect(wallpaper.backend.lockScreen.support).toBe('sets')
    const file = await box.image('fjord #2.png')

    expect(await wallpaper.set(file)).toEqual({ lockScreen: { done: 'set' } })

    const uri = `file://${box.images}/fjord%20%232.png`
    expect(await box.kconfig('kscreenlockerrc', ['Greeter'], 'WallpaperPlugin')).toBe('org.kde.image')
    expect(await box.kconfig('kscreenlockerrc', IMAGE_GROUPS, 'Image')).toBe(uri)
    const calls = (await box.calls()).filter((call) => call[0] !== 'qdbus6')
    expect(calls).toEqual([
      [write, '--file', 'kscreenlockerrc', '--group', 'Greeter', '--key', 'WallpaperPlugin', 'org.kde.image'],
      [write, '--file', 'kscreenlockerrc', ...IMAGE_GROUPS.flatMap((group) => ['--group', group]), '--key', 'Image', uri],
      [read, '--file', 'kscreenlockerrc', ...IMAGE_GROUPS.flatMap((group) => ['--group', group]), '--key', 'Image'],
    ])
  })

  it('gives several displays’ change one lock screen picture: the one it is told, else the first display’s', async () => {
    const box = await kdeBox(['kwriteconfig6', 'kreadconfig6'])
    await box.setPlasma({ running: true, screens: [{ width: 1920, height: 1080 }, { width: 1080, height: 1920 }], desktops: [0, 1].map((screen) => ({ screen, plugin: 'org.kde.image', config: {} })) })
    const wallpaper = await kde(box)
    const [a, b] = [await box.image('a.png'), await box.image('b.png')]
    await wallpaper.setEach([{ file: a, display: 'screen 0' }, { file: b, display: 'screen 1' }])
    expect(await box.kconfig('kscreenlockerrc', IMAGE_GROUPS, 'Image')).toBe(`file://${a}`)
    await wallpaper.setEach([{ file: a, display: 'screen 0' }, { file: b, display: 'screen 1' }], { lockScreen: b })
    expect(await box.kconfig('kscreenlockerrc', IMAGE_GROUPS, 'Image')).toBe(`file://${b}`)
  })

  it('without kwriteconfig says what is missing, the wallpaper set all the same', async () => {
    const box = await kdeBox([])
    const outcome = await (await kde(box)).set(await box.image('a.png'))
    expect(outcome).toEqual({ lockScreen: { done: 'failed', error: 'KDE Plasma’s lock screen was not changed: it needs kwriteconfig6 or kwriteconfig5, and neither is installed.' } })
  })
})

describe('desktops whose lock screen follows the wallpaper, or that offer no way', () => {
  it.each([
    ['X-Cinnamon', 'follows', /^Cinnamon’s lock screen always shows the desktop wallpaper/],
    ['MATE', 'follows', /^MATE’s lock screen always shows the desktop wallpaper/],
    ['XFCE', 'follows', /xfce4-screensaver.*light-locker/],
    ['LXDE', 'none', /^LXDE has no lock screen picture Tapestry can set/],
  ] as const)('%s: %s, and runs nothing for it', async (desktop, support, detail) => {
    const box = await fakeTools(['gsettings', 'xfconf-query', 'pcmanfm', 'xrandr'])
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: desktop, DISPLAY: ':0' }, true)
    expect(wallpaper.backend.lockScreen.support).toBe(support)
    expect(wallpaper.backend.lockScreen.detail).toMatch(detail)
  })

  it.each([
    ['sway', { XDG_CURRENT_DESKTOP: 'sway' }, ['swaybg'], /^With swaybg the lock screen is the locker you run/],
    ['feh on bare X11', { DISPLAY: ':0' }, ['feh'], /^Tapestry knows no lock screen on X11 without a desktop/],
  ] as const)('%s: none, said plainly', async (_name, env, tools, detail) => {
    const box = await fakeTools(tools)
    const wallpaper = await setter(box, env, true)
    expect(wallpaper.backend.lockScreen).toMatchObject({ support: 'none', detail: expect.stringMatching(detail) })
    expect(await wallpaper.set(await box.image('a.png'))).toEqual({ lockScreen: { done: 'unsupported' } })
  })
})
