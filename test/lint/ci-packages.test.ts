// .ci/run installs what .ci/debian-packages.txt lists, and nothing else arrives on a fresh machine.
// Every command a test, benchmark, harness or script runs (or declares, or puts on a test's PATH)
// must be listed there with its package, or be part of every Debian system and Node install.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAKE_TOOL_NAMES } from '../fakes/tools/fake-tools'
import { commandsUsedIn, commandsUsedUnder, readDebianPackageList } from '../support/spawned-commands'

const ROOT = resolve(import.meta.dirname, '../..')
const LISTED = readDebianPackageList(readFileSync(join(ROOT, '.ci/debian-packages.txt'), 'utf8'))
// This file's own samples below are not commands anything runs.
const USES = commandsUsedUnder(ROOT, ['test', 'bench', 'harness', 'scripts']).filter((use) => !use.at.startsWith('test/lint/ci-packages.test.ts'))

/** In every Debian system (Essential packages: dash, bash, coreutils, apt) or installed with Node itself. */
const ALWAYS_THERE = new Set(['sh', 'bash', 'cp', 'mkfifo', 'apt-get', 'node', 'npm', 'npx'])

describe('.ci/debian-packages.txt', () => {
  it('lists every command the tests, benchmarks, harness and scripts run', () => {
    const unlisted = USES.filter((use) => !LISTED.has(use.command) && !ALWAYS_THERE.has(use.command) && !FAKE_TOOL_NAMES.includes(use.command))
    expect(unlisted.map((use) => `${use.command} (${use.at})`)).toEqual([])
  })

  it('names the same package for a command as the tests that declare it', () => {
    const differing = USES.filter((use) => use.debianPackage !== undefined && LISTED.get(use.command) !== use.debianPackage)
    expect(differing.map((use) => `${use.command}: ${use.debianPackage} at ${use.at}, ${LISTED.get(use.command) ?? 'not listed'} in the list`)).toEqual([])
  })

  it('lists nothing that no test uses', () => {
    const used = new Set(USES.map((use) => use.command))
    expect([...LISTED.keys()].filter((command) => !used.has(command))).toEqual([])
  })

  it('holds the X11 tools the real wallpaper tests run, xrandr among them', () => {
    expect(Object.fromEntries([...LISTED].filter(([command]) => ['Xvfb', 'feh', 'xrandr', 'xprop', 'xwd', 'chromium'].includes(command)))).toEqual({
      Xvfb: 'xvfb',
      feh: 'feh',
      xrandr: 'x11-xserver-utils',
      xprop: 'x11-utils',
      xwd: 'x11-apps',
      chromium: 'chromium',
    })
  })
})

describe('reading sources for commands', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tapestry-scan-'))
  const scan = (source: string) => {
    const file = join(folder, 'sample.test.ts')
    writeFileSync(file, source)
    return commandsUsedIn(file, folder).map(({ command, debianPackage }) => (debianPackage ? `${command}=${debianPackage}` : command))
  }

  it('finds spawned commands, promisified and wrapped ones, declarations and test PATHs', () => {
    expect(
      scan(
        [
          "const run = promisify(execFile)",
          "function launch(command: string, args: string[]) { return spawn(command, args) }",
          "spawn('Xvfb', [])",
          "execFileSync(\"xdotool\", ['key'])",
          "await run('xprop', ['-root'])",
          "await launch('curl', [])",
          "ensureDebianTools([{ command: 'feh', debianPackage: 'feh' }])",
          "toolPath(['feh', 'xrandr'], root)",
        ].join('\n'),
      ),
    ).toEqual(['feh=feh', 'feh', 'xrandr', 'Xvfb', 'xdotool', 'xprop', 'curl'])
  })

  it('ignores methods of other objects, variables and interpolated names', () => {
    expect(scan("transfers.run('k', start)\nspawn(command, args)\nexecFile(`${dir}/tool`, [])\n")).toEqual([])
    rmSync(folder, { recursive: true, force: true })
  })
})
