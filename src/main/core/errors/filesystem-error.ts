// Turns Node's file-system errors into one plain sentence. Paths are left out: they are not
// secrets, but an error sentence is shown as it is and should read the same on every machine.
// The sentence is a catalog message (messages/core/), its reason and what Tapestry was doing each
// one too, so the window says the whole of it in the person's language.
import type { MessageKey } from '../../../shared/i18n/catalog'
import { said, sentence, type Said } from '../i18n/sentence'
import { FilesystemError } from './errors'

const REASONS: Record<string, MessageKey> = {
  ENOSPC: 'core.file.reason.diskFull',
  EDQUOT: 'core.file.reason.quotaUsedUp',
  EACCES: 'core.file.reason.permissionDenied',
  EPERM: 'core.file.reason.notPermitted',
  EROFS: 'core.file.reason.readOnlyDisk',
  EBUSY: 'core.file.reason.inUse',
  EMFILE: 'core.file.reason.tooManyOpen',
  ENFILE: 'core.file.reason.tooManyOpen',
  ENOTDIR: 'core.file.reason.notAFolder',
  ENAMETOOLONG: 'core.file.reason.pathTooLong',
  EIO: 'core.file.reason.inputOutput',
  // better-sqlite3 carries SQLite's result codes.
  SQLITE_FULL: 'core.file.reason.diskFull',
  // Which file or folder cannot be written is told by library/read-only-file.ts where it can be.
  SQLITE_READONLY: 'core.file.reason.databaseReadOnly',
  SQLITE_READONLY_DBMOVED: 'core.file.reason.databaseMoved',
  SQLITE_CORRUPT: 'core.file.reason.databaseDamaged',
  SQLITE_NOTADB: 'core.file.reason.databaseDamaged',
  SQLITE_CANTOPEN: 'core.file.reason.cannotOpen',
  SQLITE_BUSY: 'core.file.reason.keptBusy',
  SQLITE_IOERR: 'core.file.reason.inputOutput',
  SQLITE_PERM: 'core.file.reason.permissionDenied',
}

function reasonFor(code: string | undefined): MessageKey | undefined {
  if (code === undefined) return undefined
  // Extended SQLite codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE…) read as their primary code.
  return REASONS[code] ?? REASONS[code.split('_').slice(0, 2).join('_')]
}

export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string' && !('options' in error)
}

/** What Tapestry was doing, as it completes "Tapestry could not …": a catalog phrase, `said('core.file.doing.saveImage')`. */
export type Doing = Said

/** A phrase of what Tapestry was doing, by its key: said only when something fails (the library's reads are many). */
export type DoingKey = Extract<MessageKey, `core.file.doing.${string}`>

/** `doing` completes "Tapestry could not …", e.g. "save the image in the library folder". */
export function toFilesystemError(error: unknown, doing: Doing): FilesystemError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const reason = reasonFor(typeof code === 'string' ? code : undefined)
  if (reason === undefined) return new FilesystemError(...sentence('core.file.couldNot', { doing: doing }, { cause: error }))
  return new FilesystemError(...sentence('core.file.couldNotBecause', { doing: doing, reason: said(reason) }, { cause: error }))
}
