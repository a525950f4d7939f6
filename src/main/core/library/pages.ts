// The library's lists are read a page at a time: a cursor (where the page starts) and a limit in,
// the page and the next cursor out, the same for favourites, history and the blocklist.
import { PAGE_SIZE_MAX } from '../../../shared/library'

export const DEFAULT_PAGE_SIZE = 50

export interface PageRequest {
  /** Where the page starts: 0, or the `next` of the page before. */
  cursor?: number | null
  limit?: number
}

export interface Page<T> {
  items: T[]
  /** The cursor of the next page, or null at the end. */
  next: number | null
  total: number
}

export function pageBounds(request: PageRequest = {}): { offset: number; limit: number } {
  const offset = Math.max(0, Math.floor(request.cursor ?? 0))
  const limit = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(request.limit ?? DEFAULT_PAGE_SIZE)))
  return { offset, limit }
}

export function page<T>(items: T[], offset: number, total: number): Page<T> {
  const end = offset + items.length
  return { items, next: end < total ? end : null, total }
}
