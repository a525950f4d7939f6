import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { ValidationError } from '../../src/main/core/errors'
import { createLibrary, type LibraryOptions } from '../../src/main/core/library/library'
import type { MediaItem, MediaSource } from '../../src/shared/media'

let dataDir: string
let libraryDir: string
let clock: number

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-library-'))
  libraryDir = path.join(dataDir, 'library')
  clock = Date.parse('2026-03-01T10:00:00.000Z')
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

function open(overrides: Partial<LibraryOptions> = {}) {
  // Each call to the clock is one second later, so "least recently used" is well defined.
  return createLibrary({ dataDir, now: () => new Date((clock += 1000)), ...overrides })
}

function item(id: string, source: MediaSource = 'wallhaven', overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    source,
    id,
    title: `Picture ${id}`,
    width: 1920,
    height: 1080,
    resolution: '1920x1080',
    aspectRatio: 1.78,
    thumbUrl: `https://th.example/${id}.jpg`,
    previewUrl: `https://th.example/lg/${id}.jpg`,
    fullUrl: `https://img.example/${id}.jpg`,
    pageUrl: `https://wallhaven.cc/w/${id}`,
    author: { name: 'Someone', url: 'https://wallhaven.cc/user/someone' },
    nsfw: false,
    mediaType: 'image',
    color: null,
    blurHash: null,
    fileSize: null,
    colors: [],
    tags: [],
    ...overrides,
  }
}

/** Writes a file where the downloader would have put it and returns what it would report. */
async function downloaded(it: MediaItem, bytes: number, variant = 'original') {
  const fileName = libraryFileName(libraryFileStem(it.source, it.id, variant), 'jpeg')
  const filePath = path.join(libraryDir, fileName)
  await writeFile(filePath, Buffer.alloc(bytes, 1))
  return { path: filePath, bytes, format: 'jpeg' as const, width: 1920, height: 1080 }
}

beforeEach(async () => {
  const { mkdir } = await import('node:fs/promises')
  await mkdir(libraryDir, { recursive: true })
})

describe('library entries', () => {
  it('records a download with its credit and finds it again', async () => {
    const library = open()
    const card = item('abc123')
    const { entry, evicted } = library.add(card, await downloaded(card, 100))
    expect(evicted).toEqual([])
    expect(entry).toMatchObject({
      source: 'wallhaven',
      id: 'abc123',
      title: 'Picture abc123',
      author: { name: 'Someone', url: 'https://wallhaven.cc/user/someone' },
      bytes: 100,
      format: 'jpeg',
      width: 1920,
      height: 1080,
      credit: { text: 'Wallpaper by Someone on Wallhaven', pageUrl: 'https://wallhaven.cc/w/abc123' },
    })
    expect(entry.fileName).not.toContain('/')
    expect(library.get(entry.libraryId)).toEqual(entry)
    expect(library.findByItem('wallhaven', 'abc123')?.libraryId).toBe(entry.libraryId)
    expect(library.pathOf(entry)).toBe(path.join(libraryDir, entry.fileName))
    // A second library on the same folder (the CLI while the app runs) sees it.
    expect(open().get(entry.libraryId)?.fileName).toBe(entry.fileName)
  })

  it('keeps Unsplash credit links with the referral parameters', async () => {
    const library = open()
    const card = item('Dwu85P9SOIk', 'unsplash', {
      pageUrl: 'https://unsplash.com/photos/Dwu85P9SOIk',
      author: { name: 'Jane Doe', url: 'https://unsplash.com/@jane' },
    })
    const { entry } = library.add(card, await downloaded(card, 10))
    expect(entry.credit).toEqual({
      text: 'Photo by Jane Doe on Unsplash',
      pageUrl: 'https://unsplash.com/photos/Dwu85P9SOIk?utm_source=tapestry&utm_medium=referral',
      authorUrl: 'https://unsplash.com/@jane?utm_source=tapestry&utm_medium=referral',
      sourceUrl: 'https://unsplash.com/?utm_source=tapestry&utm_medium=referral',
    })
  })

  it('records nothing twice: adding the same file again refreshes lastUsedAt', async () => {
    const library = open()
    const card = item('abc123')
    const file = await downloaded(card, 100)
    const first = library.add(card, file).entry
    const second = library.add(card, file).entry
    expect(second.libraryId).toBe(first.libraryId)
    expect(second.downloadedAt).toBe(first.downloadedAt)
    expect(second.lastUsedAt > first.lastUsedAt).toBe(true)
    expect(library.entries()).toHaveLength(1)
  })

  it('refuses a path outside the library folder', async () => {
    const library = open()
    const card = item('abc123')
    const file = await downloaded(card, 1)
    expect(() => library.add(card, { ...file, path: path.join(dataDir, path.basename(file.path)) })).toThrow(ValidationError)
    expect(() => library.add(card, { ...file, path: path.join(libraryDir, '..', 'library.json') })).toThrow(ValidationError)
  })

  it('removes an entry with its file, but never the current wallpaper', async () => {
    const library = open()
    const a = item('a')
    const b = item('b')
    const entryA = library.add(a, await downloaded(a, 10)).entry
    const entryB = library.add(b, await downloaded(b, 10)).entry
    library.recordSet({ libraryId: entryB.libraryId })
    expect(library.remove(entryA.libraryId)).toBe(true)
    expect(existsSync(library.pathOf(entryA))).toBe(false)
    expect(library.get(entryA.libraryId)).toBeUndefined()
    expect(() => library.remove(entryB.libraryId)).toThrow(ValidationError)
    expect(existsSync(library.pathOf(entryB))).toBe(true)
    expect(library.remove('no-such-id')).toBe(false)
  })
})

