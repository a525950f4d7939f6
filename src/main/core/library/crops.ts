// Smart crops kept in the library folder (see images/smart-crop.ts): each is named for the picture it
// was cut from (its file, size and modified time) and the display size, so the same picture on the
// same display reuses its crop and a changed file gets a new one. They count against the quota like
// any library file and are the first to go when the library is over it, least recently used first,
// never a crop of a picture on show; an entry evicted or removed takes its crops with it.
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { resolveInside } from '../downloads/file-name'
import type { LibraryDatabase } from './database'
import type { DoingKey } from '../errors/filesystem-error'

export interface CropSource {
  /** The picture's library id: an entry's, or local-<id> for a picture in the person's folders. */
  picture: string
  /** Its file, with the size and modified time it has now. */
  path: string
  bytes: number
  modifiedMs: number
}

export interface CropStore {
  /** The crop's file name for `source` at `width`×`height`. */
  fileNameFor(source: CropSource, width: number, height: number): string
  /** Whether the crop is kept (its use is noted, so it is evicted last). */
  use(fileName: string): boolean
  /** Records a crop already written into the library folder. */
  record(crop: { fileName: string; picture: string; width: number; height: number; bytes: number }): void
  /** Takes back a crop the desktop refused: its row and its file. */
  forget(fileName: string): void
  /** Deletes crops, least recently used first and none of a picture on show, until `excess` bytes are freed; answers the bytes freed. */
  evict(excess: number): number
  /** Deletes every crop of a picture (an entry that left the library). */
  dropFor(picture: string): void
}

export interface CropStoreContext {
  db: LibraryDatabase
  libraryDir: string
  write<T>(doing: DoingKey, change: () => T): T
  read<T>(doing: DoingKey, query: () => T): T
  stamp(): string
}

export function createCropStore(context: CropStoreContext): CropStore {
  const { db, write, read, stamp } = context
  const statements = {
    touch: db.prepare<[string, string]>('UPDATE crops SET last_used_at = ? WHERE file_name = ?'),
    insert: db.prepare<[string, string, number, number, number, string, string]>(
      'INSERT OR REPLACE INTO crops (file_name, picture, width, height, bytes, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    remove: db.prepare<[string]>('DELETE FROM crops WHERE file_name = ?'),
    // A crop of a picture on show stays: the desktop shows the crop's file.
    evictable: db.prepare<[], { file_name: string; bytes: number }>(
      'SELECT file_name, bytes FROM crops WHERE picture NOT IN (SELECT library_id FROM current_wallpaper) ORDER BY last_used_at, file_name',
    ),
    ofPicture: db.prepare<[string], { file_name: string }>('SELECT file_name FROM crops WHERE picture = ?'),
  }

  /** The file first, as eviction does: a row without a file is dropped at the next start. */
  function deleteCrop(fileName: string): boolean {
    try {
      rmSync(resolveInside(context.libraryDir, fileName), { force: true })
    } catch {
      return false
    }
    write('core.file.doing.updateAfterCrop', () => statements.remove.run(fileName))
    return true
  }

  return {
    fileNameFor(source, width, height) {
      const hash = createHash('sha256').update(JSON.stringify([source.path, source.bytes, source.modifiedMs, width, height])).digest('hex').slice(0, 16)
      return `crop-${hash}.jpg`
    },
    use(fileName) {
      return write('core.file.doing.noteCropUse', () => statements.touch.run(stamp(), fileName).changes > 0)
    },
    record({ fileName, picture, width, height, bytes }) {
      const at = stamp()
      write('core.file.doing.recordCrop', () => statements.insert.run(fileName, picture, width, height, bytes, at, at))
    },
    forget(fileName) {
      deleteCrop(fileName)
    },
    evict(excess) {
      let freed = 0
      for (const { file_name: fileName, bytes } of read('core.file.doing.readLibrary', () => statements.evictable.all())) {
        if (freed >= excess) break
        if (deleteCrop(fileName)) freed += bytes
      }
      return freed
    },
    dropFor(picture) {
      for (const { file_name: fileName } of read('core.file.doing.readLibrary', () => statements.ofPicture.all(picture))) deleteCrop(fileName)
    },
  }
}
