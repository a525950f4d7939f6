// GNOME, Unity, Budgie, Cinnamon and MATE against a fake gsettings that keeps what was set.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const GNOME = 'org.gnome.desktop.background'
const OLD = "'file:///usr/share/backgrounds/old.jpg'"
const fakeTools = useFakeTools()

async function gnomeBox({ darkKey = true } = {}): Promise<FakeToolbox> {
  const box = await fakeTools(['gsettings', 'xrandr'])
  await box.setGsetting(GNOME, 'picture-uri', OLD)
  if (darkKey) await box.setGsetting(GNOME, 'picture-uri-dark', OLD)
  await box.setGsetting(GNOME, 'picture-options', "'none'")
  await box.setGsetting(GNOME, 'primary-color', "'#000000'")
  return box
}

function setter(box: FakeToolbox, desktop: string, extra: { verifyTimeoutMs?: number } = {}) {
  return createWallpaperSetter({ env: box.env({ XDG_CURRENT_DESKTOP: desktop, DISPLAY: ':0' }), stateDir: box.stateDir, ...extra })
}

describe('GNOME', () => {
  it('sets picture-options, picture-uri AND picture-uri-dark, then reads both back', async () => {
    const box = await gnomeBox()
    const wallpaper = await setter(box, 'ubuntu:GNOME')
    expect(wallpaper.backend).toMatchObject({ id: 'gnome', name: 'GNOME', perDisplay: false, limitation: 'GNOME shows one image on all displays.' })
    const file = await box.image("it's a sunset #1.png")
    const uri = `file://${box.images}/it's%20a%20sunset%20%231.png`

    await wallpaper.set(file)

    expect(await box.calls()).toEqual([
      ['gsettings', 'list-keys', GNOME],
      ['gsettings', 'set', GNOME, 'picture-options', "'zoom'"],
      ['gsettings', 'set', GNOME, 'picture-uri', `'${uri.replace("'", "\\'")}'`],
      ['gsettings', 'set', GNOME, 'picture-uri-dark', `'${uri.replace("'", "\\'")}'`],
      ['gsettings', 'get', GNOME, 'picture-uri'],
      ['gsettings', 'get', GNOME, 'picture-uri-dark'],
    ])
    // 'none' shows no picture: it must have become a visible option.
    expect(await box.gsetting(GNOME, 'picture-options')).toBe("'zoom'")
    expect(await wallpaper.current()).toEqual([
      { file, display: 'picture-uri' },
      { file, display: 'picture-uri-dark' },
    ])
  })

  it('before GNOME 42 (no picture-uri-dark) sets picture-uri alone', async () => {
    const box = await gnomeBox({ darkKey: false })
    const file = await box.image('a.png')
    await (await setter(box, 'GNOME')).set(file)
    const sets = (await box.calls()).filter((call) => call[1] === 'set').map((call) => call[3])
    expect(sets).toEqual(['picture-options', 'picture-uri'])
  })

  it.each([
    ['fill', 'zoom'],
    ['fit', 'scaled'],
    ['stretch', 'stretched'],
    ['center', 'centered'],
    ['tile', 'wallpaper'],
    ['span', 'spanned'],
  ] as const)('fit %s → picture-options %s', async (fit, option) => {
    const box = await gnomeBox()
    await (await setter(box, 'GNOME')).set(await box.image('a.png'), { fit })
    expect(await box.gsetting(GNOME, 'picture-options')).toBe(`'${option}'`)
  })

  it('refuses one display on its own, before running anything', async () => {
    const box = await gnomeBox()
    const wallpaper = await setter(box, 'GNOME')
    const error = await wallpaperError(wallpaper.set(await box.image('a.png'), { display: 1 }))
    expect(error.message).toBe('GNOME shows one image on all displays: it cannot show a separate image on display 1.')
    expect(await box.calls()).toEqual([])
  })

  it('a gsettings that forgets what it was told (memory backend) is "did not take", never success', async () => {
    const box = await gnomeBox()
    await box.writeState('memory-backend', '')
    const wallpaper = await setter(box, 'GNOME', { verifyTimeoutMs: 150 })
    const error = await wallpaperError(wallpaper.set(await box.image('a.png')))
    expect(error.message).toBe('GNOME did not take the new wallpaper: it still shows /usr/share/backgrounds/old.jpg (picture-uri).')
  })

  it('a failing read-back names GNOME and what gsettings said', async () => {
    const box = await gnomeBox()
    await box.fail('gsettings', 'error: Failed to connect to dconf: No such file or directory', 'get')
    const error = await wallpaperError((await setter(box, 'GNOME')).set(await box.image('a.png')))
    expect(error.message).toBe('GNOME: gsettings failed with exit status 1: error: Failed to connect to dconf: No such file or directory.')
  })

  it('a failing set carries the first lines of the stderr', async () => {
    const box = await gnomeBox()
    await box.fail('gsettings', 'No such schema “org.gnome.desktop.background”\nsecond line\nthird line\nfourth line', 'set')
    const error = await wallpaperError((await setter(box, 'GNOME')).set(await box.image('a.png')))
    expect(error.message).toBe('GNOME: gsettings failed with exit status 1: No such schema “org.gnome.desktop.background” / second line / third line.')
  })

  it('lists the X11 displays through xrandr', async () => {
    const box = await gnomeBox()
    expect(await (await setter(box, 'GNOME')).displays()).toEqual([
      { id: 0, name: 'eDP-1', width: 1920, height: 1080, primary: true, x: 0, y: 0 },
      { id: 1, name: 'HDMI-1', width: 2560, height: 1440, primary: false, x: 1920, y: 0 },
    ])
  })
})

