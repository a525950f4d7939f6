// What an item's own record adds to its preview, for a source that keeps one (src/sources/window.ts,
// `loadDetails`): asked of the main process once per item, and kept for this session too, so going
// back and forth between neighbours asks nothing again. Null until it has arrived, and for an item
// whose source keeps none or whose record could not be had (the card is shown as it is).
import { useEffect, useState } from 'react'
import type { MediaItem } from '../../../shared/media'
import { isSourceId } from '../../../sources/ids'
import { SOURCE_WINDOW_PARTS, type PreviewDetails } from '../../../sources/window'
import { useApi } from '../api/api-context'

const answered = new Map<string, PreviewDetails>()

export function useSourceDetails(item: Pick<MediaItem, 'source' | 'id'>): PreviewDetails | null {
  const api = useApi()
  const load = isSourceId(item.source) ? SOURCE_WINDOW_PARTS[item.source]?.loadDetails : undefined
  const wanted = load === undefined ? null : `${item.source}:${item.id}`
  const [latest, setLatest] = useState<{ key: string; details: PreviewDetails } | null>(null)

  useEffect(() => {
    if (load === undefined || wanted === null || answered.has(wanted)) return
    let current = true
    load(api, item.id)
      .then((details) => {
        if (details === null) return
        answered.set(wanted, details)
        if (current) setLatest({ key: wanted, details })
      })
      .catch(() => {
        // The record is an extra: without it the preview shows the card as it is.
      })
    return () => {
      current = false
    }
  }, [api, load, wanted, item.id])

  if (wanted === null) return null
  return answered.get(wanted) ?? (latest?.key === wanted ? latest.details : null)
}
