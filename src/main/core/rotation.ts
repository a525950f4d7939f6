// One rotation step (design §1.4): pick a random image from the configured source and filters that
// is not blocked, not among the recent ones, safe unless NSFW was asked for, and fits the display,
// then set it. Nothing here keeps time: the scheduler (or `tapestry next`) calls it. A fault while
// picking throws before anything is set, so the current wallpaper stays.
import type { DisplayInfo, SetWallpaperResult } from '../../shared/ipc'
import type { MediaItem } from '../../shared/media'
import type { RotationSettings } from '../../shared/settings'
import { generateSeed } from '../../shared/shuffle'
import { createRedditListingParams, type RedditListingParams } from '../../shared/sources/reddit/listing-params'
import { createUnsplashRandomParams, type UnsplashRandomParams, type UnsplashRandomParamsInput } from '../../shared/sources/unsplash/random-params'
import { createWallhavenSearchParams, type WallhavenSearchParams, type WallhavenSearchParamsInput } from '../../shared/sources/wallhaven/search-params'
import { NotFoundError } from './errors'
import type { RequestPlan } from './http'
import type { Library } from './library/library'
import type { SourceClients } from './service'
import type { SetOptions } from './wallpaper-actions'

export interface RotationDeps {
  clients: () => SourceClients
  library: () => Library
  displays: () => Promise<DisplayInfo[]>
  setWallpaper: (item: MediaItem, options: SetOptions) => Promise<SetWallpaperResult>
  /** In [0, 1); injectable for tests. */
  random?: () => number
}

export interface RotationStepResult {
  item: MediaItem
  result: SetWallpaperResult
}

/** Pages (or random draws) one step may look through before it gives up. */
const MAX_TRIES = 3
const MAX_UNSPLASH_DRAWS = 5
const DEFAULT_COMMUNITIES = 'wallpapers'

interface Screen {
  width: number
  height: number
}

function screenFor(displays: readonly DisplayInfo[], display: string): Screen | undefined {
  const candidates = display === 'all' ? displays : displays.filter((info) => info.id === display || info.name === display)
  const chosen = candidates.find((info) => info.primary) ?? candidates[0]
  if (!chosen || chosen.width === null || chosen.height === null) return undefined
  return { width: chosen.width, height: chosen.height }
}

/** The rules every candidate must pass, whatever the source. */
export function rotationFilter(rotation: RotationSettings, library: Library, screen: Screen | undefined) {
  const recent = new Set(library.recentIds(rotation.historyWindow).map((ref) => `${ref.source}:${ref.id}`))
  return (item: MediaItem): boolean => {
    if (item.mediaType !== 'image') return false
    if (item.nsfw && !rotation.includeNsfw) return false
    if (library.isBlocked(item.source, item.id)) return false
    if (recent.has(`${item.source}:${item.id}`)) return false
    if (screen) {
      const landscapeScreen = screen.width >= screen.height
      if (landscapeScreen !== item.width >= item.height) return false
      if (item.width < screen.width || item.height < screen.height) return false
    }
    return true
  }
}

function wallhavenParams(rotation: RotationSettings, screen: Screen | undefined): WallhavenSearchParams {
  const filters = rotation.filters.wallhaven as WallhavenSearchParamsInput
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

function redditParams(rotation: RotationSettings): RedditListingParams {
  const filters = rotation.filters.reddit as Partial<RedditListingParams>
  return createRedditListingParams({
    communities: DEFAULT_COMMUNITIES,
    limit: 50,
    ...filters,
    after: null,
    media_type: 'IMAGE',
    include_nsfw: rotation.includeNsfw,
  })
}

function unsplashParams(rotation: RotationSettings, screen: Screen | undefined): UnsplashRandomParams {
  const filters = rotation.filters.unsplash as UnsplashRandomParamsInput
  return createUnsplashRandomParams({
    ...filters,
    orientation: filters.orientation ?? (screen ? (screen.width >= screen.height ? 'LANDSCAPE' : 'PORTRAIT') : null),
  })
}

/** The first request a step would send, for `tapestry next --dry-run`. */
export async function planRotationStep(deps: Pick<RotationDeps, 'clients' | 'displays'>, rotation: RotationSettings): Promise<RequestPlan> {
  const clients = deps.clients()
  const screen = screenFor(await deps.displays(), rotation.display)
  if (rotation.source === 'unsplash') return clients.unsplash.planRandom(unsplashParams(rotation, screen))
  if (rotation.source === 'wallhaven') return clients.wallhaven.planSearch(wallhavenParams(rotation, screen))
  return clients.reddit.planListing(redditParams(rotation))
}

async function pick(deps: RotationDeps, rotation: RotationSettings, signal: AbortSignal | undefined): Promise<MediaItem> {
  const clients = deps.clients()
  const screen = screenFor(await deps.displays(), rotation.display)
  const acceptable = rotationFilter(rotation, deps.library(), screen)
  const random = deps.random ?? Math.random

  if (rotation.source === 'unsplash') {
    const params = unsplashParams(rotation, screen)
    for (let draw = 0; draw < MAX_UNSPLASH_DRAWS; draw++) {
      const { item } = await clients.unsplash.random(params, { signal })
      if (acceptable(item)) return item
    }
  } else if (rotation.source === 'wallhaven') {
    let params: WallhavenSearchParams | null = wallhavenParams(rotation, screen)
    for (let page = 0; page < MAX_TRIES && params; page++) {
      const result = await clients.wallhaven.search(params, { signal })
      const found = result.items.find(acceptable)
      if (found) return found
      params = result.next
    }
  } else {
    let params: RedditListingParams | null = redditParams(rotation)
    for (let page = 0; page < MAX_TRIES && params; page++) {
      const result = await clients.reddit.listing(params, { signal })
      const candidates = result.items.filter(acceptable)
      if (candidates.length > 0) return candidates[Math.floor(random() * candidates.length)] as MediaItem
      params = result.next
    }
  }
  throw new NotFoundError('No new wallpaper matched the rotation filters. Widen the filters or allow repeats in Settings.')
}

export async function runRotationStep(deps: RotationDeps, rotation: RotationSettings, signal?: AbortSignal): Promise<RotationStepResult> {
  const item = await pick(deps, rotation, signal)
  const result = await deps.setWallpaper(item, { display: rotation.display, fit: rotation.fit, signal })
  return { item, result }
}
