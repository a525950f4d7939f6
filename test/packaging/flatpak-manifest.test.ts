// The Flatpak manifest (packaging/flatpak/io.github.tapestryapp.Tapestry.yml), which nothing here can
// build (the runtimes come from Flathub): flatpak-builder itself reads it (--show-manifest, with the
// npm sources the workflow generates stood in for), and it is held to what Flathub's Electron apps
// do and to the narrowest sandbox that works: each permission from a list that says what it is for,
// no network while building but the sources flatpak-node-generator lists, the command a zypak
// wrapper around the app electron-builder makes, and the files it installs present in the
// repository. Broken copies show each check refuses. The workflow builds it on a version tag.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import builderConfig from '../../electron-builder.config.mjs'
import packageJson from '../../package.json' with { type: 'json' }
import { APP_ID } from '../../src/main/core/app/app-info'
import { ensureDebianTools } from '../support/debian-tools'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const MANIFEST_FILE = join(ROOT, 'packaging/flatpak/io.github.tapestryapp.Tapestry.yml')
const WORKFLOW_FILE = join(ROOT, '.github/workflows/ci.yml')

const missing = ensureDebianTools([{ command: 'flatpak-builder', debianPackage: 'flatpak-builder' }])
const withBuilder = missing ? it.skip : it

/** Every permission the sandbox may have, and what for. Anything else is wider than Tapestry needs. */
const ALLOWED_FINISH_ARGS: Readonly<Record<string, string>> = {
  '--share=ipc': 'X11 shared memory for Chromium under X11 and XWayland',
  '--socket=wayland': 'the window on Wayland',
  '--socket=fallback-x11': 'the window on X11, only where there is no Wayland',
  '--device=dri': 'the GPU for Chromium’s compositing',
  '--share=network': 'searching and downloading from Wallhaven, Unsplash and Reddit',
  '--talk-name=org.kde.StatusNotifierWatcher': 'the tray icon',
  '--own-name=org.kde.StatusNotifierItem-2-1': 'the tray icon’s own bus name (pid 2, one icon)',
  '--talk-name=org.freedesktop.secrets': 'the keyring that protects the API keys',
  '--filesystem=xdg-pictures:ro': 'the Pictures folder, read only, as a folder to rotate through',
  '--env=XCURSOR_PATH=/run/host/user-share/icons:/run/host/share/icons': 'the host’s cursor themes under Wayland',
}

interface Source {
  type?: string
  path?: string
  url?: string
  'dest-filename'?: string
  commands?: string[]
  skip?: string[]
}
interface BuildOptions {
  'append-path'?: string
  'build-args'?: string[]
  env?: Record<string, string>
}
interface Module {
  name: string
  buildsystem?: string
  'build-options'?: BuildOptions
  'build-commands'?: string[]
  sources?: (Source | string)[]
}
interface Manifest {
  id: string
  runtime: string
  'runtime-version': string
  sdk: string
  base?: string
  'base-version'?: string
  'sdk-extensions'?: string[]
  command: string
  'finish-args': string[]
  'build-options'?: BuildOptions
  modules: Module[]
}

/** What is wrong with a manifest, one sentence each; empty when nothing is. */
function problems(manifest: Manifest): string[] {
  const found: string[] = []
  for (const arg of manifest['finish-args'] ?? []) {
    if (!(arg in ALLOWED_FINISH_ARGS)) found.push(`finish-arg ${arg} is not one Tapestry needs`)
  }
  const node = (manifest['sdk-extensions'] ?? []).map((name) => /^org\.freedesktop\.Sdk\.Extension\.(node\d+)$/.exec(name)?.[1]).find(Boolean)
  if (!node) found.push('no Node SDK extension')
  const options = [manifest['build-options'], ...manifest.modules.map((module) => module['build-options'])]
  for (const option of options) {
    if ((option?.['build-args'] ?? []).some((arg) => arg.startsWith('--share=network'))) found.push('the build asks for the network')
    if (option?.['append-path'] && node && option['append-path'] !== `/usr/lib/sdk/${node}/bin`) found.push(`append-path ${option['append-path']} is not the ${node} extension`)
  }
  for (const module of manifest.modules) {
    for (const source of module.sources ?? []) {
      if (typeof source === 'string') continue
      if (source.url !== undefined) found.push(`module ${module.name} downloads ${source.url} outside the generated sources`)
    }
    for (const command of module['build-commands'] ?? []) {
      if (/\b(curl|wget|git clone|pip install)\b/.test(command)) found.push(`build command fetches: ${command}`)
      if (/\bnpm (ci|install)\b/.test(command) && !command.includes('--offline')) found.push(`npm installs online: ${command}`)
      if (/\bnpx\b/.test(command) && !/\bnpx --offline\b/.test(command)) found.push(`npx may fetch: ${command}`)
    }
  }
  return found
}

