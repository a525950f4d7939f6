// The one shape every wallpaper backend has, and the values that cross a boundary (settings, IPC,
// the CLI) as zod schemas, so a display or fit from outside is checked before any command runs.
import { z } from 'zod'
import { WALLPAPER_BACKEND_IDS, WallpaperFitSchema } from '../../../shared/settings'
import type { ErrorText } from '../../../shared/errors'
import type { Said } from '../i18n/sentence'
import type { Limitation } from './limitation'

/** How the image covers a display: `fill` crops to cover it, `fit` shows all of it, `span` covers every display with one image. */
export const FitSchema = WallpaperFitSchema
export type Fit = z.infer<typeof FitSchema>

/**
 * 'all', a 0-based display index, or an output name (`eDP-1`). A string of digits is read as an
 * index, so `--display 1` from the command line and `1` from a form mean the same display.
 */
export const DisplayTargetSchema = z.union([
  z.literal('all'),
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((digits) => Number(digits)),
  z.string().trim().min(1, 'must name a display'),
])
export type DisplayTarget = z.output<typeof DisplayTargetSchema>

export const SetWallpaperOptionsSchema = z.object({
  display: DisplayTargetSchema.default('all'),
  fit: FitSchema.default('fill'),
  /**
   * The picture for the lock screen, where it is not the file set (a spanning image: the primary
   * display's own picture); false: this change leaves the lock screen as it is (a set on a display
   * other than the primary). Default: the file set.
   */
  lockScreen: z.union([z.string().min(1), z.literal(false)]).optional(),
})
export type SetWallpaperOptions = z.output<typeof SetWallpaperOptionsSchema>
export type SetWallpaperOptionsInput = z.input<typeof SetWallpaperOptionsSchema>

/** A file for one display (never 'all'), for setting several at once. */
export interface DisplayFile {
  file: string
  display: Exclude<DisplayTarget, 'all'>
}

/** A quarter-turn rotation in degrees, as Electron, sway and Hyprland give it; 90 and 270 swap width and height. */
export const RotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)])
export type Rotation = z.infer<typeof RotationSchema>

export const DisplayInfoSchema = z.object({
  /** The 0-based index in this desktop's own list (the CLI's `--display N`); also accepted as the display to set. */
  id: z.number().int().nonnegative(),
  /** The output name (`eDP-1`) where the desktop has one; also accepted as the display to set. */
  name: z.string(),
  /** In pixels as the display shows them, so one turned a quarter is taller than wide. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  primary: z.boolean().optional(),
  /**
   * Its top-left corner in the desktop's layout, where the desktop says: pixels on X11, the
   * compositor's logical units on Wayland and in Plasma. With the size, this is what tells two
   * displays apart when nothing else names them the same on both sides.
   */
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  /** Pixels per layout unit (sway's and Hyprland's output scale); absent where the layout is in the units of width and height. */
  scale: z.number().positive().optional(),
  rotation: RotationSchema.optional(),
})
export type DisplayInfo = z.infer<typeof DisplayInfoSchema>

export const CurrentWallpaperSchema = z.object({
  /** Absolute path of the image the desktop reports (or, where it keeps none, the one Tapestry set). */
  file: z.string(),
  /** Which display or setting this reading is for (`HDMI-1`, `picture-uri-dark`); absent when it covers all. */
  display: z.string().optional(),
})
export type CurrentWallpaper = z.infer<typeof CurrentWallpaperSchema>

export const BACKEND_IDS = WALLPAPER_BACKEND_IDS
export const BackendIdSchema = z.enum(BACKEND_IDS)
export type BackendId = z.infer<typeof BackendIdSchema>

/** The wallpaper settings a person can change: a backend by id (or detection), and a command for desktops Tapestry does not know. */
export const WallpaperSettingsSchema = z.object({
  backend: z.union([z.literal('auto'), BackendIdSchema]).default('auto'),
  /** Run instead of a built-in backend, e.g. `setbg --output {display} {file}`; never through a shell. null or blank: none. */
  customCommand: z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  /** Set the lock screen to each new wallpaper too, where the desktop has a way (lock-screens.ts). */
  lockScreen: z.boolean().default(false),
})
export type WallpaperSettings = z.output<typeof WallpaperSettingsSchema>
export type WallpaperSettingsInput = z.input<typeof WallpaperSettingsSchema>

/** A sentence of the shared catalog, said (sentence.ts `said`): its English and its catalog message. */
export type CatalogSaid = Said & { text: ErrorText }

export interface WallpaperBackend {
  readonly id: BackendId
  /** As people know the desktop or tool ("GNOME", "KDE Plasma", "swaybg"); every message names it. */
  readonly name: string
  /** Whether each display can show its own image. */
  readonly perDisplay: boolean
  /** What this desktop cannot do, said plainly ("GNOME shows one image on all displays."), or null. */
  readonly limitation: Limitation | null
  /**
   * Sets an absolute path. A display other than 'all' on a backend without per-display images, or a
   * fit the tool has no mode for, throws a WallpaperError before anything runs.
   */
  set(file: string, options: SetWallpaperOptions): Promise<void>
  /**
   * Sets several displays their own files in one go, where the tool can (feh draws every screen in
   * one run); without it, each display is set in turn.
   */
  setEach?(sets: readonly DisplayFile[], fit: Fit): Promise<void>
  /**
   * What the desktop now shows on that display (default: every display), read back from the
   * desktop; null where it cannot say. An empty list means it shows no image there.
   */
  current(display?: DisplayTarget): Promise<CurrentWallpaper[] | null>
  /** The displays, where the backend can list them; otherwise an empty list. */
  displays(): Promise<DisplayInfo[]>
}

/**
 * What Tapestry can do with the desktop's lock screen: 'sets' it (GNOME, Budgie, KDE Plasma),
 * the lock screen 'follows' the desktop's wallpaper by itself (Cinnamon, MATE, XFCE's screensaver),
 * or 'none': the system offers Tapestry no way.
 */
export type LockScreenSupport = 'sets' | 'follows' | 'none'

export interface LockScreen {
  /** "GNOME’s lock screen": every message about it starts so. */
  readonly name: string
  /** The name as it goes into a sentence (`desktop.lockScreen.name`), said in the sentence's language. */
  readonly said: Said
  readonly support: LockScreenSupport
  /** One sentence for the person, shown beside "Also set the lock screen". */
  readonly detail: CatalogSaid
  /** Sets the lock screen's picture, filling the screen (support 'sets' only). */
  set?(file: string): Promise<void>
  /** The picture the lock screen is set to, read back (support 'sets' only). */
  current?(): Promise<string>
}

/** What happened to the lock screen with a change of wallpaper. */
export interface LockScreenOutcome {
  /** 'off': not asked for; 'left': the change did not cover the primary display; the others as LockScreenSupport. */
  done: 'off' | 'set' | 'follows' | 'left' | 'unsupported' | 'failed'
  /** Why it could not be set, in one sentence (done 'failed'). */
  error?: string
  /** That sentence as a catalog message, for saying it in the person's language. */
  errorText?: ErrorText
}
