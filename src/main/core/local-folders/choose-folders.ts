// "Choose folders…" in Settings: the system's picker (the app's, Electron's dialog) names folders,
// each is added as a typed path would be (checked on disk, indexed in the background). Where there
// is no picker (the browser harness, which cannot see the person's disk as a path), the answer is a
// plain sentence, and Settings offers the path field instead.
import { FolderPathSchema, type LocalFolderStatus } from '../../../shared/local-folders'
import { parseOrThrow } from '../../../shared/validation'
import { FilesystemError } from '../errors/errors'
import { sentence } from '../i18n/sentence'
import type { LocalFolders } from './local-folders'

export async function chooseAndAddFolders(folders: Pick<LocalFolders, 'add' | 'list'>, choose: (() => Promise<string[]>) | undefined): Promise<{ chosen: string[]; folders: LocalFolderStatus[] }> {
  if (!choose) throw new FilesystemError(...sentence('system.folders.noPicker'))
  // Checked as a typed path is: the picker is the system's, but its answer still crosses into the core.
  const chosen = (await choose()).map((folder) => parseOrThrow(FolderPathSchema, folder))
  let listed: LocalFolderStatus[] | null = null
  // One at a time, as typed paths are: a folder that cannot be added stops there, with its reason,
  // and those added before it stay added.
  for (const folder of chosen) listed = await folders.add(folder)
  return { chosen, folders: listed ?? (await folders.list()) }
}
