// Drawing a source from the rotation pool: by weight, seeded, over many draws within statistical
// bounds; weight 0 never drawn; a member that just failed left out.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { uniformFloat32 } from 'pure-rand/distribution/uniformFloat32'
import { describe, expect, it } from 'vitest'
import { PoolSchema, drawPoolMember, poolMemberLabel, type PoolMember } from '../../../src/shared/rotation-pool'

/** A seeded source of numbers in [0, 1), the same on every run. */
function seeded(seed: number): () => number {
  const rng = xoroshiro128plus(seed)
  return () => uniformFloat32(rng)
}

const pool: PoolMember[] = PoolSchema.parse([
  { source: 'wallhaven', weight: 5 },
  { source: 'unsplash', weight: 3 },
  { source: 'favourites', weight: 2 },
  { source: 'folder', weight: 0, path: '/home/ana/Pictures' },
])

describe('drawing from the pool', () => {
  it('respects the weights over 10,000 seeded draws, within four standard deviations', () => {
    const random = seeded(20261125)
    const counts = new Map<string, number>()
    const draws = 10_000
    for (let i = 0; i < draws; i++) {
      const member = drawPoolMember(pool, random) as PoolMember
      counts.set(member.source, (counts.get(member.source) ?? 0) + 1)
    }
    expect(counts.get('folder')).toBeUndefined()
    for (const [source, weight] of [['wallhaven', 5], ['unsplash', 3], ['favourites', 2]] as const) {
      const p = weight / 10
      const sd = Math.sqrt(draws * p * (1 - p))
      expect(Math.abs((counts.get(source) ?? 0) - draws * p)).toBeLessThan(4 * sd)
    }
  })

  it('is the same for the same seed', () => {
    const a = seeded(7)
    const b = seeded(7)
    const first = Array.from({ length: 50 }, () => drawPoolMember(pool, a)?.source)
    expect(Array.from({ length: 50 }, () => drawPoolMember(pool, b)?.source)).toEqual(first)
  })

  it('leaves out members that just failed, and answers null when nothing is left', () => {
    const wallhaven = pool[0] as PoolMember
    for (let i = 0; i < 200; i++) expect(drawPoolMember(pool, Math.random, new Set([wallhaven]))?.source).not.toBe('wallhaven')
    expect(drawPoolMember(pool, Math.random, new Set(pool))).toBeNull()
    expect(drawPoolMember([{ source: 'favourites', weight: 0 }], Math.random)).toBeNull()
  })
})

describe('the pool in settings', () => {
  it('names a weight or a folder that cannot be', () => {
    const result = PoolSchema.safeParse([{ source: 'wallhaven', weight: -1 }, { source: 'folder', path: '  ' }])
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.weight', '1.path'])
    expect(PoolSchema.safeParse([]).success).toBe(false)
  })

  it('labels each member as a person knows it', () => {
    expect(pool.map(poolMemberLabel)).toEqual(['Wallhaven', 'Unsplash', 'Favourites', 'Pictures'])
  })
})
