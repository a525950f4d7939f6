// The real desktop path of `tapestry previous`: the built CLI under Xvfb with two monitors (one
// screen split with `xrandr --setmonitor`), feh and xrandr and nothing else on PATH, Wallhaven
// images from the fakes. Two wallpapers are two different pictures (the image host draws one per
// id), so the root window's pixels (read back with xwd) tell which one each monitor shows:
// after two sets, Previous shows the first again on both monitors; after a set on one monitor
// alone, Previous takes that monitor back while the other keeps its picture.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { builtCli } from '../support/built-cli'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'
import { startXvfb, type XvfbServer } from '../support/xvfb'
import { readXwd } from '../support/xwd'

const run = promisify(execFile)
const WIDTH = 1280
const HEIGHT = 720

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const test = missing ? it.skip : it

describe('tapestry previous on X11 with two monitors (Xvfb, xrandr --setmonitor, feh)', () => {
  let xvfb: XvfbServer | undefined
  let fakes: AllFakes
  let root = ''

  beforeAll(async () => {
    fakes = await startAllFakes()
    if (missing) return
    // One 2560×720 screen split into two RandR monitors, which Xinerama (and so feh) sees as heads:
    // `screen` on the left (named after the output) and `right`.
    xvfb = await startXvfb({ width: 2 * WIDTH, height: HEIGHT })
    const display = ['-display', xvfb.display]
    await run('xrandr', [...display, '--setmonitor', 'left', `${WIDTH}/339x${HEIGHT}/191+0+0`, 'screen'])
    await run('xrandr', [...display, '--setmonitor', 'right', `${WIDTH}/339x${HEIGHT}/191+${WIDTH}+0`, 'none'])
    root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-x11-previous-'))
  })
  afterAll(async () => {
    await xvfb?.stop()
    await fakes.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`goes back to the picture before on each monitor${missing ? ` (skipped: ${missing})` : ''}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = path.join(root, 'home')
    await mkdir(home, { recursive: true })
    const env = { ...fakes.env, PATH: toolPath(['feh', 'xrandr'], root), HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11', TAPESTRY_DATA_DIR: path.join(root, 'data') }

    const { tapestry, ok } = builtCli(env)
    /** Each monitor's row of pixels across its middle, every 16 px: enough to tell the two pictures apart. */
    const monitors = async () => {
      const { stdout } = await run('xwd', ['-root', '-silent', '-display', display], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
      const image = readXwd(stdout)
      const row = (left: number) => Array.from({ length: WIDTH / 16 }, (_, index) => image.pixel(left + index * 16 + 8, HEIGHT / 2).join(','))
      return { left: row(0), right: row(WIDTH) }
    }

    // 16:9 fills a monitor edge to edge; a 21:9 picture is cropped at both sides. Each is a picture of its own.
    const sixteenNine = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw' && entry.record.dimension_x * 9 === entry.record.dimension_y * 16)
    const wide = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw' && entry.record.dimension_x / entry.record.dimension_y > 2.3)

    await ok(['set', 'wallhaven', sixteenNine.id])
    const first = await monitors()
    expect(first.right).toEqual(first.left)
    await ok(['set', 'wallhaven', wide.id])
    const second = await monitors()
    expect(second.left).not.toEqual(first.left)

    const back = await ok(['previous', '--json'])
    expect(JSON.parse(back.stdout).restored.map((shown: { item: { id: string } }) => shown.item.id)).toEqual([sixteenNine.id])
    expect(await monitors()).toEqual(first)

    // The right monitor alone gets the wide picture; Previous takes it back there, the left keeps its own.
    await ok(['set', 'wallhaven', wide.id, '--display', 'right'])
    const split = await monitors()
    expect(split.left).toEqual(first.left)
    expect(split.right).toEqual(second.right)
    const rightBack = await ok(['previous', '--json'])
    expect(JSON.parse(rightBack.stdout).restored).toMatchObject([{ display: 'right', item: { id: sixteenNine.id } }])
    expect(await monitors()).toEqual(first)

    // Nothing earlier is left: exit 5, and the monitors stay as they are.
    const none = await tapestry(['previous'])
    expect(none.code).toBe(5)
    expect(await monitors()).toEqual(first)
  })
})
