// Wikimedia Commons' picture of the day: the search parameter set (Action API, mediawiki.org/wiki/API:Main_page).
// A search is one day, or a range of days read a week at a time, newest first. Each page is two
// requests to the Action API: the days' `Template:Potd/YYYY-MM-DD` pages with the files they show,
// then those files' `imageinfo` (the sizes, URLs and licence metadata a card needs).
import { z } from 'zod'
import { sourceFieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { WORDS, addDays, daySchema, todayUtc } from './days'

/**
 * No picture of the day is older than Commons itself (opened 7 September 2004; its picture of the
 * day "began less than a month after", Commons:Press releases/Picture of the Day RSS).
 */
export const WIKIMEDIA_EARLIEST_DAY = '2004-09-07'
/** Days a page of a range covers: a week of pictures, two small requests. */
export const WIKIMEDIA_DAYS_PER_PAGE = 7

const Day = daySchema(WIKIMEDIA_EARLIEST_DAY)

const fields = {
  /** One day's picture. */
  date: Day.nullable().default(null),
  /** The oldest day of a range; the earliest picture of the day when null. */
  start_date: Day.nullable().default(null),
  /** The newest day of a range, where its first page starts; today (UTC) when null. */
  end_date: Day.nullable().default(null),
}
type Fields = z.output<z.ZodObject<typeof fields>>

export const WikimediaSearchParamsSchema = z.strictObject(fields).superRefine(
  (params: Fields, ctx) => {
    const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]))
    if (invalid.size > 0) return
    if (params.date !== null && (params.start_date !== null || params.end_date !== null)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: sourceFieldSays(WORDS, 'issue.dateWithRange') })
    }
    if (params.start_date !== null && params.start_date > (params.end_date ?? todayUtc())) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: params.end_date === null ? sourceFieldSays(WORDS, 'issue.startAfterToday') : sourceFieldSays(WORDS, 'issue.startAfterEnd') })
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
)

export type WikimediaSearchParams = z.output<typeof WikimediaSearchParamsSchema>
export type WikimediaSearchParamsInput = z.input<typeof WikimediaSearchParamsSchema>

/** Validates `input`, fills the defaults and returns a frozen set; throws ValidationError naming each bad field. */
export function createWikimediaSearchParams(input: WikimediaSearchParamsInput = {}): WikimediaSearchParams {
  return deepFreeze(parseOrThrow(WikimediaSearchParamsSchema, input))
}

/** The days one page asks for, newest first. */
export function wikimediaPageDays(params: WikimediaSearchParams): string[] {
  if (params.date !== null) return [params.date]
  const oldest = params.start_date ?? WIKIMEDIA_EARLIEST_DAY
  const days: string[] = []
  for (let day = params.end_date ?? todayUtc(); day >= oldest && days.length < WIKIMEDIA_DAYS_PER_PAGE; day = addDays(day, -1)) days.push(day)
  return days
}

/** The page of older days after this one, or null when the range (or the one day) is done. */
export function nextWikimediaParams(params: WikimediaSearchParams): WikimediaSearchParams | null {
  if (params.date !== null) return null
  const oldestAsked = wikimediaPageDays(params).at(-1)
  if (oldestAsked === undefined || oldestAsked <= (params.start_date ?? WIKIMEDIA_EARLIEST_DAY)) return null
  return createWikimediaSearchParams({ start_date: params.start_date, end_date: addDays(oldestAsked, -1) })
}

/** Commons' own picture-of-the-day page for a day (Wikipedia's is `Template:POTD/…`, another picture). */
export function potdTemplateTitle(day: string): string {
  return `Template:Potd/${day}`
}

/** The request parts every Action API call sends: JSON in its modern form. */
const ACTION_QUERY = { action: 'query', format: 'json', formatversion: '2' } as const

/**
 * The wire query of a page's first request: the days' template pages and every file each shows
 * (`imlimit=max`, so a day with several files is listed whole in one answer).
 */
export function toTemplateQuery(days: readonly string[]): Record<string, string> {
  return { ...ACTION_QUERY, prop: 'images', imlimit: 'max', titles: days.map(potdTemplateTitle).join('|') }
}

/**
 * The width Commons renders the preview at: a standard thumbnail step (mediawiki.org/wiki/Common_thumbnail_sizes:
 * 20, 40, 60, 120, 250, 330, 500, 960, 1280, 1920 and 3840; other widths are being phased out, T414805).
 */
export const WIKIMEDIA_PREVIEW_WIDTH = 1280

/** The extmetadata fields a card reads: the rest of a file's metadata is never asked for. */
export const WIKIMEDIA_METADATA_FIELDS = ['ObjectName', 'Artist', 'Credit', 'Attribution', 'AttributionRequired', 'LicenseShortName', 'LicenseUrl', 'UsageTerms'] as const

/** The wire query of a page's second request: each file's size, URLs, MIME type and licence metadata. */
export function toFileQuery(fileTitles: readonly string[]): Record<string, string> {
  return {
    ...ACTION_QUERY,
    prop: 'imageinfo',
    iiprop: 'url|size|mime|extmetadata',
    iiurlwidth: String(WIKIMEDIA_PREVIEW_WIDTH),
    iiextmetadatafilter: WIKIMEDIA_METADATA_FIELDS.join('|'),
    iiextmetadatalanguage: 'en',
    titles: fileTitles.join('|'),
  }
}
