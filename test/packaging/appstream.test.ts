// What software centres read of Tapestry on Linux: the AppStream metadata
// (packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml) and the desktop entry it launches.
// The metadata is validated by appstreamcli, pedantic and offline, and held against what it names
// (the app id, the desktop entry electron-builder installs, the `tapestry` command, the screenshots
// in docs/screens, package.json's homepage and licence). The .deb and .rpm are electron-builder's
// real targets stopped just before fpm (support/linux-fpm-args.mjs): their fpm arguments must put
// the metadata at /usr/share/metainfo/, and the desktop entry they install must pass
// desktop-file-validate and equal the checked-in copy. Broken copies show both validators refuse.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import builderConfig, { METAINFO } from '../../electron-builder.config.mjs'
import packageJson from '../../package.json' with { type: 'json' }
import { APP_ID } from '../../src/main/core/app/app-info'
import { ensureDebianTools } from '../support/debian-tools'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const METAINFO_FILE = join(ROOT, 'packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml')
const DESKTOP_FILE = join(ROOT, 'packaging/linux/io.github.tapestryapp.Tapestry.desktop')

const missingAppstream = ensureDebianTools([{ command: 'appstreamcli', debianPackage: 'appstream' }])
const missingDesktopUtils = ensureDebianTools([{ command: 'desktop-file-validate', debianPackage: 'desktop-file-utils' }])

interface FpmTarget {
  args: string[]
  desktopEntry: string
}
let work = ''
let metainfo = ''
let targets: Record<'deb' | 'rpm', FpmTarget>

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tapestry-appstream-'))
  metainfo = await readFile(METAINFO_FILE, 'utf8')
  const { stdout } = await run(process.execPath, ['test/packaging/support/linux-fpm-args.mjs', work], { cwd: ROOT, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 })
  targets = JSON.parse(stdout.trim().split('\n').at(-1) as string) as typeof targets
}, 150_000)
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

/** Exit code and everything printed, whether the command succeeded or not. */
async function outcome(command: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args)
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    if (typeof failed.code !== 'number') throw error
    return { code: failed.code, output: (failed.stdout ?? '') + (failed.stderr ?? '') }
  }
}

const validateMetainfo = (file: string) => outcome('appstreamcli', ['validate', '--pedantic', '--no-net', '--no-color', file])
const validateDesktopEntry = (file: string) => outcome('desktop-file-validate', [file])

/** Writes `text` under `name` in the test's folder and returns the path. */
async function copy(name: string, text: string): Promise<string> {
  const file = join(work, name)
  await writeFile(file, text)
  return file
}

/** The text of every element `tag` at any depth (attributes ignored). */
const elements = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => (match[1] as string).trim())
const withoutComments = (xml: string) => xml.replace(/<!--[\s\S]*?-->/g, '')

/** A PNG's size from its IHDR chunk (bytes 16–23). */
async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const handle = await open(file)
  try {
    const { buffer } = await handle.read(Buffer.alloc(24), 0, 24, 0)
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
  } finally {
    await handle.close()
  }
}

