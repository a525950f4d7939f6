import { z } from 'zod'
import { aspectRatio, formatResolution } from '../../media'

// Photo records as the API returns them (seed §2.2, api-facts §2.6). Extra fields are stripped;
// every optional field gets the seed's default so readers never meet `undefined`.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const nullableText = () => z.string().nullable().default(null)
const dateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time with a time zone' })
const pixels = z.number().int().positive()

export const UnsplashPhotoUrlsSchema = z.object({
  raw: httpUrl,
  full: httpUrl,
  regular: httpUrl,
  small: httpUrl,
  thumb: httpUrl,
})

export const UnsplashPhotoLinksSchema = z.object({
  self: httpUrl,
  html: httpUrl,
  download: httpUrl,
  download_location: httpUrl,
})

export const UnsplashUserSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  name: z.string(),
  first_name: nullableText(),
  last_name: nullableText(),
  bio: nullableText(),
  location: nullableText(),
  // Typed in by the photographer, so not necessarily a URL.
  portfolio_url: nullableText(),
  instagram_username: nullableText(),
  twitter_username: nullableText(),
  total_collections: z.number().int().nonnegative().default(0),
  profile_image: z.object({ small: httpUrl, medium: httpUrl, large: httpUrl }).nullable().default(null),
  links: z
    .object({ self: httpUrl, html: httpUrl, photos: httpUrl, portfolio: httpUrl.nullable().default(null) })
    .nullable()
    .default(null),
})
export type UnsplashUser = z.output<typeof UnsplashUserSchema>

export const UnsplashTagSchema = z.object({ title: z.string() })

/** The abbreviated record of search results and lists. */
export const UnsplashPhotoSchema = z.object({
  id: z.string().min(1),
  created_at: dateTime,
  updated_at: dateTime.nullable().default(null),
  width: pixels,
  height: pixels,
  color: nullableText(),
  blur_hash: nullableText(),
  description: nullableText(),
  alt_description: nullableText(),
  urls: UnsplashPhotoUrlsSchema,
  links: UnsplashPhotoLinksSchema,
  user: UnsplashUserSchema,
  // The seed says "full only", but recent search results carry tags too (api-facts §2.2).
  tags: z.array(UnsplashTagSchema).default([]),
})
export type UnsplashPhoto = z.output<typeof UnsplashPhotoSchema>

export const UnsplashExifSchema = z.object({
  make: nullableText(),
  model: nullableText(),
  name: nullableText(),
  exposure_time: nullableText(),
  aperture: nullableText(),
  focal_length: nullableText(),
  iso: z.number().int().nullable().default(null),
})

/**
 * Unsplash writes an unknown place as exactly 0,0 rather than null (api-facts §2.6). A position
 * that names no place (0,0, or no coordinates at all) becomes null, so nothing shows a pin in
 * the Gulf of Guinea.
 */
export const UnsplashPositionSchema = z
  .object({
    latitude: z.number().nullable().default(null),
    longitude: z.number().nullable().default(null),
  })
  .transform((position) => ((position.latitude ?? 0) === 0 && (position.longitude ?? 0) === 0 ? null : position))

export const UnsplashLocationSchema = z.object({
  city: nullableText(),
  country: nullableText(),
  position: UnsplashPositionSchema.nullable().default(null),
})

/** The full record of `GET /photos/<id>` and `GET /photos/random`. */
export const UnsplashFullPhotoSchema = UnsplashPhotoSchema.extend({
  downloads: z.number().int().nonnegative().nullable().default(null),
  // No confirmed source sends it (api-facts §2.6); kept because the seed has it.
  public_domain: z.boolean().nullable().default(null),
  exif: UnsplashExifSchema.nullable().default(null),
  location: UnsplashLocationSchema.nullable().default(null),
})
export type UnsplashFullPhoto = z.output<typeof UnsplashFullPhotoSchema>

/** The body of `GET /search/photos`. */
export const UnsplashSearchResultSchema = z.object({
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  results: z.array(UnsplashPhotoSchema),
})
export type UnsplashSearchResult = z.output<typeof UnsplashSearchResultSchema>

/**
 * The body of `GET /photos/random` when `count` is sent: always an array, even of one, which is
 * why the client always sends `count` (api-facts §2.3).
 */
export const UnsplashRandomPhotosSchema = z.array(UnsplashFullPhotoSchema).min(1, 'must contain at least one photo')

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
