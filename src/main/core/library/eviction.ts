// Keeping the library folder within its quota. Its files are the entries', the spanning images' and
// the smart crops', all counted; crops go first (any can be cut again in a moment), then entries,
// least recently used first, never a favourite, what a display shows, or what must stay (quota.ts).
import type { CropStore } from './crops'
import type { LibraryDatabase } from './database'
import { entryFromRow, type EntriesTable } from './entries'
import type { Favourites } from './favourites'
import { deleteFromFolder } from './library-folder'
import { chooseEvictions } from './quota'
import type { LibraryEntry } from './records'
import type { Showing } from './showing'
import type { TableContext } from './table-context'

export interface FolderUsage {
  bytes: number
  files: number
}

export interface EvictionContext extends Pick<TableContext, 'db' | 'write'> {
  libraryDir: string
  /** The quota now (a setting that can change while the library is open). */
  quotaBytes(): number
  entries: EntriesTable
  crops: CropStore
  showing: Showing
  favourites: Favourites
}

export interface Eviction {
  usage(): FolderUsage
  /** Evicts until the library fits its quota, keeping the library ids in `keep`; answers the entries that went. */
  evict(keep: ReadonlySet<string>): LibraryEntry[]
}

export function createEviction(context: EvictionContext): Eviction {
  const { entries, crops, showing, favourites, write } = context
  const usage = usageStatement(context.db)
  const usedBytes = () => (usage.get() as { bytes: number | null }).bytes ?? 0

  return {
    usage() {
      const { bytes, files } = usage.get() as { bytes: number | null; files: number }
      return { bytes: bytes ?? 0, files }
    },

    evict(keep) {
      const quotaBytes = context.quotaBytes()
      const over = usedBytes() - quotaBytes
      if (over <= 0) return []
      crops.evict(over)
      if (usedBytes() <= quotaBytes) return []
      const current = new Set(showing.all().map((row) => row.library_id))
      const chosen = chooseEvictions(entries.evictionCandidates(), { quotaBytes, keep: new Set([...keep, ...current]), favourites: favourites.keys() })
      const evicted: LibraryEntry[] = []
      for (const candidate of chosen) {
        const row = entries.byId(candidate.libraryId)
        if (!row) continue
        // The file first: a crash in between leaves a row without a file, which the next start drops,
        // rather than a file no row accounts for.
        if (!deleteFromFolder(context.libraryDir, row.file_name)) continue
        write('core.file.doing.updateAfterFreeing', () => entries.delete(row.library_id))
        crops.dropFor(row.library_id)
        evicted.push(entryFromRow(row))
      }
      return evicted
    },
  }
}

function usageStatement(db: LibraryDatabase) {
  return db.prepare<[], { bytes: number | null; files: number }>(
    `SELECT (SELECT COALESCE(SUM(bytes), 0) FROM entries) + (SELECT COALESCE(SUM(bytes), 0) FROM spans) + (SELECT COALESCE(SUM(bytes), 0) FROM crops) AS bytes,
      (SELECT COUNT(*) FROM entries) + (SELECT COUNT(*) FROM spans) + (SELECT COUNT(*) FROM crops) AS files`,
  )
}
