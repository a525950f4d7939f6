// `tapestry set` and `tapestry next` end to end against the fakes (Wallhaven, Unsplash, Reddit and
// their image host), on a real X.Org server with two outputs (the dummy driver: DUMMY0 then DUMMY1
// in xrandr's list) and the real feh and xrandr: the file set is a complete library image, what feh
// drew is read back from its own ~/.fehbg (and the screen), history is recorded, Unsplash is
// credited exactly once per set, and failures get their exit codes.
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { createLibrary } from '../../src/main/core/library/library'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { sniffImage } from '../../src/main/core/downloads/image-format'
import { captureX11, centreOf, expectScreen, viewsOf, type Rgb, type View } from '../desktops/support/screen'
import { startSession, type Session } from '../desktops/support/session'
import { startXorg } from '../desktops/support/x-server'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { makePng } from '../fakes/images'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'xwd', debianPackage: 'x11-apps' },
  { command: 'feh', debianPackage: 'feh' },
])
const describeX = missing ? describe.skip : describe
const skipped = missing ? ` (skipped: ${missing})` : ''

let fakes: AllFakes
let session: Session
/** The screen at DUMMY0 (1280×720 at 0,0) and DUMMY1 (1600×900 at 1280,0). */
let views: View[]
/** feh and xrandr: all Tapestry may run. */
let bin: string
let root: string
let dataDir: string
let home: string
let env: Record<string, string>

/** Rotation from Wallhaven alone (not the first run's keyless pool), so its fakes' faults are the step's. */
async function writeSettings(extra: Record<string, unknown> = {}): Promise<void> {
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'feh' }, rotation: { source: 'wallhaven' }, ...extra }))
}

beforeAll(async () => {
  fakes = await startAllFakes()
  if (missing) return
  session = startSession('cli-set', { asMe: true })
  const { monitors } = await startXorg(session, [
    { width: 1280, height: 720 },
    { width: 1600, height: 900 },
  ])
  views = viewsOf(captureX11(session), monitors)
  bin = toolPath(['feh', 'xrandr'], session.folder('tools'))
  root = session.folder('runs')
}, 60_000)
afterAll(async () => {
  await session?.stop()
  await fakes.stop()
})
// A data folder and a home of each test's own: its library, and feh's ~/.fehbg.
beforeEach(async () => {
  if (missing) return
  fakes.reset()
  dataDir = await mkdtemp(path.join(root, 'data-'))
  home = await mkdtemp(path.join(root, 'home-'))
  env = { ...fakes.env, TAPESTRY_DATA_DIR: dataDir, PATH: bin, HOME: home, DISPLAY: session.env.DISPLAY as string, XDG_SESSION_TYPE: 'x11' }
  await writeSettings()
})

async function tapestry(argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, COMMANDS, () => createCliContext(env, { resolveMediaUrl: fakes.resolveMediaUrl }), {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  })
  for (const secret of fakes.secrets) expect(stdout + stderr).not.toContain(secret)
  return { code, stdout, stderr }
}

/**
 * What feh drew, from its own record (~/.fehbg, which it writes each time it draws): one file for
 * every screen, or one a screen in xrandr's order; none before feh has run.
 */
async function shown(): Promise<string[]> {
  const text = await readFile(path.join(home, '.fehbg'), 'utf8').catch(() => '')
  return [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] as string)
}

async function libraryFiles(): Promise<string[]> {
  return readdir(path.join(dataDir, 'library'))
}

/** The mean colour of the 9×9 block at a picture's centre: what a display showing it 1:1 shows there. */
async function centreOfFile(file: string): Promise<Rgb> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)] as unknown as Rgb
  return centreOf({ width: info.width, height: info.height, pixel }, { name: file, x: 0, y: 0, width: info.width, height: info.height })
}

