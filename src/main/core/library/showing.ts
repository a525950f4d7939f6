// What each display shows (table current_wallpaper): display ('all' or the desktop's name for one)
// → the library id on it, and the history record that put it there (null for what was set before
// that was kept). Written inside the caller's transaction, with the history record that explains it.
// "Previous" moves a display's row back through the history (history-cursor.ts).
import type { LibraryDatabase } from './database'

export interface ShowingRow {
  display: string
  library_id: string
  history_seq: number | null
}

export interface Showing {
  all(): ShowingRow[]
  show(display: string, libraryId: string, historySeq: number | null): void
  /** Forgets what one display shows. */
  forget(display: string): void
  /** Forgets what every display shows. */
  clear(): void
  /** What `rows` said, and nothing else (what was shown before a set that is taken back). */
  restore(rows: readonly ShowingRow[]): void
  /** Whether any display shows this library id. */
  includes(libraryId: string): boolean
}

export function createShowing(db: LibraryDatabase): Showing {
  const statements = {
    all: db.prepare<[], ShowingRow>('SELECT display, library_id, history_seq FROM current_wallpaper'),
    clear: db.prepare<[]>('DELETE FROM current_wallpaper'),
    show: db.prepare<[string, string, number | null]>('INSERT OR REPLACE INTO current_wallpaper (display, library_id, history_seq) VALUES (?, ?, ?)'),
    forget: db.prepare<[string]>('DELETE FROM current_wallpaper WHERE display = ?'),
    includes: db.prepare<[string], { one: number }>('SELECT 1 AS one FROM current_wallpaper WHERE library_id = ?'),
  }

  return {
    all: () => statements.all.all(),
    show(display, libraryId, historySeq) {
      statements.show.run(display, libraryId, historySeq)
    },
    forget(display) {
      statements.forget.run(display)
    },
    clear() {
      statements.clear.run()
    },
    restore(rows) {
      statements.clear.run()
      for (const row of rows) statements.show.run(row.display, row.library_id, row.history_seq)
    },
    includes: (libraryId) => statements.includes.get(libraryId) !== undefined,
  }
}
