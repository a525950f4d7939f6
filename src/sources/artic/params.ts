/**
 * The Art Institute of Chicago's search parameter set: words to search for and a page. Only
 * public-domain works that have a picture are ever asked for (toArticQuery).
 *
 * Bounds as the API sets them (https://api.artic.edu/docs/, "Pagination"; the server's own limit is
 * in art-institute-of-chicago/data-aggregator, config/aic.php and app/Http/Search/Request.php):
 * - limit: at most 100 a page ("Invalid limit" otherwise);
 * - page × limit: at most 1,000. The documentation says 10,000, but for anyone without an account
 *   the server refuses a search reaching past its first 1,000 results ("Invalid number of
 *   results", `max_resources_guest`), so a page past that is refused here, naming the field.
 */
import { z } from 'zod'
import { fieldSays, sourceFieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import english from './messages/en.json'

/** The Art Institute's own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
const WORDS = { id: 'artic', english }

export const ARTIC_QUERY_MAX_LENGTH = 250
export const ARTIC_MAX_LIMIT = 100
/** How far into a search's results a guest may page. */
export const ARTIC_MAX_RESULTS = 1000
export const ARTIC_DEFAULT_LIMIT = 30

const whole = (low: number, high?: number) => {
  const message = () => (high === undefined ? fieldSays('fields.wholeNumberAtLeast', { min: low }) : fieldSays('fields.wholeNumberFromTo', { min: low, max: high }))
  const base = z.number({ error: message }).int({ error: message }).min(low, { error: message })
  return high === undefined ? base : base.max(high, { error: message })
}

const fields = {
  /** Words searched in every field of the record (title, artist, subject…); null: every work. */
  query: z
    .string({ error: () => fieldSays('fields.text') })
    .trim()
    .max(ARTIC_QUERY_MAX_LENGTH, { error: () => fieldSays('fields.atMostCharacters', { max: ARTIC_QUERY_MAX_LENGTH }) })
    .transform((query) => (query === '' ? null : query))
    .nullable()
    .default(null),
  page: whole(1).default(1),
  limit: whole(1, ARTIC_MAX_LIMIT).default(ARTIC_DEFAULT_LIMIT),
}

export const ArticSearchParamsSchema = z.strictObject(fields).superRefine(
  ({ page, limit }, ctx) => {
    if (typeof page !== 'number' || typeof limit !== 'number' || page * limit <= ARTIC_MAX_RESULTS) return
    const last = Math.floor(ARTIC_MAX_RESULTS / limit)
    ctx.addIssue({
      code: 'custom',
      path: ['page'],
      // The last page as typed digits (1000, as the command line always said it); the ceiling as a number, grouped as each language groups it (1,000).
      message: sourceFieldSays(WORDS, 'issue.pastResultCeiling', { last: String(last), limit: String(limit), results: ARTIC_MAX_RESULTS }),
    })
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
)

export type ArticSearchParams = z.output<typeof ArticSearchParamsSchema>
export type ArticSearchParamsInput = z.input<typeof ArticSearchParamsSchema>

/** Validates `input`, fills the defaults and returns a deeply frozen set; throws ValidationError. */
export function createArticSearchParams(input: ArticSearchParamsInput = {}): ArticSearchParams {
  return deepFreeze(parseOrThrow(ArticSearchParamsSchema, input))
}

/**
 * The fields a card is made of (`fields=`): a search answers only id, title and thumbnail unless
 * asked, and never `image_id`, which every picture URL needs.
 */
export const ARTIC_FIELDS = [
  'id',
  'title',
  'image_id',
  'artist_id',
  'artist_title',
  'artist_display',
  'date_display',
  'thumbnail',
  'is_public_domain',
  'copyright_notice',
  'color',
  'classification_title',
  'style_title',
] as const

/**
 * Public-domain works with a picture only: an Elasticsearch `bool` filter, sent as the documented
 * `params` JSON (https://api.artic.edu/docs/, "Quick Start": "passing the entire query as minified
 * URL-encoded JSON via the params parameter"), since `query[term][…]` in a URL takes one term only.
 */
export const ARTIC_FILTER = JSON.stringify({
  query: { bool: { filter: [{ term: { is_public_domain: true } }, { exists: { field: 'image_id' } }] } },
})

/** The exact wire query of `GET /artworks/search`, in the order it is sent; nothing empty. */
export function toArticQuery(params: ArticSearchParams): Record<string, string> {
  const query: Record<string, string> = {}
  if (params.query !== null) query.q = params.query
  query.params = ARTIC_FILTER
  query.fields = ARTIC_FIELDS.join(',')
  query.page = String(params.page)
  query.limit = String(params.limit)
  return query
}

/** The next page, or null where the search ends or the server's 1,000 would be passed. */
export function nextArticParams(params: ArticSearchParams, totalPages: number | null): ArticSearchParams | null {
  const page = params.page + 1
  if (totalPages !== null && page > totalPages) return null
  if (page * params.limit > ARTIC_MAX_RESULTS) return null
  return createArticSearchParams({ ...params, page })
}
