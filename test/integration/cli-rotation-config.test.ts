// `tapestry status`, `pause`, `resume` and `config list|get|set`, run as a person runs them: the
// built out/main/cli.js in a process of its own against a data folder of its own and the loopback
// fakes. A pause reaches an app already running on the same data folder (the core as the Electron
// main process builds it), and a value the window's settings.set refuses names the key and leaves
// settings.json as it was.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../src/main/core/app/app'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { builtCli } from '../support/built-cli'

let fakes: AllFakes
let root: string
let dataDir: string
let env: Record<string, string>
let cli: ReturnType<typeof builtCli>
let app: App | undefined

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-cli-rotation-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  fakes.reset()
  dataDir = await mkdtemp(path.join(root, 'data-'))
  env = { ...fakes.env, PATH: process.env.PATH ?? '', TAPESTRY_DATA_DIR: dataDir }
  cli = builtCli(env)
})
afterEach(() => {
  app?.dispose()
  app = undefined
})

const settingsFile = () => readFile(path.join(dataDir, 'settings.json'), 'utf8')

/** Sets wallpapers through a command of the person's own, which every desktop here can run. */
async function setThrough(template: string): Promise<void> {
  await cli.ok(['config', 'set', 'wallpaper.backend', 'custom'])
  await cli.ok(['config', 'set', 'wallpaper.customCommand', template])
}

describe('tapestry status', () => {
  it('says nothing is shown yet, and that rotation is on', async () => {
    const run = await cli.ok(['status'])
    expect(run.stdout).toBe('Showing now: nothing Tapestry has set.\nRotation: on, every 60 minutes, from Wallhaven, Bing, NASA APOD, Wikimedia Commons; the Tapestry app plans the next change when it runs.\n')
  })

  it('says what each display shows and when the next change is; --json too', async () => {
    await setThrough('true {file}')
    const found = JSON.parse((await cli.ok(['wallhaven', 'search', '--json'])).stdout)
    const item = found.items[0]
    await cli.ok(['set', 'wallhaven', item.id])
    // The interval changed: the next change is counted from now, as the window's settings do it.
    await cli.ok(['config', 'set', 'rotation.intervalMinutes', '30'])
    const text = (await cli.ok(['status'])).stdout
    expect(text).toMatch(new RegExp(`^Showing now:\\n {2}all displays {2}".+" \\(wallhaven ${item.id}\\)\\. .+\\.\\nRotation: on, every 30 minutes, from Wallhaven, Bing, NASA APOD, Wikimedia Commons; next change at \\d\\d:\\d\\d \\((in 30 minutes|in 29 minutes)\\)\\.\\n$`))
    const json = JSON.parse((await cli.ok(['status', '--json'])).stdout)
    expect(json.showing).toEqual([{ display: 'all', libraryId: expect.any(String), item: expect.objectContaining({ source: 'wallhaven', id: item.id }), credit: expect.any(String) }])
    expect(json.rotation).toMatchObject({ paused: false, intervalMinutes: 30, dailyAt: null, nextRunAt: expect.any(String) })
    const minutesAway = (Date.parse(json.rotation.nextRunAt) - Date.now()) / 60_000
    expect(minutesAway).toBeGreaterThan(28)
    expect(minutesAway).toBeLessThanOrEqual(30)
  })
})

describe('tapestry pause and resume', () => {
  it('pause rotation as the tray does, in settings.json, and a running app sees it and tells its tray', async () => {
    // The app's core as the Electron main process builds it, keeping time on the same data folder;
    // its tray and window hear rotation.changed.
    const heard: boolean[] = []
    app = await createApp({ dataDir, env, watchLibrary: true, events: { emit: (name, payload) => void (name === 'rotation.changed' && heard.push((payload as { paused: boolean }).paused)) } })
    app.scheduler.begin()
    expect((await app.handlers['rotation.status'](undefined, {})).paused).toBe(false)

    const paused = await cli.ok(['pause'])
    expect(paused.stdout).toBe('Rotation: paused (every 60 minutes, from Wallhaven, Bing, NASA APOD, Wikimedia Commons). Resume with "tapestry resume".\n')
    expect(JSON.parse(await settingsFile()).rotation.paused).toBe(true)
    // Pushed to the running app's scheduler when its look at settings.json sees it (every 2 s).
    await expect.poll(async () => (await app!.handlers['rotation.status'](undefined, {})).paused, { timeout: 5000 }).toBe(true)
    expect(await app.handlers['rotation.status'](undefined, {})).toMatchObject({ paused: true, nextRunAt: null })
    await expect.poll(() => heard, { timeout: 5000 }).toEqual([true])

    expect((await cli.ok(['pause'])).stdout).toMatch(/^Rotation was already paused; nothing changed\.\n/)
    expect(JSON.parse((await cli.ok(['status', '--json'])).stdout).rotation.paused).toBe(true)

    const resumed = await cli.ok(['resume', '--json'])
    expect(JSON.parse(resumed.stdout)).toMatchObject({ paused: false })
    await expect.poll(async () => (await app!.handlers['rotation.status'](undefined, {})).paused, { timeout: 5000 }).toBe(false)
    await expect.poll(() => heard, { timeout: 5000 }).toEqual([true, false])
    expect((await cli.ok(['resume'])).stdout).toMatch(/^Rotation was already on; nothing changed\.\n/)
  })
})

