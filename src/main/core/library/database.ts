// The library's SQLite database (library.db in the data folder), through better-sqlite3. WAL mode
// and a busy timeout let the app and any number of `tapestry` processes read and write at once;
// every change is a transaction. The schema is versioned by `PRAGMA user_version`; each step of
// MIGRATIONS runs once, in order, inside one IMMEDIATE transaction, so two processes starting
// together cannot both run it. A file that is not a database, or fails SQLite's own check, is
// moved aside (never deleted) and a fresh one started.
import { accessSync, constants, existsSync, mkdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { toFilesystemError } from '../filesystem-error'

export type LibraryDatabase = Database.Database

export const DATABASE_FILE = 'library.db'

/** How long a write waits for another process's write to finish before it gives up. */
const BUSY_TIMEOUT_MS = 10_000

/** Schema steps; index N brings user_version from N to N + 1. Never edit one that has shipped. */
const MIGRATIONS: readonly ((db: LibraryDatabase) => void)[] = [
  (db) =>
    db.exec(`
      CREATE TABLE entries (
        library_id TEXT PRIMARY KEY,
        source TEXT NOT NULL,
        item_id TEXT NOT NULL,
        file_name TEXT NOT NULL UNIQUE,
        bytes INTEGER NOT NULL,
        format TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        downloaded_at TEXT NOT NULL,
        last_used_at TEXT NOT NULL,
        item TEXT NOT NULL,
        credit TEXT NOT NULL
      ) STRICT;
      CREATE INDEX entries_by_item ON entries (source, item_id, last_used_at);
      CREATE INDEX entries_by_use ON entries (last_used_at);

      CREATE TABLE favourites (
        source TEXT NOT NULL,
        item_id TEXT NOT NULL,
        added_at TEXT NOT NULL,
        item TEXT NOT NULL,
        PRIMARY KEY (source, item_id)
      ) STRICT;
      CREATE INDEX favourites_newest ON favourites (added_at DESC);

      CREATE TABLE history (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        library_id TEXT NOT NULL,
        source TEXT NOT NULL,
        item_id TEXT NOT NULL,
        title TEXT NOT NULL,
        set_at TEXT NOT NULL,
        display TEXT NOT NULL,
        item TEXT
      ) STRICT;

      CREATE TABLE blocklist (
        source TEXT NOT NULL,
        item_id TEXT NOT NULL,
        title TEXT NOT NULL,
        blocked_at TEXT NOT NULL,
        PRIMARY KEY (source, item_id)
      ) STRICT;
      CREATE INDEX blocklist_newest ON blocklist (blocked_at DESC);

      CREATE TABLE current_wallpaper (
        display TEXT PRIMARY KEY,
        library_id TEXT NOT NULL
      ) STRICT;
    `),
  // Which history record each display shows: "previous" moves this back instead of adding a record
  // (see previous-wallpaper.ts). NULL for what was set before this was kept.
  (db) => db.exec('ALTER TABLE current_wallpaper ADD COLUMN history_seq INTEGER'),
  // The index of the person's own folders (local-folders/): every file seen, with the size and
  // modified time it had when read, so a rescan reads only what changed. A file that is not a
  // picture has no format and is not read again until it changes. `local_folders` keeps the device
  // each folder was on when last scanned whole, to tell an unplugged disk from an emptied folder.
  (db) =>
    db.exec(`
      CREATE TABLE local_files (
        path TEXT PRIMARY KEY,
        folder TEXT NOT NULL,
        relative_path TEXT NOT NULL,
        id TEXT NOT NULL UNIQUE,
        bytes INTEGER NOT NULL,
        modified_ms REAL NOT NULL,
        format TEXT,
        width INTEGER,
        height INTEGER
      ) STRICT;
      CREATE INDEX local_files_by_folder ON local_files (folder, relative_path);
      CREATE INDEX local_files_newest ON local_files (modified_ms DESC);

      CREATE TABLE local_folders (
        folder TEXT PRIMARY KEY,
        device TEXT NOT NULL,
        scanned_at TEXT NOT NULL
      ) STRICT;
    `),
  // Images Tapestry made from others, kept in the library folder and counted by its quota: the
  // spanning image of each display's picture (for desktops with one picture for all), replaced by
  // the next one. What each display shows is recorded as usual, by the pictures it is made of.
  (db) =>
    db.exec(`
      CREATE TABLE spans (
        file_name TEXT PRIMARY KEY,
        bytes INTEGER NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
    `),
  // Smart crops (library/crops.ts): a picture cut to a display's shape around what matters in it, a
  // library file counted by the quota and kept as a cache, the least recently used going first.
  // `picture` is the library id it was cut from (an entry's, or local-<id>), so a crop of a picture
  // on show is never evicted and an entry's crops go with it.
  (db) =>
    db.exec(`
      CREATE TABLE crops (
        file_name TEXT PRIMARY KEY,
        picture TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        bytes INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        last_used_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX crops_by_use ON crops (last_used_at);
      CREATE INDEX crops_by_picture ON crops (picture);
    `),
]

export const SCHEMA_VERSION = MIGRATIONS.length

function timestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

/** SQLite's answers for a file that is not a database or is damaged. */
function isDamaged(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT' || (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT'))
}

