// The Art Institute of Chicago's answers (https://api.artic.edu/docs/, "Pagination", "Images", and
// the field list). A listing and a search share one envelope: `pagination` (absent for `?ids=`),
// `data`, `info`, and `config` (absent in answers before 2021: the IIIF root is then the documented
// default). Each artwork is read on its own: one without an id, or without `image_id` at all (a
// search answers it only when `fields=` asks), cannot be made a card and is counted; the rest of
// the page stands. Fields a card only shows read as their fallback when missing or malformed.
import { z } from 'zod'
import { eachReadable, readable, recordSchemas, type Fallback } from '../tolerant'

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** The IIIF root when an answer has no `config` block (https://api.artic.edu/docs/, "IIIF Image API"). */
export const DEFAULT_IIIF_URL = 'https://www.artic.edu/iiif/2'

const pixels = z.number().int().positive()

function defineArtwork(fallback: Fallback) {
  return z.object({
    id: z.number().int().positive(),
    title: fallback(z.string().nullable(), null),
    /** The picture's IIIF identifier; null for a work with no picture. Required: without it no URL can be built. */
    image_id: z.string().regex(/^[\w-]{1,64}$/, 'must be an IIIF identifier').nullable(),
    artist_id: fallback(z.number().int().positive().nullable(), null),
    artist_title: fallback(z.string().nullable(), null),
    /** "Georgia O'Keeffe\nAmerican, 1887–1986": the name, a newline, then nationality and dates. */
    artist_display: fallback(z.string().nullable(), null),
    date_display: fallback(z.string().nullable(), null),
    /** The picture's own size (the original, not a thumbnail's), with a tiny placeholder and its description. */
    thumbnail: fallback(
      z
        .object({
          width: fallback(pixels.nullable(), null),
          height: fallback(pixels.nullable(), null),
          alt_text: fallback(z.string().nullable(), null),
        })
        .nullable(),
      null,
    ),
    is_public_domain: fallback(z.boolean().nullable(), null),
    copyright_notice: fallback(z.string().nullable(), null),
    /** The dominant colour as HSL: h 0–360, s and l 0–100. */
    color: fallback(z.object({ h: z.number().min(0).max(360), s: z.number().min(0).max(100), l: z.number().min(0).max(100) }).nullable(), null),
    classification_title: fallback(z.string().nullable(), null),
    style_title: fallback(z.string().nullable(), null),
  })
}

const ArtworkSchemas = recordSchemas(defineArtwork)

export const ArticArtworkSchema = ArtworkSchemas.lenient
export type ArticArtwork = z.output<typeof ArticArtworkSchema>

const count = z.number().int().nonnegative()

export const ArticPaginationSchema = z.object({
  total: count.catch(0),
  limit: count.catch(0),
  total_pages: count.catch(0),
  current_page: z.number().int().positive().catch(1),
})

/** `config`: where pictures are served; a config without a usable `iiif_url` reads as the default. */
const ConfigSchema = z
  .object({ iiif_url: httpUrl.catch(DEFAULT_IIIF_URL) })
  .nullable()
  .default(null)
  .catch(null)
  .transform((config) => (config?.iiif_url ?? DEFAULT_IIIF_URL).replace(/\/+$/, ''))

/** The body of `GET /artworks/search` (and of the `/artworks` listing, which has the same envelope). */
export const ArticSearchResponseSchema = z
  .object({
    pagination: ArticPaginationSchema.nullable().default(null).catch(null),
    data: eachReadable(ArtworkSchemas),
    config: ConfigSchema,
  })
  .transform(({ pagination, data, config }) => ({ pagination, artworks: data.read, skipped: data.skipped, iiifUrl: config }))
export type ArticSearchResponse = z.output<typeof ArticSearchResponseSchema>

/** The body of `GET /artworks/{id}`: `data` is one artwork. */
export const ArticArtworkResponseSchema = z
  .object({ data: z.unknown(), config: ConfigSchema })
  .transform(({ data, config }, ctx) => {
    // One work asked for by number: a record without `image_id` (not among the fields asked) has no picture to show.
    const record = typeof data === 'object' && data !== null && !('image_id' in data) ? { ...data, image_id: null } : data
    const artwork = readable(ArtworkSchemas, record)
    if (artwork === null) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'is not an artwork Tapestry can show' })
      return z.NEVER
    }
    return { artwork, iiifUrl: config }
  })
export type ArticArtworkResponse = z.output<typeof ArticArtworkResponseSchema>

/** An error answer: `{status, error, detail}`. */
export const ArticErrorSchema = z.object({ status: z.number().optional(), error: z.string(), detail: z.string().default('') })
