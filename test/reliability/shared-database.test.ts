// One library.db shared by the app and the command line when something goes wrong underneath them:
// a damaged page found while the app has the file open, the file replaced under a running process,
// a library from a newer Tapestry, a read-only file, the app's log (-wal) deleted, and another
// process undoing what the app did. Every case runs real processes on the real SQLite files: the
// built CLI, and the app's core bundled into a child Node process (test/support/kill-child.ts) that
// acknowledges each favourite it saved; afterwards every acknowledged favourite must be in the live
// library, read straight from the file.
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, chownSync, existsSync, linkSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../src/main/core/app/app'
import { SCHEMA_VERSION } from '../../src/main/core/library/database'
import { OUTSIDE_CHANGE_POLL_MS } from '../../src/main/core/library/outside-change-poll'
import { holdExclusively } from '../../src/main/core/library/exclusive-hold'
import { invokeOperation } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { builtCli, type CliResult } from '../support/built-cli'
import { bundleChild, runChild, type ChildBundle, type RunningChild } from '../support/kill-child'
import { writePicture } from '../support/local-pictures'
import { bareItem } from '../support/media-item'
import { nodeForAnyone } from '../support/staged-files'
import { stageTapestry, type StagedTapestry } from '../desktops/support/staged-tapestry'
import { SEEDED, damageMiddleOf, rowsIn, seedLibrary } from './support/library-pages'

const root = path.resolve(import.meta.dirname, '../..')
const src = (file: string) => JSON.stringify(path.join(root, 'src/main/core', file))

// The app's core as the window has it (watching the library for other processes' changes), adding a
// favourite every INTERVAL ms and saying "ack ID" once each is saved (and "notice …" for what it
// would tell the person at start); it quits when its stdin ends.
const APP = `
import { createApp } from ${src('app/app.ts')}
import { createMemorySecretStore } from ${src('settings/secret-store.ts')}
const [dataDir, count, interval, prefix] = process.argv.slice(2)
const app = await createApp({ dataDir, env: { PATH: process.env.PATH }, secrets: createMemorySecretStore(), watchLibrary: true, displays: async () => [] })
for (const notice of app.notices()) console.log('notice ' + notice.message)
const card = (id) => ({ source: 'wallhaven', id, title: id, width: 640, height: 400, resolution: '640x400', aspectRatio: 1.6,
  thumbUrl: 'https://img.example/a.jpg', previewUrl: 'https://img.example/a.jpg', fullUrl: 'https://img.example/a.jpg',
  pageUrl: 'https://wallhaven.cc/w/' + id, author: null, nsfw: false, mediaType: 'image', color: null, blurHash: null,
  fileSize: null, colors: [], tags: [], sizeKnown: true, purity: null, spoiler: false, community: null })
for (let index = 0; index < Number(count); index++) {
  const id = prefix + index
  try {
    app.library.addFavourite(card(id))
    console.log('ack ' + id)
  } catch (error) {
    console.log('fail ' + id + ' ' + error.message)
  }
  await new Promise((resolve) => setTimeout(resolve, Number(interval)))
}
console.log('done')
process.stdin.resume()
process.stdin.on('end', () => { app.dispose(); process.exit(0) })
`

// A second core, as another process running Tapestry: takes back a favourite, or blocks a picture.
const OTHER_CORE = `
import { createLibrary } from ${src('library/library.ts')}
const [dataDir, action, id] = process.argv.slice(2)
const library = createLibrary({ dataDir })
if (action === 'unfavourite') console.log(String(library.removeFavourite('wallhaven', id)))
if (action === 'block') console.log(library.block({ source: 'wallhaven', id, title: id }).id)
library.close()
`

let fakes: AllFakes
let appBundle: ChildBundle
let otherCoreBundle: ChildBundle
let work: string
let dataDir: string
let dbFile: string
let env: Record<string, string>
const children: RunningChild[] = []

