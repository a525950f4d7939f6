// The built `out/main/cli.js` runs with plain Node (no Electron) and behaves as in-process.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'

let fakes: AllFakes
let env: Record<string, string>
beforeAll(async () => {
  fakes = await startAllFakes()
  env = { ...fakes.env, TAPESTRY_DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tapestry-cli-built-')) }
})
afterAll(async () => {
  await fakes.stop()
})

function tapestry(args: string[], env: Record<string, string>) {
  // Asynchronous work on the fakes must go on while the child runs, so spawn without blocking.
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['out/main/cli.js', ...args], { env: { PATH: process.env.PATH ?? '', ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

describe('node out/main/cli.js', () => {
  it('searches Wallhaven and prints JSON', async () => {
    const run = await tapestry(['wallhaven', 'search', '--json'], env)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).items.length).toBeGreaterThan(0)
  })

  it('exits 2 with one plain sentence for a bad flag', async () => {
    const run = await tapestry(['unsplash', 'search', 'sea', '--per-page', '0'], env)
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(/^tapestry: --per-page: .+\n$/)
  })

  it('prints help without any configuration', () => {
    const run = spawnSync(process.execPath, ['out/main/cli.js', '--help'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } })
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^Usage: tapestry <command>/)
  })
})
