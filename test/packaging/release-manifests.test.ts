// The Homebrew cask and the winget manifests scripts/release-manifests.mjs makes for a release, from
// stand-in packages named as electron-builder names them. Nothing here can run `brew` or
// `winget validate`: the cask is read for its stanzas and their order (as homebrew-cask's Electron
// apps have them) and parsed by `ruby -c`; the manifests are parsed as YAML and held against the
// winget 1.12.0 schema's required fields and patterns, the files' real SHA-256, the URLs GitHub gives
// the assets, electron-builder's installer and CHANGELOG.md.
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type * as BuilderUtilRuntime from 'builder-util-runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import builderConfig, { MAC_ARCHES } from '../../electron-builder.config.mjs'
import packageJson from '../../package.json' with { type: 'json' }
import { ELECTRON_BUILDER_NS_UUID, githubAssetName, releaseFiles, uuidV5, yamlDocument } from '../../scripts/release-manifests.mjs'
import { newestRelease, parseChangelog } from '../../scripts/release-notes.mjs'
import { APP_ID } from '../../src/main/core/app/app-info'
import { APP_DATA_NAME } from '../../src/main/core/system/data-dir'
import { launchAgentPath } from '../../src/main/core/startup/launch-agent'
import { ensureDebianTools } from '../support/debian-tools'

const require = createRequire(import.meta.url)
const { UUID } = require('builder-util-runtime') as typeof BuilderUtilRuntime
const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const missingRuby = ensureDebianTools([{ command: 'ruby', debianPackage: 'ruby' }])

const changelog = parseChangelog(await readFile(join(ROOT, 'CHANGELOG.md'), 'utf8'))
const VERSION = newestRelease(changelog).version
const files = releaseFiles(builderConfig, VERSION)
const RELEASE = `https://github.com/tapestryapp/tapestry/releases/download/v${VERSION}`

let work = ''
let dist = ''
const sha256: Record<string, string> = {}
let cask = ''
const winget: Record<string, Record<string, unknown>> = {}

/** Runs the script; its exit code and what it printed. */
async function script(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    return { code: 0, ...(await run(process.execPath, ['scripts/release-manifests.mjs', ...args], { cwd: ROOT })) }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'tapestry-manifests-'))
  dist = join(work, 'dist')
  await mkdir(dist)
  for (const name of [...Object.values(files.mac), files.windows.x64]) {
    const bytes = randomBytes(4096)
    await writeFile(join(dist, name), bytes)
    sha256[name] = createHash('sha256').update(bytes).digest('hex')
  }
  const { code, stderr } = await script(['--version', VERSION, '--dir', dist, '--out', join(work, 'out')])
  if (code !== 0) throw new Error(stderr)
  cask = await readFile(join(work, 'out/homebrew/tapestry.rb'), 'utf8')
  for (const name of await readdir(join(work, 'out/winget'))) winget[name] = parse(await readFile(join(work, 'out/winget', name), 'utf8')) as Record<string, unknown>
}, 60_000)
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('the release’s packages', () => {
  it('are named as electron-builder names them: a .dmg per Mac architecture and the NSIS installer', () => {
    expect(files.mac).toEqual(Object.fromEntries(MAC_ARCHES.map((arch) => [arch, `Tapestry-${VERSION}-${arch}.dmg`])))
    expect(files.windows).toEqual({ x64: `Tapestry-Setup-${VERSION}.exe` })
    // GitHub stores a name with spaces under dots (electron-builder issue #3894 shows the same release).
    expect(githubAssetName(`Tapestry Setup ${VERSION}.exe`)).toBe(`Tapestry.Setup.${VERSION}.exe`)
    expect(githubAssetName(`Tapestry-${VERSION}-arm64.dmg`)).toBe(`Tapestry-${VERSION}-arm64.dmg`)
  })
})

