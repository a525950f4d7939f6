// Start at login on Linux, for real: the entry Tapestry writes in $XDG_CONFIG_HOME/autostart is
// checked by desktop-file-validate and then started by GLib's launcher (`gio launch`, what GNOME,
// Xfce, MATE and Cinnamon start autostart entries with, and which reads the Exec line as the spec
// says), which must run exactly the command written, with --hidden. The app here is a stand-in
// runtime that records how it was started. (dex 0.9 is not used: it mis-runs a program whose path
// holds ", %, $, a backtick or a backslash; test/reliability/settings-and-flags.test.ts has those.)
import { execFile } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FilesystemError, ValidationError } from '../../src/main/core/errors/errors'
import { appLaunchCommand, noAppHere } from '../../src/main/core/startup/launch-command'
import { autostartFolder, createXdgAutostart, DESKTOP_FILE_ID } from '../../src/main/core/startup/xdg-autostart'
import { ensureDebianTools } from '../support/debian-tools'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')

const missing = ensureDebianTools([
  { command: 'gio', debianPackage: 'libglib2.0-bin' },
  { command: 'desktop-file-validate', debianPackage: 'desktop-file-utils' },
])
const test = missing ? it.skip : it
const suffix = missing ? ` (skipped: ${missing})` : ''

let root = ''
beforeEach(async () => {
  // Characters the Exec quoting must survive: a space and an apostrophe.
  root = await mkdtemp(join(tmpdir(), "tapestry autostart it's-"))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** An executable that writes the arguments it was started with, one per line, to `record`. */
async function recordingApp(folder: string, record: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  const path = join(folder, 'electron')
  await writeFile(path, `#!/bin/sh\nprintf '%s\\n' "$@" > '${record.replace(/'/g, `'\\''`)}'\n`)
  await chmod(path, 0o755)
  return path
}

/**
 * What a login would start from $XDG_CONFIG_HOME/autostart: each entry there, by GLib's launcher;
 * then waits (at most 5 s) for the app to write `record`, since gio returns once it has started it.
 */
async function login(configHome: string, record: string): Promise<void> {
  const folder = join(configHome, 'autostart')
  const entries = existsSync(folder) ? (await readdir(folder)).filter((name) => name.endsWith('.desktop')) : []
  for (const name of entries) await run('gio', ['launch', join(folder, name)], { env: { PATH: process.env.PATH ?? '', HOME: root } })
  for (let waited = 0; entries.length > 0 && waited < 5_000 && !existsSync(record); waited += 50) await delay(50)
}

describe('the XDG autostart entry', () => {
  test(`is valid, starts the app with --hidden at login, and reads back on and off${suffix}`, async () => {
    const record = join(root, 'started-with.txt')
    const app = await recordingApp(join(root, 'Tapestry app'), record)
    const configHome = join(root, 'config')
    const autostart = createXdgAutostart({ env: { XDG_CONFIG_HOME: configHome }, home: root, launch: { command: app, args: ['--hidden'] } })
    expect(autostart.path).toBe(join(configHome, 'autostart', DESKTOP_FILE_ID))
    expect(await autostart.status()).toMatchObject({ enabled: false, supported: true })

    expect(await autostart.set(true)).toEqual({
      enabled: true,
      supported: true,
      detail: `Started at login by ${autostart.path}.`,
      detailText: { key: 'system.loginItem.xdgOn', values: { path: autostart.path } },
    })
    const { stdout, stderr } = await run('desktop-file-validate', [autostart.path])
    expect(stdout + stderr).toBe('')

    await login(configHome, record)
    expect((await readFile(record, 'utf8')).split('\n')).toEqual(['--hidden', ''])

    expect(await autostart.set(false)).toMatchObject({ enabled: false })
    expect(existsSync(autostart.path)).toBe(false)
    await rm(record)
    await login(configHome, record)
    expect(existsSync(record)).toBe(false)
  })

  it('counts an entry the person switched off in their desktop settings as off', async () => {
    const autostart = createXdgAutostart({ env: { XDG_CONFIG_HOME: join(root, 'config') }, home: root, launch: { command: '/opt/Tapestry/tapestry', args: ['--hidden'] } })
    await autostart.set(true)
    const text = await readFile(autostart.path, 'utf8')
    await writeFile(autostart.path, `${text}Hidden=true\n`)
    expect((await autostart.status()).enabled).toBe(false)
    await writeFile(autostart.path, text.replace('X-GNOME-Autostart-enabled=true', 'X-GNOME-Autostart-enabled=false'))
    expect((await autostart.status()).enabled).toBe(false)
  })

  it('with no app here (the command line alone), refuses in one sentence and writes nothing', async () => {
    const autostart = createXdgAutostart({ env: { XDG_CONFIG_HOME: join(root, 'config') }, home: root, launch: null })
    const error = await autostart.set(true).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).message).toBe(noAppHere().message)
    expect(existsSync(autostart.path)).toBe(false)
  })

  it('a folder it cannot write: one plain sentence, nothing half-written', async () => {
    const configHome = join(root, 'config')
    await mkdir(configHome, { recursive: true })
    // A file where the autostart folder should be (a permission problem cannot be made as root).
    await writeFile(join(configHome, 'autostart'), 'not a folder')
    const autostart = createXdgAutostart({ env: { XDG_CONFIG_HOME: configHome }, home: root, launch: { command: '/opt/Tapestry/tapestry', args: ['--hidden'] } })
    const error = await autostart.set(true).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FilesystemError)
    expect((error as FilesystemError).message).toMatch(/^Tapestry could not write the login start entry(: .+)?\.$/)
  })

  it('lives in $XDG_CONFIG_HOME/autostart, or ~/.config/autostart when that is unset or relative', () => {
    expect(autostartFolder({ XDG_CONFIG_HOME: '/etc/xdg-home' }, '/home/ana')).toBe('/etc/xdg-home/autostart')
    expect(autostartFolder({ XDG_CONFIG_HOME: 'relative/config' }, '/home/ana')).toBe('/home/ana/.config/autostart')
    expect(autostartFolder({}, '/home/ana')).toBe('/home/ana/.config/autostart')
  })
})

describe('what the entry starts', () => {
  const base = { env: {}, platform: 'linux' as const }

  it('the installed app itself (the command line runs in its runtime), with --hidden', () => {
    expect(appLaunchCommand({ ...base, execPath: '/opt/Tapestry/tapestry', inElectron: true, appRoot: '/opt/Tapestry/resources/app.asar' })).toEqual({ command: '/opt/Tapestry/tapestry', args: ['--hidden'] })
  })

  it('an AppImage by its image file, which stays where the mount point does not', () => {
    const env = { APPIMAGE: '/home/ana/Apps/Tapestry.AppImage' }
    expect(appLaunchCommand({ ...base, env, execPath: '/tmp/.mount_TapestXYZ/tapestry', inElectron: true, appRoot: '/tmp/.mount_TapestXYZ/resources/app.asar' })).toEqual({ command: '/home/ana/Apps/Tapestry.AppImage', args: ['--hidden'] })
  })

  it('a checkout run by `electron .`: the runtime, the checkout, --hidden', () => {
    expect(appLaunchCommand({ ...base, execPath: '/src/tapestry/node_modules/electron/dist/electron', inElectron: true, appRoot: '/src/tapestry' })).toEqual({ command: '/src/tapestry/node_modules/electron/dist/electron', args: ['/src/tapestry', '--hidden'] })
  })

  it('the command line under Node: the checkout’s Electron runtime when it is installed, else nothing', async () => {
    const runtime = join(root, 'runtime')
    const app = await recordingApp(runtime, join(root, 'unused'))
    const node = { ...base, execPath: process.execPath, inElectron: false, appRoot: ROOT }
    expect(appLaunchCommand({ ...node, env: { ELECTRON_OVERRIDE_DIST_PATH: runtime } })).toEqual({ command: app, args: [ROOT, '--hidden'] })
    expect(appLaunchCommand({ ...node, env: { ELECTRON_OVERRIDE_DIST_PATH: join(root, 'nothing here') } })).toBeNull()
    expect(appLaunchCommand({ ...node, appRoot: '/usr/lib/node_modules/tapestry' })).toBeNull()
  })
})

describe('tapestry autostart', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, [join(ROOT, 'out/main/cli.js'), 'autostart', ...args], { env: { PATH: process.env.PATH ?? '', HOME: root, TAPESTRY_DATA_DIR: join(root, 'data'), ...env } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    )

  test(`on writes an entry a login starts, status says so, off removes it${suffix}`, async () => {
    const record = join(root, 'started-with.txt')
    const runtime = join(root, 'runtime')
    const app = await recordingApp(runtime, record)
    const configHome = join(root, 'config')
    const env = { XDG_CONFIG_HOME: configHome, ELECTRON_OVERRIDE_DIST_PATH: runtime }
    const entry = join(configHome, 'autostart', DESKTOP_FILE_ID)

    expect(await cli(['status'], env)).toEqual({ code: 0, stdout: `Tapestry does not start at login. Tapestry would be started at login by ${entry}.\n`, stderr: '' })
    expect(await cli(['on'], env)).toEqual({ code: 0, stdout: `Tapestry starts at login, hidden in the tray. Started at login by ${entry}.\n`, stderr: '' })
    await login(configHome, record)
    // This checkout's runtime (here the stand-in), the checkout, --hidden: as `npm start` would, hidden.
    expect((await readFile(record, 'utf8')).split('\n')).toEqual([ROOT, '--hidden', ''])
    expect(existsSync(app)).toBe(true)

    const status = await cli(['status', '--json'], env)
    expect(JSON.parse(status.stdout)).toEqual({ enabled: true, supported: true, detail: `Started at login by ${entry}.`, detailText: { key: 'system.loginItem.xdgOn', values: { path: entry } } })
    expect(await cli(['off'], env)).toMatchObject({ code: 0, stdout: 'Tapestry does not start at login. ' + `Tapestry would be started at login by ${entry}.\n` })
    expect(existsSync(entry)).toBe(false)
  })

  it('with only the command line installed: exit 2, one sentence, nothing written', async () => {
    const configHome = join(root, 'config')
    const result = await cli(['on'], { XDG_CONFIG_HOME: configHome, ELECTRON_OVERRIDE_DIST_PATH: join(root, 'no runtime') })
    expect(result).toEqual({ code: 2, stdout: '', stderr: `tapestry: ${noAppHere().message}\n` })
    expect(existsSync(join(configHome, 'autostart'))).toBe(false)
  })
})
