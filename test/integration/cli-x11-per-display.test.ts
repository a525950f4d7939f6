// The real desktop path of "a different picture on each display": the built CLI under Xvfb with a
// landscape and a portrait monitor (one screen split with `xrandr --setmonitor`), feh and xrandr and
// nothing else on PATH, rotating from a folder of landscape and portrait pictures. Each monitor
// shows a picture of its own orientation, read back from the root window's pixels (xwd); a second
// step changes both; `tapestry previous` brings the pair before back.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtCli } from '../support/built-cli'
import { ensureDebianTools } from '../support/debian-tools'
import { writePicture } from '../support/local-pictures'
import { toolPath } from '../support/tool-path'
import { startXvfb, type XvfbServer } from '../support/xvfb'
import { readXwd } from '../support/xwd'
import { folderSourcesAt } from '../fakes/all-fakes'

const run = promisify(execFile)
/** A landscape monitor of 1280×720 at 0,0 and a portrait one of 720×1280 at 1280,0. */
const LANDSCAPE = { width: 1280, height: 720 }
const PORTRAIT = { width: 720, height: 1280 }
const COLOURS = { red: [220, 30, 30], green: [30, 190, 60], blue: [40, 60, 230], yellow: [230, 210, 40] } as const

const missing = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'feh', debianPackage: 'feh' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
])
const test = missing ? it.skip : it

describe('a different picture on each display, on X11 (Xvfb, xrandr --setmonitor, feh)', () => {
  let xvfb: XvfbServer | undefined
  let root = ''

  beforeAll(async () => {
    if (missing) return
    xvfb = await startXvfb({ width: LANDSCAPE.width + PORTRAIT.width, height: PORTRAIT.height })
    const display = ['-display', xvfb.display]
    await run('xrandr', [...display, '--setmonitor', 'left', `${LANDSCAPE.width}/339x${LANDSCAPE.height}/191+0+0`, 'screen'])
    await run('xrandr', [...display, '--setmonitor', 'right', `${PORTRAIT.width}/191x${PORTRAIT.height}/339+${LANDSCAPE.width}+0`, 'none'])
    root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-x11-per-display-'))
  })
  afterAll(async () => {
    await xvfb?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`fits a picture to each monitor, changes both, and goes back to the pair before${missing ? ` (skipped: ${missing})` : ''}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = path.join(root, 'home')
    const pictures = path.join(root, 'Pictures')
    const dataDir = path.join(root, 'data')
    await mkdir(home, { recursive: true })
    for (const [name, [r, g, b]] of Object.entries(COLOURS)) {
      const size = name === 'red' || name === 'green' ? LANDSCAPE : PORTRAIT
      await writePicture(path.join(pictures, `${name}.png`), { ...size, format: 'png', colour: { r, g, b } })
    }
    // Nothing online: every source points at a closed port, and only the folder is drawn from.
    const nowhere = 'http://127.0.0.1:9'
    const env = {
      PATH: toolPath(['feh', 'xrandr'], root),
      HOME: home,
      DISPLAY: display,
      XDG_SESSION_TYPE: 'x11',
      TAPESTRY_DATA_DIR: dataDir,
      TAPESTRY_WALLHAVEN_URL: nowhere,
      TAPESTRY_UNSPLASH_URL: nowhere,
      TAPESTRY_REDDIT_URL: nowhere,
      TAPESTRY_REDDIT_AUTH_URL: nowhere,
      ...folderSourcesAt(nowhere),
    }
    const { ok } = builtCli(env)
    /** Which of the four pictures each monitor shows, from a pixel in its middle. */
    const monitors = async () => {
      const { stdout } = await run('xwd', ['-root', '-silent', '-display', display], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
      const image = readXwd(stdout)
      const colourAt = (x: number, y: number) => {
        const pixel = image.pixel(x, y)
        return Object.entries(COLOURS).find(([, colour]) => colour.every((value, index) => Math.abs(value - (pixel[index] as number)) < 24))?.[0] ?? pixel.join(',')
      }
      return { left: colourAt(LANDSCAPE.width / 2, LANDSCAPE.height / 2), right: colourAt(LANDSCAPE.width + PORTRAIT.width / 2, PORTRAIT.height / 2) }
    }

    await ok(['folders', 'add', pictures])
    const settingsFile = path.join(dataDir, 'settings.json')
    const settings = JSON.parse(await readFile(settingsFile, 'utf8'))
    settings.rotation = { ...settings.rotation, pool: [{ source: 'folder', weight: 1, path: pictures }], perDisplay: true }
    await writeFile(settingsFile, JSON.stringify(settings))

    await ok(['next'])
    const first = await monitors()
    expect(['red', 'green']).toContain(first.left)
    expect(['blue', 'yellow']).toContain(first.right)

    await ok(['next'])
    const second = await monitors()
    expect(second.left).not.toBe(first.left)
    expect(second.right).not.toBe(first.right)
    expect(['red', 'green']).toContain(second.left)
    expect(['blue', 'yellow']).toContain(second.right)

    await ok(['previous'])
    expect(await monitors()).toEqual(first)
  }, 60_000)
})
