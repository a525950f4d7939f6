// A Wallhaven wallpaper's own record for the preview (tags, uploader, category, views, favourites).
// The main process keeps it in the library and asks Wallhaven once per wallpaper; the window keeps
// the answers of this session too, so going back and forth between neighbours asks nothing again.
import { useEffect, useState } from 'react'
import type { MediaItem } from '../../../shared/media'
import type { WallhavenDetails } from '../../../shared/wallhaven-details'
import { useApi } from '../api/api-context'

export type DetailsState = { status: 'none' } | { status: 'loading' } | { status: 'ready'; details: WallhavenDetails } | { status: 'failed' }

const answered = new Map<string, WallhavenDetails>()

export function useWallhavenDetails(item: Pick<MediaItem, 'source' | 'id'>): DetailsState {
  const api = useApi()
  const wanted = item.source === 'wallhaven' ? item.id : null
  const [state, setState] = useState<{ id: string | null; state: DetailsState }>({ id: null, state: { status: 'none' } })

  useEffect(() => {
    if (wanted === null || answered.has(wanted)) return
    let current = true
    setState({ id: wanted, state: { status: 'loading' } })
    void api['wallhaven.details']({ id: wanted })
      .then((result) => {
        if (result.ok) answered.set(wanted, result.value)
        if (current) setState({ id: wanted, state: result.ok ? { status: 'ready', details: result.value } : { status: 'failed' } })
      })
      .catch(() => {
        if (current) setState({ id: wanted, state: { status: 'failed' } })
      })
    return () => {
      current = false
    }
  }, [api, wanted])

  if (wanted === null) return { status: 'none' }
  const known = answered.get(wanted)
  if (known !== undefined) return { status: 'ready', details: known }
  return state.id === wanted ? state.state : { status: 'loading' }
}
