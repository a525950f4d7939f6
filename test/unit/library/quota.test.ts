import { describe, expect, it } from 'vitest'
import { chooseEvictions, itemKey } from '../../../src/main/core/library/quota'
import type { LibraryEntry } from '../../../src/main/core/library/records'

function entry(id: string, bytes: number, lastUsedAt: string): LibraryEntry {
  return { libraryId: `lib-${id}`, source: 'wallhaven', id, bytes, lastUsedAt, downloadedAt: lastUsedAt } as LibraryEntry
}

const entries = [
  entry('c', 100, '2026-01-03T00:00:00.000Z'),
  entry('a', 100, '2026-01-01T00:00:00.000Z'),
  entry('b', 100, '2026-01-02T00:00:00.000Z'),
  entry('d', 100, '2026-01-04T00:00:00.000Z'),
]
const none = new Set<string>()

describe('chooseEvictions', () => {
  it('evicts nothing within the quota', () => {
    expect(chooseEvictions(entries, { quotaBytes: 400, keep: none, favourites: none })).toEqual([])
  })

  it('evicts the least recently used first, just enough to fit', () => {
    const evicted = chooseEvictions(entries, { quotaBytes: 250, keep: none, favourites: none })
    expect(evicted.map((candidate) => candidate.id)).toEqual(['a', 'b'])
  })

  it('skips favourites and kept entries, even if that leaves the library over its quota', () => {
    const evicted = chooseEvictions(entries, {
      quotaBytes: 0,
      keep: new Set(['lib-d']),
      favourites: new Set([itemKey('wallhaven', 'a')]),
    })
    expect(evicted.map((candidate) => candidate.id)).toEqual(['b', 'c'])
  })
})