let text = ''
let manifest: Manifest
let app: Module
beforeAll(async () => {
  text = await readFile(MANIFEST_FILE, 'utf8')
  manifest = parse(text) as Manifest
  const found = manifest.modules.find((module) => module.name === 'tapestry')
  if (!found) throw new Error('the manifest has no tapestry module')
  app = found
})

const scripts = () => (app.sources ?? []).filter((source): source is Source => typeof source !== 'string' && source.type === 'script')
const script = (name: string) => {
  const found = scripts().find((source) => source['dest-filename'] === name)
  if (!found) throw new Error(`no script ${name}`)
  return found
}
const commands = () => app['build-commands'] ?? []

describe('the Flatpak manifest', () => {
  it('is the app id Electron and the desktop entry use, on the freedesktop runtime with the Electron BaseApp of the same version and a Node SDK extension', () => {
    expect(manifest.id).toBe(APP_ID)
    expect(packageJson.desktopName).toBe(`${APP_ID}.desktop`)
    expect(manifest).toMatchObject({ runtime: 'org.freedesktop.Platform', 'runtime-version': '24.08', sdk: 'org.freedesktop.Sdk', base: 'org.electronjs.Electron2.BaseApp' })
    expect(manifest['base-version']).toBe(manifest['runtime-version'])
    expect(manifest['sdk-extensions']).toEqual([expect.stringMatching(/^org\.freedesktop\.Sdk\.Extension\.node(22|24)$/)])
  })

  it('has no permission wider than needed, each one said what for in the file', () => {
    expect(problems(manifest)).toEqual([])
    expect(manifest['finish-args'].length).toBeGreaterThan(0)
    // Each group of permissions is introduced by a comment: the line before it is a comment or another permission.
    const lines = text.split('\n')
    for (const arg of manifest['finish-args']) {
      const at = lines.findIndex((line) => line.trim() === `- ${arg}`)
      expect(at, arg).toBeGreaterThan(0)
      let before = at - 1
      while (lines[before]?.trim().startsWith('- --')) before -= 1
      expect(lines[before]?.trim().startsWith('#'), `a comment says why ${arg}`).toBe(true)
    }
    // Nothing for the portals: the wallpaper portal and the file chooser need no permission.
    expect(manifest['finish-args'].some((arg) => arg.includes('portal'))).toBe(false)
    expect(manifest['finish-args']).not.toContain('--socket=session-bus')
  })

  it('refuses broken copies: a home folder, the whole bus, network while building, an online npm, a download of its own', () => {
    const broken = (change: (copy: Manifest) => void) => {
      const copy = structuredClone(manifest)
      change(copy)
      return problems(copy)
    }
    expect(broken((copy) => copy['finish-args'].push('--filesystem=home'))).toEqual(['finish-arg --filesystem=home is not one Tapestry needs'])
    expect(broken((copy) => copy['finish-args'].push('--socket=session-bus'))).toEqual(['finish-arg --socket=session-bus is not one Tapestry needs'])
    expect(broken((copy) => (copy['build-options'] = { 'build-args': ['--share=network'] }))).toEqual(['the build asks for the network'])
    expect(broken((copy) => (copy.modules[0]!['build-commands'] = ['npm ci']))).toEqual(['npm installs online: npm ci'])
    expect(broken((copy) => (copy.modules[0]!['build-commands'] = ['npx electron-vite build']))).toEqual(['npx may fetch: npx electron-vite build'])
    expect(broken((copy) => copy.modules[0]!.sources!.push({ type: 'archive', url: 'https://example.org/x.tar.gz' }))).toEqual(['module tapestry downloads https://example.org/x.tar.gz outside the generated sources'])
    expect(broken((copy) => (copy['sdk-extensions'] = []))).toEqual(['no Node SDK extension'])
  })

  it('builds offline from the release’s sources and npm’s cache: npm ci --offline, electron-vite, electron-builder --dir with Electron from the cache', () => {
    const [release, generated] = app.sources ?? []
    expect(release).toMatchObject({ type: 'dir', path: '../..' })
    // The repository root, as the workflow checks it out at the tag.
    expect(existsSync(join(dirname(MANIFEST_FILE), (release as Source).path as string, 'package-lock.json'))).toBe(true)
    expect((release as Source).skip).toEqual(expect.arrayContaining(['node_modules', '.git', '.flatpak-builder']))
    expect(generated).toBe('generated-sources.json')

    const env = app['build-options']?.env ?? {}
    const cache = `/run/build/${app.name}/flatpak-node`
    expect(env).toMatchObject({ XDG_CACHE_HOME: `${cache}/cache`, ELECTRON_CACHE: `${cache}/cache/electron`, npm_config_cache: `${cache}/npm-cache`, npm_config_offline: 'true' })
    expect(commands()[0]).toMatch(/^npm ci --offline .*--cache=\$FLATPAK_BUILDER_BUILDDIR\/flatpak-node\/npm-cache$/)
    expect(commands()).toContain('npx --offline electron-vite build')
    const builder = commands().find((command) => command.includes('electron-builder'))
    expect(builder).toContain('. flatpak-node/electron-builder-arch-args.sh;')
    expect(builder).toMatch(/--config electron-builder\.config\.mjs --linux --dir --publish never \$ELECTRON_BUILDER_ARCH_ARGS$/)
    expect(commands()).toContain('cp -a dist/linux*unpacked /app/tapestry')
  })

  it('starts with `tapestry`: a wrapper that execs the app electron-builder makes under zypak, and a tapestry-cli for the command line', () => {
    expect(manifest.command).toBe('tapestry')
    expect(commands()).toContain('install -Dm755 tapestry.sh /app/bin/tapestry')
    const executable = builderConfig.linux?.executableName
    expect(executable).toBe('tapestry')
    expect(script('tapestry.sh').commands?.at(-1)).toBe(`exec zypak-wrapper /app/tapestry/${executable} --ozone-platform-hint=auto "$@"`)
    // The single-instance socket where every instance of the app finds it.
    expect(script('tapestry.sh').commands).toContain('export TMPDIR="$XDG_RUNTIME_DIR/app/$FLATPAK_ID"')
    expect(commands()).toContain('install -Dm755 tapestry-cli.sh /app/bin/tapestry-cli')
    expect(script('tapestry-cli.sh').commands).toEqual(['exec /app/tapestry/resources/bin/tapestry "$@"'])
    expect(builderConfig.linux?.extraResources).toEqual([{ from: 'packaging/bin/tapestry', to: 'bin/tapestry' }])
  })

  it('installs the desktop entry, the icons and the metainfo under the app id, from files the repository has', () => {
    const installed = commands().flatMap((command) => [...command.matchAll(/install -Dm6\d\d (\S+) (\S+)/g)].map((match) => ({ from: match[1] as string, to: match[2] as string })))
    const to = installed.map((entry) => entry.to)
    expect(to).toContain(`/app/share/applications/${APP_ID}.desktop`)
    expect(to).toContain(`/app/share/metainfo/${APP_ID}.metainfo.xml`)
    expect(to).toContain(`/app/share/icons/hicolor/scalable/apps/${APP_ID}.svg`)
    expect(installed.find((entry) => entry.to.endsWith('.metainfo.xml'))?.from).toBe('packaging/linux/io.github.tapestryapp.Tapestry.metainfo.xml')
    for (const { from } of installed.filter((entry) => !entry.from.includes('$'))) expect(existsSync(join(ROOT, from)), from).toBe(true)
    const sizes = /for size in ([\d ]+); do install -Dm644 build\/icons\/\$\{size\}x\$\{size\}\.png \/app\/share\/icons\/hicolor\/\$\{size\}x\$\{size\}\/apps\/io\.github\.tapestryapp\.Tapestry\.png; done/.exec(commands().join('\n'))
    expect(sizes).not.toBeNull()
    for (const size of (sizes?.[1] ?? '').trim().split(' ')) expect(existsSync(join(ROOT, `build/icons/${size}x${size}.png`)), `${size}x${size}`).toBe(true)
    expect(commands()).toContain(`desktop-file-edit --set-key=Exec --set-value='tapestry %U' --set-icon=${APP_ID} /app/share/applications/${APP_ID}.desktop`)
  })

  describe(`read by flatpak-builder${missing ? ` (skipped: ${missing})` : ''}`, () => {
    let work = ''
    beforeAll(async () => {
      if (missing) return
      work = await mkdtemp(join(tmpdir(), 'tapestry-flatpak-'))
    })
    afterAll(() => (work ? rm(work, { recursive: true, force: true }) : undefined))

    async function show(manifestText: string, generated: unknown[] | null): Promise<{ json: Manifest & { modules: Module[] }; stderr: string }> {
      const folder = await mkdtemp(join(work, 'm-'))
      await cp(dirname(MANIFEST_FILE), folder, { recursive: true })
      await writeFile(join(folder, 'io.github.tapestryapp.Tapestry.yml'), manifestText)
      if (generated) await writeFile(join(folder, 'generated-sources.json'), JSON.stringify(generated))
      const { stdout, stderr } = await run('flatpak-builder', ['--show-manifest', 'io.github.tapestryapp.Tapestry.yml'], { cwd: folder, timeout: 60_000 })
      return { json: JSON.parse(stdout) as Manifest & { modules: Module[] }, stderr }
    }

    // What flatpak-node-generator writes: npm's tarballs as files in flatpak-node/, and its scripts.
    const STAND_IN = [{ type: 'file', url: 'https://registry.npmjs.org/zod/-/zod-4.0.0.tgz', sha512: 'ab'.repeat(64), dest: 'flatpak-node/npm-cache/_cacache/content-v2/sha512/ab', 'dest-filename': 'ab' }]

    withBuilder('reads it without a complaint, with the generated sources in the module', async () => {
      const { json, stderr } = await show(text, STAND_IN)
      expect(stderr).toBe('')
      expect(json.id).toBe(APP_ID)
      expect(json.command).toBe('tapestry')
      expect(json['finish-args']).toEqual(manifest['finish-args'])
      const module = json.modules.find((each) => each.name === 'tapestry')
      expect(module?.sources).toContainEqual(expect.objectContaining({ url: 'https://registry.npmjs.org/zod/-/zod-4.0.0.tgz' }))
      expect(module?.['build-commands']).toEqual(commands())
    })

    withBuilder('says so when the generated sources are missing, and when a manifest is malformed', async () => {
      expect((await show(text, null)).stderr).toMatch(/generated-sources\.json/)
      const malformed = stringify({ ...manifest, modules: 5 })
      expect((await show(malformed, STAND_IN)).stderr).toMatch(/Failed to deserialize "modules"/)
    })
  })
})

