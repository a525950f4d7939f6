#!/usr/bin/env node
// The Homebrew cask and the winget manifests for a release, made from the release itself: its
// version, the download URLs of its macOS .dmg files and Windows installer on the tag's GitHub
// release, and their SHA-256 (computed from the files, or given). .github/workflows/ci.yml runs it on
// a version tag, after the packages are attached, and keeps what it writes as an artifact for the
// Homebrew tap and the winget-pkgs pull request (docs/packaging.md, "Where people find it").
//
//   node scripts/release-manifests.mjs --version 0.2.0 [--dir dist] [--out dist]
//        [--sha256 "<file name>=<hex>"]... [--release-assets <file>]
//
// --dir       where the packages are (the file names are electron-builder's, from its configuration)
// --sha256    a file's SHA-256 when the file itself is not at hand (repeatable)
// --release-assets  the release's asset names, one a line (gh release view --json assets --jq
//             '.assets[].name'): each package must be among them under the name GitHub gave it
// Writes <out>/homebrew/tapestry.rb and <out>/winget/<id>.yaml, .installer.yaml, .locale.en-US.yaml.
// Only node: modules and the project's own files, so the release job needs no npm ci.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { MAC_ARCHES, builderConfig } from '../electron-builder.config.mjs'
import { CHANGELOG_FILE, parseChangelog } from './release-notes.mjs'

const ROOT = resolve(import.meta.dirname, '..')

/** The winget package: <publisher>.<name>, as winget-pkgs names packages. */
export const WINGET_ID = 'TapestryApp.Tapestry'
/** The manifest schema winget-pkgs' manifests are written in now (https://aka.ms/winget-manifest.*.1.12.0.schema.json). */
export const WINGET_MANIFEST_VERSION = '1.12.0'
export const CASK_TOKEN = 'tapestry'
/** Electron 45 runs on macOS 12 (Monterey) and later. */
const MAC_MINIMUM = ':monterey'

/** The project as package.json and the packaging configuration describe it. */
export function projectFacts() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  const config = builderConfig({ env: {}, hostArch: 'arm64' })
  const homepage = new URL(pkg.homepage)
  if (homepage.host !== 'github.com') throw new Error(`package.json's homepage must be the GitHub repository (the releases are there), not ${pkg.homepage}.`)
  return {
    packageName: pkg.name,
    description: pkg.description,
    homepage: pkg.homepage.replace(/\/$/, ''),
    repository: homepage.pathname.replace(/^\/|\/$/g, ''),
    author: typeof pkg.author === 'string' ? pkg.author.replace(/\s*<.*$/, '') : pkg.author.name,
    license: pkg.license,
    config,
  }
}

/** electron-builder's ${...} macros the artifact names here use (its macroExpander, for these). */
function expand(pattern, values) {
  return pattern.replace(/\$\{(\w+)\}/g, (whole, key) => {
    if (!(key in values)) throw new Error(`The artifact name ${pattern} uses \${${key}}, which this script does not fill in.`)
    return values[key]
  })
}

/**
 * The packages the manifests point at, named as electron-builder names them: a .dmg per Mac
 * architecture (mac.artifactName), and the NSIS installer (electron-builder's default
 * "${productName} Setup ${version}.${ext}" unless the configuration names it).
 */
export function releaseFiles(config, version) {
  const macPattern = config.mac?.artifactName ?? config.artifactName ?? '${productName}-${version}-${arch}.${ext}'
  const winPattern = config.nsis?.artifactName ?? config.win?.artifactName ?? config.artifactName ?? '${productName} Setup ${version}.${ext}'
  const values = { productName: config.productName, version }
  return {
    mac: Object.fromEntries(MAC_ARCHES.map((arch) => [arch, expand(macPattern, { ...values, arch, ext: 'dmg', os: 'mac' })])),
    windows: { x64: expand(winPattern, { ...values, arch: 'x64', ext: 'exe', os: 'win' }) },
    macPattern,
  }
}

