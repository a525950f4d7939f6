import { z } from 'zod'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { PhotoColor, PhotoContentFilter, PhotoOrderBy, PhotoOrientation } from './enums'
import { UnsplashIdListSchema, UnsplashQuerySchema, wholeNumber } from './fields'

/** Parameters of `GET /search/photos` (seed §4.2). Unknown keys are refused so a typo is not silently dropped. */
export const UnsplashSearchParamsSchema = z.strictObject({
  query: UnsplashQuerySchema,
  page: wholeNumber(1).default(1),
  per_page: wholeNumber(1, 30).default(10),
  order_by: PhotoOrderBy.schema.default('RELEVANT'),
  collections: UnsplashIdListSchema.default([]),
  content_filter: PhotoContentFilter.schema.default('LOW'),
  color: PhotoColor.schema.nullable().default(null),
  orientation: PhotoOrientation.schema.nullable().default(null),
})
export type UnsplashSearchParams = z.output<typeof UnsplashSearchParamsSchema>
export type UnsplashSearchParamsInput = z.input<typeof UnsplashSearchParamsSchema>

/** A validated, deeply frozen photo-search parameter set with every default filled in. */
export function createUnsplashSearchParams(input: UnsplashSearchParamsInput): UnsplashSearchParams {
  return deepFreeze(parseOrThrow(UnsplashSearchParamsSchema, input))
}

/** The same search at another page; every other field is kept. */
export function withPage(params: UnsplashSearchParams, page: number): UnsplashSearchParams {
  return createUnsplashSearchParams({ ...params, page })
}

/**
 * The exact wire query. Fixed keys first; the optional filters follow only when set, because an
 * empty `collections=` or `color=` is not the same request as leaving them out.
 */
export function toUnsplashSearchQuery(params: UnsplashSearchParams): Record<string, string> {
  const query: Record<string, string> = {
    query: params.query,
    page: String(params.page),
    per_page: String(params.per_page),
    order_by: PhotoOrderBy.toWire(params.order_by),
    content_filter: PhotoContentFilter.toWire(params.content_filter),
  }
  if (params.collections.length > 0) query.collections = params.collections.join(',')
  if (params.color !== null) query.color = PhotoColor.toWire(params.color)
  if (params.orientation !== null) query.orientation = PhotoOrientation.toWire(params.orientation)
  return query
}
