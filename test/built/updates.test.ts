// Updates in the built app on the stub Electron, with the real electron-updater against a loopback
// feed (test/fakes/update-feed, served as electron-updater's `generic` provider reads it) named by
// resources/app-update.yml, as electron-builder writes it into a package. Started as a packaged
// AppImage (TAPESTRY_STUB_PACKAGED, APPIMAGE) on Linux: newer, same, older, unreachable, a bad
// checksum; and as a .deb and from the sources, where Tapestry leaves updates to others.
import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appImageFor, UpdateFeedFake } from '../fakes/update-feed/update-feed'
import { APP_FOLDER } from '../support/electron-app-argument'
import { folderSourcesAt } from '../fakes/all-fakes'

const run = promisify(execFile)
const NOWHERE = 'http://127.0.0.1:9'
// Where the bundle is: out/ as CI builds it (TAPESTRY_BUILT_OUT: another build of the same sources).
const BUILT_OUT = process.env.TAPESTRY_BUILT_OUT

type Report = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const folders: string[] = []
const feed = new UpdateFeedFake()
let feedUrl = ''

beforeAll(async () => {
  feedUrl = await feed.start()
})
afterAll(async () => {
  await feed.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** The app folder Electron is given: the checkout, or one whose package.json runs another build. */
function appFolder(): string {
  if (!BUILT_OUT) return APP_FOLDER
  const folder = mkdtempSync(path.join(tmpdir(), 'tapestry-app-'))
  folders.push(folder)
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'tapestry', productName: 'Tapestry', version: '0.1.0', main: path.resolve(BUILT_OUT, 'main/index.js') }))
  return folder
}

interface Install {
  /** 'appimage': resources with app-update.yml and an AppImage at APPIMAGE; 'deb': package-type deb; 'sources': not packaged. */
  as: 'appimage' | 'deb' | 'sources'
  steps: string
  feedAt?: string
}

async function start(install: Install): Promise<Report & { home: string }> {
  const home = mkdtempSync(path.join(tmpdir(), 'tapestry-updates-'))
  folders.push(home)
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    TAPESTRY_DATA_DIR: home,
    TAPESTRY_WALLHAVEN_URL: NOWHERE,
    TAPESTRY_UNSPLASH_URL: NOWHERE,
    TAPESTRY_REDDIT_URL: NOWHERE,
    TAPESTRY_REDDIT_AUTH_URL: NOWHERE,
    ...folderSourcesAt(NOWHERE),
    TAPESTRY_STUB_SCENARIO: 'updates',
    TAPESTRY_STUB_UPDATE_STEPS: install.steps,
  }
  if (install.as !== 'sources') {
    const resources = path.join(home, 'resources')
    mkdirSync(resources)
    // What electron-builder writes from `publish` (here the generic provider the tests can serve).
    writeFileSync(path.join(resources, 'app-update.yml'), `provider: generic\nurl: ${install.feedAt ?? feedUrl}\nupdaterCacheDirName: tapestry-updater\n`)
    if (install.as === 'deb') writeFileSync(path.join(resources, 'package-type'), 'deb')
    env.TAPESTRY_STUB_PACKAGED = resources
  }
  if (install.as === 'appimage') {
    const apps = path.join(home, 'Applications')
    mkdirSync(apps)
    env.APPIMAGE = path.join(apps, 'Tapestry-0.1.0.AppImage')
    writeFileSync(env.APPIMAGE, appImageFor('0.1.0'))
    chmodSync(env.APPIMAGE, 0o755)
  }
  const { stdout } = await run(process.execPath, ['test/support/electron-stub/load-main.mjs', appFolder()], { env, timeout: 60_000 })
  return { ...JSON.parse(stdout.trim().split('\n').at(-1) as string), home }
}

const titles = (step: Report) => step.notices.map((notice: { title: string }) => notice.title)
const ids = (step: Report) => step.items.map((item: { id: string }) => item.id)
/** A stack trace's frames, in the log or anything said. */
const NO_STACK = /^\s+at /m

