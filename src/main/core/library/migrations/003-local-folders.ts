// The index of the person's own folders (local-folders/): every file seen, with the size and
// modified time it had when read, so a rescan reads only what changed. A file that is not a
// picture has no format and is not read again until it changes. `local_folders` keeps the device
// each folder was on when last scanned whole, to tell an unplugged disk from an emptied folder.
import type { Migration } from './migration'

export const migration003: Migration = {
  version: 3,
  up: (db) =>
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
}
