import { describe, expect, it } from 'vitest'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter, SORTS_WITH_TIME_FILTER, keepsMediaType } from '../../../src/sources/reddit/enums'

describe('CommunitySort (docs/apis.md, Reddit "Listings": the path segment)', () => {
  it('has exactly these members and wire values', () => {
    expect(CommunitySort.wire).toEqual({ HOT: 'hot', NEW: 'new', TOP: 'top', RISING: 'rising', CONTROVERSIAL: 'controversial' })
  })

  it.each(Object.entries(CommunitySort.wire))('%s ↔ %s', (member, wire) => {
    expect(CommunitySort.toWire(member as CommunitySort)).toBe(wire)
    expect(CommunitySort.memberFromWire(wire)).toBe(member)
  })

  it('only TOP and CONTROVERSIAL take a time filter', () => {
    expect([...SORTS_WITH_TIME_FILTER].sort()).toEqual(['CONTROVERSIAL', 'TOP'])
  })
})

describe('CommunityTimeFilter (the `t` parameter)', () => {
  it('has exactly these members and wire values', () => {
    expect(CommunityTimeFilter.wire).toEqual({ HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year', ALL: 'all' })
  })

  it.each(Object.entries(CommunityTimeFilter.wire))('%s ↔ %s', (member, wire) => {
    expect(CommunityTimeFilter.toWire(member as CommunityTimeFilter)).toBe(wire)
    expect(CommunityTimeFilter.memberFromWire(wire)).toBe(member)
  })
})

describe('MediaTypeFilter (client side; the words are the CLI --media values)', () => {
  it('has exactly these members and words', () => {
    expect(MediaTypeFilter.wire).toEqual({ ANY: 'any', IMAGE: 'image', GIF: 'gif', VIDEO: 'video' })
  })

  it.each(Object.entries(MediaTypeFilter.wire))('%s ↔ %s', (member, wire) => {
    expect(MediaTypeFilter.toWire(member as MediaTypeFilter)).toBe(wire)
    expect(MediaTypeFilter.memberFromWire(wire)).toBe(member)
  })

  it('ANY keeps every card type', () => {
    for (const type of ['image', 'gif', 'video'] as const) expect(keepsMediaType('ANY', type)).toBe(true)
  })

  it.each([
    ['IMAGE', 'image'],
    ['GIF', 'gif'],
    ['VIDEO', 'video'],
  ] as const)('%s keeps only %s cards', (filter, kept) => {
    for (const type of ['image', 'gif', 'video'] as const) expect(keepsMediaType(filter, type)).toBe(type === kept)
  })

  it('takes member names, not the words', () => {
    expect(MediaTypeFilter.schema.safeParse('image').success).toBe(false)
    expect(MediaTypeFilter.schema.parse('IMAGE')).toBe('IMAGE')
  })
})
