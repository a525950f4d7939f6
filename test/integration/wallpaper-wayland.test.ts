// swaybg, swww/awww and hyprpaper against fakes. The fake swaybg really keeps running (detached) until
// it is sent SIGTERM, logging when it starts and stops.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import type { FakeToolbox } from '../fakes/tools/fake-tools'
import { useFakeTools, wallpaperError } from '../fakes/tools/harness'

const fakeTools = useFakeTools()
const SWAY = { XDG_CURRENT_DESKTOP: 'sway', SWAYSOCK: '/run/user/1000/sway-ipc.1000.1.sock', XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1' }
const HYPRLAND = { XDG_CURRENT_DESKTOP: 'Hyprland', HYPRLAND_INSTANCE_SIGNATURE: 'abc_1700000000_123', XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-1' }

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function stat(pid: number): Promise<{ state: string; pgrp: number; session: number }> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return { state: fields[0] as string, pgrp: Number(fields[2]), session: Number(fields[3]) }
}

async function started(box: FakeToolbox): Promise<number[]> {
  return (await box.lines()).filter((line) => line[0] === 'swaybg-started').map((line) => Number(line[1]))
}

async function waitUntil(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('swaybg', () => {
  const setter = (box: FakeToolbox, swaybgSwapDelayMs = 150) =>
    createWallpaperSetter({ env: box.env(SWAY), stateDir: box.stateDir, swaybgSwapDelayMs, verifyTimeoutMs: 200 })

  it('starts one detached swaybg for all outputs and reads its arguments back', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend).toMatchObject({ id: 'swaybg', reason: 'XDG_CURRENT_DESKTOP is "sway"; swaybg is installed' })
    const file = await box.image('s w.png')
    await wallpaper.set(file)
    expect(await box.calls()).toEqual([['swaybg', '-o', '*', '-i', file, '-m', 'fill']])
    const [pid] = await started(box)
    expect(pid).toBeDefined()
    // Detached: its own session and process group, so it outlives Tapestry.
    expect(await stat(pid as number)).toMatchObject({ pgrp: pid, session: pid })
    expect(JSON.parse(await readFile(`${box.stateDir}/swaybg.json`, 'utf8'))).toEqual({ pids: [pid], groups: [{ output: '*', file, mode: 'fill' }] })
    expect(await wallpaper.current()).toEqual([{ file, display: 'all outputs' }])
  })

  it('stops the old swaybg only after the new one has started and had time to draw', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    const wallpaper = await setter(box, 300)
    await wallpaper.set(await box.image('one.png'))
    const [first] = await started(box)
    const before = Date.now()
    await wallpaper.set(await box.image('two.png'))
    expect(Date.now() - before).toBeGreaterThanOrEqual(290)
    const [, second] = await started(box)
    await waitUntil(() => !alive(first as number))
    expect(alive(second as number)).toBe(true)
    const events = (await box.lines()).filter((line) => line[0]?.startsWith('swaybg-')).map((line) => `${line[0]} ${line[1]}`)
    expect(events).toEqual([`swaybg-started ${first}`, `swaybg-started ${second}`, `swaybg-stopped ${first}`])
  })

  it('waits about a second by default before stopping the old one', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    const wallpaper = await createWallpaperSetter({ env: box.env(SWAY), stateDir: box.stateDir })
    const before = Date.now()
    await wallpaper.set(await box.image('one.png'))
    expect(Date.now() - before).toBeGreaterThanOrEqual(990)
  })

  it('one output: a -o group for it, the others keep their image through the * group', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    const wallpaper = await setter(box)
    const all = await box.image('all.png')
    const one = await box.image('one.png')
    await wallpaper.set(all)
    await wallpaper.set(one, { display: 1, fit: 'fit' })
    expect((await box.calls()).filter((call) => call[0] === 'swaybg').at(-1)).toEqual(['swaybg', '-o', '*', '-i', all, '-m', 'fill', '-o', 'HDMI-A-1', '-i', one, '-m', 'fit'])
    expect(await wallpaper.current()).toEqual([
      { file: all, display: 'all outputs' },
      { file: one, display: 'HDMI-A-1' },
    ])
    const again = await box.image('again.png')
    await wallpaper.set(again, { display: 'eDP-1', fit: 'center' })
    expect((await box.calls()).filter((call) => call[0] === 'swaybg').at(-1)).toEqual([
      'swaybg', '-o', '*', '-i', all, '-m', 'fill', '-o', 'HDMI-A-1', '-i', one, '-m', 'fit', '-o', 'eDP-1', '-i', again, '-m', 'center',
    ])
    // Only the newest swaybg is left running.
    const pids = await started(box)
    await waitUntil(() => pids.slice(0, -1).every((pid) => !alive(pid)))
    expect(alive(pids.at(-1) as number)).toBe(true)
  })

  it('a swaybg that dies at once is an error with its stderr, and the old one keeps drawing', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    const wallpaper = await setter(box)
    await wallpaper.set(await box.image('good.png'))
    const [first] = await started(box)
    await box.fail('swaybg', '[main.c:123] Failed to load image: /x.png: Unknown image format')
    const error = await wallpaperError(wallpaper.set(await box.image('bad.png')))
    expect(error.message).toBe('swaybg stopped right after it started: [main.c:123] Failed to load image: /x.png: Unknown image format.')
    expect(alive(first as number)).toBe(true)
  })

  it('lists outputs from swaymsg -t get_outputs -r (active ones only)', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    expect(await (await setter(box)).displays()).toEqual([
      { id: 0, name: 'eDP-1', width: 1920, height: 1080, primary: true, x: 0, y: 0 },
      { id: 1, name: 'HDMI-A-1', width: 2560, height: 1440, primary: false, x: 1920, y: 0 },
    ])
    expect(await box.calls()).toEqual([['swaymsg', '-t', 'get_outputs', '-r']])
  })

  it.each([
    ['fill', 'fill'],
    ['fit', 'fit'],
    ['stretch', 'stretch'],
    ['center', 'center'],
    ['tile', 'tile'],
  ] as const)('fit %s → -m %s', async (fit, mode) => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    await (await setter(box, 50)).set(await box.image('m.png'), { fit })
    expect((await box.calls())[0]?.at(-1)).toBe(mode)
  })

  it('span is refused before anything starts', async () => {
    const box = await fakeTools(['swaybg', 'swaymsg'])
    await wallpaperError((await setter(box)).set(await box.image('m.png'), { fit: 'span' }))
    expect(await box.lines()).toEqual([])
  })
})

