// The sentences a person is told about the library database itself: found damaged (and what could
// not be kept), found emptied, left alone because another Tapestry has it open, or written by a
// newer Tapestry. Said once, at start: in the app's notices and log, on the command line's stderr.
import { said, saidInList, sentence, type Said } from '../i18n/sentence'
import type { TableRecovery } from './recover-rows'

/** The tables whose records a person knows, in the order they are said. */
const KINDS = ['favourites', 'history', 'blocklist', 'entries', 'local_files'] as const

export function movedAsideNotice(movedTo: string): Said {
  return said('status.library.movedAside', { movedTo })
}

/** How many records of one table a rebuild lost; each kind is its own message, so each language says its plural. */
function lost(table: (typeof KINDS)[number], kind: TableRecovery): Said {
  if (kind.total === null) {
    const values = { kept: kind.kept }
    if (table === 'favourites') return said('status.library.lostUnknown.favourites', values)
    if (table === 'history') return said('status.library.lostUnknown.history', values)
    if (table === 'blocklist') return said('status.library.lostUnknown.blocklist', values)
    if (table === 'entries') return said('status.library.lostUnknown.entries', values)
    return said('status.library.lostUnknown.localFiles', values)
  }
  const values = { lost: kind.total - kind.kept, total: kind.total }
  if (table === 'favourites') return said('status.library.lost.favourites', values)
  if (table === 'history') return said('status.library.lost.history', values)
  if (table === 'blocklist') return said('status.library.lost.blocklist', values)
  if (table === 'entries') return said('status.library.lost.entries', values)
  return said('status.library.lost.localFiles', values)
}

/** What a rebuilt library lost, kind by kind: "lost 0 of 3 favourites, 8 of 200 history records, …". */
export function rebuiltNotice(recovered: Readonly<Record<string, TableRecovery>>, movedTo: string): Said {
  const losses = KINDS.flatMap((table) => {
    const kind = recovered[table]
    return kind ? [lost(table, kind)] : []
  })
  return said('status.library.rebuilt', { losses: saidInList(losses, 'and') ?? '', movedTo })
}

export const heldElsewhereNotice = (): Said => said('status.library.heldElsewhere')

export const emptiedNotice = (): Said => said('status.library.emptied')
/** Why the library cannot be opened, as an error's arguments (errors.ts): each said in the window's language too. */
export const newerSchemaSentence = (found: number, known: number) => sentence('status.library.newerSchema', { found, known })

export const deletedLogSentence = () => sentence('status.library.deletedLog')

export const damagedAndHeldSentence = () => sentence('status.library.damagedAndHeld')

export const keptBeingReplacedSentence = () => sentence('status.library.keptBeingReplaced')
