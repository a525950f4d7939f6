// Justified rows, as image sites lay out pictures of mixed shapes: each row is filled edge to edge
// by scaling its images to one common height near the target, using the width and height every
// card carries. Rows are made greedily from the first card, so appending a page changes only the
// last (unfinished) row and the grid does not jump while scrolling.

export interface JustifyOptions {
  /** Inner width of the grid in CSS pixels. */
  width: number
  targetHeight: number
  gap: number
}

export interface JustifiedRow {
  /** Index of the row's first card. */
  start: number
  /** Each card's width, in card order; they and the gaps add up to the grid's width (full rows). */
  widths: number[]
  height: number
}

/** Panoramas and tall strips would take a row alone or be slivers: their share is capped. */
const MIN_RATIO = 0.4
const MAX_RATIO = 3.5

function clampRatio(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio <= 0) return 1
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, ratio))
}

function sized(start: number, ratios: readonly number[], height: number, width: number | null, gap: number): JustifiedRow {
  const widths = ratios.map((ratio) => Math.max(1, Math.floor(ratio * height)))
  if (width !== null) {
    // Rounding down leaves a few pixels: the last card takes them so the row ends flush.
    const used = widths.reduce((sum, value) => sum + value, 0) + gap * (widths.length - 1)
    widths[widths.length - 1] = Math.max(1, (widths[widths.length - 1] ?? 0) + width - used)
  }
  return { start, widths, height: Math.round(height) }
}

/** `ratios` are width / height of each card. */
export function justifyRows(ratios: readonly number[], options: JustifyOptions): JustifiedRow[] {
  const { width, targetHeight, gap } = options
  if (width <= 0 || ratios.length === 0) return []
  const rows: JustifiedRow[] = []
  let start = 0
  let row: number[] = []
  for (let index = 0; index < ratios.length; index++) {
    row.push(clampRatio(ratios[index] as number))
    const sum = row.reduce((total, ratio) => total + ratio, 0)
    const available = width - gap * (row.length - 1)
    if (sum * targetHeight >= available) {
      rows.push(sized(start, row, available / sum, width, gap))
      start = index + 1
      row = []
    }
  }
  if (row.length > 0) {
    const sum = row.reduce((total, ratio) => total + ratio, 0)
    const available = width - gap * (row.length - 1)
    // An unfinished row keeps the target height; it is only stretched to fit if it would overflow.
    const height = Math.min(targetHeight, available / sum)
    rows.push(sized(start, row, height, null, gap))
  }
  return rows
}

/** The row holding card `index` (rows are in order, so a binary search). */
export function rowOf(rows: readonly JustifiedRow[], index: number): number {
  let low = 0
  let high = rows.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((rows[middle] as JustifiedRow).start <= index) low = middle
    else high = middle - 1
  }
  return low
}
