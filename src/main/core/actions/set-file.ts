// `tapestry set --file`: a picture of the person's own set where it lies, after checking it is one
// (local-image.ts) and that the display can have it; said of the file in plain words ("The file
// /home/me/x.jpg does not exist.") rather than as a field.
import { stat } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import { ValidationError } from '../../../shared/errors'
import type { PictureSetter } from './picture-setter'
import { checkLocalImage } from './local-image'
import { resolveDisplay } from '../displays/resolve-display'

export interface SetFileResult {
  file: string
  display: string
  /** The backend that set it, by id. */
  backend: string
}

async function checkedFile(path: string): Promise<string> {
  // The core's sentences may already begin with the path: it is said once.
  const refuse = (message: string) => new ValidationError([{ field: '', message: `The file ${path} ${message.startsWith(path) ? message.slice(path.length).trimStart() : message}.` }])
  const missing = await stat(path).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT' || error.code === 'ENOTDIR',
  )
  if (missing) throw refuse('does not exist')
  try {
    return await checkLocalImage(path, '/')
  } catch (error) {
    if (!(error instanceof ValidationError) || !error.issues.every((issue) => issue.field === 'file')) throw error
    throw refuse(error.issues.map((issue) => issue.message).join('; '))
  }
}

/** `file` is absolute (the command line resolves it against its working folder). */
export async function setFile(wallpaper: () => Promise<PictureSetter>, file: string, display: string): Promise<SetFileResult> {
  if (!isAbsolute(file)) throw new ValidationError([{ field: 'file', message: 'must be an absolute path' }])
  const path = await checkedFile(file)
  const target = await resolveDisplay(wallpaper, { display, sets: true, pastNames: false })
  const setter = await wallpaper()
  await setter.set(path, { display: target })
  return { file: path, display: target, backend: setter.backend.id }
}