/** Moves the database and its WAL and shared-memory files aside together; returns the new path. */
function moveAside(file: string): string {
  const stem = path.join(path.dirname(file), `library.corrupt-${timestamp(new Date())}`)
  let target = `${stem}.db`
  for (let attempt = 1; existsSync(target); attempt += 1) target = `${stem}-${attempt}.db`
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
  }
  return target
}

function migrate(db: LibraryDatabase, afterMigrating?: (db: LibraryDatabase, from: number) => void): void {
  if ((db.pragma('user_version', { simple: true }) as number) >= SCHEMA_VERSION) return
  // IMMEDIATE takes the write lock first: a second process waits, then sees the new version.
  db.transaction(() => {
    const from = db.pragma('user_version', { simple: true }) as number
    if (from > SCHEMA_VERSION) return
    for (let version = from; version < SCHEMA_VERSION; version++) (MIGRATIONS[version] as (db: LibraryDatabase) => void)(db)
    afterMigrating?.(db, from)
    db.pragma(`user_version = ${SCHEMA_VERSION}`)
  }).immediate()
}

function open(file: string, options: OpenLibraryDatabaseOptions): LibraryDatabase {
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS, ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}) })
  try {
    db.pragma('journal_mode = WAL')
    // FULL: a change the person saw saved survives a power cut too.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw Object.assign(new Error(`quick_check: ${String(check)}`), { code: 'SQLITE_CORRUPT' })
    migrate(db, options.afterMigrating)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

export interface OpenLibraryDatabaseOptions {
  dataDir: string
  /** Runs inside the migration's transaction when the schema is created or upgraded (the library.json import). */
  afterMigrating?: (db: LibraryDatabase, fromVersion: number) => void
  /** Told where a damaged database was moved to. */
  onRecovered?: (movedTo: string) => void
  /** better-sqlite3's compiled addon, where it is not the default one (the app run from a checkout). */
  nativeBinding?: string
}

export function openLibraryDatabase(options: OpenLibraryDatabaseOptions): LibraryDatabase {
  const file = path.join(options.dataDir, DATABASE_FILE)
  try {
    mkdirSync(options.dataDir, { recursive: true })
    try {
      return open(file, options)
    } catch (error) {
      if (!isDamaged(error)) throw error
      const movedTo = moveAside(file)
      options.onRecovered?.(movedTo)
      return open(file, options)
    }
  } catch (error) {
    // SQLite only says it cannot open the file; the folder says why (read-only, no permission).
    try {
      accessSync(options.dataDir, constants.W_OK)
    } catch (folderError) {
      throw toFilesystemError(folderError, 'open the library database')
    }
    throw toFilesystemError(error, 'open the library database')
  }
}
