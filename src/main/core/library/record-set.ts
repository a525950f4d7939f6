// Recording a set: in one transaction, the history record, what the display shows, and the entry's
// use (for the quota); and how to take exactly that back if the desktop then refuses the picture.
import type { ItemSource, LocalMediaItem } from '../../../shared/media'
import { entryFromRow, type EntriesTable, type EntryRow } from './entries'
import { ALL_DISPLAYS, type History } from './history'
import type { HistoryRecord } from './records'
import type { Showing } from './showing'
import type { TableContext } from './table-context'

/** A recorded set, and how to take it back if the desktop then refuses the picture. */
export interface RecordedSet {
  record: HistoryRecord
  undo(): void
}

/** What a set records: a library entry, or a picture from the person's folders. */
export type SetTarget = Pick<EntryRow, 'library_id' | 'source' | 'item_id' | 'item'> & { title: string }

/** How the history and each display name a picture set from the person's folders (it has no entry). */
export function localLibraryId(localId: string): string {
  return `local-${localId}`
}

export function entryTarget(entry: EntryRow): SetTarget {
  return { ...entry, title: entryFromRow(entry).title }
}

export function localTarget(card: LocalMediaItem): SetTarget {
  return { library_id: localLibraryId(card.id), source: card.source, item_id: card.id, title: card.title, item: JSON.stringify(card) }
}

export interface SetRecorderContext extends Pick<TableContext, 'write' | 'stamp'> {
  entries: EntriesTable
  history: History
  showing: Showing
}

/** Records a set; call inside a transaction. */
export type RecordSet = (target: SetTarget, display: string) => RecordedSet

export function createSetRecorder({ entries, history, showing, write, stamp }: SetRecorderContext): RecordSet {
  return (target, display) => {
    const setAt = stamp()
    const before = showing.all()
    const seq = history.add({ library_id: target.library_id, source: target.source, item_id: target.item_id, title: target.title, set_at: setAt, display, item: target.item })
    if (display === ALL_DISPLAYS) showing.clear()
    showing.show(display, target.library_id, seq)
    entries.touch(target.library_id, setAt)
    const record: HistoryRecord = { libraryId: target.library_id, source: target.source as ItemSource, id: target.item_id, title: target.title, setAt, display }
    return {
      record,
      undo: () =>
        write('core.file.doing.takeBackRecord', () => {
          history.delete(seq)
          // Only what this set changed, and only if nothing set since changed it again.
          const now = new Map(showing.all().map((row) => [row.display, row.library_id]))
          if (now.get(display) !== target.library_id) return
          if (display === ALL_DISPLAYS) {
            showing.restore(before)
          } else {
            const previous = before.find((row) => row.display === display)
            if (previous) showing.show(display, previous.library_id, previous.history_seq)
            else showing.forget(display)
          }
        }),
    }
  }
}
