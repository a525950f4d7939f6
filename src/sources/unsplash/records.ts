import { z } from 'zod'
import { aspectRatio, formatResolution } from '../../shared/media'
import { eachReadable, recordSchemas, tolerant, type Fallback } from '../tolerant'

// Photo records as the API returns them (seed §2.2, docs/apis.md, Unsplash "The photo record"). Extra fields are stripped;
// every optional field gets the seed's default so readers never meet `undefined`. What a card and
// the credit are made of (id, pixel size, the urls a card shows, the photo's page, its
// download_location, the photographer's username) is strict; every other field reads as its
// fallback when it is missing or malformed, so it can never fail a search or `unsplash photo`.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const nullableText = () => tolerant(z.string().nullable(), null)
const dateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time with a time zone' })
const pixels = z.number().int().positive()

export const UnsplashTagSchema = z.object({ title: z.string() })

/** The abbreviated record of search results and lists, every optional field read by `fallback`. */
function definePhoto(fallback: Fallback) {
  const text = () => fallback(z.string().nullable(), null)
  const link = () => fallback(httpUrl.nullable(), null)
  return z.object({
    id: z.string().min(1),
    created_at: fallback(dateTime.nullable(), null),
    updated_at: fallback(dateTime.nullable(), null),
    width: pixels,
    height: pixels,
    color: text(),
    blur_hash: text(),
    description: text(),
    alt_description: text(),
    urls: z.object({ raw: httpUrl, full: link(), regular: httpUrl, small: httpUrl, thumb: link() }),
    links: z.object({ self: link(), html: httpUrl, download: link(), download_location: httpUrl }),
    user: z.object({
      id: text(),
      username: z.string().min(1),
      /** The name credited; blank or missing, the username is. */
      name: fallback(z.string(), ''),
      first_name: text(),
      last_name: text(),
      bio: text(),
      location: text(),
      // Typed in by the photographer, so not necessarily a URL.
      portfolio_url: text(),
      instagram_username: text(),
      twitter_username: text(),
      total_collections: fallback(z.number().int().nonnegative(), 0),
      profile_image: fallback(z.object({ small: httpUrl, medium: httpUrl, large: httpUrl }).nullable(), null),
      /** `html` is the profile the credit links to; without it the credit builds the profile URL from the username. */
      links: fallback(z.object({ self: link(), html: httpUrl, photos: link(), portfolio: link() }).nullable(), null),
    }),
    // The seed says "full only", but recent search results carry tags too (docs/apis.md, Unsplash "Search and random"). A tag
    // without a title is left out.
    tags: fallback(z.array(fallback(UnsplashTagSchema.nullable(), null)), []).transform((tags) => tags.filter((tag) => tag !== null)),
    /**
     * Set on a paid placement (a brand's photo placed in searches and feeds), null otherwise: its
     * card says "Sponsored". Only whether it is there is read; its parts are kept where readable.
     */
    sponsorship: fallback(
      z
        .object({
          tagline: text(),
          tagline_url: fallback(z.string().nullable(), null),
          sponsor: fallback(z.object({ username: fallback(z.string(), ''), name: fallback(z.string(), '') }).nullable(), null),
        })
        .nullable(),
      null,
    ),
  })
}

const PhotoSchemas = recordSchemas(definePhoto)

/** The abbreviated record of search results and lists. */
export const UnsplashPhotoSchema = PhotoSchemas.lenient
export type UnsplashPhoto = z.output<typeof UnsplashPhotoSchema>
export type UnsplashUser = UnsplashPhoto['user']

export const UnsplashExifSchema = z.object({
  make: nullableText(),
  model: nullableText(),
  name: nullableText(),
  exposure_time: nullableText(),
  aperture: nullableText(),
  focal_length: nullableText(),
  iso: tolerant(z.number().int().nullable(), null),
})

/**
 * Unsplash writes an unknown place as exactly 0,0 rather than null (docs/apis.md, Unsplash "The photo record"). A position
 * that names no place (0,0, or no coordinates at all) becomes null, so nothing shows a pin in
 * the Gulf of Guinea.
 */
export const UnsplashPositionSchema = z
  .object({
    latitude: tolerant(z.number().nullable(), null),
    longitude: tolerant(z.number().nullable(), null),
  })
  .transform((position) => ((position.latitude ?? 0) === 0 && (position.longitude ?? 0) === 0 ? null : position))

export const UnsplashLocationSchema = z.object({
  city: nullableText(),
  country: nullableText(),
  position: tolerant(UnsplashPositionSchema.nullable(), null),
})

/** The full record of `GET /photos/<id>` and `GET /photos/random`. */
export const UnsplashFullPhotoSchema = UnsplashPhotoSchema.extend({
  downloads: tolerant(z.number().int().nonnegative().nullable(), null),
  // No confirmed source sends it (docs/apis.md, Unsplash "The photo record"); kept because the seed has it.
  public_domain: tolerant(z.boolean().nullable(), null),
  exif: tolerant(UnsplashExifSchema.nullable(), null),
  location: tolerant(UnsplashLocationSchema.nullable(), null),
})
export type UnsplashFullPhoto = z.output<typeof UnsplashFullPhotoSchema>

/** The body of `GET /search/photos`. */
export const UnsplashSearchResultSchema = z
  .object({
    total: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
    /** Each record is read on its own: one that cannot be read is left out and counted in `skipped`. */
    results: eachReadable(PhotoSchemas),
  })
  .transform(({ total, total_pages, results }) => ({ total, total_pages, results: results.read, skipped: results.skipped }))
export type UnsplashSearchResult = z.output<typeof UnsplashSearchResultSchema>

/**
 * The body of `GET /photos/random` when `count` is sent: always an array, even of one, which is
 * why the client always sends `count` (docs/apis.md, Unsplash "Search and random"). The single object Unsplash sends without
 * `count` (a proxy may drop it) is read as an array of one.
 */
export const UnsplashRandomPhotosSchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? [body] : body),
  z.array(UnsplashFullPhotoSchema).min(1, 'must contain at least one photo'),
)

/** The values the seed derives from a record, named as the CLI prints them. */
export const UnsplashDerivedFieldsSchema = z.object({
  resolution: z.string().regex(/^\d+x\d+$/),
  aspect_ratio: z.number().positive(),
})
export type UnsplashDerivedFields = z.output<typeof UnsplashDerivedFieldsSchema>

type Dimensions = Pick<UnsplashPhoto, 'width' | 'height'>

/** "<width>x<height>" */
export function unsplashResolution(photo: Dimensions): string {
  return formatResolution(photo.width, photo.height)
}

/** width / height rounded to two decimals. */
export function unsplashAspectRatio(photo: Dimensions): number {
  return aspectRatio(photo.width, photo.height)
}

/** The record followed by `resolution` and `aspect_ratio`: exactly what `unsplash photo --json` prints. */
export function withDerivedFields<P extends Dimensions>(photo: P): P & UnsplashDerivedFields {
  return { ...photo, resolution: unsplashResolution(photo), aspect_ratio: unsplashAspectRatio(photo) }
}
