// The real thing on X11: Xvfb, the real feh, detection with no desktop, and three checks that the
// root window shows the image: ~/.fehbg, _XROOTPMAP_ID, and the root's pixels read back with xwd.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWallpaperSetter } from '../../src/main/core/wallpaper'
import { bandAt, makePng } from '../fakes/images'
import { ensureDebianTools } from '../support/debian-tools'
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
const suffix = missing ? ` (skipped: ${missing})` : ''

describe('wallpaper on X11 under Xvfb with feh', () => {
  let xvfb: XvfbServer | undefined
  let root = ''

  beforeAll(async () => {
    if (missing) return
    xvfb = await startXvfb({ width: WIDTH, height: HEIGHT })
    root = await mkdtemp(join(tmpdir(), 'tapestry-x11-'))
  })

  afterAll(async () => {
    await xvfb?.stop()
    if (root) await rm(root, { recursive: true, force: true })
  })

  test(`detects feh, sets a PNG, and the root window shows its four bands${suffix}`, async () => {
    const display = (xvfb as XvfbServer).display
    const home = join(root, 'home')
    const library = join(root, 'library')
    await mkdir(home, { recursive: true })
    await mkdir(library, { recursive: true })
    const png = join(library, 'bands wallpaper.png')
    await writeFile(png, makePng(WIDTH, HEIGHT))
    // Only what the session would have: no desktop variable, an X display, a temp HOME.
    const env = { PATH: process.env.PATH, HOME: home, DISPLAY: display, XDG_SESSION_TYPE: 'x11' }

    const wallpaper = await createWallpaperSetter({
      env,
      stateDir: join(root, 'state'),
      // The host's own desktop processes (if any) do not draw on this Xvfb.
      running: () => false,
    })
    expect(wallpaper.backend).toMatchObject({ id: 'feh', reason: 'an X11 session with no known desktop; feh is installed' })

    const started = performance.now()
    await wallpaper.set(png)
    const setMs = performance.now() - started
    console.log(`feh set and read back in ${setMs.toFixed(0)} ms`)

    // (1) feh's own record.
    expect(await readFile(join(home, '.fehbg'), 'utf8')).toContain(`feh --no-fehbg --bg-fill '${png}'`)
    expect(await wallpaper.current()).toEqual([{ file: png }])

    // (2) The root window carries the pixmap.
    const { stdout: atoms } = await run('xprop', ['-root', '-display', display, '_XROOTPMAP_ID', 'ESETROOT_PMAP_ID'], { env })
    expect(atoms).toMatch(/_XROOTPMAP_ID\(PIXMAP\): pixmap id # 0x[0-9a-f]+/)
    expect(atoms).toMatch(/ESETROOT_PMAP_ID\(PIXMAP\): pixmap id # 0x[0-9a-f]+/)

    // (3) The pixels: each band's middle column, at the top, middle and bottom.
    const { stdout: dump } = await run('xwd', ['-root', '-silent', '-display', display], { env, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })
    const image = readXwd(dump)
    expect([image.width, image.height]).toEqual([WIDTH, HEIGHT])
    for (let band = 0; band < 4; band++) {
      const x = Math.floor(((band + 0.5) * WIDTH) / 4)
      for (const y of [2, HEIGHT / 2, HEIGHT - 3]) expect(image.pixel(x, y)).toEqual([...bandAt(x, WIDTH)])
    }
  })
})
