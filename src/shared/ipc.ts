// The contract between the window and the main process (docs/architecture.md, "The contract"): every operation's input and
// output schema, and every event's payload. Main, preload, renderer, the browser bridge and the CLI
// infer their types from here; nothing is declared twice.
import { z } from 'zod'
import { DownloadRecordSchema, ShowInFolderRequestSchema, ShowInFolderResultSchema } from './downloads'
import { ErrorDataSchema, SaidSchema, SentenceTextSchema } from './errors'
import { BlockedSchema, DisplaySchema, FavouriteSchema, HistoryRecordSchema, PAGE_SIZE_MAX } from './library'
import { FolderPathSchema, LocalFolderStatusSchema, PATH_LENGTH_MAX } from './local-folders'
import { ItemIdSchema, ItemSourceSchema, MediaItemSchema, MediaSourceSchema } from './media'
import { PoolSchema } from './rotation-pool'
import { DailyTimeSchema, IntervalMinutesSchema, PublicSettingsSchema, SecretNameSchema, SettingsPatchSchema, WALLPAPER_BACKEND_IDS, WallpaperFitSchema } from './settings'
import { ShortcutsStatusSchema } from './shortcuts'
import { UpdateStatusSchema } from './updates'
import { SOURCE_OPERATIONS } from '../sources/operations'

export { SearchRequestSchema, SearchResultSchema, type SearchRequest, type SearchRequestInput, type SearchResult } from './source-requests'
import { SearchRequestSchema, SearchResultSchema } from './source-requests'

/**
 * 'all', or one display by the id `displays` gives: the desktop's own name for it (`HDMI-1`, Plasma's
 * `screen 1`, a Mac's `Built-in Retina Display`). Printable, with no space at either end.
 */
export const DisplayTargetSchema = z.union([z.literal('all'), z.string().regex(/^(?!\s)[^\p{Cc}]{1,64}(?<!\s)$/u, 'must be a display id or "all"')])

export const SetWallpaperRequestSchema = z.strictObject({
  item: MediaItemSchema,
  display: DisplayTargetSchema.default('all'),
  fit: WallpaperFitSchema.optional(),
})
export const SetWallpaperResultSchema = z.object({ libraryId: z.string(), setAt: z.iso.datetime({ offset: true }) })
export type SetWallpaperResult = z.output<typeof SetWallpaperResultSchema>

export const DownloadRequestSchema = z.strictObject({ item: MediaItemSchema })
/** The picture's library id, and the file it was saved as (its name, and its whole path). */
export const DownloadResultSchema = z.object({ libraryId: z.string(), fileName: z.string(), path: z.string() })

/** A history record with the card it set (for credits and "Set again") and whether its file is still in the library. */
export const HistoryEntrySchema = HistoryRecordSchema.extend({ item: MediaItemSchema.nullable(), inLibrary: z.boolean() })
export type HistoryEntry = z.output<typeof HistoryEntrySchema>

/** Favourites, history and the blocklist refer to items by source and id. */
export const ItemRefSchema = z.strictObject({ source: ItemSourceSchema, id: ItemIdSchema })
export type ItemRef = z.output<typeof ItemRefSchema>
export const BlockRequestSchema = z.strictObject({ item: MediaItemSchema })
export const FavouriteStateSchema = z.object({ source: ItemSourceSchema, id: z.string(), favourite: z.boolean() })

/** One page of a library list: from `cursor` (0, or the `next` of the page before), `limit` long. */
const pageFields = {
  cursor: z.number().int().nonnegative().nullable().optional(),
  limit: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
}
export const PageRequestSchema = z.strictObject(pageFields).optional()
export type PageRequest = z.input<typeof PageRequestSchema>

/** A page of the history; with `display`, only what was on that display (set on it, or on all displays). */
export const HistoryRequestSchema = z.strictObject({ ...pageFields, display: DisplayTargetSchema.optional() }).optional()
export type HistoryRequest = z.input<typeof HistoryRequestSchema>

