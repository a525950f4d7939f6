// `tapestry set` and `tapestry next` end to end against the fakes, with a recording desktop (the
// custom-command backend): the file set is a complete library image, history is recorded, Unsplash
// is credited exactly once per set, and failures get their exit codes.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLibrary } from '../../src/main/core/library/library'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { sniffImage } from '../../src/main/core/downloads/image-format'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { makePng } from '../fakes/images'
import { useFakeTools } from '../fakes/tools/harness'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')
const fakeTools = useFakeTools()

let fakes: AllFakes
let root: string
let dataDir: string
let log: string
let env: Record<string, string>

async function writeSettings(extra: Record<string, unknown> = {}): Promise<void> {
  await writeFile(
    path.join(dataDir, 'settings.json'),
    JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` }, ...extra }),
  )
}

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-set-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  dataDir = await mkdtemp(path.join(root, 'data-'))
  log = path.join(dataDir, 'desktop.log')
  env = { ...fakes.env, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: log, PATH: process.env.PATH ?? '' }
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

async function desktopLog(): Promise<{ file: string; display: string }[]> {
  try {
    return (await readFile(log, 'utf8')).trim().split('\n').filter(Boolean).map((line) => JSON.parse(line))
  } catch {
    return []
  }
}

async function libraryFiles(): Promise<string[]> {
  return readdir(path.join(dataDir, 'library'))
}

describe('tapestry set SOURCE ID', () => {
  it('wallhaven: downloads into the library, sets it, records history', async () => {
    const id = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id
    const run = await tapestry(['set', 'wallhaven', id, '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.item).toMatchObject({ source: 'wallhaven', id })
    const [set] = await desktopLog()
    expect(set?.display).toBe('all')
    expect(path.dirname(set?.file as string)).toBe(path.join(dataDir, 'library'))
    expect(sniffImage(await readFile(set?.file as string))).toMatch(/^(jpeg|png)$/)
    expect((await libraryFiles()).filter((name) => name.endsWith('.part'))).toEqual([])
    const library = createLibrary({ dataDir })
    expect(library.history().items[0]).toMatchObject({ source: 'wallhaven', id, libraryId: result.libraryId, display: 'all', inLibrary: true })
    library.close()
  })

  it('unsplash: calls download_location exactly once per set', async () => {
    const id = fakes.unsplash.catalogue[5]?.id as string
    expect((await tapestry(['set', 'unsplash', id])).code).toBe(0)
    expect(fakes.unsplash.downloadCount(id)).toBe(1)
    expect((await tapestry(['set', 'unsplash', id, '--display', '0'])).code).toBe(0)
    expect(fakes.unsplash.downloadCount(id)).toBe(2)
    expect((await desktopLog()).map((entry) => entry.display)).toEqual(['all', '0'])
  })

  it('--display N counts in the desktop’s own list: it is set, sized for and recorded by the desktop’s name', async () => {
    // The fake xrandr lists eDP-1 (1920×1080), then HDMI-1 (2560×1440).
    const box = await fakeTools(['xrandr'])
    env = { ...env, PATH: `${box.bin}:${env.PATH}`, DISPLAY: ':0' }
    const id = fakes.unsplash.catalogue[6]?.id as string
    fakes.imageHost.reset()
    const byNumber = await tapestry(['set', 'unsplash', id, '--display', '1', '--json'])
    expect(byNumber.stderr).toBe('')
    expect(JSON.parse(byNumber.stdout).display).toBe('HDMI-1')
    expect(fakes.imageHost.requests.map((request) => [request.query.get('w'), request.query.get('h')])).toEqual([['2560', '1440']])
    expect((await tapestry(['set', 'unsplash', id, '--display', 'eDP-1'])).code).toBe(0)
    expect((await desktopLog()).map((entry) => entry.display)).toEqual(['HDMI-1', 'eDP-1'])
    const library = createLibrary({ dataDir })
    expect(library.history().items.map((entry) => entry.display)).toEqual(['eDP-1', 'HDMI-1'])
    library.close()
  })

  it('reddit: sets a card by its id', async () => {
    const listing = await (await createCliContext(env)).service.search({ source: 'reddit', params: { communities: 'wallpapers', media_type: 'IMAGE' } })
    const item = listing.items[0]
    const run = await tapestry(['set', 'reddit', item?.id as string])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(await desktopLog()).toHaveLength(1)
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
    const imageRequests = fakes.imageHost.count('/img')
    await tapestry(['set', 'wallhaven', id])
    expect(fakes.imageHost.count('/img')).toBe(imageRequests)
    const [first, second] = await desktopLog()
    expect(second?.file).toBe(first?.file)
  })

  it('--dry-run sends nothing and sets nothing', async () => {
    const run = await tapestry(['set', 'unsplash', 'abc123', '--dry-run'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ method: 'GET', url: `${fakes.unsplash.url}/photos/abc123` })
    expect(fakes.unsplash.count()).toBe(0)
    expect(await desktopLog()).toEqual([])
  })

  it('exit codes: 2 for a bad source, 5 for an unknown id, 7 when the desktop refuses', async () => {
    expect((await tapestry(['set', 'flickr', 'x'])).code).toBe(2)
    expect((await tapestry(['set', 'unsplash', 'NoSuchPhoto99'])).code).toBe(5)
    await writeSettings({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} fail-on-purpose` } })
    const refused = await tapestry(['set', 'wallhaven', fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id])
    expect(refused.code).toBe(7)
    expect(refused.stderr).toMatch(/^tapestry: .*refused this wallpaper/)
  })

  it('a source that sends a web page instead of the image: exit 6, no file, nothing set', async () => {
    fakes.imageHost.fault({ kind: 'html-for-image' }, { times: 5 })
    const run = await tapestry(['set', 'wallhaven', fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id])
    expect(run.code).toBe(6)
    expect(await libraryFiles()).toEqual([])
    expect(await desktopLog()).toEqual([])
  })
})

