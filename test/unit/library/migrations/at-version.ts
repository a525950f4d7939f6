// A library database in memory at a given schema version, for the migration tests: each test puts
// rows into a library at the version before its step, runs the step, and reads the rows back.
import Database from 'better-sqlite3'
import { creditFor } from '../../../../src/main/core/library/credit'
import { migrate } from '../../../../src/main/core/library/schema'
import type { TableContext } from '../../../../src/main/core/library/table-context'
import { bareItem } from '../../../support/media-item'

export type Db = Database.Database

export function libraryAt(version: number): Db {
  const db = new Database(':memory:')
  migrate(db, { upTo: version })
  if (db.pragma('user_version', { simple: true }) !== version) throw new Error(`could not make a library at version ${version}`)
  return db
}

/** Runs the schema's steps up to `version`, as opening the library would. */
export function upgrade(db: Db, version: number): void {
  migrate(db, { upTo: version })
}

export function versionOf(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number
}

export function columnsOf(db: Db, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((row) => row.name)
}

export function rowsOf(db: Db, table: string, order = 'rowid'): unknown[] {
  return db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all()
}

/** A card as the library keeps it (JSON), for the rows tests put in. */
export function cardJson(id: string): string {
  return JSON.stringify(bareItem(id, `https://w.wallhaven.cc/full/${id}.jpg`))
}

/** The rows of every table a version-1 library has, one of each, so later steps are seen to keep them. */
export function putFirstRows(db: Db): void {
  db.prepare(
    `INSERT INTO entries (library_id, source, item_id, file_name, bytes, format, width, height, downloaded_at, last_used_at, item, credit)
     VALUES ('lib-1', 'wallhaven', 'abc123', 'wallhaven-abc123.jpg', 2048, 'jpeg', 1920, 1080, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', ?, ?)`,
  ).run(cardJson('abc123'), JSON.stringify(creditFor(bareItem('abc123', 'https://w.wallhaven.cc/full/abc123.jpg'))))
  db.prepare(`INSERT INTO favourites (source, item_id, added_at, item) VALUES ('wallhaven', 'abc123', '2026-01-03T00:00:00.000Z', ?)`).run(cardJson('abc123'))
  db.prepare(
    `INSERT INTO history (library_id, source, item_id, title, set_at, display, item) VALUES ('lib-1', 'wallhaven', 'abc123', 'Wallpaper abc123', '2026-01-02T00:00:00.000Z', 'all', ?)`,
  ).run(cardJson('abc123'))
  db.prepare(`INSERT INTO blocklist (source, item_id, title, blocked_at) VALUES ('wallhaven', 'zzz999', 'Not this', '2026-01-04T00:00:00.000Z')`).run()
  db.prepare(`INSERT INTO current_wallpaper (display, library_id) VALUES ('all', 'lib-1')`).run()
}

/** Every row of every table, by table: what an upgrade must keep. */
export function everyRow(db: Db): Record<string, unknown[]> {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]
  return Object.fromEntries(tables.map(({ name }) => [name, rowsOf(db, name)]))
}

/** The library's own way to read and write, without its sentences: enough for a table module under test. */
export function plainContext(db: Db): TableContext {
  return { db, write: <T>(_doing: string, change: () => T) => change(), read: <T>(_doing: string, query: () => T) => query(), stamp: () => '2026-02-01T00:00:00.000Z' }
}