describe.each([
  ['Unity', 'unity'],
  ['Budgie:GNOME', 'budgie'],
] as const)('%s', (desktop, id) => {
  it('uses the GNOME keys and names itself', async () => {
    const box = await gnomeBox()
    const wallpaper = await setter(box, desktop)
    expect(wallpaper.backend.id).toBe(id)
    const file = await box.image('b.png')
    await wallpaper.set(file)
    expect(await box.gsetting(GNOME, 'picture-uri')).toBe(`'file://${file}'`)
    expect(await box.gsetting(GNOME, 'picture-uri-dark')).toBe(`'file://${file}'`)
    const error = await wallpaperError(wallpaper.set(file, { display: 'HDMI-1' }))
    expect(error.message).toMatch(new RegExp(`^${wallpaper.backend.name} shows one image on all displays`))
  })
})

describe('Cinnamon', () => {
  it('sets org.cinnamon.desktop.background picture-uri and picture-options', async () => {
    const box = await fakeTools(['gsettings'])
    const schema = 'org.cinnamon.desktop.background'
    await box.setGsetting(schema, 'picture-uri', OLD)
    await box.setGsetting(schema, 'picture-options', "'zoom'")
    const file = await box.image('c d.png')
    const wallpaper = await setter(box, 'X-Cinnamon')
    await wallpaper.set(file, { fit: 'center' })
    expect(await box.calls()).toEqual([
      ['gsettings', 'set', schema, 'picture-options', "'centered'"],
      ['gsettings', 'set', schema, 'picture-uri', `'file://${box.images}/c%20d.png'`],
      ['gsettings', 'get', schema, 'picture-uri'],
    ])
    expect(wallpaper.backend.limitation).toBe('Cinnamon shows one image on all displays.')
  })
})

describe('MATE', () => {
  it('sets picture-filename as a plain path', async () => {
    const box = await fakeTools(['gsettings'])
    const schema = 'org.mate.background'
    await box.setGsetting(schema, 'picture-filename', "'/usr/share/backgrounds/old.jpg'")
    await box.setGsetting(schema, 'picture-options', "'none'")
    const file = await box.image('e f.png')
    await (await setter(box, 'MATE')).set(file, { fit: 'span' })
    expect(await box.calls()).toEqual([
      ['gsettings', 'set', schema, 'picture-options', "'spanned'"],
      ['gsettings', 'set', schema, 'picture-filename', `'${file}'`],
      ['gsettings', 'get', schema, 'picture-filename'],
    ])
  })
})
