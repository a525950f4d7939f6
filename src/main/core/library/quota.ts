// Which files to evict when the library is over its disk quota: least recently used first,
// never a favourite, never what a display shows now, never the file just added.
import type { LibraryEntry } from './records'

/** What eviction needs to know of an entry. */
export type EvictionCandidate = Pick<LibraryEntry, 'libraryId' | 'source' | 'id' | 'bytes' | 'lastUsedAt' | 'downloadedAt'>

export { DEFAULT_QUOTA_BYTES } from '../../../shared/settings'

export interface EvictionRules {
  quotaBytes: number
  /** libraryIds that must stay (current wallpapers, the entry just added). */
  keep: ReadonlySet<string>
  /** `itemKey`s of favourites. */
  favourites: ReadonlySet<string>
}

/** One key per item across sources, for sets of favourites, blocked items and recent ones. */
export function itemKey(source: string, id: string): string {
  return `${source}\u0000${id}`
}

export function totalBytes(entries: readonly Pick<LibraryEntry, 'bytes'>[]): number {
  return entries.reduce((sum, entry) => sum + entry.bytes, 0)
}

/**
 * The entries to evict, oldest use first, until the total fits the quota or nothing evictable is
 * left (favourites and current wallpapers may keep the library over its quota).
 */
export function chooseEvictions<E extends EvictionCandidate>(entries: readonly E[], rules: EvictionRules): E[] {
  let total = totalBytes(entries)
  if (total <= rules.quotaBytes) return []
  const candidates = entries
    .filter((entry) => !rules.keep.has(entry.libraryId) && !rules.favourites.has(itemKey(entry.source, entry.id)))
    .sort((a, b) => Date.parse(a.lastUsedAt) - Date.parse(b.lastUsedAt) || a.downloadedAt.localeCompare(b.downloadedAt))
  const evicted: E[] = []
  for (const entry of candidates) {
    if (total <= rules.quotaBytes) break
    evicted.push(entry)
    total -= entry.bytes
  }
  return evicted
}
