// The sentences a person is told about the library database itself: found damaged (and what could
// not be kept), found emptied, left alone because another Tapestry has it open, or written by a
// newer Tapestry. Said once, at start: in the app's notices and log, on the command line's stderr.
import type { TableRecovery } from './recover-rows'

/** The kinds of record a person knows, by table, in the order they are said. */
const KINDS: readonly { table: string; one: string; many: string }[] = [
  { table: 'favourites', one: 'favourite', many: 'favourites' },
  { table: 'history', one: 'history record', many: 'history records' },
  { table: 'blocklist', one: 'block', many: 'blocks' },
  { table: 'entries', one: 'downloaded picture', many: 'downloaded pictures' },
  { table: 'local_files', one: 'picture in the folder index', many: 'pictures in the folder index' },
]

function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) as string}`
}

export function movedAsideNotice(movedTo: string): string {
  return `Tapestry found its library damaged and started afresh; the old one is kept as ${movedTo}.`
}

/** What a rebuilt library lost, kind by kind: "lost 0 of 3 favourites, 8 of 200 history records, …". */
export function rebuiltNotice(recovered: Readonly<Record<string, TableRecovery>>, movedTo: string): string {
  const losses = KINDS.flatMap(({ table, one, many }) => {
    const kind = recovered[table]
    if (!kind) return []
    if (kind.total === null) return [`an unknown number of ${many} (${kind.kept} kept)`]
    return [`${kind.total - kind.kept} of ${kind.total} ${kind.total === 1 ? one : many}`]
  })
  return `Tapestry found its library damaged and rebuilt it from what could be read: it lost ${listed(losses)}; the damaged file is kept as ${movedTo}.`
}

export const HELD_ELSEWHERE_NOTICE =
  'Tapestry found its library damaged, but another Tapestry has it open, so it was left as it is; it is repaired the next time Tapestry opens it alone.'

export const EMPTIED_NOTICE =
  'Tapestry found its library empty (library.db had 0 bytes and no log to rebuild it from) and started afresh; the favourites, history and blocks it held are gone.'

export function newerSchemaSentence(found: number, known: number): string {
  return `This library was written by a newer Tapestry (schema ${found}; this one knows up to ${known}): update Tapestry to use it; it was left as it is.`
}

export const DELETED_LOG_SENTENCE =
  'Tapestry could not open the library database: its log file library.db-wal was deleted while another program had the library open; quit that program (it keeps what it wrote until it quits) and try again.'

export const DAMAGED_AND_HELD_SENTENCE =
  'Tapestry could not open the library database: it is damaged, and another Tapestry has it open; quit that Tapestry and try again, and it is repaired.'

export const KEPT_BEING_REPLACED_SENTENCE = 'Tapestry could not open the library database: library.db was replaced again each time it was opened.'