describe('tapestry set --file', () => {
  it('sets a local image by its absolute path', async () => {
    const png = path.join(root, 'mine.png')
    await writeFile(png, makePng(64, 32))
    const run = await tapestry(['set', '--file', png])
    expect(run.code).toBe(0)
    expect(await desktopLog()).toEqual([{ file: png, display: 'all' }])
  })

  it('refuses a file that is not an image (exit 2)', async () => {
    const text = path.join(root, 'notes.png')
    await writeFile(text, '<html>not really</html>')
    const run = await tapestry(['set', '--file', text])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/--file: is not a JPEG, PNG, WebP or GIF image/)
    expect(await desktopLog()).toEqual([])
  })
})

describe('tapestry next', () => {
  it('sets a new wallpaper each step, never one from recent history', async () => {
    const seen = new Set<string>()
    for (let step = 0; step < 4; step++) {
      const run = await tapestry(['next', '--json'])
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      const { item } = JSON.parse(run.stdout)
      expect(item.nsfw).toBe(false)
      expect(seen.has(item.id)).toBe(false)
      seen.add(item.id)
    }
    expect(await desktopLog()).toHaveLength(4)
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
    fakes.wallhaven.fault({ kind: 'status', status: 503 }, { times: 10 })
    const run = await tapestry(['next'])
    expect(run.code).toBe(6)
    expect(await desktopLog()).toEqual([])
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

describe('data folder', () => {
  it('keeps the Reddit device id across runs', async () => {
    await mkdir(dataDir, { recursive: true })
    await tapestry(['reddit', 'list', 'wallpapers', '--dry-run'])
    const first = JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).redditDeviceId
    await tapestry(['reddit', 'list', 'wallpapers', '--dry-run'])
    expect(JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')).redditDeviceId).toBe(first)
    expect(first).toMatch(/^[A-Za-z0-9_-]{20,30}$/)
  })
})
