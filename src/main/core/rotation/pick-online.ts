// A picture from one of the online sources in the pool, with that member's filters: by default its
// search with the filters over the ones its definition suggests for the pool (a page or three, one
// acceptable picture at random); a source may shape rotation's request itself (Wallhaven's seeded
// random order, Reddit's pictures-only listing) or draw one picture at a time (Unsplash's random
// photo). Null when nothing there passes the rules; a fault throws.
import type { MediaItem } from '../../../shared/media'
import type { PoolMember } from '../../../shared/rotation-pool'
import type { RotationSettings } from '../../../shared/settings'
import type { RequestPlan } from '../http/http'
import type { SourceClients } from '../sources/service'
import { isSourceId, type SourceId } from '../../../sources/ids'
import { SOURCE_DEFINITIONS } from '../../../sources/registry'
import { parseOrThrow } from '../../../shared/validation'
import type { Acceptable, Screen } from './screen'

/** Pages one pick may look through before it gives up. */
const MAX_PAGES = 3

export type OnlineMember = Extract<PoolMember, { source: SourceId }>

export function isOnline(member: PoolMember): member is OnlineMember {
  return isSourceId(member.source)
}

/** The request rotation sends for `member`: shaped by its source where it does, else its search over the pool filters, checked by its schema. */
function pickParams(member: OnlineMember, clients: SourceClients, rotation: RotationSettings, screen: Screen | undefined): unknown {
  const definition = SOURCE_DEFINITIONS[member.source]
  const filters = { ...(definition.defaultPoolFilters ?? {}), ...member.filters }
  const shaping = clients[member.source].rotation
  return shaping ? shaping.params(filters, { includeNsfw: rotation.includeNsfw, screen }) : parseOrThrow(definition.params, filters)
}

/** The first request a pick from `member` would send, for `tapestry next --dry-run`. */
export function planOnlinePick(clients: SourceClients, member: OnlineMember, rotation: RotationSettings, screen: Screen | undefined): RequestPlan {
  const client = clients[member.source]
  const params = pickParams(member, clients, rotation, screen)
  return client.rotation?.draw ? client.rotation.draw.plan(params) : client.planSearch(params)
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
  const client = clients[member.source]
  let params: unknown = pickParams(member, clients, rotation, screen)
  const draw = client.rotation?.draw
  if (draw) {
    for (let tries = 0; tries < draw.tries; tries++) {
      const item = await draw.one(params, { signal })
      if (acceptable(item)) return item
    }
    return null
  }
  for (let page = 0; page < MAX_PAGES && params !== null; page++) {
    const result = await client.search(params, { signal })
    const candidates = result.items.filter(acceptable)
    if (candidates.length > 0) {
      // A source whose order is already random (Wallhaven's seed) gives its first; the others one at random.
      return client.rotation?.firstAcceptable ? (candidates[0] as MediaItem) : (candidates[Math.floor(context.random() * candidates.length)] as MediaItem)
    }
    params = result.next
  }
  return null
}
