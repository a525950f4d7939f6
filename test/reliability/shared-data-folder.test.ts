// One data folder, many writers at once, as a long-time user has it: the app, and `tapestry`
// processes from cron and key bindings. The app's operations run in this process; four other
// processes run the same core (bundled) and two more loop the real built CLI (`set`, `next`).
// About 200 mixed operations: set, a set the desktop refuses, next, favourite, unfavourite,
// block, unblock. Then every acknowledged change must be there, nothing more; no file without a
// row, no row without its file; and no command changed the desktop and then failed (the desktop
// was changed exactly once per acknowledged set).
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/main/core/app/app'
import { createLibrary } from '../../src/main/core/library/library'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { bundleChild, type ChildBundle } from '../support/kill-child'
import { RECORDER } from './support/reliability-app'

const root = path.resolve(import.meta.dirname, '../..')
const WORKER = `
import { createApp } from ${JSON.stringify(path.join(root, 'src/main/core/app/app.ts'))}
import { createMemorySecretStore } from ${JSON.stringify(path.join(root, 'src/main/core/settings/secret-store.ts'))}
import { runWorker } from ${JSON.stringify(path.join(root, 'test/reliability/support/shared-folder-worker.ts'))}
const [name, dataDir, count, seed] = process.argv.slice(2)
const app = await createApp({ dataDir, env: process.env, secrets: createMemorySecretStore(), displays: async () => [{ id: 1, label: 'Left', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }, { id: 2, label: 'Right', bounds: { x: 1920, y: 0, width: 1920, height: 1080 }, scaleFactor: 1, rotation: 0, internal: false, primary: false }] })
await runWorker(app, name, Number(count), Number(seed), (line) => console.log(JSON.stringify(line)))
app.dispose()
`

interface Ack {
  worker: string
  op: string
  ok: boolean
  id?: string
  libraryId?: string
  setAt?: string
}

let fakes: AllFakes
let bundle: ChildBundle
let work = ''
let dataDir = ''
let env: Record<string, string>