describe.skipIf(process.platform !== 'linux')('updates in the built app (an AppImage on Linux)', () => {
  it('a newer version: said, downloaded only when the person chooses Download, then Restart to update installs it', async () => {
    feed.reset()
    feed.release = { version: '1.2.3' }
    const report = await start({ as: 'appimage', steps: 'check,download,restart' })
    expect(report.atStart.status).toMatchObject({ canUpdate: true, checking: true, currentVersion: '0.1.0', phase: { kind: 'idle' } })
    expect(report.atStart.items).toEqual([{ id: 'update-check', label: 'Check for updates', enabled: true }])
    const [checked, downloaded, restarted] = report.steps
    expect(checked.items).toEqual([{ id: 'update-download', label: 'Download Tapestry 1.2.3', enabled: true }])
    expect(titles(checked)).toEqual(['Tapestry 1.2.3 is available'])
    expect(checked.notices[0].body).toMatch(/Nothing is downloaded until you choose Download/)
    expect(checked.status.phase).toEqual({ kind: 'available', version: '1.2.3' })
    // Told, not fetched: only the channel file was asked for.
    expect(checked.requests).toEqual(['GET /latest-linux.yml'])
    expect(downloaded.items).toEqual([{ id: 'update-restart', label: 'Restart to update to 1.2.3', enabled: true }])
    expect(titles(downloaded)).toEqual(['Tapestry 1.2.3 is available', 'Tapestry 1.2.3 is ready'])
    // The file was asked for once, after Download, never with the check.
    expect(feed.requests.map((request) => request.path)).toEqual(['/latest-linux.yml', '/Tapestry-1.2.3.AppImage'])
    expect(restarted.clicked).toBe('update-restart')
    expect(report.quitCalls).toBe(1)
    expect(report.beforeQuitForUpdate).toBe(1)
    // electron-updater's AppImage install: the old image removed, the new one in its folder, started.
    expect(report.oldAppImageLeft).toBe(false)
    expect(report.newAppImage).toBe(appImageFor('1.2.3').toString())
    expect(report.newStarted).toBe(true)
    expect(report.memory.toldVersion).toBe('1.2.3')
  })

  it.each([
    ['the same version', '0.1.0'],
    ['an older version', '0.0.9'],
  ])('%s: nothing offered, nothing downloaded; asked from the tray, it says Tapestry is up to date', async (_name, version) => {
    feed.reset()
    feed.release = { version }
    const report = await start({ as: 'appimage', steps: 'check' })
    const [checked] = report.steps
    expect(ids(checked)).toEqual(['update-check'])
    expect(titles(checked)).toEqual(['Tapestry is up to date'])
    expect(checked.status).toMatchObject({ phase: { kind: 'idle' }, problem: null })
    expect(feed.requests.map((request) => request.path)).toEqual(['/latest-linux.yml'])
    expect(report.memory.lastCheckAt).not.toBeNull()
  })

  it('an unreachable feed: one plain sentence, no stack trace anywhere, and the next check is tomorrow', async () => {
    const report = await start({ as: 'appimage', steps: 'check', feedAt: NOWHERE })
    const [checked] = report.steps
    expect(ids(checked)).toEqual(['update-check'])
    expect(checked.notices).toEqual([{ title: 'Could not check for updates', body: 'Tapestry could not reach its update server to check for a new version; it will try again tomorrow.' }])
    expect(checked.status.problem).toBe(checked.notices[0].body)
    expect(report.log.split('\n').filter((line: string) => line.includes('could not reach its update server'))).toHaveLength(1)
    expect(report.log).not.toMatch(NO_STACK)
    // A failed check counts as the day's: the daily timer waits a day from it.
    expect(Date.now() - Date.parse(report.memory.lastCheckAt)).toBeLessThan(60_000)
  })

  it('a download whose sha512 does not match: refused, nothing kept to install, said once however often it is tried', async () => {
    feed.reset()
    feed.release = { version: '1.2.3', wrongChecksum: true }
    const report = await start({ as: 'appimage', steps: 'check,download,download' })
    const [, first, second] = report.steps
    const refused = 'Tapestry 1.2.3 was refused: the downloaded file did not match the checksum its release published, so nothing was installed.'
    expect(first.items).toEqual([{ id: 'update-download', label: 'Download Tapestry 1.2.3', enabled: true }])
    expect(first.notices.at(-1)).toEqual({ title: 'Tapestry 1.2.3 was not installed', body: refused })
    expect(first.status).toMatchObject({ phase: { kind: 'available', version: '1.2.3' }, problem: refused })
    // Tried again: refused again, the notification not repeated.
    expect(second.notices).toHaveLength(first.notices.length)
    expect(feed.count('/Tapestry-1.2.3.AppImage')).toBe(2)
    expect(report.log).not.toMatch(NO_STACK)
    const cache = path.join(report.home, '.cache', 'tapestry-updater')
    const kept = existsSync(cache) ? readdirSync(cache, { recursive: true }).map(String) : []
    expect(kept.filter((name) => name.endsWith('.AppImage'))).toEqual([])
    expect(report.quitCalls).toBe(0)
    expect(report.oldAppImageLeft).toBe(true)
  })
})

describe('where Tapestry does not update itself', () => {
  it('installed from a .deb: no update items, Settings told why, the feed never asked', async () => {
    feed.reset()
    const report = await start({ as: 'deb', steps: 'check' })
    expect(report.atStart.items).toEqual([])
    expect(report.atStart.status).toMatchObject({ canUpdate: false, checking: false })
    expect(report.atStart.status.detail).toMatch(/\.deb package: your system’s software updates/)
    expect(report.steps[0]).toMatchObject({ clicked: 'update-check', missing: true })
    expect(feed.requests).toEqual([])
  })

  it('run from the sources (not packaged): the same, and it says so', async () => {
    const report = await start({ as: 'sources', steps: 'check' })
    expect(report.atStart.items).toEqual([])
    expect(report.atStart.status.detail).toMatch(/runs from its sources/)
  })
})
