// Hostile folders and pictures, each as a red team made them: a JPEG whose size header sits past
// the first 256 KB, files that turn into FIFOs between the walk and the read, links out of a folder
// (to /usr) and into another added one, files and folders a person cannot read, names that are not
// UTF-8, and display layouts no spanning image can be drawn for (real monitors of xrandr on a real
// X server). Each ends in a plain sentence naming the file or display, in bounded time, with
// nothing half-written and nothing else stopped.
import { spawn } from 'node:child_process'
import { chmodSync, chownSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { chmod, link, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createDownloader } from '../../src/main/core/downloads/downloads'
import { TapestryError } from '../../src/main/core/errors/errors'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { readFileRecord } from '../../src/main/core/local-folders/folder-scan'
import { createLocalFolders } from '../../src/main/core/local-folders/local-folders'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import type { LocalMediaItem } from '../../src/shared/media'
import { stageTapestry, type StagedTapestry } from '../desktops/support/staged-tapestry'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { createImageHost } from '../fakes/image-host'
import { writePicture } from '../support/local-pictures'
import { bareItem } from '../support/media-item'
import { nodeForAnyone } from '../support/staged-files'
import { startXvfb, type XvfbServer } from '../support/xvfb'
import { jpegWithLateSize, jpegWithoutSize } from './support/hostile-pictures'
import { expectPlainSentence } from './support/plain-message'
import { RECORDER, startReliabilityApp } from './support/reliability-app'
import { watchUnhandledRejections, type RejectionWatch } from './support/unhandled-rejections'

const imageHost = createImageHost()
let lateSize: Buffer
let noSize: Buffer
imageHost.route('GET', '/late-size/:name', (_request, respond) => respond.bytes(200, lateSize, 'image/jpeg'))
imageHost.route('GET', '/no-size/:name', (_request, respond) => respond.bytes(200, noSize, 'image/jpeg'))

const asRoot = process.getuid?.() === 0
/** Whom file permissions stop: nobody when the tests run as root (root reads anything), else the tester. */
const NOBODY = { uid: 65534, gid: 65534 }

let root = ''
let rejections: RejectionWatch
const libraries: Library[] = []

beforeAll(async () => {
  rejections = watchUnhandledRejections()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-hostile-folders-'))
  chmodSync(root, 0o755)
  lateSize = await jpegWithLateSize()
  noSize = await jpegWithoutSize()
  await imageHost.start()
})
afterEach(async () => {
  for (const library of libraries.splice(0)) library.close()
  expect(await rejections.settle()).toEqual([])
})
afterAll(async () => {
  await imageHost.stop()
  rejections.stop()
  await rm(root, { recursive: true, force: true })
})

async function folderNamed(name: string): Promise<string> {
  const folder = path.join(root, name)
  await mkdir(folder, { recursive: true, mode: 0o755 })
  return folder
}

function freshLibrary(dataDir: string): Library {
  const library = createLibrary({ dataDir })
  libraries.push(library)
  return library
}

function localFolders(dataDir: string, watch = false) {
  const library = freshLibrary(dataDir)
  const settings = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
  return { library, local: createLocalFolders({ dataDir, library: () => library, settings, watch }) }
}

/** Settles with `work`, or rejects saying what did not answer within `ms`. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

interface Run {
  code: number | null
  stdout: string
  stderr: string
  ms: number
}

/** `node <cli> ARGS` in its own process, killed after `timeoutMs`; as `user` when given. */
function runCli(cli: string, args: readonly string[], env: Record<string, string>, options: { user?: { uid: number; gid: number }; timeoutMs?: number } = {}): Promise<Run> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(options.user ? nodeForAnyone() : process.execPath, [cli, ...args], { env, timeout: options.timeoutMs ?? 60_000, ...(options.user ?? {}) })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }))
  })
}

const BUILT_CLI = path.resolve('out/main/cli.js')

