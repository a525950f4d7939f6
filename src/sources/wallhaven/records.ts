import { z } from 'zod'
import { eachReadable, recordSchemas, tolerant, type Fallback } from '../tolerant'
import { Category, Purity } from './enums'

// Response shapes of docs/apis.md, Wallhaven "Search results and the wallpaper record" and §1.6. Unknown fields are dropped, not rejected: the
// API is "as-is" and may grow. What a card is made of (id, page, purity, pixel size, file and
// thumbnail URLs) is strict; every other field reads as its fallback when it is missing or
// malformed, so it can never fail a search or `tapestry set wallhaven ID`.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** "YYYY-MM-DD HH:MM:SS" with no time zone, as Wallhaven writes it; kept as text. */
const WallhavenDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a date and time like 2016-06-06 19:12:31')

const PurityWireSchema = z.enum(Object.values(Purity.wire))
const CategoryWireSchema = z.enum(Object.values(Category.wire))

const count = z.number().int().nonnegative()
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

/** A wallpaper as a search lists it (no uploader, no tags), every optional field read by `fallback`. */
function defineWallpaper(fallback: Fallback) {
  return z.object({
    id: z.string().min(1),
    url: httpUrl,
    short_url: fallback(httpUrl.nullable(), null),
    views: fallback(count.nullable(), null),
    favorites: fallback(count.nullable(), null),
    /** "" or any URL the uploader gave. */
    source: fallback(z.string(), ''),
    purity: PurityWireSchema,
    category: fallback(CategoryWireSchema.nullable(), null),
    dimension_x: z.number().int().positive(),
    dimension_y: z.number().int().positive(),
    resolution: fallback(z.string(), ''),
    /** Text with trailing zeros trimmed ("1.78", "1.6", "1"); Tapestry computes its own from the size. */
    ratio: fallback(z.string().regex(/^\d+(\.\d+)?$/).nullable(), null),
    file_size: fallback(count.nullable(), null),
    /** `image/jpeg`, `image/png`; "" when not given (the card is then an image). */
    file_type: fallback(z.string(), ''),
    created_at: fallback(WallhavenDateTimeSchema.nullable(), null),
    /** Up to five '#'-prefixed colours of the image (not the search palette); anything else is left out. */
    colors: fallback(z.array(z.unknown()), []).transform((colors) =>
      colors.filter((color): color is string => typeof color === 'string' && HEX_COLOR.test(color)),
    ),
    /** The original file; use it exactly as returned. */
    path: httpUrl,
    thumbs: z.object({
      /** 432×243, cropped to 16:9. */
      large: httpUrl,
      /** Keeps the aspect ratio, long side 300; not the full image. */
      original: httpUrl,
      /** 300×200, cropped; not used. */
      small: fallback(httpUrl.nullable(), null),
    }),
  })
}

const WallpaperSchemas = recordSchemas(defineWallpaper)

/** A wallpaper as a search lists it: no uploader, no tags. */
export const WallhavenWallpaperSchema = WallpaperSchemas.lenient
export type WallhavenWallpaper = z.output<typeof WallhavenWallpaperSchema>

export const WallhavenUploaderSchema = z.object({
  username: z.string().min(1),
  group: tolerant(z.string().nullable(), null),
  avatar: tolerant(
    z.object({ '200px': httpUrl, '128px': httpUrl, '32px': httpUrl, '20px': httpUrl }).nullable(),
    null,
  ),
})
export type WallhavenUploader = z.output<typeof WallhavenUploaderSchema>

export const WallhavenTagSchema = z.object({
  id: tolerant(z.number().int().nullable(), null),
  /** The only field a card uses (title and tags). */
  name: z.string().min(1),
  /** "" or a comma-separated list. */
  alias: tolerant(z.string(), ''),
  category_id: tolerant(z.number().int().nullable(), null),
  category: tolerant(z.string().nullable(), null),
  purity: tolerant(PurityWireSchema.nullable(), null),
  created_at: tolerant(WallhavenDateTimeSchema.nullable(), null),
})
export type WallhavenTag = z.output<typeof WallhavenTagSchema>

/** Tags that cannot be read (no name) are left out, not fatal. */
const WallhavenTagsSchema = tolerant(z.array(z.unknown()), []).transform((tags) =>
  tags.flatMap((tag) => {
    const parsed = WallhavenTagSchema.safeParse(tag)
    return parsed.success ? [parsed.data] : []
  }),
)

/** A wallpaper as `GET /w/{id}` returns it: a search item plus its uploader and tags. */
export const WallhavenWallpaperDetailSchema = WallhavenWallpaperSchema.extend({
  /** Only its username is used (the credit); an uploader without one is no uploader. */
  uploader: tolerant(WallhavenUploaderSchema.nullable(), null),
  tags: WallhavenTagsSchema,
})
export type WallhavenWallpaperDetail = z.output<typeof WallhavenWallpaperDetailSchema>

/** The body of `GET /w/{id}`. */
export const WallhavenWallpaperResponseSchema = z.object({ data: WallhavenWallpaperDetailSchema })
export type WallhavenWallpaperResponse = z.output<typeof WallhavenWallpaperResponseSchema>

export const WallhavenSearchMetaSchema = z.object({
  current_page: z.number().int().positive(),
  last_page: z.number().int().nonnegative(),
  /** A number on searches; `/settings` writes it as text, so text is accepted too. Not used. */
  per_page: tolerant(
    z
      .union([z.number(), z.string().regex(/^\d+$/, 'must be a number').transform(Number)])
      .pipe(z.number().int().positive())
      .nullable(),
    null,
  ),
  total: tolerant(count.nullable(), null),
  /** null without `q`; "" for `type:` and `@user` searches; an object for `id:` searches. */
  query: tolerant(z.union([z.string(), z.object({ id: z.number().int(), tag: z.string() })]).nullable(), null),
  /** Set with `sorting=random`: send it back with the next page. */
  seed: tolerant(z.string().nullable(), null),
})
export type WallhavenSearchMeta = z.output<typeof WallhavenSearchMetaSchema>

/**
 * The body of `GET /search`. Each wallpaper is read on its own: one that cannot be read (a missing
 * id, size or URL) is left out of `data` and counted in `skipped`, and the rest of the page stands.
 * A short page is not the end: page on while current_page < last_page.
 */
export const WallhavenSearchResponseSchema = z
  .object({
    data: eachReadable(WallpaperSchemas),
    meta: WallhavenSearchMetaSchema,
  })
  .transform(({ data, meta }) => ({ data: data.read, skipped: data.skipped, meta }))
export type WallhavenSearchResponse = z.output<typeof WallhavenSearchResponseSchema>
