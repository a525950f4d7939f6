// What the person downloaded (library/download-log.ts), kept apart from the entries: an entry may
// be a picture set by rotation, and goes when the quota evicts it. One row per picture, the newest
// download last; `folder` is the library folder it was saved in (that setting can change).
import type { Migration } from './migration'

export const migration006: Migration = {
  version: 6,
  up: (db) =>
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
}
