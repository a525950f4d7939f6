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
}

export function isFileSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string' && !('options' in error)
}

/** `doing` completes "Tapestry could not …", e.g. "save the image to the library folder". */
export function toFilesystemError(error: unknown, doing: string): FilesystemError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  const reason = code === undefined ? undefined : REASONS[code]
  return new FilesystemError(`Tapestry could not ${doing}${reason ? `: ${reason}` : ''}.`, { cause: error })
}
