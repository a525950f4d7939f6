import { describe, expect, it } from 'vitest'
import { createSpans } from '../../../../src/main/core/library/spans'
import { columnsOf, everyRow, libraryAt, putFirstRows, upgrade, versionOf } from './at-version'

describe('migration 4: spanning images', () => {
  it('keeps every row of a version-3 library and adds the spans table the library records them in', () => {
    const db = libraryAt(3)
    putFirstRows(db)
    db.prepare(`INSERT INTO local_folders (folder, device, scanned_at) VALUES ('/home/p/Pictures', '42', '2026-01-05T00:00:00.000Z')`).run()
    const before = everyRow(db)
    upgrade(db, 4)
    expect(versionOf(db)).toBe(4)
    expect(columnsOf(db, 'spans')).toEqual(['file_name', 'bytes', 'created_at'])
    expect(everyRow(db)).toEqual({ ...before, spans: [] })

    const spans = createSpans(db)
    spans.put('span-1.jpg', 4096, '2026-01-06T00:00:00.000Z')
    spans.put('span-2.jpg', 4096, '2026-01-07T00:00:00.000Z')
    expect(spans.others('span-2.jpg')).toEqual(['span-1.jpg'])
  })
})