describe('the Homebrew cask', () => {
  const stanza = (pattern: RegExp) => pattern.exec(cask)?.[1]

  it('has each architecture’s .dmg with its SHA-256, at a URL built from #{version} and #{arch}', () => {
    expect(stanza(/^cask "([^"]+)" do$/m)).toBe('tapestry')
    expect(cask).toMatch(/^ {2}arch arm: "arm64", intel: "x64"$/m)
    expect(stanza(/^ {2}version "([^"]+)"$/m)).toBe(VERSION)
    expect(stanza(/sha256 arm: +"([0-9a-f]{64})"/)).toBe(sha256[files.mac.arm64])
    expect(stanza(/intel: +"([0-9a-f]{64})"\n/)).toBe(sha256[files.mac.x64])
    const url = stanza(/^ {2}url "([^"]+)"$/m) as string
    expect(url).toBe('https://github.com/tapestryapp/tapestry/releases/download/v#{version}/Tapestry-#{version}-#{arch}.dmg')
    for (const arch of MAC_ARCHES) {
      expect(url.replaceAll('#{version}', VERSION).replaceAll('#{arch}', arch)).toBe(`${RELEASE}/${githubAssetName(files.mac[arch] as string)}`)
    }
  })

  it('names the app, says what it is in brew’s style, and installs Tapestry.app with the `tapestry` command', () => {
    expect(stanza(/^ {2}name "([^"]+)"$/m)).toBe(builderConfig.productName)
    const desc = stanza(/^ {2}desc "([^"]+)"$/m) as string
    // brew style: no article first, not the app's name, no full stop, at most 80 characters.
    expect(desc).not.toMatch(/^(A|An|The)\b|Tapestry|\.$/)
    expect(desc.length).toBeLessThanOrEqual(80)
    expect(stanza(/^ {2}homepage "([^"]+)"$/m)).toBe(packageJson.homepage)
    expect(stanza(/^ {2}app "([^"]+)"$/m)).toBe(`${builderConfig.productName}.app`)
    // The launcher electron-builder puts in resources/bin (mac.extraResources).
    expect(builderConfig.mac?.extraResources).toEqual([{ from: 'packaging/bin/tapestry', to: 'bin/tapestry' }])
    expect(stanza(/^ {2}binary "([^"]+)"$/m)).toBe('#{appdir}/Tapestry.app/Contents/Resources/bin/tapestry')
    expect(stanza(/^ {2}depends_on macos: "([^"]+)"$/m)).toBe('>= :monterey')
  })

  it('stops the start-at-login job on uninstall, and zap removes where Tapestry keeps its data (docs/data.md)', () => {
    expect(cask).toContain(`uninstall launchctl: "${APP_ID}",`)
    const trash = [...(/zap trash: \[\n([\s\S]*?)\n {2}\]/.exec(cask)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1])
    expect(trash).toContain(`~/Library/Application Support/${APP_DATA_NAME}`)
    expect(trash).toContain(launchAgentPath('~'))
    expect(trash).toContain(`~/Library/Preferences/${APP_ID}.plist`)
    expect(trash).toEqual([...trash].sort())
  })

  it('keeps the stanzas in the order brew style wants', () => {
    const order = ['arch', 'version', 'sha256', 'url', 'name', 'desc', 'homepage', 'livecheck', 'auto_updates', 'depends_on', 'app', 'binary', 'uninstall', 'zap']
    const found = order.map((word) => cask.search(new RegExp(`^ {2}${word}\\b`, 'm')))
    expect(found.every((at) => at > 0), JSON.stringify(found)).toBe(true)
    expect(found).toEqual([...found].sort((a, b) => a - b))
    expect(cask.trimEnd().endsWith('\nend')).toBe(true)
  })

  it.skipIf(missingRuby !== undefined)(`is Ruby that parses, and a broken copy does not${missingRuby ? ` (skipped: ${missingRuby})` : ''}`, async () => {
    await writeFile(join(work, 'tapestry.rb'), cask)
    await expect(run('ruby', ['-c', join(work, 'tapestry.rb')])).resolves.toMatchObject({ stdout: 'Syntax OK\n' })
    await writeFile(join(work, 'broken.rb'), cask.replace('  zap trash: [', '  zap trash: ['.slice(0, -1)))
    await expect(run('ruby', ['-c', join(work, 'broken.rb')])).rejects.toThrow()
  })
})

