import type { z } from 'zod'
import { wireEnum } from '../../shared/wire-enum'

// Wire values and complete member lists: docs/apis.md, Wallhaven "Search parameters". Category and purity wire values are
// the words the API writes in records and the CLI accepts; on a search they travel as bit strings
// (see `categoryBits`, `purityBits`), one character per member in table order.

export const Category = wireEnum({ GENERAL: 'general', ANIME: 'anime', PEOPLE: 'people' })
export type Category = z.infer<typeof Category.schema>

export const Purity = wireEnum({ SFW: 'sfw', SKETCHY: 'sketchy', NSFW: 'nsfw' })
export type Purity = z.infer<typeof Purity.schema>

/** `HOT` is a web-UI listing the API doc does not list; clients use it widely. */
export const Sort = wireEnum({
  DATE_ADDED: 'date_added',
  RELEVANCE: 'relevance',
  RANDOM: 'random',
  VIEWS: 'views',
  FAVORITES: 'favorites',
  TOPLIST: 'toplist',
  HOT: 'hot',
})
export type Sort = z.infer<typeof Sort.schema>

export const Order = wireEnum({ DESC: 'desc', ASC: 'asc' })
export type Order = z.infer<typeof Order.schema>

/** The `M` for months is a capital on the wire; `m` is not understood. */
export const TopRange = wireEnum({
  ONE_DAY: '1d',
  THREE_DAYS: '3d',
  ONE_WEEK: '1w',
  ONE_MONTH: '1M',
  THREE_MONTHS: '3M',
  SIX_MONTHS: '6M',
  ONE_YEAR: '1y',
})
export type TopRange = z.infer<typeof TopRange.schema>

/**
 * The 29-colour search palette; the wire value is the hex without `#`. The API has no names for
 * them: these follow an existing client (violhex/Xanax), including its TEAL for a green.
 */
export const Color = wireEnum({
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
export type Color = z.infer<typeof Color.schema>

/** Sent as one more term of `q`, not as a parameter of its own; `jpg` covers JPEG. */
export const FileType = wireEnum({ PNG: 'type:png', JPG: 'type:jpg' })
export type FileType = z.infer<typeof FileType.schema>

function bits<M extends string>(order: readonly M[], selected: readonly M[]): string {
  return order.map((member) => (selected.includes(member) ? '1' : '0')).join('')
}

/** `[GENERAL]` → `100`, `[ANIME, PEOPLE]` → `011`; order and duplicates don't matter. */
export function categoryBits(categories: readonly Category[]): string {
  return bits(Category.members, categories)
}

/** `[SFW]` → `100`, `[SFW, SKETCHY]` → `110`; order and duplicates don't matter. */
export function purityBits(purity: readonly Purity[]): string {
  return bits(Purity.members, purity)
}
