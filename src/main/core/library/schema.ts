// The library's schema, versioned by `PRAGMA user_version`: each step of MIGRATIONS runs once, in
// order, inside one IMMEDIATE transaction, so two processes starting together cannot both run it.
// A library whose version is above SCHEMA_VERSION was written by a newer Tapestry and is refused
// before anything is written (see database.ts).
import type Database from 'better-sqlite3'

type LibraryDatabase = Database.Database

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
  // What the person downloaded (library/download-log.ts), kept apart from the entries: an entry may
  // be a picture set by rotation, and goes when the quota evicts it. One row per picture, the newest
  // download last; `folder` is the library folder it was saved in (that setting can change).
  (db) =>
    db.exec(`
      CREATE TABLE downloads (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        library_id TEXT NOT NULL,
        title TEXT NOT NULL,
        folder TEXT NOT NULL,
        file_name TEXT NOT NULL,
        bytes INTEGER NOT NULL,
        downloaded_at TEXT NOT NULL,
        item TEXT NOT NULL
      ) STRICT;
      CREATE INDEX downloads_by_picture ON downloads (library_id);
    `),
  // Wallhaven's own record of each wallpaper the preview opened (library/wallhaven-records.ts), as
  // Wallhaven sent it (JSON), so a wallpaper's tags and uploader are asked for once.
  (db) =>
    db.exec(`
      CREATE TABLE wallhaven_records (
        id TEXT PRIMARY KEY,
        record TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
    `),
]

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
    for (let version = from; version < target; version++) (MIGRATIONS[version] as (db: LibraryDatabase) => void)(db)
    options.afterMigrating?.(db, from)
    db.pragma(`user_version = ${target}`)
  }).immediate()
}
