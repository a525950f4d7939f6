// Settings' sections, in the order the list shows them, and which one an address opens: the
// route's `focus` names a section (`#/settings?focus=rotation`) or a setting inside one (a key's
// name, `localFolders`), as the search's "add a key" and "add a folder" links send it.
import { KEY_NAMES } from './source-keys'

export const SECTIONS = [
  { id: 'sources', label: 'Sources & keys', about: 'Where pictures come from, and the keys the online sources ask for.' },
  { id: 'rotation', label: 'Rotation', about: 'Changing the wallpaper by itself: when, and from which sources.' },
  { id: 'displays', label: 'Displays & fit', about: 'How the wallpaper is set on this desktop, and how pictures fill each display.' },
  { id: 'folders', label: 'Your folders', about: 'Your own pictures, and where downloaded ones are kept.' },
  { id: 'startup', label: 'Startup', about: 'What happens when you log in and when Tapestry starts.' },
  { id: 'notifications', label: 'Notifications & shortcuts', about: 'Being told what is showing, and keys that work from any app.' },
  { id: 'lockScreen', label: 'Lock screen', about: 'Whether the lock screen gets each new wallpaper too.' },
  { id: 'advanced', label: 'Advanced', about: 'A command to run after every change, and the log for reporting a problem.' },
] as const

export type SectionId = (typeof SECTIONS)[number]['id']

/** The section an address's `focus` opens: a section's own id, or the section holding that setting. */
export function sectionOf(focus: string | null): SectionId {
  const direct = SECTIONS.find((section) => section.id === focus)
  if (direct) return direct.id
  if (focus === 'localFolders') return 'folders'
  if (focus !== null && (KEY_NAMES as readonly string[]).includes(focus)) return 'sources'
  return 'sources'
}
