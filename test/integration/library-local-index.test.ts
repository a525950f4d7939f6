// The folder index in the library database: added by a migration to a library of the release
// before (what it held is kept), and sets of local pictures recorded in the history without any
// library entry or copy.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../src/main/core/library/database'
import { createLibrary, localLibraryId, type Library } from '../../src/main/core/library/library'
import type { LocalFileRecord } from '../../src/main/core/library/local-index'
import { localImageId, toLocalItem } from '../../src/main/core/local-folders/local-item'
import type { LocalImage } from '../../src/main/core/library/local-index'

let dataDir = ''
const opened: Library[] = []

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-local-index-'))
})
afterEach(async () => {
  for (const library of opened.splice(0)) library.close()
  await rm(dataDir, { recursive: true, force: true })
})

function open(): Library {
  const library = createLibrary({ dataDir })
  opened.push(library)
  return library
}

function record(relativePath: string, changes: Partial<LocalFileRecord> = {}): LocalFileRecord {
  const file = path.join('/pictures', relativePath)
  return { path: file, folder: '/pictures', relativePath, id: localImageId(file), bytes: 100, modifiedMs: 1, format: 'jpeg', width: 1920, height: 1080, ...changes }
}

describe('the folder index migration', () => {
  it('adds the index to a library of the release before, keeping what it held', () => {
    const library = open()
    library.block({ source: 'wallhaven', id: 'kept', title: 'Kept across the upgrade' })
    library.close()
    // The library as the release before left it: schema 2, without the index tables and every table
    // the migrations after it add (spanning images, smart crops, downloads, Wallhaven's records).
    const db = new Database(path.join(dataDir, 'library.db'))
    db.exec('DROP TABLE local_files; DROP TABLE local_folders; DROP TABLE spans; DROP TABLE crops; DROP TABLE IF EXISTS downloads; DROP TABLE IF EXISTS wallhaven_records')
    db.pragma('user_version = 2')
    db.close()

    const upgraded = open()
    expect(upgraded.isBlocked('wallhaven', 'kept')).toBe(true)
    upgraded.local.put([record('a.jpg')])
    expect(upgraded.local.counts().get('/pictures')).toBe(1)
    const check = new Database(path.join(dataDir, 'library.db'), { readonly: true })
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    check.close()
  })
})

describe('sets of local pictures', () => {
  it('are recorded without an entry, shown as there while the file is indexed, and can be taken back', () => {
    const library = open()
    const indexed = record('beach.jpg')
    library.local.put([indexed, record('notes.jpg', { format: null, width: null, height: null })])
    const item = toLocalItem(indexed as LocalImage)
    const set = library.recordLocalSet(item, 'HDMI-1')
    expect(set.record).toMatchObject({ libraryId: localLibraryId(item.id), source: 'local', id: item.id, title: 'beach.jpg', display: 'HDMI-1' })
    expect(library.entries()).toEqual([])
    expect(library.current()).toEqual({ 'HDMI-1': localLibraryId(item.id) })
    expect(library.history().items[0]).toMatchObject({ source: 'local', inLibrary: true, item })
    expect(library.recentIds(5)).toEqual([{ source: 'local', id: item.id }])

    library.local.forget([indexed.path])
    expect(library.history().items[0]).toMatchObject({ inLibrary: false })
    set.undo()
    expect(library.history().total).toBe(0)
    expect(library.current()).toEqual({})
  })

  it('are refused a library entry: a local card is never downloaded into the library', () => {
    const library = open()
    const item = toLocalItem(record('beach.jpg') as LocalImage)
    expect(() => library.add(item, { path: path.join(library.libraryDir, 'x.jpg'), bytes: 1, format: 'jpeg' })).toThrow(/source/)
  })

  it('searches leave out blocked pictures and files that are not pictures, and pick only what passes', () => {
    const library = open()
    const records = ['a.jpg', 'b.jpg', 'c.gif'].map((name, index) => record(name, { format: name.endsWith('gif') ? 'gif' : 'jpeg', width: 1000 + index * 1000, height: 1500 }))
    library.local.put([...records, record('d.txt', { format: null, width: null, height: null })])
    library.block({ source: 'local', id: records[0]?.id as string, title: 'a.jpg' })
    const found = library.local.search({ folders: ['/pictures'], words: [], sort: 'NAME', offset: 0, limit: 10 })
    expect(found.images.map((image) => image.relativePath)).toEqual(['b.jpg', 'c.gif'])
    expect(found.total).toBe(2)
    expect(library.local.search({ folders: ['/elsewhere'], words: [], sort: 'NAME', offset: 0, limit: 10 }).total).toBe(0)
    expect(library.local.pick({ folders: ['/pictures'] }, () => 0.5)?.relativePath).toBe('b.jpg')
    expect(library.local.pick({ folders: ['/pictures'], includeGifs: true, minWidth: 2500 }, () => 0)?.relativePath).toBe('c.gif')
    expect(library.local.pick({ folders: ['/pictures'], orientation: 'portrait' }, () => 0)).toBeUndefined()
    expect(library.local.pick({ folders: ['/pictures'], excludeIds: [records[1]?.id as string] }, () => 0)).toBeUndefined()
  })
})
