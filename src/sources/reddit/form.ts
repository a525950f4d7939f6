// The Reddit filter form and the listing parameter set it stands for, judged only by the shared
// RedditListingParamsSchema.
import type { CommunitySort, CommunityTimeFilter, MediaTypeFilter } from './enums'
import { RedditListingParamsSchema, type RedditListingParamsInput } from './params'
import { NO_ISSUES, formIssues, splitList, type FormIssues } from '../form-issues'

export type RedditForm = {
  /** "wallpapers, EarthPorn" or "wallpapers+EarthPorn". */
  communities: string
  sort: CommunitySort
  time_filter: CommunityTimeFilter
  limit: string
  media_type: MediaTypeFilter
  include_nsfw: boolean
}

export const REDDIT_DEFAULTS: RedditForm = Object.freeze<RedditForm>({
  communities: 'wallpapers',
  sort: 'HOT',
  time_filter: 'ALL',
  limit: '',
  media_type: 'ANY',
  include_nsfw: false,
})

const COMMUNITY_SEPARATORS = /[\s,+]+/

export function redditParams(form: RedditForm): RedditListingParamsInput {
  const params: RedditListingParamsInput = {
    communities: splitList(form.communities, COMMUNITY_SEPARATORS),
    sort: form.sort,
    time_filter: form.time_filter,
    media_type: form.media_type,
    include_nsfw: form.include_nsfw,
  }
  if (form.limit.trim() !== '') params.limit = Number(form.limit.trim())
  return params
}

export function redditIssues(form: RedditForm): FormIssues {
  const result = RedditListingParamsSchema.safeParse(redditParams(form))
  if (result.success) return NO_ISSUES
  return formIssues(result.error, { communities: splitList(form.communities, COMMUNITY_SEPARATORS) })
}
