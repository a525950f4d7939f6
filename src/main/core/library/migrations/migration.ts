// One step of the library's schema: it brings `PRAGMA user_version` from `version - 1` to `version`.
// A step that has shipped is never edited: a library made by it must upgrade the same way forever.
import type Database from 'better-sqlite3'

export interface Migration {
  /** The user_version the library has after this step. */
  version: number
  /** Runs inside the IMMEDIATE transaction of schema.ts's migrate, with the steps before it. */
  up(db: Database.Database): void
}
