// The settings file's shape (settings.json in the data folder). Each field's rule is written once
// below; the stored document adds the defaults, the patch makes every field optional. Secrets are
// not here at all: they live in a SecretStore, and callers only ever see `hasKey` flags.
import { z } from 'zod'
import { SOURCE_IDS, type SourceId } from '../sources/ids'
import { SOURCE_API_ROOT_SETTINGS, SOURCE_DEFINITIONS, SOURCE_SECRET_SETTINGS } from '../sources/registry'
import { DisplaySchema } from './library'
import { LocalFolderListSchema, PATH_LENGTH_MAX } from './local-folders'
import { AfterChangeCommandError, parseAfterChangeCommand } from './after-change-command'
import { MediaSourceSchema, httpUrl } from './media'
import { PoolSchema, RawFiltersSchema } from './rotation-pool'
import { ShortcutsPatchSchema, ShortcutsSchema } from './shortcuts'
import { LanguageSettingSchema } from './i18n/locales'
import { fieldSays } from './i18n/field-words'

/** The library's disk quota unless the user sets another. */
export const DEFAULT_QUOTA_BYTES = 1024 * 1024 * 1024

/**
 * How an image covers a display (docs/desktops.md, "Fit modes"). `smart` fills the display too, cropping around
 * what matters in the picture (faces, detail) rather than at its centre.
 */
export const WallpaperFitSchema = z.enum(['smart', 'fill', 'fit', 'stretch', 'center', 'tile', 'span'])
export type WallpaperFit = z.infer<typeof WallpaperFitSchema>

export { RawFiltersSchema }

/** How often rotation may change the wallpaper: every minute at most, once a week at least. Declared here only. */
export const INTERVAL_MINUTES = { min: 1, max: 7 * 24 * 60 } as const
/** The rotation interval, as settings.json, settings.set and rotation.configure all check it. */
export const IntervalMinutesSchema = z.number().int().min(INTERVAL_MINUTES.min).max(INTERVAL_MINUTES.max)

/** A time of day on the 24-hour clock, as people type it: "07:30". */
export const DailyTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => fieldSays('fields.timeOfDay') })
export type DailyTime = z.infer<typeof DailyTimeSchema>

const rotationFields = {
  /** The sources a step draws from, each with its filters and a weight (src/shared/rotation-pool.ts). */
  pool: PoolSchema,
  /** A picture of its own on each display (fitted to it), rather than one picture on all of them. */
  perDisplay: z.boolean(),
  intervalMinutes: IntervalMinutesSchema,
  /** Change once a day at this local time instead of every intervalMinutes; null: by the interval. */
  dailyAt: DailyTimeSchema.nullable(),
  /** How many recent wallpapers rotation will not repeat. */
  historyWindow: z.number().int().min(0).max(1000),
  display: DisplaySchema,
  fit: WallpaperFitSchema,
  paused: z.boolean(),
  includeNsfw: z.boolean(),
}

const filtersFields = Object.fromEntries(SOURCE_IDS.map((id) => [id, RawFiltersSchema])) as Record<SourceId, typeof RawFiltersSchema>

/** Each API root a person may point elsewhere (their own proxy), by settings name: `baseUrls.wallhaven`, `baseUrls.redditAuth`. */
function baseUrlFields<T extends z.ZodType>(field: (url: typeof httpUrl) => T): Record<string, T> {
  return Object.fromEntries(SOURCE_API_ROOT_SETTINGS.map((name) => [name, field(httpUrl)]))
}

/** Every way Tapestry can set a wallpaper (src/main/core/wallpaper/backends). */
export const WALLPAPER_BACKEND_IDS = [
  'gnome',
  'unity',
  'budgie',
  'cinnamon',
  'mate',
  'kde',
  'xfce',
  'lxde',
  'lxqt',
  'sway',
  'swaybg',
  'swww',
  'awww',
  'hyprpaper',
  'feh',
  'nitrogen',
  'xwallpaper',
  'hsetroot',
  'custom',
  'macos',
  'windows',
  'portal',
] as const

