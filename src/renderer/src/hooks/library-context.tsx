// Favourites and the blocklist as every view needs them: whether a card is a favourite (the
// library's list of favourite sources and ids, not their cards), and which cards were blocked in
// this window (search already leaves out what was blocked before it ran). Also where the window
// hears that a download finished, to say so with the file's name.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { ItemRef, OperationResult } from '../../../shared/ipc'
import type { MediaItem } from '../../../shared/media'
import { useApi } from '../api/api-context'
import { carrierFailure } from '../api/errors'
import { itemKey, rememberItem } from '../library/known-items'
import { toastDownloaded } from '../library/show-in-folder'
import { useEvent } from './use-event'

interface LibraryValue {
  isFavourite(item: MediaItem): boolean
  toggleFavourite(item: MediaItem): Promise<OperationResult<'library.addFavourite'>>
  /** Keys (`source:id`) of cards blocked since the window opened. */
  blocked: ReadonlySet<string>
  block(item: MediaItem): Promise<OperationResult<'library.block'>>
  unblock(ref: { source: MediaItem['source']; id: string }): Promise<OperationResult<'library.unblock'>>
}

const LibraryContext = createContext<LibraryValue | null>(null)

export function LibraryProvider({ children }: { children: ReactNode }) {
  const api = useApi()
  const [favourites, setFavourites] = useState<readonly ItemRef[]>([])
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(() => new Set())

  const loadFavourites = useCallback(() => {
    api['library.favouriteRefs']().then(
      (result) => {
        if (result.ok) setFavourites(result.value)
      },
      () => undefined,
    )
  }, [api])
  useEffect(loadFavourites, [loadFavourites])
  useEvent('library.changed', ({ what }) => {
    if (what === 'favourites') loadFavourites()
  })
  // A download finished (from a preview, a card, wherever): a note naming its file, with "Show in folder".
  useEvent('download.finished', (download) => toastDownloaded(api, download))
  // What rotation sets is remembered too, so History can offer it again.
  useEvent('rotation.changed', ({ current }) => {
    if (current !== null) rememberItem(current)
  })

  const favouriteKeys = useMemo(() => new Set(favourites.map(itemKey)), [favourites])
  const isFavourite = useCallback((item: MediaItem) => favouriteKeys.has(itemKey(item)), [favouriteKeys])

  const toggleFavourite = useCallback(
    async (item: MediaItem) => {
      const result = favouriteKeys.has(itemKey(item))
        ? await api['library.removeFavourite']({ source: item.source, id: item.id }).catch(carrierFailure)
        : await api['library.addFavourite']({ item }).catch(carrierFailure)
      if (result.ok) {
        const { source, id, favourite } = result.value
        setFavourites((current) => [...current.filter((ref) => !(ref.source === source && ref.id === id)), ...(favourite ? [{ source, id }] : [])])
        rememberItem(item)
      }
      return result
    },
    [api, favouriteKeys],
  )

  const block = useCallback(
    async (item: MediaItem) => {
      const result = await api['library.block']({ item }).catch(carrierFailure)
      if (result.ok) setBlocked((current) => new Set(current).add(itemKey(item)))
      return result
    },
    [api],
  )

  const unblock = useCallback(
    async (ref: { source: MediaItem['source']; id: string }) => {
      const result = await api['library.unblock'](ref).catch(carrierFailure)
      if (result.ok)
        setBlocked((current) => {
          const next = new Set(current)
          next.delete(itemKey(ref))
          return next
        })
      return result
    },
    [api],
  )

  const value = useMemo(() => ({ isFavourite, toggleFavourite, blocked, block, unblock }), [isFavourite, toggleFavourite, blocked, block, unblock])
  return <LibraryContext.Provider value={value}>{children}</LibraryContext.Provider>
}

export function useLibrary(): LibraryValue {
  const value = useContext(LibraryContext)
  if (value === null) throw new Error('useLibrary needs a LibraryProvider above it.')
  return value
}
