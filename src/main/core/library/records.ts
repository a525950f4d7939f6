// The library file's records (library.json in the data folder). zod is the one description of
// each shape; the types are inferred from it.
import { z } from 'zod'
import { AuthorSchema, MediaItemSchema, MediaSourceSchema, httpUrl } from '../../../shared/media'
import { ImageFormatSchema } from '../downloads/image-format'
import { LIBRARY_FILE_NAME } from '../downloads/file-name'

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
  format: ImageFormatSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
  downloadedAt: isoTime,
  lastUsedAt: isoTime,
  item: MediaItemSchema,
})
export type LibraryEntry = z.output<typeof LibraryEntrySchema>

export const FavouriteSchema = z.object({
  source: MediaSourceSchema,
  id: z.string().min(1),
  addedAt: isoTime,
  /** The card as it was favourited, so favourites show without asking the source again. */
  item: MediaItemSchema,
})
export type Favourite = z.output<typeof FavouriteSchema>

/** A display as the wallpaper layer names it, or 'all'. */
export const DisplaySchema = z.string().min(1).max(200)

export const HistoryRecordSchema = z.object({
  libraryId: z.string().min(1),
  source: MediaSourceSchema,
  id: z.string().min(1),
  title: z.string(),
  setAt: isoTime,
  display: DisplaySchema,
})
export type HistoryRecord = z.output<typeof HistoryRecordSchema>

export const BlockedSchema = z.object({
  source: MediaSourceSchema,
  id: z.string().min(1),
  title: z.string(),
  blockedAt: isoTime,
})
export type Blocked = z.output<typeof BlockedSchema>

export const LibraryFileSchema = z.object({
  version: z.literal(1).default(1),
  entries: z.array(LibraryEntrySchema).default([]),
  favourites: z.array(FavouriteSchema).default([]),
  /** Newest first, capped. */
  history: z.array(HistoryRecordSchema).default([]),
  blocklist: z.array(BlockedSchema).default([]),
  /** What each display shows now: display ('all' or a display id) → libraryId. */
  current: z.record(DisplaySchema, z.string().min(1)).default({}),
})
export type LibraryFile = z.output<typeof LibraryFileSchema>
