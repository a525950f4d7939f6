// Which history record each display shows: "previous" moves this back instead of adding a record
// (see previous-wallpaper.ts). NULL for what was set before this was kept.
import type { Migration } from './migration'

export const migration002: Migration = {
  version: 2,
  up: (db) => db.exec('ALTER TABLE current_wallpaper ADD COLUMN history_seq INTEGER'),
}
