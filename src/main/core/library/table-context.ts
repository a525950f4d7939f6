// What a table of the library is given by library.ts: the connection, the library's own way to
// read and write (each write one IMMEDIATE transaction that another process sees whole, each failure
// one plain sentence), and its clock. A table whose rows change on their own (favourites, the
// blocklist, crops, downloads, Wallhaven's records) reads and writes through it; what a set writes
// across tables (entries, history, showing, spans) runs inside the caller's transaction instead.
import type { LibraryDatabase } from './database'
import type { DoingKey } from '../errors/filesystem-error'

export interface TableContext {
  db: LibraryDatabase
  write<T>(doing: DoingKey, change: () => T): T
  read<T>(doing: DoingKey, query: () => T): T
  stamp(): string
}
