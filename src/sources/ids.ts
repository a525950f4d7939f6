// The online sources by id: the one list every schema that takes a source is built from (a card's
// source, a search's, a pool member's). A source's id is its folder's name here, and never changes:
// it is written into the library and the settings file.

/** The sources that live each in one folder here (definition, client, command, fake), read through the registries. */
export const FOLDER_SOURCE_IDS = ['bing', 'apod', 'wikimedia', 'artic', 'pexels'] as const
export type FolderSourceId = (typeof FOLDER_SOURCE_IDS)[number]

/** The first three sources, still spread over shared/, core/, cli/ and the window (docs/sources.md says where). */
export const BUILT_IN_SOURCE_IDS = ['wallhaven', 'unsplash', 'reddit'] as const

export const SOURCE_IDS = [...BUILT_IN_SOURCE_IDS, ...FOLDER_SOURCE_IDS] as const
export type SourceId = (typeof SOURCE_IDS)[number]

export function isFolderSource(id: string): id is FolderSourceId {
  return (FOLDER_SOURCE_IDS as readonly string[]).includes(id)
}
