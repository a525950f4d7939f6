// What can still be read from a damaged library, copied into a new one table by table and row by
// row. A table is read in rowid order straight from its own b-tree (NOT INDEXED: a damaged index
// costs nothing). A row whose values cannot be read is skipped; a page that cannot be read at all is
// stepped over by seeking past it (SQLite finds a rowid through the pages above the damaged one),
// so one bad page costs only the rows on it. How many rows a table had is asked of every way SQLite
// can count it (the table, each of its indexes): a page whose cells are garbage still says how many
// it holds, so the loss can be said exactly; when nothing can count it, it is unknown.
import type Database from 'better-sqlite3'

type LibraryDatabase = Database.Database

export interface TableRecovery {
  kept: number
  /** The rows the damaged table held, when SQLite could count them. */
  total: number | null
}

const FIRST_ROWID = -(2n ** 63n)
const LAST_ROWID = 2n ** 63n - 1n
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: read() }
  } catch {
    return { ok: false }
  }
}

function columnsOf(db: LibraryDatabase, table: string): string[] {
  return db.prepare<[], { name: string }>(`PRAGMA table_info(${quoted(table)})`).all().map((column) => column.name)
}

/** The most rows any way of counting the table finds; null when none can. */
function countRows(from: LibraryDatabase, table: string): number | null {
  const indexes = attempt(() => from.prepare<[string], string>("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?").pluck().all(table))
  const ways = [`${quoted(table)} NOT INDEXED`, ...(indexes.ok ? indexes.value.map((index) => `${quoted(table)} INDEXED BY ${quoted(index)}`) : [])]
  let most: number | null = null
  for (const way of ways) {
    const counted = attempt(() => from.prepare<[], number>(`SELECT count(*) FROM ${way}`).pluck().get() as number)
    if (counted.ok) most = Math.max(most ?? 0, counted.value)
  }
  return most
}

function copyTable(from: LibraryDatabase, to: LibraryDatabase, table: string): TableRecovery {
  const known = attempt(() => columnsOf(from, table))
  const columns = known.ok ? columnsOf(to, table).filter((column) => known.value.includes(column)) : []
  if (columns.length === 0) return { kept: 0, total: countRows(from, table) }
  const list = columns.map(quoted).join(', ')
  const source = `${quoted(table)} NOT INDEXED`
  const scan = from.prepare(`SELECT rowid, ${list} FROM ${source} WHERE rowid >= ? ORDER BY rowid`).raw(true).safeIntegers(true)
  const firstRowid = from.prepare<[bigint], bigint>(`SELECT rowid FROM ${source} WHERE rowid >= ? ORDER BY rowid LIMIT 1`).pluck().safeIntegers(true)
  const oneRow = from.prepare(`SELECT ${list} FROM ${source} WHERE rowid = ?`).raw(true).safeIntegers(true)
  const insert = to.prepare(`INSERT INTO ${quoted(table)} (${list}) VALUES (${columns.map(() => '?').join(', ')})`)

  let kept = 0
  // A row that reads but does not fit the table (a STRICT type, a duplicate key) is not kept either.
  const keep = (values: unknown[]) => {
    if (attempt(() => insert.run(...values)).ok) kept += 1
  }
  /**
   * The first rowid from `at` on, found by seeking to `at`; fails when the page `at` belongs on
   * cannot be read. A damaged page can also answer a garbage rowid, which a second seek to it does
   * not find again (the pages above route elsewhere): that is a failure too.
   */
  const seek = (at: bigint): { ok: true; value: bigint | undefined } | { ok: false } => {
    const found = attempt(() => firstRowid.get(at))
    if (!found.ok || found.value === undefined) return found
    const value = found.value
    const again = attempt(() => firstRowid.get(value))
    return value >= at && again.ok && again.value === value ? found : { ok: false }
  }
  /** The first rowid past the page `at` belongs on: found by doubling the step, then halving it. */
  const pastUnreadable = (at: bigint): bigint | null => {
    let step = 1n
    while (!seek(at + step).ok) {
      if (at + step >= LAST_ROWID) return null
      step = at + step * 2n > LAST_ROWID ? LAST_ROWID - at : step * 2n
    }
    let low = at + step / 2n
    let high = at + step
    while (high - low > 1n) {
      const middle = (low + high) / 2n
      if (seek(middle).ok) high = middle
      else low = middle
    }
    return high
  }

  /** Where reading goes on after `rowid`; null past the last rowid there can be. */
  const after = (rowid: bigint): bigint | null => (rowid >= LAST_ROWID ? null : rowid + 1n)
  // Every row from `position` on is still to be read; each pass moves it forward, or ends. It never
  // moves back (a garbage rowid below it would have the same rows read, and fail, again and again).
  let position: bigint | null = FIRST_ROWID
  while (position !== null) {
    try {
      for (const [rowid, ...values] of scan.iterate(position) as IterableIterator<unknown[]>) {
        keep(values)
        if ((rowid as bigint) < position) continue
        position = after(rowid as bigint)
        if (position === null) break
      }
      // Read to the end.
      break
    } catch {
      // The row at `position`, or the page it is on, could not be read.
    }
    if (position === null) break
    const next = seek(position)
    if (next.ok) {
      if (next.value === undefined) break
      // Its rowid reads; its values may not.
      const row = attempt(() => oneRow.get(next.value) as unknown[] | undefined)
      if (row.ok && row.value) keep(row.value)
      position = after(next.value)
      continue
    }
    position = pastUnreadable(position)
  }
  const total = countRows(from, table)
  return { kept, total: total === null ? null : Math.max(total, kept) }
}

/** AUTOINCREMENT counters, so a history sequence number is never given out twice. */
function copySequences(from: LibraryDatabase, to: LibraryDatabase): void {
  const sequences = attempt(() => from.prepare<[], { name: string; seq: number }>('SELECT name, seq FROM sqlite_sequence').all())
  if (!sequences.ok) return
  const hasTable = to.prepare<[], number>("SELECT count(*) FROM sqlite_schema WHERE name = 'sqlite_sequence'").pluck()
  if (hasTable.get() === 0) return
  for (const { name, seq } of sequences.value) {
    attempt(() => {
      if (to.prepare('UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?').run(seq, name).changes === 0) to.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(name, seq)
    })
  }
}

/** Copies every table `to` has (its schema already made) from `from`; answers what was kept of each. */
export function copyReadableRows(from: LibraryDatabase, to: LibraryDatabase): Record<string, TableRecovery> {
  const tables = to.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all()
  return to.transaction(() => {
    const recovered: Record<string, TableRecovery> = {}
    for (const table of tables) recovered[table] = copyTable(from, to, table)
    copySequences(from, to)
    return recovered
  })()
}
