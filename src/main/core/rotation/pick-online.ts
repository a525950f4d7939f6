// A picture from one of the online sources in the pool, with that member's filters: Wallhaven's
// seeded random order (a page or three), an Unsplash random draw (a few), a Reddit listing (a page
// or three, one chosen at random). Null when nothing there passes the rules; a fault throws.
import type { MediaItem } from '../../../shared/media'
import type { PoolMember } from '../../../shared/rotation-pool'
import type { RotationSettings } from '../../../shared/settings'
import { generateSeed } from '../../../shared/shuffle'
import { createRedditListingParams, type RedditListingParams } from '../../../shared/sources/reddit/listing-params'
import { createUnsplashRandomParams, type UnsplashRandomParams, type UnsplashRandomParamsInput } from '../../../shared/sources/unsplash/random-params'
import { createWallhavenSearchParams, type WallhavenSearchParams, type WallhavenSearchParamsInput } from '../../../shared/sources/wallhaven/search-params'
import type { RequestPlan } from '../http/http'
import type { SourceClients } from '../sources/service'
import { isFolderSource, type FolderSourceId } from '../../../sources/ids'
import { FOLDER_SOURCES } from '../../../sources/registry'
import { parseOrThrow } from '../../../shared/validation'
import type { Acceptable, Screen } from './screen'

/** Pages (or random draws) one pick may look through before it gives up. */
const MAX_TRIES = 3
const MAX_UNSPLASH_DRAWS = 5
const DEFAULT_COMMUNITIES = 'wallpapers'

export type OnlineMember = Extract<PoolMember, { source: 'wallhaven' | 'unsplash' | 'reddit' | FolderSourceId }>
type FolderMember = Extract<PoolMember, { source: FolderSourceId }>

export function isOnline(member: PoolMember): member is OnlineMember {
  return member.source === 'wallhaven' || member.source === 'unsplash' || member.source === 'reddit' || isFolderSource(member.source)
}

/** A folder source's search for rotation: its pool filters over the filters it suggests for the pool, checked by its schema. */
function folderParams(member: FolderMember): unknown {
  const source = FOLDER_SOURCES[member.source]
  return parseOrThrow(source.params, { ...(source.defaultPoolFilters ?? {}), ...member.filters })
}

function isFolderMember(member: OnlineMember): member is FolderMember {
  return isFolderSource(member.source)
}

function wallhavenParams(member: OnlineMember, rotation: RotationSettings, screen: Screen | undefined): WallhavenSearchParams {
  const filters = member.filters as WallhavenSearchParamsInput
  return createWallhavenSearchParams({
    ...filters,
    // A seeded random order: a fresh pick each step, stable while paging within it.
    sorting: 'RANDOM',
    seed: generateSeed(),
    top_range: null,
    page: 1,
    purity: rotation.includeNsfw ? filters.purity : ['SFW'],
    atleast: filters.atleast ?? (screen ? `${screen.width}x${screen.height}` : null),
  })
}

function redditParams(member: OnlineMember, rotation: RotationSettings): RedditListingParams {
  const filters = member.filters as Partial<RedditListingParams>
  return createRedditListingParams({
    communities: DEFAULT_COMMUNITIES,
    limit: 50,
    ...filters,
    after: null,
    media_type: 'IMAGE',
    include_nsfw: rotation.includeNsfw,
  })
}

function unsplashParams(member: OnlineMember, screen: Screen | undefined): UnsplashRandomParams {
  const filters = member.filters as UnsplashRandomParamsInput
  return createUnsplashRandomParams({
    ...filters,
    orientation: filters.orientation ?? (screen ? (screen.width >= screen.height ? 'LANDSCAPE' : 'PORTRAIT') : null),
  })
}

/** The first request a pick from `member` would send, for `tapestry next --dry-run`. */
export function planOnlinePick(clients: SourceClients, member: OnlineMember, rotation: RotationSettings, screen: Screen | undefined): RequestPlan {
  if (isFolderMember(member)) return clients.folders[member.source].planSearch(folderParams(member))
  if (member.source === 'unsplash') return clients.unsplash.planRandom(unsplashParams(member, screen))
  if (member.source === 'wallhaven') return clients.wallhaven.planSearch(wallhavenParams(member, rotation, screen))
  return clients.reddit.planListing(redditParams(member, rotation))
}

export interface OnlinePickContext {
  clients: SourceClients
  rotation: RotationSettings
  screen: Screen | undefined
  acceptable: Acceptable
  random: () => number
  signal: AbortSignal | undefined
}

export async function pickOnline(member: OnlineMember, context: OnlinePickContext): Promise<MediaItem | null> {
  const { clients, rotation, screen, acceptable, signal } = context
  if (isFolderMember(member)) {
    const client = clients.folders[member.source]
    let params: unknown = folderParams(member)
    for (let page = 0; page < MAX_TRIES && params !== null; page++) {
      const result = await client.search(params, { signal })
      const candidates = result.items.filter(acceptable)
      if (candidates.length > 0) return candidates[Math.floor(context.random() * candidates.length)] as MediaItem
      params = result.next
    }
    return null
  }
  if (member.source === 'unsplash') {
    const params = unsplashParams(member, screen)
    for (let draw = 0; draw < MAX_UNSPLASH_DRAWS; draw++) {
      const { item } = await clients.unsplash.random(params, { signal })
      if (acceptable(item)) return item
    }
    return null
  }
  if (member.source === 'wallhaven') {
    let params: WallhavenSearchParams | null = wallhavenParams(member, rotation, screen)
    for (let page = 0; page < MAX_TRIES && params; page++) {
      const result = await clients.wallhaven.search(params, { signal })
      const found = result.items.find(acceptable)
      if (found) return found
      params = result.next
    }
    return null
  }
  let params: RedditListingParams | null = redditParams(member, rotation)
  for (let page = 0; page < MAX_TRIES && params; page++) {
    const result = await clients.reddit.listing(params, { signal })
    const candidates = result.items.filter(acceptable)
    if (candidates.length > 0) return candidates[Math.floor(context.random() * candidates.length)] as MediaItem
    params = result.next
  }
  return null
}