beforeAll(async () => {
  fakes = await startAllFakes()
  ;[appBundle, otherCoreBundle] = await Promise.all([bundleChild(APP), bundleChild(OTHER_CORE)])
}, 120_000)
afterAll(async () => {
  await fakes?.stop()
  await appBundle?.dispose()
  await otherCoreBundle?.dispose()
})
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'tapestry-shared-db-'))
  dataDir = path.join(work, 'data')
  dbFile = path.join(dataDir, 'library.db')
  await mkdir(dataDir, { recursive: true })
  env = { ...fakes.env, PATH: process.env.PATH ?? '', HOME: work, TAPESTRY_DATA_DIR: dataDir }
})
afterEach(async () => {
  for (const child of children.splice(0)) await child.kill()
  await rm(work, { recursive: true, force: true })
})

const printed = new WeakMap<RunningChild, string>()

/** The app's core in a process of its own, adding `count` favourites one by one (see APP). */
function startApp(count: number, intervalMs: number, prefix = 'app'): RunningChild {
  const child = runChild(appBundle.file, [dataDir, String(count), String(intervalMs), prefix])
  children.push(child)
  let text = ''
  child.child.stdout.on('data', (chunk: Buffer | string) => {
    text += String(chunk)
    printed.set(child, text)
  })
  return child
}

/** The ids in what the app printed so far, from lines matching `pattern`. */
function linesOf(app: RunningChild, pattern: RegExp): string[] {
  return (printed.get(app) ?? '')
    .split('\n')
    .map((line) => pattern.exec(line)?.[1])
    .filter((id): id is string => id !== undefined)
}

/** Lets the app quit (it closes the library as the window does) and answers what it acknowledged. */
async function finish(app: RunningChild): Promise<{ acked: string[]; failed: string[] }> {
  await app.waitForLine(/^done$/, 60_000)
  const exited = new Promise((resolve) => app.child.once('exit', resolve))
  app.child.stdin.end()
  await exited
  return { acked: linesOf(app, /^ack (.+)$/), failed: linesOf(app, /^fail (.+)$/) }
}

/** The built CLI where another user can run it (the checkout may be private to its owner). */
let staged: StagedTapestry | undefined

