// The person's own folders of pictures: listed, added (typed or chosen in the system's picker), removed.
import { chooseAndAddFolders } from '../local-folders/choose-folders'
import type { LocalFolders } from '../local-folders/local-folders'
import type { HandlerGroup } from './handler-group'

export interface FoldersOperationParts {
  localFolders: LocalFolders
  /** The system's folder picker, answering the folders chosen; none: cancelled. */
  chooseFolders: (() => Promise<string[]>) | undefined
}

export function foldersOperations(parts: FoldersOperationParts): HandlerGroup<'folders.list' | 'folders.add' | 'folders.remove' | 'folders.choose'> {
  const { localFolders } = parts
  return {
    'folders.list': () => localFolders.list(),
    'folders.add': ({ path }) => localFolders.add(path),
    'folders.remove': ({ path }) => localFolders.remove(path),
    'folders.choose': () => chooseAndAddFolders(localFolders, parts.chooseFolders),
  }
}
