import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { libraryFileName, libraryFileStem } from '../../src/main/core/downloads/file-name'
import { ValidationError } from '../../src/main/core/errors/errors'
import { createLibrary, type Library, type LibraryOptions } from '../../src/main/core/library/library'
import type { MediaItem, MediaSource, OnlineMediaItem } from '../../src/shared/media'

let dataDir: string
let libraryDir: string
let clock: number
const opened: Library[] = []

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-library-'))
  libraryDir = path.join(dataDir, 'library')
  clock = Date.parse('2026-03-01T10:00:00.000Z')
})
afterEach(async () => {
  for (const library of opened.splice(0)) library.close()
  await rm(dataDir, { recursive: true, force: true })
})

function open(overrides: Partial<LibraryOptions> = {}) {
  // Each call to the clock is one second later, so "least recently used" is well defined.
  const library = createLibrary({ dataDir, now: () => new Date((clock += 1000)), ...overrides })
  opened.push(library)
  return library
}

function item(id: string, source: MediaSource = 'wallhaven', overrides: Partial<OnlineMediaItem> = {}): OnlineMediaItem {
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
    sizeKnown: true,
    purity: null,
    spoiler: false,
    community: null,
    licence: null,
    credit: null,
    sponsored: false,
    ...overrides,
  }
}