const wallpaperFields = {
  /** 'auto' picks the desktop's own method; otherwise a backend id. */
  backend: z.enum(['auto', ...WALLPAPER_BACKEND_IDS]),
  /** A user's own command for desktops Tapestry does not know. */
  customCommand: z.string().trim().min(1).max(4000).nullable(),
  /** Set the lock screen to each new wallpaper too, where the desktop has one Tapestry can set. */
  lockScreen: z.boolean(),
  /** Run after every change (`wal -i {file}`), without a shell; null: nothing is run. */
  afterChangeCommand: z
    .string()
    .trim()
    .min(1)
    .max(4000)
    .superRefine((text, context) => {
      try {
        parseAfterChangeCommand(text)
      } catch (error) {
        if (!(error instanceof AfterChangeCommandError)) throw error
        context.addIssue({ code: 'custom', message: error.reason })
      }
    })
    .nullable(),
}

const startupFields = {
  /** Run one rotation step each time the app starts (at login, say). */
  changeWallpaper: z.boolean(),
}

const settingsFields = {
  /** Reddit asks installed apps for an id per device (20–30 characters): made once and kept here. */
  redditDeviceId: z.string().regex(/^[A-Za-z0-9_-]{20,30}$/).nullable(),
  defaultSource: MediaSourceSchema,
  quotaBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** Where library images are kept; null means `<data>/library`. */
  downloadFolder: z.string().trim().min(1).max(PATH_LENGTH_MAX).nullable(),
}

/** The sources settings files knew before the pool (a migration: an old file's `source` names one of them). */
const ONLINE_SOURCES = ['wallhaven', 'unsplash', 'reddit'] as const satisfies readonly SourceId[]

/** Where Search opens on a first run: the first source, in the registry's order, that needs no key. */
const FIRST_KEYLESS_SOURCE: SourceId = SOURCE_IDS.find((id) => SOURCE_DEFINITIONS[id].key?.required !== true) ?? SOURCE_IDS[0]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A new settings file's pool: the sources that need no key, so the first change works before any
 * key is added: each that offers filters for the pool (Wallhaven safe for work, Bing, Wikimedia
 * Commons, APOD: src/sources/<id>/definition.ts).
 */
export function firstRunPool() {
  return SOURCE_IDS.flatMap((id) => {
    const filters = SOURCE_DEFINITIONS[id].defaultPoolFilters
    return filters === null || SOURCE_DEFINITIONS[id].key?.required === true ? [] : [{ source: id, weight: 1, filters: filters as Record<string, unknown> }]
  })
}

/**
 * Rotation as settings before the pool had it (one `source`, and `filters` for each online source),
 * read as a pool: that source drawn from, the others kept at weight 0 with their filters, so nothing
 * is lost on upgrade. A new settings file (neither given) starts from firstRunPool.
 */
export function poolFromSingleSource(source: unknown, filters: unknown) {
  if (source === undefined && filters === undefined) return firstRunPool()
  const chosen = MediaSourceSchema.options.find((candidate) => candidate === source) ?? ONLINE_SOURCES[0]
  const each = isRecord(filters) ? filters : {}
  // A folder source named as the one source (a hand-written file, a script) joins the first three.
  return [...ONLINE_SOURCES, ...(ONLINE_SOURCES.some((candidate) => candidate === chosen) ? [] : [chosen])].map((candidate) => ({ source: candidate, weight: candidate === chosen ? 1 : 0, filters: isRecord(each[candidate]) ? each[candidate] : {} }))
}

function withPool(raw: unknown): unknown {
  if (!isRecord(raw) || 'pool' in raw) return raw
  const { source, filters, ...rest } = raw
  return { ...rest, pool: poolFromSingleSource(source, filters) }
}

export const RotationSettingsSchema = z.preprocess(
  withPool,
  z.object({
  pool: rotationFields.pool,
  perDisplay: rotationFields.perDisplay.default(false),
  intervalMinutes: rotationFields.intervalMinutes.default(60),
  dailyAt: rotationFields.dailyAt.default(null),
  historyWindow: rotationFields.historyWindow.default(50),
  display: rotationFields.display.default('all'),
  // Files written before smart fill existed spell out 'fill' (the store writes every default), so
  // they keep it: a default cannot be told from a choice, and nobody's wallpapers change unasked.
  fit: rotationFields.fit.default('smart'),
  paused: rotationFields.paused.default(false),
  includeNsfw: rotationFields.includeNsfw.default(false),
  }),
)
export type RotationSettings = z.output<typeof RotationSettingsSchema>

