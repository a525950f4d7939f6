// Rotation's draw from Unsplash for a pool member: one random photo at a time (a few tries), turned
// the display's way unless the member names an orientation.
import type { RotationDraw } from '../../source-client'
import type { UnsplashClient } from '../client'
import { createUnsplashRandomParams, type UnsplashRandomParams, type UnsplashRandomParamsInput } from '../random-params'

/** Random draws one pick may look through before it gives up. */
const MAX_DRAWS = 5

export function unsplashRotation(client: Pick<UnsplashClient, 'planRandom' | 'random'>): RotationDraw {
  return {
    params(filters, { screen }) {
      const given = filters as UnsplashRandomParamsInput
      return createUnsplashRandomParams({
        ...given,
        orientation: given.orientation ?? (screen ? (screen.width >= screen.height ? 'LANDSCAPE' : 'PORTRAIT') : null),
      })
    },
    draw: {
      tries: MAX_DRAWS,
      plan: (params) => client.planRandom(params as UnsplashRandomParams),
      one: async (params, call) => (await client.random(params as UnsplashRandomParams, call)).item,
    },
  }
}
