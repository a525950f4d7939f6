import { describe, expect, it } from 'vitest'
import { createDownloadLog } from '../../../../src/main/core/library/download-log'
import { entryFromRow, type EntryRow } from '../../../../src/main/core/library/entries'
import { columnsOf, everyRow, libraryAt, plainContext, putFirstRows, rowsOf, upgrade, versionOf } from './at-version'

describe('migration 6: the downloads list', () => {
  it('keeps every row of a version-5 library and adds the downloads the Library lists', () => {
    const db = libraryAt(5)
    putFirstRows(db)
    db.prepare(
      `INSERT INTO crops (file_name, picture, width, height, bytes, created_at, last_used_at) VALUES ('crop-0123456789abcdef.jpg', 'lib-1', 1280, 1024, 50, '2026-01-06T00:00:00.000Z', '2026-01-06T00:00:00.000Z')`,
    ).run()
    const before = everyRow(db)
    upgrade(db, 6)
    expect(versionOf(db)).toBe(6)
    expect(columnsOf(db, 'downloads')).toEqual(['seq', 'library_id', 'title', 'folder', 'file_name', 'bytes', 'downloaded_at', 'item'])
    expect(everyRow(db)).toEqual({ ...before, downloads: [] })

    const downloads = createDownloadLog(plainContext(db))
    downloads.record(entryFromRow(rowsOf(db, 'entries')[0] as EntryRow), '/home/p/Pictures/Tapestry')
    expect(downloads.page()).toMatchObject({ total: 1, next: null, items: [{ libraryId: 'lib-1', path: '/home/p/Pictures/Tapestry/wallhaven-abc123.jpg', present: false }] })
  })
})
