// `tapestry previous`, `favourite`, `block`, `history` and `favourites` end to end against the fakes
// (Wallhaven, Unsplash, Reddit and their image host), on a real X.Org server with two outputs (the
// dummy driver: DUMMY0 then DUMMY1 in xrandr's list) and the real feh and xrandr, what feh drew read
// back from its own ~/.fehbg: Previous goes back through the history from the library's files and
// keeps going back; favourite and block act on what is showing or on SOURCE ID; every failure has
// docs/cli.md's exit code and one sentence.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/main/cli/commands'
import { createCliContext } from '../../src/main/cli/create-context'
import { runCli } from '../../src/main/cli/run'
import { createLibrary } from '../../src/main/core/library/library'
import { startSession, type Session } from '../desktops/support/session'
import { startXorg } from '../desktops/support/x-server'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { ensureDebianTools } from '../support/debian-tools'
import { toolPath } from '../support/tool-path'

const missing = ensureDebianTools([
  { command: 'Xorg', debianPackage: 'xserver-xorg-core' },
  { command: '/usr/lib/xorg/modules/drivers/dummy_drv.so', debianPackage: 'xserver-xorg-video-dummy' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'feh', debianPackage: 'feh' },
])
const describeX = missing ? describe.skip : describe
const skipped = missing ? ` (skipped: ${missing})` : ''

