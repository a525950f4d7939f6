import { describe, expect, it } from 'vitest'
import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from '../../../src/sources/unsplash/enums'

describe('Unsplash enumerations and their wire values (docs/apis.md, Unsplash "Search and random")', () => {
  it.each([
    ['PhotoOrderBy', PhotoOrderBy.wire, { RELEVANT: 'relevant', LATEST: 'latest' }],
    ['PhotoContentFilter', PhotoContentFilter.wire, { LOW: 'low', HIGH: 'high' }],
    [
      'PhotoColor',
      PhotoColor.wire,
      {
        BLACK_AND_WHITE: 'black_and_white',
        BLACK: 'black',
        WHITE: 'white',
        YELLOW: 'yellow',
        ORANGE: 'orange',
        RED: 'red',
        PURPLE: 'purple',
        MAGENTA: 'magenta',
        GREEN: 'green',
        TEAL: 'teal',
        BLUE: 'blue',
      },
    ],
    ['PhotoOrientation', PhotoOrientation.wire, { LANDSCAPE: 'landscape', PORTRAIT: 'portrait', SQUARISH: 'squarish' }],
  ])('%s has exactly the documented members and wire values', (_name, wire, expected) => {
    expect(wire).toEqual(expected)
  })

  it.each([
    [PhotoOrderBy, 'LATEST', 'latest'],
    [PhotoContentFilter, 'HIGH', 'high'],
    [PhotoColor, 'BLACK_AND_WHITE', 'black_and_white'],
    [PhotoOrientation, 'SQUARISH', 'squarish'],
  ] as const)('maps %#: member and wire value both ways', (table, member, wire) => {
    expect(table.toWire(member as never)).toBe(wire)
    expect(table.memberFromWire(wire)).toBe(member)
  })

  it('accepts member names, not wire values, in a parameter set', () => {
    expect(PhotoColor.schema.safeParse('BLUE').success).toBe(true)
    expect(PhotoColor.schema.safeParse('blue').success).toBe(false)
    expect(PhotoOrderBy.memberFromWire('editorial')).toBeUndefined()
  })
})
