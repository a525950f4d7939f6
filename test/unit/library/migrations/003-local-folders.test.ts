import { describe, expect, it } from 'vitest'
import { createLocalIndex } from '../../../../src/main/core/library/local-index'
import { columnsOf, everyRow, libraryAt, plainContext, putFirstRows, upgrade, versionOf } from './at-version'

describe('migration 3: the index of the person’s folders', () => {
  it('keeps every row of a version-2 library and adds an empty index that records and finds pictures', () => {
    const db = libraryAt(2)
    putFirstRows(db)
    db.prepare(`UPDATE current_wallpaper SET history_seq = 1`).run()
    const before = everyRow(db)
    upgrade(db, 3)
    expect(versionOf(db)).toBe(3)
    expect(columnsOf(db, 'local_files')).toEqual(['path', 'folder', 'relative_path', 'id', 'bytes', 'modified_ms', 'format', 'width', 'height'])
    expect(columnsOf(db, 'local_folders')).toEqual(['folder', 'device', 'scanned_at'])
    expect(everyRow(db)).toEqual({ ...before, local_files: [], local_folders: [] })

    const index = createLocalIndex(plainContext(db))
    const picture = { path: '/home/p/Pictures/a.jpg', folder: '/home/p/Pictures', relativePath: 'a.jpg', id: 'pic-a', bytes: 10, modifiedMs: 1, format: 'jpeg' as const, width: 800, height: 600 }
    index.put([picture])
    index.markScanned('/home/p/Pictures', '42', '2026-01-05T00:00:00.000Z')
    expect(index.image('pic-a')).toEqual(picture)
    expect(index.scannedDevice('/home/p/Pictures')).toBe('42')
  })
})
