// The record of what the person downloaded (the Download button), for the Library's Downloads list
// and "Show in folder". A library entry is not enough: pictures set as wallpapers are library
// entries too, and an entry goes when the quota evicts it, while the person still wants to know what
// they downloaded and where it went. One row per picture: downloading it again moves it to the top.
// Each row keeps the whole path it was saved at, since the library folder can be changed later.
import { statSync } from 'node:fs'
import path from 'node:path'
import { OnlineMediaItemSchema } from '../../../shared/media'
import type { DownloadRecord } from '../../../shared/downloads'
import { PAGE_SIZE_MAX } from '../../../shared/library'
import type { LibraryDatabase } from './database'
import type { LibraryEntry } from './records'
import type { DoingKey } from '../errors/filesystem-error'

interface DownloadRow {
  seq: number
  library_id: string
  title: string
  folder: string
  file_name: string
  bytes: number
  downloaded_at: string
  item: string
}

export interface DownloadPage {
  items: DownloadRecord[]
  next: number | null
  total: number
}

export interface DownloadLog {
  /** Records a download of `entry`, saved in `folder`; answers the record. */
  record(entry: LibraryEntry, folder: string): DownloadRecord
  /** Newest first, `limit` from `cursor`. */
  page(request?: { cursor?: number | null; limit?: number }): DownloadPage
  /** The newest download of this library id, if there is one. */
  find(libraryId: string): DownloadRecord | undefined
}

export interface DownloadLogContext {
  db: LibraryDatabase
  write<T>(doing: DoingKey, change: () => T): T
  read<T>(doing: DoingKey, query: () => T): T
  stamp(): string
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

function fromRow(row: DownloadRow): DownloadRecord | null {
  let item: unknown
  try {
    item = JSON.parse(row.item)
  } catch {
    return null
  }
  // A row whose card no longer reads (written by hand, or by a later Tapestry) is left out, not shown half.
  const parsed = OnlineMediaItemSchema.safeParse(item)
  if (!parsed.success) return null
  const file = path.join(row.folder, row.file_name)
  return {
    libraryId: row.library_id,
    title: row.title,
    fileName: row.file_name,
    path: file,
    bytes: row.bytes,
    downloadedAt: row.downloaded_at,
    present: isFile(file),
    item: parsed.data,
  }
}

export function createDownloadLog(context: DownloadLogContext): DownloadLog {
  const { db, write, read, stamp } = context
  const statements = {
    forget: db.prepare<[string]>('DELETE FROM downloads WHERE library_id = ?'),
    insert: db.prepare<[string, string, string, string, number, string, string]>(
      'INSERT INTO downloads (library_id, title, folder, file_name, bytes, downloaded_at, item) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    page: db.prepare<[number, number], DownloadRow>('SELECT * FROM downloads ORDER BY seq DESC LIMIT ? OFFSET ?'),
    count: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM downloads'),
    newest: db.prepare<[string], DownloadRow>('SELECT * FROM downloads WHERE library_id = ? ORDER BY seq DESC LIMIT 1'),
  }

  return {
    record(entry, folder) {
      const at = stamp()
      const absolute = path.resolve(folder)
      // Both in one transaction: another process never sees the picture missing from the list.
      write('core.file.doing.recordDownload', () => {
        statements.forget.run(entry.libraryId)
        statements.insert.run(entry.libraryId, entry.title, absolute, entry.fileName, entry.bytes, at, JSON.stringify(entry.item))
      })
      const file = path.join(absolute, entry.fileName)
      return { libraryId: entry.libraryId, title: entry.title, fileName: entry.fileName, path: file, bytes: entry.bytes, downloadedAt: at, present: isFile(file), item: entry.item }
    },
    page(request = {}) {
      const offset = Math.max(0, Math.floor(request.cursor ?? 0))
      const limit = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(request.limit ?? 50)))
      const { rows, total } = read('core.file.doing.readDownloads', () => ({ rows: statements.page.all(limit, offset), total: statements.count.get()?.total ?? 0 }))
      const items = rows.flatMap((row) => fromRow(row) ?? [])
      return { items, next: offset + rows.length < total ? offset + rows.length : null, total }
    },
    find(libraryId) {
      const row = read('core.file.doing.readDownloads', () => statements.newest.get(libraryId))
      return row === undefined ? undefined : (fromRow(row) ?? undefined)
    },
  }
}