/** A data folder for the built CLI whose desktop is the recording command (one image for all displays). */
async function cliData(name: string, settings: object = {}): Promise<{ dataDir: string; log: string; env: Record<string, string> }> {
  const dataDir = await folderNamed(`${name}-data`)
  const log = path.join(dataDir, 'desktop.log')
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file}` }, ...settings }))
  return { dataDir, log, env: { PATH: process.env.PATH ?? '', HOME: dataDir, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: log } }
}

describe('a JPEG whose size header sits past the first 256 KB', () => {
  it('is 328 KB claiming 30,000 × 30,000 pixels, and a download of it is refused by that size with nothing stored', async () => {
    expect(lateSize.length).toBeGreaterThan(256 * 1024)
    expect(Math.round(lateSize.length / 1000)).toBe(328)
    const libraryDir = await folderNamed('late-size-library')
    const downloads = createDownloader({ libraryDir, timeoutMs: 5_000 })
    const refused = await downloads.download(bareItem('late1', `${imageHost.url}/late-size/x.jpg`, { width: 1920, height: 1080 })).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TapestryError)
    expect((refused as TapestryError).message).toBe(
      "The picture from Wallhaven's image server is 30,000 × 30,000 pixels, more than a wallpaper can be (at most 20,000 on a side and 150 megapixels).",
    )
    expect(readdirSync(libraryDir)).toEqual([])
  })

  it('a download whose size cannot be known is refused in one sentence, not recorded at the size the source claimed', async () => {
    const libraryDir = await folderNamed('no-size-library')
    const downloads = createDownloader({ libraryDir, timeoutMs: 5_000 })
    const refused = await downloads.download(bareItem('nosize1', `${imageHost.url}/no-size/x.jpg`, { width: 1920, height: 1080 })).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TapestryError)
    expectPlainSentence((refused as TapestryError).message, { names: "Wallhaven's image server" })
    expect((refused as TapestryError).message).toMatch(/does not say its size in pixels/)
    expect(readdirSync(libraryDir)).toEqual([])
  })

  it('`tapestry set --file` refuses the 328 KB JPEG by its real size, and one with no size naming the file, setting nothing', async () => {
    const folder = await folderNamed('set-file')
    const late = path.join(folder, 'late.jpg')
    const none = path.join(folder, 'no size.jpg')
    await writeFile(late, lateSize)
    await writeFile(none, noSize)
    const { log, env } = await cliData('set-file')
    const tooLarge = await runCli(BUILT_CLI, ['set', '--file', late], env)
    expect(tooLarge).toMatchObject({ code: 2, stdout: '', stderr: `tapestry: The file ${late} is 30,000 × 30,000 pixels, more than a wallpaper can be (at most 20,000 on a side and 150 megapixels).\n` })
    const unknown = await runCli(BUILT_CLI, ['set', '--file', none], env)
    expect(unknown).toMatchObject({ code: 2, stdout: '' })
    expect(unknown.stderr).toBe(`tapestry: The file ${none} does not say its size in pixels where its format keeps it, so it cannot be checked against the largest a wallpaper can be.\n`)
    expect(existsSync(log)).toBe(false)
  })
})

/** FIFOs left for a reader that old code would wait on forever: opening them for writing lets it go. */
function releaseFifos(fifos: readonly string[]): void {
  for (const fifo of fifos) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
    } catch {
      // No reader waiting (ENXIO): nothing to let go.
    }
  }
}

/**
 * A process that keeps swapping each trap between a picture and a FIFO (hard links kept in a hidden
 * folder, renamed over the trap's name), as fast as the disk takes it: a walk sees one, a read the other.
 */
const SWAPPER = `
import { linkSync, renameSync } from 'node:fs'
const [dir, count] = process.argv.slice(2)
const pause = new Int32Array(new SharedArrayBuffer(4))
for (let round = 0; ; round++) {
  for (let i = 0; i < Number(count); i++) {
    const kind = (round + i) % 2 === 0 ? 'fifo' : 'picture'
    try {
      linkSync(dir + '/.store/' + kind + '-' + i, dir + '/.store/next-' + i)
      renameSync(dir + '/.store/next-' + i, dir + '/trap-' + i + '.jpg')
    } catch {}
  }
  Atomics.wait(pause, 0, 0, 1)
}
`

describe('a file that turns into a FIFO after the walk saw a regular file', () => {
  const fifos: string[] = []
  afterEach(() => releaseFifos(fifos.splice(0)))

  it('is found to be a FIFO when it is opened, and skipped at once with why, not waited on', async () => {
    const folder = await folderNamed('fifo-once')
    const fifo = path.join(folder, 'was-a-picture.jpg')
    await runTool('mkfifo', [fifo])
    fifos.push(fifo)
    // What the walk saw a moment before: a regular file of 40 KB.
    const reading = await within(5_000, 'reading the file', readFileRecord(folder, { path: fifo, bytes: 40_000, modifiedMs: Date.now() }))
    expect(reading).toEqual({ record: null, skip: { path: fifo, reason: 'not-a-file', detail: null } })
  })

  it('a folder whose files keep turning into FIFOs is scanned in bounded time, and downloads in the same process go on', async () => {
    const TRAPS = 32
    const folder = await folderNamed('fifo-swaps')
    const store = path.join(folder, '.store')
    await mkdir(store)
    const picture = await writePicture(path.join(folder, 'real.jpg'), { width: 80, height: 60 })
    for (let i = 0; i < TRAPS; i++) {
      await writeFile(path.join(store, `picture-${i}`), await readFile(picture))
      await runTool('mkfifo', [path.join(store, `fifo-${i}`)])
      fifos.push(path.join(store, `fifo-${i}`))
      await link(path.join(store, `picture-${i}`), path.join(folder, `trap-${i}.jpg`))
    }
    const swapperFile = path.join(root, 'swapper.mjs')
    await writeFile(swapperFile, SWAPPER)
    const swapper = spawn(process.execPath, [swapperFile, folder, String(TRAPS)], { stdio: 'ignore' })
    try {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const dataDir = await folderNamed('fifo-swaps-data')
      // Made before the scan: once libuv's threads are taken, even a mkdir waits.
      const libraryDir = await folderNamed('fifo-swaps-library')
      const { local } = localFolders(dataDir)
      const started = Date.now()
      const adding = local.add(folder)
      adding.catch(() => undefined)
      // The scan is reading the traps by now (or long done).
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const downloaded = await within(10_000, 'a download in the same process', createDownloader({ libraryDir, timeoutMs: 5_000 }).download(bareItem('during-scan', `${imageHost.url}/img/640x400.jpg`)))
      expect(downloaded).toMatchObject({ reused: false, format: 'jpeg', width: 640, height: 400 })
      const [status] = await within(20_000, 'the scan', adding)
      expect(Date.now() - started).toBeLessThan(20_000)
      // Every trap is a picture or said to be a FIFO: none waited on, none lost without a word.
      expect(status?.images).toBeGreaterThanOrEqual(1)
      expect((status?.images ?? 0) + (status?.skipped ?? 0)).toBeGreaterThanOrEqual(1 + TRAPS)
    } finally {
      swapper.kill('SIGKILL')
    }
  }, 60_000)
})

describe('links', () => {
  it('a link to /usr is not followed: nothing of /usr is indexed, the scan is quick, and the link is named', async () => {
    const folder = await folderNamed('link-to-usr')
    await writePicture(path.join(folder, 'mine.jpg'), { width: 80, height: 60 })
    await symlink('/usr', path.join(folder, 'usr'))
    const dataDir = await folderNamed('link-to-usr-data')
    const { library, local } = localFolders(dataDir)
    const started = Date.now()
    const [status] = await within(10_000, 'the scan', local.add(folder))
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(library.local.seenUnder(folder).size).toBe(1)
    expect(status).toMatchObject({ images: 1, skipped: 1, note: 'Skipped 1 file: 1 is a link out of the folder, which is not followed (usr → /usr).' })
  }, 30_000)

  it('a link into another added folder indexes nothing twice, and a link to an added folder cannot be added', async () => {
    const first = await folderNamed('links-first')
    const second = await folderNamed('links-second')
    await writePicture(path.join(first, 'one.jpg'), { width: 80, height: 60 })
    await writePicture(path.join(first, 'sub', 'two.jpg'), { width: 81, height: 60 })
    await writePicture(path.join(second, 'own.jpg'), { width: 82, height: 60 })
    await symlink(first, path.join(second, 'from-first'))
    await symlink(path.join(first, 'one.jpg'), path.join(second, 'one-again.jpg'))
    const dataDir = await folderNamed('links-data')
    const { local } = localFolders(dataDir)
    await local.add(first)
    const statuses = await local.add(second)
    expect(statuses.map(({ path: folder, images, skipped }) => [folder, images, skipped])).toEqual([
      [first, 2, 0],
      [second, 1, 2],
    ])
    expect(statuses[1]?.note).toBe(`Skipped 2 files: 2 are links out of the folder, which are not followed (from-first → ${first}, one-again.jpg → ${first}/one.jpg).`)
    const link = path.join(root, 'link-to-first')
    await symlink(first, link)
    const refused = await local.add(link).catch((error: unknown) => error)
    expect((refused as TapestryError).message).toBe(`path: is the same folder as ${first}, which is already added`)
  })
})

describe('what a scan leaves out is counted and said', () => {
  let staged: StagedTapestry
  beforeAll(async () => {
    // As the person runs it, and as nobody when the tests run as root, from where nobody can read it.
    staged = stageTapestry()
  }, 60_000)
  afterAll(() => staged.dispose())

  it('files and a folder nobody can read are counted and said by `tapestry folders add` and `list`, as an unprivileged user', async () => {
    const folder = await folderNamed('unreadable')
    for (let i = 1; i <= 6; i++) await writePicture(path.join(folder, `picture-${i}.jpg`), { width: 80 + i, height: 60 })
    for (let i = 1; i <= 4; i++) await chmod(path.join(folder, `picture-${i}.jpg`), 0o000)
    const dataDir = await folderNamed('unreadable-data')
    if (asRoot) chownSync(dataDir, NOBODY.uid, NOBODY.gid)
    const env = { PATH: process.env.PATH ?? '', HOME: dataDir, TAPESTRY_DATA_DIR: dataDir }
    const user = asRoot ? NOBODY : undefined
    const cli = path.join(staged.root, 'out/main/cli.js')

    const added = await runCli(cli, ['folders', 'add', folder], env, { user })
    expect(added).toMatchObject({ code: 0, stderr: '' })
    expect(added.stdout).toBe(`Added ${folder}: 2 pictures.\nSkipped 4 files: 4 cannot be read (permission denied: picture-1.jpg, picture-2.jpg, …).\n`)
    const listed = await runCli(cli, ['folders', 'list'], env, { user })
    expect(listed.stdout).toMatch(/^PICTURES\s+STATE\s+FOLDER\n2\s+ok, 4 skipped\s+\/\S+unreadable\nSkipped 4 files: 4 cannot be read/)

    for (let i = 1; i <= 4; i++) await chmod(path.join(folder, `picture-${i}.jpg`), 0o644)
    expect((await runCli(cli, ['folders', 'add', folder], env, { user })).stdout).toBe(`${folder} is already one of your folders; looked through it again: 6 pictures.\n`)
    // The folder itself shut: not "ok 6", but what is wrong, and its pictures are not offered.
    await chmod(folder, 0o000)
    try {
      const shut = await runCli(cli, ['folders', 'list', '--json'], env, { user })
      expect(JSON.parse(shut.stdout).folders).toEqual([
        {
          path: folder,
          images: 6,
          available: false,
          scanning: false,
          skipped: 0,
          note: `The folder ${folder} cannot be read (permission denied): its pictures are skipped until it can be.`,
          noteText: { key: 'system.folders.unreadable', values: { folder, reason: { key: 'system.folders.code.denied', values: {} } } },
        },
      ])
      expect((await runCli(cli, ['folders', 'list'], env, { user })).stdout).toMatch(/^PICTURES\s+STATE\s+FOLDER\n6\s+cannot be read\s+\//)
    } finally {
      await chmod(folder, 0o755)
    }
  }, 120_000)

  it('names that are not UTF-8 are indexed, shown readably, and set by the desktop', async () => {
    const folder = await folderNamed('latin1')
    const dir = Buffer.from(folder)
    const at = (...names: (string | Buffer)[]) => Buffer.concat([dir, ...names.flatMap((name) => [Buffer.from('/'), Buffer.from(name)])])
    const picture = readFileSync(await writePicture(path.join(root, 'latin1-source.jpg'), { width: 90, height: 60 }))
    const names = [
      at('plain.jpg'),
      at(Buffer.from('caf\xe9.jpg', 'latin1')),
      at(Buffer.from('\x93quoted\x94.jpg', 'latin1')),
      at(Buffer.from([0xff, 0xfe, 0x2e, 0x6a, 0x70, 0x67])),
      at(Buffer.from([0xc0, 0xaf, 0x2e, 0x6a, 0x70, 0x67])),
      at(Buffer.from('d\xe9j\xe0', 'latin1'), 'inside.jpg'),
      // A real character from the range the index writes raw bytes in: still told apart from them.
      at('\uf7e9.jpg'),
    ]
    mkdirSync(at(Buffer.from('d\xe9j\xe0', 'latin1')))
    for (const name of names) writeFileSync(name, picture)

    const reliability = await startReliabilityApp(await startAllFakesOnce(), root)
    await reliability.app.localFolders.add(folder)
    const listed = await reliability.call('folders.list')
    expect(listed).toMatchObject({ ok: true, value: [{ path: folder, images: 7, skipped: 0, note: null }] })
    const found = await reliability.call('search', { source: 'local', params: { per_page: 50 } })
    if (!found.ok) throw new Error(found.error.message)
    const items = found.value.items as LocalMediaItem[]
    expect(new Set(items.map((item) => item.id)).size).toBe(7)
    // Latin-1 bytes read as Latin-1 letters; those of C1 controls (0x93, 0x94) as U+FFFD.
    expect(items.map((item) => item.title).sort()).toEqual(['café.jpg', 'déjà/inside.jpg', 'plain.jpg', '\uf7e9.jpg', '\ufffdquoted\ufffd.jpg', 'À¯.jpg', 'ÿþ.jpg'].sort())

    const cafe = items.find((item) => item.title === 'café.jpg') as LocalMediaItem
    const set = await reliability.call('setWallpaper', { item: cafe, display: 'all' })
    expect(set.ok).toBe(true)
    const desktop = readFileSync(reliability.desktopLog, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { file: string })
    // The desktop got a path it can open, and it leads to the Latin-1 file itself.
    expect(readFileSync(desktop.at(-1)?.file as string)).toEqual(readFileSync(names[1] as Buffer))
    const thumbnail = await reliability.app.localFolders.rendition('thumb', cafe.id)
    expect(thumbnail && 'file' in thumbnail && existsSync(thumbnail.file)).toBe(true)
  }, 60_000)
})

describe('a name that is not UTF-8, added while the app runs', () => {
  it('is named by the watcher as its bytes, and indexed', async () => {
    const folder = await folderNamed('latin1-watched')
    await writePicture(path.join(folder, 'first.jpg'), { width: 80, height: 60 })
    const dataDir = await folderNamed('latin1-watched-data')
    const library = freshLibrary(dataDir)
    const settings = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    const local = createLocalFolders({ dataDir, library: () => library, settings, watch: true, quietMs: 50 })
    try {
      await local.add(folder)
      await local.idle()
      writeFileSync(Buffer.concat([Buffer.from(`${folder}/`), Buffer.from('\xe9t\xe9.jpg', 'latin1')]), readFileSync(path.join(folder, 'first.jpg')))
      const titles = async () => (await local.search({ query: '', folder: null, sort: 'NAME', page: 1, per_page: 10 })).items.map((item) => item.title)
      const until = Date.now() + 10_000
      while (!(await titles()).includes('été.jpg') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await titles()).toEqual(['first.jpg', 'été.jpg'])
    } finally {
      local.dispose()
    }
  })
})

let fakes: AllFakes | undefined
async function startAllFakesOnce(): Promise<AllFakes> {
  fakes ??= await startAllFakes()
  return fakes
}
afterAll(async () => {
  await fakes?.stop()
})

function runTool(command: string, args: readonly string[], env: Record<string, string | undefined> = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')}: ${err.trim()}`))))
  })
}

