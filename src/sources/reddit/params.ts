import { z } from 'zod'
import { fieldSays, sourceFieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { CommunitySort, CommunityTimeFilter, MediaTypeFilter, SORTS_WITH_TIME_FILTER } from './enums'
import english from './messages/en.json'

/** Reddit's own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
const WORDS = { id: 'reddit', english }

/** Reddit's own subreddit-name rule (the archived reddit source). */
const COMMUNITY_NAME = /^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/
/** Two-letter language subreddits (r/de, r/fr) are older than that rule. */
const LANGUAGE_COMMUNITY_NAME = /^[a-z]{2}$/
/** People paste `r/wallpapers` or `/r/wallpapers` as often as the bare name. */
const COMMUNITY_PREFIX = /^\/?r\//i
/** A post fullname: `t3_` and a base-36 id. */
const POST_FULLNAME = /^t3_[a-z0-9]{1,13}$/

export const MIN_LIMIT = 1
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 25
/**
 * Reddit publishes no cap for `a+b+c` listings; 50 keeps the path well inside URL limits and is
 * more than any multireddit a person would type.
 */
export const MAX_COMMUNITIES = 50

function normaliseCommunityName(name: string): string {
  return name.trim().replace(COMMUNITY_PREFIX, '')
}

function splitCommunities(joined: string): string[] {
  return joined.trim() === '' ? [] : joined.split('+')
}

/** Reddit treats names case-insensitively, so `Wallpapers+wallpapers` is one community; the first spelling wins. */
function dedupeCommunities(names: string[]): string[] {
  const seen = new Set<string>()
  return names.filter((name) => {
    const key = name.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const CommunityNameSchema = z
  .string()
  .transform(normaliseCommunityName)
  .refine((name) => COMMUNITY_NAME.test(name) || LANGUAGE_COMMUNITY_NAME.test(name), { error: () => sourceFieldSays(WORDS, 'issue.communityName') })

const CommunitiesSchema = z
  .union([z.string().transform(splitCommunities), z.array(z.string())], {
    error: () => sourceFieldSays(WORDS, 'issue.communities'),
  })
  .pipe(z.array(CommunityNameSchema).min(1, { error: () => sourceFieldSays(WORDS, 'issue.noCommunity') }))
  .transform(dedupeCommunities)
  .pipe(z.array(z.string()).max(MAX_COMMUNITIES, { error: () => sourceFieldSays(WORDS, 'issue.tooManyCommunities', { max: MAX_COMMUNITIES }) }))

const limitMessage = () => fieldSays('fields.wholeNumberBetween', { min: MIN_LIMIT, max: MAX_LIMIT })

/**
 * The community listing's parameter set (seed §4.6). `media_type` and `include_nsfw` are applied
 * on the client after the page is fetched; they are never sent. Unknown keys are refused so a
 * misspelt field is not silently replaced by its default.
 */
export const RedditListingParamsSchema = z.strictObject({
  /** One or several names, given as a list or as one string joined with "+". */
  communities: CommunitiesSchema,
  sort: CommunitySort.schema.default('HOT'),
  /** Kept whatever the sort, but sent only with TOP and CONTROVERSIAL (Reddit ignores it elsewhere). */
  time_filter: CommunityTimeFilter.schema.default('ALL'),
  limit: z
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(MIN_LIMIT, { error: limitMessage })
    .max(MAX_LIMIT, { error: limitMessage })
    .default(DEFAULT_LIMIT),
  /** The cursor from a listing's `data.after`; null fetches the first page. */
  after: z
    .string({ error: () => sourceFieldSays(WORDS, 'issue.after') })
    .regex(POST_FULLNAME, { error: () => sourceFieldSays(WORDS, 'issue.after') })
    .nullable()
    .default(null),
  media_type: MediaTypeFilter.schema.default('ANY'),
  include_nsfw: z.boolean({ error: () => fieldSays('fields.trueOrFalse') }).default(false),
})

export type RedditListingParams = z.output<typeof RedditListingParamsSchema>
export type RedditListingParamsInput = z.input<typeof RedditListingParamsSchema>

/** The request a parameter set stands for, relative to the API base (`https://oauth.reddit.com`). */
export interface RedditListingRequest {
  path: string
  query: Record<string, string>
}

/** Parses and checks `input` (defaults filled in) and returns a frozen parameter set. */
export function createRedditListingParams(input: RedditListingParamsInput): Readonly<RedditListingParams> {
  return deepFreeze(parseOrThrow(RedditListingParamsSchema, input))
}

/** A new set for another page: only `after` changes; null starts again from the first page. */
export function withAfter(params: RedditListingParams, after: string | null): Readonly<RedditListingParams> {
  return createRedditListingParams({ ...params, after })
}

/**
 * The listing request: the sort is the path's last segment, and the query is, in this order,
 * `t` (only for TOP and CONTROVERSIAL), `limit`, `after` (when set) and `raw_json=1`, without
 * which Reddit HTML-escapes every URL in the response (docs/apis.md, Reddit "OAuth").
 */
export function toRedditListingRequest(params: RedditListingParams): RedditListingRequest {
  const query: Record<string, string> = {}
  if (SORTS_WITH_TIME_FILTER.includes(params.sort)) query.t = CommunityTimeFilter.toWire(params.time_filter)
  query.limit = String(params.limit)
  if (params.after !== null) query.after = params.after
  query.raw_json = '1'
  return {
    path: `/r/${params.communities.join('+')}/${CommunitySort.toWire(params.sort)}`,
    query,
  }
}
