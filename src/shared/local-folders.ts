// The person's own folders as a source: which folders there are (kept in settings.json), how each
// one is doing, and the search the window runs over the folder index. The pictures themselves are
// cards of source 'local' (media.ts); their URLs are in local-image-url.ts.
import { z } from 'zod'
import { SentenceTextSchema } from './errors'
import { deepFreeze, parseOrThrow } from './validation'
import { fieldSays } from './i18n/field-words'

/** The longest path a setting or a folder may name (the download folder, a folder of pictures): declared once. */
export const PATH_LENGTH_MAX = 4000

/**
 * A folder as the person gives it: an absolute path (POSIX, a Windows drive or a UNC share), with no
 * control characters. Whether it exists is checked where files can be seen, in the main process.
 */
export const FolderPathSchema = z
  .string()
  .trim()
  .min(1, { error: () => fieldSays('fields.required') })
  .max(PATH_LENGTH_MAX, { error: () => fieldSays('fields.path.tooLong', { max: PATH_LENGTH_MAX }) })
  .regex(/^(?:\/|[A-Za-z]:[\\/]|\\\\)/, { error: () => fieldSays('fields.path.absolute') })
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: () => fieldSays('fields.path.controlCharacters') })

/** At most this many folders: each is watched while the app runs. */
export const MAX_LOCAL_FOLDERS = 64

export const LocalFolderListSchema = z.array(FolderPathSchema).max(MAX_LOCAL_FOLDERS, { error: () => fieldSays('fields.folders.tooMany', { max: MAX_LOCAL_FOLDERS }) })

/** How one folder is doing, as the window's Settings and `tapestry folders list` show it. */
export const LocalFolderStatusSchema = z.object({
  path: z.string(),
  /** Pictures in the index under it. */
  images: z.number().int().nonnegative(),
  /** False while it cannot be reached (an unplugged disk): its pictures are skipped until it is back. */
  available: z.boolean(),
  /** A scan of it is under way now. */
  scanning: z.boolean(),
  /** Files under it left out (unreadable, links out of it, not pictures, too large…), as the note says. */
  skipped: z.number().int().nonnegative(),
  /** One sentence about a problem with it (it cannot be reached or read, or what was left out and why), or null. */
  note: z.string().nullable(),
  noteText: SentenceTextSchema,
})
export type LocalFolderStatus = z.output<typeof LocalFolderStatusSchema>

export const LocalSortSchema = z.enum(['NAME', 'NEWEST'])
export type LocalSort = z.infer<typeof LocalSortSchema>

/** A search of the folder index, as the window sends it; paged like the online sources. */
export const LocalSearchParamsSchema = z.strictObject({
  /** Words that must each appear in the picture's path inside its folder (any case); '' for all. */
  query: z.string().trim().max(250, 'is longer than 250 characters').default(''),
  /** One of the added folders, or null for all of them. */
  folder: FolderPathSchema.nullable().default(null),
  /** By path inside the folder, or the most recently changed first. */
  sort: LocalSortSchema.default('NAME'),
  page: z.number().int().min(1).default(1),
  per_page: z.number().int().min(1).max(200).default(60),
})
export type LocalSearchParams = z.output<typeof LocalSearchParamsSchema>
export type LocalSearchParamsInput = z.input<typeof LocalSearchParamsSchema>

/** A validated, deeply frozen local search with every default filled in. */
export function createLocalSearchParams(input: LocalSearchParamsInput): LocalSearchParams {
  return deepFreeze(parseOrThrow(LocalSearchParamsSchema, input))
}

/** The same search at another page; every other field is kept. */
export function withLocalPage(params: LocalSearchParams, page: number): LocalSearchParams {
  return createLocalSearchParams({ ...params, page })
}