export const SettingsSchema = z.object({
  defaultSource: settingsFields.defaultSource.default(FIRST_KEYLESS_SOURCE),
  redditDeviceId: settingsFields.redditDeviceId.default(null),
  /** Only the ones the user changed; the others come from config.ts's defaults. */
  baseUrls: z.object(baseUrlFields((url) => url.optional())).prefault({}),
  rotation: RotationSettingsSchema.prefault({}),
  quotaBytes: settingsFields.quotaBytes.default(DEFAULT_QUOTA_BYTES),
  downloadFolder: settingsFields.downloadFolder.default(null),
  wallpaper: z
    .object({
      backend: wallpaperFields.backend.default('auto'),
      customCommand: wallpaperFields.customCommand.default(null),
      lockScreen: wallpaperFields.lockScreen.default(false),
      afterChangeCommand: wallpaperFields.afterChangeCommand.default(null),
    })
    .prefault({}),
  startup: z.object({ changeWallpaper: startupFields.changeWallpaper.default(false) }).prefault({}),
  /** "Now showing" after each change the person did not make in the window (src/main/core/notifications); off until turned on. */
  notifications: z.object({ enabled: z.boolean().default(false) }).prefault({}),
  /** Global shortcuts for the tray's actions; none until the person sets one. */
  shortcuts: ShortcutsSchema.prefault({}),
  /**
   * "Check for updates" once a day (src/main/core/updates); null: the package's default, on in the
   * packages that update themselves (AppImage, macOS, the Windows installer's) and off elsewhere.
   */
  updates: z.object({ check: z.boolean().nullable().default(null) }).prefault({}),
  /**
   * The person's own folders of pictures (absolute paths). Changed only through `folders.add` and
   * `folders.remove`, which check the folder on disk first; the index of their pictures is in the
   * library database, a cache that a rescan rebuilds, so a damaged database loses no folder.
   */
  localFolders: LocalFolderListSchema.default([]),
  /** The language of menus, notifications and the window (docs/i18n.md): 'system' follows the system's preferred languages. */
  language: LanguageSettingSchema.default('system'),
})
export type Settings = z.output<typeof SettingsSchema>

/** A change: every field optional; a base URL set to null goes back to its default. */
export const SettingsPatchSchema = z.strictObject({
  defaultSource: settingsFields.defaultSource.optional(),
  redditDeviceId: settingsFields.redditDeviceId.optional(),
  baseUrls: z.strictObject(baseUrlFields((url) => url.nullable())).partial().optional(),
  rotation: z
    .strictObject({
      ...rotationFields,
      /** A shortcut: rotate from this online source only (the others stay in the pool at weight 0). */
      source: MediaSourceSchema,
      /** A shortcut: these online sources' filters, set on their members of the pool. */
      filters: z.strictObject(filtersFields).partial(),
    })
    .partial()
    .optional(),
  quotaBytes: settingsFields.quotaBytes.optional(),
  downloadFolder: settingsFields.downloadFolder.optional(),
  wallpaper: z.strictObject(wallpaperFields).partial().optional(),
  startup: z.strictObject(startupFields).partial().optional(),
  notifications: z.strictObject({ enabled: z.boolean() }).partial().optional(),
  shortcuts: ShortcutsPatchSchema.optional(),
  /** Whole (one field): the store sets it as it comes; null goes back to the package's default. */
  updates: z.strictObject({ check: z.boolean().nullable() }).optional(),
  language: LanguageSettingSchema.optional(),
})
export type SettingsPatch = z.input<typeof SettingsPatchSchema>

/** The secrets Tapestry keeps, by name. */
export const SecretNameSchema = z.enum(SOURCE_SECRET_SETTINGS as [string, ...string[]])
export type SecretName = z.infer<typeof SecretNameSchema>

/**
 * Where a key is kept: the system keychain, the owner-only file (where no keychain protects it, and
 * the CLI's), or the keychain when it would not give the key back this time (locked, access refused,
 * its service not running): kept there, not usable until the keychain is.
 */
export const KeyStorageSchema = z.enum(['keychain', 'file', 'keychain-unavailable'])
export type KeyStorage = z.infer<typeof KeyStorageSchema>

/** Settings as every caller sees them: no secret, only whether each one is set, and where. */
export const PublicSettingsSchema = SettingsSchema.extend({
  hasKey: z.record(SecretNameSchema, z.boolean()),
  keyStorage: z.record(SecretNameSchema, KeyStorageSchema.nullable()),
})
export type PublicSettings = z.output<typeof PublicSettingsSchema>
