// @vitest-environment jsdom
// The pure parts of the window: justified rows, and the search in the address.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { justifyRows, rowOf } from '../../src/renderer/src/grid/justify'
import { formatRoute, parseRoute } from '../../src/renderer/src/routing/route'
import { defaultSearch, type SearchState } from '../../src/renderer/src/search/search-state'
import { NO_FIT } from '../../src/renderer/src/search/fit-filter'

describe('justified rows', () => {
  const options = { width: 1000, targetHeight: 200, gap: 8 }

  it('fill every full row edge to edge and keep the last row at most the target height', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 1, maxLength: 200 }), (ratios) => {
        const rows = justifyRows(ratios, options)
        expect(rows.reduce((count, row) => count + row.widths.length, 0)).toBe(ratios.length)
        rows.slice(0, -1).forEach((row) => expect(row.widths.reduce((sum, width) => sum + width, 0) + options.gap * (row.widths.length - 1)).toBe(options.width))
        expect((rows.at(-1) as { height: number }).height).toBeLessThanOrEqual(options.targetHeight)
      }),
    )
  })

  it('appending cards changes only the last row, so the grid does not jump', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.3, max: 4, noNaN: true }), { minLength: 1, maxLength: 100 }), fc.array(fc.double({ min: 0.3, max: 4, noNaN: true }), { maxLength: 50 }), (first, more) => {
        const before = justifyRows(first, options)
        const after = justifyRows([...first, ...more], options)
        expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1))
      }),
    )
  })

  it('finds the row of any card', () => {
    const rows = justifyRows(Array.from({ length: 50 }, () => 1.5), options)
    for (let index = 0; index < 50; index++) {
      const row = rows[rowOf(rows, index)] as { start: number; widths: number[] }
      expect(index).toBeGreaterThanOrEqual(row.start)
      expect(index).toBeLessThan(row.start + row.widths.length)
    }
  })
})

describe('the search in the address', () => {
  const searches: SearchState[] = [
    defaultSearch('wallhaven'),
    {
      source: 'wallhaven',
      form: { ...defaultSearch('wallhaven').form, query: 'sea & sky', categories: [], colors: ['AZURE', 'BLACK'], sorting: 'RANDOM', seed: 'Ab12Cd', ai_art_filter: 'off' },
      shuffle: '',
      fit: NO_FIT,
    } as SearchState,
    { source: 'unsplash', form: { ...defaultSearch('unsplash').form, query: 'mountain lake', color: 'TEAL', per_page: '12' }, shuffle: 'XyZ123', fit: { displays: true, min: '' } } as SearchState,
    { source: 'reddit', form: { ...defaultSearch('reddit').form, communities: 'wallpapers+EarthPorn', include_nsfw: true, sort: 'TOP' }, shuffle: '', fit: { displays: false, min: '2560x1440' } } as SearchState,
    { source: 'bing', form: { ...defaultSearch('bing').form, market: 'EN_GB' }, shuffle: '', fit: NO_FIT } as SearchState,
  ]

  it.each(searches)('reloads to the same search (%#)', (search) => {
    const hash = formatRoute({ view: 'search', search })
    expect(parseRoute(hash)).toEqual({ view: 'search', search })
  })

  it('writes only what differs from the defaults', () => {
    expect(formatRoute({ view: 'search', search: defaultSearch('wallhaven') })).toBe('#/search/wallhaven')
  })

  it('knows the library tabs and settings', () => {
    expect(parseRoute('#/library/history')).toEqual({ view: 'library', tab: 'history' })
    expect(parseRoute('#/settings?focus=redditClientId')).toEqual({ view: 'settings', focus: 'redditClientId' })
    expect(parseRoute('')).toEqual({ view: 'search', search: null })
  })
})
