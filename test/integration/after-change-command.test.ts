// The after-change command, run for real: each placeholder one argument whatever it holds, no shell,
// none of Tapestry's variables, its lines to the log, a failure and a time limit said in one
// sentence, and the runs' order: one at a time, the newest of those waiting, in the background for
// the app and waited for on the command line.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAfterChangeCommand } from '../../src/shared/after-change-command'
import { createAfterChangeRuns } from '../../src/main/core/after-change/after-change-runs'
import { runAfterChangeCommand } from '../../src/main/core/after-change/run-after-change-command'

const PROBE = path.resolve(import.meta.dirname, '../fakes/after-change-probe.mjs')
let folder: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tapestry-after-change-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`
/** `node PROBE OUT …` as a person would write it in Settings. */
const probeCommand = (out: string, rest = '{file} {display} {source} {id}') => `${quote(process.execPath)} ${quote(PROBE)} ${quote(out)} ${rest}`

async function probeRuns(out: string): Promise<{ args: string[]; tapestryVariables: string[] }[]> {
  if (!existsSync(out)) return []
  return (await readFile(out, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { args: string[]; tapestryVariables: string[] })
}

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

function recordingLog() {
  const lines: string[] = []
  return { lines, log: { info: (line: string) => lines.push(`info ${line}`), warn: (line: string) => lines.push(`warn ${line}`) } }
}

const VALUES = { file: "/home/ana/Pictures/it's $(touch pwned) a fjord.jpg", display: 'HDMI-1', source: 'unsplash', id: 'Dwu85P9SOIk' }

describe('running the after-change command', () => {
  it('gives each placeholder as one argument, through no shell and with none of Tapestry’s variables, its lines to the log', async () => {
    const out = path.join(folder, 'plain.jsonl')
    const { lines, log } = recordingLog()
    const said: string[] = []
    const env = { ...process.env, TAPESTRY_WALLHAVEN_API_KEY: 'SECRET-KEY-abc123', TAPESTRY_UNSPLASH_URL: 'https://user:pass@proxy.example' }
    const result = await runAfterChangeCommand(parseAfterChangeCommand(probeCommand(out, '--from={file} {display} {source}/{id}')), VALUES, { env, log, echo: (line) => said.push(line) })
    expect(result).toEqual({ ok: true })
    expect(await probeRuns(out)).toEqual([{ args: [`--from=${VALUES.file}`, 'HDMI-1', 'unsplash/Dwu85P9SOIk'], tapestryVariables: [] }])
    expect(existsSync(path.join(process.cwd(), 'pwned'))).toBe(false)
    expect(lines).toEqual([`info After-change command (${process.execPath}): palette made from --from=${VALUES.file}`, `warn After-change command (${process.execPath}): probe: a note on stderr`])
    expect(said).toEqual([`palette made from --from=${VALUES.file}`, 'probe: a note on stderr'])
  })

  it('says in one sentence that it failed, with the last thing it said', async () => {
    const result = await runAfterChangeCommand(parseAfterChangeCommand(probeCommand(path.join(folder, 'fail.jsonl'), '--fail {file}')), VALUES, { env: process.env })
    expect(result).toMatchObject({ ok: false, error: { message: `The after-change command ${process.execPath} failed with exit status 3: probe: the palette could not be made.` } })
  })

  it('says a program that is not there', async () => {
    const result = await runAfterChangeCommand(parseAfterChangeCommand('wal-that-is-not-installed -i {file}'), VALUES, { env: { PATH: folder } })
    expect(result).toMatchObject({ ok: false, error: { message: 'The after-change command wal-that-is-not-installed is not installed or not on PATH.' } })
  })

  it('stops it, and what it started, after the time limit', async () => {
    const out = path.join(folder, 'slow.jsonl')
    const started = Date.now()
    const result = await runAfterChangeCommand(parseAfterChangeCommand(probeCommand(out, '--sleep 20000 {file}')), VALUES, { env: process.env, timeoutMs: 400 })
    expect(result).toMatchObject({ ok: false, error: { message: `The after-change command ${process.execPath} did not finish within 0.4 seconds and was stopped.` } })
    expect(Date.now() - started).toBeLessThan(5_000)
    const child = Number(await readFile(`${out}.child`, 'utf8'))
    await delay(200)
    expect(await running(child)).toBe(false)
  })
})

describe('the runs after each change', () => {
  it('in the background: the change does not wait; one run at a time, the newest of those waiting', async () => {
    const out = path.join(folder, 'background.jsonl')
    const runs = createAfterChangeRuns({ command: () => probeCommand(out, '--sleep 300 {id}'), env: process.env, background: true })
    const before = Date.now()
    for (const id of ['one', 'two', 'three']) await runs.changed({ ...VALUES, id }, null)
    expect(Date.now() - before).toBeLessThan(250)
    await runs.settled()
    expect((await probeRuns(out)).map((run) => run.args)).toEqual([['one'], ['three']])
  })

  it('on the command line: the change waits for the run', async () => {
    const out = path.join(folder, 'waited.jsonl')
    const runs = createAfterChangeRuns({ command: () => probeCommand(out, '{id}'), env: process.env, background: false })
    await runs.changed(VALUES, null)
    expect((await probeRuns(out)).map((run) => run.args)).toEqual([['Dwu85P9SOIk']])
  })

  it('keeps what did not happen — the lock screen, a failed run — until it goes well, and says when that changes', async () => {
    let failing = true
    let told = 0
    const said: string[] = []
    const runs = createAfterChangeRuns({
      command: () => probeCommand(path.join(folder, 'errors.jsonl'), failing ? '--fail {file}' : '{file}'),
      env: process.env,
      background: false,
      say: (line) => said.push(line),
      changed: () => (told += 1),
    })
    await runs.changed(VALUES, 'GNOME’s lock screen was not changed: it still shows /old.jpg.')
    expect(runs.lastError()?.message).toBe(`GNOME’s lock screen was not changed: it still shows /old.jpg. The after-change command ${process.execPath} failed with exit status 3: probe: the palette could not be made.`)
    expect(said).toContain('GNOME’s lock screen was not changed: it still shows /old.jpg.')
    failing = false
    await runs.changed(VALUES, null)
    expect(runs.lastError()).toBeNull()
    expect(told).toBe(4)
  })

  it('runs nothing when no command is set', async () => {
    const runs = createAfterChangeRuns({ command: () => null, env: process.env, background: false })
    await runs.changed(VALUES, null)
    expect(runs.lastError()).toBeNull()
  })
})
