import type { z } from 'zod'
import { wireEnum } from '../../shared/wire-enum'

/** Sort order of a photo search. The SDK also knows `editorial`, which the API does not document. */
export const PhotoOrderBy = wireEnum({ RELEVANT: 'relevant', LATEST: 'latest' })
export type PhotoOrderBy = z.infer<typeof PhotoOrderBy.schema>

/** Safety level; `LOW` is the API's own default and Tapestry's. */
export const PhotoContentFilter = wireEnum({ LOW: 'low', HIGH: 'high' })
export type PhotoContentFilter = z.infer<typeof PhotoContentFilter.schema>

/** Dominant-colour filter of a photo search. */
export const PhotoColor = wireEnum({
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
})
export type PhotoColor = z.infer<typeof PhotoColor.schema>

export const PhotoOrientation = wireEnum({ LANDSCAPE: 'landscape', PORTRAIT: 'portrait', SQUARISH: 'squarish' })
export type PhotoOrientation = z.infer<typeof PhotoOrientation.schema>