function cli(args: readonly string[], options: { uid?: number } = {}): Promise<CliResult> {
  if (options.uid === undefined) return builtCli(env).tapestry(args)
  if (staged === undefined) {
    const made = stageTapestry()
    process.once('exit', () => made.dispose())
    staged = made
  }
  const from = staged.root
  return new Promise((resolve) => {
    const child = spawn(nodeForAnyone(), [path.join(from, 'out/main/cli.js'), ...args], { env, cwd: from, uid: options.uid, gid: options.uid })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const favouritesIn = (file: string, prefix: string) =>
  rowsIn<{ item_id: string }>(file, `SELECT item_id FROM favourites WHERE item_id LIKE '${prefix}%' ORDER BY item_id`).map((row) => row.item_id)
const movedAside = () => readdirSync(dataDir).filter((name) => /^library\.corrupt-.+\.db$/.test(name))
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')
const sorted = (ids: readonly string[]) => [...ids].sort()

describe('a damaged page found while the app has the library open', () => {
  it('is left where it is while the app holds it, so every favourite the app acknowledged is in the live library; the next start alone repairs it', async () => {
    seedLibrary(dataDir)
    const app = startApp(8, 150)
    await app.waitForLine(/^ack app1$/)
    const damaged = damageMiddleOf(dbFile, 'history')
    const listed = await cli(['favourites', '--json', '--per-page', '200'])
    expect(listed.stderr).toBe('tapestry: Tapestry found its library damaged, but another Tapestry has it open, so it was left as it is; it is repaired the next time Tapestry opens it alone.\n')
    expect(listed.code).toBe(0)
    expect((JSON.parse(listed.stdout) as { total: number }).total).toBeGreaterThanOrEqual(SEEDED.favourites + 2)
    expect(movedAside()).toEqual([])

    const { acked, failed } = await finish(app)
    expect(failed).toEqual([])
    expect(acked).toHaveLength(8)
    expect(favouritesIn(dbFile, 'app')).toEqual(sorted(acked))

    // Alone now: repaired, and what could not be read is said, kind by kind.
    const repaired = await cli(['favourites', '--json', '--per-page', '200'])
    expect(repaired.code).toBe(0)
    const kept = `${SEEDED.favourites + 8} favourites, ${damaged.rows} of ${SEEDED.history} history records, 0 of ${SEEDED.blocks} blocks, 0 of ${SEEDED.entries} downloaded pictures and 0 of ${SEEDED.local} pictures in the folder index`
    expect(repaired.stderr).toMatch(
      new RegExp(`^tapestry: Tapestry found its library damaged and rebuilt it from what could be read: it lost 0 of ${kept}; the damaged file is kept as ${dataDir}/library\\.corrupt-.+\\.db\\.\\n$`),
    )
    expect(favouritesIn(dbFile, 'app')).toEqual(sorted(acked))
    expect(movedAside()).toHaveLength(1)
  }, 60_000)
})

describe('library.db replaced under a running process', () => {
  it('after it was opened: it is noticed before the next write, so every favourite acknowledged after the replacement is in the new file', async () => {
    seedLibrary(dataDir)
    const app = startApp(10, 150)
    await app.waitForLine(/^ack app2$/)
    // What an older Tapestry did on damage: the file and its -wal and -shm moved aside together, a new library in place.
    const copy = path.join(dataDir, 'library.copy.db')
    const source = new Database(dbFile, { readonly: true })
    source.exec(`VACUUM INTO '${copy}'`)
    source.close()
    linkSync(dbFile, path.join(dataDir, 'library.old.db'))
    for (const suffix of ['-wal', '-shm']) if (existsSync(dbFile + suffix)) renameSync(dbFile + suffix, path.join(dataDir, `library.old.db${suffix}`))
    renameSync(copy, dbFile)
    const replacedAt = linesOf(app, /^ack (.+)$/).length

    const { acked, failed } = await finish(app)
    expect(failed).toEqual([])
    const afterwards = acked.slice(replacedAt)
    expect(afterwards.length).toBeGreaterThanOrEqual(5)
    const live = favouritesIn(dbFile, 'app')
    for (const id of afterwards) expect(live, id).toContain(id)
  }, 60_000)

  it('while it is opened: a process that opens the library during a rebuild waits for it, then uses the rebuilt file', async () => {
    seedLibrary(dataDir)
    damageMiddleOf(dbFile, 'history')
    // This process holds SQLite's exclusive lock on the damaged file, as a rebuild does, while the app starts.
    const hold = holdExclusively(dbFile)
    if (!('held' in hold)) throw new Error('the damaged file could not be locked')
    const app = startApp(4, 100)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(linesOf(app, /^ack (.+)$/)).toEqual([])
    // The rebuilt file takes library.db's name; the damaged one is kept aside, then the lock is let go.
    const rebuilt = path.join(work, 'rebuilt')
    seedLibrary(rebuilt, { ...SEEDED, favourites: 1 })
    linkSync(dbFile, path.join(dataDir, 'library.corrupt-test.db'))
    for (const suffix of ['-wal', '-shm']) if (existsSync(dbFile + suffix)) renameSync(dbFile + suffix, path.join(dataDir, `library.corrupt-test.db${suffix}`))
    renameSync(path.join(rebuilt, 'library.db'), dbFile)
    hold.held.close()

    const { acked, failed } = await finish(app)
    expect(failed).toEqual([])
    expect(acked).toHaveLength(4)
    expect(favouritesIn(dbFile, 'app')).toEqual(sorted(acked))
    expect(favouritesIn(path.join(dataDir, 'library.corrupt-test.db'), 'app')).toEqual([])
    // It found the rebuilt file as it is: nothing to repair, nothing to tell.
    expect(linesOf(app, /^notice (.+)$/)).toEqual([])
    expect(movedAside()).toEqual(['library.corrupt-test.db'])
  }, 60_000)
})

describe('a library written by a newer Tapestry', () => {
  it('is refused with one sentence naming both schema versions, exit 8, and the file is not written', async () => {
    seedLibrary(dataDir)
    // A later release changed the favourites table and said so in user_version.
    const newer = SCHEMA_VERSION + 2
    const db = new Database(dbFile)
    db.exec('ALTER TABLE favourites RENAME COLUMN item TO card; CREATE TABLE later_things (x TEXT) STRICT')
    db.pragma(`user_version = ${newer}`)
    db.close()
    const before = { hash: sha256(dbFile), mtimeMs: statSync(dbFile).mtimeMs }

    for (const args of [['favourites'], ['history'], ['favourite', 'wallhaven', fakes.wallhaven.catalogue[0]?.record.id ?? 'x']]) {
      const run = await cli(args)
      expect(run.stderr, args.join(' ')).toBe(
        `tapestry: This library was written by a newer Tapestry (schema ${newer}; this one knows up to ${SCHEMA_VERSION}): update Tapestry to use it; it was left as it is.\n`,
      )
      expect(run.code, args.join(' ')).toBe(8)
    }
    expect({ hash: sha256(dbFile), mtimeMs: statSync(dbFile).mtimeMs }).toEqual(before)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('library'))).toEqual(['library', 'library.db'])
  }, 30_000)
})

describe('a read-only library.db in a folder that can be written', () => {
  it('is still read, and a change is refused naming the file, not the folder', async () => {
    seedLibrary(dataDir)
    // Root is stopped by no file mode: as root the command runs as nobody, for whom it holds.
    const asRoot = process.getuid?.() === 0
    if (asRoot) {
      for (const dir of [work, dataDir]) chmodSync(dir, 0o755)
      for (const name of ['', ...readdirSync(dataDir).map((entry) => `/${entry}`)]) chownSync(dataDir + name, 65534, 65534)
      chownSync(work, 65534, 65534)
    }
    chmodSync(dbFile, 0o444)
    const as = asRoot ? { uid: 65534 } : {}
    const listed = await cli(['favourites', '--json'], as)
    expect(listed.stderr).toBe('')
    expect((JSON.parse(listed.stdout) as { total: number }).total).toBe(SEEDED.favourites)
    const picture = fakes.wallhaven.catalogue[0]?.record.id as string
    const run = await cli(['favourite', 'wallhaven', picture], as)
    expect(run.stderr).toBe('tapestry: Tapestry could not save the favourite: the file library.db in the data folder is read-only (its permissions do not let Tapestry write it).\n')
    expect(run.code).toBe(8)
    expect(favouritesIn(dbFile, picture)).toEqual([])
  }, 30_000)
})

describe("the app's log file (library.db-wal) deleted while it runs", () => {
  it('is rebuilt by the app within seconds, so the command line reads and writes again without a restart and nothing acknowledged is lost', async () => {
    seedLibrary(dataDir)
    const app = startApp(30, 200)
    await app.waitForLine(/^ack app3$/)
    await rm(`${dbFile}-wal`)

    const listed = await cli(['favourites', '--json', '--per-page', '200'])
    expect(listed.stderr).toBe('')
    expect(listed.code).toBe(0)
    const seen = (JSON.parse(listed.stdout) as { items: { item: { id: string } }[] }).items.map((favourite) => favourite.item.id)
    const ackedSoFar = linesOf(app, /^ack (.+)$/)
    for (const id of ackedSoFar.slice(0, 4)) expect(seen, id).toContain(id)
    const picture = fakes.wallhaven.catalogue.find((entry) => entry.record.purity === 'sfw')?.record.id as string
    const favourited = await cli(['favourite', 'wallhaven', picture])
    expect(favourited.stderr).toBe('')
    expect(favourited.code).toBe(0)

    const { acked, failed } = await finish(app)
    expect(failed).toEqual([])
    expect(favouritesIn(dbFile, 'app')).toEqual(sorted(acked))
    expect(favouritesIn(dbFile, picture)).toEqual([picture])
  }, 90_000)

  it('held by a process that never rebuilds it (an older Tapestry): the command line says so in one sentence, exit 8', async () => {
    seedLibrary(dataDir)
    // Opens the library and writes as any SQLite program does, then only holds it.
    const raw = new Database(dbFile)
    raw.pragma('journal_mode = WAL')
    raw.prepare("INSERT INTO blocklist (source, item_id, title, blocked_at) VALUES ('wallhaven', 'raw1', 'raw', '2026-01-01')").run()
    await rm(`${dbFile}-wal`)
    try {
      const started = Date.now()
      const run = await cli(['favourites'])
      expect(run.stderr).toBe(
        'tapestry: Tapestry could not open the library database: its log file library.db-wal was deleted while another program had the library open; quit that program (it keeps what it wrote until it quits) and try again.\n',
      )
      expect(run.code).toBe(8)
      expect(Date.now() - started).toBeLessThan(15_000)
    } finally {
      raw.close()
    }
    // Once it has quit, what it wrote is there.
    expect(rowsIn<{ item_id: string }>(dbFile, "SELECT item_id FROM blocklist WHERE item_id = 'raw1'")).toEqual([{ item_id: 'raw1' }])
  }, 60_000)
})

describe('another process undoing what the app did', () => {
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  /** The app's core in this process, watching the library as the window's does; what it says to the window. */
  async function watchingApp() {
    const changes: string[] = []
    const app = await createApp({
      dataDir,
      env,
      secrets: createMemorySecretStore(),
      watchLibrary: true,
      displays: async () => [],
      events: { emit: (name, payload) => name === 'library.changed' && changes.push((payload as { what: string }).what) },
    })
    const times = (what: string) => changes.filter((change) => change === what).length
    async function said(what: string, count: number): Promise<void> {
      const until = Date.now() + 8_000
      while (times(what) < count && Date.now() < until) await settle(50)
      // One more poll: nothing is said more often than it happened.
      await settle(OUTSIDE_CHANGE_POLL_MS + 500)
      expect(times(what), `${what} said`).toBe(count)
    }
    return { app, said }
  }

  const otherCore = (action: string, id: string) =>
    new Promise<string>((resolve, reject) => {
      const run = runChild(otherCoreBundle.file, [dataDir, action, id])
      let out = ''
      run.child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)))
      run.child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(run.stderr()))))
    })
  const favourite = (id: string) => ({ item: bareItem(id, 'https://img.example/a.jpg') })

  it('a second core taking back a favourite the app added is said to the window, and the app’s own favourite is said once', async () => {
    const { app, said } = await watchingApp()
    try {
      expect(await invokeOperation(app.handlers, 'library.addFavourite', favourite('mine'))).toMatchObject({ ok: true })
      await said('favourites', 1)
      // Something else changes: the app's own favourite is not said again with it.
      expect(await otherCore('block', 'theirs')).toBe('theirs')
      await said('blocklist', 1)
      await said('favourites', 1)

      // With nothing in between, another process takes back the app's favourite: the window hears of it.
      expect(await invokeOperation(app.handlers, 'library.addFavourite', favourite('mine2'))).toMatchObject({ ok: true })
      await said('favourites', 2)
      expect(await otherCore('unfavourite', 'mine2')).toBe('true')
      await said('favourites', 3)
      expect(app.library.isFavourite('wallhaven', 'mine2')).toBe(false)
    } finally {
      app.dispose()
    }
  }, 60_000)

  it('the command line removing a folder the app added is said to the window', async () => {
    const { app, said } = await watchingApp()
    try {
      const folder = path.join(work, 'Pictures')
      await writePicture(path.join(folder, 'one.jpg'), { width: 80, height: 60 })
      expect(await invokeOperation(app.handlers, 'folders.add', { path: folder })).toMatchObject({ ok: true })
      await said('local', 1)
      const removed = await cli(['folders', 'remove', folder])
      expect(removed.stderr).toBe('')
      expect(removed.code).toBe(0)
      await said('local', 2)
    } finally {
      app.dispose()
    }
  }, 60_000)
})
