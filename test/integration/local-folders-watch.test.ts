// The watcher keeps the folder index current while Tapestry runs: pictures added, removed and
// renamed, folders made and deleted, and the added folder itself going away and coming back — on
// real files, through the same module the app uses (createLocalFolders with watch on).
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { createLocalFolders, type LocalFolders } from '../../src/main/core/local-folders/local-folders'
import { createMemorySecretStore } from '../../src/main/core/settings/secret-store'
import { createSettingsStore } from '../../src/main/core/settings/settings-store'
import type { EventName } from '../../src/shared/ipc'
import { writePicture } from '../support/local-pictures'

let root = ''
let folder = ''
let library: Library
let local: LocalFolders
const log: string[] = []
const events: { name: EventName; payload: unknown }[] = []

async function waitFor<T>(read: () => T | Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}; last saw ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function titles(): Promise<string[]> {
  return (await local.search({ query: '', folder: null, sort: 'NAME', page: 1, per_page: 100 })).items.map((item) => item.title)
}

const same = (expected: string[]) => (value: string[]) => JSON.stringify(value) === JSON.stringify(expected)

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tapestry-watch-'))
  folder = path.join(root, 'pictures')
  await writePicture(path.join(folder, 'first.jpg'), { width: 64, height: 48 })
  const dataDir = path.join(root, 'data')
  library = createLibrary({ dataDir })
  log.length = 0
  events.length = 0
  local = createLocalFolders({
    dataDir,
    library: () => library,
    settings: createSettingsStore({ dataDir, secrets: createMemorySecretStore() }),
    watch: true,
    quietMs: 50,
    retryMs: 150,
    log: { info: (line) => log.push(`info: ${line}`), warn: (line) => log.push(`warn: ${line}`) },
    events: { emit: (name, payload) => events.push({ name, payload }) },
  })
  // The app answers at once, with the folder marked as being scanned, and scans in the background.
  expect(await local.add(folder)).toEqual([{ path: folder, images: 0, available: true, scanning: true, skipped: 0, note: null, noteText: null }])
  await waitFor(titles, same(['first.jpg']), 'the first scan')
  await waitFor(() => local.list(), (list) => list[0]?.scanning === false && list[0].images === 1, 'the scan to be done')
})
afterEach(async () => {
  local.dispose()
  library.close()
  await rm(root, { recursive: true, force: true })
})

describe('the folder watcher', () => {
  it('indexes a picture added, forgets one removed, and follows a rename', async () => {
    await writePicture(path.join(folder, 'second.png'), { width: 65, height: 48, format: 'png' })
    await waitFor(titles, same(['first.jpg', 'second.png']), 'the added picture')
    expect(events).toContainEqual({ name: 'library.changed', payload: { what: 'local' } })

    await rename(path.join(folder, 'second.png'), path.join(folder, 'renamed.png'))
    await waitFor(titles, same(['first.jpg', 'renamed.png']), 'the rename')

    await rm(path.join(folder, 'first.jpg'))
    await waitFor(titles, same(['renamed.png']), 'the removal')
  })

  it('reads a file again when it changes, and skips one that stops being a picture', async () => {
    const file = path.join(folder, 'first.jpg')
    await writePicture(file, { width: 200, height: 100 })
    await waitFor(() => local.search({ query: '', folder: null, sort: 'NAME', page: 1, per_page: 5 }).then((page) => page.items[0]?.width), (width) => width === 200, 'the new size')
    await writeFile(file, 'no longer a picture')
    await waitFor(titles, same([]), 'the file that is no longer a picture')
  })

  it('watches a folder made inside it, and forgets a folder deleted with its pictures', async () => {
    await mkdir(path.join(folder, 'trip', 'day one'), { recursive: true })
    await writePicture(path.join(folder, 'trip', 'day one', 'beach.webp'), { width: 66, height: 48, format: 'webp' })
    await waitFor(titles, same(['first.jpg', 'trip/day one/beach.webp']), 'the new folder')
    // Watched now: a picture added in the new folder later is seen too.
    await writePicture(path.join(folder, 'trip', 'day one', 'dunes.gif'), { width: 67, height: 48, format: 'gif' })
    await waitFor(titles, same(['first.jpg', 'trip/day one/beach.webp', 'trip/day one/dunes.gif']), 'a picture in the new folder')
    await rename(path.join(folder, 'trip'), path.join(folder, 'holiday'))
    await waitFor(titles, same(['first.jpg', 'holiday/day one/beach.webp', 'holiday/day one/dunes.gif']), 'the renamed folder')
    await rm(path.join(folder, 'holiday'), { recursive: true })
    await waitFor(titles, same(['first.jpg']), 'the deleted folder')
  })

  it('takes many files copied in as one report', async () => {
    const before = events.length
    await Promise.all(Array.from({ length: 40 }, (_, index) => writePicture(path.join(folder, `batch-${String(index).padStart(2, '0')}.jpg`), { width: 70, height: 48 })))
    await waitFor(async () => (await titles()).length, (count) => count === 41, 'the 40 copied pictures')
    await local.idle()
    expect(events.length - before).toBeLessThanOrEqual(4)
  })

  it('says once that the folder is gone, skips it, and uses it again when it is back', async () => {
    await rename(folder, `${folder}-unplugged`)
    await waitFor(() => local.list(), (list) => list[0]?.available === false, 'the folder to be missed')
    expect(await titles()).toEqual([])
    // Looked for again every retry, but said once: no error loop.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(log.filter((line) => line.includes('cannot be reached'))).toHaveLength(1)
    expect(library.local.counts().get(folder)).toBe(1)

    await rename(`${folder}-unplugged`, folder)
    await waitFor(() => local.list(), (list) => list[0]?.available === true, 'the folder to be back')
    expect(log.filter((line) => line.startsWith('info:') && line.includes('is back'))).toHaveLength(1)
    // Watched again: a change after its return is seen.
    await writePicture(path.join(folder, 'after.jpg'), { width: 68, height: 48 })
    await waitFor(titles, same(['after.jpg', 'first.jpg']), 'a picture added after the return')
  })
})
