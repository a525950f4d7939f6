// The library folder's files as the tables name them: by file name, always inside the folder.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { ValidationError } from '../../../shared/errors'
import { LIBRARY_FILE_NAME, resolveInside } from '../downloads/file-name'

/** The name of a file the downloader put in the library folder; anything else is refused. */
export function fileNameInFolder(libraryDir: string, file: { path: string }): string {
  const fileName = path.basename(file.path)
  if (!LIBRARY_FILE_NAME.test(fileName) || resolveInside(libraryDir, fileName) !== path.resolve(file.path)) {
    throw new ValidationError([{ field: 'path', message: 'must be a file the downloader put in the library folder' }])
  }
  return fileName
}

/** Deletes a library file; false when it could not be deleted (then its row stays). */
export function deleteFromFolder(libraryDir: string, fileName: string): boolean {
  try {
    rmSync(resolveInside(libraryDir, fileName), { force: true })
    return true
  } catch {
    return false
  }
}

export function wholeBytes(bytes: number, field: string): number {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new ValidationError([{ field, message: 'must be a whole number of bytes' }])
  return bytes
}