/** Writes a file where the downloader would have put it and returns what it would report. */
async function downloaded(it: OnlineMediaItem, bytes: number, variant = 'original') {
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
    expect(() => library.add(card, { ...file, path: path.join(libraryDir, '..', 'library.db') })).toThrow(ValidationError)
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
    expect(library.favourites().items.map((favourite) => `${favourite.source}:${favourite.id}`)).toEqual(['reddit:a', 'wallhaven:a'])
    expect(library.favouriteRefs()).toEqual([
      { source: 'reddit', id: 'a' },
      { source: 'wallhaven', id: 'a' },
    ])
    expect(library.isFavourite('wallhaven', 'a')).toBe(true)
    expect(library.isFavourite('unsplash', 'a')).toBe(false)
    expect(library.removeFavourite('wallhaven', 'a')).toBe(true)
    expect(library.removeFavourite('wallhaven', 'a')).toBe(false)
    expect(library.favourites()).toMatchObject({ total: 1, next: null })
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
    expect(history.total).toBe(5)
    expect(history.items.map((record) => record.id)).toEqual(['a', 'c', 'b', 'c', 'a'])
    expect(history.items[0]).toMatchObject({ source: 'wallhaven', title: 'Picture a', display: 'all', inLibrary: true, item: { id: 'a' } })
    expect(library.history({ limit: 2 })).toMatchObject({ next: 2, total: 5 })
    expect(library.history({ limit: 2 }).items.map((record) => record.id)).toEqual(['a', 'c'])
    expect(library.history({ cursor: 4, limit: 2 })).toMatchObject({ items: [{ id: 'a' }], next: null })
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
    expect(library.blocklist()).toEqual({ items: [again], next: null, total: 1 })
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

describe('pages', () => {
  it('reads favourites and the blocklist newest first, a page at a time', () => {
    const library = open()
    for (let n = 0; n < 7; n++) library.addFavourite(item(`f${n}`))
    for (let n = 0; n < 7; n++) library.block({ source: 'reddit', id: `b${n}`, title: `B${n}` })
    const first = library.favourites({ limit: 3 })
    expect(first.items.map((favourite) => favourite.id)).toEqual(['f6', 'f5', 'f4'])
    expect(first).toMatchObject({ next: 3, total: 7 })
    const last = library.favourites({ cursor: 6, limit: 3 })
    expect(last).toMatchObject({ items: [{ id: 'f0' }], next: null, total: 7 })
    expect(library.blocklist({ cursor: 3, limit: 2 }).items.map((blocked) => blocked.id)).toEqual(['b3', 'b2'])
  })
})

describe('recording a set', () => {
  it('can be taken back when the desktop refuses: the history and what each display shows are as before', async () => {
    const library = open()
    const a = item('a')
    const b = item('b')
    const entryA = library.add(a, await downloaded(a, 10), { setOn: 'all' }).entry
    expect(library.current()).toEqual({ all: entryA.libraryId })
    const entryB = library.add(b, await downloaded(b, 10)).entry
    const set = library.recordSet({ libraryId: entryB.libraryId, display: 'HDMI-1' })
    expect(library.current()).toEqual({ all: entryA.libraryId, 'HDMI-1': entryB.libraryId })
    expect(library.history().total).toBe(2)
    set.undo()
    expect(library.current()).toEqual({ all: entryA.libraryId })
    expect(library.history().items.map((record) => record.id)).toEqual(['a'])
  })

  it('is recorded with the entry in one step, so nothing can evict the picture before it is shown', async () => {
    const library = open({ quotaBytes: 0 })
    const a = item('a')
    const { entry, set } = library.add(a, await downloaded(a, 10), { setOn: '0' })
    expect(set?.record).toMatchObject({ libraryId: entry.libraryId, display: '0' })
    // Another process's quota check cannot take what a display shows.
    expect(open({ quotaBytes: 0 }).enforceQuota()).toEqual([])
  })
})

describe('files and rows agree at start', () => {
  it('removes old files with no row, drops rows whose file is gone, keeps their history', async () => {
    const library = open()
    const kept = item('kept')
    const gone = item('gone')
    const keptEntry = library.add(kept, await downloaded(kept, 10)).entry
    const goneEntry = library.add(gone, await downloaded(gone, 10), { setOn: 'all' }).entry
    await rm(library.pathOf(goneEntry))
    const orphan = await downloaded(item('orphan'), 10)
    const fresh = await downloaded(item('fresh'), 10)
    const hourAgo = new Date(Date.now() - 3_600_000)
    await utimes(orphan.path, hourAgo, hourAgo)
    const mine = path.join(libraryDir, 'my-own-photo.jpg')
    await writeFile(mine, 'not ours')

    expect(await library.reconcile()).toEqual({ orphanFiles: 1, missingFiles: 1 })
    expect(existsSync(orphan.path)).toBe(false)
    // Young: another process may be about to write its row. Not ours by name: never touched.
    expect(existsSync(fresh.path)).toBe(true)
    expect(existsSync(mine)).toBe(true)
    expect(library.entries().map((entry) => entry.libraryId)).toEqual([keptEntry.libraryId])
    expect(library.current()).toEqual({})
    expect(library.history().items).toMatchObject([{ id: 'gone', inLibrary: false, item: { id: 'gone' } }])
  })
})

describe('the database', () => {
  it('is shared: a change by one process is seen by another at once', async () => {
    const app = open()
    const cli = open()
    cli.addFavourite(item('x'))
    expect(app.isFavourite('wallhaven', 'x')).toBe(true)
    const card = item('y')
    const { entry } = app.add(card, await downloaded(card, 10))
    expect(cli.get(entry.libraryId)?.id).toBe('y')
  })

  it.each([
    ['garbage', 'this is not a database at all, just text that is long enough to have a header'],
    ['an empty-looking header', 'SQLite format 3\u0000'.padEnd(4096, '\u0001')],
  ])('holding %s is moved aside (never deleted), the person told, and a fresh library started', async (_label, content) => {
    await writeFile(path.join(dataDir, 'library.db'), content)
    const moved: string[] = []
    const library = open({ onRecovered: (to) => moved.push(to) })
    expect(library.entries()).toEqual([])
    expect(moved).toHaveLength(1)
    expect(library.recovered).toEqual(moved)
    expect(path.basename(moved[0] as string)).toMatch(/^library\.corrupt-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/)
    expect(await readFile(moved[0] as string, 'utf8')).toBe(content)
    library.block({ source: 'wallhaven', id: 'x', title: 'x' })
    expect(open().isBlocked('wallhaven', 'x')).toBe(true)
  })
})

describe('upgrading from library.json (Tapestry 0.1)', () => {
  const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/library-v1')

  it('imports everything a person had, in one go, and keeps the old file', async () => {
    await cp(FIXTURE, dataDir, { recursive: true })
    const before = JSON.parse(await readFile(path.join(dataDir, 'library.json'), 'utf8'))
    const library = open()
    expect(library.imported).toEqual({ entries: 3, favourites: 2, history: 5, blocked: 2, skipped: 0 })
    expect(existsSync(path.join(dataDir, 'library.json'))).toBe(false)
    expect(JSON.parse(await readFile(path.join(dataDir, 'library.json.imported'), 'utf8'))).toEqual(before)

    // The cards 0.1 stored read with the fields added since (size known, no purity, no spoiler, no community).
    const withNewCardFields = <R extends { item: object | null }>(record: R): R =>
      record.item === null ? record : { ...record, item: { ...record.item, sizeKnown: true, purity: null, spoiler: false, community: null, licence: null, credit: null, sponsored: false } }
    expect(library.entries()).toEqual(
      before.entries.sort((x: { lastUsedAt: string }, y: { lastUsedAt: string }) => y.lastUsedAt.localeCompare(x.lastUsedAt)).map(withNewCardFields),
    )
    expect(library.favourites().items).toEqual(before.favourites.map(withNewCardFields))
    expect(library.blocklist().items).toEqual(before.blocklist)
    expect(library.current()).toEqual(before.current)
    const history = library.history().items
    expect(history.map(({ libraryId, source, id, title, setAt, display }) => ({ libraryId, source, id, title, setAt, display }))).toEqual(before.history)
    // The evicted image keeps its history record, as "no longer in the library".
    expect(history.map((record) => record.inLibrary)).toEqual([true, false, true, true, true])
    expect(history[0]?.item?.title).toBe('Misty forest at dawn')
    for (const entry of library.entries()) expect(existsSync(library.pathOf(entry))).toBe(true)

    // Once: a second start finds the database and nothing to import.
    expect(open().imported).toBeNull()
  })

  it('leaves out a damaged record, not the library', async () => {
    await cp(FIXTURE, dataDir, { recursive: true })
    const document = JSON.parse(await readFile(path.join(dataDir, 'library.json'), 'utf8'))
    document.favourites.push({ source: 'flickr', id: 'x' })
    await writeFile(path.join(dataDir, 'library.json'), JSON.stringify(document))
    const library = open()
    expect(library.imported).toMatchObject({ favourites: 2, skipped: 1 })
    expect(library.favourites().total).toBe(2)
  })
})
