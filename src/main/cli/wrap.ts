// Help text laid out for the terminal it is printed on: paragraphs wrapped at word boundaries, and
// two-column lists (an option and what it does) whose second column wraps under itself, so no line
// is ever wider than the terminal.

/** The width help is laid out for: the terminal's, or 80 when stdout is not a terminal (a pipe, a file). */
export function helpWidth(columns: number | undefined): number {
  // Narrower than this, a two-column list has no room for its second column.
  return columns !== undefined && Number.isInteger(columns) && columns > 0 ? Math.max(columns, 40) : 80
}

/** The length a terminal shows: one cell a character (the help is our own text, without wide characters). */
function cells(text: string): number {
  return [...text].length
}

/**
 * A word wider than the room it has is cut into pieces that fit, rather than running past the edge:
 * after a | or , where it has them (a list of values), else anywhere.
 */
function pieces(word: string, room: number): string[] {
  if (cells(word) <= room) return [word]
  const out: string[] = []
  let piece = ''
  for (const part of word.split(/(?<=[|,])/)) {
    if (piece !== '' && cells(piece) + cells(part) > room) {
      out.push(piece)
      piece = ''
    }
    piece += part
    while (cells(piece) > room) {
      const chars = [...piece]
      out.push(chars.slice(0, room).join(''))
      piece = chars.slice(room).join('')
    }
  }
  if (piece !== '') out.push(piece)
  return out
}

/** `text` in lines of at most `width` cells, every line after the first starting with `indent` spaces. */
export function wrapText(text: string, width: number, indent = 0, firstIndent = indent): string[] {
  const lines: string[] = []
  let line = ' '.repeat(firstIndent)
  let empty = true
  const room = () => width - (lines.length === 0 ? firstIndent : indent)
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    for (const piece of pieces(word, Math.max(1, room()))) {
      if (!empty && cells(line) + 1 + cells(piece) > width) {
        lines.push(line)
        line = ' '.repeat(indent)
        empty = true
      }
      line += empty ? piece : ` ${piece}`
      empty = false
    }
  }
  lines.push(line)
  return lines.map((each) => each.trimEnd())
}

/**
 * Rows of `left  right`, the right column starting where the widest left ends (at most about a
 * third of the width); a left too wide for it gets its own line, with the right below it.
 */
export function twoColumns(rows: readonly (readonly [string, string])[], width: number, indent = 2, lefts: readonly string[] = rows.map(([left]) => left)): string[] {
  // `lefts`: every left of the lists that should line up with this one (an overview's sections).
  const widest = Math.max(0, ...lefts.map(cells))
  const column = indent + Math.min(widest, Math.floor(width / 3)) + 2
  const lines: string[] = []
  for (const [left, right] of rows) {
    const fits = cells(left) + indent + 2 <= column
    if (!fits) lines.push(...wrapText(left, width, indent + 4, indent))
    const head = fits ? `${' '.repeat(indent)}${left}`.padEnd(column) : ' '.repeat(column)
    const wrapped = wrapText(right, width, column, column)
    lines.push(`${head}${(wrapped[0] ?? '').slice(column)}`.trimEnd(), ...wrapped.slice(1))
  }
  return lines
}
