// swww/awww and hyprpaper, which Debian does not package, against recordings of their commands
// that answer as they document (test/fakes/tools). swaybg and sway run for real: test/desktops.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools } from '../fakes/tools/harness'
import { wallpaperError } from '../support/wallpaper-error'

const fakeTools = useFakeTools()
const HYPRLAND = { XDG_CURRENT_DESKTOP: 'Hyprland', HYPRLAND_INSTANCE_SIGNATURE: 'abc_1700000000_123', XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1' }

describe.each(['swww', 'awww'] as const)('%s', (tool) => {
  const setter = (box: FakeToolbox) =>
    createWallpaperSetter({ env: box.env(HYPRLAND), stateDir: box.stateDir, running: (name) => name === `${tool}-daemon`, verifyTimeoutMs: 100 })

  it(`is chosen when ${tool}-daemon runs; img for all outputs, then one with --outputs`, async () => {
    const box = await fakeTools([tool, 'hyprctl'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend).toMatchObject({ id: tool, reason: `XDG_CURRENT_DESKTOP is "Hyprland"; ${tool}-daemon is running` })
    const all = await box.image('all.png')
    const one = await box.image('one two.png')
    await wallpaper.set(all)
    await wallpaper.set(one, { display: 1, fit: 'fit' })
    expect(await box.calls()).toEqual([
      [tool, 'img', all, '--resize', 'crop'],
      [tool, 'query'],
      [tool, 'query'],
      [tool, 'img', one, '--outputs', 'DP-1', '--resize', 'fit'],
      [tool, 'query'],
    ])
    expect(await wallpaper.current()).toEqual([
      { file: all, display: 'eDP-1' },
      { file: one, display: 'DP-1' },
    ])
  })

  it('center is --resize no; stretch is refused', async () => {
    const box = await fakeTools([tool])
    const wallpaper = await setter(box)
    await wallpaper.set(await box.image('c.png'), { fit: 'center' })
    expect((await box.calls())[0]?.slice(-2)).toEqual(['--resize', 'no'])
    expect((await wallpaperError(wallpaper.set(await box.image('c.png'), { fit: 'stretch' }))).message).toBe(`${tool} cannot stretch the image; choose another fit.`)
  })

  it('no daemon: the error carries what the tool said', async () => {
    const box = await fakeTools([tool])
    await box.fail(tool, `Error: Socket file not found. Are you sure ${tool}-daemon is running?`)
    const error = await wallpaperError((await setter(box)).set(await box.image('c.png')))
    expect(error.message).toBe(`${tool}: ${tool} failed with exit status 1: Error: Socket file not found. Are you sure ${tool}-daemon is running?`)
  })
})

describe('hyprpaper', () => {
  const setter = (box: FakeToolbox) =>
    createWallpaperSetter({ env: box.env(HYPRLAND), stateDir: box.stateDir, running: (name) => name === 'hyprpaper', verifyTimeoutMs: 100 })

  it('0.8: one wallpaper request per monitor from hyprctl monitors -j, then listactive', async () => {
    const box = await fakeTools(['hyprctl'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend).toMatchObject({ id: 'hyprpaper', reason: 'XDG_CURRENT_DESKTOP is "Hyprland"; hyprpaper is running' })
    const file = await box.image('h y.png')
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([
      ['hyprctl', 'monitors', '-j'],
      ['hyprctl', 'hyprpaper', 'wallpaper', `eDP-1,${file},cover`],
      ['hyprctl', 'hyprpaper', 'wallpaper', `DP-1,${file},cover`],
      ['hyprctl', 'hyprpaper', 'listactive'],
    ])
    expect(await wallpaper.current()).toEqual([
      { file, display: 'DP-1' },
      { file, display: 'eDP-1' },
    ])
  })

  it('0.8: one monitor by index, with the fit word', async () => {
    const box = await fakeTools(['hyprctl'])
    const file = await box.image('h.png')
    await (await setter(box)).set(file, { display: 1, fit: 'fit' })
    expect((await box.calls()).filter((call) => call[2] === 'wallpaper')).toEqual([['hyprctl', 'hyprpaper', 'wallpaper', `DP-1,${file},contain`]])
  })

  it('0.8.0–0.8.3 have no listactive: nothing to read back, no false alarm', async () => {
    const box = await fakeTools(['hyprctl'])
    await box.writeState('hyprpaper-version', '0.8.2')
    const wallpaper = await setter(box)
    await wallpaper.set(await box.image('h.png'), { fit: 'tile' })
    expect(await wallpaper.current()).toBeNull()
  })

  it('0.7: falls back to preload, wallpaper, unload when the new form is not understood, and stays there', async () => {
    const box = await fakeTools(['hyprctl'])
    await box.writeState('hyprpaper-version', '0.7.1')
    const wallpaper = await setter(box)
    const file = await box.image('old.png')
    await wallpaper.set(file, { fit: 'fit' })
    expect(await box.calls()).toEqual([
      ['hyprctl', 'monitors', '-j'],
      ['hyprctl', 'hyprpaper', 'wallpaper', `eDP-1,${file},contain`],
      ['hyprctl', 'hyprpaper', 'preload', file],
      ['hyprctl', 'hyprpaper', 'wallpaper', `,contain:${file}`],
      ['hyprctl', 'hyprpaper', 'unload', 'unused'],
      ['hyprctl', 'hyprpaper', 'listactive'],
    ])
    await box.clearCalls()
    const next = await box.image('next.png')
    await wallpaper.set(next, { display: 'eDP-1' })
    expect(await box.calls()).toEqual([
      ['hyprctl', 'monitors', '-j'],
      ['hyprctl', 'hyprpaper', 'preload', next],
      ['hyprctl', 'hyprpaper', 'wallpaper', `eDP-1,${next}`],
      ['hyprctl', 'hyprpaper', 'unload', 'unused'],
      ['hyprctl', 'hyprpaper', 'listactive'],
      ['hyprctl', 'monitors', '-j'],
    ])
  })

  it('a refusal is an error with hyprpaper’s answer', async () => {
    const box = await fakeTools(['hyprctl'])
    await box.writeState('hyprpaper-answer', 'wallpaper failed: monitor eDP-1 not found\n')
    const error = await wallpaperError((await setter(box)).set(await box.image('h.png')))
    expect(error.message).toBe('hyprpaper refused the wallpaper: wallpaper failed: monitor eDP-1 not found.')
  })
})
