// A sentence sent as a catalog message (ErrorText), said in one language: its values that are
// sentences themselves said first, in the same language. One function for the main process and the
// window, so a nested sentence is put together the same way on both sides.
import type { ErrorText } from '../errors'

/** Formats one message of a catalog, or says undefined when the catalog has no such key. */
export type FormatMessage = (key: string, values: Record<string, string | number>) => string | undefined

/** `text` said with `format`; undefined when any of its keys is unknown there (a newer core's), so the caller keeps the English. */
export function sayText(text: ErrorText, format: FormatMessage): string | undefined {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(text.values)) {
    if (typeof value !== 'object') {
      values[name] = value
      continue
    }
    const nested = sayText(value, format)
    if (nested === undefined) return undefined
    values[name] = nested
  }
  return format(text.key, values)
}
