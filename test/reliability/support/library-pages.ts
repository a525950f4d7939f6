// A library as a long-time user has it, and real damage to one page of its SQLite file: the tests of
// a shared or damaged library (shared-database, library-repair) start from these. Pages are found
// with SQLite's own dbstat table and overwritten in place, as a failing disk or a bad copy leaves them.
import Database from 'better-sqlite3'
import { mkdirSync, openSync, closeSync, writeSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { libraryFileName, libraryFileStem } from '../../../src/main/core/downloads/file-name'
import { createLibrary } from '../../../src/main/core/library/library'
import type { LocalFileRecord } from '../../../src/main/core/library/local-index'
import { bareItem } from '../../support/media-item'

export interface Seeded {
  favourites: number
  blocks: number
  entries: number
  history: number
  local: number
}

export const SEEDED: Seeded = { favourites: 3, blocks: 2, entries: 20, history: 200, local: 50 }

/** A library of `SEEDED` size in `dataDir`, closed (so everything is in library.db itself, not its log). */
export function seedLibrary(dataDir: string, counts: Seeded = SEEDED): void {
  const library = createLibrary({ dataDir })
  try {
    mkdirSync(library.libraryDir, { recursive: true })
    const entries: string[] = []
    for (let index = 0; index < counts.entries; index++) {
      const card = bareItem(`entry${index}`, 'https://img.example/a.jpg', { title: `A picture kept in the library, number ${index}` })
      const file = path.join(library.libraryDir, libraryFileName(libraryFileStem(card.source, card.id, 'original'), 'jpeg'))
      writeFileSync(file, Buffer.alloc(64, 1))
      entries.push(library.add(card, { path: file, bytes: 64, format: 'jpeg', width: 640, height: 400 }, { setOn: 'all' }).entry.libraryId)
    }
    // Long titles, so the history takes many pages and one page holds only a part of it.
    for (let index = entries.length; index < counts.history; index++) library.recordSet({ libraryId: entries[index % entries.length] as string })
    for (let index = 0; index < counts.favourites; index++) library.addFavourite(bareItem(`fav${index}`, 'https://img.example/f.jpg'))
    for (let index = 0; index < counts.blocks; index++) library.block({ source: 'wallhaven', id: `blocked${index}`, title: `Blocked ${index}` })
    const records: LocalFileRecord[] = Array.from({ length: counts.local }, (_, index) => ({
      path: `/home/someone/Pictures/p${String(index).padStart(4, '0')}.jpg`,
      folder: '/home/someone/Pictures',
      relativePath: `p${String(index).padStart(4, '0')}.jpg`,
      id: `l${String(index).padStart(8, '0')}`,
      bytes: 1000 + index,
      modifiedMs: 1_700_000_000_000 + index,
      format: 'jpeg',
      width: 1920,
      height: 1080,
    }))
    library.local.put(records)
  } finally {
    library.close()
  }
}

export interface DamagedPage {
  pageno: number
  /** The rows the page held (its header still says so; their cells are garbage). */
  rows: number
}

/** The leaf pages of a table or index, in order, as SQLite's dbstat sees them. */
export function leafPages(file: string, name: string): DamagedPage[] {
  const db = new Database(file, { readonly: true })
  try {
    return db
      .prepare<[string], { pageno: number; ncell: number }>("SELECT pageno, ncell FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno")
      .all(name)
      .map((page) => ({ pageno: page.pageno, rows: page.ncell }))
  } finally {
    db.close()
  }
}

/**
 * Overwrites the cells of one page in place (same file, same inode), keeping its header and cell
 * pointers: SQLite still counts its rows but cannot read one of them.
 */
export function damagePage(file: string, page: DamagedPage, pageSize = 4096): void {
  const headerAndPointers = 8 + 2 * page.rows
  const garbage = Buffer.alloc(pageSize - headerAndPointers - 16, 0xff)
  const fd = openSync(file, 'r+')
  try {
    writeSync(fd, garbage, 0, garbage.length, (page.pageno - 1) * pageSize + headerAndPointers + 16)
  } finally {
    closeSync(fd)
  }
}

/** Overwrites a whole page, header and all (with 0xff, or zeros as a lost write leaves it): SQLite can neither read nor count what hangs from it. */
export function damageWholePage(file: string, pageno: number, fill = 0xff, pageSize = 4096): void {
  const fd = openSync(file, 'r+')
  try {
    writeSync(fd, Buffer.alloc(pageSize, fill), 0, pageSize, (pageno - 1) * pageSize)
  } finally {
    closeSync(fd)
  }
}

/** The middle leaf page of a table, damaged; answers which page and how many rows it held. */
export function damageMiddleOf(file: string, table: string): DamagedPage {
  const pages = leafPages(file, table)
  const page = pages[Math.floor(pages.length / 2)]
  if (!page || pages.length < 3) throw new Error(`${table} has too few pages to damage one in the middle`)
  damagePage(file, page)
  return page
}

/** Rows of a table read straight from a file, without Tapestry (and so without any repair). */
export function rowsIn<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return db.prepare<[], T>(sql).all()
  } finally {
    db.close()
  }
}
