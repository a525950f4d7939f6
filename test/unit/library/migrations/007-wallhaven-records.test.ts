import { describe, expect, it } from 'vitest'
import { createWallhavenRecordStore } from '../../../../src/main/core/library/wallhaven-records'
import { cardJson, columnsOf, everyRow, libraryAt, plainContext, putFirstRows, rowsOf, upgrade, versionOf } from './at-version'

describe('migration 7: Wallhaven’s records', () => {
  it('keeps every row of a version-6 library and adds the table Wallhaven’s records are kept in', () => {
    const db = libraryAt(6)
    putFirstRows(db)
    db.prepare(
      `INSERT INTO downloads (library_id, title, folder, file_name, bytes, downloaded_at, item) VALUES ('lib-1', 'Wallpaper abc123', '/home/p/Pictures', 'wallhaven-abc123.jpg', 2048, '2026-01-06T00:00:00.000Z', ?)`,
    ).run(cardJson('abc123'))
    const before = everyRow(db)
    upgrade(db, 7)
    expect(versionOf(db)).toBe(7)
    expect(columnsOf(db, 'wallhaven_records')).toEqual(['id', 'record', 'fetched_at'])
    expect(everyRow(db)).toEqual({ ...before, wallhaven_records: [] })

    // A record that no longer reads is asked for again, never trusted.
    db.prepare(`INSERT INTO wallhaven_records (id, record, fetched_at) VALUES ('abc123', '{"id":"abc123"}', '2026-01-07T00:00:00.000Z')`).run()
    expect(rowsOf(db, 'wallhaven_records')).toEqual([{ id: 'abc123', record: '{"id":"abc123"}', fetched_at: '2026-01-07T00:00:00.000Z' }])
    expect(createWallhavenRecordStore(plainContext(db)).get('abc123')).toBeNull()
  })
})
