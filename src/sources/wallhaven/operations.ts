// What the preview shows of a Wallhaven wallpaper beyond its search card: its own record
// (`GET /w/{id}`), read once and kept in the library, as an operation of the contract. The title is
// made from the tags as the command line's `set` makes it, so the window, the history and the CLI name a picture alike.
import { z } from 'zod'
import { AuthorSchema } from '../../shared/media'
import { WallpaperIdSchema } from './validators'

export const WallhavenDetailsRequestSchema = z.strictObject({ id: WallpaperIdSchema })

const count = z.number().int().nonnegative().nullable()

export const WallhavenDetailsSchema = z.object({
  id: z.string(),
  /** "landscape, digital art, minimalism", or "Wallpaper ID" for one without tags. */
  title: z.string(),
  /** Every tag's name, in Wallhaven's order. */
  tags: z.array(z.string()),
  /** The uploader's name and page; null when Wallhaven gives none. */
  uploader: AuthorSchema.nullable(),
  category: z.enum(['general', 'anime', 'people']).nullable(),
  purity: z.enum(['sfw', 'sketchy', 'nsfw']),
  views: count,
  favourites: count,
})
export type WallhavenDetails = z.output<typeof WallhavenDetailsSchema>

/** Wallhaven's own operations in the contract (src/sources/operations.ts). */
export const wallhavenOperations = {
  /** A Wallhaven wallpaper's own record (tags, uploader, views…), asked of Wallhaven once and kept in the library. */
  'wallhaven.details': { input: WallhavenDetailsRequestSchema, output: WallhavenDetailsSchema },
} as const
