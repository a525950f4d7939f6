// library.db comes into being whole: made under a name of its own and hard-linked into place, so a
// library.db of 0 bytes is never one Tapestry is making (SQLite would otherwise create it empty and
// write its first page a moment later, and a second process starting then could not tell a new
// library from one that was emptied). A 0-byte library.db is then one that lost what it held (a
// crash on a disk that did not keep it, a bad copy), and the person is told.
import { randomUUID } from 'node:crypto'
import { existsSync, linkSync, rmSync, statSync } from 'node:fs'
import Database from 'better-sqlite3'

function sizeOf(file: string): number | null {
  try {
    return statSync(file).size
  } catch {
    return null
  }
}

/** Makes an empty library.db (in WAL mode, no schema yet) where there is none; answers whether it did. */
export function createIfMissing(file: string): boolean {
  if (existsSync(file)) return false
  const made = `${file}.new-${process.pid}-${randomUUID().slice(0, 8)}`
  try {
    const db = new Database(made)
    db.pragma('journal_mode = WAL')
    db.close()
    try {
      linkSync(made, file)
      return true
    } catch {
      // Another process made it first; or links are not supported here, and SQLite makes it on open.
      return false
    }
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(made + suffix, { force: true })
  }
}

/** library.db is there with 0 bytes and no log that SQLite could rebuild it from. */
export function isEmptied(file: string): boolean {
  return sizeOf(file) === 0 && !((sizeOf(`${file}-wal`) ?? 0) > 0)
}
