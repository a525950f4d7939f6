// Spanning images (table spans): one picture for all displays made of each display's own, for
// desktops that take one picture. Each is a file in the library folder counted by the quota, and
// the next one replaces it. What each display shows is recorded by the pictures it is made of.
import type { LibraryDatabase } from './database'

export interface Spans {
  put(fileName: string, bytes: number, at: string): void
  delete(fileName: string): void
  /** The file names of every spanning image but `keep`. */
  others(keep: string): string[]
}

export function createSpans(db: LibraryDatabase): Spans {
  const statements = {
    insert: db.prepare<[string, number, string]>('INSERT OR REPLACE INTO spans (file_name, bytes, created_at) VALUES (?, ?, ?)'),
    delete: db.prepare<[string]>('DELETE FROM spans WHERE file_name = ?'),
    others: db.prepare<[string], { file_name: string }>('SELECT file_name FROM spans WHERE file_name != ?'),
  }
  return {
    put(fileName, bytes, at) {
      statements.insert.run(fileName, bytes, at)
    },
    delete(fileName) {
      statements.delete.run(fileName)
    },
    others: (keep) => statements.others.all(keep).map((row) => row.file_name),
  }
}
