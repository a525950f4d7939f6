import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  Category,
  Color,
  FileType,
  Order,
  Purity,
  Sort,
  TopRange,
  categoryBits,
  purityBits,
} from '../../../src/sources/wallhaven/enums'

describe('Wallhaven wire values (docs/apis.md, Wallhaven "Search parameters")', () => {
  it.each([
    ['Category', Category.wire, { GENERAL: 'general', ANIME: 'anime', PEOPLE: 'people' }],
    ['Purity', Purity.wire, { SFW: 'sfw', SKETCHY: 'sketchy', NSFW: 'nsfw' }],
    [
      'Sort',
      Sort.wire,
      {
        DATE_ADDED: 'date_added',
        RELEVANCE: 'relevance',
        RANDOM: 'random',
        VIEWS: 'views',
        FAVORITES: 'favorites',
        TOPLIST: 'toplist',
        HOT: 'hot',
      },
    ],
    ['Order', Order.wire, { DESC: 'desc', ASC: 'asc' }],
    [
      'TopRange',
      TopRange.wire,
      { ONE_DAY: '1d', THREE_DAYS: '3d', ONE_WEEK: '1w', ONE_MONTH: '1M', THREE_MONTHS: '3M', SIX_MONTHS: '6M', ONE_YEAR: '1y' },
    ],
    ['FileType', FileType.wire, { PNG: 'type:png', JPG: 'type:jpg' }],
  ])('%s has exactly these members and wire values', (_name, wire, expected) => {
    expect(wire).toEqual(expected)
  })

  it('Color is the 29-colour search palette, hex without #', () => {
    expect(Color.wire).toEqual({
      MAROON: '660000',
      DARK_RED: '990000',
      RED: 'cc0000',
      CRIMSON: 'cc3333',
      PINK: 'ea4c88',
      PURPLE: '993399',
      PLUM: '663399',
      INDIGO: '333399',
      BLUE: '0066cc',
      AZURE: '0099cc',
      CYAN: '66cccc',
      TEAL: '77cc33',
      GREEN: '669900',
      DARK_GREEN: '336600',
      OLIVE: '666600',
      YELLOW_GREEN: '999900',
      YELLOW: 'cccc33',
      YELLOW_BRIGHT: 'ffff00',
      ORANGE: 'ffcc33',
      ORANGE_BRIGHT: 'ff9900',
      VERMILLION: 'ff6600',
      RED_ORANGE: 'cc6633',
      BROWN: '996633',
      DARK_BROWN: '663300',
      BLACK: '000000',
      GREY: '999999',
      SILVER: 'cccccc',
      WHITE: 'ffffff',
      CHARCOAL: '424153',
    })
    expect(new Set(Object.values(Color.wire)).size).toBe(29)
  })

  it('maps the wire values a user types back to members', () => {
    expect(Sort.memberFromWire('toplist')).toBe('TOPLIST')
    expect(TopRange.memberFromWire('1M')).toBe('ONE_MONTH')
    expect(TopRange.memberFromWire('1m')).toBeUndefined()
    expect(Category.memberFromWire('people')).toBe('PEOPLE')
    expect(Purity.memberFromWire('nsfw')).toBe('NSFW')
    expect(Color.memberFromWire('424153')).toBe('CHARCOAL')
    expect(FileType.memberFromWire('type:png')).toBe('PNG')
  })

  it('accepts member names only, never wire values', () => {
    expect(Sort.schema.safeParse('TOPLIST').success).toBe(true)
    expect(Sort.schema.safeParse('toplist').success).toBe(false)
    expect(Color.schema.safeParse('660000').success).toBe(false)
  })
})

describe('category and purity bit strings', () => {
  it.each([
    [['GENERAL'], '100'],
    [['ANIME'], '010'],
    [['PEOPLE'], '001'],
    [['ANIME', 'PEOPLE'], '011'],
    [['PEOPLE', 'GENERAL'], '101'],
    [['GENERAL', 'ANIME', 'PEOPLE'], '111'],
    [['ANIME', 'ANIME', 'GENERAL'], '110'],
  ] as const)('categories %j → %s', (categories, bits) => {
    expect(categoryBits(categories)).toBe(bits)
  })

  it.each([
    [['SFW'], '100'],
    [['SKETCHY'], '010'],
    [['NSFW'], '001'],
    [['SFW', 'SKETCHY'], '110'],
    [['NSFW', 'SFW', 'SKETCHY'], '111'],
    [['SKETCHY', 'SKETCHY'], '010'],
  ] as const)('purity %j → %s', (purity, bits) => {
    expect(purityBits(purity)).toBe(bits)
  })

  it('ignores order and duplicates, and sets exactly the chosen positions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Category.members)), (categories) => {
        const bits = categoryBits(categories)
        expect(bits).toBe(categoryBits([...categories].reverse().concat(categories)))
        expect(bits).toMatch(/^[01]{3}$/)
        Category.members.forEach((member, position) => {
          expect(bits[position] === '1').toBe(categories.includes(member))
        })
      }),
    )
  })
})
