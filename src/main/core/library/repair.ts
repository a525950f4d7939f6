// A damaged library.db rebuilt from what can still be read, by the one process that has it to itself
// (exclusive-hold.ts): the readable rows are copied into a new file made beside it, the damaged file
// and its -wal and -shm are moved aside together (never deleted), and the new file takes its name
// in one rename. Whoever opens library.db meanwhile waits on SQLite's lock, and then finds that the
// file it opened is no longer library.db (database.ts compares inodes) and opens the new one. The
// damaged connection is closed last: SQLite sees its file has moved and neither checkpoints into it
// nor deletes a -wal or -shm by name, which now belong to the new library.
import { existsSync, linkSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { holdExclusively } from './exclusive-hold'
import { copyReadableRows, type TableRecovery } from './recover-rows'
import { migrate } from './schema'

type LibraryDatabase = Database.Database

export type Repair =
  /** Another process has it open: left as it is, for a process that opens it alone. */
  | { kind: 'held elsewhere' }
  /** Not a database at all (nothing in it can be read, by anyone): moved aside; a new library starts empty. */
  | { kind: 'moved aside'; movedTo: string }
  | { kind: 'rebuilt'; movedTo: string; recovered: Record<string, TableRecovery> }

function timestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-')
}

function removeWithCompanions(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true })
}

/**
 * Moves library.db and its -wal and -shm aside together and, with `replacement`, puts that file in
 * its place. The database is hard-linked to its new name first, so there is never a moment without
 * a library.db for another process to create afresh; where links are not supported, it is renamed.
 */
function moveAside(file: string, replacement?: string): string {
  const stem = path.join(path.dirname(file), `library.corrupt-${timestamp(new Date())}`)
  let target = `${stem}.db`
  for (let attempt = 1; existsSync(target); attempt += 1) target = `${stem}-${attempt}.db`
  let linked = false
  try {
    linkSync(file, target)
    linked = true
  } catch {
    renameSync(file, target)
  }
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
  }
  if (replacement) renameSync(replacement, file)
  else if (linked) rmSync(file)
  return target
}

/** The new library, made beside the old one at its schema version, holding what could be read. */
function rebuild(damaged: LibraryDatabase, file: string): { fresh: string; recovered: Record<string, TableRecovery> } {
  const fresh = path.join(path.dirname(file), `library.rebuilding-${process.pid}-${Date.now()}.db`)
  const db = new Database(fresh)
  try {
    db.pragma('synchronous = FULL')
    migrate(db, { upTo: damaged.pragma('user_version', { simple: true }) as number })
    const recovered = copyReadableRows(damaged, db)
    // Made in WAL mode now, so nobody has to take a lock to switch it when it is in place.
    db.pragma('journal_mode = WAL')
    db.close()
    return { fresh, recovered }
  } catch (error) {
    if (db.open) db.close()
    removeWithCompanions(fresh)
    throw error
  }
}

export function repairDamagedLibrary(file: string): Repair {
  const hold = holdExclusively(file)
  if ('others' in hold) return { kind: 'held elsewhere' }
  if ('unreadable' in hold) return { kind: 'moved aside', movedTo: moveAside(file) }
  try {
    // A file that cannot be rebuilt (a full disk) stays where it is, damaged but whole: the error says why.
    const { fresh, recovered } = rebuild(hold.held, file)
    return { kind: 'rebuilt', movedTo: moveAside(file, fresh), recovered }
  } finally {
    hold.held.close()
  }
}
