// Rotation's draw from Reddit for a pool member: its communities' listing (r/wallpapers when it
// names none), pictures only, NSFW only when the person includes it; a page or three, one chosen at random.
import type { RotationDraw } from '../../source-client'
import { createRedditListingParams, type RedditListingParams } from '../params'

const DEFAULT_COMMUNITIES = 'wallpapers'

export const redditRotation: RotationDraw = {
  params(filters, { includeNsfw }) {
    return createRedditListingParams({
      communities: DEFAULT_COMMUNITIES,
      limit: 50,
      ...(filters as Partial<RedditListingParams>),
      after: null,
      media_type: 'IMAGE',
      include_nsfw: includeNsfw,
    })
  },
}
