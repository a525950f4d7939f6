// Whether this process may move library.db aside: only when no other connection has it open. The
// lock is SQLite's own. In WAL mode every connection holds a SHARED lock on the database file from
// its first read until it closes (checked with the real SQLite: a second process's exclusive
// attempt is refused for as long as the app is open, even idle). A connection in EXCLUSIVE locking
// mode gets the EXCLUSIVE lock only when no other connection holds one, and then keeps it until it
// closes, so nobody can open the file in between: a process that tries waits on its busy timeout.
// A lock file of our own could not do this: Node has no shared/exclusive file locks, and a
// mkdir-style lock would have to be held by every process for as long as it has the library open.
import Database from 'better-sqlite3'

type LibraryDatabase = Database.Database

/** How long to wait for a process that is just closing it (a finishing `tapestry` command). */
const WAIT_FOR_OTHERS_MS = 250

export type ExclusiveHold = { held: LibraryDatabase } | { others: true } | { unreadable: unknown }

/**
 * Opens `file` holding SQLite's EXCLUSIVE lock; `others` when another connection has it open, and
 * `unreadable` when SQLite cannot read it far enough to lock it (not a database: nobody else can
 * use it either).
 */
export function holdExclusively(file: string): ExclusiveHold {
  const db = new Database(file, { timeout: WAIT_FOR_OTHERS_MS })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    // A write transaction takes the lock (EXCLUSIVE locking mode keeps it after COMMIT); it writes nothing.
    db.exec('BEGIN EXCLUSIVE')
    db.exec('COMMIT')
    return { held: db }
  } catch (error) {
    db.close()
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'string') throw error
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { others: true }
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) return { unreadable: error }
    // A disk error or a permission is no reason to move anything: the caller says it.
    throw error
  }
}
