// LXDE (pcmanfm) and LXQt (pcmanfm-qt) against fakes that write the desktop's config like the
// running desktop does.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const fakeTools = useFakeTools()

const setter = (box: FakeToolbox, env: Record<string, string>) =>
  createWallpaperSetter({ env: box.env({ DISPLAY: ':0', ...env }), stateDir: box.stateDir, verifyTimeoutMs: 100 })

describe('LXDE', () => {
  it('runs pcmanfm --set-wallpaper --wallpaper-mode and reads the profile’s desktop-items-0.conf', async () => {
    const box = await fakeTools(['pcmanfm'])
    const wallpaper = await setter(box, { DESKTOP_SESSION: 'LXDE' })
    expect(wallpaper.backend).toMatchObject({ id: 'lxde', perDisplay: false, reason: 'DESKTOP_SESSION is "LXDE"' })
    const file = await box.image('l x.png')
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([['pcmanfm', `--set-wallpaper=${file}`, '--wallpaper-mode=crop']])
    expect(await box.readHome('.config/pcmanfm/LXDE/desktop-items-0.conf')).toContain(`wallpaper=${file}`)
    expect(await wallpaper.current()).toEqual([{ file }])
  })

  it('Lubuntu keeps its config under lubuntu', async () => {
    const box = await fakeTools(['pcmanfm'])
    const file = await box.image('l.png')
    await (await setter(box, { DESKTOP_SESSION: 'Lubuntu' })).set(file)
    expect(await box.readHome('.config/pcmanfm/lubuntu/desktop-items-0.conf')).toContain(`wallpaper=${file}`)
  })

  it.each([
    ['fill', 'crop'],
    ['fit', 'fit'],
    ['stretch', 'stretch'],
    ['center', 'center'],
    ['tile', 'tile'],
    ['span', 'screen'],
  ] as const)('fit %s → --wallpaper-mode=%s', async (fit, mode) => {
    const box = await fakeTools(['pcmanfm'])
    await (await setter(box, { XDG_CURRENT_DESKTOP: 'LXDE' })).set(await box.image('l.png'), { fit })
    expect((await box.calls())[0]?.[2]).toBe(`--wallpaper-mode=${mode}`)
  })

  it('one display on its own is refused', async () => {
    const box = await fakeTools(['pcmanfm'])
    const error = await wallpaperError((await setter(box, { XDG_CURRENT_DESKTOP: 'LXDE' })).set(await box.image('l.png'), { display: 0 }))
    expect(error.message).toBe('LXDE shows one image on all displays: it cannot show a separate image on display 0.')
  })
})

describe('LXQt', () => {
  it('runs pcmanfm-qt and reads Wallpaper= from lxqt/settings.conf', async () => {
    const box = await fakeTools(['pcmanfm-qt'])
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: 'LXQt' })
    const file = await box.image('q.png')
    await wallpaper.set(file, { fit: 'fit' })
    expect(await box.calls()).toEqual([['pcmanfm-qt', `--set-wallpaper=${file}`, '--wallpaper-mode=fit']])
    expect(await wallpaper.current()).toEqual([{ file }])
  })

  it('fill is pcmanfm-qt’s zoom; span is refused', async () => {
    const box = await fakeTools(['pcmanfm-qt'])
    const wallpaper = await setter(box, { XDG_CURRENT_DESKTOP: 'LXQt' })
    await wallpaper.set(await box.image('q.png'))
    expect((await box.calls())[0]?.[2]).toBe('--wallpaper-mode=zoom')
    expect((await wallpaperError(wallpaper.set(await box.image('q.png'), { fit: 'span' }))).message).toBe(
      'LXQt cannot span one image across all displays; choose another fit.',
    )
  })

  it('pcmanfm-qt not installed: says which command is missing', async () => {
    const box = await fakeTools(['xrandr'])
    const error = await wallpaperError((await setter(box, { XDG_CURRENT_DESKTOP: 'LXQt' })).set(await box.image('q.png')))
    expect(error.message).toBe('LXQt needs the command pcmanfm-qt, which is not installed or not on PATH.')
  })
})
