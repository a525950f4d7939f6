// The command line's layout as help shows it: the sections of the overview, and what each group of
// commands (a first word with commands under it, `tapestry folders add`) is for.
import { SOURCE_IDS } from '../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../sources/registry'

export const SECTIONS: readonly { title: string; words: readonly string[] }[] = [
  { title: 'Search', words: SOURCE_IDS },
  { title: 'Wallpaper', words: ['set', 'next', 'previous', 'status', 'pause', 'resume'] },
  { title: 'Library', words: ['favourite', 'block', 'favourites', 'history', 'folders'] },
  { title: 'Setup', words: ['config', 'autostart', 'completion'] },
]

/** What each group is for; a first word not here is a command of its own. */
export const GROUP_SUMMARIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SOURCE_IDS.map((id) => [id, SOURCE_DEFINITIONS[id].commandSummary ?? SOURCE_DEFINITIONS[id].summary])),
  folders: 'Your own folders of pictures, used in searches and rotation.',
  config: 'Read and change the settings the window shows, checked the same way.',
  autostart: 'Whether Tapestry starts, hidden in the tray, when you log in.',
}

export function isGroup(word: string | undefined): boolean {
  return word !== undefined && Object.hasOwn(GROUP_SUMMARIES, word)
}