function runProcess(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

async function cliLoop(name: string, ids: readonly string[]): Promise<Ack[]> {
  const acks: Ack[] = []
  for (const [index, id] of ids.entries()) {
    const args = index % 3 === 2 ? ['next', '--json'] : ['set', 'wallhaven', id, '--json']
    const result = await runProcess([path.join(root, 'out/main/cli.js'), ...args])
    const ok = result.code === 0
    const json = ok ? (JSON.parse(result.stdout) as { libraryId: string; setAt: string }) : null
    acks.push({ worker: name, op: args[0] as string, ok, ...(json ? { libraryId: json.libraryId, setAt: json.setAt } : {}) })
    if (!ok) acks.push({ worker: name, op: `failed: ${result.stderr.trim()}`, ok: false })
  }
  return acks
}

beforeAll(async () => {
  // The data folder is what is under test, not Wallhaven's per-minute limit, which seven writers share.
  fakes = await startAllFakes({ unlimited: true })
  bundle = await bundleChild(WORKER)
  work = await mkdtemp(path.join(tmpdir(), 'tapestry-shared-'))
  dataDir = path.join(work, 'data')
  env = {
    PATH: process.env.PATH ?? '',
    HOME: work,
    TAPESTRY_DATA_DIR: dataDir,
    TAPESTRY_TEST_WALLPAPER_LOG: path.join(work, 'desktop.log'),
    TAPESTRY_WALLHAVEN_URL: fakes.env.TAPESTRY_WALLHAVEN_URL as string,
    // Unsplash and Reddit are not needed: rotation and sets use Wallhaven.
  }
  const { mkdir } = await import('node:fs/promises')
  await mkdir(dataDir, { recursive: true })
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ wallpaper: { backend: 'custom', customCommand: `${process.execPath} ${RECORDER} {file} {display}` } }))
}, 60_000)
afterAll(async () => {
  await fakes?.stop()
  await bundle?.dispose()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('one data folder, seven writers at once', () => {
  it('keeps every acknowledged change, and files and rows agree', async () => {
    const sfw = fakes.wallhaven.catalogue.filter((entry) => entry.record.purity === 'sfw').map((entry) => entry.record.id)
    const { runWorker } = await import('./support/shared-folder-worker')
    const app = await createApp({ dataDir, env, secrets: createMemorySecretStore(), displays: async () => [{ id: 1, label: 'Left', bounds: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1, rotation: 0, internal: true, primary: true }] })
    const inProcess: Ack[] = []
    const results = await Promise.all([
      runWorker(app, 'app', 70, 1, (ack) => inProcess.push(ack)),
      ...[2, 3, 4, 5].map((seed) => runProcess([bundle.file, `proc${seed}`, dataDir, '28', String(seed)])),
      cliLoop('cli-a', sfw.slice(0, 20)),
      cliLoop('cli-b', sfw.slice(20, 40)),
    ])
    app.dispose()
    const acks: Ack[] = [...inProcess]
    for (const result of results.slice(1, 5) as { code: number | null; stdout: string; stderr: string }[]) {
      expect(result.stderr).toBe('')
      expect(result.code).toBe(0)
      for (const line of result.stdout.trim().split('\n')) acks.push(JSON.parse(line) as Ack)
    }
    acks.push(...(results[5] as Ack[]), ...(results[6] as Ack[]))
    expect(acks.length).toBeGreaterThanOrEqual(200)
    // Everything that should work did: the only refusals are the desktop's, asked for on purpose.
    expect(acks.filter((ack) => !ack.ok && ack.op !== 'refuse')).toEqual([])

    const library = createLibrary({ dataDir })
    try {
      // Favourites and blocks: each writer's own items, replayed from its acknowledgements.
      for (const [kind, isThere] of [
        ['favourite', (id: string) => library.isFavourite('wallhaven', id)],
        ['block', (id: string) => library.isBlocked('wallhaven', id)],
      ] as const) {
        const expected = new Map<string, boolean>()
        for (const ack of acks) {
          if (ack.op === kind) expected.set(ack.id as string, true)
          if (ack.op === `un${kind}`) expected.set(ack.id as string, false)
        }
        expect(expected.size).toBeGreaterThan(10)
        for (const [id, present] of expected) expect(isThere(id), `${kind} ${id}`).toBe(present)
      }

      // Every acknowledged set is in the history, and nothing else is.
      const sets = acks.filter((ack) => ack.ok && (ack.op === 'set' || ack.op === 'next'))
      const history = library.history({ limit: 200 })
      expect(history.total).toBe(sets.length)
      const recorded = new Set(history.items.map((record) => `${record.libraryId}@${record.setAt}`))
      for (const ack of sets) expect(recorded.has(`${ack.libraryId}@${ack.setAt}`), JSON.stringify(ack)).toBe(true)
      // The desktop changed once per acknowledged set: a refused or failed command changed nothing.
      const desktop = (await readFile(env.TAPESTRY_TEST_WALLPAPER_LOG as string, 'utf8')).trim().split('\n')
      expect(desktop).toHaveLength(sets.length)
      expect(acks.filter((ack) => ack.op === 'refuse').length).toBeGreaterThan(0)

      // Files and rows agree: no file without a row, no row without its file, nothing half-written.
      const files = await readdir(library.libraryDir)
      expect(files.filter((name) => name.endsWith('.part'))).toEqual([])
      const entries = library.entries()
      // Besides the downloads, the library keeps the pictures it made: smart crops and spanning images.
      const database = new Database(library.databasePath, { readonly: true })
      const made = database.prepare<[], { file_name: string }>('SELECT file_name FROM crops UNION ALL SELECT file_name FROM spans').all().map((row) => row.file_name)
      database.close()
      expect(files.sort()).toEqual([...entries.map((entry) => entry.fileName), ...made].sort())
      for (const entry of entries) expect(existsSync(library.pathOf(entry))).toBe(true)
      const ids = new Set(entries.map((entry) => entry.libraryId))
      for (const libraryId of Object.values(library.current())) expect(ids.has(libraryId)).toBe(true)
    } finally {
      library.close()
    }
  }, 240_000)
})
