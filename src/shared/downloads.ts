// What the person downloaded, as the Downloads list shows it: the picture, when, and where its file
// was saved. Kept after the file leaves the library (the quota, a changed folder), so the list can
// say the file is gone rather than forget the download.
import { z } from 'zod'
import { OnlineMediaItemSchema } from './media'

export const DownloadRecordSchema = z.object({
  libraryId: z.string().min(1),
  title: z.string(),
  /** The file's name in the folder it was saved to. */
  fileName: z.string().min(1),
  /** The whole path the file was saved at. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  downloadedAt: z.iso.datetime({ offset: true }),
  /** Whether the file is still there. */
  present: z.boolean(),
  item: OnlineMediaItemSchema,
})
export type DownloadRecord = z.output<typeof DownloadRecordSchema>

/** Which download's file to show in its folder: by the library id the download answered. */
export const ShowInFolderRequestSchema = z.strictObject({ libraryId: z.string().min(1).max(64) })

export const ShowInFolderResultSchema = z.object({
  /** Where the file is. */
  path: z.string(),
  /** True when the system's file manager was asked to show it (the app); false where only the path can be said (the browser harness). */
  shown: z.boolean(),
})
export type ShowInFolderResult = z.output<typeof ShowInFolderResultSchema>
