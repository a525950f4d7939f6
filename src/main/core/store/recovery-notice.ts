// The one sentence a person is told at start when one of Tapestry's files was damaged: moved aside
// whole (not readable at all), or mended (only the values it could not use put back to their
// defaults). The app's notices and log and the command line's stderr say the same.
import type { FieldReset } from './repair-fields'

function described(reset: FieldReset): string {
  return `${reset.field} ${reset.leftOut ? 'was left out' : 'went back to its default'} (${reset.reason})`
}

/** `what`: the file as a person knows it ("settings file"); `keptAs`: where the file as it was is kept. */
export function recoveryNotice(what: string, keptAs: string, resets: readonly FieldReset[] = []): string {
  if (resets.length === 0) return `Tapestry found its ${what} damaged and started afresh; the old one is kept as ${keptAs}.`
  const values = resets.length === 1 ? 'a value' : `${resets.length} values`
  return `Tapestry found ${values} in its ${what} it could not use and kept everything else: ${resets.map(described).join('; ')}; the file as it was is kept as ${keptAs}.`
}
