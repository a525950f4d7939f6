// The first schema: the library entries, favourites, history, blocklist and what each display
// shows, as the first release with a database made them. An older library.json is imported in the same
// transaction (see legacy-json.ts and schema.ts).
import type { Migration } from './migration'

export const migration001: Migration = {
  version: 1,
  up: (db) =>
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
}
