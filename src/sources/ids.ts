// The online sources by id: the one list every schema that takes a source is built from (a card's
// source, a search's, a pool member's). A source's id is its folder's name here, and never changes:
// it is written into the library and the settings file. The order is the one lists show them in.

export const SOURCE_IDS = ['wallhaven', 'unsplash', 'reddit', 'bing', 'apod', 'wikimedia', 'artic', 'pexels'] as const
export type SourceId = (typeof SOURCE_IDS)[number]

/** Whether `id` names an online source (not 'local', 'favourites' or 'folder'). */
export function isSourceId(id: string): id is SourceId {
  return (SOURCE_IDS as readonly string[]).includes(id)
}