describe('tapestry config', () => {
  it('lists every setting by its schema name, nested keys dotted, and gets one', async () => {
    const list = (await cli.ok(['config', 'list'])).stdout
    for (const line of ['defaultSource = wallhaven', 'rotation.intervalMinutes = 60', 'rotation.dailyAt = null', 'rotation.paused = false', 'wallpaper.backend = auto', 'notifications.enabled = false', 'shortcuts.next = null', 'localFolders = []']) {
      expect(list.split('\n')).toContain(line)
    }
    expect(list).toMatch(/^rotation\.pool = \[\{"source":"wallhaven","weight":1,"filters":\{\}\}/m)
    // Secrets are never settings; rotation's shorthands are not settings of their own.
    expect(list).not.toMatch(/hasKey|keyStorage|rotation\.source|rotation\.filters/)
    const json = JSON.parse((await cli.ok(['config', 'list', '--json'])).stdout)
    expect(json['rotation.intervalMinutes']).toBe(60)
    expect((await cli.ok(['config', 'get', 'rotation.fit'])).stdout).toBe('smart\n')
    expect(JSON.parse((await cli.ok(['config', 'get', 'startup', '--json'])).stdout)).toEqual({ key: 'startup', value: { changeWallpaper: false } })
  })

  it('sets a value through the window\'s checks: numbers, switches, times, null, JSON', async () => {
    expect((await cli.ok(['config', 'set', 'rotation.intervalMinutes', '30'])).stdout).toBe('rotation.intervalMinutes = 30\n')
    expect((await cli.ok(['config', 'set', 'notifications.enabled', 'on'])).stdout).toBe('notifications.enabled = true\n')
    expect((await cli.ok(['config', 'set', 'rotation.dailyAt', '07:30'])).stdout).toBe('rotation.dailyAt = 07:30\n')
    expect((await cli.ok(['config', 'set', 'rotation.dailyAt', 'null'])).stdout).toBe('rotation.dailyAt = null\n')
    await cli.ok(['config', 'set', 'rotation.pool', '[{"source":"wallhaven","weight":2},{"source":"favourites","weight":1}]'])
    const saved = JSON.parse(await settingsFile())
    expect(saved.rotation).toMatchObject({ intervalMinutes: 30, dailyAt: null, pool: [{ source: 'wallhaven', weight: 2 }, { source: 'favourites', weight: 1 }] })
    expect(saved.notifications.enabled).toBe(true)
    expect((await cli.ok(['status'])).stdout).toMatch(/Rotation: on, every 30 minutes, from Wallhaven, Favourites;/)
  })

  it('refuses a bad value naming the key, exit 2, and settings.json stays as it was', async () => {
    await cli.ok(['config', 'set', 'rotation.intervalMinutes', '45'])
    const before = await settingsFile()
    const cases: [string[], RegExp][] = [
      [['rotation.intervalMinutes', '0'], /^tapestry: rotation\.intervalMinutes: .*1.*\n$/],
      [['rotation.intervalMinutes', 'soon'], /^tapestry: rotation\.intervalMinutes: .+\n$/],
      [['rotation.dailyAt', '25:00'], /^tapestry: rotation\.dailyAt: must be a time of day as HH:MM \(00:00 to 23:59\)\n$/],
      [['rotation.fit', 'squash'], /^tapestry: rotation\.fit: .*smart.*\n$/],
      [['rotation.pool', '[]'], /^tapestry: rotation\.pool: must hold at least one source\n$/],
      [['rotation.intervalMinute', '30'], /^tapestry: There is no setting "rotation\.intervalMinute"\. Did you mean "rotation\.intervalMinutes"\? See "tapestry config list"\.\n$/],
      [['localFolders', '[]'], /^tapestry: localFolders: is changed with "tapestry folders add PATH" and "tapestry folders remove PATH"\n$/],
    ]
    for (const [argv, said] of cases) {
      const run = await cli.tapestry(['config', 'set', ...argv])
      expect({ argv, code: run.code, stdout: run.stdout }).toEqual({ argv, code: 2, stdout: '' })
      expect(run.stderr, argv.join(' ')).toMatch(said)
    }
    expect(await settingsFile()).toBe(before)
    expect((await cli.tapestry(['config', 'get', 'rotation.nope'])).stderr).toMatch(/^tapestry: There is no setting "rotation\.nope"/)
  })
})
