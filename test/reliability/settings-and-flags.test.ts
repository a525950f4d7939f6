// Settings and flags as people really leave them. A hand-edited settings.json with one value
// Tapestry cannot use costs only that value: everything else is kept, with a copy of the file as it
// was, and the person is told which value and why. A --display the desktop does not have is
// refused before anything is sent, written or changed, by every command that takes one. And the
// installed command line starts, and the login entry it writes runs exactly, from a folder whose
// name holds a backslash, quotes, a space, a percent sign and a dollar sign.
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { appendFile, chmod, copyFile, cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AfterChangeCommandError, parseAfterChangeCommand } from '../../src/shared/after-change-command'
import { createApp } from '../../src/main/core/app/app'
import { createLibrary } from '../../src/main/core/library/library'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import { noAppHere } from '../../src/main/core/startup/launch-command'
import { DESKTOP_FILE_ID, renderAutostartEntry } from '../../src/main/core/startup/xdg-autostart'
import { openJsonStore } from '../../src/main/core/store/json-store'
import { startSession, type Session } from '../desktops/support/session'
import { sideBySide, startX11 } from '../desktops/support/x-server'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { builtCli } from '../support/built-cli'
import { ensureDebianTools } from '../support/debian-tools'
import { execOfEntry } from '../support/desktop-entry-reader'
import { toolPath } from '../support/tool-path'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../..')

let work = ''
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'tapestry-settings-flags-'))
})
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

/** Why the after-change command refuses `command`, in its own words. */
function refusal(command: string): string {
  try {
    parseAfterChangeCommand(command)
  } catch (error) {
    if (error instanceof AfterChangeCommandError) return error.reason
    throw error
  }
  throw new Error(`${command} was expected to be refused`)
}

