// The blocklist (table blocklist): pictures the person never wants to see again, newest first.
// Searches and rotation leave them out (filter); the folder index leaves out blocked local pictures
// in its own SQL (see local-index.ts).
import { ItemSourceSchema, type ItemSource } from '../../../shared/media'
import { parseOrThrow } from '../../../shared/validation'
import { page, pageBounds, type Page, type PageRequest } from './pages'
import { BlockedSchema, type Blocked, type ItemRef } from './records'
import type { TableContext } from './table-context'

export interface BlockedRow {
  source: string
  item_id: string
  title: string
  blocked_at: string
}

export function blockedFromRow(row: BlockedRow): Blocked {
  return { source: ItemSourceSchema.parse(row.source), id: row.item_id, title: row.title, blockedAt: row.blocked_at }
}

const BlockInputSchema = BlockedSchema.pick({ source: true, id: true, title: true })

export interface Blocklist {
  /** Blocks a picture; blocking it again keeps the first block. */
  block(item: ItemRef & { title: string }): Blocked
  unblock(source: ItemSource, id: string): boolean
  /** Newest first. */
  page(request?: PageRequest): Page<Blocked>
  has(source: ItemSource, id: string): boolean
  /** The items that are not blocked, in their order. */
  filter<T extends ItemRef>(items: readonly T[]): T[]
}

export function createBlocklist({ db, write, read, stamp }: TableContext): Blocklist {
  const statements = {
    one: db.prepare<[string, string], BlockedRow>('SELECT * FROM blocklist WHERE source = ? AND item_id = ?'),
    insert: db.prepare<[string, string, string, string]>('INSERT OR IGNORE INTO blocklist (source, item_id, title, blocked_at) VALUES (?, ?, ?, ?)'),
    delete: db.prepare<[string, string]>('DELETE FROM blocklist WHERE source = ? AND item_id = ?'),
    page: db.prepare<[number, number], BlockedRow>('SELECT * FROM blocklist ORDER BY blocked_at DESC, rowid DESC LIMIT ? OFFSET ?'),
    count: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM blocklist'),
  }

  return {
    block(input) {
      const { source, id, title } = parseOrThrow(BlockInputSchema, input)
      return write('core.file.doing.saveBlock', () => {
        statements.insert.run(source, id, title, stamp())
        return blockedFromRow(statements.one.get(source, id) as BlockedRow)
      })
    },

    unblock(source, id) {
      return write('core.file.doing.removeBlock', () => statements.delete.run(source, id).changes > 0)
    },

    page(request) {
      const { offset, limit } = pageBounds(request)
      return read('core.file.doing.readBlocklist', () => page(statements.page.all(limit, offset).map(blockedFromRow), offset, (statements.count.get() as { total: number }).total))
    },

    has(source, id) {
      return read('core.file.doing.readBlocklist', () => statements.one.get(source, id)) !== undefined
    },

    filter(items) {
      return read('core.file.doing.readBlocklist', () => items.filter((item) => statements.one.get(item.source, item.id) === undefined))
    },
  }
}