function pageOf<S extends z.ZodType>(item: S) {
  return z.object({
    items: z.array(item),
    /** The cursor of the next page, or null at the end. */
    next: z.number().int().nonnegative().nullable(),
    total: z.number().int().nonnegative(),
  })
}
export const FavouritesPageSchema = pageOf(FavouriteSchema)
export const HistoryPageSchema = pageOf(HistoryEntrySchema)
export const BlocklistPageSchema = pageOf(BlockedSchema)
export const DownloadsPageSchema = pageOf(DownloadRecordSchema)
export type FavouritesPage = z.output<typeof FavouritesPageSchema>
export type HistoryPage = z.output<typeof HistoryPageSchema>
export type BlocklistPage = z.output<typeof BlocklistPageSchema>
export type DownloadsPage = z.output<typeof DownloadsPageSchema>

export const SettingsChangeSchema = z.strictObject({
  settings: SettingsPatchSchema.optional(),
  /** Write-only: a key is set (or removed with null) and never read back, only `hasKey`. */
  secrets: z.partialRecord(SecretNameSchema, z.string().trim().max(500).nullable()).optional(),
  /** Undo: puts back keys removed in the last few minutes, from the main process's memory (the window never holds a key). */
  restoreKeys: z.array(SecretNameSchema).max(4).optional(),
})

export const RotationStatusSchema = z.object({
  paused: z.boolean(),
  /** A step is running now. */
  busy: z.boolean(),
  /** The sources steps draw from, with their weights. */
  pool: PoolSchema,
  /** A picture of its own on each display. */
  perDisplay: z.boolean(),
  intervalMinutes: z.number().int().positive(),
  /** Once a day at this local time ("07:30") instead of every intervalMinutes; null: by the interval. */
  dailyAt: DailyTimeSchema.nullable(),
  nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  lastRunAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: ErrorDataSchema.nullable(),
  /** What the last successful step set (on the first display, where each has its own). */
  current: MediaItemSchema.nullable(),
  /**
   * Where the history recorded the last step this process ran (the first display's, where each has
   * its own): how `tapestry next` acknowledges exactly its own change; null before any.
   */
  lastSet: z.object({ libraryId: z.string(), setAt: z.string() }).nullable(),
  /** What the person should know of the last step: where a source failed, which one stood in ("offline: from your favourites"). */
  note: z.string().nullable(),
  noteText: SentenceTextSchema,
  /**
   * What did not happen after the last change of wallpaper, in a sentence: the lock screen that
   * could not be set, or the after-change command that failed; null when all of it went well.
   */
  afterChangeError: z.string().nullable(),
  afterChangeErrorText: SentenceTextSchema,
})
export type RotationStatus = z.output<typeof RotationStatusSchema>

/** How this desktop's wallpaper is set, and what Tapestry can do with its lock screen. */
export const WallpaperMethodSchema = z.object({
  /** The desktop or tool as people know it ("GNOME", "KDE Plasma", "swaybg"). */
  name: z.string(),
  lockScreen: z.object({
    /** 'sets': Tapestry sets it too; 'follows': it always shows the desktop's wallpaper; 'none': Tapestry has no way to set it. */
    support: z.enum(['sets', 'follows', 'none']),
    /** One sentence for the person, shown beside "Also set the lock screen". */
    detail: z.string(),
    detailText: SentenceTextSchema,
  }),
})
export type WallpaperMethod = z.output<typeof WallpaperMethodSchema>

export const RotationConfigureSchema = z.strictObject({
  /** Rotate from this online source only (the pool keeps the others at weight 0). */
  source: MediaSourceSchema.optional(),
  /** The whole pool (the tray turns a member on or off this way). */
  pool: PoolSchema.optional(),
  perDisplay: z.boolean().optional(),
  intervalMinutes: IntervalMinutesSchema.optional(),
  dailyAt: DailyTimeSchema.nullable().optional(),
  includeNsfw: z.boolean().optional(),
})

/**
 * Which picture a "this wallpaper" action means: the one on a display (by its id), 'all' the one set
 * on all displays; without it, the one every display shows, or where they differ the primary's.
 */
export const DisplayChoiceSchema = z.strictObject({ display: DisplayTargetSchema.optional() }).optional()

/** What one display shows now, as the library has it: the picture's card and its credit. */
export const ShowingNowSchema = z.object({
  /** 'all', or the desktop's name for the display. */
  display: DisplaySchema,
  libraryId: z.string(),
  item: MediaItemSchema,
  /** "Photo by NAME on Unsplash"; "From your folders" for the person's own picture. */
  credit: z.string(),
})
export type ShowingNow = z.output<typeof ShowingNowSchema>

