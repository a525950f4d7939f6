import { describe, expect, it } from 'vitest'
import { blockedFromRow, type BlockedRow } from '../../../../src/main/core/library/blocklist'
import { entryFromRow, type EntryRow } from '../../../../src/main/core/library/entries'
import { favouriteFromRow, type FavouriteRow } from '../../../../src/main/core/library/favourites'
import { historyFromRow, type HistoryRow } from '../../../../src/main/core/library/history'
import { columnsOf, everyRow, libraryAt, putFirstRows, rowsOf, upgrade, versionOf } from './at-version'

describe('migration 1: the first tables', () => {
  it('makes an empty database (version 0) a library whose rows read back through the tables', () => {
    const db = libraryAt(0)
    expect(everyRow(db)).toEqual({})
    upgrade(db, 1)
    expect(versionOf(db)).toBe(1)
    expect(Object.keys(everyRow(db))).toEqual(['blocklist', 'current_wallpaper', 'entries', 'favourites', 'history'])
    expect(columnsOf(db, 'entries')).toEqual(['library_id', 'source', 'item_id', 'file_name', 'bytes', 'format', 'width', 'height', 'downloaded_at', 'last_used_at', 'item', 'credit'])
    expect(columnsOf(db, 'favourites')).toEqual(['source', 'item_id', 'added_at', 'item'])
    expect(columnsOf(db, 'history')).toEqual(['seq', 'library_id', 'source', 'item_id', 'title', 'set_at', 'display', 'item'])
    expect(columnsOf(db, 'blocklist')).toEqual(['source', 'item_id', 'title', 'blocked_at'])
    expect(columnsOf(db, 'current_wallpaper')).toEqual(['display', 'library_id'])

    putFirstRows(db)
    const entry = entryFromRow(rowsOf(db, 'entries')[0] as EntryRow)
    expect(entry).toMatchObject({ libraryId: 'lib-1', id: 'abc123', fileName: 'wallhaven-abc123.jpg', bytes: 2048, format: 'jpeg', credit: { text: 'From Wallhaven' } })
    expect(favouriteFromRow(rowsOf(db, 'favourites')[0] as FavouriteRow)).toMatchObject({ source: 'wallhaven', id: 'abc123', addedAt: '2026-01-03T00:00:00.000Z' })
    expect(historyFromRow(rowsOf(db, 'history')[0] as HistoryRow)).toMatchObject({ libraryId: 'lib-1', display: 'all', item: { id: 'abc123' } })
    expect(blockedFromRow(rowsOf(db, 'blocklist')[0] as BlockedRow)).toEqual({ source: 'wallhaven', id: 'zzz999', title: 'Not this', blockedAt: '2026-01-04T00:00:00.000Z' })
    expect(rowsOf(db, 'current_wallpaper')).toEqual([{ display: 'all', library_id: 'lib-1' }])
  })

  it('keeps a file and its entry one to one: a second entry for the same file is refused', () => {
    const db = libraryAt(1)
    putFirstRows(db)
    const row = rowsOf(db, 'entries')[0] as EntryRow
    expect(() => db.prepare(`INSERT INTO entries VALUES (@library_id, @source, @item_id, @file_name, @bytes, @format, @width, @height, @downloaded_at, @last_used_at, @item, @credit)`).run({ ...row, library_id: 'lib-2' })).toThrow(/UNIQUE/)
  })
})