describe('the workflow', () => {
  interface Step {
    name?: string
    uses?: string
    run?: string
    with?: Record<string, string>
  }
  interface Job {
    if?: string
    container?: { image: string; options?: string }
    steps: Step[]
  }

  it('on a version tag, generates npm’s sources with flatpak-node-generator, then builds this manifest with flatpak-github-actions', async () => {
    const workflow = parse(await readFile(WORKFLOW_FILE, 'utf8')) as { jobs: Record<string, Job> }
    const flatpak = workflow.jobs['flatpak']
    expect(flatpak, 'a flatpak job').toBeDefined()
    expect(flatpak?.if).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect(flatpak?.container?.image).toBe('ghcr.io/flathub-infra/flatpak-github-actions:freedesktop-24.08')
    expect(flatpak?.container?.options).toBe('--privileged')
    const steps = flatpak?.steps ?? []
    const generate = steps.findIndex((step) => /flatpak-node-generator"? npm package-lock\.json -o packaging\/flatpak\/generated-sources\.json/.test(step.run ?? ''))
    const build = steps.findIndex((step) => step.uses?.startsWith('flatpak/flatpak-github-actions/flatpak-builder@'))
    expect(generate, 'the sources step').toBeGreaterThanOrEqual(0)
    expect(build, 'the build step').toBeGreaterThan(generate)
    expect(steps[build]?.with?.['manifest-path']).toBe('packaging/flatpak/io.github.tapestryapp.Tapestry.yml')
    expect(steps[build]?.with?.bundle).toMatch(/\.flatpak$/)
  })
})
