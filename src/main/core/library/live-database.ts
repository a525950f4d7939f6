// The connection a running process keeps to library.db, followed when the files under it change.
// Before each write, and at each poll of the app's outside changes, two stats compare library.db
// and its -wal with the files this connection has open:
// - library.db replaced (moved aside by an older Tapestry, or by hand): a write would go
//   into a file that is no longer the library, acknowledged and then lost. The library as it is now
//   is opened instead; the old connection closes without touching anything by name (SQLite sees
//   its file has moved, and neither checkpoints nor deletes the -wal or -shm it was opened with).
// - library.db-wal deleted (or replaced): what it held is only in this process's open file, and
//   other processes cannot read the library (deleted-log.ts). A full checkpoint copies it into
//   library.db, then a new connection starts a new log where everyone finds it.
import path from 'node:path'
import { DATABASE_FILE, openLibraryConnection, type LibraryDatabase, type OpenLibraryDatabaseOptions, type OpenedLibraryDatabase } from './database'
import { identityOf, sameFile, type FileIdentity } from './file-identity'
import { followingConnection } from './following-connection'

export interface LiveDatabase {
  /** The library's connection, whichever file it has open now. */
  readonly db: LibraryDatabase
  /** Reopens when library.db or its -wal is no longer the file this connection has open; answers whether it did. */
  follow(): boolean
  close(): void
}

export function openLiveDatabase(options: OpenLibraryDatabaseOptions): LiveDatabase {
  const file = path.join(options.dataDir, DATABASE_FILE)
  let opened: OpenedLibraryDatabase = openLibraryConnection(options)
  let log: FileIdentity | null = identityOf(`${file}-wal`)
  /** Counts reopens: statements prepared on `db` are prepared again on the new connection (following-connection.ts). */
  let generation = 0

  function reopen(rebuildingLog: boolean): void {
    // The new one first: if it cannot be opened, this one stays, and the next write or poll tries
    // again. After a deleted log it is opened while this one still holds the shared index, which
    // the checkpoint left empty: it makes the new -wal, and nothing in the index points elsewhere.
    const next = openLibraryConnection(options, rebuildingLog)
    opened.db.close()
    opened = next
    log = identityOf(`${file}-wal`)
    generation += 1
  }

  const db = followingConnection(() => opened.db, () => generation)

  return {
    db,
    follow() {
      // Never in the middle of a transaction: its statements belong to this connection.
      if (!opened.db.open || opened.db.inTransaction) return false
      if (!sameFile(identityOf(file), opened.identity)) {
        reopen(false)
        return true
      }
      const logNow = identityOf(`${file}-wal`)
      if (log === null) log = logNow
      else if (!sameFile(logNow, log)) {
        // TRUNCATE waits (busy timeout) for readers of the old log; one still reading means: next time.
        const [result] = opened.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[]
        if (result?.busy !== 0) return false
        reopen(true)
        return true
      }
      return false
    },
    close() {
      if (opened.db.open) opened.db.close()
    },
  }
}
