// The history as a way back. Each display's row in current_wallpaper says which history record it
// shows (history_seq); "previous" moves that back to an earlier record instead of adding a new one,
// so a second "previous" goes further back rather than returning to the picture the first one left,
// and the history keeps saying only what was set (see src/main/core/rotation/previous-wallpaper.ts).
import type { MediaItem } from '../../../shared/media'
import { NotFoundError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { HistoryRecord } from './records'
import type { TableContext } from './table-context'
import { ALL_DISPLAYS, historyFromRow, type HistoryRow } from './history'

export interface ShownRecord {
  /** 'all', or the desktop's name for one display. */
  display: string
  /** A library entry's id, or for a picture from the person's folders the id the history names it by. */
  libraryId: string
  /** The history record that put it there; null for what was set before Tapestry kept this. */
  historySeq: number | null
  /** The card that record set (a folder picture has no library entry to read it from); null if unknown. */
  item: MediaItem | null
}

/** A history record with its place in the history, its card, and whether its entry is still in the library. */
export type EarlierRecord = HistoryRecord & { seq: number; item: MediaItem | null; inLibrary: boolean }

export interface HistoryCursor {
  /** What each display shows now, and by which history record. */
  showing(): ShownRecord[]
  /**
   * The records before `beforeSeq` (before none: from the newest) that were on `display`, newest
   * first: those set on it and those set on all displays. For 'all', only those set on all.
   */
  earlierOn(display: string, beforeSeq: number | null, limit: number): EarlierRecord[]
  /**
   * Shows an earlier record again on `display`, without a new history record; call before the desktop
   * changes (having checked its picture is still there), and undo if it refuses. Other displays'
   * rows stay: each display goes back on its own.
   */
  showAgain(display: string, seq: number): { undo(): void }
}

export function createHistoryCursor({ db, write, read, stamp }: TableContext): HistoryCursor {
  type ShownRow = { display: string; library_id: string; history_seq: number | null }
  // With the history record that put it there, whose columns are null where there is none.
  type ShownWithRecord = { shown_on: string; shown_id: string; history_seq: number | null } & (HistoryRow | { seq: null })
  type EarlierRow = HistoryRow & { in_library: number }
  const withInLibrary = `SELECT history.*, EXISTS (SELECT 1 FROM entries WHERE entries.library_id = history.library_id) AS in_library FROM history`
  const statements = {
    showing: db.prepare<[], ShownWithRecord>(
      `SELECT current_wallpaper.display AS shown_on, current_wallpaper.library_id AS shown_id, current_wallpaper.history_seq, history.*
       FROM current_wallpaper LEFT JOIN history ON history.seq = current_wallpaper.history_seq ORDER BY shown_on`,
    ),
    shownOn: db.prepare<[string], ShownRow>('SELECT display, library_id, history_seq FROM current_wallpaper WHERE display = ?'),
    earlierOnAll: db.prepare<[number, number], EarlierRow>(`${withInLibrary} WHERE display = '${ALL_DISPLAYS}' AND seq < ? ORDER BY seq DESC LIMIT ?`),
    earlierOn: db.prepare<[string, number, number], EarlierRow>(
      `${withInLibrary} WHERE display IN (?, '${ALL_DISPLAYS}') AND seq < ? ORDER BY seq DESC LIMIT ?`,
    ),
    record: db.prepare<[number], HistoryRow>('SELECT * FROM history WHERE seq = ?'),
    setShown: db.prepare<[string, string, number | null]>('INSERT OR REPLACE INTO current_wallpaper (display, library_id, history_seq) VALUES (?, ?, ?)'),
    deleteShown: db.prepare<[string]>('DELETE FROM current_wallpaper WHERE display = ?'),
    touchEntry: db.prepare<[string, string]>('UPDATE entries SET last_used_at = ? WHERE library_id = ?'),
  }

  return {
    showing() {
      return read('core.file.doing.readLibrary', () => statements.showing.all()).map((row) => ({
        display: row.shown_on,
        libraryId: row.shown_id,
        historySeq: row.history_seq,
        item: row.seq === null ? null : historyFromRow(row).item,
      }))
    },

    earlierOn(display, beforeSeq, limit) {
      const before = beforeSeq ?? Number.MAX_SAFE_INTEGER
      const rows = read('core.file.doing.readHistory', () =>
        display === ALL_DISPLAYS ? statements.earlierOnAll.all(before, limit) : statements.earlierOn.all(display, before, limit),
      )
      return rows.map((row) => ({ ...historyFromRow(row), seq: row.seq, inLibrary: row.in_library === 1 }))
    },

    showAgain(display, seq) {
      const before = write('core.file.doing.showEarlier', () => {
        const record = statements.record.get(seq)
        if (!record) throw new NotFoundError(...sentence('core.history.gone'))
        const previous = statements.shownOn.get(display)
        statements.setShown.run(display, record.library_id, seq)
        // Used now: the quota evicts the least recently used first.
        statements.touchEntry.run(stamp(), record.library_id)
        return { previous, libraryId: record.library_id }
      })
      return {
        undo: () =>
          write('core.file.doing.takeBackWallpaper', () => {
            // Only if nothing shown since changed this display again.
            const now = statements.shownOn.get(display)
            if (now?.library_id !== before.libraryId || now.history_seq !== seq) return
            if (before.previous) statements.setShown.run(display, before.previous.library_id, before.previous.history_seq)
            else statements.deleteShown.run(display)
          }),
      }
    },
  }
}
