import { z } from 'zod'
import { sourceFieldSays } from '../../shared/i18n/field-words'
import { ShuffleSeedSchema } from '../../shared/shuffle'
import english from './messages/en.json'

/** Wallhaven's own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
export const WORDS = { id: 'wallhaven', english }

/** `WxH` in pixels: positive integers without leading zeros or spaces, as Wallhaven writes them. */
export const ResolutionSchema = z
  .string()
  .regex(/^[1-9]\d*x[1-9]\d*$/, { error: () => sourceFieldSays(WORDS, 'issue.resolution') })

// A side of a ratio: a positive number, decimals allowed (2.39x1), no leading zeros (0.5 is fine).
const RATIO_SIDE = String.raw`(?:[1-9]\d*|0)(?:\.\d+)?`
const RATIO_PATTERN = new RegExp(`^(${RATIO_SIDE})[x:](${RATIO_SIDE})$`)

function isRatio(value: string): boolean {
  if (value === 'landscape' || value === 'portrait') return true
  const match = RATIO_PATTERN.exec(value)
  return match !== null && Number(match[1]) > 0 && Number(match[2]) > 0
}

/**
 * An aspect ratio Wallhaven understands: `WxH` with positive numbers (`16x9`, `43x18`, `2.39x1`),
 * or `landscape` / `portrait`. `16:9` is accepted and normalised to `16x9`, because Wallhaven
 * silently ignores a malformed ratio and would return an unfiltered search.
 */
export const RatioSchema = z
  .string()
  .refine(isRatio, { error: () => sourceFieldSays(WORDS, 'issue.ratio') })
  .transform((value) => value.replace(':', 'x'))

/** The `sorting=random` seed: exactly six letters or digits, the same seed the client-side shuffle uses. */
export const SeedSchema = ShuffleSeedSchema

/**
 * Every observed wallpaper id is 6 of [a-z0-9], but Wallhaven documents no grammar, so longer ids
 * (up to 16) are allowed for when they grow; anything else could inject operators into `q`.
 */
export const WallpaperIdSchema = z
  .string()
  .regex(/^[a-z0-9]{1,16}$/, { error: () => sourceFieldSays(WORDS, 'issue.wallpaperId') })
