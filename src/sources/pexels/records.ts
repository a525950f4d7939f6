// Response shapes of Pexels' API (https://www.pexels.com/api/documentation/, "The Photo Resource"
// and the paginated answers of search and curated), as the real bodies in ../shared/realdata show
// them: 2020 answers without `avg_color` and `alt`, pages without `prev_page` or `next_page`.
// Unknown fields are dropped. What a card is made of (id, size, page, the original file) is strict;
// every other field reads as its fallback when it is missing or malformed.
import { z } from 'zod'
import { httpUrl } from '../../shared/media'
import { eachReadable, readable, recordSchemas, type Fallback } from '../tolerant'

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/
const count = z.number().int().nonnegative()

function definePhoto(fallback: Fallback) {
  return z.object({
    id: z.number().int().positive(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The photo's page on pexels.com, the link its credit names. */
    url: httpUrl,
    photographer: fallback(z.string(), ''),
    photographer_url: fallback(httpUrl.nullable(), null),
    photographer_id: fallback(z.number().int().nullable(), null),
    /** Absent from answers before 2021. */
    avg_color: fallback(z.string().regex(HEX_COLOR).nullable(), null),
    src: z.object({
      /** The file as uploaded, at `width` × `height`. */
      original: httpUrl,
      /** Fits 940 × 650 at twice the pixels. */
      large2x: fallback(httpUrl.nullable(), null),
      large: fallback(httpUrl.nullable(), null),
      /** 350 high, the width kept in proportion: what a justified grid needs. */
      medium: fallback(httpUrl.nullable(), null),
      small: fallback(httpUrl.nullable(), null),
      portrait: fallback(httpUrl.nullable(), null),
      landscape: fallback(httpUrl.nullable(), null),
      tiny: fallback(httpUrl.nullable(), null),
    }),
    liked: fallback(z.boolean(), false),
    /** The photo described in words; absent from answers before 2021, sometimes "". */
    alt: fallback(z.string(), ''),
  })
}

const PhotoSchemas = recordSchemas(definePhoto)

export const PexelsPhotoSchema = PhotoSchemas.lenient
export type PexelsPhoto = z.output<typeof PexelsPhotoSchema>

/** The body of `GET /photos/:id`: one photo, read leniently (a broken optional field never fails it). */
export const PexelsPhotoResponseSchema = z.unknown().transform((body, ctx) => {
  const photo = readable(PhotoSchemas, body)
  if (photo === null) {
    ctx.addIssue({ code: 'custom', message: 'is not a photo Tapestry can show' })
    return z.NEVER
  }
  return photo
})

/**
 * The body of `GET /search` and `GET /curated`. Each photo is read on its own: one that cannot be
 * read (no id, size, page or original file) is left out and counted in `skipped`, and the page
 * stands. `next_page` is absent on the last page: that, not a short page, says the listing ends.
 */
export const PexelsPageResponseSchema = z
  .object({
    page: z.number().int().positive(),
    per_page: z.number().int().nonnegative().optional(),
    photos: eachReadable(PhotoSchemas),
    total_results: count.nullable().optional().catch(null),
    next_page: httpUrl.nullable().optional().catch(null),
    prev_page: httpUrl.nullable().optional().catch(null),
  })
  .transform(({ page, photos, total_results, next_page }) => ({
    page,
    photos: photos.read,
    skipped: photos.skipped,
    total: total_results ?? null,
    hasNext: typeof next_page === 'string',
  }))
export type PexelsPageResponse = z.output<typeof PexelsPageResponseSchema>
