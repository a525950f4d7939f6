// Wallhaven's own record of each wallpaper the preview opened (library/wallhaven-records.ts), as
// Wallhaven sent it (JSON), so a wallpaper's tags and uploader are asked for once.
import type { Migration } from './migration'

export const migration007: Migration = {
  version: 7,
  up: (db) =>
    db.exec(`
      CREATE TABLE wallhaven_records (
        id TEXT PRIMARY KEY,
        record TEXT NOT NULL,
        fetched_at TEXT NOT NULL
      ) STRICT;
    `),
}