describeX(`tapestry set SOURCE ID${skipped}`, () => {
  it('wallhaven: downloads into the library, sets it, records history', async () => {
    const id = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id
    const run = await tapestry(['set', 'wallhaven', id, '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.item).toMatchObject({ source: 'wallhaven', id })
    // One file: feh drew it on every screen.
    const [file, ...more] = await shown()
    expect(more).toEqual([])
    expect(path.dirname(file as string)).toBe(path.join(dataDir, 'library'))
    expect(sniffImage(await readFile(file as string))).toMatch(/^(jpeg|png)$/)
    expect((await libraryFiles()).filter((name) => name.endsWith('.part'))).toEqual([])
    const library = createLibrary({ dataDir })
    expect(library.history().items[0]).toMatchObject({ source: 'wallhaven', id, libraryId: result.libraryId, display: 'all', inLibrary: true })
    library.close()
  })

  it('unsplash: calls download_location exactly once per set', async () => {
    const id = fakes.unsplash.catalogue[5]?.id as string
    expect((await tapestry(['set', 'unsplash', id])).code).toBe(0)
    expect(fakes.unsplash.downloadCount(id)).toBe(1)
    expect(await shown()).toHaveLength(1)
    expect((await tapestry(['set', 'unsplash', id, '--display', '0'])).code).toBe(0)
    expect(fakes.unsplash.downloadCount(id)).toBe(2)
    expect(await shown()).toHaveLength(2)
    const library = createLibrary({ dataDir })
    expect(library.history().items.map((entry) => entry.display)).toEqual(['DUMMY0', 'all'])
    library.close()
  })

  it('--display N counts in the desktop’s own list: it is set, sized for and recorded by the desktop’s name', async () => {
    const id = fakes.unsplash.catalogue[6]?.id as string
    fakes.imageHost.reset()
    const byNumber = await tapestry(['set', 'unsplash', id, '--display', '1', '--json'])
    expect(byNumber.stderr).toBe('')
    expect(JSON.parse(byNumber.stdout).display).toBe('DUMMY1')
    expect(fakes.imageHost.requests.map((request) => [request.query.get('w'), request.query.get('h')])).toEqual([['1600', '900']])
    const onSecond = (await shown())[1] as string
    expect((await tapestry(['set', 'unsplash', id, '--display', 'DUMMY0'])).code).toBe(0)
    // feh gives the Nth file to xrandr's Nth screen: DUMMY0's picture first, DUMMY1's kept second.
    const [first, second] = (await shown()) as [string, string]
    expect(second).toBe(onSecond)
    expect(first).not.toBe(onSecond)
    expect(await sharp(first).metadata()).toMatchObject({ width: 1280, height: 720 })
    expect(await sharp(second).metadata()).toMatchObject({ width: 1600, height: 900 })
    await expectScreen(views, [await centreOfFile(first), await centreOfFile(second)])
    const library = createLibrary({ dataDir })
    expect(library.history().items.map((entry) => entry.display)).toEqual(['DUMMY0', 'DUMMY1'])
    library.close()
  })

  it('reddit: sets a card by its id', async () => {
    const listing = await (await createCliContext(env)).service.search({ source: 'reddit', params: { communities: 'wallpapers', media_type: 'IMAGE' } })
    const item = listing.items[0]
    const run = await tapestry(['set', 'reddit', item?.id as string])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(await shown()).toHaveLength(1)
  })

  it('reddit: an image post without a preview is set, and the library keeps the size its file gave', async () => {
    const post = fakes.reddit.posts('wallpapers').find((candidate) => candidate.kind === 'image-no-preview')
    const run = await tapestry(['set', 'reddit', post?.id as string])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`(reddit ${post?.id}, size unknown)`)
    const library = createLibrary({ dataDir })
    expect(library.history().items[0]?.item).toMatchObject({ id: post?.id, sizeKnown: true, width: 1920, height: 1080, resolution: '1920x1080', aspectRatio: 1.78 })
    library.close()
  })

  it('wallhaven: a wallpaper whose uploader avatar lacks a size is set all the same', async () => {
    const id = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id
    const answer = (await (await fetch(`${fakes.wallhaven.url}/w/${id}`)).json()) as { data: { uploader: { avatar: Record<string, unknown> } } }
    delete answer.data.uploader.avatar['20px']
    answer.data.uploader.avatar['32px'] = null
    fakes.wallhaven.fault({ kind: 'status', status: 200, body: JSON.stringify(answer), contentType: 'application/json' }, { path: `/w/${id}` })
    const run = await tapestry(['set', 'wallhaven', id, '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).item).toMatchObject({ source: 'wallhaven', id, purity: 'sfw' })
  })

  it('reuses the library copy when the same item is set again', async () => {
    const id = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id
    await tapestry(['set', 'wallhaven', id])
    const first = await shown()
    expect(first).toHaveLength(1)
    // Gone, so only feh drawing again can write it back.
    await rm(path.join(home, '.fehbg'))
    const imageRequests = fakes.imageHost.count('/img')
    await tapestry(['set', 'wallhaven', id])
    expect(fakes.imageHost.count('/img')).toBe(imageRequests)
    expect(await shown()).toEqual(first)
  })

  it('--dry-run sends nothing and sets nothing', async () => {
    const run = await tapestry(['set', 'unsplash', 'abc123', '--dry-run'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ method: 'GET', url: `${fakes.unsplash.url}/photos/abc123` })
    expect(fakes.unsplash.count()).toBe(0)
    expect(await shown()).toEqual([])
  })

  it('exit codes: 2 for a bad source, 5 for an unknown id, 7 when the desktop refuses', async () => {
    expect((await tapestry(['set', 'flickr', 'x'])).code).toBe(2)
    expect((await tapestry(['set', 'unsplash', 'NoSuchPhoto99'])).code).toBe(5)
    // An X display nobody serves: feh cannot draw there.
    env = { ...env, DISPLAY: ':9999' }
    const refused = await tapestry(['set', 'wallhaven', fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id])
    expect(refused.code).toBe(7)
    expect(refused.stderr).toBe("tapestry: feh: feh failed with exit status 2: feh ERROR: Can't open X display. It *is* running, yeah?\n")
    expect(await shown()).toEqual([])
  })

  it('a source that sends a web page instead of the image: exit 6, no file, nothing set', async () => {
    fakes.imageHost.fault({ kind: 'html-for-image' }, { times: 5 })
    const run = await tapestry(['set', 'wallhaven', fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id])
    expect(run.code).toBe(6)
    expect(await libraryFiles()).toEqual([])
    expect(await shown()).toEqual([])
  })
})

describeX(`tapestry set --file${skipped}`, () => {
  it('sets a local image by its absolute path', async () => {
    const png = path.join(root, 'mine.png')
    await writeFile(png, makePng(64, 32))
    const run = await tapestry(['set', '--file', png])
    expect(run.code).toBe(0)
    expect(await shown()).toEqual([png])
  })

  it('refuses a file that is not an image (exit 2)', async () => {
    const text = path.join(root, 'notes.png')
    await writeFile(text, '<html>not really</html>')
    const run = await tapestry(['set', '--file', text])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`tapestry: The file ${text} is not a JPEG, PNG, WebP or GIF image.\n`)
    expect(await shown()).toEqual([])
  })
})

describeX(`tapestry next${skipped}`, () => {
  it('sets a new wallpaper each step, never one from recent history', async () => {
    const seen = new Set<string>()
    const drawn = new Set<string>()
    for (let step = 0; step < 4; step++) {
      const run = await tapestry(['next', '--json'])
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      const { item } = JSON.parse(run.stdout)
      expect(item.nsfw).toBe(false)
      expect(seen.has(item.id)).toBe(false)
      seen.add(item.id)
      const files = await shown()
      expect(files).toHaveLength(1)
      drawn.add(files[0] as string)
    }
    expect(drawn.size).toBe(4)
  })

  it('never sets a blocked item', async () => {
    // Block every wallpaper on the first random pages but one: rotation must find the free one or say so.
    const first = JSON.parse((await tapestry(['next', '--json'])).stdout).item
    const context = await createCliContext(env)
    const app = await context.app()
    app.library.block({ source: 'wallhaven', id: first.id, title: first.title })
    for (let step = 0; step < 3; step++) {
      const { item } = JSON.parse((await tapestry(['next', '--json'])).stdout)
      expect(item.id).not.toBe(first.id)
    }
  })

  it('keeps the current wallpaper on a network fault (exit 6, nothing set)', async () => {
    const png = path.join(root, 'kept.png')
    await writeFile(png, makePng(64, 32))
    expect((await tapestry(['set', '--file', png])).code).toBe(0)
    const before = await stat(path.join(home, '.fehbg'))
    fakes.wallhaven.fault({ kind: 'status', status: 503 }, { times: 10 })
    const run = await tapestry(['next'])
    expect(run.code).toBe(6)
    // feh rewrites ~/.fehbg each time it draws: it has not run since.
    expect(await shown()).toEqual([png])
    expect((await stat(path.join(home, '.fehbg'))).mtimeMs).toBe(before.mtimeMs)
  })

  it('uses the saved rotation source and filters', async () => {
    await writeSettings({ rotation: { source: 'reddit', filters: { reddit: { communities: 'wallpapers' } } } })
    const run = await tapestry(['next', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).item.source).toBe('reddit')
    const plan = JSON.parse((await tapestry(['next', '--dry-run'])).stdout)
    expect(plan.url).toBe(`${fakes.reddit.api.url}/r/wallpapers/hot`)
  })
})

describeX(`data folder${skipped}`, () => {
  it('keeps the Reddit device id across runs', async () => {
    await mkdir(dataDir, { recursive: true })
    await tapestry(['reddit', 'list', 'wallpapers', '--dry-run'])
    const first = JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).redditDeviceId
    await tapestry(['reddit', 'list', 'wallpapers', '--dry-run'])
    expect(JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).redditDeviceId).toBe(first)
    expect(first).toMatch(/^[A-Za-z0-9_-]{20,30}$/)
  })
})
