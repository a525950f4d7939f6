// Which displays the History can be narrowed to: the ones the desktop lists now, and any other the
// loaded history names (a display since unplugged). 'all' is not one: a picture set on all displays
// belongs to each display's own history.
import type { DisplayInfo, HistoryEntry } from '../../../shared/ipc'

export interface HistoryDisplayChoice {
  id: string
  label: string
}

export function historyDisplayChoices(displays: readonly DisplayInfo[], records: readonly HistoryEntry[]): HistoryDisplayChoice[] {
  const choices = new Map<string, string>()
  for (const display of displays) choices.set(display.id, display.description ? `${display.name} — ${display.description}` : display.name)
  for (const record of records) if (record.display !== 'all' && !choices.has(record.display)) choices.set(record.display, record.display)
  return [...choices].map(([id, label]) => ({ id, label }))
}
