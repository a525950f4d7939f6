// Which file a path names now, by device and inode: how a process tells that library.db (or its
// -wal) was replaced or deleted under it, for the price of one stat. A rename or a new file gives a
// new inode; Tapestry never moves an earlier library.db back, so an equal identity is the same file.
import { statSync } from 'node:fs'

export interface FileIdentity {
  dev: number
  ino: number
}

/** The file at `file` now, or null when there is none. */
export function identityOf(file: string): FileIdentity | null {
  try {
    const { dev, ino } = statSync(file)
    return { dev, ino }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

export function sameFile(a: FileIdentity | null, b: FileIdentity | null): boolean {
  return a !== null && b !== null && a.dev === b.dev && a.ino === b.ino
}
