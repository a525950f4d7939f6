// feh, nitrogen and xwallpaper (X11 with no desktop) against fakes; xrandr --listmonitors gives
// two monitors, eDP-1 then HDMI-1.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const fakeTools = useFakeTools()

const setter = (box: FakeToolbox) =>
  createWallpaperSetter({ env: box.env({ DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }), stateDir: box.stateDir, verifyTimeoutMs: 100 })

describe('feh', () => {
  it('is the X11 fallback and sets every screen with one file', async () => {
    const box = await fakeTools(['feh', 'nitrogen', 'xwallpaper', 'xrandr'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend).toMatchObject({ id: 'feh', desktop: null, reason: 'an X11 session with no known desktop; feh is installed' })
    const file = await box.image("it's here.png")
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([['feh', '--bg-fill', file]])
    expect(await box.readHome('.fehbg')).toBe(`#!/bin/sh\nfeh --no-fehbg --bg-fill '${box.images}/it'\\''s here.png' \n`)
    expect(await wallpaper.current()).toEqual([{ file }])
  })

  it('per display: one file per Xinerama screen, in order, the other keeping its image', async () => {
    const box = await fakeTools(['feh', 'xrandr'])
    const wallpaper = await setter(box)
    const first = await box.image('first.png')
    const second = await box.image('second.png')
    await wallpaper.set(first)
    await box.clearCalls()
    await wallpaper.set(second, { display: 'HDMI-1' })
    expect(await box.calls()).toEqual([
      ['xrandr', '--listmonitors'],
      ['feh', '--bg-fill', first, second],
      ['xrandr', '--listmonitors'],
    ])
    expect(await wallpaper.current()).toEqual([
      { file: first, display: 'screen 0' },
      { file: second, display: 'screen 1' },
    ])
    await wallpaper.set(second, { display: 0, fit: 'center' })
    expect((await box.calls()).filter((call) => call[0] === 'feh').at(-1)).toEqual(['feh', '--bg-center', second, second])
  })

  it.each([
    ['fill', ['--bg-fill']],
    ['fit', ['--bg-max']],
    ['stretch', ['--bg-scale']],
    ['center', ['--bg-center']],
    ['tile', ['--bg-tile']],
    ['span', ['--no-xinerama', '--bg-fill']],
  ] as const)('fit %s → %j', async (fit, options) => {
    const box = await fakeTools(['feh'])
    const file = await box.image('f.png')
    await (await setter(box)).set(file, { fit })
    expect((await box.calls())[0]).toEqual(['feh', ...options, file])
  })

  it('span on one display is refused', async () => {
    const box = await fakeTools(['feh', 'xrandr'])
    await wallpaperError((await setter(box)).set(await box.image('f.png'), { fit: 'span', display: 1 }))
    expect(await box.calls()).toEqual([])
  })

  it('feh failing: its stderr is in the error', async () => {
    const box = await fakeTools(['feh'])
    await box.fail('feh', "feh ERROR: Can't open X display. It *is* running, yeah?")
    const error = await wallpaperError((await setter(box)).set(await box.image('f.png')))
    expect(error.message).toBe("feh: feh failed with exit status 1: feh ERROR: Can't open X display. It *is* running, yeah?")
  })
})

describe('nitrogen', () => {
  it('sets with --save and reads bg-saved.cfg back; --head=N for one monitor', async () => {
    const box = await fakeTools(['nitrogen', 'xrandr'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend.id).toBe('nitrogen')
    const all = await box.image('all.png')
    const one = await box.image('one.png')
    await wallpaper.set(all)
    await wallpaper.set(one, { display: 'HDMI-1', fit: 'fit' })
    const calls = (await box.calls()).filter((call) => call[0] === 'nitrogen')
    expect(calls).toEqual([
      ['nitrogen', '--set-zoom-fill', '--save', all],
      ['nitrogen', '--set-zoom', '--save', '--head=1', one],
    ])
    expect(await box.readHome('.config/nitrogen/bg-saved.cfg')).toContain(`[xin_1]\nfile=${one}`)
  })

  it('span has no nitrogen mode and is refused', async () => {
    const box = await fakeTools(['nitrogen'])
    const error = await wallpaperError((await setter(box)).set(await box.image('n.png'), { fit: 'span' }))
    expect(error.message).toBe('nitrogen cannot span one image across all displays; choose another fit.')
  })
})

describe('xwallpaper', () => {
  it('sets all outputs, then one output by name while redrawing the other from its record', async () => {
    const box = await fakeTools(['xwallpaper', 'xrandr'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend.id).toBe('xwallpaper')
    const all = await box.image('all.png')
    const one = await box.image('one.png')
    await wallpaper.set(all, { fit: 'fit' })
    await wallpaper.set(one, { display: 1, fit: 'stretch' })
    const calls = (await box.calls()).filter((call) => call[0] === 'xwallpaper')
    expect(calls).toEqual([
      ['xwallpaper', '--maximize', all],
      ['xwallpaper', '--output', 'eDP-1', '--maximize', all, '--output', 'HDMI-1', '--stretch', one],
    ])
    expect(await wallpaper.current()).toEqual([{ file: all }, { file: one, display: 'HDMI-1' }])
  })
})

// xrandr (x11-xserver-utils) only tells which screens there are: one image on the whole screen
// never needs it, and a picture for one display says what to install.
describe('without xrandr', () => {
  const NEEDS_XRANDR = /^(feh|nitrogen|xwallpaper) can set a picture on one display only with xrandr, which is not installed \(Debian and Ubuntu package x11-xserver-utils\); without it, set the picture on all displays\.$/

  it.each([
    ['feh', ['feh', '--bg-fill']],
    ['nitrogen', ['nitrogen', '--set-zoom-fill', '--save']],
    ['xwallpaper', ['xwallpaper', '--zoom']],
  ] as const)('%s sets the whole screen, reads it back and lists no displays', async (tool, command) => {
    const box = await fakeTools([tool])
    const wallpaper = await setter(box)
    expect(wallpaper.backend.id).toBe(tool)
    const file = await box.image('whole.png')
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([[...command, file]])
    expect(await wallpaper.current()).toEqual([{ file }])
    expect(await wallpaper.displays()).toEqual([])
  })

  it.each(['feh', 'xwallpaper'] as const)('%s: a picture for one display is refused with what to install, and nothing runs', async (tool) => {
    const box = await fakeTools([tool])
    const wallpaper = await setter(box)
    const error = await wallpaperError(wallpaper.set(await box.image('one.png'), { display: 1 }))
    expect(error.message).toMatch(NEEDS_XRANDR)
    expect(error.message.startsWith(tool)).toBe(true)
    expect(await box.calls()).toEqual([])
  })

  it('nitrogen: a head by number needs no list, a display by name does', async () => {
    const box = await fakeTools(['nitrogen'])
    const wallpaper = await setter(box)
    const file = await box.image('head.png')
    await wallpaper.set(file, { display: 1 })
    expect(await box.calls()).toEqual([['nitrogen', '--set-zoom-fill', '--save', '--head=1', file]])
    const error = await wallpaperError(wallpaper.set(file, { display: 'HDMI-1' }))
    expect(error.message).toMatch(NEEDS_XRANDR)
  })
})
