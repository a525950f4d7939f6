import type { z } from 'zod'
import type { MediaType } from '../../shared/media'
import { wireEnum } from '../../shared/wire-enum'

/** The listing's sort; its wire value is the last path segment (`/r/a+b/top`). */
export const CommunitySort = wireEnum({
  HOT: 'hot',
  NEW: 'new',
  TOP: 'top',
  RISING: 'rising',
  CONTROVERSIAL: 'controversial',
})
export type CommunitySort = z.infer<typeof CommunitySort.schema>

/** The `t` query parameter; Reddit reads it only for the sorts in `SORTS_WITH_TIME_FILTER`. */
export const CommunityTimeFilter = wireEnum({
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
  ALL: 'all',
})
export type CommunityTimeFilter = z.infer<typeof CommunityTimeFilter.schema>

export const SORTS_WITH_TIME_FILTER: readonly CommunitySort[] = Object.freeze(['TOP', 'CONTROVERSIAL'])

/**
 * The seed's MediaType for the community listing, named for what it does so it cannot be confused
 * with the card's `MediaType`. It never reaches Reddit (the filter runs on the client), so its
 * "wire" values are the words the command line accepts (`--media any|image|gif|video`).
 */
export const MediaTypeFilter = wireEnum({
  ANY: 'any',
  IMAGE: 'image',
  GIF: 'gif',
  VIDEO: 'video',
})
export type MediaTypeFilter = z.infer<typeof MediaTypeFilter.schema>

const KEPT_MEDIA_TYPE = {
  ANY: null,
  IMAGE: 'image',
  GIF: 'gif',
  VIDEO: 'video',
} as const satisfies Record<MediaTypeFilter, MediaType | null>

/** Whether a card of `mediaType` passes the filter; ANY passes everything. */
export function keepsMediaType(filter: MediaTypeFilter, mediaType: MediaType): boolean {
  const kept = KEPT_MEDIA_TYPE[filter]
  return kept === null || kept === mediaType
}