/** Why a small disk of the test's own cannot be made here (mounting a tmpfs needs root), or undefined. */
function cannotMount(): string | undefined {
  const probe = mkdtempSync(path.join(tmpdir(), 'tapestry-mount-probe-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' })
    execFileSync('umount', [probe])
    return undefined
  } catch (error) {
    return `needs to mount a small tmpfs (as root): ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`
  } finally {
    rmSync(probe, { recursive: true, force: true })
  }
}
const noMount = cannotMount()

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('settings.json with a value Tapestry cannot use', () => {
  it('one hand-edited after-change command with `;` resets only that value: backend, rotation pool and folders are kept, the file as it was is kept, and the person is told which value and why, once', async () => {
    const dataDir = await mkdtemp(path.join(work, 'one-value-'))
    const pictures = await mkdtemp(path.join(work, 'pictures-'))
    const command = 'wal -i {file}; notify-send done'
    const written = {
      wallpaper: { backend: 'feh', lockScreen: true, afterChangeCommand: command },
      rotation: {
        pool: [
          { source: 'favourites', weight: 2 },
          { source: 'folder', path: pictures, weight: 3 },
          { source: 'wallhaven', weight: 1, filters: { q: 'forest' } },
        ],
        intervalMinutes: 15,
        display: 'all',
      },
      localFolders: [pictures],
      quotaBytes: 500_000_000,
      startup: { changeWallpaper: true },
    }
    const text = `${JSON.stringify(written, null, 2)}\n`
    await writeFile(path.join(dataDir, 'settings.json'), text)
    const { tapestry } = builtCli({ PATH: process.env.PATH, HOME: work, TAPESTRY_DATA_DIR: dataDir })

    const run = await tapestry(['history'])
    expect(run.code).toBe(0)
    const copies = (await readdir(dataDir)).filter((name) => /^settings\.corrupt-.+\.json$/.test(name))
    expect(copies).toHaveLength(1)
    const keptAs = path.join(dataDir, copies[0] as string)
    expect(run.stderr).toBe(
      `tapestry: Tapestry found a value in its settings file it could not use and kept everything else: wallpaper.afterChangeCommand went back to its default (${refusal(command)}); the file as it was is kept as ${keptAs}.\n`,
    )
    // Nothing the person wrote is lost: the copy is the file byte for byte.
    expect(await readFile(keptAs, 'utf8')).toBe(text)
    const now = JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8'))
    expect(now.wallpaper).toEqual({ backend: 'feh', customCommand: null, lockScreen: true, afterChangeCommand: null })
    expect(now.rotation).toMatchObject({ pool: written.rotation.pool, intervalMinutes: 15, display: 'all' })
    expect(now.localFolders).toEqual([pictures])
    expect(now.quotaBytes).toBe(500_000_000)
    expect(now.startup).toEqual({ changeWallpaper: true })

    // Said once: the next start finds a good file.
    expect(await tapestry(['history'])).toMatchObject({ code: 0, stderr: '' })
    expect((await readdir(dataDir)).filter((name) => name.includes('.corrupt-'))).toHaveLength(1)
  })

  it('every value it cannot use, of any kind, is named and only those change: a pool member of an unknown source is left out, a bad number and a bad switch go back to their defaults', async () => {
    const dataDir = await mkdtemp(path.join(work, 'several-'))
    const written = {
      defaultSource: 'unsplash',
      rotation: {
        pool: [
          { source: 'wallhaven', weight: 1 },
          { source: 'flickr', weight: 5 },
          { source: 'favourites', weight: 4 },
        ],
        intervalMinutes: 'soon',
        historyWindow: 20,
      },
      quotaBytes: -5,
      notifications: { enabled: 'yes' },
      wallpaper: { backend: 'xwallpaper' },
    }
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify(written))
    const app = await createApp({ dataDir, env: {}, secrets: createMemorySecretStore(), displays: async () => [] })
    try {
      const [notice, ...others] = app.notices().map((each) => each.message)
      expect(others).toEqual([])
      expect(notice).toMatch(/^Tapestry found 4 values in its settings file it could not use and kept everything else: /)
      expect(notice).toContain('rotation.pool.1 was left out (source: ')
      expect(notice).toContain('rotation.intervalMinutes went back to its default (')
      expect(notice).toContain('quotaBytes went back to its default (')
      expect(notice).toContain('notifications.enabled went back to its default (')
      expect(notice).toMatch(/; the file as it was is kept as .+settings\.corrupt-.+\.json\.$/)
      const settings = app.settings.get()
      expect(settings.defaultSource).toBe('unsplash')
      expect(settings.wallpaper.backend).toBe('xwallpaper')
      expect(settings.rotation.pool).toEqual([
        { source: 'wallhaven', weight: 1, filters: {} },
        { source: 'favourites', weight: 4 },
      ])
      expect(settings.rotation.intervalMinutes).toBe(60)
      expect(settings.rotation.historyWindow).toBe(20)
      expect(settings.quotaBytes).toBe(1024 * 1024 * 1024)
      expect(settings.notifications.enabled).toBe(false)
    } finally {
      app.dispose()
    }
  })

  it('any store of Tapestry’s mends the same way: a rotation schedule with one impossible date keeps the other', async () => {
    const dataDir = await mkdtemp(path.join(work, 'schedule-'))
    const nextRunAt = Date.UTC(2030, 0, 1)
    await writeFile(path.join(dataDir, 'rotation.json'), JSON.stringify({ lastRunAt: 1e20, nextRunAt }))
    const told: unknown[][] = []
    const PlausibleTime = z.number().int().min(Date.UTC(2000, 0, 1)).max(Date.UTC(2200, 0, 1))
    const schema = z.object({ nextRunAt: PlausibleTime.nullable().default(null), lastRunAt: PlausibleTime.nullable().default(null) })
    const store = openJsonStore({ cwd: dataDir, configName: 'rotation', schema, onRecovered: (...args) => told.push(args) })
    expect(store.read()).toEqual({ lastRunAt: null, nextRunAt })
    expect(told).toEqual([[store.recovered[0], [{ field: 'lastRunAt', reason: expect.stringMatching(/./), leftOut: false }]]])
  })

  it.skipIf(noMount !== undefined)(`on a disk too full for a copy, the file with one bad value is moved aside whole rather than changed${noMount ? ` (skipped: ${noMount})` : ''}`, async () => {
    const disk = await mkdtemp(path.join(work, 'full-'))
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk])
    try {
      const text = JSON.stringify({ wallpaper: { backend: 'feh', afterChangeCommand: 'wal -i {file} && true' } })
      await writeFile(path.join(disk, 'settings.json'), text)
      await writeFile(path.join(disk, 'filler'), Buffer.alloc(0))
      // Filled to the last byte, so not even a copy of a small file fits.
      for (const size of [1 << 16, 1 << 10, 1]) {
        try {
          for (;;) await appendFile(path.join(disk, 'filler'), Buffer.alloc(size))
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
        }
      }
      const told: unknown[][] = []
      const store = createSettingsStore({ dataDir: disk, secrets: createMemorySecretStore(), onRecovered: (...args) => told.push(args) })
      expect(store.get().wallpaper).toMatchObject({ backend: 'auto', afterChangeCommand: null })
      expect(told).toEqual([[expect.stringMatching(/settings\.corrupt-.+\.json$/)]])
      expect(await readFile(told[0]?.[0] as string, 'utf8')).toBe(text)
      expect((await readdir(disk)).filter((name) => name !== 'filler' && !name.startsWith('settings.corrupt-'))).toEqual([])
    } finally {
      execFileSync('umount', [disk])
    }
  })

  it('a file that is not JSON at all is still moved aside whole, and said so', async () => {
    const dataDir = await mkdtemp(path.join(work, 'not-json-'))
    const text = '{"rotation": {"intervalMinutes": 15'
    await writeFile(path.join(dataDir, 'settings.json'), text)
    const { tapestry } = builtCli({ PATH: process.env.PATH, HOME: work, TAPESTRY_DATA_DIR: dataDir })
    const run = await tapestry(['history'])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(new RegExp(`^tapestry: Tapestry found its settings file damaged and started afresh; the old one is kept as ${escaped(dataDir)}/settings\\.corrupt-.+\\.json\\.\\n$`))
    const copies = (await readdir(dataDir)).filter((name) => name.startsWith('settings.corrupt-'))
    expect(copies).toHaveLength(1)
    expect(await readFile(path.join(dataDir, copies[0] as string), 'utf8')).toBe(text)
  })
})