let fakes: AllFakes
let session: Session
/** feh and xrandr: all Tapestry may run. */
let bin: string
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
  session = startSession('cli-previous', { asMe: true })
  // DUMMY0 then DUMMY1, both 16:9.
  await startXorg(session, [
    { width: 1280, height: 720 },
    { width: 1600, height: 900 },
  ])
  bin = toolPath(['feh', 'xrandr'], session.folder('tools'))
}, 60_000)
afterAll(async () => {
  await session?.stop()
  await fakes.stop()
})
// A data folder and a home of each test's own: its library and history, and feh's ~/.fehbg.
beforeEach(async () => {
  if (missing) return
  fakes.reset()
  dataDir = await mkdtemp(path.join(session.root, 'data-'))
  home = await mkdtemp(path.join(session.root, 'home-'))
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

/** ~/.fehbg as it is now, to tell later that feh has not drawn since. */
async function fehRecord(): Promise<{ text: string; modified: number }> {
  const file = path.join(home, '.fehbg')
  return { text: await readFile(file, 'utf8'), modified: (await stat(file)).mtimeMs }
}

/** Distinct safe Wallhaven ids from the fake's catalogue. */
function wallhavenIds(count: number): string[] {
  const ids: string[] = []
  for (const entry of fakes.wallhaven.catalogue) {
    if (entry.record.purity === 'sfw' && !ids.includes(entry.record.id)) ids.push(entry.record.id)
    if (ids.length === count) break
  }
  return ids
}

/**
 * Going back sets with rotation's fit, smart fill by default: on all screens, which share one shape
 * (16:9), a's picture (not 16:9) cut to it, beside the library's file. One file for every screen.
 */
function expectCropOf(files: readonly string[], original: string): void {
  expect(files).toHaveLength(1)
  expect(path.dirname(files[0] as string)).toBe(path.dirname(original))
  expect(path.basename(files[0] as string)).toMatch(/^crop-[0-9a-f]{16}\.jpg$/)
}

async function set(id: string, ...more: string[]): Promise<string> {
  const run = await tapestry(['set', 'wallhaven', id, ...more])
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  // Every screen's file after a set on all of them.
  return (await shown())[0] as string
}

describeX(`tapestry previous${skipped}`, () => {
  it('sets the picture before again from the library, keeps going back, records nothing, then exits 5', async () => {
    const [a, b, c] = wallhavenIds(3) as [string, string, string]
    const fileA = await set(a)
    const fileB = await set(b)
    await set(c)
    const imageRequests = fakes.imageHost.count('/img')
    const wallhavenRequests = fakes.wallhaven.count()

    const first = await tapestry(['previous', '--json'])
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(JSON.parse(first.stdout)).toMatchObject({ restored: [{ display: 'all', item: { source: 'wallhaven', id: b } }], skipped: [] })
    expect(await shown()).toEqual([fileB])

    const second = await tapestry(['previous'])
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(new RegExp(`^Back to ".*" \\(wallhaven ${a}\\) on all displays\\. Wallpaper by .* on Wallhaven\\.\\n$`))
    expectCropOf(await shown(), fileA)

    const none = await tapestry(['previous'])
    expect(none.code).toBe(5)
    expect(none.stderr).toBe('tapestry: There is no earlier wallpaper in the history to go back to.\n')
    // Offline: nothing was fetched again, and the history holds only the three sets.
    expect(fakes.imageHost.count('/img')).toBe(imageRequests)
    expect(fakes.wallhaven.count()).toBe(wallhavenRequests)
    expect(JSON.parse((await tapestry(['history', '--json'])).stdout).items.map((record: { id: string }) => record.id)).toEqual([c, b, a])
  })

  it('skips a picture whose file is gone and says so; next after previous rotates as usual', async () => {
    const [a, b, c] = wallhavenIds(3) as [string, string, string]
    const fileA = await set(a)
    const fileB = await set(b)
    await set(c)
    await rm(fileB)
    const run = await tapestry(['previous'])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Passed over "`)
    expect(run.stdout).toContain(`(wallhaven ${b}) on all displays: its file is no longer in the library.`)
    expectCropOf(await shown(), fileA)

    const next = await tapestry(['next', '--json'])
    expect(next.code).toBe(0)
    const stepped = JSON.parse(next.stdout).item.id as string
    expect([a, b, c]).not.toContain(stepped)
    // Back from the new one: the newest before it in the history.
    expect(JSON.parse((await tapestry(['previous', '--json'])).stdout).restored[0].item.id).toBe(c)
  })

  it('--display goes back on one display alone; --dry-run is refused, as previous sends no request', async () => {
    const [a, b] = wallhavenIds(2) as [string, string]
    const fileA = await set(a)
    await set(b, '--display', '1')
    // feh gives the Nth file to xrandr's Nth screen: DUMMY0 keeps a's picture, DUMMY1 shows b's.
    const [kept, fileB] = (await shown()) as [string, string]
    expect(kept).toBe(fileA)
    expect(fileB).not.toBe(fileA)
    const before = await fehRecord()

    const dry = await tapestry(['previous', '--display', 'DUMMY1', '--dry-run'])
    expect(dry.code).toBe(2)
    expect(dry.stderr).toMatch(/^tapestry: --dry-run: "tapestry previous" sends no request/)
    expect(await fehRecord()).toEqual(before)

    expect((await tapestry(['previous', '--display', '1'])).code).toBe(0)
    // Going back sets with rotation's fit, smart fill by default: a's picture (not 16:9) cut to DUMMY1's shape, DUMMY0 untouched.
    const [first, back] = (await shown()) as [string, string]
    expect(first).toBe(fileA)
    expect(path.dirname(back)).toBe(path.dirname(fileA))
    expect(path.basename(back)).toMatch(/^crop-[0-9a-f]{16}\.jpg$/)
    const other = await tapestry(['previous', '--display', 'DUMMY0'])
    expect(other.code).toBe(5)
    expect(other.stderr).toBe('tapestry: There is no earlier wallpaper on display DUMMY0 in the history to go back to.\n')
  })

  it('exit codes: 2 for a bad --display, 5 with nothing set, 7 when the desktop refuses', async () => {
    const bad = await tapestry(['previous', '--display', ' x'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/^tapestry: --display: must be "all" or a display’s number or name/)
    expect((await tapestry(['previous'])).code).toBe(5)
    const [a, b] = wallhavenIds(2) as [string, string]
    await set(a)
    await set(b)
    // An X display nobody serves: feh cannot draw there.
    const served = env
    env = { ...env, DISPLAY: ':9999' }
    const refused = await tapestry(['previous'])
    expect(refused.code).toBe(7)
    expect(refused.stderr).toBe("tapestry: feh: feh failed with exit status 2: feh ERROR: Can't open X display. It *is* running, yeah?\n")
    // Its place is kept: once the desktop takes pictures again, Previous goes to the same one.
    env = served
    expect(JSON.parse((await tapestry(['previous', '--json'])).stdout).restored[0].item.id).toBe(a)
  })
})

describeX(`tapestry favourite and favourites${skipped}`, () => {
  it('favourites what is showing, or SOURCE ID (from the library’s card when it has one), and lists them', async () => {
    const [a, b] = wallhavenIds(2) as [string, string]
    const nothing = await tapestry(['favourite'])
    expect(nothing.code).toBe(5)
    expect(nothing.stderr).toBe('tapestry: Tapestry has set no wallpaper that is still in its library.\n')

    await set(a)
    const run = await tapestry(['favourite'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(new RegExp(`^Added ".*" \\(wallhaven ${a}\\) to the favourites\\.\\n$`))

    await set(b)
    await set(a)
    const requests = fakes.wallhaven.count()
    const byId = await tapestry(['favourite', 'wallhaven', b, '--json'])
    expect(byId.code).toBe(0)
    expect(JSON.parse(byId.stdout)).toMatchObject({ source: 'wallhaven', id: b, item: { id: b } })
    expect(fakes.wallhaven.count()).toBe(requests)

    const list = await tapestry(['favourites', '--json'])
    expect(JSON.parse(list.stdout)).toMatchObject({ items: [{ id: b }, { id: a }], next: null, total: 2 })
    const text = await tapestry(['favourites', '--per-page', '1'])
    expect(text.stdout).toMatch(/^ID\s+RESOLUTION/)
    expect(text.stdout).toContain('Showing 1–1 of 2 · next page: --page 2')
  })

  it('exit codes: 2 naming SOURCE, ID or --display; 5 for an id the source does not know', async () => {
    expect((await tapestry(['favourite', 'flickr', 'x'])).stderr).toMatch(/SOURCE: must be wallhaven, unsplash, reddit, bing, apod, wikimedia, artic or pexels/)
    const noId = await tapestry(['favourite', 'wallhaven'])
    expect(noId).toMatchObject({ code: 2 })
    expect(noId.stderr).toContain('ID: is required')
    const both = await tapestry(['favourite', 'wallhaven', 'abc123', '--display', 'all'])
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('--display: chooses the wallpaper showing now; leave it out with SOURCE ID')
    expect((await tapestry(['favourite', 'unsplash', 'NoSuchPhoto99'])).code).toBe(5)
  })
})

describeX(`tapestry block${skipped}`, () => {
  it('blocks what is showing and moves on with one rotation step', async () => {
    const [a] = wallhavenIds(1) as [string]
    const fileA = await set(a)
    const run = await tapestry(['block', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result).toMatchObject({ blocked: { source: 'wallhaven', id: a }, displays: ['all'], next: { display: 'all' } })
    expect(result.next.item.id).not.toBe(a)
    // feh drew the step's picture, from the library, on every screen.
    const [file, ...more] = await shown()
    expect(more).toEqual([])
    expect(file).not.toBe(fileA)
    expect(path.dirname(file as string)).toBe(path.join(dataDir, 'library'))
    const library = createLibrary({ dataDir })
    expect(library.isBlocked('wallhaven', a)).toBe(true)
    library.close()
  })

  it('with --display, moves on on that display alone, as the tray’s "Block this wallpaper" does', async () => {
    const [a, b] = wallhavenIds(2) as [string, string]
    await set(a, '--display', 'DUMMY0')
    await set(b, '--display', 'DUMMY1')
    const run = await tapestry(['block', '--display', 'DUMMY1', '--json'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result).toMatchObject({ blocked: { source: 'wallhaven', id: b }, displays: ['DUMMY1'], next: { display: 'DUMMY1' } })
    expect([a, b]).not.toContain(result.next.item.id)
    const library = createLibrary({ dataDir })
    const showing = library.showing().map((shown) => [shown.display, library.get(shown.libraryId)?.item.id])
    library.close()
    // DUMMY0 still shows what it showed; DUMMY1 shows the step's picture.
    expect(showing).toEqual(expect.arrayContaining([['DUMMY0', a], ['DUMMY1', result.next.item.id]]))
  })

  it('blocks SOURCE ID without moving on when it is not showing; --dry-run blocks nothing', async () => {
    const [a, b] = wallhavenIds(2) as [string, string]
    await set(a)
    const before = await fehRecord()
    const dry = await tapestry(['block', '--dry-run'])
    expect(JSON.parse(dry.stdout)).toMatchObject({ block: { id: a }, displays: ['all'] })
    const run = await tapestry(['block', 'wallhaven', b])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^Blocked ".*" \(wallhaven \w+\): it never shows in searches or rotation again\.\n$/)
    // feh rewrites ~/.fehbg each time it draws: it has not run since.
    expect(await fehRecord()).toEqual(before)
    const library = createLibrary({ dataDir })
    expect([library.isBlocked('wallhaven', a), library.isBlocked('wallhaven', b)]).toEqual([false, true])
    library.close()
  })

  it('keeps the block when moving on fails, and exits with the step’s code in one sentence', async () => {
    const [a] = wallhavenIds(1) as [string]
    await set(a)
    const before = await fehRecord()
    fakes.wallhaven.fault({ kind: 'status', status: 503 }, { times: 10 })
    const run = await tapestry(['block'])
    expect(run.code).toBe(6)
    expect(run.stderr).toMatch(/^tapestry: Blocked ".*" \(wallhaven \w+\), but the wallpaper could not be changed: .+\n$/)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(await fehRecord()).toEqual(before)
    const library = createLibrary({ dataDir })
    expect(library.isBlocked('wallhaven', a)).toBe(true)
    library.close()
  })
})

describeX(`tapestry history${skipped}`, () => {
  it('lists what was set, newest first, with its display and credit, a page at a time and by display', async () => {
    expect((await tapestry(['history'])).stdout).toBe('Nothing has been set as a wallpaper yet.\n')
    const [a, b, c] = wallhavenIds(3) as [string, string, string]
    await set(a)
    await set(b, '--display', 'DUMMY1')
    await set(c, '--display', 'DUMMY0')

    const text = await tapestry(['history'])
    expect(text.code).toBe(0)
    const lines = text.stdout.trim().split('\n')
    expect(lines[0]).toMatch(/^SET\s+DISPLAY\s+SOURCE\s+ID\s+TITLE\s+CREDIT$/)
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+DUMMY0\\s+wallhaven\\s+${c}\\s.*Wallpaper by .* on Wallhaven$`))
    expect(lines.at(-1)).toBe('Showing 1–3 of 3')

    const onHdmi = JSON.parse((await tapestry(['history', '--display', '1', '--json'])).stdout)
    expect(onHdmi).toMatchObject({ total: 2, next: null })
    expect(onHdmi.items.map((record: { id: string; display: string }) => [record.id, record.display])).toEqual([
      [b, 'DUMMY1'],
      [a, 'all'],
    ])
    const paged = JSON.parse((await tapestry(['history', '--page', '2', '--per-page', '2', '--json'])).stdout)
    expect(paged).toMatchObject({ items: [{ id: a }], next: null, total: 3 })
  })

  it('refuses a page or page size out of range, naming the flag (exit 2)', async () => {
    const zero = await tapestry(['history', '--page', '0'])
    expect(zero).toMatchObject({ code: 2, stderr: 'tapestry: --page: must be 1 or more\n' })
    const big = await tapestry(['favourites', '--per-page', '500'])
    expect(big).toMatchObject({ code: 2, stderr: 'tapestry: --per-page: must be from 1 to 200\n' })
    expect((await tapestry(['history', '--page', 'two'])).stderr).toBe('tapestry: --page: must be a whole number\n')
  })
})
