// The favourites (table favourites): cards the person starred, newest first, each kept with its card
// so it shows whether or not its picture is in the library. The quota never evicts a favourite's entry.
import { MediaItemSchema, type ItemSource, type MediaItem } from '../../../shared/media'
import { parseOrThrow } from '../../../shared/validation'
import { page, pageBounds, type Page, type PageRequest } from './pages'
import { itemKey } from './quota'
import { cardFromJson, type Favourite, type ItemRef } from './records'
import type { TableContext } from './table-context'

export interface FavouriteRow {
  source: string
  item_id: string
  added_at: string
  item: string
}

export function favouriteFromRow(row: FavouriteRow): Favourite {
  const item = cardFromJson(row.item)
  return { source: item.source, id: row.item_id, addedAt: row.added_at, item }
}

export interface Favourites {
  /** Stars a card, or refreshes the card of one already starred (it keeps its place). */
  add(item: MediaItem): Favourite
  remove(source: ItemSource, id: string): boolean
  /** Newest first. */
  page(request?: PageRequest): Page<Favourite>
  /** Every favourite's source and id, newest first: enough to mark cards, without their cards. */
  refs(): ItemRef[]
  has(source: ItemSource, id: string): boolean
  /** The `itemKey` of every favourite, for the quota; read inside the caller's read. */
  keys(): Set<string>
}

export function createFavourites({ db, write, read, stamp }: TableContext): Favourites {
  const statements = {
    one: db.prepare<[string, string], FavouriteRow>('SELECT * FROM favourites WHERE source = ? AND item_id = ?'),
    upsert: db.prepare<[string, string, string, string]>(
      'INSERT INTO favourites (source, item_id, added_at, item) VALUES (?, ?, ?, ?) ON CONFLICT (source, item_id) DO UPDATE SET item = excluded.item',
    ),
    delete: db.prepare<[string, string]>('DELETE FROM favourites WHERE source = ? AND item_id = ?'),
    page: db.prepare<[number, number], FavouriteRow>('SELECT * FROM favourites ORDER BY added_at DESC, rowid DESC LIMIT ? OFFSET ?'),
    count: db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM favourites'),
    refs: db.prepare<[], { source: string; item_id: string }>('SELECT source, item_id FROM favourites ORDER BY added_at DESC, rowid DESC'),
    keys: db.prepare<[], { source: string; item_id: string }>('SELECT source, item_id FROM favourites'),
  }

  return {
    add(item) {
      const card = parseOrThrow(MediaItemSchema, item)
      return write('core.file.doing.saveFavourite', () => {
        statements.upsert.run(card.source, card.id, stamp(), JSON.stringify(card))
        return favouriteFromRow(statements.one.get(card.source, card.id) as FavouriteRow)
      })
    },

    remove(source, id) {
      return write('core.file.doing.removeFavourite', () => statements.delete.run(source, id).changes > 0)
    },

    page(request) {
      const { offset, limit } = pageBounds(request)
      return read('core.file.doing.readFavourites', () => page(statements.page.all(limit, offset).map(favouriteFromRow), offset, (statements.count.get() as { total: number }).total))
    },

    refs() {
      return read('core.file.doing.readFavourites', () => statements.refs.all()).map((row) => ({ source: row.source as ItemSource, id: row.item_id }))
    },

    has(source, id) {
      return read('core.file.doing.readFavourites', () => statements.one.get(source, id)) !== undefined
    },

    keys() {
      return new Set(statements.keys.all().map((row) => itemKey(row.source, row.item_id)))
    },
  }
}