describe('the winget manifests', () => {
  const ID = 'TapestryApp.Tapestry'
  const version = () => winget[`${ID}.yaml`] as Record<string, unknown>
  const installer = () => winget[`${ID}.installer.yaml`] as Record<string, unknown>
  const locale = () => winget[`${ID}.locale.en-US.yaml`] as Record<string, unknown>

  it('are the three files of a multi-file manifest, one identifier, version and schema version', () => {
    expect(Object.keys(winget).sort()).toEqual([`${ID}.installer.yaml`, `${ID}.locale.en-US.yaml`, `${ID}.yaml`])
    for (const manifest of Object.values(winget)) {
      expect(manifest).toMatchObject({ PackageIdentifier: ID, PackageVersion: VERSION, ManifestVersion: '1.12.0' })
      // The schema's PackageIdentifier pattern: two to eight dot-separated parts without spaces or reserved characters.
      // eslint-disable-next-line no-control-regex
      expect(manifest.PackageIdentifier).toMatch(/^[^.\s\\/:*?"<>|\x01-\x1f]{1,32}(\.[^.\s\\/:*?"<>|\x01-\x1f]{1,32}){1,7}$/)
    }
    expect(version()).toEqual({ PackageIdentifier: ID, PackageVersion: VERSION, DefaultLocale: 'en-US', ManifestType: 'version', ManifestVersion: '1.12.0' })
  })

  it('install electron-builder’s per-user NSIS installer from the release, with its SHA-256', () => {
    expect(builderConfig.nsis).toMatchObject({ oneClick: true, perMachine: false })
    expect(installer()).toMatchObject({ InstallerType: 'nullsoft', Scope: 'user', ManifestType: 'installer', ReleaseDate: newestRelease(changelog).date })
    expect(installer().Installers).toEqual([
      { Architecture: 'x64', InstallerUrl: `${RELEASE}/Tapestry-Setup-${VERSION}.exe`, InstallerSha256: (sha256[files.windows.x64] as string).toUpperCase() },
    ])
    for (const entry of installer().Installers as Array<Record<string, string>>) expect(entry.InstallerSha256).toMatch(/^[A-Fa-f0-9]{64}$/)
  })

  it('give the ProductCode the installer registers: electron-builder’s GUID from the app id', () => {
    const namespace = UUID.parse(ELECTRON_BUILDER_NS_UUID)
    expect(installer().ProductCode).toBe(UUID.v5(APP_ID, namespace))
    expect(uuidV5(APP_ID, ELECTRON_BUILDER_NS_UUID)).toBe(UUID.v5(APP_ID, namespace))
    // A real one: Obsidian (appId md.obsidian) is Obsidian.Obsidian's ProductCode in microsoft/winget-pkgs.
    expect(uuidV5('md.obsidian', ELECTRON_BUILDER_NS_UUID)).toBe('bd400747-f0c1-5638-a859-982036102edf')
  })

  it('describe the package with every field the defaultLocale schema requires, within its limits', () => {
    for (const field of ['PackageIdentifier', 'PackageVersion', 'PackageLocale', 'Publisher', 'PackageName', 'License', 'ShortDescription', 'ManifestType', 'ManifestVersion']) {
      expect(locale()[field], field).toEqual(expect.any(String))
    }
    expect(locale()).toMatchObject({ PackageLocale: 'en-US', PackageName: 'Tapestry', ManifestType: 'defaultLocale', ShortDescription: packageJson.description, PackageUrl: packageJson.homepage })
    expect(locale().License).toBe((packageJson as { license?: string }).license ?? 'Proprietary')
    expect((locale().ShortDescription as string).length).toBeLessThanOrEqual(256)
    const tags = locale().Tags as string[]
    expect(tags.length).toBeLessThanOrEqual(16)
    for (const tag of tags) expect(tag).toMatch(/^[a-z0-9-]{1,40}$/)
    expect(locale().ReleaseNotes).toBe(newestRelease(changelog).markdown)
    expect(locale().ReleaseNotesUrl).toBe(`https://github.com/tapestryapp/tapestry/releases/tag/v${VERSION}`)
  })

  it('keep what YAML could misread as strings: versions, dates and SHA-256s that look like numbers', () => {
    const text = yamlDocument([], { PackageVersion: '1.10', InstallerSha256: `1234E${'5'.repeat(59)}`, ReleaseDate: '2026-11-21', Notes: 'a: b # c', Flag: 'yes' })
    expect(parse(text)).toEqual({ PackageVersion: '1.10', InstallerSha256: `1234E${'5'.repeat(59)}`, ReleaseDate: '2026-11-21', Notes: 'a: b # c', Flag: 'yes' })
  })
})

describe('the script', () => {
  it('says which package is missing, and takes its SHA-256 when given instead', async () => {
    const empty = join(work, 'empty')
    await mkdir(empty, { recursive: true })
    const missing = await script(['--version', VERSION, '--dir', empty, '--out', join(work, 'out-missing')])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(new RegExp(`^Tapestry-${VERSION.replaceAll('.', '\\.')}-x64\\.dmg is not in .*: build it .* or give its SHA-256 with --sha256`))
    const given = [...Object.values(files.mac), files.windows.x64].flatMap((name) => ['--sha256', `${name}=${'ab'.repeat(32)}`])
    const stated = await script(['--version', VERSION, '--dir', empty, '--out', join(work, 'out-given'), ...given])
    expect(stated.code, stated.stderr).toBe(0)
    expect(await readFile(join(work, 'out-given/homebrew/tapestry.rb'), 'utf8')).toContain(`sha256 arm:   "${'ab'.repeat(32)}"`)
  })

  it('refuses a SHA-256 that is not one, a version the changelog does not have, and a release without the packages', async () => {
    const bad = await script(['--version', VERSION, '--dir', dist, '--out', join(work, 'out-bad'), '--sha256', `${files.windows.x64}=xyz`])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/--sha256 for Tapestry-Setup-.*\.exe must be 64 hexadecimal digits/)
    const unknown = await script(['--version', '9.9.9', '--dir', dist, '--out', join(work, 'out-unknown'), ...Object.entries(sha256).flatMap(([name, hex]) => ['--sha256', `${name.replace(VERSION, '9.9.9')}=${hex}`])])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/CHANGELOG\.md has no entry for 9\.9\.9/)
    const assets = join(work, 'assets.txt')
    await writeFile(assets, `${files.mac.arm64}\n${files.mac.x64}\nlatest.yml\n`) // the installer missing from the release
    const notOnRelease = await script(['--version', VERSION, '--dir', dist, '--out', join(work, 'out-assets'), '--release-assets', assets])
    expect(notOnRelease.code).toBe(1)
    expect(notOnRelease.stderr).toContain(`The release has no Tapestry-Setup-${VERSION}.exe`)
    await writeFile(assets, `${files.mac.arm64}\n${files.mac.x64}\nTapestry-Setup-${VERSION}.exe\nlatest.yml\n`)
    expect((await script(['--version', VERSION, '--dir', dist, '--out', join(work, 'out-assets'), '--release-assets', assets])).code).toBe(0)
  })
})
