// KDE Plasma through a fake qdbus/qdbus6/qdbus-qt6/dbus-send that really runs Tapestry's desktop
// script against pretend desktops.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox, FakeToolName, PlasmaState } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const fakeTools = useFakeTools()
const IMAGE_GROUP = 'Wallpaper/org.kde.image/General'

function plasma(overrides: Partial<PlasmaState> = {}): PlasmaState {
  return {
    running: true,
    screens: [
      { width: 1920, height: 1080 },
      { width: 2560, height: 1440 },
    ],
    desktops: [
      { screen: 0, plugin: 'org.kde.image', config: { [IMAGE_GROUP]: { Image: 'file:///usr/share/wallpapers/Next/contents/images/1920x1080.png' } } },
      { screen: 1, plugin: 'org.kde.image', config: {} },
    ],
    ...overrides,
  }
}

async function kdeBox(tools: readonly FakeToolName[], state = plasma()): Promise<FakeToolbox> {
  const box = await fakeTools(tools)
  await box.setPlasma(state)
  return box
}

const setter = (box: FakeToolbox) =>
  createWallpaperSetter({ env: box.env({ KDE_SESSION_VERSION: '6', XDG_SESSION_TYPE: 'wayland' }), stateDir: box.stateDir, verifyTimeoutMs: 100 })

describe('KDE Plasma', () => {
  it('sets every Image desktop through evaluateScript and reads it back with readConfig', async () => {
    const box = await kdeBox(['qdbus6'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend).toMatchObject({ id: 'kde', perDisplay: true, reason: 'KDE_SESSION_VERSION is set' })
    const file = await box.image('a "b" c.png')

    await wallpaper.set(file)

    const calls = await box.calls()
    expect(calls).toHaveLength(2)
    for (const call of calls) expect(call.slice(0, 4)).toEqual(['qdbus6', 'org.kde.plasmashell', '/PlasmaShell', 'org.kde.PlasmaShell.evaluateScript'])
    const setScript = calls[0]?.[4] ?? ''
    expect(setScript).toContain('desktops()')
    expect(setScript).toContain("d.wallpaperPlugin != 'org.kde.image'")
    expect(setScript).toContain('d.currentConfigGroup = ["Wallpaper", "org.kde.image", "General"]')
    expect(setScript).toContain("d.writeConfig('Image', uri)")
    expect(calls[1]?.[4]).toContain("d.readConfig('Image')")
    const uri = `file://${box.images}/a%20%22b%22%20c.png`
    const state = await box.plasma()
    expect(state.desktops.map((desktop) => desktop.config[IMAGE_GROUP])).toEqual([
      { Image: uri, FillMode: 2 },
      { Image: uri, FillMode: 2 },
    ])
    expect(await wallpaper.current()).toEqual([
      { file, display: 'screen 0' },
      { file, display: 'screen 1' },
    ])
  })

  it('sets one display by d.screen, leaving the other', async () => {
    const box = await kdeBox(['qdbus'])
    const file = await box.image('one.png')
    await (await setter(box)).set(file, { display: 1, fit: 'fit' })
    const state = await box.plasma()
    expect(state.desktops[0]?.config[IMAGE_GROUP]?.Image).toBe('file:///usr/share/wallpapers/Next/contents/images/1920x1080.png')
    expect(state.desktops[1]?.config[IMAGE_GROUP]).toEqual({ Image: `file://${file}`, FillMode: 1 })
    expect((await box.calls())[0]?.[4]).toContain('screen = 1')
  })

  it.each([
    [['qdbus', 'qdbus6', 'qdbus-qt6', 'dbus-send'], 'qdbus'],
    [['qdbus6', 'qdbus-qt6', 'dbus-send'], 'qdbus6'],
    [['qdbus-qt6', 'dbus-send'], 'qdbus-qt6'],
    [['dbus-send'], 'dbus-send'],
  ] as const)('with %j installed uses %s', async (tools, used) => {
    const box = await kdeBox(tools)
    const file = await box.image('x.png')
    await (await setter(box)).set(file)
    expect(new Set((await box.calls()).map((call) => call[0]))).toEqual(new Set([used]))
    expect((await box.plasma()).desktops[1]?.config[IMAGE_GROUP]?.Image).toBe(`file://${file}`)
  })

  it('dbus-send gets the documented arguments and its reply is understood', async () => {
    const box = await kdeBox(['dbus-send'])
    await (await setter(box)).set(await box.image('x.png'))
    const first = (await box.calls())[0] ?? []
    expect(first.slice(0, 7)).toEqual([
      'dbus-send',
      '--session',
      '--print-reply',
      '--type=method_call',
      '--dest=org.kde.plasmashell',
      '/PlasmaShell',
      'org.kde.PlasmaShell.evaluateScript',
    ])
    expect(first[7]).toMatch(/^string:var uri = /)
  })

  it('leaves a slideshow desktop alone and says so', async () => {
    const state = plasma()
    state.desktops[1] = { screen: 1, plugin: 'org.kde.slideshow', config: {} }
    const box = await kdeBox(['qdbus6'], state)
    const error = await wallpaperError((await setter(box)).set(await box.image('x.png'), { display: 1 }))
    expect(error.message).toBe(
      "KDE Plasma left 1 desktop on screen 1 alone because it uses the wallpaper type org.kde.slideshow; set the type to Image in Plasma's wallpaper settings.",
    )
    expect((await box.plasma()).desktops[1]?.config).toEqual({})
  })

  it('lists the screens from the desktop script', async () => {
    const box = await kdeBox(['qdbus6'])
    expect(await (await setter(box)).displays()).toEqual([
      { id: 0, name: 'screen 0', width: 1920, height: 1080, x: 0, y: 0 },
      { id: 1, name: 'screen 1', width: 2560, height: 1440, x: 0, y: 0 },
    ])
  })

  it('plasmashell not running: the error carries what qdbus said', async () => {
    const box = await kdeBox(['qdbus6'], plasma({ running: false }))
    const error = await wallpaperError((await setter(box)).set(await box.image('x.png')))
    expect(error.message).toBe("KDE Plasma: qdbus6 failed with exit status 1: Service 'org.kde.plasmashell' does not exist.")
  })

  it('no D-Bus tool at all is a clear error', async () => {
    const box = await kdeBox(['xrandr'])
    const error = await wallpaperError((await setter(box)).set(await box.image('x.png')))
    expect(error.message).toBe('KDE Plasma needs qdbus, qdbus6 or dbus-send to talk to Plasma, and none is installed.')
  })

  it('span has no Plasma fill mode: refused before anything runs', async () => {
    const box = await kdeBox(['qdbus6'])
    await wallpaperError((await setter(box)).set(await box.image('x.png'), { fit: 'span' }))
    expect(await box.calls()).toEqual([])
  })
})
