// The real desktop path of `tapestry set`: the built CLI, under Xvfb with feh and no desktop
// environment, downloads a Wallhaven image from the fakes into the library and the root window
// shows it (~/.fehbg, _XROOTPMAP_ID, and the root pixels read back with xwd). The CLI's PATH holds
// feh and nothing else, as on a machine without xrandr: one image on the whole screen needs no more.
import { execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createLibrary, type LibraryEntry } from '../../src/main/core/library/library'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { bandAt } from '../fakes/images'
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
  { command: 'xprop', debianPackage: 'x11-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
])
const test = missing ? it.skip : it

describe('tapestry set on X11 (Xvfb + feh)', () => {
  let xvfb: XvfbServer | undefined
  let fakes: AllFakes
  let root = ''

  beforeAll(async () => {
    fakes = await startAllFakes()
    if (missing) return
    xvfb = await startXvfb({ width: WIDTH, height: HEIGHT })
    root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-x11-'))
  })
  afterAll(async () => {
    await xvfb?.stop()
    await fakes.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`sets a Wallhaven image as the root window's background, with no xrandr on PATH${missing ? ` (skipped: ${missing})` : ''}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = path.join(root, 'home')
    const dataDir = path.join(root, 'data')
    await mkdir(home, { recursive: true })
    // A 16:9 landscape JPEG, so --bg-fill keeps the four bands where they are.
    const wallpaper = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw' && entry.record.dimension_x * 9 === entry.record.dimension_y * 16)
    const env = { ...fakes.env, PATH: toolPath(['feh'], root), HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11', TAPESTRY_DATA_DIR: dataDir }

    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['out/main/cli.js', 'set', 'wallhaven', wallpaper.id, '--json'], { env })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)

    const library = createLibrary({ dataDir })
    const file = library.pathOf(library.entries()[0] as LibraryEntry)
    library.close()
    expect(await readFile(path.join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg --bg-fill '${file}'`)

    const { stdout: atoms } = await run('xprop', ['-root', '-display', display, '_XROOTPMAP_ID'])
    expect(atoms).toMatch(/_XROOTPMAP_ID\(PIXMAP\): pixmap id # 0x[0-9a-f]+/)

    const { stdout: dump } = await run('xwd', ['-root', '-silent', '-display', display], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
    const image = readXwd(dump)
    for (let band = 0; band < 4; band++) {
      const x = Math.floor(((band + 0.5) * WIDTH) / 4)
      const expected = bandAt(x, WIDTH)
      // JPEG and scaling move colours a little; the band must still be unmistakable.
      image.pixel(x, HEIGHT / 2).forEach((channel, index) => expect(Math.abs(channel - (expected[index] as number))).toBeLessThanOrEqual(16))
    }
  })
})
