// The library's SQLite database (library.db in the data folder), through better-sqlite3. WAL mode
// and a busy timeout let the app and any number of `tapestry` processes read and write at once;
// every change is a transaction; the schema and its migrations are in schema.ts.
//
// Opening is where what others did to the file is found. A library from a newer Tapestry is refused
// before anything is written. A file that fails SQLite's own check is rebuilt from what can still
// be read (repair.ts), but only by a process that has it to itself: while another Tapestry has it
// open (the app), the file is used as it is and left for later, because moving it aside would leave
// the app writing, and acknowledging, into a file that is no longer the library. And the file opened
// is checked to still be library.db once SQLite's lock is held, since a repair in another process may
// have replaced it while this one waited.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { FilesystemError, TapestryError } from '../errors/errors'
import { said, type Said } from '../i18n/sentence'
import { createIfMissing, isEmptied } from './database-file'
import { waitForDeletedLog } from './deleted-log'
import { identityOf, sameFile, type FileIdentity } from './file-identity'
import {
  damagedAndHeldSentence,
  emptiedNotice,
  heldElsewhereNotice,
  keptBeingReplacedSentence,
  movedAsideNotice,
  newerSchemaSentence,
  rebuiltNotice,
} from './library-notices'
import { libraryFileError } from './read-only-file'
import { repairDamagedLibrary } from './repair'
import { SCHEMA_VERSION, migrate } from './schema'

export { SCHEMA_VERSION } from './schema'

export type LibraryDatabase = Database.Database

export const DATABASE_FILE = 'library.db'

/** How long a write waits for another process's write to finish before it gives up. */
const BUSY_TIMEOUT_MS = 10_000
/** Opens that may find the file replaced while they waited (each by a repair elsewhere): more is something else. */
const MAX_ATTEMPTS = 5

export interface OpenLibraryDatabaseOptions {
  dataDir: string
  /** Runs inside the migration's transaction when the schema is created or upgraded (the library.json import). */
  afterMigrating?: (db: LibraryDatabase, fromVersion: number) => void
  /** Told where a damaged database was moved to. */
  onRecovered?: (movedTo: string) => void
  /** Told what a person should know about the file: found damaged (and what was lost), emptied, left for later. */
  notice?: (sentence: Said) => void
}

export interface OpenedLibraryDatabase {
  db: LibraryDatabase
  /** The file this connection has open: library.db is that file while their identities agree. */
  identity: FileIdentity
}

/** SQLite's answers for a file that is not a database or is damaged. */
function isDamaged(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_NOTADB' || (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT'))
}

type Attempt = OpenedLibraryDatabase | 'replaced' | 'damaged'

function openOnce(file: string, options: OpenLibraryDatabaseOptions, check: boolean): Attempt {
  const before = identityOf(file)
  const db = new Database(file, { timeout: BUSY_TIMEOUT_MS })
  try {
    // The first read. From here this connection holds SQLite's shared lock (WAL mode keeps it while
    // open), so no repair elsewhere can replace the file now; if one did while this waited for the
    // lock, library.db names another file than `before`.
    const version = db.pragma('user_version', { simple: true }) as number
    if (before === null || !sameFile(before, identityOf(file))) {
      db.close()
      return 'replaced'
    }
    // Before anything that could write: a later Tapestry's library is not ours to change.
    if (version > SCHEMA_VERSION) throw new FilesystemError(...newerSchemaSentence(version, SCHEMA_VERSION))
    db.pragma('journal_mode = WAL')
    // FULL: a change the person saw saved survives a power cut too.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    if (check && db.pragma('quick_check', { simple: true }) !== 'ok') {
      db.close()
      return 'damaged'
    }
    migrate(db, options.afterMigrating ? { afterMigrating: options.afterMigrating } : {})
    return { db, identity: before }
  } catch (error) {
    if (db.open) db.close()
    if (isDamaged(error)) return 'damaged'
    throw error
  }
}

function openFile(file: string, options: OpenLibraryDatabaseOptions, rebuildingLog: boolean): OpenedLibraryDatabase {
  /** Whether SQLite's check runs: not on a damaged file another Tapestry has open (it is used as it is). */
  let check = true
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (!rebuildingLog) waitForDeletedLog(file)
    const emptied = !createIfMissing(file) && isEmptied(file)
    const opened = openOnce(file, options, check)
    if (opened === 'replaced') {
      // Another file now: it is checked afresh.
      check = true
      continue
    }
    if (opened === 'damaged') {
      if (!check) throw new FilesystemError(...damagedAndHeldSentence())
      const repair = repairDamagedLibrary(file)
      if (repair.kind === 'held elsewhere') {
        options.notice?.(heldElsewhereNotice())
        check = false
        continue
      }
      options.onRecovered?.(repair.movedTo)
      options.notice?.(repair.kind === 'rebuilt' ? rebuiltNotice(repair.recovered, repair.movedTo) : movedAsideNotice(repair.movedTo))
      continue
    }
    if (emptied) options.notice?.(emptiedNotice())
    return opened
  }
  throw new FilesystemError(...keptBeingReplacedSentence())
}

/**
 * `rebuildingLog`: this process is the one that still has the library open after its -wal was
 * deleted, and opens it again to make a new one (live-database.ts); it does not wait for itself.
 */
export function openLibraryConnection(options: OpenLibraryDatabaseOptions, rebuildingLog = false): OpenedLibraryDatabase {
  const file = path.join(options.dataDir, DATABASE_FILE)
  try {
    mkdirSync(options.dataDir, { recursive: true })
    return openFile(file, options, rebuildingLog)
  } catch (error) {
    if (error instanceof TapestryError) throw error
    // SQLite only says it cannot open or write the file; the folder and the file say why.
    throw libraryFileError(error, said('core.file.doing.openDatabase'), file)
  }
}
