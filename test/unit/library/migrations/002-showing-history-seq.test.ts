import { describe, expect, it } from 'vitest'
import { createShowing } from '../../../../src/main/core/library/showing'
import { columnsOf, everyRow, libraryAt, putFirstRows, rowsOf, upgrade, versionOf } from './at-version'

describe('migration 2: which history record each display shows', () => {
  it('keeps every row of a version-1 library and says nothing of the record behind what was set before', () => {
    const db = libraryAt(1)
    putFirstRows(db)
    const before = everyRow(db)
    upgrade(db, 2)
    expect(versionOf(db)).toBe(2)
    expect(columnsOf(db, 'current_wallpaper')).toEqual(['display', 'library_id', 'history_seq'])
    expect(everyRow(db)).toEqual({ ...before, current_wallpaper: [{ display: 'all', library_id: 'lib-1', history_seq: null }] })
    // Read as the library reads it, then moved to a record as a set would.
    const showing = createShowing(db)
    expect(showing.all()).toEqual([{ display: 'all', library_id: 'lib-1', history_seq: null }])
    showing.show('all', 'lib-1', 1)
    expect(rowsOf(db, 'current_wallpaper')).toEqual([{ display: 'all', library_id: 'lib-1', history_seq: 1 }])
  })
})
