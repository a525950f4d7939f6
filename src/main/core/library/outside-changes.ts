// What another process changed in the library: the command line setting the next wallpaper,
// favouriting or blocking while the app runs. SQLite's data_version answers, for nothing but a
// read of a counter, whether any other connection committed since this one last asked (its own
// commits never count), so the app can ask every few seconds for nothing. Only then is each part
// of the library summed up (counts and newest rows, one indexed read each), and the parts whose
// summary moved are named, so the window reloads what changed and the tray's "Now:" follows.
//
// The summaries are taken again after each of this connection's own writes (inside the write's
// transaction, so no other commit falls between): otherwise another process undoing an own change
// (removing the favourite the app just added) would bring a summary back to what was last seen and
// go unnoticed, and any other process's commit would name the app's own change a second time. That
// costs a few reads per write, so it starts only once someone asks (the app's poll); until then an
// own write only marks the summaries as old.
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
  /** Runs one of this connection's own writes; call inside its transaction. */
  ownWrite<T>(change: () => T): T
  /** The connection was reopened (library.db replaced): its counter starts anew, so the next call compares summaries. */
  reopened(): void
}

export function watchOutsideChanges(db: LibraryDatabase): OutsideChanges {
  const summaries = PARTS.map((part) => ({ part, statement: db.prepare<[], string>(SUMMARIES[part]).pluck() }))
  const version = db.prepare<[], number>('PRAGMA data_version').pluck()
  const summarise = () => new Map(summaries.map(({ part, statement }) => [part, statement.get() ?? '']))
  const moved = (before: Map<LibraryPart, string>, after: Map<LibraryPart, string>) => PARTS.filter((part) => after.get(part) !== before.get(part))
  let seenVersion: number | null = version.get() ?? null
  let seen = summarise()
  /** Whether summaries follow own writes (someone asks what changed). */
  let watching = false
  /** Own writes since `seen` was taken, while not watching. */
  let ownSinceSeen = false
  /** Parts another process changed, found at an own write before anyone asked. */
  const pending = new Set<LibraryPart>()

  return {
    changed() {
      const now = version.get() ?? null
      if (!watching) {
        watching = true
        // Own writes before the first question: nobody else committed, so they are all that moved.
        if (ownSinceSeen && now === seenVersion) {
          seen = summarise()
          ownSinceSeen = false
          return []
        }
      }
      if (now === seenVersion && pending.size === 0) return []
      const parts = new Set(pending)
      pending.clear()
      if (now !== seenVersion) {
        seenVersion = now
        const before = seen
        seen = summarise()
        for (const part of moved(before, seen)) parts.add(part)
      }
      return PARTS.filter((part) => parts.has(part))
    },

    ownWrite(change) {
      if (!watching) {
        ownSinceSeen = true
        return change()
      }
      const now = version.get() ?? null
      if (now !== seenVersion) {
        // Others committed since the last look: what they moved is theirs, and is said at the next call.
        const before = summarise()
        for (const part of moved(seen, before)) pending.add(part)
        seen = before
        seenVersion = now
      }
      const result = change()
      seen = summarise()
      return result
    },

    reopened() {
      seenVersion = null
    },
  }
}
