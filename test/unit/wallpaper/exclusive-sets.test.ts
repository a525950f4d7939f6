// One change of wallpaper at a time on a data folder: in one process the changes take turns, a
// change inside a change does not wait for itself, and a lock another process holds is waited for.
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createExclusiveSets } from '../../../src/main/core/wallpaper/exclusive-sets'

let stateDir: string

beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'tapestry-exclusive-'))
})
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true })
})

describe('createExclusiveSets', () => {
  it('runs the changes of one process one after another, in the order asked', async () => {
    const exclusive = createExclusiveSets(stateDir)
    const events: string[] = []
    const change = (name: string, ms: number) =>
      exclusive(async () => {
        events.push(`${name} start`)
        await delay(ms)
        events.push(`${name} end`)
        return name
      })
    expect(await Promise.all([change('a', 60), change('b', 10), change('c', 1)])).toEqual(['a', 'b', 'c'])
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
  })

  it('a change inside a change runs at once instead of waiting for itself', async () => {
    const exclusive = createExclusiveSets(stateDir)
    expect(await exclusive(() => exclusive(async () => 'inner'))).toBe('inner')
  })

  it('a failing change lets the next one run', async () => {
    const exclusive = createExclusiveSets(stateDir)
    await expect(exclusive(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    expect(await exclusive(async () => 'next')).toBe('next')
  })

  it('waits while another process holds the lock, and runs once it lets go', async () => {
    // Another Tapestry, in its own process, holding the same lock for half a second.
    const lockfile = resolve('node_modules/proper-lockfile/index.js')
    const holder = spawn(process.execPath, [
      '-e',
      `require(${JSON.stringify(lockfile)}).lock(${JSON.stringify(join(stateDir, 'wallpaper'))}, { realpath: false }).then((release) => { console.log('held'); setTimeout(() => release().then(() => console.log('released')), 500) })`,
    ])
    const exited = new Promise((done) => holder.once('exit', done))
    let output = ''
    let releasedAt = 0
    holder.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('released') && releasedAt === 0) releasedAt = Date.now()
    })
    while (!output.includes('held')) await delay(10)
    const exclusive = createExclusiveSets(stateDir)
    const startedAt = await exclusive(async () => Date.now())
    await exited
    expect(releasedAt).toBeGreaterThan(0)
    // The release is printed just after the lock folder goes: allow the few ms between the two.
    expect(startedAt).toBeGreaterThanOrEqual(releasedAt - 50)
  })

  it('a state folder that cannot be made does not stop the change', async () => {
    // Under a file, so no user (root neither) can make it.
    const file = join(stateDir, 'a-file')
    await writeFile(file, '')
    expect(await createExclusiveSets(join(file, 'state'))(async () => 'done')).toBe('done')
  })
})
