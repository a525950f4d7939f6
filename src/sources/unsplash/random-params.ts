import { z } from 'zod'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { PhotoContentFilter, PhotoOrientation } from './enums'
import { UnsplashIdListSchema, UnsplashQuerySchema, textError } from './fields'

/**
 * An Unsplash username: letters, digits and '_' (what Unsplash accepts at sign-up), at most 64.
 * A leading '@', as profiles display it, is accepted and dropped.
 */
export const UnsplashUsernameSchema = z
  .string({ error: textError })
  .trim()
  .regex(/^@?[A-Za-z0-9_]{1,64}$/, "must be an Unsplash username: 1 to 64 letters, digits or '_'")
  .transform((username) => username.replace(/^@/, ''))

const NARROWING_FIELDS = new Set<PropertyKey>(['query', 'collections', 'topics'])

/**
 * Parameters of `GET /photos/random` (seed §4.3). All optional: `{}` asks for any photo. `count`
 * and the cache-buster are the HTTP client's business, not part of the set.
 */
export const UnsplashRandomParamsSchema = z
  .strictObject({
    collections: UnsplashIdListSchema.default([]),
    topics: UnsplashIdListSchema.default([]),
    username: UnsplashUsernameSchema.nullable().default(null),
    query: UnsplashQuerySchema.nullable().default(null),
    orientation: PhotoOrientation.schema.nullable().default(null),
    content_filter: PhotoContentFilter.schema.default('LOW'),
  })
  .superRefine((params, context) => {
    // The real API answers 200 and silently ignores `query` here (docs/apis.md, Unsplash "Search and random"), so only this
    // check stands between the user and a result that ignores what they typed.
    const combined = [params.collections.length > 0 && 'collections', params.topics.length > 0 && 'topics'].filter(Boolean)
    if (params.query !== null && combined.length > 0) {
      context.addIssue({ code: 'custom', path: ['query'], message: `can't be combined with ${combined.join(' or ')}` })
    }
  }, {
    // Run even when unrelated fields failed, so every problem is reported at once.
    // A failure of the whole object (not an object, unknown keys) leaves no fields to compare.
    when: (payload) => !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || NARROWING_FIELDS.has(issue.path?.[0] ?? '')),
  })
export type UnsplashRandomParams = z.output<typeof UnsplashRandomParamsSchema>
export type UnsplashRandomParamsInput = z.input<typeof UnsplashRandomParamsSchema>

/** A validated, deeply frozen random-photo parameter set with every default filled in. */
export function createUnsplashRandomParams(input: UnsplashRandomParamsInput = {}): UnsplashRandomParams {
  return deepFreeze(parseOrThrow(UnsplashRandomParamsSchema, input))
}

/** The exact wire query: only what is set, plus `content_filter` always (the safe default is sent, not assumed). */
export function toUnsplashRandomQuery(params: UnsplashRandomParams): Record<string, string> {
  const query: Record<string, string> = {}
  if (params.collections.length > 0) query.collections = params.collections.join(',')
  if (params.topics.length > 0) query.topics = params.topics.join(',')
  if (params.username !== null) query.username = params.username
  if (params.query !== null) query.query = params.query
  if (params.orientation !== null) query.orientation = PhotoOrientation.toWire(params.orientation)
  query.content_filter = PhotoContentFilter.toWire(params.content_filter)
  return query
}