describe.each(['swww', 'awww'] as const)('%s', (tool) => {
  const setter = (box: FakeToolbox) =>
    createWallpaperSetter({ env: box.env(SWAY), stateDir: box.stateDir, running: (name) => name === `${tool}-daemon`, verifyTimeoutMs: 100 })

  it(`is chosen when ${tool}-daemon runs; img for all outputs, then one with --outputs`, async () => {
    const box = await fakeTools([tool, 'swaybg', 'swaymsg'])
    const wallpaper = await setter(box)
    expect(wallpaper.backend).toMatchObject({ id: tool, reason: `XDG_CURRENT_DESKTOP is "sway"; ${tool}-daemon is running` })
    const all = await box.image('all.png')
    const one = await box.image('one two.png')
    await wallpaper.set(all)
    await wallpaper.set(one, { display: 1, fit: 'fit' })
    expect(await box.calls()).toEqual([
      [tool, 'img', all, '--resize', 'crop'],
      [tool, 'query'],
      [tool, 'query'],
      [tool, 'img', one, '--outputs', 'HDMI-A-1', '--resize', 'fit'],
      [tool, 'query'],
    ])
    expect(await wallpaper.current()).toEqual([
      { file: all, display: 'eDP-1' },
      { file: one, display: 'HDMI-A-1' },
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