/** "Previous wallpaper": what each display went back to, and the earlier wallpapers passed over on the way. */
export const PreviousResultSchema = z.object({
  restored: z.array(ShowingNowSchema),
  skipped: z.array(
    z.object({
      display: DisplaySchema,
      source: ItemSourceSchema,
      id: z.string(),
      title: z.string(),
      /** Its file is no longer in the library (never fetched again: going back is offline), or it is blocked now. */
      reason: z.enum(['file-missing', 'blocked']),
    }),
  ),
})
export type PreviousResult = z.output<typeof PreviousResultSchema>

export const BlockShowingResultSchema = z.object({
  blocked: BlockedSchema,
  /** The displays that showed it, each of which rotation moved on from; empty when none did. */
  displays: z.array(DisplaySchema),
  rotation: RotationStatusSchema,
})

/**
 * A display as the window shows it. The system's list and the desktop's are matched by connector name
 * and geometry, never by their order (docs/desktops.md), so the id names the same screen on both sides.
 */
export const DisplayInfoSchema = z.object({
  /** Pass it as `display` to setWallpaper: the desktop's own name for the display, never a place in a list. */
  id: z.string(),
  /** What the desktop calls it (`HDMI-1`); for a display the desktop's list does not account for, what the system calls it. */
  name: z.string(),
  /** The monitor as the system describes it (`DELL U2720Q`), where that says more than the name. */
  description: z.string().optional(),
  /** In device pixels, where the desktop says. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  primary: z.boolean(),
  /** Why this display cannot have a picture of its own, as a sentence; absent when it can. */
  problem: z.string().optional(),
  problemText: SentenceTextSchema,
  /**
   * Where it sits in the layout the person arranged, in device-independent units, and its scale:
   * how a picture spanning every display is drawn (desktops with one picture for all). Absent
   * where neither the system nor the desktop says.
   */
  bounds: z.object({ x: z.number(), y: z.number(), width: z.number().positive(), height: z.number().positive() }).optional(),
  scaleFactor: z.number().positive().optional(),
})
export type DisplayInfo = z.output<typeof DisplayInfoSchema>

/** One display and what it shows now: the picture set on it, else the one set on all displays; null when Tapestry set none it still has. */
export const DisplayShowingSchema = z.object({ display: DisplayInfoSchema, picture: ShowingNowSchema.nullable() })
/** "Now showing": every display the desktop lists (empty where it cannot say), and the picture set on all of them. */
export const NowShowingSchema = z.object({
  displays: z.array(DisplayShowingSchema),
  /** Shown by every display without a picture of its own; null when none was set on all. */
  onAll: ShowingNowSchema.nullable(),
})
export type NowShowing = z.output<typeof NowShowingSchema>

/** Whether Tapestry starts (hidden, in the tray) when the person logs in, as the system has it now. */
export const LoginItemStatusSchema = z.object({
  enabled: z.boolean(),
  /** False where Tapestry cannot change it from here (the command line on macOS or Windows). */
  supported: z.boolean(),
  /** One sentence on how it is done or why it cannot be, for the person. */
  detail: z.string().nullable(),
  detailText: SentenceTextSchema,
})
export type LoginItemStatus = z.output<typeof LoginItemStatusSchema>

const none = z.strictObject({}).optional()

