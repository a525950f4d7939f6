// Settings' sections, in the order the list shows them, and which one an address opens: the
// route's `focus` names a section (`#/settings?focus=rotation`) or a setting inside one (a key's
// name, `localFolders`), as the search's "add a key" and "add a folder" links send it.
import { KEY_NAMES } from './source-keys'

export const SECTIONS = [
  // label and about: keys of the window's catalog (src/renderer/src/i18n/messages).
  { id: 'sources', label: 'settings.section.sources', about: 'settings.section.sources.about' },
  { id: 'rotation', label: 'settings.section.rotation', about: 'settings.section.rotation.about' },
  { id: 'displays', label: 'settings.section.displays', about: 'settings.section.displays.about' },
  { id: 'folders', label: 'settings.section.folders', about: 'settings.section.folders.about' },
  { id: 'startup', label: 'settings.section.startup', about: 'settings.section.startup.about' },
  { id: 'notifications', label: 'settings.section.notifications', about: 'settings.section.notifications.about' },
  { id: 'lockScreen', label: 'settings.section.lockScreen', about: 'settings.section.lockScreen.about' },
  { id: 'advanced', label: 'settings.section.advanced', about: 'settings.section.advanced.about' },
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