/**
 * The name an uploaded file has on a GitHub release: GitHub renames names holding characters other
 * than letters, digits, "-", "_", "+" and "." (a space becomes a "."; electron-builder's own
 * computeSafeArtifactNameIfNeeded works from the same rule), and the workflow checks the result
 * against the release's real asset list (--release-assets).
 */
export function githubAssetName(name) {
  return name.replace(/[^\w.+-]/g, '.')
}

const SHA256 = /^[0-9a-f]{64}$/i

async function sha256Of(file) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** Each package's SHA-256: given on the command line, else computed from the file in `dir`. */
export async function checksums(names, { dir, given = {} }) {
  const result = {}
  for (const name of names) {
    const stated = given[name]
    if (stated !== undefined) {
      if (!SHA256.test(stated)) throw new Error(`--sha256 for ${name} must be 64 hexadecimal digits, not ${JSON.stringify(stated)}.`)
      result[name] = stated.toLowerCase()
      continue
    }
    const file = join(dir, name)
    if (!existsSync(file)) throw new Error(`${name} is not in ${dir}: build it (npm run dist on that system) or give its SHA-256 with --sha256 "${name}=<hex>".`)
    result[name] = await sha256Of(file)
  }
  return result
}

/**
 * RFC 4122 name-based UUID (version 5, SHA-1), as electron-builder's NSIS target makes the app's
 * GUID from its appId (app-builder-lib targets/nsis/NsisTarget.js): the installer registers the app
 * under that key in Windows' installed apps, which winget reads as the ProductCode.
 */
