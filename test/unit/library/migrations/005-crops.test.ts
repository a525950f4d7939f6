import { describe, expect, it } from 'vitest'
import { createCropStore } from '../../../../src/main/core/library/crops'
import { createEntriesTable } from '../../../../src/main/core/library/entries'
import { createEviction } from '../../../../src/main/core/library/eviction'
import { createFavourites } from '../../../../src/main/core/library/favourites'
import { createShowing } from '../../../../src/main/core/library/showing'
import { columnsOf, everyRow, libraryAt, plainContext, putFirstRows, upgrade, versionOf } from './at-version'

describe('migration 5: smart crops', () => {
  it('keeps every row of a version-4 library and adds crops, counted by the quota with entries and spans', () => {
    const db = libraryAt(4)
    putFirstRows(db)
    db.prepare(`INSERT INTO spans (file_name, bytes, created_at) VALUES ('span-1.jpg', 300, '2026-01-06T00:00:00.000Z')`).run()
    const before = everyRow(db)
    upgrade(db, 5)
    expect(versionOf(db)).toBe(5)
    expect(columnsOf(db, 'crops')).toEqual(['file_name', 'picture', 'width', 'height', 'bytes', 'created_at', 'last_used_at'])
    expect(everyRow(db)).toEqual({ ...before, crops: [] })

    const context = plainContext(db)
    const crops = createCropStore({ ...context, libraryDir: '/nowhere' })
    crops.record({ fileName: 'crop-0123456789abcdef.jpg', picture: 'lib-1', width: 1280, height: 1024, bytes: 50 })
    const eviction = createEviction({
      db,
      write: context.write,
      libraryDir: '/nowhere',
      quotaBytes: () => 1 << 30,
      entries: createEntriesTable(db),
      crops,
      showing: createShowing(db),
      favourites: createFavourites(context),
    })
    expect(eviction.usage()).toEqual({ bytes: 2048 + 300 + 50, files: 3 })
  })
})