/** An id the window gives a request, by which it cancels it once a newer one supersedes it. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, _ or - (at most 64)')

/** Every operation: its input and output. The channel name is the key. */
export const OPERATIONS = {
  search: { input: SearchRequestSchema, output: SearchResultSchema },
  setWallpaper: { input: SetWallpaperRequestSchema, output: SetWallpaperResultSchema },
  download: { input: DownloadRequestSchema, output: DownloadResultSchema },
  'library.favourites': { input: PageRequestSchema, output: FavouritesPageSchema },
  /** Which items are favourites (source and id only), to mark cards anywhere. */
  'library.favouriteRefs': { input: none, output: z.array(ItemRefSchema) },
  /** Add and remove answer with the item and whether it is a favourite now (not the whole list: it can be long). */
  'library.addFavourite': { input: z.strictObject({ item: MediaItemSchema }), output: FavouriteStateSchema },
  'library.removeFavourite': { input: ItemRefSchema, output: FavouriteStateSchema },
  'library.history': { input: HistoryRequestSchema, output: HistoryPageSchema },
  'library.blocklist': { input: PageRequestSchema, output: BlocklistPageSchema },
  'library.block': { input: BlockRequestSchema, output: BlockedSchema },
  'library.unblock': { input: ItemRefSchema, output: z.object({ unblocked: z.boolean() }) },
  /**
   * One item's card: the library's when it has one (nothing is sent), else its source's (the command
   * line's SOURCE ID); with libraryOnly, nothing is sent and null answers an item not in the library.
   */
  'library.item': { input: ItemRefSchema.extend({ libraryOnly: z.boolean().optional() }), output: MediaItemSchema.nullable() },
  /** What the person downloaded, newest first, with where each file was saved and whether it is still there. */
  'library.downloads': { input: PageRequestSchema, output: DownloadsPageSchema },
  /** Shows a downloaded file in the system's file manager (the app); always answers where the file is. */
  'library.showInFolder': { input: ShowInFolderRequestSchema, output: ShowInFolderResultSchema },
  'settings.get': { input: none, output: PublicSettingsSchema },
  'settings.set': { input: SettingsChangeSchema, output: PublicSettingsSchema },
  'rotation.status': { input: none, output: RotationStatusSchema },
  'rotation.start': { input: none, output: RotationStatusSchema },
  'rotation.stop': { input: none, output: RotationStatusSchema },
  /** A rotation step now; with `display`, on that display alone (the others keep what they show). */
  'rotation.next': { input: DisplayChoiceSchema, output: RotationStatusSchema },
  'rotation.configure': { input: RotationConfigureSchema, output: RotationStatusSchema },
  /** Each display goes back one step in its own history, from the library's files (never the network). */
  'rotation.previous': { input: DisplayChoiceSchema, output: PreviousResultSchema },
  /** Favourites the wallpaper showing now (on `display`, default the primary display's or the one on all). */
  'library.favouriteCurrent': { input: DisplayChoiceSchema, output: FavouriteSchema },
  /** Blocks the wallpaper showing now, then rotation moves on from it (one step). */
  'library.blockCurrent': { input: DisplayChoiceSchema, output: BlockShowingResultSchema },
  displays: { input: none, output: z.array(DisplayInfoSchema) },
  /** What each display shows now, with the displays as laid out (the window's "Now showing"). */
  'displays.showing': { input: none, output: NowShowingSchema },
  /**
   * What the library records as showing on each display, displays unplugged since included, the one
   * set on all first (the command line's status, and which picture "this wallpaper" means).
   */
  'library.showing': { input: none, output: z.array(ShowingNowSchema.extend({ historySeq: z.number().int().nullable() })) },
  /** How the wallpaper is set here (the detected desktop), and whether its lock screen can be set too. */
  /** With `backend`: what that method would mean here, before it is saved (Settings' lock-screen note). */
  'wallpaper.method': { input: z.strictObject({ backend: z.enum(['auto', ...WALLPAPER_BACKEND_IDS]) }).partial().optional(), output: WallpaperMethodSchema },
  /** Stops the request the window started with this id (a superseded search, say). */
  cancel: { input: z.strictObject({ requestId: RequestIdSchema }), output: z.object({ cancelled: z.boolean() }) },
  /** What the person should be told once about this start: damaged files moved aside, each a sentence. */
  notices: { input: none, output: z.array(SaidSchema) },
  'loginItem.get': { input: none, output: LoginItemStatusSchema },
  'loginItem.set': { input: z.strictObject({ enabled: z.boolean() }), output: LoginItemStatusSchema },
  /** Opens the folder of the log files where this carrier can (the app); always says where it is. */
  'logs.open': { input: none, output: z.object({ folder: z.string(), opened: z.boolean() }) },
  /** The person's own folders, each with how many pictures it holds and whether it can be reached. */
  'folders.list': { input: none, output: z.array(LocalFolderStatusSchema) },
  /** Adds a folder (it must exist and be readable) and indexes it; answers every folder. */
  'folders.add': { input: z.strictObject({ path: FolderPathSchema }), output: z.array(LocalFolderStatusSchema) },
  /**
   * Asks for folders with the system's folder picker (the app; elsewhere a plain refusal: type the
   * path instead) and adds each one chosen; `chosen` is empty when the person cancelled.
   */
  'folders.choose': { input: none, output: z.object({ chosen: z.array(FolderPathSchema), folders: z.array(LocalFolderStatusSchema) }) },
  /** Forgets a folder and its index (the pictures stay where they are); answers every folder. */
  'folders.remove': { input: z.strictObject({ path: FolderPathSchema }), output: z.array(LocalFolderStatusSchema) },
  /** Each global shortcut that is set, and whether the system took it (the app; elsewhere none can be set). */
  'shortcuts.status': { input: none, output: ShortcutsStatusSchema },
  /** Whether this copy updates itself, why not, and where an update has got to (the app; elsewhere: it cannot). */
  'updates.status': { input: none, output: UpdateStatusSchema },
  /** Each source's own operations (src/sources/operations.ts): Unsplash's random photo, Wallhaven's records. */
  ...SOURCE_OPERATIONS,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>

/** A request described without sending it: what the command line's `--dry-run` prints (secrets redacted). */
export const RequestPlanSchema = z.object({
  method: z.enum(['GET', 'POST']),
  url: z.string(),
  /** The exact wire query map, in the order it is sent. */
  query: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()),
})

