// Bing's picture of the day: the search parameter set of `GET /HPImageArchive.aspx`, an endpoint
// Bing does not document; what it takes is what its clients have long sent. Bing keeps the last
// eight days of each market: `idx` counts back from today (0 = today, at most 7) and `n` asks for
// up to 8 pictures from there, newest first.
import { z } from 'zod'
import { fieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { wireEnum } from '../../shared/wire-enum'

/**
 * The markets with a picture of their own. Any other `mkt` gets the "rest of the world" set, whose
 * titles are all the placeholder "Info" (seen in the real bodies); the list is the one a public
 * archive of every market keeps (zhoushengdao/bing_wallpapers, regional_list.csv, June 2025).
 */
export const BingMarket = wireEnum({
  DE_DE: 'de-DE',
  EN_CA: 'en-CA',
  EN_GB: 'en-GB',
  EN_IN: 'en-IN',
  EN_US: 'en-US',
  ES_ES: 'es-ES',
  FR_CA: 'fr-CA',
  FR_FR: 'fr-FR',
  IT_IT: 'it-IT',
  JA_JP: 'ja-JP',
  PT_BR: 'pt-BR',
  ZH_CN: 'zh-CN',
})
export type BingMarket = z.infer<typeof BingMarket.schema>

/** The oldest day Bing still lists: `idx` beyond it answers the same as 7. */
export const BING_MAX_DAYS_AGO = 7
/** Bing answers at most eight pictures a request. */
export const BING_MAX_COUNT = 8

function wholeNumber(min: number, max: number) {
  // Said when a value is judged: in the window's language there, English elsewhere (field-words.ts).
  const message = () => fieldSays('fields.wholeNumberFromTo', { min, max })
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })
}

export const BingSearchParamsSchema = z.strictObject({
  market: BingMarket.schema.default('EN_US'),
  /** How many days back the page starts: 0 is today's picture. */
  days_ago: wholeNumber(0, BING_MAX_DAYS_AGO).default(0),
  /** How many pictures, going back from `days_ago`. */
  count: wholeNumber(1, BING_MAX_COUNT).default(BING_MAX_COUNT),
})

export type BingSearchParams = z.output<typeof BingSearchParamsSchema>
export type BingSearchParamsInput = z.input<typeof BingSearchParamsSchema>

/** Validates `input`, fills the defaults and returns a frozen set; throws ValidationError naming each bad field. */
export function createBingSearchParams(input: BingSearchParamsInput = {}): BingSearchParams {
  return deepFreeze(parseOrThrow(BingSearchParamsSchema, input))
}

/**
 * The exact wire query: `format=js` first (without it Bing answers XML), then `idx`, `n` and `mkt`,
 * the order every client of the archive sends.
 */
export function toBingQuery(params: BingSearchParams): Record<string, string> {
  return {
    format: 'js',
    idx: String(params.days_ago),
    n: String(params.count),
    mkt: BingMarket.toWire(params.market),
  }
}

/**
 * The page after one that brought `received` pictures: the days just older, while Bing still keeps
 * them. A short page is the end of the archive.
 */
export function nextBingParams(params: BingSearchParams, received: number): BingSearchParams | null {
  const daysAgo = params.days_ago + received
  if (received < params.count || daysAgo > BING_MAX_DAYS_AGO) return null
  return createBingSearchParams({ ...params, days_ago: daysAgo })
}
