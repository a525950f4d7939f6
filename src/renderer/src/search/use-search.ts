// Runs a search and pages through it: the first page when the request changes, the next one when
// the grid asks, never two at once. A newer search aborts the older one and drops whatever it
// still answers. A shuffled source's pages are put in the seed's order one page at a time,
// so loaded cards never move and the same seed gives the same order from the first page on.
// What is shown always belongs to the search asked for: between a new address and the effect that
// starts its search, the last search's cards are not passed off as the new one's (they read as
// loading), so nothing (a person, a test) can take them for the new results.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ErrorData } from '../../../shared/errors'
import type { SearchRequestInput } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { ShuffleSeedSchema, seededShuffle } from '../../../shared/shuffle'
import { callAbortable } from '../api/abortable'
import { useApi } from '../api/api-context'
import { carrierError } from '../api/errors'
import { itemKey } from '../library/known-items'

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error'

interface Pages {
  /** The run (runKey) these pages belong to. */
  key: string
  status: SearchStatus
  /** The pages as the source answered them (each without cards an earlier page already had). */
  pages: readonly (readonly MediaItem[])[]
  next: SearchRequestInput | null
  total: number | null
  /** The seed the server used (a source ordered at random on its server). */
  seed: string | null
  /** The first page's failure. */
  error: ErrorData | null
  /** When that failure was received, for rate-limit countdowns. */
  errorAt: number
  loadingMore: boolean
  /** A later page's failure; the cards already loaded stay. */
  moreError: ErrorData | null
}

const EMPTY: Pages = {
  key: '',
  status: 'idle',
  pages: [],
  next: null,
  total: null,
  seed: null,
  error: null,
  errorAt: 0,
  loadingMore: false,
  moreError: null,
}

export interface SearchResults extends Omit<Pages, 'pages' | 'next' | 'key'> {
  items: readonly MediaItem[]
  pageCount: number
  hasMore: boolean
  loadMore(): void
  retry(): void
}

/**
 * `request` null shows nothing. `runKey` decides when the search starts again (the request's text,
 * plus a counter for "search again"); `shuffle` only reorders what is loaded.
 */
export function useSearch(
  request: SearchRequestInput | null,
  runKey: string,
  shuffle: string,
  hidden: ReadonlySet<string>,
): SearchResults {
  const api = useApi()
  const [state, setState] = useState<Pages>(EMPTY)
  const generation = useRef(0)
  const controller = useRef<AbortController | null>(null)
  const inFlight = useRef(false)
  // Pages of another run are not this one's: until its own arrive, this run is loading (or idle).
  const shown: Pages = state.key === runKey ? state : { ...EMPTY, key: runKey, status: request === null ? 'idle' : 'loading' }
  const latest = useRef({ request, state: shown, runKey })
  latest.current = { request, state: shown, runKey }

  const fetchPage = useCallback(
    (pageRequest: SearchRequestInput, first: boolean) => {
      const key = latest.current.runKey
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      const run = first ? ++generation.current : generation.current
      inFlight.current = true
      setState((current) => (first ? { ...EMPTY, key, status: 'loading' } : { ...current, loadingMore: true, moreError: null }))

      const settle = (update: (current: Pages) => Pages) => {
        if (run !== generation.current || abort.signal.aborted) return
        inFlight.current = false
        setState(update)
      }
      const fail = (error: ErrorData) =>
        settle((current) =>
          first ? { ...EMPTY, key, status: 'error', error, errorAt: Date.now() } : { ...current, loadingMore: false, moreError: error, errorAt: Date.now() },
        )

      callAbortable(api, 'search', pageRequest, abort.signal).then(
        (result) => {
          if (!result.ok) return fail(result.error)
          const { items, next, total, seed } = result.value
          settle((current) => {
            const seen = new Set(current.pages.flat().map(itemKey))
            const fresh = first ? items : items.filter((item) => !seen.has(itemKey(item)))
            return {
              ...current,
              status: 'ready',
              pages: first ? [fresh] : [...current.pages, fresh],
              next,
              total: first ? total : (total ?? current.total),
              seed: seed ?? current.seed,
              loadingMore: false,
              moreError: null,
            }
          })
        },
        () => fail(carrierError()),
      )
    },
    [api],
  )

  useEffect(() => {
    if (latest.current.request === null) {
      generation.current++
      controller.current?.abort()
      inFlight.current = false
      setState({ ...EMPTY, key: runKey })
      return
    }
    fetchPage(latest.current.request, true)
  }, [runKey, fetchPage])

  // Nothing may still run for a window that is gone.
  useEffect(() => () => controller.current?.abort(), [])

  const loadMore = useCallback(() => {
    const { state: current } = latest.current
    if (inFlight.current || current.status !== 'ready' || current.next === null || current.moreError !== null) return
    fetchPage(current.next, false)
  }, [fetchPage])

  const retry = useCallback(() => {
    const { state: current, request: first } = latest.current
    if (current.moreError !== null && current.next !== null) fetchPage(current.next, false)
    else if (first !== null) fetchPage(first, true)
  }, [fetchPage])

  const validSeed = ShuffleSeedSchema.safeParse(shuffle).success ? shuffle : null
  const items = useMemo(() => {
    const ordered = validSeed === null ? shown.pages : shown.pages.map((page) => seededShuffle(page, validSeed))
    return ordered.flat().filter((item) => !hidden.has(itemKey(item)))
  }, [shown.pages, validSeed, hidden])

  const { pages, next, key: _key, ...rest } = shown
  return { ...rest, items, pageCount: pages.length, hasMore: next !== null, loadMore, retry }
}
