// The sources rotation draws from: a pool, each member with its filters and a weight. A step draws
// a member by weight, then a picture from it by the rotation's rules. A weight of 0 keeps a member
// (and its filters) in the pool without drawing from it, so it can be turned back on.
import { z } from 'zod'
import { PATH_LENGTH_MAX } from './local-folders'
import { SOURCE_IDS } from '../sources/ids'
import { SOURCE_DEFINITIONS } from '../sources/registry'
import { fieldSays } from './i18n/field-words'

/**
 * A source's own search filters: a parameter-set input object as the shared schemas in
 * src/sources/<id>/params.ts take it. Stored as given and checked by those schemas when rotation uses it,
 * so a settings file written by an older version still opens.
 */
export const RawFiltersSchema = z.record(z.string(), z.json())
const WeightSchema = z.number().int().min(0).max(100)

/** The least a source's pictures must measure to be drawn, "WxH"; rotation also fits each to its display. */
export const MinSizeSchema = z.string().regex(/^\d{2,5}x\d{2,5}$/, { error: () => fieldSays('fields.minimumSize') })

/** An online source in the pool: its filters, its weight, and the least size of its pictures. */
function onlineMember<S extends string>(source: S) {
  return z.object({ source: z.literal(source), weight: WeightSchema.default(1), filters: RawFiltersSchema.default({}), minSize: MinSizeSchema.optional() })
}

export const PoolMemberSchema = z.discriminatedUnion('source', [
  /** The person's favourites, from the library copies (downloaded again where one was evicted). */
  z.object({ source: z.literal('favourites'), weight: WeightSchema.default(1) }),
  /** One of the person's folders, as added in Settings or with `tapestry folders add`. */
  z.object({ source: z.literal('folder'), weight: WeightSchema.default(1), path: z.string().trim().min(1).max(PATH_LENGTH_MAX) }),
  ...SOURCE_IDS.map((id) => onlineMember(id)),
])
export type PoolMember = z.output<typeof PoolMemberSchema>
export type PoolSource = PoolMember['source']

export const PoolSchema = z.array(PoolMemberSchema).min(1, { error: () => fieldSays('fields.pool.empty') }).max(32)

/** How a member is named to a person: "Wallhaven", "Favourites", "Pictures" (the folder's name). */
export function poolMemberLabel(member: PoolMember): string {
  switch (member.source) {
    case 'favourites':
      return 'Favourites'
    case 'folder':
      return member.path.split(/[\\/]/).filter(Boolean).at(-1) ?? member.path
    default:
      return SOURCE_DEFINITIONS[member.source].name
  }
}

/**
 * A member drawn by weight with `random` in [0, 1); null when every weight is 0. The members in
 * `skip` (ones that just failed) are left out of the draw.
 */
export function drawPoolMember(pool: readonly PoolMember[], random: () => number, skip: ReadonlySet<PoolMember> = new Set()): PoolMember | null {
  const candidates = pool.filter((member) => member.weight > 0 && !skip.has(member))
  const total = candidates.reduce((sum, member) => sum + member.weight, 0)
  if (total === 0) return null
  let point = random() * total
  for (const member of candidates) {
    point -= member.weight
    if (point < 0) return member
  }
  return candidates.at(-1) as PoolMember
}
