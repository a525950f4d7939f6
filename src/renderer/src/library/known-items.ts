// The cards this window has set, downloaded or favourited, kept in local storage by source and id.
// History records carry no card (src/shared/library.ts), so this is what lets History show a
// thumbnail and credit and offer "Set again" for them. Read back through the shared schema: what
// storage holds is never trusted as it is.
import { MediaItemSchema, type ItemSource, type MediaItem } from '../../../shared/media'

const STORAGE_KEY = 'tapestry.knownItems'
/** Enough for a long history; the oldest are forgotten first. */
const MAX_ITEMS = 500

type Stored = Record<string, unknown>

export function itemKey(item: { source: ItemSource; id: string }): string {
  return `${item.source}:${item.id}`
}

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {}
  } catch {
    return {}
  }
}

export function rememberItem(item: MediaItem): void {
  try {
    const stored = read()
    delete stored[itemKey(item)]
    stored[itemKey(item)] = item
    const keys = Object.keys(stored)
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ITEMS))) delete stored[key]
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage full or unavailable: History then shows the record without its card.
  }
}

export function knownItem(source: ItemSource, id: string): MediaItem | null {
  const parsed = MediaItemSchema.safeParse(read()[itemKey({ source, id })])
  return parsed.success ? parsed.data : null
}
