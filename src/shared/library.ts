// The library's records: what the library file keeps and what crosses the process boundary
// (favourites, history, blocklist). zod is the one description of each shape.
import { z } from 'zod'
import { AuthorSchema, ItemSourceSchema, MediaItemSchema, MediaSourceSchema, OnlineMediaItemSchema, httpUrl } from './media'

/** The image formats a wallpaper file may have (checked by magic bytes, never by name). */
export const ImageFormatSchema = z.enum(['jpeg', 'png', 'webp', 'gif'])
export type ImageFormat = z.infer<typeof ImageFormatSchema>

/** The video formats a downloaded video may have (checked by magic bytes too): kept, never set as a wallpaper. */
export const VideoFormatSchema = z.enum(['mp4', 'mov', 'webm', 'mkv'])
export type VideoFormat = z.infer<typeof VideoFormatSchema>

/** What a library file may be: a picture, or a video downloaded to keep. */
export const LibraryFileFormatSchema = z.enum([...ImageFormatSchema.options, ...VideoFormatSchema.options])
export type LibraryFileFormat = z.infer<typeof LibraryFileFormatSchema>

/** Whether a library file is a video (and so never a wallpaper). */
export function isVideoFormat(format: LibraryFileFormat): format is VideoFormat {
  return (VideoFormatSchema.options as readonly string[]).includes(format)
}

/** Every library file name has this form: made from a hash, never from a URL or a title. */
export const LIBRARY_FILE_NAME = /^[a-z]+(?:-[A-Za-z0-9_]+)*-[0-9a-f]{16}\.(?:jpg|png|webp|gif|mp4|mov|webm|mkv)$/

const isoTime = z.iso.datetime({ offset: true })

/** Where the credit for an image points: the item's page and, where known, its author. */
export const CreditSchema = z.object({
  /** "Photo by NAME on Unsplash", "Wallpaper by NAME on Wallhaven", … */
  text: z.string(),
  /** The item's page at its source (Unsplash: with utm_source/utm_medium). */
  pageUrl: httpUrl,
  authorUrl: httpUrl.nullable(),
  /** The source's home page (Unsplash asks for this link too). */
  sourceUrl: httpUrl,
})
export type Credit = z.output<typeof CreditSchema>

export const LibraryEntrySchema = z.object({
  /** Opaque and stable; history and the current wallpaper refer to it. */
  libraryId: z.string().min(1).max(64),
  source: MediaSourceSchema,
  id: z.string().min(1),
  title: z.string(),
  author: AuthorSchema.nullable(),
  credit: CreditSchema,
  /** Of the file (an Unsplash download is sized for the screen). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Relative to the library folder; always one of the names downloads/file-name.ts makes. */
  fileName: z.string().regex(LIBRARY_FILE_NAME),
  bytes: z.number().int().nonnegative(),
  format: LibraryFileFormatSchema,
  downloadedAt: isoTime,
  lastUsedAt: isoTime,
  /** Only online items are downloaded into the library; a local picture is set where it lies. */
  item: OnlineMediaItemSchema,
})
export type LibraryEntry = z.output<typeof LibraryEntrySchema>

export const FavouriteSchema = z.object({
  source: ItemSourceSchema,
  id: z.string().min(1),
  addedAt: isoTime,
  /** The card as it was favourited, so favourites show without asking the source again. */
  item: MediaItemSchema,
})
export type Favourite = z.output<typeof FavouriteSchema>

/** A display as the wallpaper layer names it, or 'all'. */
export const DisplaySchema = z.string().min(1).max(200)

/** The most entries one page of a library list holds (the contract's limit, the command line's --per-page). */
export const PAGE_SIZE_MAX = 200

export const HistoryRecordSchema = z.object({
  libraryId: z.string().min(1),
  source: ItemSourceSchema,
  id: z.string().min(1),
  title: z.string(),
  setAt: isoTime,
  display: DisplaySchema,
})
export type HistoryRecord = z.output<typeof HistoryRecordSchema>

export const BlockedSchema = z.object({
  source: ItemSourceSchema,
  id: z.string().min(1),
  title: z.string(),
  blockedAt: isoTime,
})
export type Blocked = z.output<typeof BlockedSchema>

