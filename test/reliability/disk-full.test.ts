// A disk that fills up, and a folder that becomes read-only, for real: the data folder on a small tmpfs (mounting needs root; without
// it the test is skipped, saying why), filled to the last byte. A download, a library write and a
// settings write each fail with one plain sentence; what was there before is all still there and
// reads back undamaged; nothing half-written is left; and once space is freed, each works again.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { open, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAllFakes, type AllFakes } from '../fakes/all-fakes'
import { startReliabilityApp, type ReliabilityApp } from './support/reliability-app'

const mountPoint = mkdtempSync(path.join(tmpdir(), 'tapestry-full-'))
function tryMount(): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint], { stdio: 'pipe' })
    return undefined
  } catch (error) {
    return `needs to mount a small tmpfs (as root): ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`
  }
}
const cannot = tryMount()
const test = cannot ? it.skip : it

let fakes: AllFakes
let subject: ReliabilityApp
const filler = path.join(mountPoint, 'filler')

/** Writes until the file system says it is full, down to the last byte. */
async function fillDisk(): Promise<void> {
  const file = await open(filler, 'a')
  try {
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1]) {
      const chunk = Buffer.alloc(size, 7)
      for (;;) {
        try {
          await file.write(chunk)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break
          throw error
        }
      }
    }
  } finally {
    await file.close().catch(() => undefined)
  }
}

beforeAll(async () => {
  fakes = await startAllFakes()
  if (cannot) return
  subject = await startReliabilityApp(fakes, mountPoint, { dataDir: path.join(mountPoint, 'data') })
}, 60_000)
afterAll(async () => {
  subject?.app.dispose()
  await fakes.stop()
  if (!cannot) execFileSync('umount', [mountPoint])
  rmSync(mountPoint, { recursive: true, force: true })
})

describe('a full disk', () => {
  test(`refuses each write in one sentence, loses nothing, and works again once there is space${cannot ? ` (skipped: ${cannot})` : ''}`, async () => {
    const search = await subject.call('search', { source: 'wallhaven', params: {} })
    if (!search.ok) throw new Error(search.error.message)
    const items = search.value.items
    // What the person has before the disk fills.
    for (const item of items.slice(0, 5)) expect((await subject.call('library.addFavourite', { item })).ok).toBe(true)
    const set = await subject.call('setWallpaper', { item: items[0] })
    expect(set.ok).toBe(true)
    expect((await subject.call('settings.set', { settings: { rotation: { intervalMinutes: 45 } } })).ok).toBe(true)
    const settingsBefore = await readFile(path.join(subject.dataDir, 'settings.json'), 'utf8')
    const libraryFilesBefore = await readdir(subject.app.library.libraryDir)

    await fillDisk()

    const download = await subject.call('setWallpaper', { item: items[6] })
    expect(download).toMatchObject({ ok: false, error: { kind: 'filesystem' } })
    if (download.ok) throw new Error('unreachable')
    expect(download.error.message).toMatch(/^Tapestry could not .+: the disk is full\.$/)
    const favourite = await subject.call('library.addFavourite', { item: items[7] })
    expect(favourite).toMatchObject({ ok: false, error: { kind: 'filesystem', message: 'Tapestry could not save the favourite: the disk is full.' } })
    const settings = await subject.call('settings.set', { settings: { rotation: { intervalMinutes: 90 } } })
    expect(settings).toMatchObject({ ok: false, error: { kind: 'filesystem', message: 'Tapestry could not save the settings file: the disk is full.' } })

    // Nothing lost, nothing half-written, nothing taken for damaged.
    expect(await readFile(path.join(subject.dataDir, 'settings.json'), 'utf8')).toBe(settingsBefore)
    expect(await readdir(subject.app.library.libraryDir)).toEqual(libraryFilesBefore)
    expect((await readdir(subject.dataDir)).filter((name) => name.includes('.corrupt-') || name.endsWith('.tmp'))).toEqual([])
    const favourites = await subject.call('library.favourites', {})
    expect(favourites.ok && favourites.value.total).toBe(5)
    const history = await subject.call('library.history', {})
    expect(history.ok && history.value.items.map((record) => record.libraryId)).toEqual([set.ok && set.value.libraryId])

    await rm(filler)

    expect((await subject.call('library.addFavourite', { item: items[7] })).ok).toBe(true)
    expect((await subject.call('settings.set', { settings: { rotation: { intervalMinutes: 90 } } })).ok).toBe(true)
    expect((await subject.call('setWallpaper', { item: items[6] })).ok).toBe(true)
    const after = await subject.call('library.favourites', {})
    expect(after.ok && after.value.total).toBe(6)
    expect(JSON.parse(await readFile(path.join(subject.dataDir, 'settings.json'), 'utf8')).rotation.intervalMinutes).toBe(90)
  }, 120_000)

  test(`a read-only data folder: one plain sentence, nothing lost, and all works once it is writable again${cannot ? ` (skipped: ${cannot})` : ''}`, async () => {
    const before = await subject.call('library.favourites', {})
    const settingsBefore = await readFile(path.join(subject.dataDir, 'settings.json'), 'utf8')
    subject.app.dispose()
    // The folder seen read-only from now on (a bind mount of itself, remounted read-only).
    execFileSync('mount', ['--bind', subject.dataDir, subject.dataDir])
    execFileSync('mount', ['-o', 'remount,bind,ro', subject.dataDir])
    try {
      const started = await startReliabilityApp(fakes, mountPoint, { dataDir: subject.dataDir }).then(
        (app) => ({ app }),
        (error: unknown) => ({ error: error as { kind?: string; message?: string } }),
      )
      if ('error' in started) {
        expect(started.error.kind).toBe('filesystem')
        expect(started.error.message).toBe('Tapestry could not open the library database: the disk is read-only.')
      } else {
        const search = await started.app.call('search', { source: 'wallhaven', params: { page: 2 } })
        const item = search.ok ? search.value.items[0] : undefined
        const favourite = await started.app.call('library.addFavourite', { item })
        expect(favourite).toMatchObject({ ok: false, error: { kind: 'filesystem' } })
        expect(await started.app.call('library.favourites', {})).toEqual(before)
        started.app.app.dispose()
      }
    } finally {
      execFileSync('umount', [subject.dataDir])
    }
    expect(await readFile(path.join(subject.dataDir, 'settings.json'), 'utf8')).toBe(settingsBefore)
    subject = await startReliabilityApp(fakes, mountPoint, { dataDir: subject.dataDir })
    expect(await subject.call('library.favourites', {})).toEqual(before)
    const search = await subject.call('search', { source: 'wallhaven', params: { page: 3 } })
    expect((await subject.call('library.addFavourite', { item: search.ok ? search.value.items[0] : undefined })).ok).toBe(true)
  }, 60_000)
})
