// Images Tapestry made from others, kept in the library folder and counted by its quota: the
// spanning image of each display's picture (for desktops with one picture for all), replaced by
// the next one. What each display shows is recorded as usual, by the pictures it is made of.
import type { Migration } from './migration'

export const migration004: Migration = {
  version: 4,
  up: (db) =>
    db.exec(`
      CREATE TABLE spans (
        file_name TEXT PRIMARY KEY,
        bytes INTEGER NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
    `),
}
