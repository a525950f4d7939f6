/**
 * NASA APOD's search parameter set: one day, a date range, or N random days (nasa/apod-api,
 * application.py, the service behind https://api.nasa.gov/planetary/apod; its README lists the
 * same fields). With nothing set, the API answers today's picture.
 *
 * Combinations NASA refuses ("Bad Request: invalid field combination passed"), each an issue on
 * the field named first, so nothing is sent:
 * - count with date, start_date or end_date;
 * - date with start_date or end_date;
 * - end_date without start_date;
 * - start_date after end_date ("start_date cannot be after end_date").
 * Every day must be a real day between 1995-06-16 (the first APOD) and today ("Date must be
 * between Jun 16, 1995 and …"); count runs from 1 to 100 ("Count must be positive and cannot
 * exceed 100").
 *
 * The API does not page. A date range is shown APOD_DAYS_PER_PAGE days at a time, newest first:
 * each page asks for the last days of the range still unseen, and the next page is the same range
 * ending the day before.
 */
import { z } from 'zod'
import { fieldSays, sourceFieldSays } from '../../shared/i18n/field-words'
import { deepFreeze, parseOrThrow } from '../../shared/validation'
import { addDays, isRealDay, localToday } from './days'
import english from './messages/en.json'

/** APOD's own sentences about its fields, said when a value is judged: in the window's language there, English elsewhere (field-words.ts). */
const WORDS = { id: 'apod', english }

/** The first Astronomy Picture of the Day. */
export const FIRST_APOD_DAY = '1995-06-16'
/** NASA's bound on `count` (application.py, `_get_json_for_random_dates`). */
export const APOD_MAX_COUNT = 100
/** Days of a date range asked for in one request: a month, one request of DEMO_KEY's 30 an hour. */
export const APOD_DAYS_PER_PAGE = 30

/** What is wrong with a typed day, the first thing only; undefined when it is one APOD can have. */
function dayProblem(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return sourceFieldSays(WORDS, 'issue.dayShape')
  if (!isRealDay(day)) return sourceFieldSays(WORDS, 'issue.notADay')
  if (day < FIRST_APOD_DAY) return sourceFieldSays(WORDS, 'issue.beforeFirstDay', { first: FIRST_APOD_DAY })
  if (day > localToday()) return sourceFieldSays(WORDS, 'issue.future')
  return undefined
}

const DaySchema = z
  .string({ error: () => sourceFieldSays(WORDS, 'issue.dayText') })
  .trim()
  .superRefine((day, ctx) => {
    const problem = dayProblem(day)
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem })
  })

const countMessage = () => fieldSays('fields.wholeNumberFromTo', { min: 1, max: APOD_MAX_COUNT })

const fields = {
  /** One day's picture. */
  date: DaySchema.nullable().default(null),
  /** The first day of a range. */
  start_date: DaySchema.nullable().default(null),
  /** The last day of a range; null: up to today. */
  end_date: DaySchema.nullable().default(null),
  /** This many days chosen at random by NASA. */
  count: z
    .number({ error: countMessage })
    .int({ error: countMessage })
    .min(1, { error: countMessage })
    .max(APOD_MAX_COUNT, { error: countMessage })
    .nullable()
    .default(null),
}

type Fields = z.output<z.ZodObject<typeof fields>>
type FieldName = keyof Fields
type Issue = { field: FieldName; message: string }

/** Each rule names the fields it reads, and is skipped when one of them is itself invalid. */
const RULES: readonly { reads: readonly FieldName[]; check: (params: Fields) => Issue[] }[] = [
  {
    reads: ['count', 'date', 'start_date', 'end_date'],
    check: ({ count, date, start_date, end_date }) =>
      count !== null && (date !== null || start_date !== null || end_date !== null)
        ? [{ field: 'count', message: sourceFieldSays(WORDS, 'issue.countWithDays') }]
        : [],
  },
  {
    reads: ['date', 'start_date', 'end_date'],
    check: ({ date, start_date, end_date }) =>
      date !== null && (start_date !== null || end_date !== null)
        ? [{ field: 'date', message: sourceFieldSays(WORDS, 'issue.dateWithRange') }]
        : [],
  },
  {
    reads: ['date', 'start_date', 'end_date'],
    check: ({ date, start_date, end_date }) =>
      date === null && start_date === null && end_date !== null ? [{ field: 'end_date', message: sourceFieldSays(WORDS, 'issue.endNeedsStart') }] : [],
  },
  {
    reads: ['start_date', 'end_date'],
    check: ({ start_date, end_date }) =>
      start_date !== null && end_date !== null && start_date > end_date ? [{ field: 'start_date', message: sourceFieldSays(WORDS, 'issue.startAfterEnd') }] : [],
  },
]

export const ApodSearchParamsSchema = z.strictObject(fields).superRefine(
  (params, ctx) => {
    const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]))
    for (const rule of RULES) {
      if (rule.reads.some((field) => invalid.has(field))) continue
      for (const { field, message } of rule.check(params)) ctx.addIssue({ code: 'custom', path: [field], message })
    }
  },
  // Run the rules beside field errors too, so a form or the command line learns every problem at once.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
)

export type ApodSearchParams = z.output<typeof ApodSearchParamsSchema>
export type ApodSearchParamsInput = z.input<typeof ApodSearchParamsSchema>

/** Validates `input`, fills the defaults and returns a deeply frozen set; throws ValidationError. */
export function createApodSearchParams(input: ApodSearchParamsInput = {}): ApodSearchParams {
  return deepFreeze(parseOrThrow(ApodSearchParamsSchema, input))
}

/** The days one page of a range asks for: the range's last APOD_DAYS_PER_PAGE days. */
function rangePage(params: ApodSearchParams & { start_date: string }, today: string): { first: string; last: string | null } {
  const last = params.end_date
  const earliest = addDays(last ?? today, -(APOD_DAYS_PER_PAGE - 1))
  return { first: earliest > params.start_date ? earliest : params.start_date, last }
}

/**
 * The exact wire query of `GET /planetary/apod`, without the key (the client adds `api_key` last).
 * `thumbs=true` is always sent: a video day then carries a picture for its card. Nothing empty is
 * ever emitted.
 */
export function toApodQuery(params: ApodSearchParams, today = localToday()): Record<string, string> {
  const query: Record<string, string> = {}
  if (params.count !== null) query.count = String(params.count)
  else if (params.date !== null) query.date = params.date
  else if (params.start_date !== null) {
    const page = rangePage({ ...params, start_date: params.start_date }, today)
    query.start_date = page.first
    // Without end_date NASA ends the range at its own today, which never runs ahead of ours.
    if (page.last !== null) query.end_date = page.last
  }
  query.thumbs = 'true'
  return query
}

/** The next page of a date range (the days before this page's), or null: the other forms are one page. */
export function nextApodParams(params: ApodSearchParams, today = localToday()): ApodSearchParams | null {
  if (params.start_date === null || params.count !== null || params.date !== null) return null
  const page = rangePage({ ...params, start_date: params.start_date }, today)
  if (page.first <= params.start_date) return null
  return createApodSearchParams({ start_date: params.start_date, end_date: addDays(page.first, -1) })
}
