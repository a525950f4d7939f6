import { z } from 'zod'
import { Category, Purity } from './enums'

// Response shapes of api-facts.md §1.5 and §1.6. Unknown fields are dropped, not rejected: the
// API is "as-is" and may grow.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** "YYYY-MM-DD HH:MM:SS" with no time zone, as Wallhaven writes it; kept as text. */
const WallhavenDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a date and time like 2016-06-06 19:12:31')

const PurityWireSchema = z.enum(Object.values(Purity.wire))
const CategoryWireSchema = z.enum(Object.values(Category.wire))

const count = z.number().int().nonnegative()

export const WallhavenThumbsSchema = z.object({
  /** 432×243, cropped to 16:9. */
  large: httpUrl,
  /** Keeps the aspect ratio, long side 300; not the full image. */
  original: httpUrl,
  /** 300×200, cropped. */
  small: httpUrl,
})

/** A wallpaper as a search lists it: no uploader, no tags. */
export const WallhavenWallpaperSchema = z.object({
  id: z.string().min(1),
  url: httpUrl,
  short_url: httpUrl.nullable().default(null),
  views: count,
  favorites: count,
  /** "" or any URL the uploader gave. */
  source: z.string().default(''),
  purity: PurityWireSchema,
  category: CategoryWireSchema,
  dimension_x: z.number().int().positive(),
  dimension_y: z.number().int().positive(),
  resolution: z.string(),
  /** Text with trailing zeros trimmed ("1.78", "1.6", "1"); Tapestry computes its own from the size. */
  ratio: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number written as text, e.g. "1.78"'),
  file_size: count,
  file_type: z.string(),
  created_at: WallhavenDateTimeSchema,
  /** Up to five '#'-prefixed colours of the image (not the search palette). */
  colors: z.array(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #abbcda')).default(() => []),
  /** The original file; use it exactly as returned. */
  path: httpUrl,
  thumbs: WallhavenThumbsSchema,
})
export type WallhavenWallpaper = z.output<typeof WallhavenWallpaperSchema>

export const WallhavenUploaderSchema = z.object({
  username: z.string().min(1),
  group: z.string(),
  avatar: z.object({ '200px': httpUrl, '128px': httpUrl, '32px': httpUrl, '20px': httpUrl }).nullable().default(null),
})
export type WallhavenUploader = z.output<typeof WallhavenUploaderSchema>

export const WallhavenTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "" or a comma-separated list. */
  alias: z.string().default(''),
  category_id: z.number().int(),
  category: z.string(),
  purity: PurityWireSchema,
  created_at: WallhavenDateTimeSchema,
})
export type WallhavenTag = z.output<typeof WallhavenTagSchema>

/** A wallpaper as `GET /w/{id}` returns it: a search item plus its uploader and tags. */
export const WallhavenWallpaperDetailSchema = WallhavenWallpaperSchema.extend({
  uploader: WallhavenUploaderSchema.nullable().default(null),
  tags: z.array(WallhavenTagSchema).default(() => []),
})
export type WallhavenWallpaperDetail = z.output<typeof WallhavenWallpaperDetailSchema>

/** The body of `GET /w/{id}`. */
export const WallhavenWallpaperResponseSchema = z.object({ data: WallhavenWallpaperDetailSchema })
export type WallhavenWallpaperResponse = z.output<typeof WallhavenWallpaperResponseSchema>

export const WallhavenSearchMetaSchema = z.object({
  current_page: z.number().int().positive(),
  last_page: z.number().int().nonnegative(),
  /** A number on searches; `/settings` writes it as text, so text is accepted too. */
  per_page: z
    .union([z.number(), z.string().regex(/^\d+$/, 'must be a number').transform(Number)])
    .pipe(z.number().int().positive()),
  total: count,
  /** null without `q`; "" for `type:` and `@user` searches; an object for `id:` searches. */
  query: z
    .union([z.string(), z.object({ id: z.number().int(), tag: z.string() })])
    .nullable()
    .default(null),
  /** Set with `sorting=random`: send it back with the next page. */
  seed: z.string().nullable().default(null),
})
export type WallhavenSearchMeta = z.output<typeof WallhavenSearchMetaSchema>

/** The body of `GET /search`. A short page is not the end: page on while current_page < last_page. */
export const WallhavenSearchResponseSchema = z.object({
  data: z.array(WallhavenWallpaperSchema),
  meta: WallhavenSearchMetaSchema,
})
export type WallhavenSearchResponse = z.output<typeof WallhavenSearchResponseSchema>
