// A damaged library.db rebuilt from what can still be read, in one process: which rows are kept when
// one page of a table, of an index, or a page above others is damaged, and what the person is told.
// (The same with the app holding the file open, in other processes: test/reliability/shared-database.)
import Database from 'better-sqlite3'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../src/main/core/library/database'
import { createLibrary, type Library } from '../../src/main/core/library/library'
import { bareItem } from '../support/media-item'
import { SEEDED, damageMiddleOf, damageWholePage, leafPages, rowsIn, seedLibrary } from '../reliability/support/library-pages'

let dataDir: string
let dbFile: string
const opened: Library[] = []

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tapestry-repair-'))
  dbFile = path.join(dataDir, 'library.db')
})
afterEach(async () => {
  for (const library of opened.splice(0)) library.close()
  await rm(dataDir, { recursive: true, force: true })
})

function rootPageOf(table: string): number {
  return rowsIn<{ rootpage: number }>(dbFile, `SELECT rootpage FROM sqlite_schema WHERE name = '${table}'`)[0]?.rootpage as number
}

function open(): { library: Library; told: string[] } {
  const told: string[] = []
  const library = createLibrary({ dataDir, notice: (sentence) => told.push(sentence.message) })
  opened.push(library)
  return { library, told }
}

const lostSentence = (losses: string) =>
  new RegExp(`^Tapestry found its library damaged and rebuilt it from what could be read: it lost ${losses}; the damaged file is kept as ${dataDir}/library\\.corrupt-.+\\.db\\.$`)

describe('a damaged page', () => {
  it('in the history costs only the records on it; everything else is kept, and the loss is said kind by kind', () => {
    seedLibrary(dataDir)
    const page = damageMiddleOf(dbFile, 'history')
    const { library, told } = open()
    expect(told).toEqual([
      expect.stringMatching(
        lostSentence(
          `0 of ${SEEDED.favourites} favourites, ${page.rows} of ${SEEDED.history} history records, 0 of ${SEEDED.blocks} blocks, 0 of ${SEEDED.entries} downloaded pictures and 0 of ${SEEDED.local} pictures in the folder index`,
        ),
      ),
    ])
    expect(library.history({ limit: 200 }).total).toBe(SEEDED.history - page.rows)
    expect(library.favourites().total).toBe(SEEDED.favourites)
    expect(library.blocklist().total).toBe(SEEDED.blocks)
    expect(library.entries()).toHaveLength(SEEDED.entries)
    // The rebuilt library works, and its history numbers go on from where they were.
    const newest = library.history({ limit: 1 }).items[0]
    const set = library.recordSet({ libraryId: library.entries()[0]?.libraryId as string })
    expect(set.record.setAt >= (newest?.setAt ?? '')).toBe(true)
    expect(rowsIn<{ seq: number }>(dbFile, 'SELECT max(seq) AS seq FROM history')[0]?.seq).toBe(SEEDED.history + 1)
    // The damaged file is kept whole beside it, still damaged.
    const kept = readdirSync(dataDir).filter((name) => /^library\.corrupt-.+\.db$/.test(name))
    expect(kept).toHaveLength(1)
    expect(rowsIn<{ c: number }>(path.join(dataDir, kept[0] as string), 'SELECT count(*) AS c FROM favourites')).toEqual([{ c: SEEDED.favourites }])
  })

  it('in an index loses nothing', () => {
    seedLibrary(dataDir, { ...SEEDED, local: 600 })
    damageMiddleOf(dbFile, 'local_files_newest')
    const { library, told } = open()
    expect(told).toEqual([expect.stringMatching(lostSentence(`0 of 3 favourites, 0 of 200 history records, 0 of 2 blocks, 0 of 20 downloaded pictures and 0 of 600 pictures in the folder index`))])
    expect(library.local.search({ folders: ['/home/someone/Pictures'], words: [], sort: 'NEWEST', offset: 0, limit: 1 }).total).toBe(600)
  })

  it('of zeros in the middle of a table costs exactly the rows it held, counted by the table’s index', () => {
    seedLibrary(dataDir, { ...SEEDED, favourites: 400 })
    const pages = leafPages(dbFile, 'favourites')
    const page = pages[Math.floor(pages.length / 2)] as { pageno: number; rows: number }
    damageWholePage(dbFile, page.pageno, 0)
    const { library, told } = open()
    expect(told).toEqual([expect.stringMatching(lostSentence(`${page.rows} of 400 favourites, 0 of 200 history records, 0 of 2 blocks, 0 of 20 downloaded pictures and 0 of 50 pictures in the folder index`))])
    expect(library.favourites().total).toBe(400 - page.rows)
  })

  it('at the top of a table loses every row under it, counted by the table’s index where it has one', () => {
    seedLibrary(dataDir, { ...SEEDED, favourites: 400 })
    const root = rootPageOf('favourites')
    expect(leafPages(dbFile, 'favourites').length).toBeGreaterThan(3)
    damageWholePage(dbFile, root)
    const { library, told } = open()
    expect(told).toEqual([expect.stringMatching(lostSentence('400 of 400 favourites, 0 of 200 history records, 0 of 2 blocks, 0 of 20 downloaded pictures and 0 of 50 pictures in the folder index'))])
    expect(library.history({ limit: 1 }).total).toBe(200)
  })

  it('at the top of a table nothing else counts says the loss is unknown', () => {
    seedLibrary(dataDir)
    damageWholePage(dbFile, rootPageOf('history'))
    const { library, told } = open()
    expect(told).toEqual([expect.stringMatching(lostSentence('0 of 3 favourites, an unknown number of history records \\(0 kept\\), 0 of 2 blocks, 0 of 20 downloaded pictures and 0 of 50 pictures in the folder index'))])
    expect(library.favourites().total).toBe(3)
  })
})

