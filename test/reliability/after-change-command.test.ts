// A hostile after-change command, or a hostile picture given to one, with real processes: a real
// `sh` handed a picture named `$(cd;touch PWNED).jpg`, a real child printing 700 MB without a
// newline to the built command line and to the app's core in a process of its own, a real `setsid`
// daemon and a real `cmd &` holding the command's output open. Nothing runs that the person did not
// write, neither process goes down or grows with the output, and nobody waits for what the command
// left running, which is left running.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAfterChangeRuns } from '../../src/main/core/after-change/after-change-runs'
import { runAfterChangeCommand } from '../../src/main/core/after-change/run-after-change-command'
import { localImageId } from '../../src/main/core/local-folders/local-item'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import { parseAfterChangeCommand } from '../../src/shared/after-change-command'
import { ValidationError } from '../../src/shared/errors'
import { writePicture } from '../support/local-pictures'
import { bundleChild, type ChildBundle } from '../support/kill-child'
import { expectPlainSentence } from './support/plain-message'
import { RECORDER } from './support/reliability-app'

const CLI = path.resolve('out/main/cli.js')
const PROBE = path.resolve('test/fakes/after-change-probe.mjs')
const FLOOD = path.resolve('test/fakes/after-change-flood.mjs')
/** 700 MiB: past V8's longest string (about 512 MiB), which a line read whole must become. */
const FLOOD_BYTES = 700 * 1024 * 1024
/** How much more memory a process may hold with the flood than with a quiet command: a fifth of it. */
const MOST_MEMORY_GROWTH = 128 * 1024 * 1024
const HOSTILE_NAME = '$(cd;touch PWNED).jpg'
const UNSAFE = `sh -c 'touch "$HOME/ran"; wal -i {file}'`
const SAFE_FORM = `pass it as an argument after the script instead, as in sh -c 'wal -i "$1"' sh {file}`

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`
const node = quote(process.execPath)
const CUSTOM_BACKEND = `${process.execPath} ${RECORDER} {file} {display}`

let root: string
/** The HOME every command here gets: `cd` in the hostile name goes here. */
let home: string
let pictures: string
let picture: string
let dataDir: string
/** Daemons the tests started, by pid, stopped after each test. */
let started: number[] = []

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-after-change-'))
  home = path.join(root, 'home')
  pictures = path.join(root, 'pictures')
  await mkdir(home, { recursive: true })
  picture = await writePicture(path.join(pictures, 'plain.jpg'), { width: 64, height: 40 })
})
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(root, 'data-'))
  for (const name of ['PWNED', 'ran']) await rm(path.join(home, name), { force: true })
})
afterEach(async () => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  started = []
})

const env = () => ({ PATH: process.env.PATH ?? '', HOME: home, TAPESTRY_DATA_DIR: dataDir, TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log') })

/** settings.json as a person could write it by hand: the fake desktop, and this command. */
async function handWrittenSettings(afterChangeCommand: string): Promise<void> {
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: CUSTOM_BACKEND, afterChangeCommand } }))
}

interface ProcessRun {
  code: number | null
  stdout: string
  stderr: string
  ms: number
  /** The most memory it held at once (VmHWM, read while it ran). */
  peakBytes: number
}

/** Runs `node file args…`, reading its peak resident memory from /proc while it runs. */
function runProcess(file: string, args: readonly string[], environment: Record<string, string>): Promise<ProcessRun> {
  return new Promise((resolve) => {
    const begun = Date.now()
    const child = spawn(process.execPath, [file, ...args], { env: environment, cwd: root })
    let stdout = ''
    let stderr = ''
    let peakBytes = 0
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const poll = setInterval(() => {
      readFile(`/proc/${child.pid}/status`, 'utf8')
        .then((status) => {
          const kilobytes = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
          peakBytes = Math.max(peakBytes, kilobytes * 1024)
        })
        .catch(() => undefined)
    }, 20)
    child.on('close', (code) => {
      clearInterval(poll)
      resolve({ code, stdout, stderr, ms: Date.now() - begun, peakBytes })
    })
  })
}

const tapestry = (args: readonly string[]) => runProcess(CLI, args, env())

/** Whether a process runs: a stopped one left unreaped (a container's init may never reap it) does not. */
async function running(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return !/^State:\s+Z/m.test(status)
}

/** The pid a command wrote to `file` (waiting a moment for it). */
async function pidIn(file: string): Promise<number> {
  for (let tries = 0; tries < 50 && !existsSync(file); tries++) await delay(50)
  const pid = Number((await readFile(file, 'utf8')).trim())
  started.push(pid)
  return pid
}

const noStack = (text: string) => {
  expect(text).not.toMatch(/RangeError|\n\s+at .+:\d+:\d+/)
}

describe('a file name never runs as a command through a shell', () => {
  it('Settings refuses {file} inside a script given to sh -c, saying the safe form beside the field', () => {
    const store = createSettingsStore({ dataDir, secrets: createMemorySecretStore() })
    for (const command of [UNSAFE, `bash -c 'wal -i {file}'`, `env sh -c 'wal -i {file}'`, `/bin/sh -c 'wal -i {file}'`]) {
      let error: unknown
      try {
        store.update({ wallpaper: { afterChangeCommand: command } })
      } catch (caught) {
        error = caught
      }
      expect(error, command).toBeInstanceOf(ValidationError)
      const [issue] = (error as ValidationError).issues
      expect(issue?.field).toBe('wallpaper.afterChangeCommand')
      expect(issue?.message).toMatch(/^puts \{file\} inside the script it gives to .+ -c, where a file name would run as commands; /)
      expect(issue?.message.endsWith(SAFE_FORM)).toBe(true)
    }
    expect(store.get().wallpaper.afterChangeCommand).toBeNull()
  })

  it('a hand-edited settings file with {file} inside sh -c: a picture named $(cd;touch PWNED).jpg runs nothing', async () => {
    const hostile = await writePicture(path.join(pictures, HOSTILE_NAME), { width: 64, height: 40 })
    await handWrittenSettings(UNSAFE)
    const run = await tapestry(['set', '--file', hostile])
    noStack(run.stdout + run.stderr)
    expect(existsSync(path.join(home, 'PWNED'))).toBe(false)
    // Not even the part of the script without a placeholder: no shell was started at all.
    expect(existsSync(path.join(home, 'ran'))).toBe(false)
  }, 20_000)

  it('at run time the same command is refused in one sentence, before any shell starts', async () => {
    const said: string[] = []
    const runs = createAfterChangeRuns({ command: () => UNSAFE, env: env(), background: false, say: (line) => said.push(line) })
    await runs.changed({ file: path.join(pictures, HOSTILE_NAME), display: 'all', source: 'file', id: 'x' }, null)
    const error = runs.lastError()?.message ?? ''
    expect(error).toBe(`The after-change command puts {file} inside the script it gives to sh -c, where a file name would run as commands; ${SAFE_FORM}.`)
    expectPlainSentence(error)
    expect(said).toEqual([error])
    expect(existsSync(path.join(home, 'PWNED'))).toBe(false)
    expect(existsSync(path.join(home, 'ran'))).toBe(false)
  })

  it('the safe form gives the name to sh as "$1": the command gets the file, and nothing in the name runs', async () => {
    const hostile = await writePicture(path.join(pictures, HOSTILE_NAME), { width: 64, height: 40 })
    const out = path.join(root, 'given.txt')
    await handWrittenSettings(`sh -c 'printf "%s" "$1" > "$2"' sh {file} ${quote(out)}`)
    const run = await tapestry(['set', '--file', hostile])
    expect(run.stderr).toBe('')
    expect(run.code, run.stderr).toBe(0)
    expect(await readFile(out, 'utf8')).toBe(hostile)
    expect(existsSync(path.join(home, 'PWNED'))).toBe(false)
  }, 20_000)

  it('{id} for set --file is the id the file has in a folder, never its name: -rf.jpg does not reach the command as an option', async () => {
    const dashed = await writePicture(path.join(pictures, '-rf.jpg'), { width: 64, height: 40 })
    const out = path.join(dataDir, 'probe.jsonl')
    await handWrittenSettings(`${node} ${quote(PROBE)} ${quote(out)} {id}`)
    const run = await tapestry(['set', '--file', dashed])
    expect(run.code, run.stderr).toBe(0)
    const [given] = (await readFile(out, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[] })
    expect(given?.args).toEqual([localImageId(dashed)])
    expect(given?.args[0]).toMatch(/^[0-9a-f]{32}$/)
  }, 20_000)
})

// The app's core with its after-change command in the background, as the app runs it, in a
// process of its own: each command in turn after a change, how long the change and its run took,
// the log's after-change lines, and the most memory the process held.
const APP_CHILD = `
import { createApp } from ${JSON.stringify(path.resolve('src/main/core/app/app.ts'))}
import { createMemorySecretStore } from ${JSON.stringify(path.resolve('src/main/core/settings/secret-store.ts'))}
const [dataDir, picture, customCommand, commands] = process.argv.slice(2)
const lines = []
const log = { info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) }
const app = await createApp({ dataDir, env: process.env, secrets: createMemorySecretStore(), displays: async () => [], afterChange: { background: true }, log })
app.settings.update({ wallpaper: { backend: 'custom', customCommand } })
const setter = await app.wallpaper()
const runs = []
for (const afterChangeCommand of JSON.parse(commands)) {
  app.settings.update({ wallpaper: { afterChangeCommand } })
  const begun = Date.now()
  await setter.set(picture)
  const changedMs = Date.now() - begun
  await app.afterChange.settled()
  runs.push({ changedMs, settledMs: Date.now() - begun, error: app.afterChange.lastError()?.message ?? null })
}
console.log(JSON.stringify({ runs, lines: lines.filter((line) => line.startsWith('After-change command')), peakBytes: process.resourceUsage().maxRSS * 1024 }))
process.exit(0)
`

interface AppChildReport {
  runs: { changedMs: number; settledMs: number; error: string | null }[]
  lines: string[]
  peakBytes: number
}

let appChild: ChildBundle

async function appRuns(commands: readonly string[]): Promise<{ run: ProcessRun; report: AppChildReport | null }> {
  const run = await runProcess(appChild.file, [dataDir, picture, CUSTOM_BACKEND, JSON.stringify(commands)], env())
  const line = run.stdout.split('\n').find((text) => text.startsWith('{'))
  return { run, report: line ? (JSON.parse(line) as AppChildReport) : null }
}

beforeAll(async () => {
  appChild = await bundleChild(APP_CHILD)
}, 120_000)
afterAll(async () => {
  await appChild?.dispose()
})

describe('700 MB printed without a newline', () => {
  it('tapestry set ends normally, holding far less than the output, and says once what was cut', async () => {
    await handWrittenSettings('true')
    const quiet = await tapestry(['set', '--file', picture])
    await handWrittenSettings(`${node} ${quote(FLOOD)} ${FLOOD_BYTES}`)
    const run = await tapestry(['set', '--file', picture])
    noStack(run.stderr)
    expect(run.code, run.stderr).toBe(0)
    expect(quiet.peakBytes).toBeGreaterThan(0)
    expect(run.peakBytes - quiet.peakBytes).toBeLessThan(MOST_MEMORY_GROWTH)
    const said = run.stderr.split('\n')
    expect(said).toContain('tapestry: flood: done')
    expect(said).toContain(`tapestry: ${'x'.repeat(299)}…`)
    expect(said.filter((line) => line.includes('not shown'))).toEqual(['tapestry: 1 line longer than 300 characters was cut short: 734.0 MB of what it printed is not shown.'])
    expect(run.stdout).toBe(`Set ${picture} as the wallpaper on all displays.\n`)
  }, 60_000)

  it('the app does not go down: its memory stays far below the output, and the next change runs its command', async () => {
    const out = path.join(dataDir, 'probe.jsonl')
    const quiet = await appRuns(['true'])
    const { run, report } = await appRuns([`${node} ${quote(FLOOD)} ${FLOOD_BYTES}`, `${node} ${quote(PROBE)} ${quote(out)} {id}`])
    noStack(run.stderr)
    expect(run.code, run.stderr).toBe(0)
    expect(report?.runs.map((each) => each.error)).toEqual([null, null])
    expect((report?.peakBytes ?? Infinity) - (quiet.report?.peakBytes ?? 0)).toBeLessThan(MOST_MEMORY_GROWTH)
    expect(report?.lines.filter((line) => line.includes('not shown'))).toHaveLength(1)
    expect(existsSync(out)).toBe(true)
  }, 60_000)
})

describe('what the command leaves running', () => {
  it('a setsid daemon holding its output: tapestry set ends within seconds, as a success, and the daemon is left running', async () => {
    const pidFile = path.join(root, 'daemon.pid')
    await rm(pidFile, { force: true })
    await handWrittenSettings(`setsid sh -c 'echo $$ > "$1"; echo daemon started; exec sleep 75' sh ${quote(pidFile)}`)
    const run = await tapestry(['set', '--file', picture])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stderr).toBe('tapestry: daemon started\n')
    expect(run.ms).toBeLessThan(5_000)
    expect(await running(await pidIn(pidFile))).toBe(true)
  }, 20_000)

  it('the app runs the command for the next change although a daemon from the last one still holds its output', async () => {
    const pidFile = path.join(root, 'app-daemon.pid')
    const out = path.join(dataDir, 'probe.jsonl')
    await rm(pidFile, { force: true })
    const { run, report } = await appRuns([`setsid sh -c 'echo $$ > "$1"; exec sleep 75' sh ${quote(pidFile)}`, `${node} ${quote(PROBE)} ${quote(out)} {id}`])
    expect(run.code, run.stderr).toBe(0)
    expect(report?.runs.map((each) => each.error)).toEqual([null, null])
    for (const each of report?.runs ?? []) expect(each.settledMs).toBeLessThan(5_000)
    expect(existsSync(out)).toBe(true)
    expect(await running(await pidIn(pidFile))).toBe(true)
  }, 30_000)

  it('`cmd &` that exits at once is a success within a second, and what it put in the background is left running', async () => {
    const pidFile = path.join(root, 'background.pid')
    await rm(pidFile, { force: true })
    const lines: string[] = []
    const begun = Date.now()
    const result = await runAfterChangeCommand(parseAfterChangeCommand(`sh -c 'sleep 60 & echo $! > "$1"; echo started' sh ${quote(pidFile)}`), { file: picture, display: 'all', source: 'file', id: 'x' }, {
      env: env(),
      log: { info: (line) => lines.push(line), warn: (line) => lines.push(line) },
    })
    expect(result).toEqual({ ok: true })
    expect(Date.now() - begun).toBeLessThan(1_500)
    expect(lines).toEqual(['After-change command (sh): started'])
    expect(await running(await pidIn(pidFile))).toBe(true)
  }, 20_000)

  it('the time limit still stops the command itself, and a daemon it left does not stretch the limit', async () => {
    const pidFile = path.join(root, 'overrun.pid')
    await rm(pidFile, { force: true })
    const begun = Date.now()
    const result = await runAfterChangeCommand(
      parseAfterChangeCommand(`sh -c 'setsid sleep 60 & echo $! > "$1"; exec sleep 60' sh ${quote(pidFile)}`),
      { file: picture, display: 'all', source: 'file', id: 'x' },
      { env: env(), timeoutMs: 1_000 },
    )
    expect(result).toMatchObject({ ok: false, error: { message: 'The after-change command sh did not finish within 1 second and was stopped.' } })
    expect(Date.now() - begun).toBeLessThan(4_000)
    // In a session of its own, as the person asked with setsid: not the command's to take down.
    expect(await running(await pidIn(pidFile))).toBe(true)
  }, 20_000)
})
