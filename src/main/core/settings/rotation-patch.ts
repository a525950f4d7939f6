// A change to rotation's settings, applied: fields replaced, and the two shortcuts older callers
// and scripts use turned into the pool they mean. `source` rotates from that online source only
// (every other member stays, at weight 0, with its filters); `filters` sets those online sources'
// filters on their members (adding a member at weight 0 where the pool has none).
import type { MediaSource } from '../../../shared/media'
import { PoolSchema, type PoolMember } from '../../../shared/rotation-pool'
import type { z } from 'zod'
import { poolFromSingleSource, type RotationSettings, type SettingsPatchSchema } from './schema'

type RotationPatch = NonNullable<z.output<typeof SettingsPatchSchema>['rotation']>
type OnlineMember = Extract<PoolMember, { filters: unknown }>
type Filters = OnlineMember['filters']

function withFilters(pool: readonly PoolMember[], filters: NonNullable<RotationPatch['filters']>): PoolMember[] {
  const result = [...pool]
  for (const [source, value] of Object.entries(filters) as [MediaSource, Filters | undefined][]) {
    if (value === undefined) continue
    const at = result.findIndex((member) => member.source === source)
    if (at === -1) result.push({ source, weight: 0, filters: value })
    else result[at] = { ...(result[at] as OnlineMember), filters: value }
  }
  return result
}

function onlyFrom(pool: readonly PoolMember[], source: MediaSource): PoolMember[] {
  const result = pool.map((member) => ({ ...member, weight: member.source === source ? Math.max(member.weight, 1) : 0 }))
  return result.some((member) => member.source === source) ? result : [...result, { source, weight: 1, filters: {} }]
}

export function applyRotationPatch(current: RotationSettings, patch: RotationPatch): RotationSettings {
  const { source, filters, pool, ...fields } = patch
  let next: PoolMember[] = pool ?? current.pool
  if (filters) next = withFilters(next, filters)
  if (source) next = onlyFrom(next, source)
  return { ...current, ...fields, pool: next } as RotationSettings
}

/**
 * The pool after the person's folders changed: a folder added joins rotation (weight 1, as a new
 * source a person adds would), a folder removed leaves it. A pool left empty starts again from
 * Wallhaven, as a new settings file does.
 */
export function poolWithFolders(pool: readonly PoolMember[], before: readonly string[], after: readonly string[]): PoolMember[] {
  const kept = pool.filter((member) => member.source !== 'folder' || after.includes(member.path))
  const added = after.filter((folder) => !before.includes(folder) && !kept.some((member) => member.source === 'folder' && member.path === folder))
  const next: PoolMember[] = [...kept, ...added.map((path) => ({ source: 'folder' as const, weight: 1, path }))]
  return next.length > 0 ? next : PoolSchema.parse(poolFromSingleSource(undefined, undefined))
}