export function uuidV5(name, namespace) {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest()
  hash[6] = (hash[6] & 0x0f) | 0x50
  hash[8] = (hash[8] & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
/** electron-builder's namespace for those GUIDs (NsisTarget's ELECTRON_BUILDER_NS_UUID). */
export const ELECTRON_BUILDER_NS_UUID = '50e065bc-3134-11e6-9bab-38c9862bdaf3'

// ---- Homebrew ----------------------------------------------------------------------------------

const rubyString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/#\{/g, '\\#{')}"`

/**
 * Where Tapestry keeps things on a Mac (docs/data.md): the data folder, which also holds its log and
 * Electron's own profile (Application Support/Tapestry/electron); the start-at-login launch agent;
 * what macOS keeps per app; and what the updater downloads to.
 */
function zapPaths(appId, packageName) {
  return [
    '~/Library/Application Support/Tapestry',
    `~/Library/Caches/${appId}`,
    `~/Library/Caches/${appId}.ShipIt`,
    `~/Library/Caches/${packageName}-updater`,
    `~/Library/HTTPStorages/${appId}`,
    `~/Library/LaunchAgents/${appId}.plist`,
    `~/Library/Preferences/${appId}.plist`,
    `~/Library/Saved Application State/${appId}.savedState`,
  ]
}

/** The cask, in the stanza order `brew style` wants (as homebrew-cask's Electron apps have it). */
export function homebrewCask({ version, sha256, files, facts }) {
  const { config } = facts
  // The URL's file name with the version and architecture as Ruby interpolations (the stand-ins are
  // letters, which GitHub's renaming leaves alone), checked to give each architecture's asset name.
  const urlFile = githubAssetName(expand(files.macPattern, { productName: config.productName, version: 'VERSIONxSTANDIN', arch: 'ARCHxSTANDIN', ext: 'dmg', os: 'mac' }))
    .replace(/VERSIONxSTANDIN/g, '#{version}')
    .replace(/ARCHxSTANDIN/g, '#{arch}')
  for (const arch of MAC_ARCHES) {
    const resolved = urlFile.replace(/#\{version\}/g, version).replace(/#\{arch\}/g, arch)
    if (resolved !== githubAssetName(files.mac[arch])) throw new Error(`The cask's URL would name ${resolved} for ${arch}, not the release's ${githubAssetName(files.mac[arch])}.`)
  }
  const arm = sha256[files.mac.arm64]
  const intel = sha256[files.mac.x64]
  return `cask ${rubyString(CASK_TOKEN)} do
  arch arm: "arm64", intel: "x64"

  version ${rubyString(version)}
  sha256 arm:   ${rubyString(arm)},
         intel: ${rubyString(intel)}

  url "https://github.com/${facts.repository}/releases/download/v#{version}/${urlFile}"
  name ${rubyString(config.productName)}
  desc "Wallpaper manager for Wallhaven, Unsplash, Reddit and your own folders"
  homepage ${rubyString(facts.homepage)}

  livecheck do
    url :url
    strategy :github_latest
  end

  auto_updates true
  depends_on macos: ">= ${MAC_MINIMUM}"

  app ${rubyString(`${config.productName}.app`)}
  binary "#{appdir}/${config.productName}.app/Contents/Resources/bin/tapestry"

  uninstall launchctl: ${rubyString(config.appId)},
            quit:      ${rubyString(config.appId)}

  zap trash: [
${zapPaths(config.appId, facts.packageName).map((path) => `    ${rubyString(path)},`).join('\n')}
  ]
end
`
}

// ---- winget ------------------------------------------------------------------------------------

/** A YAML scalar: plain where YAML reads it back as the same string, else double-quoted (JSON's escapes are YAML's). */
function yamlScalar(value) {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  // Starting with a letter keeps numbers out (a SHA-256 such as 1234E5678… would read as a float).
  const plain = /^[A-Za-z][A-Za-z0-9 ._/+()@,'-]*$/.test(value) && !/ $/.test(value) && !/^(true|false|yes|no|on|off|null|y|n)$/i.test(value)
  return plain ? value : JSON.stringify(value)
}

/** YAML for one manifest: a map of scalars, lists of scalars, lists of maps, and block text. */
export function yamlDocument(header, entries) {
  const lines = [...header]
  const write = (key, value, indent) => {
    if (Array.isArray(value)) {
      lines.push(`${indent}${key}:`)
      for (const item of value) {
        if (item !== null && typeof item === 'object') {
          const [first, ...rest] = Object.entries(item)
          lines.push(`${indent}- ${first[0]}: ${yamlScalar(first[1])}`)
          for (const [k, v] of rest) write(k, v, `${indent}  `)
        } else lines.push(`${indent}- ${yamlScalar(item)}`)
      }
    } else if (typeof value === 'string' && value.includes('\n')) {
      lines.push(`${indent}${key}: |-`, ...value.split('\n').map((line) => (line === '' ? '' : `${indent}  ${line}`)))
    } else {
      lines.push(`${indent}${key}: ${yamlScalar(value)}`)
    }
  }
  for (const [key, value] of Object.entries(entries)) if (value !== undefined) write(key, value, '')
  return `${lines.join('\n')}\n`
}

const schemaLine = (kind) => `# yaml-language-server: $schema=https://aka.ms/winget-manifest.${kind}.${WINGET_MANIFEST_VERSION}.schema.json`

/** The three files of a winget multi-file manifest: version, installer and default locale. */
export function wingetManifests({ version, sha256, files, facts, release }) {
  const { config } = facts
  const common = { PackageIdentifier: WINGET_ID, PackageVersion: version }
  const installerName = files.windows.x64
  const header = (kind) => ['# Made by scripts/release-manifests.mjs from the release.', schemaLine(kind), '']
  // electron-builder's NSIS installer: one click, for the person alone unless perMachine (electron-builder.config.mjs).
  const scope = config.nsis?.perMachine ? 'machine' : 'user'
  const notes = release?.markdown.length > 10000 ? `${release.markdown.slice(0, 9990)}\n…` : release?.markdown
  return {
    [`${WINGET_ID}.yaml`]: yamlDocument(header('version'), { ...common, DefaultLocale: 'en-US', ManifestType: 'version', ManifestVersion: WINGET_MANIFEST_VERSION }),
    [`${WINGET_ID}.installer.yaml`]: yamlDocument(header('installer'), {
      ...common,
      InstallerType: 'nullsoft',
      Scope: scope,
      UpgradeBehavior: 'install',
      ProductCode: uuidV5(config.appId, ELECTRON_BUILDER_NS_UUID),
      ReleaseDate: release?.date,
      Installers: [
        {
          Architecture: 'x64',
          InstallerUrl: `https://github.com/${facts.repository}/releases/download/v${version}/${encodeURIComponent(githubAssetName(installerName))}`,
          InstallerSha256: sha256[installerName].toUpperCase(),
        },
      ],
      ManifestType: 'installer',
      ManifestVersion: WINGET_MANIFEST_VERSION,
    }),
    [`${WINGET_ID}.locale.en-US.yaml`]: yamlDocument(header('defaultLocale'), {
      ...common,
      PackageLocale: 'en-US',
      Publisher: facts.author,
      PublisherUrl: facts.homepage,
      PublisherSupportUrl: `${facts.homepage}/issues`,
      Author: facts.author,
      PackageName: config.productName,
      PackageUrl: facts.homepage,
      // No licence is granted yet (package.json names none): winget's word for that.
      License: facts.license ?? 'Proprietary',
      Copyright: config.copyright,
      ShortDescription: facts.description,
      Moniker: CASK_TOKEN,
      Tags: ['wallpaper', 'background', 'desktop', 'wallhaven', 'unsplash', 'reddit', 'photos'],
      ReleaseNotes: notes,
      ReleaseNotesUrl: `https://github.com/${facts.repository}/releases/tag/v${version}`,
      ManifestType: 'defaultLocale',
      ManifestVersion: WINGET_MANIFEST_VERSION,
    }),
  }
}

// ---- the command -------------------------------------------------------------------------------

/** Everything the manifests need, checked; writes them under `out` and returns their paths. */
export async function writeReleaseManifests({ version, dir, out, given = {}, releaseAssets, changelogText }) {
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version ?? '')) throw new Error(`--version must be the release's version (x.y.z), not ${JSON.stringify(version)}.`)
  const facts = projectFacts()
  const files = releaseFiles(facts.config, version)
  const names = [...Object.values(files.mac), files.windows.x64]
  if (releaseAssets) {
    const missing = names.filter((name) => !releaseAssets.includes(githubAssetName(name)))
    if (missing.length > 0) throw new Error(`The release has no ${missing.map((name) => githubAssetName(name)).join(', ')} (made from ${missing.join(', ')}): its assets are ${releaseAssets.join(', ') || 'none'}.`)
  }
  const sha256 = await checksums(names, { dir, given })
  const release = parseChangelog(changelogText ?? readFileSync(CHANGELOG_FILE, 'utf8')).releases.find((entry) => entry.version === version)
  if (!release) throw new Error(`CHANGELOG.md has no entry for ${version}: the manifests take its date and notes from there.`)
  const written = []
  const put = async (folder, name, text) => {
    await mkdir(join(out, folder), { recursive: true })
    await writeFile(join(out, folder, name), text)
    written.push(join(out, folder, name))
  }
  await put('homebrew', `${CASK_TOKEN}.rb`, homebrewCask({ version, sha256, files, facts }))
  for (const [name, text] of Object.entries(wingetManifests({ version, sha256, files, facts, release }))) await put('winget', name, text)
  return written
}

async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      version: { type: 'string' },
      dir: { type: 'string', default: 'dist' },
      out: { type: 'string', default: 'dist' },
      sha256: { type: 'string', multiple: true, default: [] },
      'release-assets': { type: 'string' },
    },
    strict: true,
  })
  const given = {}
  for (const pair of values.sha256) {
    const at = pair.lastIndexOf('=')
    if (at <= 0) throw new Error(`--sha256 takes "<file name>=<hex>", not ${JSON.stringify(pair)}.`)
    given[pair.slice(0, at)] = pair.slice(at + 1)
  }
  const releaseAssets = values['release-assets'] === undefined ? undefined : readFileSync(values['release-assets'], 'utf8').split('\n').map((line) => line.trim()).filter(Boolean)
  const written = await writeReleaseManifests({ version: values.version, dir: resolve(values.dir), out: resolve(values.out), given, releaseAssets })
  return written.map((file) => `${file}\n`).join('')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (output) => process.stdout.write(output),
    (error) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
