// The history (table history): every wallpaper set, newest first, each with its card when known and
// the display it was set on ('all' or one). It is kept to `limit` records, the oldest going first.
// A record is added inside the set's transaction (see record-set.ts); what each display shows points
// into it (showing.ts), and "previous" walks it back (history-cursor.ts).
import { ItemSourceSchema, type ItemSource, type MediaItem } from '../../../shared/media'
import { page, pageBounds, type Page, type PageRequest } from './pages'
import { itemKey } from './quota'
import { cardFromJson, type HistoryRecord, type ItemRef } from './records'
import type { TableContext } from './table-context'

export const ALL_DISPLAYS = 'all'

export interface HistoryRow {
  seq: number
  library_id: string
  source: string
  item_id: string
  title: string
  set_at: string
  display: string
  item: string | null
}

/** A history record, with the card it set when it is known. */
export function historyFromRow(row: HistoryRow): HistoryRecord & { item: MediaItem | null } {
  const item = row.item === null ? null : cardFromJson(row.item)
  return {
    libraryId: row.library_id,
    source: ItemSourceSchema.parse(row.source),
    id: row.item_id,
    title: row.title,
    setAt: row.set_at,
    display: row.display,
    item,
  }
}

export type HistoryEntryRecord = HistoryRecord & { item: MediaItem | null; inLibrary: boolean }

/** Whether a history record's picture is still there: its library entry, or its file in the folder index. */
const IN_LIBRARY = `(EXISTS (SELECT 1 FROM entries WHERE entries.library_id = history.library_id)
  OR (history.source = 'local' AND EXISTS (SELECT 1 FROM local_files WHERE local_files.id = history.item_id AND local_files.format IS NOT NULL)))`

export interface History {
  /** Inside the caller's transaction: adds a record (the card as JSON) and drops those beyond the limit; answers its seq. */
  add(record: Omit<HistoryRow, 'seq'>): number
  /** Inside the caller's transaction. */
  delete(seq: number): void
  /** Newest first; with a `display` other than 'all', only what was on it (set on it, or on all displays). */
  page(request?: PageRequest & { display?: string }): Page<HistoryEntryRecord>
  /** The items of the last `n` records, newest first, each once. */
  recent(n: number): ItemRef[]
}

export function createHistory({ db, read }: Pick<TableContext, 'db' | 'read'>, limit: number): History {
  const statements = {
    insert: db.prepare<[string, string, string, string, string, string, string | null]>(
      'INSERT INTO history (library_id, source, item_id, title, set_at, display, item) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    delete: db.prepare<[number]>('DELETE FROM history WHERE seq = ?'),
    cutoff: db.prepare<[number], { seq: number }>('SELECT seq FROM history ORDER BY seq DESC LIMIT 1 OFFSET ?'),
    prune: db.prepare<[number]>('DELETE FROM history WHERE seq <= ?'),
    page: db.prepare<[number, number], HistoryRow & { in_library: number }>(
      `SELECT history.*, ${IN_LIBRARY} AS in_library
       FROM history ORDER BY seq DESC LIMIT ? OFFSET ?`,
    ),
    count: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM history'),
    pageOn: db.prepare<[string, number, number], HistoryRow & { in_library: number }>(
      `SELECT history.*, ${IN_LIBRARY} AS in_library
       FROM history WHERE display IN (?, '${ALL_DISPLAYS}') ORDER BY seq DESC LIMIT ? OFFSET ?`,
    ),
    countOn: db.prepare<[string], { total: number }>(`SELECT COUNT(*) AS total FROM history WHERE display IN (?, '${ALL_DISPLAYS}')`),
    recent: db.prepare<[number], { source: string; item_id: string }>('SELECT source, item_id FROM history ORDER BY seq DESC LIMIT ?'),
  }

  return {
    add(record) {
      const { lastInsertRowid } = statements.insert.run(record.library_id, record.source, record.item_id, record.title, record.set_at, record.display, record.item)
      const cutoff = statements.cutoff.get(limit)
      if (cutoff) statements.prune.run(cutoff.seq)
      return Number(lastInsertRowid)
    },

    delete(seq) {
      statements.delete.run(seq)
    },

    page(request) {
      const { offset, limit: pageLimit } = pageBounds(request)
      const display = request?.display === undefined || request.display === ALL_DISPLAYS ? null : request.display
      return read('core.file.doing.readHistory', () => {
        const rows = display === null ? statements.page.all(pageLimit, offset) : statements.pageOn.all(display, pageLimit, offset)
        const total = ((display === null ? statements.count.get() : statements.countOn.get(display)) as { total: number }).total
        return page(
          rows.map((row) => ({ ...historyFromRow(row), inLibrary: row.in_library === 1 })),
          offset,
          total,
        )
      })
    },

    recent(n) {
      const seen = new Set<string>()
      const recent: ItemRef[] = []
      for (const row of read('core.file.doing.readHistory', () => statements.recent.all(Math.max(0, n)))) {
        const key = itemKey(row.source, row.item_id)
        if (seen.has(key)) continue
        seen.add(key)
        recent.push({ source: row.source as ItemSource, id: row.item_id })
      }
      return recent
    },
  }
}
