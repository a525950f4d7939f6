import { z } from 'zod'

export const MediaSourceSchema = z.enum(['wallhaven', 'unsplash', 'reddit'])
export type MediaSource = z.infer<typeof MediaSourceSchema>

export const MediaTypeSchema = z.enum(['image', 'gif', 'video'])
export type MediaType = z.infer<typeof MediaTypeSchema>

/** An absolute http(s) URL: the only kind a card, a credit or a download may carry. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

export const AuthorSchema = z.object({
  name: z.string().min(1),
  /** The author's page, already carrying any referral parameters the source requires. */
  url: httpUrl.nullable(),
})
export type Author = z.infer<typeof AuthorSchema>

/**
 * The one card every source maps to: what the grid, the preview, the library and rotation need,
 * whatever the image came from.
 */
export const MediaItemSchema = z.object({
  source: MediaSourceSchema,
  /** Unique within its source; for a Reddit gallery item `<postId>_<mediaId>`. */
  id: z.string().min(1).max(128),
  title: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** "<width>x<height>" */
  resolution: z.string().regex(/^\d+x\d+$/),
  /** width / height, rounded to two decimals. */
  aspectRatio: z.number().positive(),
  thumbUrl: httpUrl,
  previewUrl: httpUrl,
  /** The original media; downloads size it for the display where the source allows. */
  fullUrl: httpUrl,
  /** The item's page at its source (with referral parameters where required). */
  pageUrl: httpUrl,
  author: AuthorSchema.nullable(),
  nsfw: z.boolean(),
  mediaType: MediaTypeSchema,
  /** Dominant colour as `#rrggbb`, for placeholders. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable(),
  blurHash: z.string().nullable(),
  /** Size of the original file in bytes, where the source says. */
  fileSize: z.number().int().nonnegative().nullable(),
  /** Colours of the image as `#rrggbb`, where the source gives several. */
  colors: z.array(z.string()),
  tags: z.array(z.string()),
})
export type MediaItem = z.infer<typeof MediaItemSchema>

/** "<width>x<height>", as every source and the seed write a resolution. */
export function formatResolution(width: number, height: number): string {
  return `${width}x${height}`
}

/**
 * width / height rounded half-up to two decimals. Multiplying before dividing keeps exact
 * halves exact (201/200 → 1.01), which `toFixed` on the quotient does not.
 */
export function aspectRatio(width: number, height: number): number {
  return Math.round((width * 100) / height) / 100
}