describe('a spanning image for a layout that cannot be drawn (real monitors: xrandr --setmonitor on Xvfb)', () => {
  let x: XvfbServer
  let env: Record<string, string>
  let log = ''
  let dataDir = ''
  beforeAll(async () => {
    x = await startXvfb({ width: 1920, height: 1080 })
    const folder = await folderNamed('span-pictures')
    // As large as the displays, so rotation's filters take them.
    await writePicture(path.join(folder, 'red.jpg'), { width: 2560, height: 1440, colour: { r: 220, g: 30, b: 30 } })
    await writePicture(path.join(folder, 'green.jpg'), { width: 2560, height: 1440, colour: { r: 30, g: 200, b: 60 } })
    // Repeats allowed: every run below may pick the same two pictures.
    const data = await cliData('span', { rotation: { pool: [{ source: 'folder', weight: 1, path: folder }], perDisplay: true, historyWindow: 0 } })
    env = { ...data.env, DISPLAY: x.display }
    log = data.log
    dataDir = data.dataDir
    expect((await runCli(BUILT_CLI, ['folders', 'add', folder], env)).code).toBe(0)
  }, 60_000)
  afterAll(async () => {
    await x?.stop()
  })

  const xrandr = (...args: string[]) => runTool('xrandr', args, { ...process.env, DISPLAY: x.display })
  const spans = () => (existsSync(path.join(dataDir, 'library')) ? readdirSync(path.join(dataDir, 'library')) : []).filter((name) => name.startsWith('span-'))

  it('a real second monitor beside the screen gets its part of one spanning image (what the refusals below are checked against)', async () => {
    await xrandr('--setmonitor', 'RIGHT', '1280/340x1024/270+1920+0', 'none')
    try {
      const run = await runCli(BUILT_CLI, ['next'], env)
      expect(run).toMatchObject({ code: 0, stderr: '' })
      const set = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { file: string })
      expect(path.basename(set.at(-1)?.file ?? '')).toMatch(/^span-[0-9a-f]{16}\.jpg$/)
      expect(spans()).toHaveLength(1)
    } finally {
      await xrandr('--delmonitor', 'RIGHT')
    }
  }, 60_000)

  const CASES = [
    { name: 'ZERO', geometry: '0/0x0/0+1920+0', sentence: 'The display ZERO is laid out as 0 × 0 at 1,920, 0, which is no size a picture can be drawn at, so no spanning image can be made for it.' },
    { name: 'NARROW', geometry: '0/0x1080/0+1920+0', sentence: 'The display NARROW is laid out as 0 × 1,080 at 1,920, 0, which is no size a picture can be drawn at, so no spanning image can be made for it.' },
    {
      name: 'FAR',
      geometry: '1920/500x1080/300+30000+30000',
      sentence: 'The displays span 31,920 × 31,080 as laid out (the display FAR is 1,920 × 1,080 at 30,000, 30,000), more than a spanning image can be (at most 40,000 on a side and 150 megapixels).',
    },
    {
      name: 'WALL',
      geometry: '20000/5000x20000/5000+0+0',
      sentence: 'The displays span 20,000 × 20,000 as laid out (the display WALL is 20,000 × 20,000 at 0, 0), more than a spanning image can be (at most 40,000 on a side and 150 megapixels).',
    },
  ]

  for (const { name, geometry, sentence } of CASES) {
    it(`a monitor ${name} (${geometry}) is refused before anything is drawn: exit 7, one sentence naming it and its size, nothing set`, async () => {
      await xrandr('--setmonitor', name, geometry, 'none')
      try {
        const before = existsSync(log) ? readFileSync(log, 'utf8') : ''
        const spansBefore = spans()
        const run = await runCli(BUILT_CLI, ['next'], env, { timeoutMs: 90_000 })
        expect(run).toMatchObject({ code: 7, stdout: '', stderr: `tapestry: ${sentence}\n` })
        expectPlainSentence(sentence, { names: name })
        expect(run.ms).toBeLessThan(15_000)
        expect(existsSync(log) ? readFileSync(log, 'utf8') : '').toBe(before)
        expect(spans()).toEqual(spansBefore)
      } finally {
        await xrandr('--delmonitor', name)
      }
    }, 120_000)
  }
})
