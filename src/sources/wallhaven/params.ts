/**
 * Wallhaven search parameter set (seed §4.1; wire facts in docs/apis.md, Wallhaven "Search parameters").
 *
 * Combinations rejected, each as an issue on the field named first:
 * - top_range: set while sorting is not TOPLIST (Wallhaven ignores it elsewhere).
 * - seed: set while sorting is not RANDOM (only random sorting uses a seed).
 * - like: combined with query or with file_type (`like:ID` must be the whole `q`).
 * - query: an `id:N` term combined with any other term, with file_type or with like (Wallhaven
 *   answers `id:` searches only on their own), or an `id:` term whose tag is not a number.
 * - query: a `like:` or `type:` term typed into the query (use the like and file_type fields, so
 *   the rules above can hold).
 * - categories, purity: an empty list (what `000` does is unconfirmed).
 * NSFW without an API key is refused later by the client, which knows whether a key is set.
 * Every rule runs even when other fields are invalid, so one ValidationError names every problem.
 */
import { z } from 'zod'
import { fieldSays, sourceFieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { Category, Color, FileType, Order, Purity, Sort, TopRange, categoryBits, purityBits } from './enums'
import { RatioSchema, ResolutionSchema, SeedSchema, WORDS, WallpaperIdSchema } from './validators'

export const QUERY_MAX_LENGTH = 250

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}

/** Keeps the set independent of the order the boxes were ticked in. */
function inMemberOrder<M extends string>(members: readonly M[]) {
  return (values: readonly M[]): M[] => members.filter((member) => values.includes(member))
}

const QuerySchema = z
  .string()
  .trim()
  .max(QUERY_MAX_LENGTH, { error: () => fieldSays('fields.atMostCharacters', { max: QUERY_MAX_LENGTH }) })
  .transform((query) => (query === '' ? null : query))

const pageMessage = () => fieldSays('fields.wholeNumberAtLeast', { min: 1 })

const fields = {
  query: QuerySchema.nullable().default(null),
  categories: z
    .array(Category.schema)
    .min(1, { error: () => sourceFieldSays(WORDS, 'issue.noCategory') })
    .transform(inMemberOrder(Category.members))
    .default(() => [...Category.members]),
  purity: z
    .array(Purity.schema)
    .min(1, { error: () => sourceFieldSays(WORDS, 'issue.noPurity') })
    .transform(inMemberOrder(Purity.members))
    .default(() => ['SFW' as const]),
  sorting: Sort.schema.default('DATE_ADDED'),
  order: Order.schema.default('DESC'),
  top_range: TopRange.schema.nullable().default(null),
  atleast: ResolutionSchema.nullable().default(null),
  resolutions: z.array(ResolutionSchema).transform(distinct).default(() => []),
  ratios: z.array(RatioSchema).transform(distinct).default(() => []),
  colors: z.array(Color.schema).transform(distinct).default(() => []),
  page: z
    .number({ error: pageMessage })
    .int({ error: pageMessage })
    .min(1, { error: pageMessage })
    .default(1),
  seed: SeedSchema.nullable().default(null),
  file_type: FileType.schema.nullable().default(null),
  like: WallpaperIdSchema.nullable().default(null),
  /** null: not sent; true: `ai_art_filter=1` hides AI art; false: `0` includes it. */
  ai_art_filter: z.boolean({ error: () => fieldSays('fields.trueFalseOrNull') }).nullable().default(null),
}

type Fields = z.output<z.ZodObject<typeof fields>>
type FieldName = keyof Fields
type Issue = { field: FieldName; message: string }

/** The query's terms with any leading `+`/`-`, lower-cased, for spotting operators. */
function operatorTerms(query: string): string[] {
  return query.split(/\s+/).map((term) => term.replace(/^[+-]/, '').toLowerCase())
}

function queryIssues(params: Pick<Fields, 'query' | 'file_type' | 'like'>): string[] {
  if (params.query === null) return []
  const terms = operatorTerms(params.query)
  const messages: string[] = []
  if (terms.some((term) => term.startsWith('like:'))) messages.push(sourceFieldSays(WORDS, 'issue.queryHasLike'))
  if (terms.some((term) => term.startsWith('type:'))) messages.push(sourceFieldSays(WORDS, 'issue.queryHasType'))
  const idTerm = terms.find((term) => term.startsWith('id:'))
  if (idTerm !== undefined) {
    if (!/^id:\d+$/.test(idTerm)) messages.push(sourceFieldSays(WORDS, 'issue.idNeedsNumber'))
    if (terms.length > 1) messages.push(sourceFieldSays(WORDS, 'issue.idWithTerms'))
    if (params.file_type !== null) messages.push(sourceFieldSays(WORDS, 'issue.idWithFileType'))
    if (params.like !== null) messages.push(sourceFieldSays(WORDS, 'issue.idWithLike'))
  }
  return messages
}

