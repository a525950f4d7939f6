// The JSON stores (settings.json, rotation.json, the key files) shared by several processes: no
// change is lost when they write at once, and a file with values no person could have is treated
// as damaged (moved aside), never handed to a timer.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/main/core/app/app'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { openJsonStore } from '../../src/main/core/store/json-store'
import { bundleChild, type ChildBundle } from '../support/kill-child'

const storeModule = path.resolve(import.meta.dirname, '../../src/main/core/store/json-store.ts')
const CHILD = `
import { z } from 'zod'
import { openJsonStore } from ${JSON.stringify(storeModule)}
const [dir, name, count] = process.argv.slice(2)
const store = openJsonStore({ cwd: dir, configName: 'shared', schema: z.object({ values: z.array(z.string()).default([]) }) })
for (let n = 0; n < Number(count); n++) store.update((current) => ({ values: [...current.values, name + '-' + n] }))
`

let bundle: ChildBundle
let dir = ''
beforeAll(async () => {
  bundle = await bundleChild(CHILD)
  dir = await mkdtemp(path.join(tmpdir(), 'tapestry-json-store-'))
}, 60_000)
afterAll(async () => {
  await bundle?.dispose()
  if (dir) await rm(dir, { recursive: true, force: true })
})

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle.file, ...args])
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

describe('a JSON store written by four processes at once', () => {
  it('keeps every change each of them made', async () => {
    const folder = await mkdtemp(path.join(dir, 'shared-'))
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((name) => run([folder, name, '60'])))
    expect(results).toEqual(Array.from({ length: 4 }, () => ({ code: 0, stderr: '' })))
    const store = openJsonStore({ cwd: folder, configName: 'shared', schema: z.object({ values: z.array(z.string()).default([]) }) })
    const values = store.read().values
    expect(values).toHaveLength(240)
    expect(new Set(values).size).toBe(240)
    // Each process's own changes are in the order it made them.
    for (const name of ['a', 'b', 'c', 'd']) expect(values.filter((value) => value.startsWith(`${name}-`))).toEqual(Array.from({ length: 60 }, (_, n) => `${name}-${n}`))
    expect((await readdir(folder)).sort()).toEqual(['shared.json'])
    // Readable JSON, as a person would edit it.
    expect(await readFile(path.join(folder, 'shared.json'), 'utf8')).toMatch(/^\{\n\t"values": \[/)
  }, 60_000)
})

describe('rotation.json with dates no person could have', () => {
  it.each([
    ['a far-future run', { lastRunAt: 1e20, nextRunAt: 1e20 }],
    ['a negative time', { lastRunAt: -5, nextRunAt: null }],
    ['a fraction', { lastRunAt: 1700000000000.5, nextRunAt: null }],
  ])('%s is moved aside and rotation keeps time from now', async (_label, state) => {
    const dataDir = await mkdtemp(path.join(dir, 'rotation-'))
    await writeFile(path.join(dataDir, 'rotation.json'), JSON.stringify(state))
    const app = await createApp({ dataDir, env: {}, secrets: createMemorySecretStore(), displays: async () => [] })
    try {
      app.scheduler.begin()
      const status = app.scheduler.status()
      expect(status.lastRunAt).toBeNull()
      expect(Date.parse(status.nextRunAt as string)).toBeGreaterThan(Date.now())
      expect(Date.parse(status.nextRunAt as string)).toBeLessThanOrEqual(Date.now() + 60 * 60_000)
      expect((await readdir(dataDir)).filter((name) => name.startsWith('rotation.corrupt-'))).toHaveLength(1)
    } finally {
      app.dispose()
    }
  })
})

describe('a clock before 2000 (a machine without a clock battery, before it syncs)', () => {
  it('keeps the schedule in memory instead of throwing from a timer', async () => {
    const dataDir = await mkdtemp(path.join(dir, 'clock-'))
    vi.useFakeTimers({ now: Date.UTC(1970, 0, 2), toFake: ['Date'] })
    const app = await createApp({ dataDir, env: {}, secrets: createMemorySecretStore(), displays: async () => [] })
    try {
      expect(() => app.scheduler.begin()).not.toThrow()
      expect(app.scheduler.status().nextRunAt).toBe(new Date(Date.UTC(1970, 0, 2) + 60 * 60_000).toISOString())
    } finally {
      vi.useRealTimers()
      app.dispose()
    }
  })
})