describe('a damaged library another connection has open', () => {
  it('is used as it is and left for later: nothing is moved, what the other writes stays in library.db, and it is said', () => {
    seedLibrary(dataDir)
    const { library: app } = open()
    damageMiddleOf(dbFile, 'history')
    const { library: cli, told } = open()
    expect(told).toEqual(['Tapestry found its library damaged, but another Tapestry has it open, so it was left as it is; it is repaired the next time Tapestry opens it alone.'])
    app.addFavourite(bareItem('while-damaged', 'https://img.example/a.jpg'))
    expect(cli.isFavourite('wallhaven', 'while-damaged')).toBe(true)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('library.corrupt-'))).toEqual([])
    // What the damage reaches is a plain sentence, not a crash.
    expect(() => cli.history({ limit: 200 })).toThrow('Tapestry could not read the history: the library database is damaged.')
    // Alone, the next open repairs it, and keeps what was written meanwhile.
    app.close()
    cli.close()
    const { library: alone, told: toldAlone } = open()
    expect(toldAlone).toEqual([expect.stringMatching(/^Tapestry found its library damaged and rebuilt it/)])
    expect(alone.isFavourite('wallhaven', 'while-damaged')).toBe(true)
  })
})

describe('a library from a newer Tapestry', () => {
  it('is refused in one sentence naming both versions, before anything is written', () => {
    seedLibrary(dataDir)
    const raw = new Database(dbFile)
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    raw.close()
    const before = readFileSync(dbFile)
    expect(() => open()).toThrow(
      expect.objectContaining({ kind: 'filesystem', message: `This library was written by a newer Tapestry (schema ${SCHEMA_VERSION + 1}; this one knows up to ${SCHEMA_VERSION}): update Tapestry to use it; it was left as it is.` }),
    )
    expect(readFileSync(dbFile).equals(before)).toBe(true)
  })
})

describe('a library.db of 0 bytes', () => {
  it('starts empty and says so', () => {
    writeFileSync(dbFile, '')
    const { library, told } = open()
    expect(told).toEqual(['Tapestry found its library empty (library.db had 0 bytes and no log to rebuild it from) and started afresh; the favourites, history and blocks it held are gone.'])
    expect(library.favourites().total).toBe(0)
    // Once: it is a library now.
    expect(open().told).toEqual([])
  })

  it('is never one Tapestry is making: two processes starting a new library at once are told nothing', () => {
    const first = open()
    const second = open()
    expect([...first.told, ...second.told]).toEqual([])
  })
})