/** Each rule names the fields it reads, and is skipped when one of them is itself invalid. */
const RULES: readonly { reads: readonly FieldName[]; check: (params: Fields) => Issue[] }[] = [
  {
    reads: ['top_range', 'sorting'],
    check: ({ top_range, sorting }) =>
      top_range !== null && sorting !== 'TOPLIST' ? [{ field: 'top_range', message: sourceFieldSays(WORDS, 'issue.topRangeNeedsToplist') }] : [],
  },
  {
    reads: ['seed', 'sorting'],
    check: ({ seed, sorting }) =>
      seed !== null && sorting !== 'RANDOM' ? [{ field: 'seed', message: sourceFieldSays(WORDS, 'issue.seedNeedsRandom') }] : [],
  },
  {
    reads: ['like', 'query'],
    check: ({ like, query }) =>
      like !== null && query !== null
        ? [{ field: 'like', message: sourceFieldSays(WORDS, 'issue.likeWithQuery') }]
        : [],
  },
  {
    reads: ['like', 'file_type'],
    check: ({ like, file_type }) =>
      like !== null && file_type !== null
        ? [{ field: 'like', message: sourceFieldSays(WORDS, 'issue.likeWithFileType') }]
        : [],
  },
  {
    reads: ['query', 'file_type', 'like'],
    check: (params) => queryIssues(params).map((message) => ({ field: 'query', message })),
  },
]

export const WallhavenSearchParamsSchema = z
  .strictObject(fields)
  .superRefine(
    (params, ctx) => {
      const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]))
      for (const rule of RULES) {
        if (rule.reads.some((field) => invalid.has(field))) continue
        for (const { field, message } of rule.check(params)) ctx.addIssue({ code: 'custom', path: [field], message })
      }
    },
    // Run the rules beside field errors too, so a form or the CLI learns every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  )

export type WallhavenSearchParams = z.output<typeof WallhavenSearchParamsSchema>
export type WallhavenSearchParamsInput = z.input<typeof WallhavenSearchParamsSchema>

/** Validates `input`, fills the defaults and returns a deeply frozen set; throws ValidationError. */
export function createWallhavenSearchParams(input: WallhavenSearchParamsInput = {}): WallhavenSearchParams {
  return deepFreeze(parseOrThrow(WallhavenSearchParamsSchema, input))
}

/** A new validated set with only `page` changed. */
export function withPage(params: WallhavenSearchParams, page: number): WallhavenSearchParams {
  return createWallhavenSearchParams({ ...params, page })
}

/** A new validated set with only `seed` changed (the sorting must already be RANDOM). */
export function withSeed(params: WallhavenSearchParams, seed: string): WallhavenSearchParams {
  return createWallhavenSearchParams({ ...params, seed })
}

function toQ(params: WallhavenSearchParams): string | null {
  if (params.like !== null) return `like:${params.like}`
  const terms = [params.query, params.file_type === null ? null : FileType.toWire(params.file_type)]
  const q = terms.filter((term) => term !== null).join(' ')
  return q === '' ? null : q
}

/**
 * The exact wire query of `GET /search`. The first four keys are always categories, purity,
 * sorting and order: an API key's account defaults would otherwise apply, and Cloudflare challenges
 * a query string that starts with `q=like`. Nothing empty is ever emitted.
 */
export function toWallhavenQuery(params: WallhavenSearchParams): Record<string, string> {
  const query: Record<string, string> = {
    categories: categoryBits(params.categories),
    purity: purityBits(params.purity),
    sorting: Sort.toWire(params.sorting),
    order: Order.toWire(params.order),
  }
  const q = toQ(params)
  if (q !== null) query.q = q
  if (params.sorting === 'TOPLIST' && params.top_range !== null) query.topRange = TopRange.toWire(params.top_range)
  if (params.atleast !== null) query.atleast = params.atleast
  if (params.resolutions.length > 0) query.resolutions = params.resolutions.join(',')
  if (params.ratios.length > 0) query.ratios = params.ratios.join(',')
  if (params.colors.length > 0) query.colors = params.colors.map(Color.toWire).join(',')
  query.page = String(params.page)
  if (params.seed !== null) query.seed = params.seed
  if (params.ai_art_filter !== null) query.ai_art_filter = params.ai_art_filter ? '1' : '0'
  return query
}
