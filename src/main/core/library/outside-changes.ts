// What another process changed in the library: the command line setting the next wallpaper,
// favouriting or blocking while the app runs. SQLite's data_version answers, for nothing but a
// read of a counter, whether any other connection committed since this one last asked (its own
// commits never count), so the app can ask every few seconds for nothing. Only then is each part
// of the library summed up (counts and newest rows, one indexed read each), and the parts whose
// summary moved are named, so the window reloads what changed and the tray's "Now:" follows.
import type { LibraryDatabase } from './database'

export type LibraryPart = 'entries' | 'favourites' | 'history' | 'blocklist' | 'local'

/** One line per part that changes whenever a row of it is added, removed or moved. */
const SUMMARIES: Readonly<Record<LibraryPart, string>> = {
  entries: "SELECT count(*) || '/' || coalesce(max(downloaded_at), '') || '/' || total(bytes) FROM entries",
  favourites: "SELECT count(*) || '/' || coalesce(max(added_at), '') FROM favourites",
  // Previous moves what a display shows back through history without adding a record.
  history: `SELECT (SELECT count(*) || '/' || coalesce(max(seq), 0) FROM history) || '/' ||
    (SELECT coalesce(group_concat(display || '=' || library_id || '@' || coalesce(history_seq, ''), ','), '') FROM current_wallpaper)`,
  blocklist: "SELECT count(*) || '/' || coalesce(max(blocked_at), '') FROM blocklist",
  local: `SELECT (SELECT coalesce(group_concat(folder || '@' || scanned_at, ','), '') FROM local_folders) || '/' ||
    (SELECT count(*) || '/' || coalesce(max(modified_ms), 0) FROM local_files)`,
}

const PARTS = Object.keys(SUMMARIES) as LibraryPart[]

export interface OutsideChanges {
  /** The parts another process changed since the last call (none on the first). */
  changed(): LibraryPart[]
}

export function watchOutsideChanges(db: LibraryDatabase): OutsideChanges {
  const summaries = PARTS.map((part) => ({ part, statement: db.prepare<[], string>(SUMMARIES[part]).pluck() }))
  const version = db.prepare<[], number>('PRAGMA data_version').pluck()
  const summarise = () => new Map(summaries.map(({ part, statement }) => [part, statement.get() ?? '']))
  let seenVersion = version.get()
  let seen = summarise()
  return {
    changed() {
      const now = version.get()
      if (now === seenVersion) return []
      seenVersion = now
      const before = seen
      seen = summarise()
      return PARTS.filter((part) => seen.get(part) !== before.get(part))
    },
  }
}
