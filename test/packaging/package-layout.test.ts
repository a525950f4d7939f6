// What the packages hold, checked on electron-builder's real Linux `dir` build with the project's
// electron-builder.config.mjs (see support/build-linux-dir.mjs; building the .deb, .rpm, AppImage, .dmg
// and installer needs tools electron-builder downloads, so that runs in .github/workflows/ci.yml).
// The archive is opened, and its code is run as installed: the `tapestry` launcher through a
// /usr/bin-style link with a stand-in for the runtime in node mode, and the main bundle with the
// stub electron. Nothing of the checkout can help: the extracted package sits in a temp folder.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import asar from '@electron/asar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import builderConfig, { SHARP_NATIVE, WALLPAPER_HELPERS } from '../../electron-builder.config.mjs'
import packageJson from '../../package.json' with { type: 'json' }
import { APP_ID } from '../../src/main/core/app/app-info'
import { ensureDebianTools } from '../support/debian-tools'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
let work = ''
let appOutDir = ''
let desktopEntry = ''
let archived: string[] = []
/** The archive extracted to resources/app (as Electron also accepts), with its unpacked files. */
let extracted = ''

const missing = ensureDebianTools([{ command: 'desktop-file-validate', debianPackage: 'desktop-file-utils' }])

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tapestry-package-'))
  const { stdout } = await run(process.execPath, ['test/packaging/support/build-linux-dir.mjs', work], { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 })
  const report = JSON.parse(stdout.trim().split('\n').at(-1) as string) as { appOutDir: string; desktopEntry: string }
  appOutDir = report.appOutDir
  desktopEntry = report.desktopEntry
  const archive = join(appOutDir, 'resources', 'app.asar')
  // Files only: the listing names folders too.
  archived = asar
    .listPackage(archive, { isPack: false })
    .map((path) => path.replace(/^[\\/]/, ''))
    .filter((path) => !('files' in (asar.statFile(archive, path) as object)))
  extracted = join(work, 'installed')
  await run('cp', ['-a', appOutDir, extracted])
  asar.extractAll(archive, join(extracted, 'resources', 'app'))
  await rm(join(extracted, 'resources', 'app.asar'))
  await rm(join(extracted, 'resources', 'app.asar.unpacked'), { recursive: true, force: true })
  // The runtime in node mode (ELECTRON_RUN_AS_NODE=1), as the launcher uses it: here, Node itself.
  await writeFile(join(extracted, 'tapestry'), `#!/bin/sh\n[ "$ELECTRON_RUN_AS_NODE" = 1 ] || { echo "started without ELECTRON_RUN_AS_NODE" >&2; exit 9; }\nexec '${process.execPath}' "$@"\n`, { mode: 0o755 })
}, 300_000)
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('the Linux package', () => {
  it('ships the built code, the drawn resources and package.json, and nothing of the checkout', async () => {
    // Everything the build made for the app (the browser harness builds into out/harness for the demo).
    const built = (await filesUnder(join(ROOT, 'out'))).filter((file) => !file.endsWith('.map') && !file.startsWith('harness/')).map((file) => `out/${file}`)
    expect(built.length).toBeGreaterThan(5)
    expect(archived).toEqual(expect.arrayContaining([...built, 'package.json', 'resources/icon.png', 'resources/tray/tray-22.png', 'resources/tray/trayTemplate@2x.png']))
    const ours = archived.filter((path) => !path.startsWith('node_modules/'))
    const unexpected = ours.filter((path) => !path.startsWith('out/') && !path.startsWith('resources/') && path !== 'package.json')
    expect(unexpected).toEqual([])
    expect(archived.filter((path) => /(^|\/)(test|bench|harness|fixtures)\//.test(path) && !path.startsWith('node_modules/'))).toEqual([])
  })

  it('holds the production dependencies and none of the development ones', () => {
    const packages = new Set(archived.filter((path) => /^node_modules\/(@[^/]+\/)?[^/]+\/package\.json$/.test(path)).map((path) => path.slice('node_modules/'.length, -'/package.json'.length)))
    for (const name of Object.keys(packageJson.dependencies)) expect(packages.has(name), name).toBe(true)
    for (const name of Object.keys(packageJson.devDependencies)) expect(packages.has(name), name).toBe(false)
  })

  it('unpacks the wallpaper package’s macOS and Windows helpers where they ship, and leaves both out of Linux', async () => {
    // The rule names the helpers the installed wallpaper package really has (an update that renames them fails here).
    expect(builderConfig.asarUnpack).toEqual([WALLPAPER_HELPERS.macos, WALLPAPER_HELPERS.windows, ...SHARP_NATIVE])
    for (const helper of Object.values(WALLPAPER_HELPERS)) expect(existsSync(join(ROOT, helper)), helper).toBe(true)
    // Linux sets wallpapers with Tapestry's own backends: neither helper is in its package, the package's code is.
    expect(archived.filter((path) => path.startsWith('node_modules/wallpaper/source/') && !path.endsWith('.js'))).toEqual([])
    expect(archived).toContain('node_modules/wallpaper/index.js')
    expect(existsSync(join(appOutDir, 'resources', 'app.asar.unpacked', 'node_modules', 'wallpaper'))).toBe(false)
  })

  it('ships better-sqlite3’s prebuilt addons for Linux unpacked, none for other systems, and none of its sources', () => {
    const sqlite = archived.filter((path) => path.startsWith('node_modules/better-sqlite3/'))
    const addon = `node_modules/better-sqlite3/prebuilds/linux-${process.arch}.node`
    expect(sqlite).toContain(addon)
    expect(sqlite).toContain('node_modules/better-sqlite3/lib/database.js')
    expect(sqlite.filter((path) => !/^node_modules\/better-sqlite3\/(lib\/.+\.js|package\.json|LICENSE|README\.md|prebuilds\/linux(musl)?-(x64|arm64)\.node)$/.test(path))).toEqual([])
    expect(asar.statFile(join(appOutDir, 'resources', 'app.asar'), addon)).toMatchObject({ unpacked: true })
  })

  it('unpacks sharp’s addon and libvips (loaded by path, never from inside the archive), and the package’s sharp makes a thumbnail', async () => {
    const unpacked = join(appOutDir, 'resources', 'app.asar.unpacked', 'node_modules')
    const sharpVersion = (JSON.parse(await readFile(join(ROOT, 'node_modules', 'sharp', 'package.json'), 'utf8')) as { version: string }).version
    const platformPackage = `sharp-${process.platform}-${process.arch}`
    expect(existsSync(join(unpacked, '@img', platformPackage, 'lib', `${platformPackage}-${sharpVersion}.node`))).toBe(true)
    const libvips = await readdir(join(unpacked, '@img', `sharp-libvips-${process.platform}-${process.arch}`, 'lib'))
    expect(libvips.some((name) => name.startsWith('libvips-cpp.'))).toBe(true)
    expect(asar.statFile(join(appOutDir, 'resources', 'app.asar'), `node_modules/@img/${platformPackage}/lib/${platformPackage}-${sharpVersion}.node`)).toMatchObject({ unpacked: true })
    // From the package alone (its own sharp and everything sharp requires), as the app's core uses it.
    const script = `const sharp = require(${JSON.stringify(join(extracted, 'resources', 'app', 'node_modules', 'sharp'))}); sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } }).jpeg().toBuffer().then((jpeg) => sharp(jpeg).resize(400, 400, { fit: 'inside' }).webp().toBuffer({ resolveWithObject: true })).then(({ info }) => console.log(JSON.stringify(info)))`
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: work })
    expect(JSON.parse(stdout)).toMatchObject({ format: 'webp', width: 400, height: 267 })
  })

  it('has the app’s executable and the command-line launcher in resources/bin', async () => {
    expect((await stat(join(appOutDir, 'tapestry'))).mode & 0o111).not.toBe(0)
    expect((await stat(join(appOutDir, 'resources', 'bin', 'tapestry'))).mode & 0o111).not.toBe(0)
    expect(existsSync(join(appOutDir, 'resources', 'bin', 'tapestry.cmd'))).toBe(false)
  })

  it('`tapestry` through a /usr/bin link runs the packaged command line with the app’s runtime', async () => {
    const bin = join(work, 'usr-bin')
    await mkdir(bin, { recursive: true })
    await symlink(join(extracted, 'resources', 'bin', 'tapestry'), join(bin, 'tapestry'))
    const env = { PATH: `${bin}:/usr/bin:/bin`, HOME: work, TAPESTRY_DATA_DIR: join(work, 'data') }
    const help = await run(join(bin, 'tapestry'), ['--help'], { env })
    expect(help.stdout).toMatch(/^Usage: tapestry <command>/)
    const plan = await run(join(bin, 'tapestry'), ['wallhaven', 'search', '--query', 'forest', '--dry-run'], { env })
    expect(JSON.parse(plan.stdout)).toMatchObject({ method: 'GET', url: 'https://wallhaven.cc/api/v1/search', query: { q: 'forest' } })
    // In the installed app the command line knows which app to start at login: the package's own.
    const status = await run(join(bin, 'tapestry'), ['autostart', 'status', '--json'], { env: { ...env, XDG_CONFIG_HOME: join(work, 'config') } })
    expect(JSON.parse(status.stdout)).toMatchObject({ enabled: false, supported: true })
  })

  it('its main bundle starts (with the stub electron) from the package alone: window, preload, renderer, icons', async () => {
    const { stdout } = await run(process.execPath, [join(ROOT, 'test/support/electron-stub/load-main.mjs'), join(extracted, 'resources', 'app')], {
      env: { PATH: process.env.PATH ?? '', HOME: work, TAPESTRY_DATA_DIR: join(work, 'app-data'), TAPESTRY_WALLHAVEN_URL: 'http://127.0.0.1:9' },
      timeout: 30_000,
    })
    const report = JSON.parse(stdout.trim().split('\n').at(-1) as string)
    expect(report.windowCount).toBe(1)
    expect(report.errorBoxes).toEqual([])
    expect(report.webPreferences.preload).toBe(join(extracted, 'resources', 'app', 'out', 'preload', 'index.cjs'))
    expect(existsSync(report.webPreferences.preload)).toBe(true)
    expect(report.windowIcon).toBe(join(extracted, 'resources', 'app', 'resources', 'icon.png'))
    expect(existsSync(report.windowIcon)).toBe(true)
    expect(report.trayIcon).toEqual({ path: join(extracted, 'resources', 'app', 'resources', 'tray', 'tray-22.png'), empty: false })
    const page = new URL(report.rendererUrl).pathname
    expect(page).toBe(join(extracted, 'resources', 'app', 'out', 'renderer', 'index.html'))
    const html = await readFile(page, 'utf8')
    const assets = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+)"/g)].map((match) => match[1] as string)
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) expect(existsSync(join(extracted, 'resources', 'app', 'out', 'renderer', asset)), asset).toBe(true)
  })
})

