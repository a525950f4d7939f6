// "Did you mean …?" for a mistyped command or option: the known word closest to what was typed,
// by edit distance with a swap of two neighbouring letters counted as one edit (`--qeury`).

/** Edits from `a` to `b`: insertions, deletions, substitutions, and swaps of adjacent characters. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  const at = (i: number, j: number) => (rows[i] as number[])[j] as number
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1)
      ;(rows[i] as number[])[j] = best
    }
  }
  return at(a.length, b.length)
}

/**
 * The candidate closest to `typed`, when it is close enough to be what was meant: one edit for a
 * short word, one more for every three letters after that. Ties go to the earlier candidate.
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(typed.replace(/^-+/, '').length / 3))
  let best: { word: string; distance: number } | undefined
  for (const word of candidates) {
    const distance = editDistance(typed.toLowerCase(), word.toLowerCase())
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { word, distance }
  }
  return best?.word
}

/** ` Did you mean "x"?`, or nothing. */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  const match = closest(typed, candidates)
  return match === undefined ? '' : ` Did you mean "${match}"?`
}
