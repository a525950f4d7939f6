// The library's schema, versioned by `PRAGMA user_version`: each step of MIGRATIONS runs once, in
// order, inside one IMMEDIATE transaction, so two processes starting together cannot both run it.
// A library whose version is above SCHEMA_VERSION was written by a newer Tapestry and is refused
// before anything is written (see database.ts). The steps are migrations/, one file each.
import type Database from 'better-sqlite3'
import { MIGRATIONS, type Migration } from './migrations/migrations'

type LibraryDatabase = Database.Database

export const SCHEMA_VERSION = MIGRATIONS.length

export interface MigrateOptions {
  /** Stop at this version (a rebuilt library is made at the version of the one it is rebuilt from). */
  upTo?: number
  /** Runs inside the migration's transaction when the schema is created or upgraded (the library.json import). */
  afterMigrating?: (db: LibraryDatabase, from: number) => void
}

export function migrate(db: LibraryDatabase, options: MigrateOptions = {}): void {
  const target = Math.min(options.upTo ?? SCHEMA_VERSION, SCHEMA_VERSION)
  if ((db.pragma('user_version', { simple: true }) as number) >= target) return
  // IMMEDIATE takes the write lock first: a second process waits, then sees the new version.
  db.transaction(() => {
    const from = db.pragma('user_version', { simple: true }) as number
    if (from >= target) return
    for (let version = from; version < target; version++) (MIGRATIONS[version] as Migration).up(db)
    options.afterMigrating?.(db, from)
    db.pragma(`user_version = ${target}`)
  }).immediate()
}
