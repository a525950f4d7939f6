// The one sentence a person is told at start when one of Tapestry's files was damaged: moved aside
// whole (not readable at all), or mended (only the values it could not use put back to their
// defaults). The app's notices (in the window's language) and log and the command line's stderr
// say the same.
import { said, saidInList, type Said } from '../i18n/sentence'
import type { FieldReset } from './repair-fields'

/** The files a person is told about, by what the store calls them. */
export type RecoveredFile = 'settings file' | 'key file' | 'rotation schedule'

const FILES: Readonly<Record<RecoveredFile, string>> = { 'settings file': 'settings', 'key file': 'keys', 'rotation schedule': 'schedule' }

function described(reset: FieldReset): Said {
  const values = { field: reset.field, reason: reset.reason }
  return reset.leftOut ? said('status.notice.valueLeftOut', values) : said('status.notice.valueReset', values)
}

/** `what`: the file as a person knows it; `keptAs`: where the file as it was is kept. */
export function recoveryNotice(what: RecoveredFile, keptAs: string, resets: readonly FieldReset[] = []): Said {
  const file = FILES[what]
  if (resets.length === 0) return said('status.notice.fileDamaged', { file, keptAs })
  return said('status.notice.fileMended', { file, count: resets.length, resets: saidInList(resets.map(described), 'semicolons') ?? '', keptAs })
}