const noX = ensureDebianTools([
  { command: 'Xvfb', debianPackage: 'xvfb' },
  { command: 'xrandr', debianPackage: 'x11-xserver-utils' },
  { command: 'feh', debianPackage: 'feh' },
])

describe.skipIf(noX !== undefined)(`--display with a display this desktop does not have (one monitor: Xvfb, feh, xrandr)${noX ? ` (skipped: ${noX})` : ''}`, () => {
  let session: Session
  let fakes: AllFakes
  let dataDir = ''
  let picture = ''
  let shownId = ''
  let tapestry: ReturnType<typeof builtCli>['tapestry']
  /** What must not change: the desktop (feh's own record), the library, and what reached the network. */
  let before: Awaited<ReturnType<typeof state>>

  async function state() {
    const library = createLibrary({ dataDir })
    try {
      return {
        fehbg: await readFile(path.join(session.home, '.fehbg'), 'utf8'),
        entries: library.entries().length,
        history: library.history().total,
        favourites: library.favourites().total,
        blocked: library.blocklist().total,
        requests: fakes.wallhaven.requests.length + fakes.imageHost.requests.length,
      }
    } finally {
      library.close()
    }
  }

  beforeAll(async () => {
    fakes = await startAllFakes()
    session = startSession('settings-flags', { asMe: true })
    await startX11(session, sideBySide([{ width: 640, height: 480 }]))
    const bin = toolPath(['feh', 'xrandr'], session.folder('tools'))
    dataDir = session.folder('data')
    picture = path.join(session.folder('pictures'), 'local.png')
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#224466' } }).png().toFile(picture)
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'feh' } }))
    ;({ tapestry } = builtCli({ ...fakes.env, TAPESTRY_DATA_DIR: dataDir, PATH: bin, HOME: session.home, DISPLAY: session.env.DISPLAY, XDG_SESSION_TYPE: 'x11' }))
    // Something showing, that favourite and block without SOURCE ID would act on.
    shownId = fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw').id
    const shown = await tapestry(['set', 'wallhaven', shownId])
    expect(shown).toMatchObject({ code: 0, stderr: '' })
    before = await state()
  }, 60_000)
  afterAll(async () => {
    await session?.stop()
    await fakes?.stop()
  })

  /** Exit 2, one sentence naming --display and the displays there are; nothing sent, written or changed. */
  async function refusedUnchanged(args: readonly string[]) {
    const run = await tapestry(args)
    expect(run.stderr).toBe('tapestry: --display: there is no display 7 here; the displays are 0 (screen), or all\n')
    expect(run).toMatchObject({ code: 2, stdout: '' })
    expect(await state()).toEqual(before)
  }

  it('set SOURCE ID --display 7 downloads nothing and exits 2', async () => {
    await refusedUnchanged(['set', 'wallhaven', fakes.wallhaven.pick((entry) => entry.record.purity === 'sfw' && entry.record.id !== shownId).id, '--display', '7'])
  })

  it('set --file --display 7 sets nothing and exits 2', async () => {
    await refusedUnchanged(['set', '--file', picture, '--display', '7'])
  })

  it('favourite --display 7 adds no favourite and exits 2', async () => {
    await refusedUnchanged(['favourite', '--display', '7'])
  })

  it('block --display 7 blocks nothing, leaves the desktop as it is, and exits 2', async () => {
    await refusedUnchanged(['block', '--display', '7'])
  })

  it('previous and history with --display 7 exit 2 too; a name the desktop does not have is refused where it would act', async () => {
    await refusedUnchanged(['previous', '--display', '7'])
    await refusedUnchanged(['history', '--display', '7'])
    const named = await tapestry(['favourite', '--display', 'HDMI-9'])
    expect(named).toMatchObject({ code: 2, stderr: 'tapestry: --display: there is no display HDMI-9 here; the displays are 0 (screen), or all\n' })
    expect(await state()).toEqual(before)
  })

  it('the display there is, by number or name, is taken: the check refuses only what is not there', async () => {
    expect(await tapestry(['history', '--display', '0', '--json'])).toMatchObject({ code: 0, stderr: '' })
    expect(await tapestry(['favourite', '--display', 'screen', '--dry-run'])).toMatchObject({ code: 0, stderr: '' })
    // set --file sends no request, so takes no --dry-run: the display is checked on a set that would send one.
    expect(await tapestry(['set', 'wallhaven', 'abc123', '--display', '0', '--dry-run'])).toMatchObject({ code: 0, stderr: '' })
  })
})

