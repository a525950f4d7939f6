// XFCE against a fake xfconf-query that keeps properties, lists them, and refuses to set a missing
// one without -n -t like the real tool.
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox, FakeToolName } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const fakeTools = useFakeTools()
const Q = ['xfconf-query', '-c', 'xfce4-desktop']
const LIST = [...Q, '-p', '/backdrop', '-l']
const prop = (monitor: string, workspace: number, leaf = 'last-image') => `/backdrop/screen0/monitor${monitor}/workspace${workspace}/${leaf}`

async function xfceBox(tools: readonly FakeToolName[] = ['xfconf-query', 'xrandr'], existing = true): Promise<FakeToolbox> {
  const box = await fakeTools(tools)
  if (existing) {
    for (const monitor of ['eDP-1', 'HDMI-1']) {
      for (const workspace of [0, 1]) {
        await box.setXfconf(prop(monitor, workspace), '/usr/share/backgrounds/xfce/xfce-verticals.png')
        await box.setXfconf(prop(monitor, workspace, 'image-style'), '5')
      }
    }
    // The legacy key: setting only this does nothing on today's XFCE.
    await box.setXfconf('/backdrop/screen0/monitor0/image-path', '/old.png')
  }
  return box
}

const setter = (box: FakeToolbox) =>
  createWallpaperSetter({ env: box.env({ XDG_CURRENT_DESKTOP: 'XFCE', DISPLAY: ':0', XDG_SESSION_TYPE: 'x11' }), stateDir: box.stateDir, verifyTimeoutMs: 100 })

describe('XFCE', () => {
  it('sets image-style and every last-image (each monitor, each workspace), then reads them back', async () => {
    const box = await xfceBox()
    const file = await box.image('x y.png')
    await (await setter(box)).set(file, { fit: 'fit' })
    // In the order xfconf-query lists them.
    const writes = [] as string[][]
    for (const monitor of ['HDMI-1', 'eDP-1']) {
      for (const workspace of [0, 1]) {
        writes.push([...Q, '-p', prop(monitor, workspace, 'image-style'), '-s', '4'], [...Q, '-p', prop(monitor, workspace), '-s', file])
      }
    }
    const reads = ['HDMI-1', 'eDP-1'].flatMap((monitor) => [0, 1].map((workspace) => [...Q, '-p', prop(monitor, workspace)]))
    expect(await box.calls()).toEqual([LIST, ...writes, LIST, ...reads])
    expect(await box.xfconf('/backdrop/screen0/monitor0/image-path')).toBe('/old.png')
  })

  it('one display: only that monitor’s workspaces', async () => {
    const box = await xfceBox()
    const file = await box.image('one.png')
    const wallpaper = await setter(box)
    await wallpaper.set(file, { display: 1 })
    expect(await box.xfconf(prop('HDMI-1', 0))).toBe(file)
    expect(await box.xfconf(prop('HDMI-1', 1))).toBe(file)
    expect(await box.xfconf(prop('eDP-1', 0))).toBe('/usr/share/backgrounds/xfce/xfce-verticals.png')
    expect(await wallpaper.current()).toEqual([
      { file, display: 'monitorHDMI-1/workspace0' },
      { file, display: 'monitorHDMI-1/workspace1' },
      { file: '/usr/share/backgrounds/xfce/xfce-verticals.png', display: 'monitoreDP-1/workspace0' },
      { file: '/usr/share/backgrounds/xfce/xfce-verticals.png', display: 'monitoreDP-1/workspace1' },
    ])
    await wallpaper.set(file, { display: 'eDP-1' })
    expect(await box.xfconf(prop('eDP-1', 1))).toBe(file)
  })

  it('a fresh install (no /backdrop yet): creates workspace0 for each xrandr output with -n -t', async () => {
    const box = await xfceBox(['xfconf-query', 'xrandr'], false)
    const file = await box.image('fresh.png')
    await (await setter(box)).set(file, { fit: 'tile' })
    const calls = await box.calls()
    expect(calls).toContainEqual(['xrandr', '--listmonitors'])
    expect(calls.filter((call) => call.includes('-n'))).toEqual([
      [...Q, '-p', prop('eDP-1', 0, 'image-style'), '-n', '-t', 'int', '-s', '2'],
      [...Q, '-p', prop('eDP-1', 0), '-n', '-t', 'string', '-s', file],
      [...Q, '-p', prop('HDMI-1', 0, 'image-style'), '-n', '-t', 'int', '-s', '2'],
      [...Q, '-p', prop('HDMI-1', 0), '-n', '-t', 'string', '-s', file],
    ])
    expect(await box.xfconf(prop('HDMI-1', 0))).toBe(file)
  })

  it('a monitor with no property yet gets one created, the others untouched', async () => {
    const box = await fakeTools(['xfconf-query', 'xrandr'])
    await box.setXfconf(prop('eDP-1', 0), '/old.png')
    const file = await box.image('new.png')
    await (await setter(box)).set(file, { display: 'HDMI-1' })
    expect(await box.xfconf(prop('HDMI-1', 0))).toBe(file)
    expect(await box.xfconf(prop('eDP-1', 0))).toBe('/old.png')
  })

  it('without xrandr, the outputs come from the xfconf listing', async () => {
    const box = await xfceBox(['xfconf-query'])
    const wallpaper = await setter(box)
    expect(await wallpaper.displays()).toEqual([
      { id: 0, name: 'HDMI-1' },
      { id: 1, name: 'eDP-1' },
    ])
    const file = await box.image('z.png')
    await wallpaper.set(file, { display: 'HDMI-1' })
    expect(await box.xfconf(prop('HDMI-1', 1))).toBe(file)
  })

  it.each([
    ['fill', '5'],
    ['fit', '4'],
    ['stretch', '3'],
    ['center', '1'],
    ['tile', '2'],
    ['span', '6'],
  ] as const)('fit %s → image-style %s', async (fit, style) => {
    const box = await xfceBox()
    await (await setter(box)).set(await box.image('s.png'), { fit })
    expect(await box.xfconf(prop('eDP-1', 1, 'image-style'))).toBe(style)
  })

  it('a failing xfconf-query names XFCE and its stderr', async () => {
    const box = await xfceBox()
    await box.fail('xfconf-query', 'Failed to init libxfconf: Could not connect: No such file or directory.')
    const error = await wallpaperError((await setter(box)).set(await box.image('s.png')))
    expect(error.message).toBe('XFCE: xfconf-query failed with exit status 1: Failed to init libxfconf: Could not connect: No such file or directory.')
  })

  it('an unknown display is named with the ones that exist', async () => {
    const box = await xfceBox()
    const error = await wallpaperError((await setter(box)).set(await box.image('s.png'), { display: 'DP-9' }))
    expect(error.message).toBe('XFCE has no display DP-9; the displays are 0: eDP-1, 1: HDMI-1.')
  })
})
