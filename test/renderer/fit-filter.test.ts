// The size filters every search shares: "fits my displays" keeps what fills the largest display the
// same way round; a minimum keeps what is at least that size; a picture of unknown size is kept.
import { describe, expect, it } from 'vitest'
import { fitIssues, fitsFilter, isFiltering, minimumOf } from '../../src/renderer/src/search/fit-filter'
import type { DisplayInfo } from '../../src/shared/ipc'
import { UNKNOWN_SIZE, type MediaItem } from '../../src/shared/media'

const display = (id: string, width: number, height: number): DisplayInfo => ({ id, name: id, width, height, primary: false })
const DISPLAYS = [display('eDP-1', 1920, 1200), display('HDMI-1', 3840, 2160)]
const card = (width: number, height: number): MediaItem => ({ width, height, sizeKnown: true }) as MediaItem

describe('fitsFilter', () => {
  it('keeps only what fills the largest display, the same way round', () => {
    const fits = fitsFilter({ displays: true, min: '' }, DISPLAYS)
    expect([card(3840, 2160), card(5120, 2880), card(2560, 1440), card(2160, 3840)].map(fits)).toEqual([true, true, false, false])
  })

  it('keeps what is at least the minimum typed, and a picture whose size nobody gave', () => {
    const fits = fitsFilter({ displays: false, min: '2560x1440' }, [])
    expect([card(2560, 1440), card(2559, 1440), card(1440, 2560), { ...card(1, 1), ...UNKNOWN_SIZE } as MediaItem].map(fits)).toEqual([true, false, false, true])
  })

  it('filters nothing where the desktop gives no sizes', () => {
    expect(fitsFilter({ displays: true, min: '' }, [{ ...display('X', 1, 1), width: null, height: null }])(card(640, 480))).toBe(true)
  })
})

describe('the minimum as typed', () => {
  it('reads 2560x1440 and 2560 × 1440; anything else is said beside the field and filters nothing', () => {
    expect(minimumOf('2560x1440')).toEqual({ width: 2560, height: 1440 })
    expect(minimumOf(' 2560 × 1440 ')).toEqual({ width: 2560, height: 1440 })
    expect(fitIssues({ displays: false, min: 'big' })).toEqual(['must be a size such as 2560x1440'])
    expect(fitIssues({ displays: false, min: '' })).toEqual([])
    expect(isFiltering({ displays: false, min: 'big' })).toBe(false)
  })
})
