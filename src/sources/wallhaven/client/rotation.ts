// Rotation's draw from Wallhaven for a pool member: a seeded random order (a fresh pick each step,
// stable while paging within it), safe for work unless the person includes NSFW, and at least the
// display's size unless the member names its own.
import { generateSeed } from '../../../shared/shuffle'
import type { RotationDraw } from '../../source-client'
import { createWallhavenSearchParams, type WallhavenSearchParamsInput } from '../params'

export const wallhavenRotation: RotationDraw = {
  params(filters, { includeNsfw, screen }) {
    const given = filters as WallhavenSearchParamsInput
    return createWallhavenSearchParams({
      ...given,
      sorting: 'RANDOM',
      seed: generateSeed(),
      top_range: null,
      page: 1,
      purity: includeNsfw ? given.purity : ['SFW'],
      atleast: given.atleast ?? (screen ? `${screen.width}x${screen.height}` : null),
    })
  },
  // The order is already random: the first picture that passes is as good a draw as any.
  firstAcceptable: true,
}
