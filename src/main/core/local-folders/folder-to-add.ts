// Whether a folder the person asks to add can be: it must be there, be a folder, be readable, and
// not overlap one already added (a picture would then belong to two folders, and removing one
// would take the other's pictures with it). Its path is kept as given, resolved and without a
// trailing separator: a link stays a link, so a disk mounted elsewhere later is still found. The
// overlap is judged where the folders really are too: a link to an added folder (or into one)
// would index the same files a second time.
import { opendir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { ValidationError } from '../../../shared/errors'
import { FolderPathSchema } from '../../../shared/local-folders'
import { parseOrThrow } from '../../../shared/validation'
import { fieldIssue, said, type Said } from '../i18n/sentence'

/** `/a/b/` → `/a/b`; a root stays a root. */
export function normalFolder(folder: string): string {
  const resolved = path.resolve(folder)
  return resolved.length > path.parse(resolved).root.length ? resolved.replace(/[\\/]+$/, '') : resolved
}

export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/** The folder as it will be kept; throws a ValidationError on `path` saying what is wrong. */
export async function checkFolderToAdd(input: string, existing: readonly string[]): Promise<string> {
  const refuse = (why: Said) => new ValidationError([fieldIssue('path', why)])
  const folder = normalFolder(parseOrThrow(FolderPathSchema, input))
  if (existing.includes(folder)) return folder
  const info = await stat(folder).catch((error: NodeJS.ErrnoException) => error)
  if (info instanceof Error) throw refuse(said(info.code === 'ENOENT' ? 'fields.folder.missing' : 'fields.folder.unreadable'))
  if (!info.isDirectory()) throw refuse(said('fields.folder.notAFolder'))
  try {
    await (await opendir(folder)).close()
  } catch {
    throw refuse(said('fields.folder.unreadable'))
  }
  const outer = existing.find((added) => isInside(folder, added))
  if (outer !== undefined) throw refuse(said('fields.folder.inside', { folder: outer }))
  const inner = existing.find((added) => isInside(added, folder))
  if (inner !== undefined) throw refuse(said('fields.folder.contains', { folder: inner }))
  const real = await realpath(folder)
  // An added folder that cannot be reached now (an unplugged disk) is compared as it is written.
  const reals = await Promise.all(existing.map((added) => realpath(added).catch(() => added)))
  const same = existing.find((_added, index) => reals[index] === real)
  if (same !== undefined) throw refuse(said('fields.folder.same', { folder: same }))
  const realOuter = existing.find((_added, index) => isInside(real, reals[index] as string))
  if (realOuter !== undefined) throw refuse(said('fields.folder.reallyInside', { folder: realOuter }))
  const realInner = existing.find((_added, index) => isInside(reals[index] as string, real))
  if (realInner !== undefined) throw refuse(said('fields.folder.reallyContains', { folder: realInner }))
  return folder
}
