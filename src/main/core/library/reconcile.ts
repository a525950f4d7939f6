// Files and rows agree, checked at start: a library file no row accounts for is removed (a crash
// between a download and its row, or an eviction's row that outlived its file), and a row whose
// file is gone leaves the entries (the history keeps its record and card, "no longer in the
// library"). Files younger than a grace period are left alone: another process may have just
// renamed its finished download into place and be about to write its row.
import { readdir, rm, stat } from 'node:fs/promises'
import { LIBRARY_FILE_NAME, resolveInside } from '../downloads/file-name'
import { toFilesystemError } from '../errors/filesystem-error'
import { said } from '../i18n/sentence'
import type { LibraryDatabase } from './database'

/** The tables of library files Tapestry made itself: a spanning image, a smart crop. They have no entry. */
const MADE_FILES = ['spans', 'crops'] as const

/** Longer than any download takes between its rename and its row. */
export const ORPHAN_GRACE_MS = 10 * 60_000

export interface Reconciled {
  /** Files with no row, removed. */
  orphanFiles: number
  /** Rows whose file was gone, dropped from the entries. */
  missingFiles: number
}

export interface ReconcileContext {
  db: LibraryDatabase
  libraryDir: string
  write<T>(doing: string, change: () => T): T
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw toFilesystemError(error, said('core.file.doing.readLibraryFolder'))
  }
}

export async function reconcileFiles(context: ReconcileContext): Promise<Reconciled> {
  const { db, libraryDir } = context
  const known = new Set(db.prepare<[], { file_name: string }>('SELECT file_name FROM entries').all().map((row) => row.file_name))
  // Spanning images and smart crops are library files too, made by Tapestry (see MADE_FILES).
  const made = new Set(MADE_FILES.flatMap((table) => db.prepare<[], { file_name: string }>(`SELECT file_name FROM ${table}`).all().map((row) => row.file_name)))
  const onDisk = new Set((await namesIn(libraryDir)).filter((name) => LIBRARY_FILE_NAME.test(name)))

  let orphanFiles = 0
  // File times are the system clock's, whatever clock the library keeps for its records.
  const oldEnough = Date.now() - ORPHAN_GRACE_MS
  for (const name of onDisk) {
    if (known.has(name) || made.has(name)) continue
    try {
      const path = resolveInside(libraryDir, name)
      if ((await stat(path)).mtimeMs > oldEnough) continue
      // Looked up again: a row may have been written since the list was read.
      if (db.prepare<[string, string, string], { one: number }>('SELECT 1 AS one FROM entries WHERE file_name = ? UNION SELECT 1 FROM spans WHERE file_name = ? UNION SELECT 1 FROM crops WHERE file_name = ?').get(name, name, name)) continue
      await rm(path, { force: true })
      orphanFiles += 1
    } catch {
      // Vanished or busy: the next start looks again.
    }
  }

  // A crop whose file went is forgotten (it is cut again when needed); a spanning image is replaced by the next.
  const lostCrops = db.prepare<[], { file_name: string }>('SELECT file_name FROM crops').all().filter((row) => !onDisk.has(row.file_name))
  if (lostCrops.length > 0) {
    context.write('core.file.doing.forgetCrops', () => {
      const forget = db.prepare<[string]>('DELETE FROM crops WHERE file_name = ?')
      for (const row of lostCrops) forget.run(row.file_name)
    })
  }

  const missing = [...known].filter((name) => !onDisk.has(name))
  const missingFiles = missing.length === 0
    ? 0
    : context.write('core.file.doing.dropGoneImages', () => {
        const find = db.prepare<[string], { library_id: string }>('SELECT library_id FROM entries WHERE file_name = ?')
        const dropCurrent = db.prepare<[string]>('DELETE FROM current_wallpaper WHERE library_id = ?')
        const drop = db.prepare<[string]>('DELETE FROM entries WHERE library_id = ?')
        let dropped = 0
        for (const name of missing) {
          const row = find.get(name)
          if (!row) continue
          dropCurrent.run(row.library_id)
          dropped += drop.run(row.library_id).changes
        }
        return dropped
      })
  return { orphanFiles, missingFiles }
}