describe('disk quota', () => {
  it('evicts least recently used files, sparing favourites and the current wallpaper', async () => {
    const roomy = open()
    const cards = ['old', 'fav', 'current', 'recent'].map((id) => item(id))
    const entries = []
    for (const card of cards) entries.push(roomy.add(card, await downloaded(card, 100)).entry)
    const current = entries[2]
    if (!current) throw new Error('setup')
    roomy.addFavourite(cards[1] as MediaItem)
    roomy.recordSet({ libraryId: current.libraryId, display: 'all' })
    // The same library opened with a small quota: "fav" is older than "recent" but is a favourite.
    const library = open({ quotaBytes: 300 })
    const newcomer = item('newcomer')
    const { evicted } = library.add(newcomer, await downloaded(newcomer, 100))
    // 500 bytes against 300: two must go. "fav" and "current" are spared, so "old" and "recent" go.
    expect(evicted.map((entry) => entry.id).sort()).toEqual(['old', 'recent'])
    expect((await readdir(libraryDir)).length).toBe(3)
    expect(library.entries().map((entry) => entry.id).sort()).toEqual(['current', 'fav', 'newcomer'])
    expect(library.usage()).toEqual({ bytes: 300, quotaBytes: 300, files: 3 })
  })

  it('never evicts the file just added, even when it alone is over the quota', async () => {
    const library = open({ quotaBytes: 50 })
    const big = item('big')
    const { entry, evicted } = library.add(big, await downloaded(big, 100))
    expect(evicted).toEqual([])
    expect(library.get(entry.libraryId)).toBeDefined()
  })

  it('evicts at once when the quota is lowered', async () => {
    const library = open()
    for (const id of ['a', 'b', 'c']) {
      const card = item(id)
      library.add(card, await downloaded(card, 100))
    }
    expect(library.setQuotaBytes(150).map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(library.usage().files).toBe(1)
    expect(() => library.setQuotaBytes(-1)).toThrow(ValidationError)
  })

  it('keeps what every display shows', async () => {
    const library = open({ quotaBytes: 0 })
    const one = item('one')
    const two = item('two')
    const entryOne = library.add(one, await downloaded(one, 10)).entry
    library.recordSet({ libraryId: entryOne.libraryId, display: 'DP-1' })
    const entryTwo = library.add(two, await downloaded(two, 10)).entry
    library.recordSet({ libraryId: entryTwo.libraryId, display: 'HDMI-1' })
    expect(library.current()).toEqual({ 'DP-1': entryOne.libraryId, 'HDMI-1': entryTwo.libraryId })
    expect(library.enforceQuota()).toEqual([])
    library.recordSet({ libraryId: entryTwo.libraryId, display: 'all' })
    expect(library.current()).toEqual({ all: entryTwo.libraryId })
    expect(library.enforceQuota().map((entry) => entry.id)).toEqual(['one'])
  })
})

describe('favourites', () => {
  it('adds, lists, checks and removes by source and id', () => {
    const library = open()
    library.addFavourite(item('a'))
    library.addFavourite(item('a', 'reddit'))
    library.addFavourite(item('a'))
    expect(library.favourites().map((favourite) => `${favourite.source}:${favourite.id}`)).toEqual(['wallhaven:a', 'reddit:a'])
    expect(library.isFavourite('wallhaven', 'a')).toBe(true)
    expect(library.isFavourite('unsplash', 'a')).toBe(false)
    expect(library.removeFavourite('wallhaven', 'a')).toBe(true)
    expect(library.removeFavourite('wallhaven', 'a')).toBe(false)
    expect(library.favourites()).toHaveLength(1)
  })

  it('refuses an invalid card', () => {
    expect(() => open().addFavourite({ ...item('a'), fullUrl: 'javascript:alert(1)' })).toThrow(ValidationError)
  })
})

describe('history', () => {
  it('records what was set, newest first, capped, and gives the recent items once each', async () => {
    const library = open({ historyLimit: 5 })
    const ids = ['a', 'b', 'c']
    const entries = new Map<string, string>()
    for (const id of ids) {
      const card = item(id)
      entries.set(id, library.add(card, await downloaded(card, 1)).entry.libraryId)
    }
    for (const id of ['a', 'b', 'a', 'c', 'b', 'c', 'a']) library.recordSet({ libraryId: entries.get(id) as string, display: 'all' })
    const history = library.history()
    expect(history).toHaveLength(5)
    expect(history.map((record) => record.id)).toEqual(['a', 'c', 'b', 'c', 'a'])
    expect(history[0]).toMatchObject({ source: 'wallhaven', title: 'Picture a', display: 'all' })
    expect(library.history(2).map((record) => record.id)).toEqual(['a', 'c'])
    expect(library.recentIds(3)).toEqual([
      { source: 'wallhaven', id: 'a' },
      { source: 'wallhaven', id: 'c' },
      { source: 'wallhaven', id: 'b' },
    ])
    expect(library.recentIds(2)).toEqual([
      { source: 'wallhaven', id: 'a' },
      { source: 'wallhaven', id: 'c' },
    ])
    expect(library.recentIds(0)).toEqual([])
  })

  it('refuses to record an image that is not in the library', () => {
    expect(() => open().recordSet({ libraryId: 'missing' })).toThrow(/not in the library/)
  })
})

describe('blocklist', () => {
  it('blocks once, filters search results and rotation candidates, unblocks', () => {
    const library = open()
    library.block({ source: 'wallhaven', id: 'bad', title: 'Bad one' })
    const again = library.block({ source: 'wallhaven', id: 'bad', title: 'Bad one' })
    expect(library.blocklist()).toEqual([again])
    expect(library.isBlocked('wallhaven', 'bad')).toBe(true)
    expect(library.isBlocked('reddit', 'bad')).toBe(false)
    const results = [item('good'), item('bad'), item('bad', 'reddit'), item('fine')]
    expect(library.filterBlocked(results).map((card) => `${card.source}:${card.id}`)).toEqual(['wallhaven:good', 'reddit:bad', 'wallhaven:fine'])
    expect(library.unblock('wallhaven', 'bad')).toBe(true)
    expect(library.filterBlocked(results)).toHaveLength(4)
  })

  it('validates what it blocks', () => {
    expect(() => open().block({ source: 'flickr' as MediaSource, id: 'x', title: '' })).toThrow(ValidationError)
  })
})

describe('a damaged library file', () => {
  it.each([
    ['garbage', 'this is {not json'],
    ['a JSON array', '[1, 2, 3]'],
    ['a schema violation', JSON.stringify({ entries: [{ libraryId: 7 }] })],
    ['an empty file', ''],
  ])('is moved aside when it holds %s, and the library opens empty', async (_label, content) => {
    await writeFile(path.join(dataDir, 'library.json'), content)
    const moved: string[] = []
    const library = open({ onRecovered: (to) => moved.push(to) })
    expect(library.entries()).toEqual([])
    expect(moved).toHaveLength(1)
    expect(library.recovered).toEqual(moved)
    expect(path.basename(moved[0] as string)).toMatch(/^library\.corrupt-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/)
    expect(await readFile(moved[0] as string, 'utf8')).toBe(content)
    // It keeps working and writes a good file.
    library.block({ source: 'wallhaven', id: 'x', title: 'x' })
    expect(JSON.parse(await readFile(path.join(dataDir, 'library.json'), 'utf8')).blocklist).toHaveLength(1)
    expect(open().isBlocked('wallhaven', 'x')).toBe(true)
  })

  it('is also caught when it breaks while the library is open', async () => {
    const library = open()
    library.block({ source: 'wallhaven', id: 'x', title: 'x' })
    await writeFile(path.join(dataDir, 'library.json'), '{"entries": "nope"')
    expect(library.isBlocked('wallhaven', 'x')).toBe(false)
    expect(library.recovered).toHaveLength(1)
    const files = await readdir(dataDir)
    expect(files.filter((name) => name.startsWith('library.corrupt-'))).toHaveLength(1)
  })

  it('is never deleted: two recoveries keep two copies', async () => {
    await writeFile(path.join(dataDir, 'library.json'), 'first garbage')
    open()
    await writeFile(path.join(dataDir, 'library.json'), 'second garbage')
    open()
    const copies = (await readdir(dataDir)).filter((name) => name.startsWith('library.corrupt-'))
    expect(copies).toHaveLength(2)
  })
})
