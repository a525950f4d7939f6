// Human-readable output for the terminal. Text from the network is made safe to print first:
// control characters, escape sequences and bidirectional overrides could otherwise rewrite the
// terminal or disguise what is shown.
import type { MediaItem } from '../../shared/media'

// C0/C1 controls (ESC included), and the bidi embedding, override and isolate marks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()
}

// The same set without the newline, which separates lines of our own output.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** Last guard before text reaches the terminal: keeps our line breaks, blanks everything else unsafe. */
export function terminalSafeLines(text: string): string {
  return text.replace(UNSAFE_BUT_NEWLINE, ' ')
}

/**
 * JSON for the terminal. JSON.stringify leaves C1 controls and bidi marks raw; outside strings
 * they cannot occur, so escaping each as \uXXXX keeps the document identical once parsed.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_BUT_NEWLINE, (char) => `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`)
}

function fit(text: string, width: number): string {
  const chars = [...text]
  return chars.length <= width ? text + ' '.repeat(width - chars.length) : `${chars.slice(0, width - 1).join('')}…`
}

/** A plain table: a header row, then one row per entry, columns capped at `maxWidths`. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], maxWidths: readonly number[]): string {
  const safeRows = rows.map((row) => row.map(terminalSafe))
  const widths = headers.map((header, column) =>
    Math.min(maxWidths[column] ?? 40, Math.max(header.length, ...safeRows.map((row) => [...(row[column] ?? '')].length))),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell.slice(0, 200) : fit(cell, widths[column] ?? 10)))
      .join('  ')
      .trimEnd()
  return [line(headers), ...safeRows.map(line)].join('\n')
}

/**
 * A card's title as the table shows it: empty where it only repeats the id ("Wallpaper 94x38z", as a
 * Wallhaven search result, which has no tags yet, is named), since the ID column already says that.
 */
function tableTitle(item: Pick<MediaItem, 'id' | 'title'>): string {
  const rest = item.title.split(item.id).join('').replace(/[\s\p{P}]+/gu, ' ').trim()
  return rest === '' || /^(wallpaper|photo|picture|image|post)$/i.test(rest) ? '' : item.title
}

/** Search results and favourites: a column only where some row has something to say in it. */
export function formatMediaTable(items: readonly MediaItem[]): string {
  if (items.length === 0) return 'No results.'
  const columns = [
    { header: 'ID', width: 24, cell: (item: MediaItem) => item.id },
    { header: 'RESOLUTION', width: 11, cell: (item: MediaItem) => (item.sizeKnown ? item.resolution : '?') },
    { header: 'TYPE', width: 10, cell: (item: MediaItem) => item.mediaType + (item.nsfw ? ' nsfw' : '') },
    { header: 'AUTHOR', width: 24, cell: (item: MediaItem) => item.author?.name ?? '', optional: true },
    { header: 'TITLE', width: 60, cell: tableTitle, optional: true },
  ].filter((column) => !column.optional || items.some((item) => column.cell(item).trim() !== ''))
  return formatTable(
    columns.map((column) => column.header),
    items.map((item) => columns.map((column) => column.cell(item) || '-')),
    columns.map((column) => column.width),
  )
}

/** `key: value` lines for one record, nested objects flattened with dots. */
export function formatRecord(record: Record<string, unknown>, prefix = ''): string {
  const lines: string[] = []
  for (const [key, value] of Object.entries(record)) {
    const name = prefix + key
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const nested = formatRecord(value as Record<string, unknown>, `${name}.`)
      if (nested) lines.push(nested)
    } else if (Array.isArray(value)) {
      const shown = value.map((entry) => (entry !== null && typeof entry === 'object' ? Object.values(entry).join(' ') : String(entry)))
      lines.push(`${name}: ${terminalSafe(shown.join(', '))}`)
    } else if (value !== null && value !== undefined) {
      lines.push(`${name}: ${terminalSafe(String(value))}`)
    }
  }
  return lines.join('\n')
}
