// Why the library cannot be written, in the words that point at the fix. SQLite says only
// "readonly"; the folder (a read-only disk, a folder without write permission) and the files
// themselves (library.db or its -wal or -shm made read-only) each say whether it is them.
import { accessSync, constants } from 'node:fs'
import path from 'node:path'
import { FilesystemError } from '../errors/errors'
import { toFilesystemError, type Doing } from '../errors/filesystem-error'
import { sentence } from '../i18n/sentence'

function writable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK)
    return true
  } catch (error) {
    // Not there is not read-only: SQLite makes the -wal and -shm when it needs them.
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
  }
}

/**
 * The sentence for `error`, a failure to `doing` ("open the library database", "save the
 * favourite") of the library database `file`: the folder's reason, the file's, or SQLite's own.
 */
export function libraryFileError(error: unknown, doing: Doing, file: string): FilesystemError {
  try {
    accessSync(path.dirname(file), constants.W_OK)
  } catch (folderError) {
    return toFilesystemError(folderError, doing)
  }
  const readOnly = ['', '-wal', '-shm'].map((suffix) => file + suffix).find((candidate) => !writable(candidate))
  if (readOnly) return new FilesystemError(...sentence('core.file.readOnlyFile', { doing: doing, file: path.basename(readOnly) }, { cause: error }))
  return toFilesystemError(error, doing)
}
