// A library list read a page at a time: the first page at once, more on request (scrolling the
// favourites, "Show more" in the history and blocklist), and again from the top when the library
// says that list changed (up to as many as were shown, so the view does not jump back).
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { PageRequest } from '../../../shared/ipc'
import { carrierError } from '../api/errors'
import { useEvent } from '../hooks/use-event'

export interface LibraryPage<T> {
  items: T[]
  next: number | null
  total: number
}

type Load<T> = (request: PageRequest) => Promise<{ ok: true; value: LibraryPage<T> } | { ok: false; error: ErrorData }>

export const PAGE_SIZE = 60
/** The most one request may ask for (the contract's limit). */
const MAX_LIMIT = 200

/** `what`: the part of the library whose change reloads the list ('entries' for the downloads). */
export function useLibraryPages<T>(load: Load<T>, what: 'favourites' | 'history' | 'blocklist' | 'entries') {
  const [items, setItems] = useState<T[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<{ error: ErrorData; at: number } | null>(null)
  const shown = useRef(0)
  // Answers to a superseded request (a reload while a page was on its way) are dropped.
  const generation = useRef(0)

  const fetchPage = useCallback(
    async (cursor: number, limit: number, append: boolean) => {
      const mine = ++generation.current
      setLoading(true)
      let result: Awaited<ReturnType<Load<T>>>
      try {
        result = await load({ cursor, limit })
      } catch {
        result = { ok: false, error: carrierError() }
      }
      if (mine !== generation.current) return
      setLoading(false)
      if (!result.ok) {
        setError({ error: result.error, at: Date.now() })
        return
      }
      setError(null)
      setItems((current) => (append && current !== null ? [...current, ...result.value.items] : result.value.items))
      shown.current = (append ? shown.current : 0) + result.value.items.length
      setNext(result.value.next)
      setTotal(result.value.total)
    },
    [load],
  )

  const reload = useCallback(() => void fetchPage(0, Math.min(MAX_LIMIT, Math.max(PAGE_SIZE, shown.current)), false), [fetchPage])
  const loadMore = useCallback(() => {
    if (next !== null && !loading) void fetchPage(next, PAGE_SIZE, true)
  }, [fetchPage, next, loading])

  useEffect(reload, [reload])
  useEvent('library.changed', (change) => {
    if (change.what === what) reload()
  })
  return { items, total, hasMore: next !== null, loading, error, reload, loadMore }
}