/** Each character the Desktop Entry spec reserves or escapes, in a folder name of its own. */
const ODD_NAMES = ['plain', 'a space', "it's", 'say "hi"', '100% sure', '$HOME', 'back`tick`', 'back\\slash', 'hash#', 'semi;colon&amp', '(paren)~*?', 'pipe|<>']
/** The install folder of the built bundle: a backslash, both quotes, a space, a percent sign and a dollar sign. */
const INSTALL_NAME = `Tapestry \\ "q" 'a' 100% $HOME`

const noGio = ensureDebianTools([{ command: 'gio', debianPackage: 'libglib2.0-bin' }])

/** An executable that writes how it was started ($0, then each argument, one a line) to `record`. */
async function recordingProgram(file: string, record: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, `#!/bin/sh\nprintf '%s\\n' "$0" "$@" > '${record.replace(/'/g, `'\\''`)}'\n`, { mode: 0o755 })
  return file
}

/**
 * The program an Exec line starts, and its arguments: a program whose path holds a % is started by
 * /bin/sh with this script, its path an argument (GLib finds no program with a % in its path).
 */
function programStarted(argv: readonly string[]): readonly string[] {
  return argv[0] === '/bin/sh' && argv[1] === '-c' && argv[2] === 'exec "$0" "$@"' ? argv.slice(3) : argv
}

/** Starts `entry` with GLib's launcher (as GNOME, Xfce, MATE and Cinnamon start autostart entries) and answers what ran. */
async function launchWithGio(entry: string, record: string): Promise<string[]> {
  await rm(record, { force: true })
  await run('gio', ['launch', entry], { env: { PATH: process.env.PATH ?? '', HOME: work } })
  // gio hands the program to the system and returns: wait for it to say how it started.
  for (let waited = 0; waited < 5_000 && !existsSync(record); waited += 50) await delay(50)
  return (await readFile(record, 'utf8').catch(() => '(nothing ran)\n')).split('\n').slice(0, -1)
}

describe('the login entry’s Exec line, for a program whose path holds each character the spec reserves or escapes', () => {
  let folder = ''
  beforeAll(async () => {
    folder = await mkdtemp(path.join(work, 'exec-'))
  })
  const programs = () => ODD_NAMES.map((name, index) => ({ name, program: path.join(folder, name, 'tapestry'), record: path.join(folder, `started-${index}.txt`) }))

  it('the reader used here follows the spec’s own examples, and refuses what the spec leaves undefined', () => {
    // The spec: a literal backslash in a quoted argument is four backslashes in the file, a literal $ is \\$; %% is %.
    expect(execOfEntry('[Desktop Entry]\nExec="/a\\\\\\\\b" "\\\\$x" 100%%\n')).toEqual(['/a\\b', '$x', '100%'])
    expect(() => execOfEntry('[Desktop Entry]\nExec=/a$b\n')).toThrow(/reserved/)
    expect(() => execOfEntry('[Desktop Entry]\nExec="/a\\$b"\n')).toThrow(/escape/)
    expect(() => execOfEntry('[Desktop Entry]\nExec="/a\\\\xb"\n')).toThrow(/backslash/)
    expect(() => execOfEntry('[Desktop Entry]\nExec=/a 100%\n')).toThrow(/Field code/)
  })

  it('reads, as the spec says, as exactly that program and --hidden for all 12 paths', () => {
    for (const { program } of programs()) expect(programStarted(execOfEntry(renderAutostartEntry({ command: program, args: ['--hidden'] })))).toEqual([program, '--hidden'])
  })

  it.skipIf(noGio !== undefined)(`is started by GLib’s launcher (gio launch) as exactly that program with --hidden, for all 12 paths, % included${noGio ? ` (skipped: ${noGio})` : ''}`, async () => {
    for (const [index, { program, record }] of programs().entries()) {
      await recordingProgram(program, record)
      const entry = path.join(folder, `entry-${index}.desktop`)
      await writeFile(entry, renderAutostartEntry({ command: program, args: ['--hidden'] }))
      expect(await launchWithGio(entry, record)).toEqual([program, '--hidden'])
    }
  })
})

describe(`the installed command line in a folder named ${INSTALL_NAME}`, () => {
  let install = ''
  let bin = ''
  const env = (extra: Record<string, string> = {}) => ({ PATH: `${bin}:/usr/bin:/bin`, HOME: work, TAPESTRY_DATA_DIR: path.join(work, 'installed-data'), ...extra })
  const tapestry = (args: readonly string[], extra: Record<string, string> = {}) =>
    run(path.join(bin, 'tapestry'), args, { env: env(extra) }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    )

  beforeAll(async () => {
    // The package's layout (see test/packaging): the runtime, resources/bin/tapestry, the app's code in resources/app.
    install = path.join(await mkdtemp(path.join(work, 'install-')), INSTALL_NAME)
    const app = path.join(install, 'resources', 'app')
    await mkdir(app, { recursive: true })
    await cp(path.join(ROOT, 'out'), path.join(app, 'out'), { recursive: true })
    await copyFile(path.join(ROOT, 'package.json'), path.join(app, 'package.json'))
    await symlink(path.join(ROOT, 'node_modules'), path.join(app, 'node_modules'))
    await mkdir(path.join(install, 'resources', 'bin'))
    await copyFile(path.join(ROOT, 'packaging/bin/tapestry'), path.join(install, 'resources', 'bin', 'tapestry'))
    await chmod(path.join(install, 'resources', 'bin', 'tapestry'), 0o755)
    // The runtime in node mode, as the launcher uses it: here, Node itself.
    await writeFile(path.join(install, 'tapestry'), `#!/bin/sh\n[ "$ELECTRON_RUN_AS_NODE" = 1 ] || { echo "started without ELECTRON_RUN_AS_NODE" >&2; exit 9; }\nexec '${process.execPath}' "$@"\n`, { mode: 0o755 })
    bin = path.join(path.dirname(install), 'usr-bin')
    await mkdir(bin)
    await symlink(path.join(install, 'resources', 'bin', 'tapestry'), path.join(bin, 'tapestry'))
  })

  it('starts, and runs a command that loads the library’s native module from under that folder', async () => {
    const help = await tapestry(['--help'])
    expect(help.stderr).toBe('')
    expect(help.stdout).toMatch(/^Usage: tapestry <command>/)
    expect(await tapestry(['history'])).toEqual({ code: 0, stdout: 'Nothing has been set as a wallpaper yet.\n', stderr: '' })
  })

  it('knows the install by its real folder, never by the path it was loaded through: as the installed app, it writes no entry for a checkout’s runtime', async () => {
    const configHome = path.join(work, 'installed-config')
    const checkoutRuntime = path.join(work, 'checkout-runtime')
    await recordingProgram(path.join(checkoutRuntime, 'electron'), path.join(work, 'unused.txt'))
    const refused = await tapestry(['autostart', 'on'], { XDG_CONFIG_HOME: configHome, ELECTRON_OVERRIDE_DIST_PATH: checkoutRuntime })
    expect(refused).toEqual({ code: 2, stdout: '', stderr: `tapestry: ${noAppHere().message}\n` })
    expect(existsSync(path.join(configHome, 'autostart'))).toBe(false)
  })

  it.skipIf(noGio !== undefined)(`autostart on, as an AppImage in that folder, writes an entry GLib starts as exactly the image with --hidden${noGio ? ` (skipped: ${noGio})` : ''}`, async () => {
    const record = path.join(work, 'appimage-started.txt')
    const appImage = await recordingProgram(path.join(install, 'Tapestry `1.0` 100% $HOME.AppImage'), record)
    const configHome = path.join(work, 'appimage-config')
    expect(await tapestry(['autostart', 'on'], { XDG_CONFIG_HOME: configHome, APPIMAGE: appImage })).toMatchObject({ code: 0, stderr: '' })
    const entry = path.join(configHome, 'autostart', DESKTOP_FILE_ID)
    expect(programStarted(execOfEntry(await readFile(entry, 'utf8')))).toEqual([appImage, '--hidden'])
    expect(await launchWithGio(entry, record)).toEqual([appImage, '--hidden'])
  })
})
