// @vitest-environment jsdom
// The window reads every source from the registry (src/sources/registry.ts) and the window's parts a
// source brings (src/sources/window.ts): what it drew before the sources became folders is what it
// draws from their definitions now (test/lint/source-names.test.ts keeps their names out of it).
import { describe, expect, it } from 'vitest'
import type { PublicSettings } from '../../src/shared/settings'
import { sourceKeys } from '../../src/renderer/src/settings/source-keys'
import { translate } from '../../src/renderer/src/i18n/use-t'
import { keyNeed, missingKey } from '../../src/renderer/src/status/needs-key'
import { SOURCES, decodeSearch, defaultSearch, encodeSearch, needsQuery, seedOf, type SearchState } from '../../src/renderer/src/search/search-state'
import { cardLabel } from '../../src/renderer/src/grid/card-text'
import { creditOf } from '../../src/renderer/src/preview/credit-links'
import { SOURCE_WINDOW_PARTS } from '../../src/sources/window'
import { sampleItem } from './support/items'

describe('the window and the sources', () => {
  it('lists keyless sources first in the registry’s order, then those that need a key, then the person’s folders', () => {
    expect(SOURCES).toEqual(['wallhaven', 'bing', 'apod', 'wikimedia', 'artic', 'unsplash', 'reddit', 'pexels', 'local'])
  })

  it('keeps a server-side seed in the form and a window shuffle in the address', () => {
    const seeded = { ...defaultSearch('wallhaven'), form: { ...defaultSearch('wallhaven').form, sorting: 'RANDOM', seed: 'Ab12Cd' }, shuffle: 'ignored' } as SearchState
    expect(seedOf(seeded)).toBe('Ab12Cd')
    expect(encodeSearch(seeded)).not.toContain('shuffle=')
    expect(decodeSearch('wallhaven', new URLSearchParams('shuffle=Xy12Zz')).shuffle).toBe('')

    const shuffled = { ...defaultSearch('unsplash'), shuffle: 'Xy12Zz' } as SearchState
    expect(seedOf(shuffled)).toBe('Xy12Zz')
    expect(new URLSearchParams(encodeSearch(shuffled)).get('shuffle')).toBe('Xy12Zz')
  })

  it('asks for words only where the source has no search without them', () => {
    expect(needsQuery(defaultSearch('unsplash'))).toBe(true)
    expect(needsQuery(defaultSearch('wallhaven'))).toBe(false)
    expect(needsQuery(defaultSearch('local'))).toBe(false)
  })

  it('says what a source needs in its own words, and lets its own proxy stand in for its key', () => {
    expect(keyNeed('unsplash')?.needs).toBe('Unsplash needs your own access key.')
    expect(keyNeed('reddit')?.action).toBe('Add Reddit credentials')
    expect(keyNeed('wallhaven')).toBeNull()
    const settings = { hasKey: {}, baseUrls: {} } as unknown as PublicSettings
    expect(missingKey('unsplash', settings)?.secret).toBe('unsplashAccessKey')
    expect(missingKey('unsplash', { ...settings, baseUrls: { unsplash: 'http://127.0.0.1:9/' } } as PublicSettings)).toBeNull()
    expect(missingKey('reddit', { ...settings, baseUrls: { reddit: 'http://127.0.0.1:9/' } } as PublicSettings)?.secret).toBe('redditClientId')
  })

  it('shows each key with the sentences Settings has always had', () => {
    const SOURCE_KEYS = sourceKeys(translate)
    const reddit = SOURCE_KEYS.find((source) => source.source === 'reddit')
    expect(reddit?.keys.map((key) => key.label)).toEqual(['Reddit client id', 'Reddit client secret'])
    const unsplash = SOURCE_KEYS.find((source) => source.source === 'unsplash')
    expect(unsplash?.need).toBe('Needs a key of your own to search.')
    expect(unsplash?.keys[0]?.withoutIt).toBe('Unsplash cannot be searched until a key is pasted again.')
    expect(SOURCE_KEYS.map((source) => source.source)).toEqual(['wallhaven', 'unsplash', 'reddit', 'apod', 'pexels'])
  })

  it('credits and labels a card as its source asks', () => {
    const photo = sampleItem('unsplash', { id: 'p1', author: { name: 'Anna Berger', url: 'https://unsplash.com/@anna' }, pageUrl: 'https://unsplash.com/photos/p1' })
    expect(cardLabel(photo)).toContain('Photo by Anna Berger')
    const credit = creditOf(photo)
    expect(credit.text).toBe('Photo by Anna Berger on Unsplash')
    expect(credit.authorUrl).toContain('utm_medium=referral')
    expect(creditOf(sampleItem('wallhaven', { id: 'w1', author: { name: 'someone', url: null }, pageUrl: 'https://wallhaven.cc/w/w1' })).lead).toBe('Wallpaper by')
  })

  it('draws a source without parts of its own from its definition', () => {
    expect(SOURCE_WINDOW_PARTS.bing).toBeUndefined()
    expect(SOURCE_WINDOW_PARTS.wallhaven?.Filters).toBeDefined()
  })
})