describe('the Linux desktop entry', () => {
  const field = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(desktopEntry)?.[1]

  it('names the app, says what it is, and starts the installed executable', () => {
    expect(field('Name')).toBe('Tapestry')
    expect(field('GenericName')).toBe('Wallpaper Manager')
    expect(field('Comment')).toBe(packageJson.description)
    expect(field('Categories')).toBe('Utility;')
    expect(field('Keywords')).toMatch(/^wallpaper;background;.*;$/)
    expect(field('Exec')).toBe('/opt/Tapestry/tapestry %U')
    expect(field('Type')).toBe('Application')
  })

  it('StartupWMClass is the window class Electron gives the app (package.json desktopName), and Icon an installed icon', () => {
    expect(field('StartupWMClass')).toBe(packageJson.desktopName.replace(/\.desktop$/, ''))
    expect(field('Icon')).toBe('tapestry')
    expect(existsSync(join(ROOT, 'build/icons/256x256.png'))).toBe(true)
  })

  it.skipIf(missing !== undefined)(`passes desktop-file-validate${missing ? ` (skipped: ${missing})` : ''}`, async () => {
    const file = join(work, packageJson.desktopName)
    await writeFile(file, desktopEntry)
    const { stdout, stderr } = await run('desktop-file-validate', [file])
    expect(stdout + stderr).toBe('')
  })
})

