// Smart crops (library/crops.ts): a picture cut to a display's shape around what matters in it, a
// library file counted by the quota and kept as a cache, the least recently used going first.
// `picture` is the library id it was cut from (an entry's, or local-<id>), so a crop of a picture
// on show is never evicted and an entry's crops go with it.
import type { Migration } from './migration'

export const migration005: Migration = {
  version: 5,
  up: (db) =>
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
}
