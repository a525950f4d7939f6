// The command line's layout as help shows it: the sections of the overview, and what each group of
// commands (a first word with commands under it, `tapestry folders add`) is for.
import { FOLDER_SOURCE_IDS } from '../../sources/ids'
import { FOLDER_SOURCES } from '../../sources/registry'

export const SECTIONS: readonly { title: string; words: readonly string[] }[] = [
  { title: 'Search', words: ['wallhaven', 'unsplash', 'reddit', ...FOLDER_SOURCE_IDS] },
  { title: 'Wallpaper', words: ['set', 'next', 'previous', 'status', 'pause', 'resume'] },
  { title: 'Library', words: ['favourite', 'block', 'favourites', 'history', 'folders'] },
  { title: 'Setup', words: ['config', 'autostart', 'completion'] },
]

/** What each group is for; a first word not here is a command of its own. */
export const GROUP_SUMMARIES: Readonly<Record<string, string>> = {
  wallhaven: 'Search Wallhaven (no key needed; a key adds NSFW and your own settings).',
  unsplash: 'Search Unsplash photos, or get one at random or by id (needs an access key).',
  reddit: "List the pictures of Reddit communities (needs an app's client id).",
  ...Object.fromEntries(FOLDER_SOURCE_IDS.map((id) => [id, FOLDER_SOURCES[id].summary])),
  folders: 'Your own folders of pictures, used in searches and rotation.',
  config: 'Read and change the settings the window shows, checked the same way.',
  autostart: 'Whether Tapestry starts, hidden in the tray, when you log in.',
}

export function isGroup(word: string | undefined): boolean {
  return word !== undefined && Object.hasOwn(GROUP_SUMMARIES, word)
}