describe('the .deb and .rpm install scripts', () => {
  // electron-builder fills in ${executable} and ${sanitizedProductName} (FpmTarget's writeConfigFile).
  const render = async (name: string) =>
    (await readFile(join(ROOT, 'packaging/linux', name), 'utf8')).replace(/\$\{([a-zA-Z]+)\}/g, (_match, key: string) => {
      const value = { executable: 'tapestry', sanitizedProductName: 'Tapestry' }[key]
      if (value === undefined) throw new Error(`electron-builder has no macro ${key}`)
      return value
    })

  it('link /usr/bin/tapestry to the launcher the package installs, and remove that link again', async () => {
    const install = await render('after-install.tpl')
    const remove = await render('after-remove.tpl')
    for (const script of [install, remove]) {
      await writeFile(join(work, 'script.sh'), script)
      await run('bash', ['-n', join(work, 'script.sh')])
      expect(script).toContain("LAUNCHER='/opt/Tapestry/resources/bin/tapestry'")
    }
    // /opt/Tapestry is where the package puts the app folder built above.
    expect(existsSync(join(appOutDir, 'resources', 'bin', 'tapestry'))).toBe(true)
    expect(install).toContain(`update-alternatives --install '/usr/bin/tapestry' 'tapestry' "$LAUNCHER" 100`)
    expect(remove).toContain(`update-alternatives --remove 'tapestry' "$LAUNCHER"`)
    // What electron-builder's own scripts also do: the sandbox helper's mode and the AppArmor profile.
    expect(install).toContain("chmod 4755 '/opt/Tapestry/chrome-sandbox'")
    expect(install).toContain("APPARMOR_PROFILE_TARGET='/etc/apparmor.d/tapestry'")
    expect(remove).toContain("APPARMOR_PROFILE_DEST='/etc/apparmor.d/tapestry'")
  })

  it('install an AppArmor profile that lets the installed app use user namespaces, so Ubuntu 23.10+ runs it with its sandbox', async () => {
    const install = await render('after-install.tpl')
    expect(install).toContain("APPARMOR_PROFILE_SOURCE='/opt/Tapestry/resources/apparmor-profile'")
    expect(install).toContain('apparmor_parser --replace --write-cache --skip-read-cache "$APPARMOR_PROFILE_TARGET"')
    // The profile electron-builder writes to resources/apparmor-profile for the .deb and .rpm (FpmTarget).
    const template = await readFile(join(ROOT, 'node_modules/app-builder-lib/templates/linux/apparmor-profile.tpl'), 'utf8')
    const profile = template.replace(/\$\{executable\}/g, 'tapestry').replace(/\$\{sanitizedProductName\}/g, 'Tapestry')
    expect(profile).toContain('profile "tapestry" "/opt/Tapestry/tapestry" flags=(unconfined) {')
    expect(profile).toMatch(/^\s*userns,$/m)
    // The app the desktop entry starts is that very executable.
    expect(builderConfig.linux?.executableName).toBe('tapestry')
  })
})

describe('the app id', () => {
  it('is the one the app sets as its AppUserModelID on Windows, so the installer’s shortcut and the app group together', () => {
    expect(builderConfig.appId).toBe(APP_ID)
  })
})
