// Turns Node's file-system errors into one plain sentence. Paths are left out: they are not
// secrets, but an error sentence is shown as it is and should read the same on every machine.
import { FilesystemError } from './errors'

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission was denied',
  EPERM: 'the operation was not permitted',
  EROFS: 'the disk is read-only',
  EBUSY: 'the file is in use',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  ENOTDIR: 'a part of the folder path is not a folder',
  ENAMETOOLONG: 'the path is too long',
  EIO: 'the disk reported an input/output error',
  // better-sqlite3 carries SQLite's result codes.
  SQLITE_FULL: 'the disk is full',
  // Which file or folder cannot be written is told by library/read-only-file.ts where it can be.
  SQLITE_READONLY: 'the library database cannot be written',
  SQLITE_READONLY_DBMOVED: 'library.db was moved or replaced while Tapestry had it open',
  SQLITE_CORRUPT: 'the library database is damaged',
  SQLITE_NOTADB: 'the library database is damaged',
  SQLITE_CANTOPEN: 'the file cannot be opened',
  SQLITE_BUSY: 'another Tapestry kept it busy too long',
  SQLITE_IOERR: 'the disk reported an input/output error',
  SQLITE_PERM: 'permission was denied',
}

function reasonFor(code: string | undefined): string | undefined {
  if (code === undefined) return undefined
  // Extended SQLite codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE…) read as their primary code.
  return REASONS[code] ?? REASONS[code.split('_').slice(0, 2).join('_')]
}

export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string' && !('options' in error)
}

/** `doing` completes "Tapestry could not …", e.g. "save the image to the library folder". */
export function toFilesystemError(error: unknown, doing: string): FilesystemError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const reason = reasonFor(typeof code === 'string' ? code : undefined)
  return new FilesystemError(`Tapestry could not ${doing}${reason ? `: ${reason}` : ''}.`, { cause: error })
}
