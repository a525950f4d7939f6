// The swaybg backend (other wlroots compositors, or chosen in Settings) with the real swaybg, on a
// headless sway that draws no background of its own, each output read back with grim.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallpaperSetter, type WallpaperSetter } from '../../src/main/core/wallpaper/wallpaper'
import { wallpaperError } from '../support/wallpaper-error'
import { ensureDebianTools } from '../support/debian-tools'
import { solidPicture } from './support/pictures'
import { BLUE, captureWayland, expectScreen, GREEN, RED, type View } from './support/screen'
import { startSession, type Session } from './support/session'
import { startSway } from './support/sway'

const missing = ensureDebianTools([
  { command: 'sway', debianPackage: 'sway' },
  { command: 'swaybg', debianPackage: 'swaybg' },
  { command: 'grim', debianPackage: 'grim' },
])
const test = missing ? it.skip : it

async function argsOf(pid: number): Promise<string[]> {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').slice(1, -1)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitUntil(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe(`swaybg${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let session: Session
  let views: View[]
  let stateDir: string
  let wallpaper: WallpaperSetter
  /** The swaybg Tapestry keeps drawing, from its state file. */
  const drawing = async () => (JSON.parse(await readFile(join(stateDir, 'swaybg.json'), 'utf8')) as { pids: number[] }).pids

  beforeAll(async () => {
    if (missing) return
    session = startSession('swaybg')
    const sway = await startSway(session, { config: 'no-background', outputs: 2 })
    views = sway.outputs.map((output) => ({ region: output, capture: captureWayland(session, output.name) }))
    stateDir = session.folder('state')
    wallpaper = await createWallpaperSetter({ env: session.env, settings: { backend: 'swaybg' }, stateDir, swaybgSwapDelayMs: 300 })
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
  })

  test('draws one picture on every output with a detached swaybg, and reads its arguments back', async () => {
    const red = await solidPicture(session, 'red', RED)
    await wallpaper.set(red)
    await expectScreen(views, [RED, RED])
    const [pid] = await drawing()
    expect(await argsOf(pid as number)).toEqual(['-o', '*', '-i', red, '-m', 'fill'])
    // Its own session and process group, so it outlives Tapestry.
    const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? []
    expect({ group: Number(stat[2]), session: Number(stat[3]) }).toEqual({ group: pid, session: pid })
    expect(await wallpaper.current()).toEqual([{ file: red, display: 'all outputs' }])
  })

  test('a new picture starts a new swaybg and stops the old one only after it, about the delay later', async () => {
    const [first] = await drawing()
    const before = Date.now()
    await wallpaper.set(await solidPicture(session, 'blue', BLUE))
    expect(Date.now() - before).toBeGreaterThanOrEqual(290)
    const [second] = await drawing()
    expect(second).not.toBe(first)
    await waitUntil(() => !alive(first as number))
    expect(alive(second as number)).toBe(true)
    await expectScreen(views, [BLUE, BLUE])
  })

  test('one output gets its own -o group; the other keeps its picture through the * group', async () => {
    const blue = await solidPicture(session, 'blue', BLUE)
    const green = await solidPicture(session, 'green', GREEN)
    await wallpaper.set(blue)
    await wallpaper.set(green, { display: 1, fit: 'fit' })
    await expectScreen(views, [BLUE, GREEN])
    const [pid] = await drawing()
    expect(await argsOf(pid as number)).toEqual(['-o', '*', '-i', blue, '-m', 'fill', '-o', views[1]?.region.name, '-i', green, '-m', 'fit'])
    expect(await wallpaper.current()).toEqual([
      { file: blue, display: 'all outputs' },
      { file: green, display: views[1]?.region.name },
    ])
  })

  test.each([
    ['fill', 'fill'],
    ['fit', 'fit'],
    ['stretch', 'stretch'],
    ['center', 'center'],
    ['tile', 'tile'],
  ] as const)('fit %s draws with -m %s', async (fit, mode) => {
    await wallpaper.set(await solidPicture(session, 'red', RED), { fit })
    const [pid] = await drawing()
    expect((await argsOf(pid as number)).at(-1)).toBe(mode)
    await expectScreen(views, [RED, RED])
  })

  test('a picture swaybg cannot read is an error with what it said, and the old one keeps drawing', async () => {
    await wallpaper.set(await solidPicture(session, 'green', GREEN))
    const [first] = await drawing()
    const broken = join(session.folder('pictures', 'broken'), 'not-a-picture.png')
    await writeFile(broken, 'this is text, not a PNG')
    const error = await wallpaperError(wallpaper.set(broken))
    expect(error.message).toBe(`swaybg could not draw the picture: [main.c:621] Failed to load image: ${broken}.`)
    expect(alive(first as number)).toBe(true)
    await expectScreen(views, [GREEN, GREEN])
  })

  test('span is refused before anything starts', async () => {
    const [pid] = await drawing()
    await wallpaperError(wallpaper.set(await solidPicture(session, 'red', RED), { fit: 'span' }))
    expect(await drawing()).toEqual([pid])
  })

  test('lists the outputs sway has (swaymsg -t get_outputs)', async () => {
    expect(await wallpaper.displays()).toEqual(views.map((view, index) => expect.objectContaining({ id: index, name: view.region.name, width: view.region.width, height: view.region.height })))
  })

  test('waits about a second by default before stopping the old one', async () => {
    const defaults = await createWallpaperSetter({ env: session.env, settings: { backend: 'swaybg' }, stateDir })
    const before = Date.now()
    await defaults.set(await solidPicture(session, 'blue', BLUE))
    expect(Date.now() - before).toBeGreaterThanOrEqual(990)
  })
})