describe('the AppStream metadata', () => {
  it.skipIf(missingAppstream !== undefined)(`passes appstreamcli validate --pedantic${missingAppstream ? ` (skipped: ${missingAppstream})` : ''}`, async () => {
    const { code, output } = await validateMetainfo(METAINFO_FILE)
    expect(code, output).toBe(0)
    // No error or warning; infos and pedantic notes are allowed (AppStream before 1.0 calls the
    // <developer> block, which 1.0 asks for, an unknown tag; the app id has capitals, as desktopName does).
    expect(output.split('\n').filter((line) => /^[EW]: /.test(line))).toEqual([])
    expect(output).toMatch(/Validation was successful/)
  })

  it.skipIf(missingAppstream !== undefined)('is validated for real: broken copies fail, each naming what is wrong', async () => {
    const breakages: Array<[string, string, string]> = [
      ['no launchable', metainfo.replace(/\s*<launchable [^>]*>[^<]*<\/launchable>/, ''), 'desktop-app-launchable-missing'],
      ['a link in a release note', metainfo.replace('<li>Rotation on a schedule, from the tray.</li>', '<li>Rotation <a href="https://example.org">on a schedule</a>.</li>'), 'description-para-markup-invalid'],
      ['no metadata licence', metainfo.replace(/\s*<metadata_license>[^<]*<\/metadata_license>/, ''), 'metadata-license-missing'],
      ['not XML', metainfo.replace('</component>', '</componnt>'), 'xml-markup-invalid'],
    ]
    for (const [name, text, tag] of breakages) {
      expect(text, name).not.toBe(metainfo)
      const { code, output } = await validateMetainfo(await copy(`${name.replace(/\W+/g, '-')}.metainfo.xml`, text))
      expect(code, `${name}: ${output}`).not.toBe(0)
      expect(output, name).toContain(tag)
    }
  })

  it('is the app’s: its id is the appId electron-builder and the app use, and the file is named after it', () => {
    expect(elements(metainfo, 'id')).toEqual([APP_ID])
    expect(builderConfig.appId).toBe(APP_ID)
    expect(basename(METAINFO_FILE)).toBe(`${APP_ID}.metainfo.xml`)
    expect(metainfo).toMatch(/<component type="desktop-application">/)
  })

  it('launches the desktop entry the packages install, and provides the `tapestry` command they link', async () => {
    const launchable = /<launchable type="desktop-id">([^<]+)<\/launchable>/.exec(metainfo)?.[1]
    expect(launchable).toBe(packageJson.desktopName)
    for (const target of ['deb', 'rpm'] as const) {
      expect(targets[target].args.filter((arg) => arg.includes('=/usr/share/applications/')).map((arg) => arg.split('=').at(-1))).toEqual([`/usr/share/applications/${launchable}`])
    }
    expect(elements(metainfo, 'binary')).toEqual(['tapestry'])
    // The .deb and .rpm link /usr/bin/<executable> to the launcher (packaging/bin/tapestry).
    expect(await readFile(join(ROOT, 'packaging/linux/after-install.tpl'), 'utf8')).toContain("update-alternatives --install '/usr/bin/${executable}'")
    expect(builderConfig.linux?.executableName).toBe('tapestry')
    expect(existsSync(join(ROOT, 'packaging/bin/tapestry'))).toBe(true)
  })

  it('points at the project: homepage and bug tracker from package.json’s homepage', () => {
    const url = (type: string) => new RegExp(`<url type="${type}">([^<]+)</url>`).exec(metainfo)?.[1]
    expect(url('homepage')).toBe(packageJson.homepage)
    expect(url('bugtracker')).toBe(`${packageJson.homepage}/issues`)
  })

  it('claims the licence package.json names, and none while it names none', () => {
    const declared = (packageJson as { license?: string }).license
    expect(elements(metainfo, 'project_license')).toEqual([declared ?? 'LicenseRef-proprietary'])
    expect(elements(metainfo, 'metadata_license')).toEqual(['CC0-1.0'])
  })

  it('shows screenshots that are in docs/screens, at their real sizes, from the repository’s raw files', async () => {
    const images = [...withoutComments(metainfo).matchAll(/<image type="source" width="(\d+)" height="(\d+)">([^<]+)<\/image>/g)]
    expect(images.length).toBeGreaterThanOrEqual(3)
    const repository = new URL(packageJson.homepage).pathname // /tapestryapp/tapestry
    for (const [, width, height, url] of images) {
      const prefix = `https://raw.githubusercontent.com${repository}/main/`
      expect(url?.startsWith(prefix), url).toBe(true)
      const file = join(ROOT, (url as string).slice(prefix.length))
      expect(file.startsWith(join(ROOT, 'docs/screens/')), url).toBe(true)
      expect(existsSync(file), url).toBe(true)
      expect(await pngSize(file), url).toEqual({ width: Number(width), height: Number(height) })
    }
    expect(elements(metainfo, 'caption')).toHaveLength(images.length)
  })

  it('says NSFW is off by default and needs the person’s own key, and is rated for what the switch can show', () => {
    const description = elements(metainfo, 'description')[0] ?? ''
    expect(description).toMatch(/safe by default/)
    expect(description.replace(/\s+/g, ' ')).toMatch(/NSFW appear only when you ask for them yourself/)
    expect(description.replace(/\s+/g, ' ')).toMatch(/from Wallhaven only with your own Wallhaven account's API key/)
    expect(metainfo).toMatch(/<content_rating type="oars-1\.1">/)
    expect(metainfo).toContain('<content_attribute id="sex-nudity">intense</content_attribute>')
  })
})

describe('the .deb and .rpm', () => {
  it('install the AppStream metadata at /usr/share/metainfo/<app id>.metainfo.xml', () => {
    expect(METAINFO).toEqual({ source: METAINFO_FILE, destination: `/usr/share/metainfo/${APP_ID}.metainfo.xml` })
    for (const target of ['deb', 'rpm'] as const) {
      const { args } = targets[target]
      expect(args, target).toContain(`${METAINFO_FILE}=/usr/share/metainfo/${APP_ID}.metainfo.xml`)
      // fpm reads its options first and every argument from the first non-option on as a
      // source=destination mapping: the metadata's must be among those, after the last option.
      const firstMapping = args.findIndex((arg, index) => !arg.startsWith('-') && !(args[index - 1] ?? '').startsWith('--'))
      const mappings = args.slice(firstMapping)
      expect(mappings.every((arg) => /^\/.+=\/.+/.test(arg)), `${target}: ${JSON.stringify(mappings)}`).toBe(true)
      expect(mappings).toContain(`${METAINFO_FILE}=/usr/share/metainfo/${APP_ID}.metainfo.xml`)
      expect(mappings.some((arg) => arg.endsWith('=/opt/Tapestry')), target).toBe(true)
    }
  })
})

describe('the desktop entry the .deb and .rpm install', () => {
  it('is the checked-in packaging/linux copy, as electron-builder writes it for both', async () => {
    expect(targets.rpm.desktopEntry).toBe(targets.deb.desktopEntry)
    expect(await readFile(DESKTOP_FILE, 'utf8')).toBe(targets.deb.desktopEntry)
    expect(basename(DESKTOP_FILE)).toBe(packageJson.desktopName)
  })

  it.skipIf(missingDesktopUtils !== undefined)(`passes desktop-file-validate${missingDesktopUtils ? ` (skipped: ${missingDesktopUtils})` : ''}`, async () => {
    const { code, output } = await validateDesktopEntry(await copy(packageJson.desktopName, targets.deb.desktopEntry))
    expect(code, output).toBe(0)
    expect(output).toBe('')
  })

  it.skipIf(missingDesktopUtils !== undefined)('is validated for real: broken copies fail', async () => {
    const entry = targets.deb.desktopEntry
    const breakages: Array<[string, string, RegExp]> = [
      ['no Type', entry.replace(/^Type=.*\n/m, ''), /Type/],
      ['an unknown main category', entry.replace(/^Categories=.*$/m, 'Categories=Wallpapers;'), /Wallpapers/],
    ]
    for (const [name, text, said] of breakages) {
      expect(text, name).not.toBe(entry)
      const { code, output } = await validateDesktopEntry(await copy(`broken-${name.replace(/\W+/g, '-')}.desktop`, text))
      expect(code, `${name}: ${output}`).not.toBe(0)
      expect(output, name).toMatch(said)
    }
  })
})
