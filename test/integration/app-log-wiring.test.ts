// What the core writes to the log and how "Open the log folder" answers: a rotation step's outcome
// (set, or why not), a damaged file moved aside; the folder opened where the carrier can open one.
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/main/core/app/app'
import { FilesystemError } from '../../src/main/core/errors/errors'
import { invokeOperation, type OperationHandlers } from '../../src/main/core/operations/operations'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

const RECORDER = path.resolve('test/fakes/tools/record-wallpaper.mjs')
let fakes: AllFakes
let root: string

beforeAll(async () => {
  fakes = await startAllFakes()
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-log-wiring-'))
})
afterAll(async () => {
  await fakes.stop()
  await rm(root, { recursive: true, force: true })
})

async function appWith(extra: Partial<Parameters<typeof createApp>[0]> = {}) {
  const dataDir = await mkdtemp(path.join(root, 'data-'))
  const lines: string[] = []
  const log = { info: (line: string) => lines.push(`info ${line}`), warn: (line: string) => lines.push(`warn ${line}`), error: (line: string) => lines.push(`error ${line}`) }
  const app = await createApp({
    dataDir,
    env: { PATH: process.env.PATH ?? '', TAPESTRY_TEST_WALLPAPER_LOG: path.join(dataDir, 'desktop.log'), ...fakes.env },
    secrets: createMemorySecretStore(),
    resolveMediaUrl: fakes.resolveMediaUrl,
    log,
    ...extra,
  })
  // Wallhaven alone, so a fault there is the step's.
  app.settings.update({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` }, rotation: { source: 'wallhaven' } })
  return { app, lines, dataDir }
}

describe('the core in the log', () => {
  it('logs what a rotation step set, why one did not, and what stood in for a source that failed', async () => {
    const { app, lines } = await appWith()
    const down = () => fakes.wallhaven.fault({ kind: 'status', status: 503, body: 'down', contentType: 'text/plain' }, { times: 100 })
    // Nothing in the library yet to stand in: the step fails, and says why.
    down()
    await app.scheduler.next()
    expect(lines.at(-1)).toMatch(/^warn A rotation step did not change the wallpaper: .+/)
    fakes.reset()
    await app.scheduler.next()
    expect(lines.at(-1)).toMatch(/^info Rotation set wallhaven \w+\.$/)
    down()
    await app.scheduler.next()
    expect(lines.at(-1)).toMatch(/^info Rotation set wallhaven \w+\. From your library: .+/)
    app.dispose()
  }, 60_000)

  it('logs a damaged file moved aside', async () => {
    const dataDir = await mkdtemp(path.join(root, 'damaged-'))
    await writeFile(path.join(dataDir, 'settings.json'), '{ not json')
    const { app, lines } = await appWith({ dataDir })
    expect(lines.some((line) => /^warn Tapestry found its settings file damaged and started afresh; the old one is kept as .+\.$/.test(line))).toBe(true)
    app.dispose()
  })
})

describe('logs.open', () => {
  it('opens the log folder through the carrier, creating it first', async () => {
    const opened: string[] = []
    const folder = path.join(root, 'logs-opened')
    const { app } = await appWith({ logFolder: { folder, open: async (where) => void opened.push(where) } })
    expect(await invokeOperation(app.handlers as OperationHandlers, 'logs.open', undefined)).toEqual({ ok: true, value: { folder, opened: true } })
    expect(opened).toEqual([folder])
    expect(existsSync(folder)).toBe(true)
    app.dispose()
  })

  it('where nothing can open a folder (the browser demo), says where it is', async () => {
    const { app, dataDir } = await appWith()
    expect(await invokeOperation(app.handlers as OperationHandlers, 'logs.open', undefined)).toEqual({ ok: true, value: { folder: path.join(dataDir, 'logs'), opened: false } })
    app.dispose()
  })

  it('answers a folder the system could not open as a plain filesystem error', async () => {
    const { app } = await appWith({
      logFolder: {
        folder: path.join(root, 'logs-x'),
        open: async () => {
          throw new FilesystemError('The folder could not be opened: no file manager.')
        },
      },
    })
    expect(await invokeOperation(app.handlers as OperationHandlers, 'logs.open', undefined)).toEqual({ ok: false, error: { kind: 'filesystem', message: 'The folder could not be opened: no file manager.' } })
    app.dispose()
  })
})