/**
 * Operations the command line runs through the same entry and handlers as the window's, but that no
 * window carrier offers (Electron's IPC and the browser bridge register OPERATIONS only): the window
 * has no use for them, and a file by its path is not the window's to set.
 */
export const COMMAND_LINE_OPERATIONS = {
  /** Sets a picture file of the person's own (an absolute path) where it lies, after checking it is one. */
  'wallpaper.setFile': {
    input: z.strictObject({ file: z.string().min(1).max(PATH_LENGTH_MAX), display: DisplayTargetSchema.default('all') }),
    output: z.object({ file: z.string(), display: z.string(), backend: z.string() }),
  },
  /**
   * A display as the person named it (`2`, `HDMI-1`, `all`) checked against the desktop's own list
   * before any work: a number becomes the desktop's name for it. `sets`: the command sets a picture
   * there (a desktop with one picture for all refuses one display). `pastNames`: a name the desktop
   * does not list now is taken as given (history keeps what an unplugged display showed).
   */
  'displays.resolve': {
    input: z.strictObject({ display: DisplayTargetSchema, sets: z.boolean().default(false), pastNames: z.boolean().default(false) }),
    output: z.object({ display: z.string() }),
  },
  /** The request a rotation step would send now (`tapestry next --dry-run`). */
  'rotation.plan': { input: DisplayChoiceSchema, output: RequestPlanSchema },
  /** The request that would fetch an item's card from its source (`set`, `favourite`, `block` with --dry-run). */
  'library.itemPlan': { input: ItemRefSchema, output: RequestPlanSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>

/** The window's operations and the command line's own: every handler the core answers. */
export const ALL_OPERATIONS = { ...OPERATIONS, ...COMMAND_LINE_OPERATIONS }

export type OperationName = keyof typeof OPERATIONS
export type AnyOperationName = keyof typeof ALL_OPERATIONS
export type OperationInput<N extends AnyOperationName> = z.input<(typeof ALL_OPERATIONS)[N]['input']>
export type OperationOutput<N extends AnyOperationName> = z.output<(typeof ALL_OPERATIONS)[N]['output']>

export const DownloadProgressSchema = z.object({
  source: ItemSourceSchema,
  id: z.string(),
  bytes: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
  percent: z.number().min(0).max(100).nullable(),
})

/** Every event the main process sends, with its payload. */
export const EVENTS = {
  'download.progress': DownloadProgressSchema,
  'rotation.changed': RotationStatusSchema,
  'library.changed': z.object({ what: z.enum(['entries', 'favourites', 'history', 'blocklist', 'local']) }),
  /** A download the person asked for is in the library: the file it was saved as, for the note with "Show in folder". */
  'download.finished': DownloadResultSchema.extend({ title: z.string() }),
} as const satisfies Record<string, z.ZodType>

export type EventName = keyof typeof EVENTS
export type EventPayload<N extends EventName> = z.output<(typeof EVENTS)[N]>

/** What every operation answers across a boundary: its value, or the error as data. */
export function resultSchema<S extends z.ZodType>(value: S) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), value }), z.object({ ok: z.literal(false), error: ErrorDataSchema })])
}
export type OperationResult<N extends AnyOperationName> = { ok: true; value: OperationOutput<N> } | { ok: false; error: z.output<typeof ErrorDataSchema> }
